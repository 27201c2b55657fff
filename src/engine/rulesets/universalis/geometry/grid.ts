/**
 * A uniform grid over the terrain pieces' footprints, built once per set of pieces, so that "which piece is
 * this point in" and "what surface is under it" look at the few pieces near the point instead of all of them.
 * The answers are the same as asking every piece: a cell lists every piece whose box (widened beyond the
 * EPS of `contains`) meets it, and a cell no piece boundary comes near keeps its answers outright (inside
 * such a cell every point lies in the same pieces).
 */
import { EPS } from './segment';
import { contains, type Polygon } from './polygon';

/** What the grid needs of a piece: its footprint, and whether and how high it stands solid. */
export interface GridPiece {
  readonly poly: Polygon;
  readonly solid: boolean;
  readonly height: number;
}

/** Cell edge in cm: a 90 cm table is 45 × 45 cells. */
const CELL = 2;
/** How far beyond a box a cell still counts as meeting it: far above EPS, so float noise never matters. */
const MARGIN = 1e-6;

/** A cell's answers when some piece boundary passes near it: ask the cell's pieces. */
export const MIXED = -2;
const OUTSIDE = 0;
const INSIDE = 1;
const NEAR = 2;

export class PieceGrid {
  constructor(
    readonly x0: number,
    readonly y0: number,
    readonly nx: number,
    readonly ny: number,
    /** Per cell, where its list of pieces (ascending piece index) starts in `items`; one more at the end. */
    readonly start: Int32Array,
    readonly items: Int32Array,
    /**
     * Per item: INSIDE or OUTSIDE when none of that piece's edges comes near the cell (every point of the cell
     * is in it, or none), NEAR when one does (ask the polygon).
     */
    readonly where: Uint8Array,
    /** Per cell: the last piece whose footprint holds the cell (-1 none), or MIXED. */
    readonly at: Int32Array,
    /** Per cell without MIXED: the top of the last solid piece holding it, else 0. */
    readonly top: Float64Array,
  ) {}

  /** The cell holding (x, y), or -1 outside the grid (then no piece's box holds the point). */
  cellOf(x: number, y: number): number {
    const i = Math.floor((x - this.x0) / CELL);
    const j = Math.floor((y - this.y0) / CELL);
    // Also false for NaN.
    if (!(i >= 0 && i < this.nx && j >= 0 && j < this.ny)) return -1;
    return j * this.nx + i;
  }

  /**
   * The last of the pieces (those the grid was built from) whose footprint holds (x, y), boundary included,
   * or -1: what asking every piece from the last down answers.
   */
  pieceAt(pieces: readonly GridPiece[], x: number, y: number): number {
    const c = this.cellOf(x, y);
    if (c < 0) return -1;
    const at = this.at[c];
    if (at !== MIXED) return at;
    // Only the cell's pieces can hold the point (any other's box lies beyond EPS of it).
    const items = this.items;
    const where = this.where;
    for (let k = this.start[c + 1] - 1; k >= this.start[c]; k--) {
      const w = where[k];
      if (w === INSIDE || (w === NEAR && contains(pieces[items[k]].poly, x, y, true))) return items[k];
    }
    return -1;
  }

  /** The top of the last solid piece whose inside holds (x, y), else 0. */
  surfaceAt(pieces: readonly GridPiece[], x: number, y: number): number {
    const c = this.cellOf(x, y);
    if (c < 0) return 0;
    if (this.at[c] !== MIXED) return this.top[c];
    const items = this.items;
    const where = this.where;
    for (let k = this.start[c + 1] - 1; k >= this.start[c]; k--) {
      const p = pieces[items[k]];
      if (!p.solid) continue;
      const w = where[k];
      if (w === INSIDE || (w === NEAR && contains(p.poly, x, y, false))) return p.height;
    }
    return 0;
  }
}

/** Range of cells [lo, hi] along one axis that meet [a, b] widened by w, clamped to the grid. */
function cellRange(a: number, b: number, w: number, origin: number, n: number, out: Int32Array, k: number): void {
  let lo = Math.floor((a - w - origin) / CELL);
  let hi = Math.floor((b + w - origin) / CELL);
  if (lo < 0) lo = 0;
  if (hi > n - 1) hi = n - 1;
  out[k] = lo;
  out[k + 1] = hi;
}

