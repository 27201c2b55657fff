/**
 * A panicking model's flight (UN-11.4.1), a burning model's runs and a flyer's duty move go to the farthest point
 * along a line the model can legally reach (rules/movement.ts farthestToward). It skips the points the rules
 * surely refuse for difficult ground at either end of the line (UN-9.4.2); over random tables, with movers put
 * in and beside difficult terrain, it finds the same point as planning every point from the far end.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng } from '../../../src/engine/core/rng';
import { apply, newGame, sideIndex } from '../../../src/engine/rulesets/universalis/rules/game';
import { botByName } from '../../../src/engine/rulesets/universalis/bots';
import {
  farthestToward,
  planMove,
  type MovePlan,
  type MoveRequest,
} from '../../../src/engine/rulesets/universalis/rules/movement';
import { speedOf } from '../../../src/engine/rulesets/universalis/rules/profile';
import { alive, place } from '../../../src/engine/rulesets/universalis/rules/state';
import { len } from '../../../src/engine/rulesets/universalis/geometry';
import { randomCase } from './fuzz-support';

/** The search as it was: every point from the far end, 0.5 cm apart, planned until one is legal within budget. */
function everyPoint(
  s: Parameters<typeof planMove>[0],
  m: number,
  tx: number,
  ty: number,
  budget: number,
): MovePlan | null {
  const x0 = s.x[m];
  const y0 = s.y[m];
  const total = len(tx - x0, ty - y0);
  if (total < 0.05) return null;
  const ux = (tx - x0) / total;
  const uy = (ty - y0) / total;
  for (let dist = Math.min(total, budget); dist >= 0.5 - 1e-9; dist -= 0.5) {
    const req: MoveRequest = {
      points: [x0 + ux * dist, y0 + uy * dist],
      kind: 'panic',
      test: 'none',
      target: -1,
      actions: 1,
    };
    const plan = planMove(s, m, req);
    if (plan.ok && plan.cost <= budget + 1e-6) return plan;
  }
  return null;
}

describe('panic flight: the farthest legal point along a line (property)', () => {
  it('UN-11.4.1/UN-9.4.2: farthestToward finds the point planning every point finds, in and beside difficult ground', () => {
    let compared = 0;
    let found = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (seed) => {
        const c = randomCase(seed);
        const r = Rng.fromSeed(seed + 3);
        // Difficult ground (UN-9.4.2) on most tables: a random area piece made difficult, a road now and then.
        for (const p of c.table.pieces)
          if (r.int(0, 2) > 0) (p as { passability: number }).passability = r.int(0, 2) > 0 ? 1 : 0;
        const s = newGame(c, seed, {});
        const bot = botByName('random', seed + 1);
        for (let step = 0; step < 30 && sideIndex(s) >= 0; step++) {
          for (let k = 0; k < 6; k++) {
            const m = r.int(0, s.n - 1);
            if (!alive(s, m)) continue;
            const x = s.x[m];
            const y = s.y[m];
            const z = s.z[m];
            // Now and then the mover stands in or at the edge of a piece (a marsh, a forest).
            const p =
              s.pieces.length > 0 && r.int(0, 1) === 0 ? s.pieces[r.int(0, s.pieces.length - 1)] : null;
            if (p) {
              const q = p.poly;
              place(
                s,
                m,
                q.minX + ((q.maxX - q.minX) * r.int(-2, 12)) / 10,
                q.minY + ((q.maxY - q.minY) * r.int(-2, 12)) / 10,
                0,
              );
            }
            const a = (r.int(0, 3599) / 1800) * Math.PI;
            const gk = speedOf(s, m);
            const far = (gk * r.int(5, 20)) / 10;
            const tx = s.x[m] + Math.cos(a) * far;
            const ty = s.y[m] + Math.sin(a) * far;
            const want = everyPoint(s, m, tx, ty, gk);
            const got = farthestToward(s, m, tx, ty, gk, 'panic');
            compared++;
            if (want) found++;
            expect(got === null).toBe(want === null);
            if (want && got)
              expect([got.x, got.y, got.z, got.cost]).toEqual([want.x, want.y, want.z, want.cost]);
            if (p) place(s, m, x, y, z);
          }
          const acts = bot.decide(s);
          if (!apply(s, acts).ok) break;
        }
      }),
      { numRuns: 40, seed: 7 },
    );
    expect(compared).toBeGreaterThan(500);
    expect(found).toBeGreaterThan(100);
  });
});
