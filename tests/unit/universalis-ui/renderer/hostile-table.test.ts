/**
 * Issue 17.1 on the Universalis table: whatever numbers an outline holds while its text is edited (a corner at
 * -1e308, a radius of 1e308, "-Infinity", thousands of corners), drawing the table finishes quickly with a bounded
 * display list. A zone corner at y = -1e308 (UI fuzz seed 20261126, file 82, gull-point-drill) hung the view: the
 * hatching loop's `c += spacing` no longer moved c.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  gridInside,
  hatchCircle,
  hatchPolygon,
  stepsWithin,
} from '../../../../src/renderer/rulesets/universalis/table/geometry';
import { clone, scene, skirmishSample } from './helpers';

const HUGE = [1e308, -1e308, Number.MAX_VALUE, -Number.MAX_VALUE, 1e20, -1e20, 1e6];

/** Every prim the scene draws, counted; a throw counts as "finished" too (the view's error boundary shows it). */
function primsOf(doc: unknown): number {
  try {
    const s = scene(doc as never);
    return s.table.length + s.layers.terrain.length + s.layers.zones.length + s.layers.objects.length + s.layers.models.length;
  } catch {
    return 0;
  }
}

describe('the table draws hostile outlines in bounded time (17.1)', () => {
  it('draws the fuzzed gull-point-drill whose zone corner lies at y = -1e308', () => {
    const doc = skirmishSample('gull-point-drill');
    const zone = doc.zones[1] as { polygon: number[][] };
    zone.polygon[3][1] = -1e308;
    const before = primsOf(skirmishSample('gull-point-drill'));
    expect(primsOf(doc)).toBeLessThan(before + 500);
  });

  it('stripes and textures stay over the table whatever the outline', () => {
    for (const v of HUGE) {
      const poly = [
        [0, 0],
        [v, 0],
        [v, v],
        [0, v],
      ];
      expect(hatchPolygon(poly, 1.6).length).toBeLessThan(200);
      expect(hatchPolygon(poly, 1.5, 0).length).toBeLessThan(200);
      expect(gridInside(poly, 2.4).length).toBeLessThanOrEqual(400);
      expect(hatchCircle([45, 45], Math.abs(v), 1.6).length).toBeLessThan(200);
      expect(hatchCircle([v, v], 5, 1.6).length).toBeLessThan(200);
    }
  });

  it('draws nothing from numbers that are not numbers', () => {
    const odd = [NaN, Infinity, -Infinity, '-Infinity', null, undefined] as unknown as number[];
    for (const v of odd) {
      expect(hatchPolygon([[0, 0], [v, 0], [50, 50]], 1.6)).toEqual([]);
      expect(gridInside([[0, 0], [v, 0], [50, 50]], 2.4)).toEqual([]);
      expect(hatchCircle([45, 45], v, 1.6)).toEqual([]);
      expect(hatchCircle([v, 45], 5, 1.6)).toEqual([]);
      expect(hatchPolygon([[0, 0], [90, 0], [90, 90]], v)).toEqual([]);
    }
  });

  it('a thin sliver a light year long costs no more than the table', () => {
    const sliver = [
      [0, 0],
      [1e15, 0.001],
      [0, 0.002],
    ];
    expect(gridInside(sliver, 2.4)).toEqual([]);
    expect(stepsWithin(-1e308, 1e308, 1.6).length).toBe(1000);
  });

  it('any number anywhere in a sample: the scene finishes with a bounded display list', () => {
    const base = skirmishSample('beacon-salvage');
    const numbers: (string | number)[][] = [];
    const walk = (v: unknown, at: (string | number)[]) => {
      if (typeof v === 'number') numbers.push(at);
      else if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...at, i]));
      else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...at, k]);
    };
    walk(base, []);
    const limit = primsOf(base) + 2000;
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(numbers.length - 1), fc.constantFrom<unknown>(...HUGE, NaN, '-Infinity', null, 0, -1)), { minLength: 1, maxLength: 4 }),
        (edits) => {
          const doc = clone(base) as unknown as Record<string, unknown>;
          for (const [i, value] of edits) {
            const path = numbers[i];
            let o = doc as Record<string | number, unknown>;
            for (const k of path.slice(0, -1)) o = o[k] as Record<string | number, unknown>;
            o[path[path.length - 1]] = value;
          }
          expect(primsOf(doc)).toBeLessThan(limit);
        },
      ),
      { numRuns: 200 },
    );
  });
});
