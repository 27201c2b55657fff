/**
 * A square-grid board: terrain per square, walls on edges, height levels, squares blocked by scenic elements.
 * Squares are [x, y]: x is the column (0 at the left), y the row (0 at the top). Internally a square is the integer
 * index y * width + x into flat typed arrays, so path searches allocate nothing per step.
 *
 * Pure and small on purpose: the format checks use it to find unreachable objectives, and the rules engine can use
 * the same geometry (rotation, walls, adjacency) and movement costs (D-45) instead of a second implementation.
 */
import { maxOf } from '../../../core/lists';

export type Square = readonly [number, number];
export type Rotation = 0 | 90 | 180 | 270;

/** Terrain codes, as in tiles' `rows` and the conformance boards. */
export const Terrain = {
  /** Not on the board at all (outside every tile). */
  offBoard: 0,
  floor: '.'.charCodeAt(0),
  water: '~'.charCodeAt(0),
  rough: '%'.charCodeAt(0),
  impassable: 'X'.charCodeAt(0),
  obstruction: '#'.charCodeAt(0),
  /** Inside a tile's grid but not part of the board (a gap). */
  nonZone: '_'.charCodeAt(0),
} as const;

/** Size of a w×h grid after a clockwise rotation. */
export function rotatedSize(width: number, height: number, rotation: Rotation): [number, number] {
  return rotation === 90 || rotation === 270 ? [height, width] : [width, height];
}

/**
 * Where a piece's own square (x, y) lands when the piece, `width`×`height`, is turned clockwise by `rotation` and
 * the turned piece's top-left square is at `at` (the mission schema's documented rule). Works for x or y one step
 * outside the piece too, which is how border walls turn with their tile.
 */
export function placeSquare(x: number, y: number, width: number, height: number, rotation: Rotation, at: Square): [number, number] {
  switch (rotation) {
    case 90:
      return [at[0] + height - 1 - y, at[1] + x];
    case 180:
      return [at[0] + width - 1 - x, at[1] + height - 1 - y];
    case 270:
      return [at[0] + y, at[1] + width - 1 - x];
    default:
      return [at[0] + x, at[1] + y];
  }
}

/** The board squares of a footprint (offsets from its top-left square), turned and placed. */
export function placeFootprint(offsets: readonly Square[], rotation: Rotation, at: Square): [number, number][] {
  const width = maxOf(offsets.map((o) => o[0])) + 1;
  const height = maxOf(offsets.map((o) => o[1])) + 1;
  return offsets.map(([x, y]) => placeSquare(x, y, width, height, rotation, at));
}

export const orthogonal = (a: Square, b: Square) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) === 1;

export class Board {
  readonly terrain: Uint8Array;
  readonly level: Uint8Array;
  /** Non-zero where a scenic element (or anything else) stops models from entering. */
  readonly blocked: Uint8Array;
  /** Index of the tile placement a square belongs to, or -1. */
  readonly tile: Int16Array;
  private readonly walls = new Set<number>();

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    const n = width * height;
    this.terrain = new Uint8Array(n);
    this.level = new Uint8Array(n);
    this.blocked = new Uint8Array(n);
    this.tile = new Int16Array(n).fill(-1);
  }

  inBounds(x: number, y: number): boolean {
    return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < this.width && y < this.height;
  }

  index(x: number, y: number): number {
    return y * this.width + x;
  }

  terrainAt(x: number, y: number): number {
    return this.inBounds(x, y) ? this.terrain[this.index(x, y)] : Terrain.offBoard;
  }

  /** A square models can be on: part of the board, and neither impassable nor an obstruction printed on the tile. */
  isFloor(x: number, y: number): boolean {
    const t = this.terrainAt(x, y);
    return t !== Terrain.offBoard && t !== Terrain.nonZone && t !== Terrain.impassable && t !== Terrain.obstruction;
  }

  private edge(a: Square, b: Square): number {
    // Both squares of an edge may lie one step outside the board (a wall on the border): shift by one to key them.
    const w = this.width + 2;
    const ka = (a[1] + 1) * w + (a[0] + 1);
    const kb = (b[1] + 1) * w + (b[0] + 1);
    return ka < kb ? ka * 4 + (kb - ka === 1 ? 0 : 1) : kb * 4 + (ka - kb === 1 ? 0 : 1);
  }

  addWall(a: Square, b: Square): void {
    // The border ring is as far as an edge can be keyed; a wall beyond it touches no square (`wall-off-board`),
    // and keying it would wrap it onto a square of the next row.
    if (!this.inRing(a) || !this.inRing(b)) return;
    this.walls.add(this.edge(a, b));
  }

  private inRing(q: Square): boolean {
    return q[0] >= -1 && q[1] >= -1 && q[0] <= this.width && q[1] <= this.height;
  }

  removeWall(a: Square, b: Square): boolean {
    return this.inRing(a) && this.inRing(b) && this.walls.delete(this.edge(a, b));
  }

  hasWall(a: Square, b: Square): boolean {
    return this.inRing(a) && this.inRing(b) && this.walls.has(this.edge(a, b));
  }

  /** Rulebook adjacency (ST-26.1): sharing a side, with no wall between. */
  adjacent(a: Square, b: Square): boolean {
    return orthogonal(a, b) && !this.hasWall(a, b);
  }

  /** A copy whose walls, terrain and blocks can be changed without touching this board. */
  clone(): Board {
    const b = new Board(this.width, this.height);
    b.terrain.set(this.terrain);
    b.level.set(this.level);
    b.blocked.set(this.blocked);
    b.tile.set(this.tile);
    for (const w of this.walls) b.walls.add(w);
    return b;
  }
}

