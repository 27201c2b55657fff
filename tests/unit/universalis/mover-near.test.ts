/**
 * The pieces and models near a mover (rules/movement.ts moverNear), listed once per mover and state: a plan of a
 * one-segment move within one action's reach and the bots' looks at candidate moves (bots/move-check.ts) look
 * only at those. Over random tables and states of random games, for moves within the mover's reach, the listed
 * tests (baseInWay, endBlock) give exactly the full tests' answers, and a plan is the plan over every piece
 * and model.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng } from '../../../src/engine/core/rng';
import { apply, newGame, sideIndex } from '../../../src/engine/rulesets/universalis/rules/game';
import { botByName } from '../../../src/engine/rulesets/universalis/bots';
import { legalActions } from '../../../src/engine/rulesets/universalis/bots/candidates';
import {
  END_FREE,
  baseInWay,
  endBlock,
  moverNear,
  moveRequest,
  planMove,
} from '../../../src/engine/rulesets/universalis/rules/movement';
import { radiusOf } from '../../../src/engine/rulesets/universalis/rules/profile';
import {
  alive,
  keepMoverKey,
  place,
  type GameState,
} from '../../../src/engine/rulesets/universalis/rules/state';
import { randomCase } from './fuzz-support';

/** A candidate end within the reach of one movement action: at its rim, near another model's base, on a piece's corner or edge. */
function candidate(s: GameState, r: Rng, m: number, most: number, k: number): [number, number] {
  let x: number;
  let y: number;
  if (k % 4 === 3) {
    // The mover put just beyond the reach of a piece's corner or of another model (farther than the reach,
    // within it and the radii, or both radii and 3 cm), the end at the rim towards it.
    const a = (r.int(0, 359) * Math.PI) / 180;
    const frac = r.int(1, 99) / 100;
    let tx: number;
    let ty: number;
    let gap: number;
    const o = r.int(0, s.n - 1);
    if (s.pieces.length > 0 && r.int(0, 1) === 0) {
      const q = s.pieces[r.int(0, s.pieces.length - 1)].poly;
      const i = r.int(0, q.n - 1);
      tx = q.xs[i];
      ty = q.ys[i];
      gap = radiusOf(s, m) * frac;
    } else {
      tx = s.x[o];
      ty = s.y[o];
      gap = (radiusOf(s, m) + radiusOf(s, o) + 3) * frac;
    }
    place(
      s,
      m,
      tx + Math.cos(a) * (most + gap),
      ty + Math.sin(a) * (most + gap),
      r.int(0, 2) === 0 ? s.z[m] : 0,
    );
    x = s.x[m] - Math.cos(a) * most;
    y = s.y[m] - Math.sin(a) * most;
  } else if (k % 3 === 0) {
    const o = r.int(0, s.n - 1);
    const a = (r.int(0, 359) * Math.PI) / 180;
    // At both radii, both radii and 3 cm, or a hair off them.
    const gap = radiusOf(s, m) + radiusOf(s, o) + [0, 3, 1e-7, -1e-7, 3 + 1e-9, 3 - 1e-9][r.int(0, 5)];
    x = s.x[o] + Math.cos(a) * gap;
    y = s.y[o] + Math.sin(a) * gap;
  } else if (k % 3 === 1 && s.pieces.length > 0) {
    const q = s.pieces[r.int(0, s.pieces.length - 1)].poly;
    const i = r.int(0, q.n - 1);
    const a = (r.int(0, 359) * Math.PI) / 180;
    const off = radiusOf(s, m) + [0, 1e-7, -1e-7, 0.5][r.int(0, 3)];
    x = q.xs[i] + Math.cos(a) * off;
    y = q.ys[i] + Math.sin(a) * off;
  } else {
    const a = (r.int(0, 359) * Math.PI) / 180;
    const reach = (most * r.int(0, 1000)) / 1000;
    x = s.x[m] + Math.cos(a) * reach;
    y = s.y[m] + Math.sin(a) * reach;
  }
  const x0 = s.x[m];
  const y0 = s.y[m];
  // Pulled back to the allowance when it lies beyond (at the rim, exactly as far as the rules allow).
  const d = Math.hypot(x - x0, y - y0);
  if (d > most) {
    x = x0 + ((x - x0) * most) / d;
    y = y0 + ((y - y0) * most) / d;
  }
  return [x, y];
}

