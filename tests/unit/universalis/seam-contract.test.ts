/**
 * The ruleset contract (seam brief) for Universalis: same seed and decisions give the same game; a refused
 * decision changes nothing; batch slices merge into exactly the whole batch; observe is plain JSON; two games
 * interleaved in one thread equal each alone; a clone plays on exactly like the original.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  universalis,
  type Action,
  type Compiled,
  type GameState,
} from '../../../src/engine/rulesets/universalis';
import { runSlice } from '../../../src/engine/core/batch';
import { botByName } from '../../../src/engine/rulesets/universalis/bots';

function sample(name: string): Compiled {
  const sk = JSON.parse(readFileSync(`samples/${name}.skirmish.json`, 'utf8'));
  const units = JSON.parse(readFileSync(`samples/${sk.units}`, 'utf8'));
  return universalis.compile(sk, { units });
}

const c = sample('saltmarsh-crossing');

/** Plays a game with two bots and returns the decisions taken. */
function play(seed: number, bots = ['aggressive', 'cautious']): { state: GameState; decisions: Action[] } {
  const s = universalis.newGame(c, seed);
  const players = [botByName(bots[0], seed + 11), botByName(bots[1], seed + 12)];
  const decisions: Action[] = [];
  for (let guard = 0; guard < 20_000 && universalis.toMove(s); guard++) {
    const a = players[universalis.toMove(s) === 'a' ? 0 : 1].decide(s);
    expect(universalis.apply(s, a)).toEqual({ ok: true });
    decisions.push(JSON.parse(JSON.stringify(a)));
  }
  return { state: s, decisions };
}

const snapshot = (s: GameState) =>
  JSON.stringify({ o: universalis.observe(s), rng: s.rng.state(), stage: s.stage, decisions: s.decisions });

describe('the Universalis ruleset keeps the seam contract', () => {
  it('a game is its seed plus its decisions: replaying them gives the same game', () => {
    const first = play(3);
    const again = universalis.newGame(c, 3);
    for (const a of first.decisions) expect(universalis.apply(again, a)).toEqual({ ok: true });
    expect(snapshot(again)).toBe(snapshot(first.state));
    expect(universalis.result(again)).not.toBeNull();
  });

  it('a refused decision leaves the state exactly as it was, dice included', () => {
    const s = universalis.newGame(c, 5);
    const bot = [botByName('aggressive', 1), botByName('aggressive', 2)];
    const wrong: Action[] = [
      { type: 'move', actor: 'captain', path: [[1, 1]] },
      { type: 'shot', actor: 'rifle-1', kind: 'aimed', weapon: 0, targets: [{ model: 'rifle-2', shots: 1 }] },
      { type: 'attack', actor: 'warlord', target: 'captain', weapon: 0 },
      { type: 'select', model: 'nobody' },
      { type: 'pass' },
      { type: 'nonsense' } as unknown as Action,
    ];
    for (let step = 0; step < 200 && universalis.toMove(s); step++) {
      for (const a of wrong) {
        const before = snapshot(s);
        const r = universalis.apply(s, a);
        if (!r.ok) {
          expect(r.reason.length).toBeGreaterThan(0);
          expect(snapshot(s)).toBe(before);
        }
        if (!universalis.toMove(s)) return;
      }
      universalis.apply(s, bot[universalis.toMove(s) === 'a' ? 0 : 1].decide(s));
    }
  });

  it('observe is plain JSON', () => {
    const { state } = play(8);
    const o = universalis.observe(state);
    expect(JSON.parse(JSON.stringify(o))).toEqual(o);
  });

  it('two games interleaved in one thread equal each alone; a clone plays on like its original', () => {
    const a = play(21);
    const b = play(22);
    const ga = universalis.newGame(c, 21);
    const gb = universalis.newGame(c, 22);
    for (let i = 0; i < Math.max(a.decisions.length, b.decisions.length); i++) {
      if (i < a.decisions.length) universalis.apply(ga, a.decisions[i]);
      if (i < b.decisions.length) universalis.apply(gb, b.decisions[i]);
      if (i === 40) {
        const copy = universalis.clone(ga);
        for (const d of a.decisions.slice(41)) universalis.apply(copy, d);
        expect(snapshot(copy).replace(/"decisions":\d+/, '')).toBe(
          snapshot(a.state).replace(/"decisions":\d+/, ''),
        );
      }
    }
    expect(snapshot(ga)).toBe(snapshot(a.state));
    expect(snapshot(gb)).toBe(snapshot(b.state));
  });

  it('batch slices merge into exactly the whole batch (game k plays with gameSeed(seed, k))', () => {
    const bots = { a: 'aggressive', b: 'cautious' };
    const whole = runSlice(universalis, c, { first: 0, count: 12, seed: 9, bots });
    const parts = universalis.batch.merge(
      runSlice(universalis, c, { first: 0, count: 5, seed: 9, bots }),
      runSlice(universalis, c, { first: 5, count: 7, seed: 9, bots }),
    );
    expect(parts).toEqual(whole);
    expect(JSON.parse(JSON.stringify(whole))).toEqual(whole);
  });
});
