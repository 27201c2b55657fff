/**
 * The battlefield (ST-2.2, ST-29.6, ST-31, ST-48, ST-49): a square grid in typed arrays, built once per
 * mission and shared by every game played on it. What can change during a game (a destructible
 * element destroyed) lives in the game state, never here.
 */
import { maxOf, pushAll } from '../../../core/lists';
import { BOARD_SIDE_LIMIT } from '../board/mission-board';
import { stError } from './errors';

/** Cell flags. */
export const F_ON = 1; // on the board (a Non-zone cell lacks it)
export const F_NOPASS = 2; // movement cannot cross it
export const F_NOSTOP = 4; // movement cannot end on it
export const F_LOS = 8; // blocks line of sight for good (indestructible obstruction)
export const F_WATER = 16; // 2 AP to leave (ST-49.1)
export const F_ROUGH = 32; // 2 AP to enter (ST-48.2)
export const F_COVER = 64; // a Scenic Element giving Cover stands here (ST-31.1, ST-31.2)
export const F_DYN = 128; // a destructible element: its blocking is checked against the game state

/** Directions in the fixed order of D-22: N < E < S < W. y grows downwards (row 0 is the top). */
export const DX = [0, 1, 0, -1] as const;
export const DY = [-1, 0, 1, 0] as const;
export const DIR_NAMES = ['N', 'E', 'S', 'W'] as const;
/** Wall bits per cell side, in direction order. */
export const WALL_BIT = [1, 2, 4, 8] as const;

export type ElementCategory =
  | 'light-cover'
  | 'solid-cover'
  | 'light-obstruction'
  | 'solid-obstruction'
  | 'container'
  | 'building'
  | 'feature';

export interface ElementEffect {
  /** Card effects that fire when a model enters one of its squares (ST-2.9). */
  onEnter: unknown[];
}

/** A placed Scenic Element (ST-2.9, ST-31). */
export interface BoardElement {
  index: number;
  id: string;
  defId: string;
  category: ElementCategory;
  cells: number[];
  /** Wounds to destroy it; 0 when it cannot be destroyed (solid elements, ST-31.2, ST-31.4). */
  health: number;
  cover: boolean;
  blocksLos: boolean;
  blocksMove: boolean;
  noStop: boolean;
  rough: boolean;
  /** Placed for one game only (a random draw): never part of the board's static caches. */
  dynamic: boolean;
  onEnter: unknown[];
}

export interface WallSeg {
  /** Doubled coordinates: square (x, y) covers [2x, 2x+2] × [2y, 2y+2]. */
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface Board {
  width: number;
  height: number;
  n: number;
  flags: Uint8Array;
  level: Int8Array;
  /** Tile or connector index of each square, -1 outside any (ST-12.3 "enters a tile"). */
  tile: Int16Array;
  tileNames: string[];
  /** Element index per square, -1 when none. */
  elem: Int16Array;
  elements: BoardElement[];
  walls: Uint8Array;
  wallSegs: WallSeg[];
  /** Neighbour per square and direction (N, E, S, W); -1 when off the board, a Non-zone or behind a wall. */
  nbr: Int32Array;
  /** Loot tokens printed on the map at set-up. */
  loot: number[];
  /** Squares named by the mission (spawn points, objectives), for reports and the editor. */
  labels: Map<string, number[]>;
  /** Column and row of each square: distances are read from these, not divided out, in the hot loops. */
  cx: Int16Array;
  cy: Int16Array;
  /** Lazily filled LoS caches (see geometry.ts); shared by every game on this board. */
  losStatic: Uint8Array | null;
  coverNear: (Int32Array | null)[] | null;
}

export function cellOf(b: Board, x: number, y: number): number {
  return x < 0 || y < 0 || x >= b.width || y >= b.height ? -1 : y * b.width + x;
}

export function xOf(b: Board, c: number): number {
  return c % b.width;
}

export function yOf(b: Board, c: number): number {
  return (c / b.width) | 0;
}

export function onBoard(b: Board, c: number): boolean {
  return c >= 0 && c < b.n && (b.flags[c] & F_ON) !== 0;
}

export function xyOf(b: Board, c: number): [number, number] {
  return [c % b.width, (c / b.width) | 0];
}

/** Builds a board square by square; `finish()` computes adjacency and wall segments. */
export class BoardBuilder {
  readonly width: number;
  readonly height: number;
  readonly flags: Uint8Array;
  readonly level: Int8Array;
  readonly tile: Int16Array;
  readonly elem: Int16Array;
  readonly walls: Uint8Array;
  readonly elements: BoardElement[] = [];
  readonly tileNames: string[] = [];
  readonly loot: number[] = [];
  readonly labels = new Map<string, number[]>();

