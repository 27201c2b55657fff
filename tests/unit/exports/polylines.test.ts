/** Property tests for joining wall segments into polylines (issue 15, Universal VTT). */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { polylines, type Seg } from '../../../src/engine/rulesets/sine-tempore/print/polylines';
import { foundryWalls, polylineSegments, unitEdges } from './vtt-readers';

const unitSegment = fc
  .tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }), fc.boolean())
  .map(([x, y, horizontal]): Seg => (horizontal ? [x, y, x + 1, y] : [x, y, x, y + 1]));
const square = fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }));
const outlineOf = ([x, y]: [number, number]): Seg[] => [[x, y, x + 1, y], [x + 1, y, x + 1, y + 1], [x, y + 1, x + 1, y + 1], [x, y, x, y + 1]];

test('every wall and outline edge is covered, by as many polylines as needed and no zero-length wall where Foundry joins them', () => {
  fc.assert(
    fc.property(fc.array(unitSegment, { maxLength: 60 }), fc.array(square, { maxLength: 4 }), (segs, squares) => {
      const outlines = squares.map(outlineOf);
      const lines = polylines(segs, outlines);
      const covered = new Set(lines.flatMap((p) => polylineSegments(p).flatMap(unitEdges)));
      for (const s of segs) for (const k of unitEdges(s)) expect(covered.has(k)).toBe(true);
      for (const o of outlines) for (const s of o) for (const k of unitEdges(s)) expect(covered.has(k)).toBe(true);
      for (const p of lines) expect(p.length).toBeGreaterThanOrEqual(2);
      const vtt = { resolution: { map_origin: { x: 0, y: 0 }, map_size: { x: 6, y: 6 }, pixels_per_grid: 1 }, line_of_sight: lines, portals: [], image: '' };
      for (const w of foundryWalls(vtt).walls) expect(w[0] !== w[2] || w[1] !== w[3]).toBe(true);
    }),
    { numRuns: 300, seed: 15 },
  );
});

test('a straight run of unit segments is one two-point wall', () => {
  expect(polylines([[0, 0, 1, 0], [1, 0, 2, 0], [2, 0, 3, 0]])).toEqual([[{ x: 0, y: 0 }, { x: 3, y: 0 }]]);
});
