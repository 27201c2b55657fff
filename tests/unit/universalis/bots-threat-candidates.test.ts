/**
 * The bots' last resort under a direct-threat obligation (UN-4.5.3, AD-15) checks the candidates' attacks on the
 * threats in their order; threatAttackCandidates makes only those (issue 12 speed work of session 8), and must list
 * exactly what phaseCandidates lists of them, in the same order, so the first the rules accept is the same.
 * Property over the states of random games on random tables, every living model taken as under threat.
 */
import { describe, expect, it } from 'vitest';
import { apply, newGame, sideIndex } from '../../../src/engine/rulesets/universalis/rules/game';
import type { PhaseAction } from '../../../src/engine/rulesets/universalis/rules/actions';
import { findThreats, isThreat } from '../../../src/engine/rulesets/universalis/rules/threat';
import { alive, cloneState } from '../../../src/engine/rulesets/universalis/rules/state';
import { botByName } from '../../../src/engine/rulesets/universalis/bots';
import {
  legalActions,
  phaseCandidates,
  threatAttackCandidates,
} from '../../../src/engine/rulesets/universalis/bots/candidates';
import { randomCase } from './fuzz-support';

function onThreat(s: ReturnType<typeof cloneState>, a: PhaseAction): boolean {
  if (a.type !== 'shot' && a.type !== 'attack' && a.type !== 'charge') return false;
  return isThreat(s, s.c.index[a.type === 'shot' ? a.targets[0].model : a.target]);
}

describe('bots: the attacks on direct threats are the candidates’ own (UN-4.5.3, AD-15)', () => {
  it('UN-4.5.3: threatAttackCandidates lists phaseCandidates’ attacks on threats, in their order', () => {
    let compared = 0;
    let melee = 0;
    for (let k = 0; k < 6; k++) {
      const seed = 700 + k;
      const s = newGame(randomCase(seed), seed, {});
      const bots = k % 2 === 0 ? ['aggressive', 'aggressive'] : ['random', 'cautious'];
      const players = [botByName(bots[0], seed + 1), botByName(bots[1], seed + 2)];
      for (let guard = 0; guard < 200 && sideIndex(s) >= 0; guard++) {
        // A copy: finding a model's threats writes the game's list.
        const c = cloneState(s);
        for (let m = 0; m < c.n; m++) {
          if (!alive(c, m)) continue;
          findThreats(c, m);
          const all: PhaseAction[] = [];
          phaseCandidates(c, m, all);
          const expected = all.filter((a) => onThreat(c, a));
          const made: PhaseAction[] = [];
          threatAttackCandidates(c, m, made);
          expect(made).toEqual(expected);
          if (expected.length > 0) compared++;
          if (expected.some((a) => a.type === 'attack')) melee++;
        }
        let r = apply(s, players[sideIndex(s)].decide(s));
        if (!r.ok) r = apply(s, legalActions(s)[0]);
        if (!r.ok) break;
      }
    }
    // Not empty: models under threat at range and in contact.
    expect(compared).toBeGreaterThan(100);
    expect(melee).toBeGreaterThan(5);
  }, 60_000);
});