  constructor(width: number, height: number) {
    if (width < 1 || height < 1 || width > BOARD_SIDE_LIMIT || height > BOARD_SIDE_LIMIT) throw stError('st-error-board-size', { width, height });
    this.width = width;
    this.height = height;
    const n = width * height;
    this.flags = new Uint8Array(n);
    this.level = new Int8Array(n);
    this.tile = new Int16Array(n).fill(-1);
    this.elem = new Int16Array(n).fill(-1);
    this.walls = new Uint8Array(n);
  }

  cell(x: number, y: number): number {
    return x < 0 || y < 0 || x >= this.width || y >= this.height ? -1 : y * this.width + x;
  }

  /** Applies one terrain code (the ASCII legend shared by tiles and conformance boards). */
  terrain(x: number, y: number, code: string): void {
    const c = this.cell(x, y);
    if (c < 0) return;
    switch (code) {
      case '.':
        this.flags[c] = F_ON;
        break;
      case '~':
        this.flags[c] = F_ON | F_WATER;
        break;
      case '%':
        this.flags[c] = F_ON | F_ROUGH;
        break;
      case 'X':
        this.flags[c] = F_ON | F_NOPASS | F_NOSTOP;
        break;
      case '#':
        this.flags[c] = F_ON | F_NOPASS | F_NOSTOP | F_LOS;
        break;
      case '_':
        this.flags[c] = 0;
        break;
      case 'L':
        this.flags[c] = F_ON;
        this.loot.push(c);
        break;
      default:
        throw stError('st-error-terrain', { code, x, y });
    }
  }

  /** A wall on the edge between two orthogonally adjacent squares (either may lie off the board). */
  wall(a: [number, number], b: [number, number]): void {
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    if (Math.abs(dx) + Math.abs(dy) !== 1) throw stError('st-error-wall', { a: a.join(','), b: b.join(',') });
    const d = dx === 1 ? 1 : dx === -1 ? 3 : dy === 1 ? 2 : 0;
    const ca = this.cell(a[0], a[1]);
    const cb = this.cell(b[0], b[1]);
    if (ca >= 0) this.walls[ca] |= WALL_BIT[d];
    if (cb >= 0) this.walls[cb] |= WALL_BIT[(d + 2) & 3];
  }

  addElement(el: Omit<BoardElement, 'index'>): BoardElement {
    const e = boardElement(this.elements.length, el);
    this.elements.push(e);
    const dyn = e.health > 0;
    for (const c of e.cells) {
      if (c < 0) continue;
      this.elem[c] = e.index;
      let f = this.flags[c] | F_ON;
      if (e.blocksMove) f |= F_NOPASS | F_NOSTOP;
      if (e.noStop) f |= F_NOSTOP;
      if (e.cover) f |= F_COVER;
      if (e.rough) f |= F_ROUGH;
      if (dyn) f |= F_DYN;
      else if (e.blocksLos) f |= F_LOS;
      this.flags[c] = f;
    }
    return e;
  }

  label(name: string, cells: number[]): void {
    this.labels.set(name, [...(this.labels.get(name) ?? []), ...cells]);
  }

