// The sight questions that follow many rays (surveyRays for cover, lineOfSight) take them track by track
// (geometry/sight.ts traceTrack): these properties hold them to the answer of following every ray on its own
// with traceRay, on random scenes (UN-4.3, AD-14, AD-18, AD-19, AD-41).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  OBSERVER_SAMPLES,
  SightScratch,
  TARGET_SAMPLES,
  lineOfSight,
  piecesNear,
  polygon,
  surveyRays,
  traceRay,
  type Cylinder,
  type Scene,
} from '../../../src/engine/rulesets/universalis/geometry';

const HEIGHTS_O = 3;
const HEIGHTS_T = 5;
const LATERALS = 3;

/** Whole and half centimetres: tracks run along piece edges and through corners often. */
const coord = fc.integer({ min: 0, max: 60 }).map((v) => v * 1.5);
const pt = fc.tuple(coord, coord);
const cylinderArb = fc.record({
  at: pt,
  z: fc.constantFrom(0, 0, 1.5, 3, 8),
  r: fc.constantFrom(1.25, 2, 2.5, 4),
  h: fc.constantFrom(2, 4, 5, 8),
});
const pieceArb = fc.record({
  pts: fc.array(pt, { minLength: 3, maxLength: 6 }),
  h: fc.constantFrom(0, 1, 1.5, 3, 6, 8),
  solid: fc.boolean(),
  limit: fc.constantFrom(5, 10, Infinity),
});
const sceneArb = fc.record({
  pieces: fc.array(pieceArb, { maxLength: 6 }),
  env: fc.constantFrom(null, 5, 10, Infinity),
});

function toScene(s: {
  pieces: { pts: [number, number][]; h: number; solid: boolean; limit: number }[];
  env: number | null;
}): Scene {
  return {
    pieces: s.pieces.map((p) => ({ poly: polygon(p.pts), height: p.h, solid: p.solid, limit: p.limit })),
    envLimit: s.env ?? Infinity,
    hasEnvironment: s.env !== null,
  };
}

const cyl = (c: { at: [number, number]; z: number; r: number; h: number }): Cylinder => ({
  x: c.at[0],
  y: c.at[1],
  z: c.z,
  r: c.r,
  h: c.h,
});

/** Every ray of the survey followed on its own: target points seen and crossings per observer point. */
function perRay(scene: Scene, sc: SightScratch, obs: Cylinder, tgt: Cylinder, blockers: Cylinder[]) {
  // surveyRays has just left the sample points in sc.obs / sc.tgt and the pieces near the pair in sc.rel.
  const o = Float64Array.from(sc.obs);
  const t = Float64Array.from(sc.tgt);
  const stride = scene.pieces.length + 1 + blockers.length;
  const visible = new Array<number>(OBSERVER_SAMPLES).fill(0);
  const hits = new Array<number>(stride * OBSERVER_SAMPLES).fill(0);
  for (let lo = 0; lo < LATERALS; lo++)
    for (let lt = 0; lt < LATERALS; lt++)
      for (let ho = 0; ho < HEIGHTS_O; ho++)
        for (let ht = 0; ht < HEIGHTS_T; ht++) {
          const s = ho * LATERALS + lo;
          const u = ht * LATERALS + lt;
          const ok = traceRay(
            scene,
            sc,
            o[s * 3],
            o[s * 3 + 1],
            o[s * 3 + 2],
            t[u * 3],
            t[u * 3 + 1],
            t[u * 3 + 2],
            blockers,
            blockers.length,
            true,
            { obs, tgt },
          );
          if (ok) visible[s]++;
          for (let q = 0; q < stride; q++) hits[s * stride + q] += sc.crossed[q];
        }
  return { visible, hits };
}

