import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { play, type Policy } from '../../../src/engine/rulesets/sine-tempore/rules/game';
import { heuristicPolicy, randomPolicy } from '../../../src/engine/rulesets/sine-tempore/rules/policies';
import { sectorOf, stat, type GameState } from '../../../src/engine/rulesets/sine-tempore/rules/state';
import { randomMission, specArb } from './random-game';

/** The invariants of the rules, checked whenever a hero has to decide and when the game ends. */
function checkInvariants(s: GameState): void {
  const seen = new Map<number, string>();
  for (const m of s.models) {
    if (m.removed || m.cell < 0) continue;
    // ST-2.2: one model per square, and the occupancy grid agrees.
    expect(seen.has(m.cell), `${m.id} shares a square with ${seen.get(m.cell)}`).toBe(false);
    seen.set(m.cell, m.id);
    expect(s.occ[m.cell]).toBe(m.i);
    // ST-38.1: an enemy still on the board has fewer wounds than its HE.
    if (!m.hero) expect(m.wounds).toBeLessThan(stat(m, 'HE'));
    else expect(m.wounds).toBeLessThanOrEqual(stat(m, 'HE'));
    if (m.hero && !m.ko) {
      // D-7: a token is in a sector 1–12 and never behind the Phase hand.
      expect(sectorOf(m.tick)).toBeGreaterThanOrEqual(1);
      expect(sectorOf(m.tick)).toBeLessThanOrEqual(12);
      expect(m.tick).toBeGreaterThanOrEqual(s.hand);
    }
  }
  for (const g of s.groups) if (g.tick >= 0) expect(g.tick).toBeGreaterThanOrEqual(s.hand);
  // ST-8.2: a hero never spends AP it does not have.
  if (s.act) expect(s.act.ap).toBeGreaterThanOrEqual(0);
}

function checked(p: Policy): Policy {
  return {
    name: p.name,
    decide(s) {
      checkInvariants(s);
      return p.decide(s);
    },
  };
}

describe('rules invariants over random seeded games on random boards (fast-check)', () => {
  test('one model per square, enemy wounds below HE, AP never negative, tokens in sectors 1–12, the game always ends (random bot)', () => {
    fc.assert(
      fc.property(specArb, (spec) => {
        const cm = randomMission(spec);
        const r = play(cm, spec.seed, checked(randomPolicy(spec.seed)), { log: false, heroChoices: 'greedy', record: false });
        expect(r.result).not.toBeNull();
        checkInvariants(r.state);
      }),
      { numRuns: 1500, seed: 20260401 },
    );
    // Thousands of whole games: on a machine shared by several jobs this takes well over the default minute.
  }, 300_000);

  test('the same invariants hold with the heuristic bot', () => {
    fc.assert(
      fc.property(specArb, (spec) => {
        const cm = randomMission(spec);
        const r = play(cm, spec.seed, checked(heuristicPolicy()), { log: false, heroChoices: 'greedy', record: false });
        expect(['victory', 'defeat', 'draw']).toContain(r.result.outcome);
        checkInvariants(r.state);
      }),
      { numRuns: 600, seed: 7 },
    );
  }, 300_000);
});
