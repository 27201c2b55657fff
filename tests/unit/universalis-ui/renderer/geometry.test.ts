/**
 * The editor's plane geometry (cm): turning there and back is the identity, hatching stays inside the outline,
 * snapping lands on the step, the centroid of a convex outline lies inside it, and picking follows the outline.
 * Property tests over random outlines: no NaN on degenerate input.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  centroid,
  circlePts,
  gridInside,
  hatchPolygon,
  inPolygon,
  rectPts,
  rotatePts,
  snapPt,
  toSegment,
} from '../../../../src/renderer/rulesets/universalis/table/geometry';

const pt = fc.tuple(fc.double({ min: 0, max: 90, noNaN: true }), fc.double({ min: 0, max: 90, noNaN: true }));

describe('table geometry', () => {
  it('turns an outline and back to where it was (within the 0.01 cm the file keeps)', () => {
    fc.assert(
      fc.property(
        fc.array(pt, { minLength: 3, maxLength: 12 }),
        fc.double({ min: -360, max: 360, noNaN: true }),
        (points, deg) => {
          const c = centroid(points);
          const back = rotatePts(rotatePts(points, deg, c), -deg, c);
          back.forEach((p, i) => {
            expect(Math.abs(p[0] - points[i][0])).toBeLessThanOrEqual(0.02);
            expect(Math.abs(p[1] - points[i][1])).toBeLessThanOrEqual(0.02);
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives a centroid for any outline, degenerate ones included, never NaN', () => {
    fc.assert(
      fc.property(fc.array(pt, { minLength: 1, maxLength: 8 }), (points) => {
        const c = centroid(points);
        expect(Number.isFinite(c[0]) && Number.isFinite(c[1])).toBe(true);
      }),
    );
    expect(
      centroid([
        [1, 1],
        [2, 2],
        [3, 3],
      ]),
    ).toEqual([2, 2]);
  });

  it('puts the centroid of a convex outline inside it', () => {
    fc.assert(
      fc.property(
        pt,
        fc.double({ min: 1, max: 20, noNaN: true }),
        fc.integer({ min: 3, max: 16 }),
        (c, r, n) => {
          const poly = circlePts(c, r, n);
          expect(inPolygon(poly, centroid(poly), 1e-6)).toBe(true);
        },
      ),
    );
  });

  it('hatches inside the outline only', () => {
    fc.assert(
      fc.property(
        pt,
        pt,
        fc.double({ min: 0.5, max: 5, noNaN: true }),
        fc.double({ min: 0, max: 180, noNaN: true }),
        (a, b, spacing, deg) => {
          const poly = rectPts(a, b);
          for (const [x1, y1, x2, y2] of hatchPolygon(poly, spacing, deg)) {
            expect(inPolygon(poly, [(x1 + x2) / 2, (y1 + y2) / 2], 1e-6)).toBe(true);
            for (const v of [x1, y1, x2, y2]) expect(Number.isFinite(v)).toBe(true);
          }
        },
      ),
    );
  });

  it('snaps to the step, and leaves values (rounded) with no step', () => {
    expect(snapPt([12.4, 37.6], 5)).toEqual([10, 40]);
    expect(snapPt([12.4, 37.6], 1)).toEqual([12, 38]);
    expect(snapPt([12.4567, 37.6], 0)).toEqual([12.46, 37.6]);
  });

  it('measures the distance to a segment, a zero-length one included', () => {
    expect(toSegment([0, 5], [0, 0], [10, 0]).d).toBe(5);
    expect(toSegment([3, 4], [0, 0], [0, 0]).d).toBe(5);
  });

  it('lays texture points inside the outline only', () => {
    const poly = circlePts([45, 45], 10);
    for (const p of gridInside(poly, 2)) expect(inPolygon(poly, p)).toBe(true);
  });
});
