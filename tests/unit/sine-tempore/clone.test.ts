import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Catalog } from '../../../src/engine/generated/types/catalog';
import type { Mission } from '../../../src/engine/generated/types/mission';
import { compileMission } from '../../../src/engine/rulesets/sine-tempore/rules/compile';
import { advance, apply, newGame, play, type Action, type Policy } from '../../../src/engine/rulesets/sine-tempore/rules/game';
import { cloneState } from '../../../src/engine/rulesets/sine-tempore/rules/clone';
import { heuristicPolicy, randomPolicy } from '../../../src/engine/rulesets/sine-tempore/rules/policies';
import type { GameState } from '../../../src/engine/rulesets/sine-tempore/rules/state';

const catalog = JSON.parse(readFileSync('samples/sine-tempore-core.catalog.json', 'utf8')) as Catalog;
const OPTS = { log: true, stats: true, heroChoices: 'greedy' } as const;

/** Plays on from `s` with `policy` to the end, as `play` does. */
function finish(s: GameState, policy: Policy): GameState {
  for (let guard = 0; advance(s) === 'hero' && s.act && guard < 100_000; guard++) {
    const a = policy.decide(s);
    if (!apply(s, a).ok) apply(s, { type: 'end', actor: s.models[s.act.hero].id });
  }
  return s;
}

const summary = (s: GameState) => JSON.stringify({ result: s.result, log: s.log, hand: s.hand, wounds: s.models.map((m) => [m.id, m.wounds, m.ko, m.removed, m.cell]), stats: s.stats && [...s.stats.heroWoundsAt].join() + [...s.stats.killsAt].join() });

describe('a copy of a game plays on by itself (look-ahead, attack odds)', () => {
  for (const name of ['tutorial', 'relay-station', 'verdant-sweep']) {
    test(`${name}: a copy made at any decision plays the same game as the original would; the original, played differently meanwhile, does not disturb it`, () => {
      const cm = compileMission(JSON.parse(readFileSync(`samples/${name}.mission.json`, 'utf8')) as Mission, catalog);
      for (const seed of [1, 7]) {
        const whole = play(cm, seed, heuristicPolicy(), OPTS);
        const decisions: Action[] = whole.decisions;
        const expected = summary(whole.state);
        for (const k of [0, Math.floor(decisions.length / 3), Math.floor((2 * decisions.length) / 3)]) {
          const s = newGame(cm, seed, OPTS);
          advance(s);
          for (const a of decisions.slice(0, k)) {
            apply(s, a);
            advance(s);
          }
          const copy = cloneState(s);
          // The original goes another way (a random bot): nothing it does may reach the copy.
          finish(s, randomPolicy(seed + 100));
          expect(summary(finish(copy, heuristicPolicy())), `${name} seed ${seed} copied at ${k}`).toBe(expected);
          // And the other way round: a copy played any way leaves the original as it was.
          const t = newGame(cm, seed, OPTS);
          advance(t);
          for (const a of decisions.slice(0, k)) {
            apply(t, a);
            advance(t);
          }
          finish(cloneState(t), randomPolicy(seed + 200));
          expect(summary(finish(t, heuristicPolicy())), `${name} seed ${seed} original after a copy at ${k}`).toBe(expected);
        }
      }
    });
  }
});