export function pieceGrid(pieces: readonly GridPiece[]): PieceGrid {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i].poly;
    if (p.minX < minX) minX = p.minX;
    if (p.minY < minY) minY = p.minY;
    if (p.maxX > maxX) maxX = p.maxX;
    if (p.maxY > maxY) maxY = p.maxY;
  }
  if (pieces.length === 0 || !Number.isFinite(minX + minY + maxX + maxY))
    return new PieceGrid(0, 0, 0, 0, new Int32Array(1), new Int32Array(0), new Uint8Array(0), new Int32Array(0), new Float64Array(0));
  // One cell of slack around every box, so that a point outside the grid is outside every box by far.
  const x0 = minX - CELL;
  const y0 = minY - CELL;
  const nx = Math.ceil((maxX + CELL - x0) / CELL) + 1;
  const ny = Math.ceil((maxY + CELL - y0) / CELL) + 1;
  const cells = nx * ny;
  const range = new Int32Array(4);
  const wide = EPS + MARGIN;
  // Pieces per cell: count, then fill (ascending piece index, as pieceAt's order needs).
  const start = new Int32Array(cells + 1);
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i].poly;
    cellRange(p.minX, p.maxX, wide, x0, nx, range, 0);
    cellRange(p.minY, p.maxY, wide, y0, ny, range, 2);
    for (let cj = range[2]; cj <= range[3]; cj++)
      for (let ci = range[0]; ci <= range[1]; ci++) start[cj * nx + ci + 1]++;
  }
  for (let c = 0; c < cells; c++) start[c + 1] += start[c];
  const items = new Int32Array(start[cells]);
  const where = new Uint8Array(start[cells]);
  const fill = start.slice(0, cells);
  const mixed = new Uint8Array(cells);
  // Per cell, the last piece whose edges were found near it (this piece's, while it is being filled in).
  const nearBy = new Int32Array(cells).fill(-1);
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i].poly;
    // Cells an edge's box comes near: containment in this piece may change inside them.
    const { xs, ys, n } = p;
    for (let e = 0, f = n - 1; e < n; f = e++) {
      cellRange(Math.min(xs[e], xs[f]), Math.max(xs[e], xs[f]), wide, x0, nx, range, 0);
      cellRange(Math.min(ys[e], ys[f]), Math.max(ys[e], ys[f]), wide, y0, ny, range, 2);
      for (let cj = range[2]; cj <= range[3]; cj++)
        for (let ci = range[0]; ci <= range[1]; ci++) {
          mixed[cj * nx + ci] = 1;
          nearBy[cj * nx + ci] = i;
        }
    }
    cellRange(p.minX, p.maxX, wide, x0, nx, range, 0);
    cellRange(p.minY, p.maxY, wide, y0, ny, range, 2);
    for (let cj = range[2]; cj <= range[3]; cj++)
      for (let ci = range[0]; ci <= range[1]; ci++) {
        const c = cj * nx + ci;
        const k = fill[c]++;
        items[k] = i;
        // No edge of this piece near the cell: the cell's centre answers for all of it.
        where[k] =
          nearBy[c] === i ? NEAR : contains(p, x0 + (ci + 0.5) * CELL, y0 + (cj + 0.5) * CELL, true) ? INSIDE : OUTSIDE;
      }
  }
  const at = new Int32Array(cells);
  const top = new Float64Array(cells);
  for (let cj = 0; cj < ny; cj++) {
    for (let ci = 0; ci < nx; ci++) {
      const c = cj * nx + ci;
      if (mixed[c]) {
        at[c] = MIXED;
        continue;
      }
      // No boundary near: every point of the cell lies in the same pieces as its centre.
      const cx = x0 + (ci + 0.5) * CELL;
      const cy = y0 + (cj + 0.5) * CELL;
      let piece = -1;
      let surface = 0;
      let surfaceFound = false;
      for (let k = start[c + 1] - 1; k >= start[c]; k--) {
        const q = pieces[items[k]];
        if (!contains(q.poly, cx, cy, true)) continue;
        if (piece < 0) piece = items[k];
        if (!surfaceFound && q.solid) {
          surface = q.height;
          surfaceFound = true;
        }
      }
      at[c] = piece;
      top[c] = surface;
    }
  }
  return new PieceGrid(x0, y0, nx, ny, start, items, where, at, top);
}
