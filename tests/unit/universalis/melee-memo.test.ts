/**
 * inMelee (UN-15.0.2, AD-29: a model in base contact with a living enemy may not shoot) keeps its answer per
 * model for the state version it was worked out at. Property: after every decision of random games, the kept
 * answers equal those of a fresh copy of the state (cloneState keeps no memo), so nothing inMelee depends on
 * changes without moving the version on.
 */
import { describe, expect, it } from 'vitest';
import { apply, newGame, sideIndex } from '../../../src/engine/rulesets/universalis/rules/game';
import { botByName } from '../../../src/engine/rulesets/universalis/bots';
import { legalActions } from '../../../src/engine/rulesets/universalis/bots/candidates';
import { inMelee } from '../../../src/engine/rulesets/universalis/rules/ranged';
import { cloneState } from '../../../src/engine/rulesets/universalis/rules/state';
import { randomCase } from './fuzz-support';

describe('inMelee keeps its answer per state version (UN-15.0.2, AD-29)', () => {
  it('property: after every decision of random games the kept answers equal a fresh state’s', () => {
    let contacts = 0;
    for (let k = 0; k < 20; k++) {
      const seed = 500 + k;
      const s = newGame(randomCase(seed), seed, {});
      const bots = k % 4 === 0 ? ['aggressive', 'cautious'] : ['random', 'random'];
      const players = [botByName(bots[0], seed + 1), botByName(bots[1], seed + 2)];
      for (let guard = 0; guard < 20_000 && sideIndex(s) >= 0; guard++) {
        // Fill the memo at this version, so that a change the version misses would leave a stale answer.
        for (let m = 0; m < s.n; m++) inMelee(s, m);
        let r = apply(s, players[sideIndex(s)].decide(s));
        if (!r.ok) r = apply(s, legalActions(s)[0]);
        const fresh = cloneState(s);
        for (let m = 0; m < s.n; m++) {
          const kept = inMelee(s, m);
          expect(kept).toBe(inMelee(fresh, m));
          if (kept) contacts++;
        }
      }
    }
    // The games do come to blows: the property is not about models that never meet.
    expect(contacts).toBeGreaterThan(100);
  }, 120_000);
});
