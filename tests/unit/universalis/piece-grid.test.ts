import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contains, pieceGrid, polygon, type GridPiece } from '../../../src/engine/rulesets/universalis/geometry';

// What the rules asked before the grid: every piece, from the last down (AD-41, AD-42).
function slowPieceAt(pieces: readonly GridPiece[], x: number, y: number): number {
  for (let i = pieces.length - 1; i >= 0; i--) if (contains(pieces[i].poly, x, y, true)) return i;
  return -1;
}
function slowSurfaceAt(pieces: readonly GridPiece[], x: number, y: number): number {
  for (let i = pieces.length - 1; i >= 0; i--) {
    const p = pieces[i];
    if (p.solid && contains(p.poly, x, y, false)) return p.height;
  }
  return 0;
}

// Convex polygons (a regular polygon turned and stretched), possibly overlapping one another: always simple.
const piece = fc
  .record({
    cx: fc.double({ min: -5, max: 95, noNaN: true }),
    cy: fc.double({ min: -5, max: 95, noNaN: true }),
    rx: fc.double({ min: 0.3, max: 25, noNaN: true }),
    ry: fc.double({ min: 0.3, max: 25, noNaN: true }),
    turn: fc.double({ min: 0, max: 6.3, noNaN: true }),
    corners: fc.integer({ min: 3, max: 8 }),
    solid: fc.boolean(),
    height: fc.integer({ min: 0, max: 12 }),
    // Round corners to whole or half cm sometimes: real tables have edges on cell lines.
    snap: fc.constantFrom(0, 1, 2),
  })
  .map(({ cx, cy, rx, ry, turn, corners, solid, height, snap }): GridPiece => {
    const pts: number[][] = [];
    for (let k = 0; k < corners; k++) {
      const a = turn + (2 * Math.PI * k) / corners;
      let x = cx + rx * Math.cos(a);
      let y = cy + ry * Math.sin(a);
      if (snap > 0) {
        x = Math.round(x * snap) / snap;
        y = Math.round(y * snap) / snap;
      }
      pts.push([x, y]);
    }
    return { poly: polygon(pts), solid, height };
  });

/** Points to ask about: anywhere, on and next to corners and edges, and far off the table. */
function probes(pieces: readonly GridPiece[], extra: readonly [number, number][]): [number, number][] {
  const out: [number, number][] = extra.slice();
  for (const p of pieces) {
    const { xs, ys, n } = p.poly;
    for (let i = 0, j = n - 1; i < n; j = i++) {
      for (const t of [0, 0.5, 1 / 3]) {
        const x = xs[j] + t * (xs[i] - xs[j]);
        const y = ys[j] + t * (ys[i] - ys[j]);
        for (const d of [0, 1e-12, -1e-12, 1e-9, -1e-9, 2e-9, -2e-9, 1e-7, -1e-7, 0.01])
          out.push([x + d, y], [x, y + d]);
      }
    }
    out.push([p.poly.minX - 1e-9, p.poly.minY], [p.poly.maxX + 2e-9, p.poly.maxY]);
  }
  out.push([NaN, 10], [10, NaN], [Infinity, 10], [-200, -200], [1e6, 5]);
  return out;
}

describe('terrain pieces on a grid (UN-9, AD-41, AD-42: the later piece rules)', () => {
  it('answers which piece holds a point and the surface under it exactly as asking every piece', () => {
    fc.assert(
      fc.property(
        fc.array(piece, { minLength: 0, maxLength: 12 }),
        fc.array(fc.tuple(fc.double({ min: -10, max: 100, noNaN: true }), fc.double({ min: -10, max: 100, noNaN: true })), {
          maxLength: 60,
        }),
        (pieces, extra) => {
          const grid = pieceGrid(pieces);
          const wrong: string[] = [];
          for (const [x, y] of probes(pieces, extra)) {
            const at = grid.pieceAt(pieces, x, y);
            const top = grid.surfaceAt(pieces, x, y);
            if (at !== slowPieceAt(pieces, x, y) || top !== slowSurfaceAt(pieces, x, y)) wrong.push(`(${x}, ${y})`);
          }
          expect(wrong).toEqual([]);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a point on a shared edge belongs to the later piece; the surface there is the other solid piece or the ground', () => {
    const wall: GridPiece = { poly: polygon([[10, 10], [20, 10], [20, 20], [10, 20]]), solid: true, height: 6 };
    const road: GridPiece = { poly: polygon([[20, 10], [30, 10], [30, 20], [20, 20]]), solid: false, height: 0 };
    const grid = pieceGrid([wall, road]);
    expect(grid.pieceAt([wall, road], 20, 15)).toBe(1);
    expect(grid.pieceAt([wall, road], 15, 15)).toBe(0);
    expect(grid.surfaceAt([wall, road], 15, 15)).toBe(6);
    // On the wall's face the model stands on the ground (a face is not inside), in the wall's corner too.
    expect(grid.surfaceAt([wall, road], 20, 15)).toBe(0);
    expect(grid.surfaceAt([wall, road], 10, 10)).toBe(0);
    expect(grid.pieceAt([wall, road], 45, 45)).toBe(-1);
  });
});
