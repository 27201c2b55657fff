import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  SightScratch,
  area,
  baseOnTable,
  basesOverlap,
  circleOverlaps,
  contains,
  edgeDistance,
  lengthInside,
  lineOfSight,
  polygon,
  segmentBoxApart,
  segmentCircleSpan,
  segmentInside,
  segmentSegmentDistance,
  segmentsIntersect,
  segmentsWithin,
  simplicity,
  surveyRays,
  type Cylinder,
  type Scene,
  type SightPiece,
} from '../../../src/engine/rulesets/universalis/geometry';

const square = (x: number, y: number, s: number) => [
  [x, y],
  [x + s, y],
  [x + s, y + s],
  [x, y + s],
];
const coord = fc.double({ min: 0, max: 90, noNaN: true });
const pt = fc.tuple(coord, coord);

describe('polygons (DM-3 footprints)', () => {
  it('area and containment of a square, boundary inclusive or not', () => {
    const p = polygon(square(10, 10, 20));
    expect(area(p)).toBeCloseTo(400);
    expect(contains(p, 20, 20)).toBe(true);
    expect(contains(p, 10, 15, true)).toBe(true);
    expect(contains(p, 10, 15, false)).toBe(false);
    expect(contains(p, 35, 15)).toBe(false);
  });

  it('a closing point equal to the first is dropped', () => {
    expect(polygon([...square(0, 0, 5), [0, 0]]).n).toBe(4);
  });

  it('simple polygons pass; a bow tie, a spike, repeated points and too few points do not', () => {
    expect(simplicity(square(0, 0, 10)).ok).toBe(true);
    const bow = simplicity([
      [0, 0],
      [10, 10],
      [10, 0],
      [0, 10],
    ]);
    expect(bow).toMatchObject({ ok: false, problem: 'self-intersection' });
    expect(
      simplicity([
        [0, 0],
        [10, 0],
        [5, 0],
        [5, 5],
      ]),
    ).toMatchObject({ ok: false, problem: 'self-intersection' });
    expect(
      simplicity([
        [0, 0],
        [10, 0],
        [10, 10],
        [10, 0],
      ]),
    ).toMatchObject({ ok: false, problem: 'repeated-point' });
    expect(
      simplicity([
        [0, 0],
        [10, 0],
      ]),
    ).toMatchObject({ ok: false, problem: 'too-few-points' });
    expect(
      simplicity([
        [0, 0],
        [5, 0],
        [10, 0],
      ]),
    ).toMatchObject({ ok: false, problem: 'zero-area' });
    // Touching at a corner of a non-neighbouring edge is not simple either.
    expect(
      simplicity([
        [0, 0],
        [10, 0],
        [10, 10],
        [5, 0],
        [0, 10],
      ]).ok,
    ).toBe(false);
  });

  it('length of a segment inside a polygon: through, along an edge, from inside, zero length', () => {
    const p = polygon(square(10, 10, 20));
    expect(lengthInside(p, 0, 20, 40, 20)).toBeCloseTo(20);
    expect(lengthInside(p, 0, 10, 40, 10)).toBeCloseTo(0);
    expect(lengthInside(p, 20, 20, 40, 20)).toBeCloseTo(10);
    expect(lengthInside(p, 20, 20, 20, 20)).toBe(0);
    // A concave U: the segment enters, leaves and enters again.
    const u = polygon([
      [0, 0],
      [30, 0],
      [30, 30],
      [20, 30],
      [20, 10],
      [10, 10],
      [10, 30],
      [0, 30],
    ]);
    expect(lengthInside(u, -5, 20, 35, 20)).toBeCloseTo(20);
    const spans: number[] = [];
    segmentInside(u, -5, 20, 35, 20, false, spans, []);
    expect(spans.length).toBe(4);
  });

  it('a base overlaps a piece only with shared area', () => {
    const p = polygon(square(10, 10, 20));
    expect(circleOverlaps(p, 9, 20, 1.25)).toBe(true);
    expect(circleOverlaps(p, 8.75, 20, 1.25)).toBe(false);
    expect(circleOverlaps(p, 20, 20, 1.25)).toBe(true);
  });

  it('property: the length inside a polygon is finite, at most the segment length, and splits additively', () => {
    fc.assert(
      fc.property(
        fc.array(pt, { minLength: 3, maxLength: 8 }),
        pt,
        pt,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (pts, a, b, f) => {
          const p = polygon(pts);
          const whole = lengthInside(p, a[0], a[1], b[0], b[1]);
          const total = Math.hypot(b[0] - a[0], b[1] - a[1]);
          expect(Number.isFinite(whole)).toBe(true);
          expect(whole).toBeLessThanOrEqual(total + 1e-6);
          if (!simplicity(pts).ok) return;
          const mx = a[0] + f * (b[0] - a[0]);
          const my = a[1] + f * (b[1] - a[1]);
          const parts = lengthInside(p, a[0], a[1], mx, my) + lengthInside(p, mx, my, b[0], b[1]);
          expect(parts).toBeCloseTo(whole, 5);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('property: segment intersection is symmetric and never throws on collinear or zero-length input', () => {
    const grid = fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }));
    fc.assert(
      fc.property(grid, grid, grid, grid, (a, b, c, d) => {
        const one = segmentsIntersect(a[0], a[1], b[0], b[1], c[0], c[1], d[0], d[1]);
        expect(segmentsIntersect(c[0], c[1], d[0], d[1], a[0], a[1], b[0], b[1])).toBe(one);
        expect(segmentsIntersect(b[0], b[1], a[0], a[1], c[0], c[1], d[0], d[1])).toBe(one);
      }),
      { numRuns: 3000 },
    );
  });

  it('property: "within reach" of two segments says what their distance says, at the reach itself too', () => {
    const grid = fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }));
    fc.assert(
      fc.property(grid, grid, grid, grid, fc.constantFrom(0, 0.5, 1, 1.25, Math.SQRT2, 2.5), (a, b, c, d, reach) => {
        const dist = segmentSegmentDistance(a[0], a[1], b[0], b[1], c[0], c[1], d[0], d[1]);
        expect(segmentsWithin(a[0], a[1], b[0], b[1], c[0], c[1], d[0], d[1], reach)).toBe(dist <= reach);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('the segment tests\' first answer: boxes apart', () => {
  it('property: boxes apart by a margin means every point of the segment is farther than it from the polygon', () => {
    const grid = fc.tuple(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 8 }));
    const piece = polygon(square(3, 3, 2));
    fc.assert(
      fc.property(grid, grid, fc.constantFrom(0, 0.5, 1, 1.25, 2), (a, b, margin) => {
        if (!segmentBoxApart(piece, a[0], a[1], b[0], b[1], margin)) return;
        for (let i = 0; i < 4; i++) {
          const [cx, cy] = square(3, 3, 2)[i];
          const [dx, dy] = square(3, 3, 2)[(i + 1) % 4];
          expect(segmentSegmentDistance(a[0], a[1], b[0], b[1], cx, cy, dx, dy)).toBeGreaterThan(margin);
        }
        expect(contains(piece, a[0], a[1], true)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('a segment beside the box, along it within the margin, and through it', () => {
    const piece = polygon(square(3, 3, 2));
    expect(segmentBoxApart(piece, 0, 0, 0, 9, 1)).toBe(true);
    expect(segmentBoxApart(piece, 2.5, 0, 2.5, 9, 1)).toBe(false);
    expect(segmentBoxApart(piece, 0, 4, 9, 4, 0)).toBe(false);
  });
});

describe('bases and distances (UN-4.7.1, AD-17, AD-25)', () => {
  it('edge to edge, with height, touching bases', () => {
    expect(edgeDistance(10, 10, 0, 1.25, 22, 26, 0, 1.25)).toBeCloseTo(17.5);
    expect(edgeDistance(35, 65, 12, 1.25, 46.5, 65, 0, 1.25)).toBeCloseTo(15);
    expect(edgeDistance(10, 50, 0, 1.25, 12.5, 50, 0, 1.25)).toBe(0);
    expect(basesOverlap(10, 50, 1.25, 12.5, 50, 1.25)).toBe(false);
    expect(basesOverlap(10, 50, 1.25, 12.4, 50, 1.25)).toBe(true);
    expect(baseOnTable(1.25, 1.25, 1.25)).toBe(true);
    expect(baseOnTable(1.2, 45, 1.25)).toBe(false);
  });

  it('a segment through a base, and the degenerate segment', () => {
    expect(segmentCircleSpan(0, 0, 10, 0, 5, 0, 1)).toEqual([0.4, 0.6]);
    expect(segmentCircleSpan(0, 2, 10, 2, 5, 0, 1)).toBeNull();
    expect(segmentCircleSpan(5, 0, 5, 0, 5, 0, 1)).toEqual([0, 1]);
  });

  it('property: edge distance is symmetric, never negative, never NaN', () => {
    fc.assert(
      fc.property(
        pt,
        pt,
        fc.double({ min: 0, max: 20, noNaN: true }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        (a, b, z1, z2) => {
          const d = edgeDistance(a[0], a[1], z1, 1.25, b[0], b[1], z2, 2);
          expect(Number.isNaN(d)).toBe(false);
          expect(d).toBeGreaterThanOrEqual(0);
          expect(edgeDistance(b[0], b[1], z2, 2, a[0], a[1], z1, 1.25)).toBeCloseTo(d, 9);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

const piece = (pts: number[][], height: number, solid: boolean, limit = Infinity): SightPiece => ({
  poly: polygon(pts),
  height,
  solid,
  limit,
});
const scene = (pieces: SightPiece[], envLimit = Infinity, hasEnvironment = false): Scene => ({
  pieces,
  envLimit,
  hasEnvironment,
});
const medium = (x: number, y: number, z = 0): Cylinder => ({ x, y, z, r: 1.25, h: 4 });

describe('line of sight (UN-4.3, AD-14, AD-18)', () => {
  const sc = new SightScratch();
  it('a tall solid piece blocks, a low wall does not, open ground sees', () => {
    const house = scene([
      piece(
        square(40, 10, 20).map(([x, y]) => [x, y]),
        10,
        true,
      ),
    ]);
    expect(lineOfSight(house, sc, medium(10, 20), medium(80, 20), [], 0)).toBe(false);
    const wall = scene([
      piece(
        [
          [44, 45],
          [46, 45],
          [46, 55],
          [44, 55],
        ],
        2,
        true,
      ),
    ]);
    expect(lineOfSight(wall, sc, medium(10, 50), medium(80, 50), [], 0)).toBe(true);
    expect(lineOfSight(scene([]), sc, medium(10, 80), medium(80, 80), [], 0)).toBe(true);
  });

  it('an enemy model in the way blocks; the same model out of the way does not', () => {
    const blockers = [{ x: 45, y: 50, z: 0, r: 2.5, h: 8 }];
    expect(lineOfSight(scene([]), sc, medium(10, 50), medium(80, 50), blockers, 1)).toBe(false);
    expect(lineOfSight(scene([]), sc, medium(10, 50), medium(80, 50), [{ ...blockers[0], y: 60 }], 1)).toBe(
      true,
    );
  });

  it('AD-18: an area piece cuts sight only when more than its limit of the ray lies inside', () => {
    const forest = (depth: number) =>
      scene([
        piece(
          [
            [40, 0],
            [40 + depth, 0],
            [40 + depth, 90],
            [40, 90],
          ],
          10,
          false,
          10,
        ),
      ]);
    expect(lineOfSight(forest(9.9), sc, medium(10, 50), medium(80, 50), [], 0)).toBe(true);
    expect(lineOfSight(forest(12), sc, medium(10, 50), medium(80, 50), [], 0)).toBe(false);
    // A later piece over the forest wins there: the forest's own stretch is what counts.
    const road = piece(
      [
        [44, 0],
        [48, 0],
        [48, 90],
        [44, 90],
      ],
      0.1,
      false,
      Infinity,
    );
    const both = scene([forest(12).pieces[0], road]);
    expect(lineOfSight(both, sc, medium(10, 50), medium(80, 50), [], 0)).toBe(true);
  });

  it('AD-41: an environment limits the stretch outside every piece', () => {
    expect(lineOfSight(scene([], 10, true), sc, medium(10, 50), medium(30, 50), [], 0)).toBe(false);
    expect(lineOfSight(scene([], 10, true), sc, medium(10, 50), medium(18, 50), [], 0)).toBe(true);
  });

  it('AD-19: the survey counts the target points behind a wall in front of the target', () => {
    const sandbags = scene([
      piece(
        [
          [37.55, 6],
          [38.55, 6],
          [38.55, 14],
          [37.55, 14],
        ],
        3,
        true,
      ),
    ]);
    surveyRays(sandbags, sc, medium(10, 10), medium(40, 10), [], 0);
    const best = Math.max(...sc.visible);
    const s = [...sc.visible].indexOf(best);
    expect(sc.hits[s * sc.stride] / 15).toBeGreaterThanOrEqual(0.5);
  });

  it('property: random pieces and models never make sight throw or return a non-boolean', () => {
    const pieceArb = fc.record({
      pts: fc.array(pt, { minLength: 3, maxLength: 6 }),
      h: fc.double({ min: 0, max: 15, noNaN: true }),
      solid: fc.boolean(),
      limit: fc.constantFrom(5, 10, Infinity),
    });
    fc.assert(
      fc.property(fc.array(pieceArb, { maxLength: 5 }), pt, pt, fc.boolean(), (ps, a, b, env) => {
        const sceneR = scene(
          ps.map((p) => piece(p.pts, p.h, p.solid, p.limit)),
          env ? 10 : Infinity,
          env,
        );
        const r = lineOfSight(sceneR, sc, medium(a[0], a[1]), medium(b[0], b[1]), [], 0);
        expect(typeof r).toBe('boolean');
        surveyRays(sceneR, sc, medium(a[0], a[1]), medium(b[0], b[1]), [], 0);
        for (const v of sc.visible) expect(v).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });
});
