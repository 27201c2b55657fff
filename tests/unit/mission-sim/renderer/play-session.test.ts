import { describe, expect, test } from 'vitest';
import { play } from '../../../../src/engine/rulesets/sine-tempore/rules/game';
import { policyByName } from '../../../../src/engine/rulesets/sine-tempore/rules/policies';
import { gameSeed, replayOf } from '../../../../src/engine/rulesets/sine-tempore/batch/batch';
import { load, PlaySession } from '../../../../src/renderer/rulesets/sine-tempore/sim/play-session';
import { catalog, compiledTutorial, tutorial } from './fixtures';

describe('test-play sessions (the worker side)', () => {
  test('the designer’s hero decides first, with every legal action and what moves and attacks cost', () => {
    const s = new PlaySession(compiledTutorial(), 1, 'human');
    const v = s.view();
    expect(v.active).toBe('ilse-marrow');
    expect(v.models.find((m) => m.id === 'ilse-marrow')).toMatchObject({ hero: true, at: [0, 8], ap: 6, health: 7, wounds: 0, sector: 1, tv: 1 });
    expect(v.groups).toEqual([{ name: 'scouts', sector: 3, inCombat: true, alive: 3 }]);
    expect(v.clock).toMatchObject({ cycle: 1, phase: 1 });
    const kinds = new Set(v.legal.map((l) => l.action.type));
    expect([...kinds].sort()).toEqual(['end', 'focus', 'move', 'wait']);
    const move = v.legal.find((l) => l.action.type === 'move' && l.action.path.at(-1)!.join() === '1,7');
    expect(move?.ap).toBe(2);
    expect(v.legal.filter((l) => l.action.type === 'wait').map((l) => l.ap)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  test('an action costs its AP and adds to the log; only the new entries are sent', () => {
    const s = new PlaySession(compiledTutorial(), 1, 'human');
    const first = s.view();
    const move = first.legal.find((l) => l.action.type === 'move' && l.ap === 2)!;
    const after = s.act(move.action);
    expect(after.refused).toBeNull();
    expect(after.models.find((m) => m.id === 'ilse-marrow')!.ap).toBe(4);
    expect(after.log.from).toBe(first.log.from + first.log.entries.length);
    expect(after.log.entries.some((e) => e.type === 'action' && e.do === 'move')).toBe(true);
    expect(after.decisions).toBe(1);
  });

  test('a refused action comes back with the engine’s reason and changes nothing', () => {
    const s = new PlaySession(compiledTutorial(), 1, 'human');
    const before = s.view();
    const v = s.act({ type: 'wait', actor: 'ilse-marrow', ap: 9 });
    expect(v.refused).toMatch(/9 AP.*6 AP left/);
    expect(v.models).toEqual(before.models);
    expect(v.log.entries).toEqual([]);
    expect(v.decisions).toBe(0);
  });

  test('a square picked on the board: reachable → moved there; too far → the engine says what it would cost', () => {
    const s = new PlaySession(compiledTutorial(), 1, 'human');
    const far = s.moveTo([9, 0]);
    expect(far.refused).toMatch(/this movement costs \d+ AP and ilse-marrow has 6 AP left/);
    const near = s.moveTo([2, 7]);
    expect(near.refused).toBeNull();
    expect(near.models.find((m) => m.id === 'ilse-marrow')!.at).toEqual([2, 7]);
    const onEnemyTile = s.moveTo([8, 1]);
    expect(onEnemyTile.refused).not.toBeNull();
  });

  test('Run to end with a bot is the engine’s own game: same result as play() with that seed and policy', () => {
    const cm = compiledTutorial();
    for (const policy of ['heuristic', 'random'] as const) {
      const v = new PlaySession(cm, 7, policy).runToEnd();
      const p = play(cm, 7, policyByName(policy, 7), { heroChoices: 'greedy' });
      expect(v.result, policy).toEqual(p.result);
      expect(v.decisions).toBe(p.decisions.length);
      expect(v.legal).toEqual([]);
    }
  });

  test('game k of a batch, started with its seed, is the game the command line replays', () => {
    const cm = compiledTutorial();
    for (const policy of ['heuristic', 'random'] as const) {
      for (let k = 0; k < 4; k++) {
        const v = new PlaySession(cm, gameSeed(1, k), policy).runToEnd();
        const r = replayOf(cm, 1, k, policy);
        expect(v.result, `${policy} game ${k}`).toEqual(r.result);
        expect(v.decisions).toBe(r.decisions.length);
      }
    }
  });

  test('the log sent in pieces is the whole log; Step is one decision', () => {
    const s = new PlaySession(compiledTutorial(), 3, 'heuristic');
    const pieces = [...s.view().log.entries];
    let v = s.view();
    let steps = 0;
    while (!v.result) {
      v = s.step();
      pieces.push(...v.log.entries);
      steps++;
      expect(v.decisions).toBe(steps);
    }
    expect(pieces).toEqual(s.s.log);
  });

  test('undo goes back one decision, never further than set-up; redo carries it out again (issue 14)', () => {
    const s = new PlaySession(compiledTutorial(), 1, 'human');
    const start = s.view();
    expect(start.history).toEqual({ at: 0, total: 0, last: null, next: null });
    expect(s.undo().history.at).toBe(0);
    const move = start.legal.find((l) => l.action.type === 'move' && l.ap === 2)!;
    const moved = s.act(move.action);
    const waited = s.act({ type: 'wait', actor: 'ilse-marrow', ap: 1 });
    expect(waited.history).toMatchObject({ at: 2, total: 2 });
    const back = s.undo();
    expect(back.history).toMatchObject({ at: 1, total: 2, next: { type: 'wait' } });
    expect(back.models).toEqual(moved.models);
    expect(back.clock).toEqual(moved.clock);
    // The log is sent again from the start: what the pane shows is the game as it was.
    expect(back.log.from).toBe(0);
    expect(back.log.entries).toHaveLength(moved.log.from + moved.log.entries.length);
    const again = s.redo();
    expect(again.models).toEqual(waited.models);
    expect(again.history).toMatchObject({ at: 2, total: 2 });
    // Back to set-up, then a different decision: the undone ones are gone.
    expect(s.goTo(0).models).toEqual(start.models);
    const other = s.act({ type: 'wait', actor: 'ilse-marrow', ap: 2 });
    expect(other.history).toMatchObject({ at: 1, total: 1 });
    expect(s.redo().history.at).toBe(1);
  });

  test('the replay scrubber: any step of a finished game, forwards and back, is the game at that step', () => {
    const cm = compiledTutorial();
    const s = new PlaySession(cm, gameSeed(1, 3), 'heuristic');
    const end = s.runToEnd();
    const n = end.history.total;
    expect(n).toBeGreaterThanOrEqual(6);
    const mid = Math.floor(n / 2);
    // Stepping one decision at a time from set-up gives the same views as jumping there.
    const fresh = new PlaySession(cm, gameSeed(1, 3), 'heuristic');
    for (let i = 0; i < mid; i++) fresh.step();
    const stepped = fresh.view();
    const jumped = s.goTo(mid);
    expect(jumped.models).toEqual(stepped.models);
    expect(jumped.clock).toEqual(stepped.clock);
    expect(s.goTo(mid + 3).history.at).toBe(mid + 3);
    expect(s.goTo(n).result).toEqual(end.result);
    expect(s.goTo(n + 5).history.at).toBe(n);
  });

  test('attacks on a target come with their dice, cover and odds, and leave the game as it was', () => {
    const s = new PlaySession(compiledTutorial(), 1, 'human');
    // Walk Ilse towards the scouts until one is in reach of a weapon.
    let v = s.view();
    let choices: ReturnType<PlaySession['attacks']> = [];
    for (let guard = 0; guard < 60 && !v.result; guard++) {
      const target = v.legal.find((l) => l.action.type === 'attack');
      if (target && target.action.type === 'attack') {
        choices = s.attacks(target.action.target as string, 60);
        break;
      }
      v = s.step();
    }
    expect(choices.length).toBeGreaterThan(0);
    const before = s.view();
    for (const c of choices.filter((x) => x.preview)) {
      expect(c.preview!.odds.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
      expect(c.preview!.dice).toBeGreaterThan(0);
    }
    expect(s.view().models).toEqual(before.models);
  });

  test('a mission the engine cannot compile says why', () => {
    const m = tutorial();
    m.heroes[0].hero = 'nobody';
    const r = load(m, catalog());
    expect('error' in r && r.error.message).toMatch(/nobody/);
  });
});
