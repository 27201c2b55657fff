/**
 * The apply side's shortcuts of session 9 answer what the plain computations answered: a model's base radius read
 * from the game's list (UN-3.6), the plan memo's comparison of way points (Object.is without the builtin), the
 * direct threats written over a used list (UN-4.5.1), the eligible models without telematons (AD-78, UN-19.3.2)
 * and a roll's hook bonus over the models with roll hooks only (AD-79).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BASE_RADIUS, TELEMATON } from '../../../src/engine/rulesets/universalis/rules/defs';
import { attribute, radiusOf } from '../../../src/engine/rulesets/universalis/rules/profile';
import { samePoint } from '../../../src/engine/rulesets/universalis/rules/movement';
import { distance, inContact } from '../../../src/engine/rulesets/universalis/rules/sight';
import { findThreats } from '../../../src/engine/rulesets/universalis/rules/threat';
import {
  ACTIVATED,
  CAMOUFLAGED,
  GONE,
  alive,
  cloneState,
  has,
  type Compiled,
  type GameState,
} from '../../../src/engine/rulesets/universalis/rules/state';
import { everyDecision, randomCase } from './fuzz-support';
import { readFileSync } from 'node:fs';
import { universalis } from '../../../src/engine/rulesets/universalis/index';
import { apply, newGame, sideIndex } from '../../../src/engine/rulesets/universalis/rules/game';
import { botByName } from '../../../src/engine/rulesets/universalis/bots';
import { legalActions } from '../../../src/engine/rulesets/universalis/bots/candidates';
import { eligibleInto } from '../../../src/engine/rulesets/universalis/rules/flow';
import { hookBonus } from '../../../src/engine/rulesets/universalis/rules/dice';
import { readHooks, ROLL_MOVEMENT, ROLL_PANIC, ROLL_SHOT } from '../../../src/engine/rulesets/universalis/rules/hooks';
import { Rng } from '../../../src/engine/core/rng';

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

  it('property (AD-78, UN-19.3.2): eligibleInto equals the two passes as written, with and without telematons', () => {
    let asked = 0;
    let withTelematons = 0;
    const look = (s: GameState) => {
      for (let side = 0; side < 2; side++) {
        const out = [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9];
        const k = eligibleInto(s, side, out);
        expect(out.slice(0, k)).toEqual(eligibleAsWritten(s, side));
        asked++;
        if (s.c.models.some((d) => d.type === TELEMATON)) withTelematons++;
      }
    };
    everyDecision(6, 950, 2, look);
    const gull = universalis.compile(load('samples/gull-point-drill.skirmish.json'), {
      units: load('samples/salt-frontier.units.json'),
    });
    playGames(gull, 2, look);
    expect(asked).toBeGreaterThan(1_000);
    expect(withTelematons).toBeGreaterThan(50);
    expect(withTelematons).toBeLessThan(asked);
  }, 120_000);

  it('property (AD-79): hookBonus over the models with roll hooks equals the sum over every model', () => {
    let asked = 0;
    let nonZero = 0;
    for (let k = 0; k < 4; k++) {
      const c = randomCase(980 + k);
      const r = Rng.fromSeed(k + 1);
      const rolls = ['FK', 'NK', 'EH', 'AGI', 'KO', 'WN', 'shot', 'panic', 'movement'];
      for (const d of c.models)
        if (r.int(0, 2) === 0)
          d.rollHooks = readHooks(
            [0, 1].map(() => ({
              kind: 'rollModifier',
              roll: rolls[r.index(rolls.length)],
              value: r.int(-2, 2) || 1,
              who: r.int(0, 1) === 0 ? 'friends' : 'self',
              withinCm: r.int(1, 30),
            })),
          ).rolls;
      let decision = 0;
      playGames(c, 1, (s) => {
        if (decision++ % 3 !== 0) return;
        for (let m = 0; m < s.n; m++)
          for (let a = 0; a < 6; a++)
            for (const kind of [-1, ROLL_SHOT, ROLL_PANIC, ROLL_MOVEMENT]) {
              const b = hookBonus(s, m, a, kind);
              expect(b).toBe(hookBonusAsWritten(s, m, a, kind));
              if (b !== 0) nonZero++;
              asked++;
            }
      });
    }
    expect(asked).toBeGreaterThan(3_000);
    expect(nonZero).toBeGreaterThan(300);
  }, 120_000);
});

const load = (path: string) => JSON.parse(readFileSync(path, 'utf8'));

/** Plays games of one compiled scenario (aggressive against cautious) and calls `look` before every decision. */
function playGames(c: Compiled, games: number, look: (s: GameState) => void): void {
  for (let k = 0; k < games; k++) {
    const s = newGame(c, 30 + k, {});
    const players = [botByName('aggressive', 31 + k), botByName('cautious', 32 + k)];
    for (let guard = 0; guard < 20_000 && sideIndex(s) >= 0; guard++) {
      look(s);
      let r = apply(s, players[sideIndex(s)].decide(s));
      if (!r.ok) r = apply(s, legalActions(s)[0]);
    }
  }
}

/** AD-78 and UN-19.3.2 as written before the shortcut: a first pass over the models with a phase of their own, then
 * the operatorless telematons once nobody else has a phase to come. */
function eligibleAsWritten(s: GameState, side: number): number[] {
  const ownPhase = (m: number) => {
    const d = s.c.models[m];
    return !(d.type === TELEMATON && d.operator >= 0 && alive(s, d.operator));
  };
  const operatorless = (m: number) => s.c.models[m].type === TELEMATON;
  const free = (m: number) => (s.flags[m] & (GONE | ACTIVATED)) === 0;
  const first: number[] = [];
  for (let m = 0; m < s.n; m++)
    if (s.c.models[m].side === side && free(m) && ownPhase(m) && !operatorless(m)) first.push(m);
  if (first.length > 0) return first;
  for (let m = 0; m < s.n; m++) if (free(m) && ownPhase(m) && !operatorless(m)) return [];
  const late: number[] = [];
  for (let m = 0; m < s.n; m++)
    if (s.c.models[m].side === side && free(m) && ownPhase(m) && operatorless(m)) late.push(m);
  return late;
}

/** AD-79 as written before the shortcut: every model's own hooks and its friends' auras. */
function hookBonusAsWritten(s: GameState, m: number, a: number, kind: number): number {
  let bonus = 0;
  const side = s.c.models[m].side;
  for (let f = 0; f < s.n; f++) {
    const hooks = s.c.models[f].rollHooks ?? [];
    if (f !== m && (s.c.models[f].side !== side || !alive(s, f))) continue;
    for (const h of hooks) {
      if (h.roll !== a && h.roll !== kind) continue;
      if (h.friends ? f !== m && distance(s, f, m) <= h.withinCm + 1e-9 : f === m) bonus += h.value;
    }
  }
  return bonus;
}