  finish(): Board {
    const { width: w, height: h } = this;
    const n = w * h;
    const nbr = new Int32Array(n * 4).fill(-1);
    for (let c = 0; c < n; c++) {
      if (!(this.flags[c] & F_ON)) continue;
      const x = c % w;
      const y = (c / w) | 0;
      for (let d = 0; d < 4; d++) {
        if (this.walls[c] & WALL_BIT[d]) continue;
        const t = this.cell(x + DX[d], y + DY[d]);
        if (t < 0 || !(this.flags[t] & F_ON)) continue;
        nbr[c * 4 + d] = t;
      }
    }
    const wallSegs: WallSeg[] = [];
    for (let c = 0; c < n; c++) {
      const x = c % w;
      const y = (c / w) | 0;
      const bits = this.walls[c];
      // Each wall is recorded once: by the square to its north or west, or by the board-edge square.
      if (bits & WALL_BIT[2]) wallSegs.push({ x1: 2 * x, y1: 2 * y + 2, x2: 2 * x + 2, y2: 2 * y + 2 });
      if (bits & WALL_BIT[1]) wallSegs.push({ x1: 2 * x + 2, y1: 2 * y, x2: 2 * x + 2, y2: 2 * y + 2 });
      if (bits & WALL_BIT[0] && (y === 0 || !(this.walls[c - w] & WALL_BIT[2]))) wallSegs.push({ x1: 2 * x, y1: 2 * y, x2: 2 * x + 2, y2: 2 * y });
      if (bits & WALL_BIT[3] && (x === 0 || !(this.walls[c - 1] & WALL_BIT[1]))) wallSegs.push({ x1: 2 * x, y1: 2 * y, x2: 2 * x, y2: 2 * y + 2 });
    }
    return new FinishedBoard({
      width: w,
      height: h,
      n,
      flags: this.flags,
      level: this.level,
      tile: this.tile,
      tileNames: this.tileNames,
      elem: this.elem,
      elements: this.elements,
      walls: this.walls,
      wallSegs,
      nbr,
      loot: this.loot,
      labels: this.labels,
      cx: Int16Array.from({ length: n }, (_, c) => c % w),
      cy: Int16Array.from({ length: n }, (_, c) => (c / w) | 0),
      losStatic: null,
      coverNear: null,
    });
  }
}

/**
 * The board as a class, not an object literal: V8 makes a literal's template the second time the literal runs,
 * with placeholder values that widen every field's recorded type, so each function optimised against the first
 * compiled mission's board deoptimises when the second arrives. A constructor's objects keep one shape throughout.
 */
class FinishedBoard implements Board {
  // `declare`: no field definitions before the constructor's stores (a field first set to undefined would lose
  // the type V8 records for it).
  declare width: number;
  declare height: number;
  declare n: number;
  declare flags: Uint8Array;
  declare level: Int8Array;
  declare tile: Int16Array;
  declare tileNames: string[];
  declare elem: Int16Array;
  declare elements: BoardElement[];
  declare walls: Uint8Array;
  declare wallSegs: WallSeg[];
  declare nbr: Int32Array;
  declare loot: number[];
  declare labels: Map<string, number[]>;
  declare cx: Int16Array;
  declare cy: Int16Array;
  declare losStatic: Uint8Array | null;
  declare coverNear: (Int32Array | null)[] | null;
  constructor(b: Board) {
    this.width = b.width;
    this.height = b.height;
    this.n = b.n;
    this.flags = b.flags;
    this.level = b.level;
    this.tile = b.tile;
    this.tileNames = b.tileNames;
    this.elem = b.elem;
    this.elements = b.elements;
    this.walls = b.walls;
    this.wallSegs = b.wallSegs;
    this.nbr = b.nbr;
    this.loot = b.loot;
    this.labels = b.labels;
    this.cx = b.cx;
    this.cy = b.cy;
    this.losStatic = b.losStatic;
    this.coverNear = b.coverNear;
  }
}

/** One element, its fields always in this order (one hidden class for every element, static or drawn). */
export function boardElement(index: number, el: Omit<BoardElement, 'index'>): BoardElement {
  return {
    id: el.id,
    defId: el.defId,
    cells: el.cells,
    category: el.category,
    health: el.health,
    cover: el.cover,
    blocksLos: el.blocksLos,
    blocksMove: el.blocksMove,
    noStop: el.noStop,
    rough: el.rough,
    dynamic: el.dynamic,
    onEnter: el.onEnter,
    index,
  };
}

/**
 * A copy of the board with one wall added or removed (mission effects `open-wall`, `close-wall`). The copy gets
 * its own adjacency and empty sight caches; the shared board, and every other game on it, are untouched.
 */
export function withWall(b: Board, a: [number, number], c: [number, number], present: boolean): Board {
  const bb = new BoardBuilder(b.width, b.height);
  bb.flags.set(b.flags);
  bb.level.set(b.level);
  bb.tile.set(b.tile);
  bb.elem.set(b.elem);
  bb.walls.set(b.walls);
  pushAll(bb.elements, b.elements);
  pushAll(bb.tileNames, b.tileNames);
  pushAll(bb.loot, b.loot);
  for (const [k, v] of b.labels) bb.labels.set(k, v);
  if (present) bb.wall(a, c);
  else {
    const dx = c[0] - a[0];
    const dy = c[1] - a[1];
    const d = dx === 1 ? 1 : dx === -1 ? 3 : dy === 1 ? 2 : 0;
    const ca = bb.cell(a[0], a[1]);
    const cc = bb.cell(c[0], c[1]);
    if (ca >= 0) bb.walls[ca] &= ~WALL_BIT[d];
    if (cc >= 0) bb.walls[cc] &= ~WALL_BIT[(d + 2) & 3];
  }
  return bb.finish();
}

/**
 * The conformance boards (FORMAT.md): one character per square. `c`/`C` are cover elements that cannot be
 * entered; 4-connected squares of the same cover code form one element (D-26: a multi-square element
 * counts as one).
 */
export function boardFromRows(
  rows: readonly string[],
  opts: { walls?: [number, number][][]; levels?: Record<string, number>; tiles?: Record<string, [number, number][]> } = {},
): Board {
  if (!Array.isArray(rows) || rows.length === 0) throw stError('st-error-rows');
  const width = maxOf(rows.map((r) => r.length));
  const b = new BoardBuilder(width, rows.length);
  const coverCells = new Map<number, string>();
  rows.forEach((row, y) => {
    for (let x = 0; x < width; x++) {
      const ch = x < row.length ? row[x] : '_';
      if (ch === 'c' || ch === 'C' || ch === 'o') {
        b.terrain(x, y, '.');
        if (ch === 'o') {
          b.addElement({
            id: `o-${x}-${y}`,
            defId: 'light-obstruction',
            category: 'light-obstruction',
            cells: [b.cell(x, y)],
            health: 0,
            cover: false,
            blocksLos: true,
            blocksMove: true,
            noStop: true,
            rough: false,
            dynamic: false,
            onEnter: [],
          });
        } else coverCells.set(b.cell(x, y), ch);
      } else b.terrain(x, y, ch);
    }
  });
  const seen = new Set<number>();
  for (const [start, ch] of coverCells) {
    if (seen.has(start)) continue;
    const cells: number[] = [];
    const stack = [start];
    seen.add(start);
    while (stack.length) {
      const c = stack.pop()!;
      cells.push(c);
      const x = c % width;
      const y = (c / width) | 0;
      for (let d = 0; d < 4; d++) {
        const t = b.cell(x + DX[d], y + DY[d]);
        if (t >= 0 && !seen.has(t) && coverCells.get(t) === ch) {
          seen.add(t);
          stack.push(t);
        }
      }
    }
    const [x0, y0] = [start % width, (start / width) | 0];
    b.addElement({
      id: `${ch}-${x0}-${y0}`,
      defId: ch === 'C' ? 'solid-cover' : 'light-cover',
      category: ch === 'C' ? 'solid-cover' : 'light-cover',
      cells,
      health: 0,
      cover: true,
      blocksLos: false,
      blocksMove: true,
      noStop: true,
      rough: false,
      dynamic: false,
      onEnter: [],
    });
  }
  for (const w of opts.walls ?? []) {
    if (!Array.isArray(w) || w.length !== 2) throw stError('st-error-wall-shape');
    b.wall(w[0], w[1]);
  }
  for (const [key, lv] of Object.entries(opts.levels ?? {})) {
    const m = /^\s*(-?\d+)\s*,\s*(-?\d+)\s*$/.exec(key);
    if (!m) throw stError('st-error-level-key', { key });
    const c = b.cell(Number(m[1]), Number(m[2]));
    if (c < 0) throw stError('st-error-level-outside', { key });
    b.level[c] = lv;
  }
  for (const [name, corners] of Object.entries(opts.tiles ?? {})) {
    const t = b.tileNames.length;
    b.tileNames.push(name);
    const [[x1, y1], [x2, y2]] = corners;
    for (let y = Math.min(y1, y2); y <= Math.max(y1, y2); y++)
      for (let x = Math.min(x1, x2); x <= Math.max(x1, x2); x++) {
        const c = b.cell(x, y);
        if (c >= 0) b.tile[c] = t;
      }
  }
  return b.finish();
}
