/**
 * The bots' look at a mover's candidate moves (bots/move-check.ts lookFor) lists the solid pieces and the other
 * models near the mover once per decision, and the rules' own tests of a candidate's way and end (baseInWay,
 * endBlock) then look only at those: over random tables and states of random games, for candidates within the
 * mover's allowance (longer ones are refused before), the listed tests give exactly the full tests' answers.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng } from '../../../src/engine/core/rng';
import { apply, newGame, sideIndex } from '../../../src/engine/rulesets/universalis/rules/game';
import { botByName } from '../../../src/engine/rulesets/universalis/bots';
import { legalActions } from '../../../src/engine/rulesets/universalis/bots/candidates';
import { lookFor } from '../../../src/engine/rulesets/universalis/bots/move-check';
import { END_FREE, baseInWay, endBlock } from '../../../src/engine/rulesets/universalis/rules/movement';
import { radiusOf } from '../../../src/engine/rulesets/universalis/rules/profile';
import { alive, type GameState } from '../../../src/engine/rulesets/universalis/rules/state';
import { randomCase } from './fuzz-support';

/** A candidate end within the look's allowance: at its rim, near another model's base, on a piece's corner or edge. */
function candidate(s: GameState, r: Rng, m: number, most: number, k: number): [number, number] {
  const x0 = s.x[m];
  const y0 = s.y[m];
  let x: number;
  let y: number;
  if (k % 3 === 0) {
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
    x = x0 + Math.cos(a) * reach;
    y = y0 + Math.sin(a) * reach;
  }
  // Pulled back to the allowance when it lies beyond (at the rim, exactly as far as the rules allow).
  const d = Math.hypot(x - x0, y - y0);
  if (d > most) {
    x = x0 + ((x - x0) * most) / d;
    y = y0 + ((y - y0) * most) / d;
  }
  return [x, y];
}

describe("bots: the look's near pieces and models (property)", () => {
  it("AD-5/AD-25/UN-8.3.2: baseInWay and endBlock over the look's lists answer as over every piece and model", () => {
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
            const look = lookFor(s, m);
            for (let k = 0; k < 12; k++) {
              const [x, y] = candidate(s, r, m, look.most, k);
              if (!(Math.hypot(x - s.x[m], y - s.y[m]) <= look.most + 1e-6)) continue;
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
                look.endNear,
                look.nEndNear,
                look.models,
                look.nModels,
              );
              expect(listed).toBe(full);
              if (full !== END_FREE) blocked++;
              const way = baseInWay(s, m, s.x[m], s.y[m], s.z[m], x, y);
              expect(baseInWay(s, m, s.x[m], s.y[m], s.z[m], x, y, look.models, look.nModels)).toBe(way);
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
});
