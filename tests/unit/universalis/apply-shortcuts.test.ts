/**
 * The apply side's shortcuts of session 9 answer what the plain computations answered: a model's base radius read
 * from the game's typed array (UN-3.6), the plan memo's comparison of way points (Object.is without the builtin)
 * and the direct threats written over a used list (UN-4.5.1).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BASE_RADIUS, TELEMATON } from '../../../src/engine/rulesets/universalis/rules/defs';
import { attribute, radiusOf } from '../../../src/engine/rulesets/universalis/rules/profile';
import { samePoint } from '../../../src/engine/rulesets/universalis/rules/movement';
import { distance, inContact } from '../../../src/engine/rulesets/universalis/rules/sight';
import { findThreats } from '../../../src/engine/rulesets/universalis/rules/threat';
import {
  CAMOUFLAGED,
  alive,
  cloneState,
  has,
  type GameState,
} from '../../../src/engine/rulesets/universalis/rules/state';
import { everyDecision } from './fuzz-support';

/** UN-4.5.1 as written: every enemy in base contact, else the closest revealed living enemy within 12 − EH cm. */
function threatsAsWritten(s: GameState, m: number): number[] {
  const side = s.c.models[m].side;
  const contact: number[] = [];
  for (let o = 0; o < s.n; o++) if (alive(s, o) && s.c.models[o].side !== side && inContact(s, m, o)) contact.push(o);
  if (contact.length > 0 || s.c.models[m].type === TELEMATON) return contact;
  const radius = 12 - attribute(s, m, 5);
  if (radius <= 0) return [];
  let best = -1;
  for (let o = 0; o < s.n; o++) {
    if (!alive(s, o) || s.c.models[o].side === side || has(s, o, CAMOUFLAGED)) continue;
    const d = distance(s, m, o);
    if (d <= radius + 1e-9 && (best < 0 || d < distance(s, m, best) - 1e-9)) best = o;
  }
  return best < 0 ? [] : [best];
}

describe('apply-side shortcuts answer what the full computations answer', () => {
  it('UN-3.6: radiusOf reads the base radius of the model size, in clones too', () => {
    let asked = 0;
    everyDecision(3, 900, 2, (s) => {
      const c = cloneState(s);
      for (let m = 0; m < s.n; m++) {
        expect(radiusOf(s, m)).toBe(BASE_RADIUS[s.c.models[m].size]);
        expect(radiusOf(c, m)).toBe(BASE_RADIUS[s.c.models[m].size]);
        asked++;
      }
    });
    expect(asked).toBeGreaterThan(1_000);
  }, 120_000);

  it('property: samePoint is Object.is on coordinates (NaN is NaN, 0 is not −0)', () => {
    const special = fc.constantFrom(0, -0, NaN, Infinity, -Infinity, 1e-300, -1e-300, 5e-324);
    const coord = fc.oneof(fc.double(), special);
    fc.assert(
      fc.property(coord, coord, (u, v) => {
        expect(samePoint(u, v)).toBe(Object.is(u, v));
        expect(samePoint(u, u)).toBe(true);
      }),
      { numRuns: 5_000 },
    );
  });

  it('property (UN-4.5.1): findThreats over a list that held other threats equals the rule as written', () => {
    let asked = 0;
    let found = 0;
    everyDecision(4, 900, 2, (s) => {
      for (let m = 0; m < s.n; m++) {
        if (!alive(s, m) || s.c.models[m].type === TELEMATON) continue;
        const kept = s.threats.slice();
        // A list that held more entries than the answer, as the one of the last phase may.
        s.threats.length = 0;
        s.threats.push(7, 3, 5);
        const got = findThreats(s, m).slice();
        expect(got).toEqual(threatsAsWritten(s, m));
        expect(s.threats.length).toBe(got.length);
        found += got.length;
        asked++;
        s.threats.length = 0;
        s.threats.push(...kept);
      }
    });
    expect(asked).toBeGreaterThan(1_000);
    expect(found).toBeGreaterThan(100);
  }, 120_000);
});
