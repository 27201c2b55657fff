/**
 * Property tests over many seeded games on random tables (issue 12): whatever the bots do, no number in the
 * state is ever NaN, living bases never overlap, AP stay within 0–12, HP within the card, and every game ends.
 * UN_FUZZ_GAMES raises the number of games (the default keeps the unit run short).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { observe } from '../../../src/engine/rulesets/universalis';
import { playChecked, randomCase } from './fuzz-support';

const GAMES = Number(process.env.UN_FUZZ_GAMES ?? 240);

describe('random games on random tables (property)', () => {
  it(`${GAMES} games, random bots on both sides: no NaN, no overlapping bases, AP 0–12, HP within the card, every game ends`, () => {
    let ended = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (seed) => {
        const c = randomCase(seed);
        const s = playChecked(c, seed, ['random', 'random']);
        JSON.stringify(observe(s));
        ended++;
      }),
      { numRuns: GAMES, seed: 12 },
    );
    expect(ended).toBe(GAMES);
  }, 600_000);

  it('tactical bots on random tables keep the same invariants', () => {
    for (let k = 0; k < Math.max(20, GAMES / 8); k++) {
      const c = randomCase(1000 + k);
      playChecked(c, 7 + k, k % 2 ? ['aggressive', 'cautious'] : ['cautious', 'aggressive']);
    }
  }, 600_000);
});
