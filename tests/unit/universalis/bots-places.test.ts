/**
 * The cautious bot's place scores (bots/places.ts) look only at the pieces picked once per decision and skip a
 * piece whose corners all lie beside the line to the enemy: the same scores as one pass over every piece with
 * the exact segment test (the shortcut equals the full answer), on random tables, at random places and at
 * places on and a hair off the pieces' corners and edges.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng } from '../../../src/engine/core/rng';
import { newGame } from '../../../src/engine/rulesets/universalis/rules/game';
import {
  circleOverlaps,
  len,
  segmentMeetsPolygon,
  withinDistance,
} from '../../../src/engine/rulesets/universalis/geometry';
import { heightOf, radiusOf } from '../../../src/engine/rulesets/universalis/rules/profile';
import type { GameState } from '../../../src/engine/rulesets/universalis/rules/state';
import { placePieces, placeScore } from '../../../src/engine/rulesets/universalis/bots/places';
import { randomCase } from './fuzz-support';

/** The score as the cautious bot worked it out before the shortcuts: every piece, the exact test. */
function fullScore(s: GameState, m: number, x: number, y: number, enemy: number, range: number): number {
  const ex = s.x[enemy];
  const ey = s.y[enemy];
  const dist = len(ex - x, ey - y);
  const eye = s.z[m] + heightOf(s, m) / 2;
  const r = radiusOf(s, m);
  let open = true;
  let cover = 0;
  for (const p of s.pieces) {
    const blocks = open && !(p.solid ? p.height <= eye : p.sightLimit > 45);
    const covers =
      p.cover > cover && (circleOverlaps(p.poly, x, y, r) || withinDistance(p.poly, x, y, r + 0.5));
    if ((blocks || covers) && segmentMeetsPolygon(p.poly, x, y, ex, ey)) {
      if (blocks) open = false;
      if (covers) cover = p.cover;
    }
  }
  let score = range > 0 && dist <= range ? (open ? 3 : 0.5) : -Math.min(3, (dist - range) / 10);
  if (!open) score -= dist / 60;
  if (dist < 12) score -= 2;
  return score + cover * 1.5;
}

describe("bots: the cautious bot's place scores (property)", () => {
  it('UN-9.3/UN-9.6: scores over the pieces picked per decision equal scores over every piece', () => {
    let places = 0;
    let lines = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (seed) => {
        const c = randomCase(seed);
        const r = Rng.fromSeed(seed + 5);
        const s = newGame(c, seed, {});
        if (s.pieces.length === 0) return;
        const xs: number[] = [];
        const ys: number[] = [];
        const pieces: number[] = [];
        for (let k = 0; k < 8; k++) {
          const m = r.int(0, s.n - 1);
          const enemy = r.int(0, s.n - 1);
          if (enemy === m) continue;
          // Sometimes the enemy stands on a piece's corner or a hair off it.
          if (r.int(0, 2) === 0) {
            const q = s.pieces[r.int(0, s.pieces.length - 1)].poly;
            const i = r.int(0, q.n - 1);
            s.x[enemy] = q.xs[i] + [0, 1e-12, -1e-9, 1e-7, 0.3][r.int(0, 4)];
            s.y[enemy] = q.ys[i] + [0, -1e-12, 1e-9, -1e-7, 0.2][r.int(0, 4)];
          }
          const reach = r.int(3, 14);
          let n = 0;
          for (let j = 0; j < 25; j++) {
            if (j % 3 === 0) {
              // On a corner, on an edge's line towards the enemy, or a hair off them.
              const q = s.pieces[r.int(0, s.pieces.length - 1)].poly;
              const i = r.int(0, q.n - 1);
              const t = [0, 0.5, 1, -0.2][r.int(0, 3)];
              const i2 = (i + 1) % q.n;
              xs[n] = q.xs[i] + t * (q.xs[i2] - q.xs[i]) + [0, 1e-12, -1e-8, 2e-6][r.int(0, 3)];
              ys[n] = q.ys[i] + t * (q.ys[i2] - q.ys[i]) + [0, -1e-12, 1e-8, -2e-6][r.int(0, 3)];
            } else {
              const a = (r.int(0, 359) * Math.PI) / 180;
              xs[n] = Math.min(88, Math.max(2, s.x[m] + Math.cos(a) * reach * (r.int(1, 10) / 10)));
              ys[n] = Math.min(88, Math.max(2, s.y[m] + Math.sin(a) * reach * (r.int(1, 10) / 10)));
            }
            n++;
          }
          placePieces(s, m, enemy, xs, ys, n, pieces);
          const range = [0, 10, 25, 60][r.int(0, 3)];
          for (let j = 0; j < n; j++) {
            places++;
            expect(placeScore(s, m, pieces, xs[j], ys[j], enemy, range)).toBe(
              fullScore(s, m, xs[j], ys[j], enemy, range),
            );
          }
          expect(placeScore(s, m, pieces, s.x[m], s.y[m], enemy, range)).toBe(
            fullScore(s, m, s.x[m], s.y[m], enemy, range),
          );
          lines += pieces.length;
        }
      }),
      { numRuns: 150 },
    );
    expect(places).toBeGreaterThan(10_000);
    expect(lines).toBeGreaterThan(1_000);
  }, 60_000);
});
