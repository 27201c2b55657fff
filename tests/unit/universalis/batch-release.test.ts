/** A batch hands each finished game back to the ruleset (release): the next game reuses its sight scratch. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { playGame, runSlice } from '../../../src/engine/core/batch';
import { universalis } from '../../../src/engine/rulesets/universalis/index';

const skirmish = JSON.parse(readFileSync('samples/gull-point-drill.skirmish.json', 'utf8'));
const units = JSON.parse(readFileSync('samples/salt-frontier.units.json', 'utf8'));
const bots = { a: 'aggressive', b: 'cautious' };

describe('released games (the batch reuses their scratch)', () => {
  it('a batch that hands its games back plays the same games as games each built afresh', () => {
    // A scenario of its own: its pool starts empty, so the games played first are built afresh.
    const c = universalis.compile(skirmish, { units });
    const fresh = universalis.batch.empty(c, { seed: 3, bots });
    const decisions: unknown[] = [];
    for (let k = 0; k < 3; k++) {
      const g = playGame(universalis, c, 3, k, bots, { record: true });
      decisions.push(g.decisions);
      universalis.batch.fold(fresh, g.state);
    }
    expect(runSlice(universalis, c, { first: 0, count: 3, seed: 3, bots })).toEqual(fresh);
    const again: unknown[] = [];
    for (let k = 0; k < 3; k++) {
      const g = playGame(universalis, c, 3, k, bots, { record: true });
      again.push(g.decisions);
      universalis.release!(g.state);
    }
    expect(again).toEqual(decisions);
  });
});
