/**
 * Commands on the board itself: painting terrain (brush, rectangle, flood fill), walls on square edges, and
 * height levels. The printed board (the tiles as they come) decides what is a change: painting a square back to
 * what its tile prints removes the mission's entry instead of adding a useless one.
 */
import { Terrain, type Board } from '../../../../../engine/rulesets/sine-tempore/board/grid';
import type { Edge, Mission } from '../../../../../engine/generated/types/mission';
import type { PatchOp } from '../../../../store/json-patch';
import type { Square } from '../scene';
import { EditBatch } from './batch';
import { minOf } from '../../../../../engine/core/lists';

export type TerrainCode = '.' | '~' | '%' | 'X' | '#' | '_';
export const TERRAIN_CODES: readonly TerrainCode[] = ['~', '%', 'X', '#', '_', '.'];
/** Each terrain code's name in the messages (`mission:terrain.<name>`). */
export const TERRAIN_NAMES: Record<TerrainCode, string> = { '~': 'water', '%': 'rough', X: 'impassable', '#': 'obstruction', _: 'nonZone', '.': 'floor' };

const onPrintedBoard = (printed: Board, [x, y]: Square) => printed.inBounds(x, y) && printed.terrainAt(x, y) !== Terrain.offBoard;
const sameSquare = (a: readonly number[], b: readonly number[]) => a[0] === b[0] && a[1] === b[1];

/** Ops that make these squares show `code`; squares off every tile are left alone. */
export function paintTerrain(mission: Mission, printed: Board, squares: readonly Square[], code: TerrainCode): PatchOp[] {
  const batch = new EditBatch(mission);
  const removals: string[] = [];
  const seen = new Set<string>();
  for (const s of squares) {
    const key = `${s[0]},${s[1]}`;
    if (seen.has(key) || !onPrintedBoard(printed, s)) continue;
    seen.add(key);
    const list = batch.mission.board.terrain ?? [];
    const index = list.findIndex((t) => sameSquare(t.at, s));
    const asPrinted = printed.terrainAt(s[0], s[1]) === code.charCodeAt(0);
    if (index >= 0) {
      if (asPrinted) removals.push(`/board/terrain/${index}`);
      else if (list[index].terrain !== code) batch.set(`/board/terrain/${index}/terrain`, code);
    } else if (!asPrinted) batch.append('/board/terrain', { at: [s[0], s[1]], terrain: code });
  }
  batch.remove(removals);
  return batch.ops;
}

/** The squares of a rectangle between two corners, both included. */
export function rectSquares(a: Square, b: Square): Square[] {
  const out: Square[] = [];
  for (let y = Math.min(a[1], b[1]); y <= Math.max(a[1], b[1]); y++) for (let x = Math.min(a[0], b[0]); x <= Math.max(a[0], b[0]); x++) out.push([x, y]);
  return out;
}

/** The region a flood fill from `start` covers: squares joined by sides with the same terrain (walls do not stop it). */
export function floodRegion(board: Board, start: Square): Square[] {
  if (!board.inBounds(start[0], start[1])) return [];
  const code = board.terrainAt(start[0], start[1]);
  if (code === Terrain.offBoard) return [];
  const seen = new Uint8Array(board.width * board.height);
  const out: Square[] = [];
  const stack: Square[] = [start];
  seen[board.index(start[0], start[1])] = 1;
  while (stack.length) {
    const s = stack.pop()!;
    out.push(s);
    for (const [dx, dy] of [[0, -1], [1, 0], [0, 1], [-1, 0]] as const) {
      const x = s[0] + dx;
      const y = s[1] + dy;
      if (!board.inBounds(x, y) || seen[board.index(x, y)] || board.terrainAt(x, y) !== code) continue;
      seen[board.index(x, y)] = 1;
      stack.push([x, y]);
    }
  }
  return out;
}

const sameEdge = (e: readonly (readonly number[])[], a: Square, b: Square) =>
  (sameSquare(e[0], a) && sameSquare(e[1], b)) || (sameSquare(e[0], b) && sameSquare(e[1], a));

