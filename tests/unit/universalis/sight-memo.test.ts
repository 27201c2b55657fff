/**
 * The scenario's memo of sight answers (rules/sight.ts recall): a pair's line of sight, glimpse and cover
 * worked out in one game are handed to any game of the same scenario whose pair has the same signature (the two
 * models' cylinders and sizes, the blockers by id, cylinder and size). Properties (UN-4.3, AD-14, AD-19, AD-20):
 * after every decision of games played one after another on one compiled scenario (so that the memo holds the
 * earlier games' answers), every pair's answers equal those of a copy of the state that keeps nothing in the
 * memo (its terrain a copy of the compiled one: the memo is only for the compiled terrain); a game played again
 * takes its answers from the memo.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { universalis } from '../../../src/engine/rulesets/universalis/index';
import { apply, newGame, sideIndex } from '../../../src/engine/rulesets/universalis/rules/game';
import { botByName } from '../../../src/engine/rulesets/universalis/bots';
import { legalActions } from '../../../src/engine/rulesets/universalis/bots/candidates';
import { coverOf, glimpses, los } from '../../../src/engine/rulesets/universalis/rules/sight';
import { alive, cloneState, type Compiled, type GameState } from '../../../src/engine/rulesets/universalis/rules/state';
import { randomCase } from './fuzz-support';

const skirmish = JSON.parse(readFileSync('samples/gull-point-drill.skirmish.json', 'utf8'));
const units = JSON.parse(readFileSync('samples/salt-frontier.units.json', 'utf8'));

/** A copy of s that works every answer out: its pieces are the compiled ones' copy, so the memo is not asked. */
function unremembered(s: GameState): GameState {
  const r = cloneState(s);
  r.pieces = r.pieces.slice();
  return r;
}

/**
 * Plays a game; with `check`, after every decision asks every pair's glimpse, line of sight and cover of a
 * fresh copy of the state (its answers from the memo where it holds them) and of one that works them out, in
 * the same shifting order (a glimpse reads what is known at a state: both copies start knowing nothing).
 * Returns how many pairs had answers in the memo that their first question did not ask for.
 */
function play(c: Compiled, seed: number, bots: [string, string], check: boolean): number {
  const s = newGame(c, seed, {});
  const players = [botByName(bots[0], seed + 1), botByName(bots[1], seed + 2)];
  let recalled = 0;
  for (let guard = 0; guard < 150 && sideIndex(s) >= 0; guard++) {
    let r = apply(s, players[sideIndex(s)].decide(s));
    if (!r.ok) r = apply(s, legalActions(s)[0]);
    if (!check) continue;
    const mem = cloneState(s);
    const ref = unremembered(s);
    for (let a = 0; a < s.n; a++) {
      if (!alive(s, a)) continue;
      for (let b = 0; b < s.n; b++) {
        if (a === b || !alive(s, b)) continue;
        const order = (a + b + guard) % 3;
        if (order === 0) {
          expect(los(mem, a, b)).toBe(los(ref, a, b));
          const e = mem.sightCache.pairs[a * s.n + b];
          if (e?.memo && (e.memo.glimpse >= 0 || e.memo.cover !== undefined)) recalled++;
        }
        if (order !== 0) expect(glimpses(mem, a, b)).toBe(glimpses(ref, a, b));
        if (order === 1) expect(coverOf(mem, a, b)).toEqual(coverOf(ref, a, b));
        expect(los(mem, a, b)).toBe(los(ref, a, b));
        expect(coverOf(mem, a, b)).toEqual(coverOf(ref, a, b));
        expect(glimpses(mem, a, b)).toBe(glimpses(ref, a, b));
      }
    }
  }
  return recalled;
}

describe('the scenario memo of sight answers gives what working them out gives (UN-4.3, AD-14, AD-19, AD-20)', () => {
  it('property: games one after another on one scenario answer every pair as a state without the memo', () => {
    const gull = universalis.compile(skirmish, { units }) as Compiled;
    let known = 0;
    for (let k = 0; k < 3; k++) {
      // Unchecked games first: the memo then holds answers the checked game's pairs meet again.
      play(gull, 40 + k, ['aggressive', 'cautious'], false);
      known += play(gull, 40 + k, ['aggressive', 'cautious'], true);
    }
    for (let k = 0; k < 2; k++) {
      const c = randomCase(700 + k);
      play(c, 700 + k, ['random', 'random'], false);
      known += play(c, 701 + k, ['aggressive', 'random'], true);
    }
    expect(known).toBeGreaterThan(100);
  }, 120_000);

  it('a game played again finds its pairs\' answers in the memo; a state off the compiled terrain does not', () => {
    const gull = universalis.compile(skirmish, { units }) as Compiled;
    play(gull, 5, ['aggressive', 'cautious'], false);
    const s = newGame(gull, 5, {});
    const players = [botByName('aggressive', 6), botByName('cautious', 7)];
    for (let k = 0; k < 20 && sideIndex(s) >= 0; k++) apply(s, players[sideIndex(s)].decide(s));
    // Every answer the replayed game asked for was known from the first game.
    const made = s.sightCache.pairs.filter((e) => e !== undefined);
    expect(made.length).toBeGreaterThan(0);
    for (const e of made) expect(e!.memo).not.toBeNull();
    const other = unremembered(s);
    for (let a = 0; a < s.n; a++) for (let b = 0; b < s.n; b++) if (a !== b) los(other, a, b);
    expect(other.sightCache.pairs.every((e) => !e || e.memo === null)).toBe(true);
  });
});