describe('sight track by track equals ray by ray (UN-4.3, AD-14, AD-18, AD-19, AD-41)', () => {
  it('property: surveyRays counts what every ray followed alone counts; lineOfSight is "some ray clear"', () => {
    const sc = new SightScratch();
    fc.assert(
      fc.property(
        sceneArb,
        cylinderArb,
        cylinderArb,
        fc.array(cylinderArb, { maxLength: 3 }),
        (sr, a, b, bs) => {
          const scene = toScene(sr);
          const obs = cyl(a);
          const tgt = cyl(b);
          const blockers = bs.map(cyl);
          const seen = lineOfSight(scene, sc, obs, tgt, blockers, blockers.length);
          surveyRays(scene, sc, obs, tgt, blockers, blockers.length);
          const stride = sc.stride;
          const visible = Array.from(sc.visible.subarray(0, OBSERVER_SAMPLES));
          const hits = Array.from(sc.hits.subarray(0, stride * OBSERVER_SAMPLES));
          const ref = perRay(scene, sc, obs, tgt, blockers);
          expect(visible).toEqual(ref.visible);
          expect(hits).toEqual(ref.hits);
          expect(seen).toBe(ref.visible.some((v) => v > 0));
          for (const v of visible) expect(v).toBeLessThanOrEqual(TARGET_SAMPLES);
        },
      ),
      { numRuns: 1500 },
    );
  });
  it('property: the cover survey of the best points only (AD-19) keeps the best count and those points\' hits', () => {
    const sc = new SightScratch();
    fc.assert(
      fc.property(
        sceneArb,
        cylinderArb,
        cylinderArb,
        fc.array(cylinderArb, { maxLength: 3 }),
        (sr, a, b, bs) => {
          const scene = toScene(sr);
          const obs = cyl(a);
          const tgt = cyl(b);
          const blockers = bs.map(cyl);
          surveyRays(scene, sc, obs, tgt, blockers, blockers.length);
          const stride = sc.stride;
          const visible = Array.from(sc.visible.subarray(0, OBSERVER_SAMPLES));
          const hits = Array.from(sc.hits.subarray(0, stride * OBSERVER_SAMPLES));
          surveyRays(scene, sc, obs, tgt, blockers, blockers.length, true);
          const best = Math.max(...visible);
          expect(Math.max(...Array.from(sc.visible.subarray(0, OBSERVER_SAMPLES)))).toBe(best);
          for (let o = 0; o < OBSERVER_SAMPLES; o++) {
            if (visible[o] !== best) {
              expect(sc.visible[o]).toBeLessThan(best);
              continue;
            }
            expect(sc.visible[o]).toBe(best);
            expect(Array.from(sc.hits.subarray(o * stride, (o + 1) * stride))).toEqual(
              hits.slice(o * stride, (o + 1) * stride),
            );
          }
        },
      ),
      { numRuns: 1500 },
    );
  });
  it('property: a survey or line of sight right after piecesNear (listed) answers as one that lists the pieces itself', () => {
    const sc = new SightScratch();
    fc.assert(
      fc.property(
        sceneArb,
        cylinderArb,
        cylinderArb,
        fc.array(cylinderArb, { maxLength: 3 }),
        fc.boolean(),
        (sr, a, b, bs, bestOnly) => {
          const scene = toScene(sr);
          const obs = cyl(a);
          const tgt = cyl(b);
          const blockers = bs.map(cyl);
          const seen = lineOfSight(scene, sc, obs, tgt, blockers, blockers.length);
          surveyRays(scene, sc, obs, tgt, blockers, blockers.length, bestOnly);
          const visible = Array.from(sc.visible.subarray(0, OBSERVER_SAMPLES));
          const hits = Array.from(sc.hits.subarray(0, sc.stride * OBSERVER_SAMPLES));
          // Another pair's survey first (a corner of the table), so that the scratch's list is not this pair's
          // until piecesNear has run.
          const corner = { x: -20, y: -20, z: 0, r: 1.25, h: 4 };
          surveyRays(scene, sc, corner, { ...corner, x: -10 }, blockers, 0);
          piecesNear(scene, sc, obs, tgt, blockers.length);
          expect(lineOfSight(scene, sc, obs, tgt, blockers, blockers.length, true)).toBe(seen);
          piecesNear(scene, sc, obs, tgt, blockers.length);
          surveyRays(scene, sc, obs, tgt, blockers, blockers.length, bestOnly, true);
          expect(Array.from(sc.visible.subarray(0, OBSERVER_SAMPLES))).toEqual(visible);
          expect(Array.from(sc.hits.subarray(0, sc.stride * OBSERVER_SAMPLES))).toEqual(hits);
        },
      ),
      { numRuns: 800 },
    );
  });
  it('property: no ray of a survey crosses a piece piecesNear leaves out (cover without a covering piece near, AD-19)', () => {
    const sc = new SightScratch();
    fc.assert(
      fc.property(
        sceneArb,
        cylinderArb,
        cylinderArb,
        fc.array(cylinderArb, { maxLength: 3 }),
        (sr, a, b, bs) => {
          const scene = toScene(sr);
          const obs = cyl(a);
          const tgt = cyl(b);
          const blockers = bs.map(cyl);
          const n = piecesNear(scene, sc, obs, tgt, blockers.length);
          const near = new Set(Array.from(sc.rel.subarray(0, n)));
          surveyRays(scene, sc, obs, tgt, blockers, blockers.length);
          for (let o = 0; o < OBSERVER_SAMPLES; o++)
            for (let i = 0; i < scene.pieces.length; i++)
              if (!near.has(i)) expect(sc.hits[o * sc.stride + i]).toBe(0);
        },
      ),
      { numRuns: 1500 },
    );
  });
});