/**
 * Puts a wall on the edge between a and b (`add`) or takes it away (`remove`). A wall the tile prints is taken
 * away with an opening, and an opening is removed to put it back.
 */
export function setWall(mission: Mission, printed: Board, a: Square, b: Square, mode: 'add' | 'remove'): PatchOp[] {
  const batch = new EditBatch(mission);
  const walls = mission.board.walls ?? [];
  const openings = mission.board.openings ?? [];
  const wallAt = walls.findIndex((e) => sameEdge(e, a, b));
  const openingAt = openings.findIndex((e) => sameEdge(e, a, b));
  const printedWall = printed.hasWall(a, b);
  const edge: Edge = [
    [a[0], a[1]],
    [b[0], b[1]],
  ];
  if (mode === 'add') {
    if (printedWall && openingAt >= 0) batch.remove([`/board/openings/${openingAt}`]);
    else if (!printedWall && wallAt < 0) batch.append('/board/walls', edge);
  } else {
    if (wallAt >= 0) batch.remove([`/board/walls/${wallAt}`]);
    else if (printedWall && openingAt < 0) batch.append('/board/openings', edge);
  }
  return batch.ops;
}

/** Sets the height level of squares; level 0 removes the mission's entry. */
export function setLevels(mission: Mission, squares: readonly Square[], level: number): PatchOp[] {
  const batch = new EditBatch(mission);
  const removals: string[] = [];
  for (const s of squares) {
    const list = batch.mission.board.levels ?? [];
    const index = list.findIndex((l) => sameSquare(l.at, s));
    if (index >= 0) {
      if (level === 0) removals.push(`/board/levels/${index}`);
      else if (list[index].level !== level) batch.set(`/board/levels/${index}/level`, level);
    } else if (level > 0) batch.append('/board/levels', { at: [s[0], s[1]], level });
  }
  batch.remove(removals);
  return batch.ops;
}

/**
 * The edge of the square under a point nearest to the point (points in squares, e.g. 3.9, 5.5); null on the top
 * and left border, whose outer squares have no coordinates a file can hold.
 */
export function nearestEdge(px: number, py: number): [Square, Square] | null {
  const x = Math.floor(px);
  const y = Math.floor(py);
  const fx = px - x;
  const fy = py - y;
  const d = [fy, 1 - fx, 1 - fy, fx];
  const side = d.indexOf(minOf(d));
  const next: Square = side === 0 ? [x, y - 1] : side === 1 ? [x + 1, y] : side === 2 ? [x, y + 1] : [x - 1, y];
  if (x < 0 || y < 0 || next[0] < 0 || next[1] < 0) return null;
  return [[x, y], next];
}

/**
 * The corner a straight wall from `from` towards `to` ends at: walls run along the grid, so the line keeps to the
 * axis it moves most along. Corners are named by the square whose top-left they are.
 */
export function straightCorner(from: Square, to: Square): Square {
  return Math.abs(to[0] - from[0]) >= Math.abs(to[1] - from[1]) ? [to[0], from[1]] : [from[0], to[1]];
}

/**
 * The square edges on the straight line between two corners (see `straightCorner`), as pairs of the squares on
 * either side. Edges on the top and left border are left out: their outer squares have no coordinates a file can
 * hold.
 */
export function wallLine(from: Square, to: Square): [Square, Square][] {
  const end = straightCorner(from, to);
  const out: [Square, Square][] = [];
  if (end[1] === from[1] && end[0] !== from[0]) {
    const y = from[1];
    if (y < 1) return out;
    for (let x = Math.min(from[0], end[0]); x < Math.max(from[0], end[0]); x++) out.push([[x, y - 1], [x, y]]);
  } else if (end[0] === from[0] && end[1] !== from[1]) {
    const x = from[0];
    if (x < 1) return out;
    for (let y = Math.min(from[1], end[1]); y < Math.max(from[1], end[1]); y++) out.push([[x - 1, y], [x, y]]);
  }
  return out;
}
