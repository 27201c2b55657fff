/**
 * The sight cache (rules/sight.ts entry) keeps line-of-sight and cover answers per pair while the cylinders,
 * blockers and terrain stay the same, and hands its freshly listed blockers to the answer worked out right
 * after; cover skips the ray survey when nothing near the pair can cover (AD-14, AD-19, AD-20). Property:
 * after every decision of random games, with glimpses, lines of sight and covers asked in a shifting order
 * meanwhile, every pair's answers equal those of a fresh copy of the state (cloneState keeps no cache).
 */
import { describe, expect, it } from 'vitest';
import { apply, newGame, sideIndex } from '../../../src/engine/rulesets/universalis/rules/game';
import { botByName } from '../../../src/engine/rulesets/universalis/bots';
import { legalActions } from '../../../src/engine/rulesets/universalis/bots/candidates';
import { coverOf, glimpses, los } from '../../../src/engine/rulesets/universalis/rules/sight';
import { alive, cloneState } from '../../../src/engine/rulesets/universalis/rules/state';
import { randomCase } from './fuzz-support';

describe('the sight cache answers as a fresh state does (AD-14, AD-19, AD-20)', () => {
  it('property: after every decision of random games, los and cover of every pair equal a fresh state’s', () => {
    let covered = 0;
    for (let k = 0; k < 4; k++) {
      const seed = 900 + k;
      const s = newGame(randomCase(seed), seed, {});
      const bots = k % 2 === 0 ? ['aggressive', 'cautious'] : ['random', 'random'];
      const players = [botByName(bots[0], seed + 1), botByName(bots[1], seed + 2)];
      for (let guard = 0; guard < 250 && sideIndex(s) >= 0; guard++) {
        let r = apply(s, players[sideIndex(s)].decide(s));
        if (!r.ok) r = apply(s, legalActions(s)[0]);
        const fresh = cloneState(s);
        for (let a = 0; a < s.n; a++) {
          if (!alive(s, a)) continue;
          for (let b = 0; b < s.n; b++) {
            if (a === b || !alive(s, b)) continue;
            // A glimpse may leave line of sight known before the cover is asked; the reverse pair's question
            // in between lists other blockers (a friend of the observer hides nothing from it, AD-14).
            if ((a + b + guard) % 3 !== 0) glimpses(s, a, b);
            los(s, b, a);
            const kept = coverOf(s, a, b);
            expect(kept).toEqual(coverOf(fresh, a, b));
            expect(los(s, a, b)).toBe(los(fresh, a, b));
            if (kept && kept.level > 0) covered++;
          }
        }
      }
    }
    // Pairs do stand in cover: the property is not only about open ground.
    expect(covered).toBeGreaterThan(20);
  }, 120_000);
});
