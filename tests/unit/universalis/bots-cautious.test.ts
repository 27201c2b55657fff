/**
 * Shortcuts of the cautious bot's decisions (issue 12 speed work of session 9) that must answer what the full
 * computation answers, over the states of random games on random tables and of the Gull Point Drill sample:
 * - cautiousMove keeps that the cheap look (bots/move-check.ts) refused every place, and answers "no move"
 *   again without looking while the mover, the enemy, the pieces and the models near the mover stay as they
 *   were: always the answer a fresh look gives;
 * - canAttackThreat (UN-4.5.3, AD-15) looks at a charge on a threat with the bots' cheap look first: the same
 *   answer as the rules' checks alone.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  apply,
  canAttackThreat,
  newGame,
  sideIndex,
} from '../../../src/engine/rulesets/universalis/rules/game';
import { universalis } from '../../../src/engine/rulesets/universalis/index';
import {
  alive,
  cloneState,
  ELIMINATED,
  place,
  set,
  STAGE_PHASE,
  type Compiled,
  type GameState,
} from '../../../src/engine/rulesets/universalis/rules/state';
import { distance } from '../../../src/engine/rulesets/universalis/rules/sight';
import { botByName, cautiousMove } from '../../../src/engine/rulesets/universalis/bots';
import { legalActions } from '../../../src/engine/rulesets/universalis/bots/candidates';
import { moveRefused } from '../../../src/engine/rulesets/universalis/bots/move-check';
import {
  newPlaceScratch,
  noPlaceKnown,
  type PlaceScratch,
} from '../../../src/engine/rulesets/universalis/bots/places';
import { moverNear } from '../../../src/engine/rulesets/universalis/rules/movement';
import { randomCase } from './fuzz-support';

function gullPoint(): Compiled {
  const skirmish = JSON.parse(readFileSync('samples/gull-point-drill.skirmish.json', 'utf8'));
  const units = JSON.parse(readFileSync('samples/salt-frontier.units.json', 'utf8'));
  return universalis.compile(skirmish, { units }) as Compiled;
}

/** Six random tables from seed `base` on, the two pairings in turn, and Gull Point Drill (aggressive a, cautious b). */
function games(
  base: number,
  even: [string, string],
  odd: [string, string],
): [Compiled, number, [string, string]][] {
  const cases: [Compiled, number, [string, string]][] = [];
  for (let k = 0; k < 6; k++) cases.push([randomCase(base + k), base + k, k % 2 ? odd : even]);
  cases.push([gullPoint(), base + 6, ['aggressive', 'cautious']]);
  return cases;
}

/** Plays a game with the bots named, calling look(s) before each decision. */
function play(
  c: Compiled,
  seed: number,
  bots: [string, string],
  look: (s: GameState) => void,
  limit = 400,
): void {
  const s = newGame(c, seed, {});
  const players = [botByName(bots[0], seed + 1), botByName(bots[1], seed + 2)];
  for (let guard = 0; guard < limit && sideIndex(s) >= 0; guard++) {
    look(s);
    let r = apply(s, players[sideIndex(s)].decide(s));
    if (!r.ok) r = apply(s, legalActions(s)[0]);
    if (!r.ok) break;
  }
}

function nearestEnemy(s: GameState, m: number): number {
  let best = -1;
  for (let o = 0; o < s.n; o++)
    if (
      alive(s, o) &&
      s.c.models[o].side !== s.c.models[m].side &&
      (best < 0 || distance(s, m, o) < distance(s, m, best))
    )
      best = o;
  return best;
}

