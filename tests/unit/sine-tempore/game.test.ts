import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Catalog } from '../../../src/engine/generated/types/catalog';
import type { Mission } from '../../../src/engine/generated/types/mission';
import { compileMission, newGame } from '../../../src/engine/rulesets/sine-tempore/rules/compile';
import { advance, apply, legalActions, observe, play, replay } from '../../../src/engine/rulesets/sine-tempore/rules/game';
import { heuristicPolicy, randomPolicy } from '../../../src/engine/rulesets/sine-tempore/rules/policies';
import { applyChosen, refusal } from '../../../src/engine/rulesets/sine-tempore/rules/actions';

const catalog = JSON.parse(readFileSync('samples/sine-tempore-core.catalog.json', 'utf8')) as Catalog;
const mission = (name: string) => JSON.parse(readFileSync(`samples/${name}.mission.json`, 'utf8')) as Mission;
const verdant = compileMission(mission('verdant-sweep'), catalog);

describe('determinism and replays', () => {
  test('same mission + seed + policy = the same game, bit for bit', () => {
    const a = play(verdant, 123, heuristicPolicy(), { log: true, heroChoices: 'greedy' });
    const b = play(verdant, 123, heuristicPolicy(), { log: true, heroChoices: 'greedy' });
    expect(JSON.stringify(b.log)).toBe(JSON.stringify(a.log));
    expect(b.result).toEqual(a.result);
    const c = play(verdant, 124, heuristicPolicy(), { log: true, heroChoices: 'greedy' });
    expect(JSON.stringify(c.log)).not.toBe(JSON.stringify(a.log));
  });

  test('a game replays from its seed and decisions alone', () => {
    for (const seed of [1, 2, 3]) {
      const original = play(verdant, seed, randomPolicy(seed), { log: true, heroChoices: 'greedy' });
      const again = replay(verdant, seed, original.decisions, { log: true, heroChoices: 'greedy' });
      expect(JSON.stringify(observe(again))).toBe(JSON.stringify(observe(original.state)));
    }
  });

  test('the log records activations, actions, rolls with faces and AI decisions with their reasons', () => {
    const r = play(verdant, 5, heuristicPolicy(), { log: true, heroChoices: 'greedy' });
    const types = new Set(r.log!.map((e) => e.type));
    for (const t of ['activate', 'action', 'roll', 'ai', 'clock', 'result']) expect(types.has(t), t).toBe(true);
    const ai = r.log!.find((e) => e.type === 'ai' && e.target)!;
    expect(String(ai.reason)).toMatch(/targets|heads for/);
    const roll = r.log!.find((e) => e.type === 'roll')!;
    expect(Array.isArray(roll.faces)).toBe(true);
  });
});

describe('apply: legal actions run, illegal ones are refused with a reason and change nothing', () => {
  test('every listed action is legal, and a refused one leaves the state as it was', () => {
    const s = newGame(verdant, 9, { log: true });
    expect(advance(s)).toBe('hero');
    const actions = legalActions(s);
    expect(actions.length).toBeGreaterThan(3);
    for (const a of actions) expect(refusal(s, a), JSON.stringify(a)).toBeNull();
    const actor = s.models[s.act!.hero].id;
    const before = JSON.stringify({ o: observe(s), rng: s.rng.state() });
    for (const bad of [
      { type: 'wait', actor, ap: 99 },
      { type: 'move', actor, path: [[50, 50]] },
      { type: 'attack', actor, target: 'nobody', weapon: 'burst' },
      { type: 'focus', actor: 'reed-1' },
      { type: 'disengage', actor, to: [0, 0] },
    ] as const) {
      const r = apply(s, bad as never);
      expect(r.ok).toBe(false);
      expect((r as { error: string }).error).toMatch(/\w/);
    }
    expect(JSON.stringify({ o: observe(s), rng: s.rng.state() })).toBe(before);
  });

  test('a human drives a game step by step through legalActions and apply', () => {
    const s = newGame(compileMission(mission('tutorial'), catalog), 4, { log: true });
    let steps = 0;
    while (advance(s) === 'hero' && steps < 500) {
      const options = legalActions(s);
      const r = apply(s, options[steps % options.length]);
      expect(r.ok).toBe(true);
      steps++;
    }
    expect(s.result).not.toBeNull();
  });

  test('the game loop trusts a check made before the choice only while nothing has changed since', () => {
    const s = newGame(verdant, 9, { log: true });
    expect(advance(s)).toBe('hero');
    const actor = s.models[s.act!.hero].id;
    const wait = { type: 'wait', actor, ap: s.act!.ap } as const;
    expect(refusal(s, wait)).toBeNull();
    // The hero spends AP after the check: the remembered answer is stale, the action is checked again.
    s.act!.ap -= 1;
    const r = applyChosen(s, wait);
    expect(r.ok).toBe(false);
    s.act!.ap += 1;
    // A different object with the same content is checked too (the memo is by identity).
    expect(refusal(s, wait)).toBeNull();
    expect(applyChosen(s, { ...wait }).ok).toBe(true);
  });
});

describe('every sample mission compiles and plays to a result', () => {
  for (const name of ['tutorial', 'relay-station', 'verdant-sweep']) {
    test(name, () => {
      const cm = compileMission(mission(name), catalog);
      for (let seed = 0; seed < 5; seed++) {
        const r = play(cm, seed, heuristicPolicy(), { log: false, heroChoices: 'greedy' });
        expect(['victory', 'defeat', 'draw']).toContain(r.result.outcome);
        expect(r.result.reason).toMatch(/\w/);
      }
    });
  }
});
