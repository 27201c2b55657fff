/**
 * The bots' shortcuts in weighing attacks give the rules' own numbers (issue 12, speed work of session 7): over
 * random tables and the states of random games, an aimed shot's modifier worked out from the normal shot's equals
 * the rules' (UN-14.10, UN-14.12.3, AD-58), a normal shot out of its range bands has no modifier, and the AP of
 * shots and melee attacks never depend on the state (AD-24, AD-72), so a bot may keep them per model.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng } from '../../../src/engine/core/rng';
import { apply, newGame, sideIndex } from '../../../src/engine/rulesets/universalis/rules/game';
import { actionCost } from '../../../src/engine/rulesets/universalis/rules/costs';
import { bandsOf, inMelee, rangeModifier } from '../../../src/engine/rulesets/universalis/rules/ranged';
import { speedOf } from '../../../src/engine/rulesets/universalis/rules/profile';
import { CONTACT_CM } from '../../../src/engine/rulesets/universalis/geometry';
import { distance } from '../../../src/engine/rulesets/universalis/rules/sight';
import { PRONE, alive, has, type GameState } from '../../../src/engine/rulesets/universalis/rules/state';
import { botByName } from '../../../src/engine/rulesets/universalis/bots';
import { legalActions } from '../../../src/engine/rulesets/universalis/bots/candidates';
import { aimedFromNormal, openShotModifier, weaponReach } from '../../../src/engine/rulesets/universalis/bots/estimate';
import { randomCase } from './fuzz-support';

const COSTED = ['normalShot', 'aimedShot', 'snapShot', 'attack'] as const;

/**
 * The first 60 states of a random game on a random table, played by the random bot (now and then a model lies down:
 * the costs of moves change with it, those of attacks must not), each looked at with its living pairs of enemies.
 */
function randomStates(
  seed: number,
  salt: number,
  look: ((s: GameState) => void) | null,
  pair: (s: GameState, m: number, t: number, d: number, r: Rng) => void,
): void {
  const r = Rng.fromSeed(seed + salt);
  const s = newGame(randomCase(seed), seed, {});
  const bot = botByName('random', seed + 1);
  for (let step = 0; step < 60 && sideIndex(s) >= 0; step++) {
    if (r.int(0, 9) === 0) s.flags[r.int(0, s.n - 1)] ^= PRONE;
    look?.(s);
    for (let m = 0; m < s.n; m++) {
      if (!alive(s, m)) continue;
      for (let t = 0; t < s.n; t++)
        if (alive(s, t) && s.c.models[t].side !== s.c.models[m].side) pair(s, m, t, distance(s, m, t), r);
    }
    let res = apply(s, bot.decide(s));
    if (!res.ok) res = apply(s, legalActions(s)[0]);
    if (!res.ok) break;
  }
}

describe('bots: shortcuts in weighing attacks keep the rules numbers (property)', () => {
  it('UN-14.10/UN-14.12.3/AD-58: aimed from normal, no normal shot out of range; AD-24/AD-72: attack AP per model', () => {
    let derived = 0;
    let outOfRange = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (seed) => {
        let first: (number | null)[][] | null = null;
        const costs = (s: GameState, m: number) =>
          s.c.models[m].weapons.flatMap((_, w) => COSTED.map((a) => actionCost(s, m, a, w)));
        randomStates(
          seed,
          3,
          (s) => {
            first ??= s.c.models.map((_, m) => costs(s, m));
            for (let m = 0; m < s.n; m++) if (alive(s, m)) expect(costs(s, m)).toEqual(first[m]);
          },
          (s, m, t, d) =>
            s.c.models[m].weapons.forEach((wd, w) => {
              if (wd.kind === 'melee') return;
              const normal = openShotModifier(s, m, w, t, 'normal');
              if (rangeModifier(s, m, wd, d, false) === null) {
                outOfRange++;
                expect(normal).toBeNull();
              }
              if (normal === null) return;
              derived++;
              expect(aimedFromNormal(s, m, w, d, normal)).toBe(openShotModifier(s, m, w, t, 'aimed'));
            }),
        );
      }),
      { numRuns: 30 },
    );
    expect(derived).toBeGreaterThan(200);
    expect(outOfRange).toBeGreaterThan(200);
  }, 120_000);

  it('weaponReach bounds every weapon option on an enemy (UN-15.2 charge, AD-25 contact, AD-58 range bands)', () => {
    let within = 0;
    let beyond = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (seed) => {
        randomStates(
          seed,
          5,
          null,
          (s, m, t, dt, r) => {
            const melee = inMelee(s, m);
            s.c.models[m].weapons.forEach((wd, w) => {
              const cost = actionCost(s, m, 'attack', w) ?? Infinity;
              // attackOptions' tests of a weapon on an enemy at distance d as they were written per enemy.
              const weighed = (d: number) => {
                if (wd.kind === 'melee')
                  return (
                    !(cost > s.ap[m]) &&
                    (d <= CONTACT_CM + 1e-9 || (!melee && !has(s, m, PRONE) && d <= speedOf(s, m) + 0.5))
                  );
                const b = bandsOf(s, m, wd);
                return (
                  !melee &&
                  !(s.reload[m] & (1 << w)) &&
                  s.uses[s.c.weaponStart[m] + w] !== 0 &&
                  b !== null &&
                  !(d > b.band * b.bands * 2)
                );
              };
              const reach = weaponReach(s, m, w, melee, wd.kind === 'melee' ? cost : Infinity);
              // The enemy's own distance, and distances just either side of the reach and anywhere on the table.
              for (const d of [dt, reach - 1e-6, reach + 1e-6, r.int(0, 13000) / 100]) {
                if (d < 0) continue;
                const taken = weighed(d);
                expect(reach >= 0 && d <= reach).toBe(taken);
                if (taken) within++;
                else if (reach >= 0) beyond++;
              }
            });
          },
        );
      }),
      { numRuns: 15 },
    );
    expect(within).toBeGreaterThan(200);
    expect(beyond).toBeGreaterThan(200);
  }, 120_000);
});
