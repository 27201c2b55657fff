/** A batch hands each finished game back to the ruleset (release): the next game reuses its sight scratch. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { playGame, runSlice } from '../../../src/engine/core/batch';
import { universalis } from '../../../src/engine/rulesets/universalis/index';
import { createState, type GameState } from '../../../src/engine/rulesets/universalis/rules/state';

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

describe('released games hand their typed arrays to the next game of the scenario', () => {
  it('a state built on a released game’s arrays equals one built afresh, and the two games do not share them', () => {
    // Beacon Salvage has objects (their places and carriers are arrays too).
    const beacon = JSON.parse(readFileSync('samples/beacon-salvage.skirmish.json', 'utf8'));
    for (let k = 0; k < 4; k++) {
      const sample = k % 2 === 0 ? skirmish : beacon;
      const c = universalis.compile(sample, { units });
      const other = universalis.compile(sample, { units });
      const g = playGame(universalis, c, 5, k, bots);
      universalis.release!(g.state);
      const used = createState(c, 40 + k, false);
      const fresh = createState(other, 40 + k, false);
      expect(used.x).toBe(g.state.x);
      for (const key of Object.keys(fresh) as (keyof GameState)[]) {
        const v = fresh[key];
        if (ArrayBuffer.isView(v)) expect(used[key], key).toEqual(v);
      }
      expectStart(used);
      // Releasing the same game again, once its arrays serve the next game, hands them out no more.
      universalis.release!(g.state);
      const next = createState(c, 50 + k, false);
      expect(next.x).not.toBe(used.x);
      expect(next.sight).not.toBe(used.sight);
      if (sample === beacon) expect(fresh.objX.length).toBeGreaterThan(0);
    }
  });
});

/** The arrays of a game at its start that its models' set-up does not write (what createState allocated afresh). */
function expectStart(s: GameState): void {
  const all = (n: number, v: number) => new Array<number>(n).fill(v);
  const k = s.c.objects.length;
  expect([...s.meleeAt]).toEqual(all(s.n, -1));
  expect([...s.meleeIs]).toEqual(all(s.n, 0));
  expect([...s.revealMoves]).toEqual(all(s.n, 0));
  expect([...s.threat]).toEqual(all(s.n, 0));
  expect([...s.powersOn]).toEqual(all(s.n, 0));
  expect([...s.powerAt]).toEqual(all(2 * s.n, 0));
  expect([...s.burnSrc]).toEqual(s.c.setup.map((u) => (u.burning ? -2 : -1)));
  expect([...s.fireReady]).toEqual(s.c.setup.map((u) => u.fireReadiness));
  expect([...s.objUsed]).toEqual(all(k, 0));
  expect([...s.objCarrier]).toEqual(all(k, -1));
  expect([...s.objX]).toEqual(s.c.objects.map((o) => o.x));
  expect([...s.objY]).toEqual(s.c.objects.map((o) => o.y));
}