/** The plan of m's move to (x, y) over every piece and model: moverNear made to list them all. */
function fullPlan(s: GameState, m: number, points: number[], test: 'none' | 'passed'): unknown {
  const near = s.moverNear;
  keepMoverKey(s, near, m);
  near.pieces = s.pieces;
  near.most = Infinity;
  near.nNear = 0;
  for (let pi = 0; pi < s.pieces.length; pi++) near.near[near.nNear++] = pi;
  near.nModels = 0;
  for (let o = 0; o < s.n; o++) near.models[near.nModels++] = o;
  s.planMemo.plan = null;
  const plan = planMove(s, m, moveRequest(s, points, 'move', test, -1, 1));
  // Worked out afresh for whoever asks next.
  near.version = -1;
  s.planMemo.plan = null;
  return { ...plan };
}

describe('rules: the pieces and models near a mover (property)', () => {
  it('AD-5/AD-25/UN-8.3.2: baseInWay and endBlock over the lists answer as over every piece and model', () => {
    let blocked = 0;
    let inWay = 0;
    let asked = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (seed) => {
        const c = randomCase(seed);
        const r = Rng.fromSeed(seed + 7);
        const s = newGame(c, seed, {});
        const bot = botByName('random', seed + 1);
        for (let step = 0; step < 40 && sideIndex(s) >= 0; step++) {
          for (let j = 0; j < 4; j++) {
            const m = r.int(0, s.n - 1);
            if (!alive(s, m)) continue;
            for (let k = 0; k < 12; k++) {
              const [x, y] = candidate(s, r, m, moverNear(s, m).most, k);
              const near = moverNear(s, m);
              if (!(Math.hypot(x - s.x[m], y - s.y[m]) <= near.most + 1e-6)) continue;
              asked++;
              const z = [0, s.z[m], 0, r.int(0, 80) / 10][r.int(0, 3)];
              const o = r.int(0, s.n - 1);
              const target = r.int(0, 2) === 0 ? o : -1;
              const full = endBlock(s, m, x, y, z, target);
              const listed = endBlock(
                s,
                m,
                x,
                y,
                z,
                target,
                near.near,
                near.nNear,
                near.models,
                near.nModels,
              );
              expect(listed).toBe(full);
              if (full !== END_FREE) blocked++;
              const way = baseInWay(s, m, s.x[m], s.y[m], s.z[m], x, y);
              expect(baseInWay(s, m, s.x[m], s.y[m], s.z[m], x, y, near.models, near.nModels)).toBe(way);
              if (way >= 0) inWay++;
            }
          }
          let res = apply(s, bot.decide(s));
          if (!res.ok) res = apply(s, legalActions(s)[0]);
          if (!res.ok) break;
        }
      }),
      { numRuns: 40 },
    );
    expect(asked).toBeGreaterThan(5000);
    expect(blocked).toBeGreaterThan(500);
    expect(inWay).toBeGreaterThan(50);
  }, 120_000);

  it('UN-8.1/UN-8.5/UN-8.7.1/UN-9.4/AD-25: a plan over the listed pieces and models is the plan over all of them', () => {
    let plans = 0;
    let legal = 0;
    let listed = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (seed) => {
        const c = randomCase(seed);
        const r = Rng.fromSeed(seed + 11);
        const s = newGame(c, seed, {});
        const bot = botByName('random', seed + 1);
        for (let step = 0; step < 30 && sideIndex(s) >= 0; step++) {
          for (let j = 0; j < 3; j++) {
            const m = r.int(0, s.n - 1);
            if (!alive(s, m)) continue;
            const most = moverNear(s, m).most;
            for (let k = 0; k < 8; k++) {
              let [x, y] = candidate(s, r, m, most, k);
              // Now and then beyond the reach (the rules look at everything then), or two segments.
              if (k % 4 === 3) {
                x = s.x[m] + (x - s.x[m]) * 1.5;
                y = s.y[m] + (y - s.y[m]) * 1.5;
              }
              const points = k % 5 === 4 ? [(s.x[m] + x) / 2 + 1, (s.y[m] + y) / 2, x, y] : [x, y];
              const test = r.int(0, 3) === 0 ? 'passed' : 'none';
              s.planMemo.plan = null;
              const plan = { ...planMove(s, m, moveRequest(s, points, 'move', test, -1, 1)) };
              expect(plan).toEqual(fullPlan(s, m, points, test));
              plans++;
              if (plan.ok) legal++;
              if (points.length === 2 && Math.hypot(x - s.x[m], y - s.y[m]) <= most) listed++;
            }
          }
          let res = apply(s, bot.decide(s));
          if (!res.ok) res = apply(s, legalActions(s)[0]);
          if (!res.ok) break;
        }
      }),
      { numRuns: 40 },
    );
    expect(plans).toBeGreaterThan(3000);
    expect(legal).toBeGreaterThan(300);
    expect(listed).toBeGreaterThan(1500);
  }, 120_000);
});
