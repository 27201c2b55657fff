/**
 * The bots' cheap look at a candidate move (bots/move-check.ts) refuses only what the rules refuse (UN-8.3.2,
 * AD-25, AD-5): over random tables and states of random games, every move it calls refused fails checkAction.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng } from '../../../src/engine/core/rng';
import { apply, newGame, sideIndex } from '../../../src/engine/rulesets/universalis/rules/game';
import { checkAction } from '../../../src/engine/rulesets/universalis/rules/actions';
import { botByName } from '../../../src/engine/rulesets/universalis/bots';
import { legalActions } from '../../../src/engine/rulesets/universalis/bots/candidates';
import { endRefused } from '../../../src/engine/rulesets/universalis/bots/move-check';
import { alive } from '../../../src/engine/rulesets/universalis/rules/state';
import { randomCase } from './fuzz-support';

describe('bots: candidate moves refused on their end alone (property)', () => {
  it('UN-8.3.2/AD-25: a move the cheap look refuses is refused by the rules too', () => {
    let refused = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (seed) => {
        const s = newGame(randomCase(seed), seed, {});
        const bot = botByName('random', seed + 1);
        const r = Rng.fromSeed(seed + 2);
        for (let step = 0; step < 60 && sideIndex(s) >= 0; step++) {
          for (let k = 0; k < 8; k++) {
            const m = r.int(0, s.n - 1);
            if (!alive(s, m)) continue;
            // Near other models, where ends are refused most.
            const o = r.int(0, s.n - 1);
            const x = s.x[o] + r.int(-60, 60) / 10;
            const y = s.y[o] + r.int(-60, 60) / 10;
            if (!endRefused(s, m, x, y)) continue;
            refused++;
            expect(checkAction(s, { type: 'move', actor: s.c.models[m].id, path: [[x, y]] })).not.toBeNull();
          }
          let res = apply(s, bot.decide(s));
          if (!res.ok) res = apply(s, legalActions(s)[0]);
          if (!res.ok) break;
        }
      }),
      { numRuns: 40 },
    );
    expect(refused).toBeGreaterThan(100);
  }, 120_000);
});