const steps: Square[] = [[0, -1], [1, 0], [0, 1], [-1, 0]];

/** How a model moves, for path searches. */
export interface Mover {
  /** Levels one step may climb or descend (every hero has Climb 1; ST-39). */
  climb: number;
}

/** Whether a model may step from one square to the orthogonally next one: floor, not blocked, no wall, climbable. */
export function canStep(board: Board, from: Square, to: Square, mover: Mover): boolean {
  const j = board.index(to[0], to[1]);
  if (!board.isFloor(to[0], to[1]) || board.blocked[j] || board.hasWall(from, to)) return false;
  return Math.abs(board.level[board.index(from[0], from[1])] - board.level[j]) <= mover.climb;
}

/**
 * Every square reachable from the starts (breadth-first over canStep), as a 0/1 array indexed like the board.
 * Models are ignored: they move, and the question is whether the board itself allows the way. Works on indices
 * only (no arrays per step): the format checks run it on boards of 100 000 squares.
 */
export function reachable(board: Board, starts: readonly Square[], mover: Mover): Uint8Array {
  const { width, height } = board;
  const seen = new Uint8Array(width * height);
  const queue = new Int32Array(width * height);
  let head = 0;
  let tail = 0;
  for (const s of starts) {
    if (!board.inBounds(s[0], s[1])) continue;
    const i = board.index(s[0], s[1]);
    if (!seen[i]) {
      seen[i] = 1;
      queue[tail++] = i;
    }
  }
  const from: [number, number] = [0, 0];
  const to: [number, number] = [0, 0];
  while (head < tail) {
    const i = queue[head++];
    from[0] = i % width;
    from[1] = (i - from[0]) / width;
    for (let d = 0; d < 4; d++) {
      to[0] = from[0] + (d === 1 ? 1 : d === 3 ? -1 : 0);
      to[1] = from[1] + (d === 2 ? 1 : d === 0 ? -1 : 0);
      if (to[0] < 0 || to[1] < 0 || to[0] >= width || to[1] >= height) continue;
      const j = to[1] * width + to[0];
      if (!seen[j] && canStep(board, from, to, mover)) {
        seen[j] = 1;
        queue[tail++] = j;
      }
    }
  }
  return seen;
}

/**
 * AP to step from one square to the next, after D-45: 1, +1 for entering rough terrain, +1 for leaving water, and +1
 * per level changed beyond the first. Modifiers of the model itself (Hindered, Runner) are the rules engine's.
 */
export function stepCost(board: Board, from: Square, to: Square): number {
  const a = board.index(from[0], from[1]);
  const b = board.index(to[0], to[1]);
  const levels = Math.abs(board.level[a] - board.level[b]);
  return 1 + (board.terrain[b] === Terrain.rough ? 1 : 0) + (board.terrain[a] === Terrain.water ? 1 : 0) + Math.max(0, levels - 1);
}

/**
 * Lowest AP cost from `from` to every square (Infinity where unreachable), by Dijkstra over stepCost. Costs are small
 * integers, so a bucket queue does it in linear time.
 */
export function pathCosts(board: Board, from: Square, mover: Mover): Float64Array {
  const cost = new Float64Array(board.width * board.height).fill(Infinity);
  if (!board.inBounds(from[0], from[1])) return cost;
  const buckets: number[][] = [[board.index(from[0], from[1])]];
  cost[board.index(from[0], from[1])] = 0;
  for (let c = 0; c < buckets.length; c++) {
    for (const i of buckets[c] ?? []) {
      if (cost[i] !== c) continue;
      const sq: Square = [i % board.width, Math.floor(i / board.width)];
      for (const [dx, dy] of steps) {
        const to: Square = [sq[0] + dx, sq[1] + dy];
        if (!board.inBounds(to[0], to[1]) || !canStep(board, sq, to, mover)) continue;
        const j = board.index(to[0], to[1]);
        const next = c + stepCost(board, sq, to);
        if (next < cost[j]) {
          cost[j] = next;
          (buckets[next] ??= []).push(j);
        }
      }
    }
  }
  return cost;
}