describe("bots: the cautious bot's shortcuts answer what the full look answers", () => {
  it('UN-8.3.2/AD-25: places all refused by the look are refused again while nothing near moved; else asked afresh', () => {
    let asked = 0;
    let known = 0;
    let acrossVersions = 0;
    let moves = 0;
    let freed = 0;
    for (const [c, seed, bots] of games(900, ['aggressive', 'cautious'], ['cautious', 'cautious'])) {
      // One scratch per model for the whole game, as a bot keeps one; a fresh one for every question as the full look.
      const kept: PlaceScratch[] = [];
      play(c, seed, bots, (s) => {
        if (s.stage !== STAGE_PHASE || s.active < 0) return;
        // Every living model (the rules refuse the moves of all but the active one: no answer is kept then).
        for (let m = 0; m < s.n; m++) {
          if (!alive(s, m)) continue;
          const foe = nearestEnemy(s, m);
          if (foe < 0) continue;
          kept[m] ??= newPlaceScratch();
          for (let twice = 0; twice < 2; twice++) {
            const version = kept[m].none[m]?.version;
            if (noPlaceKnown(kept[m], s, m, foe)) {
              known++;
              if (version !== s.version) acrossVersions++;
            }
            const got = cautiousMove(kept[m], s, m, foe, false);
            const full = cautiousMove(newPlaceScratch(), s, m, foe, false);
            expect(got).toEqual(full);
            asked++;
            if (full) moves++;
          }
        }
        // The other models leave play (the state version moves on, and so do the models near the mover): asked
        // afresh, the look may now find places the others stood in the way of. The enemy moved: asked afresh.
        const m = s.active;
        const foe = nearestEnemy(s, m);
        if (foe >= 0 && kept[m] && noPlaceKnown(kept[m], s, m, foe)) {
          const c2 = cloneState(s);
          const moved = newPlaceScratch();
          cautiousMove(moved, c2, m, foe, false);
          expect(noPlaceKnown(moved, c2, m, foe)).toBe(true);
          let near = false;
          const nm = moverNear(c2, m);
          for (let i = 0; i < nm.nModels; i++) if (nm.models[i] !== foe) near = true;
          for (let o = 0; o < c2.n; o++)
            if (o !== m && o !== foe && alive(c2, o)) set(c2, o, ELIMINATED, true);
          if (near) expect(noPlaceKnown(moved, c2, m, foe)).toBe(false);
          const full = cautiousMove(newPlaceScratch(), c2, m, foe, false);
          expect(cautiousMove(moved, c2, m, foe, false)).toEqual(full);
          if (full) freed++;
          place(c2, foe, c2.x[foe] + 0.5, c2.y[foe], c2.z[foe]);
          expect(noPlaceKnown(moved, c2, m, foe)).toBe(false);
        }
      });
    }
    // Not empty: answers kept and read, on the same state and after others moved, and moves found.
    expect(asked).toBeGreaterThan(1000);
    expect(known).toBeGreaterThan(50);
    expect(acrossVersions).toBeGreaterThan(10);
    expect(moves).toBeGreaterThan(50);
    expect(freed).toBeGreaterThan(0);
  }, 120_000);

  it('UN-4.5.3/AD-15: canAttackThreat with the cheap look at charges first answers as the rules alone', () => {
    let compared = 0;
    let yes = 0;
    let no = 0;
    let looked = 0;
    for (const [c, seed, bots] of games(950, ['aggressive', 'aggressive'], ['random', 'cautious'])) {
      play(c, seed, bots, (s) => {
        if (s.stage !== STAGE_PHASE || s.active < 0) return;
        const m = s.active;
        // Every living enemy taken as a threat (more charges than findThreats would give), on copies: the
        // answers are read from the game's list of threats.
        const a = cloneState(s);
        const b = cloneState(s);
        a.threats.length = 0;
        for (let o = 0; o < s.n; o++)
          if (alive(s, o) && s.c.models[o].side !== s.c.models[m].side) a.threats.push(o);
        b.threats = a.threats.slice();
        const cheap = canAttackThreat(a, m, (c, mover, x, y, target) => {
          const no = moveRefused(c, mover, x, y, target);
          if (no) looked++;
          return no;
        });
        const full = canAttackThreat(b, m);
        expect(cheap).toBe(full);
        compared++;
        if (full) yes++;
        else no++;
      });
    }
    expect(compared).toBeGreaterThan(500);
    expect(yes).toBeGreaterThan(50);
    expect(no).toBeGreaterThan(50);
    // Charges the cheap look refused (the rules' plan left out).
    expect(looked).toBeGreaterThan(50);
  }, 120_000);
});
