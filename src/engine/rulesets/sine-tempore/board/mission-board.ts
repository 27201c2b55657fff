import type { Catalog, ScenicElement, Tile } from '../../../generated/types/catalog';
import type { Mission } from '../../../generated/types/mission';
import { Board, placeFootprint, placeSquare, rotatedSize, Terrain, type Rotation, type Square } from './grid';
import { maxOf } from '../../../core/lists';

/** A mission's board, built from its tile placements and the catalog, with what the build ran into. */
/**
 * The widest and highest board the simulator plays, in squares (its per-square tables are sized for it). The checks
 * report a larger board as `board-too-large`, so nothing that validates is refused by the simulator.
 */
export const BOARD_SIDE_LIMIT = 400;

export interface MissionBoard {
  board: Board;
  /** Squares two tile placements both cover (indices into board.tiles). */
  overlaps: { square: [number, number]; first: number; second: number }[];
  /** For each scenic placement (by index), its board squares; empty when its element is unknown. */
  scenicSquares: [number, number][][];
  /** Scenic placement index per square, -1 where there is none (the first one placed wins). */
  scenicAt: Int16Array;
  /** Indices of the mission's openings that found no wall to remove. */
  idleOpenings: number[];
}

/** Scenic elements models cannot enter (D-27: obstructions by default, anything marked impassable). */
export function blocksMovement(e: ScenicElement): boolean {
  return e.impassable === true || e.category === 'light-obstruction' || e.category === 'solid-obstruction';
}

/** Scenic elements models stand on top of rather than next to (ST-31.8). */
export const isClimbable = (e: ScenicElement) => e.category === 'container' || e.category === 'building';

/** No model ends a move on a 3D element, unless it is on top of a container or building (D-27). */
export const noStanding = (e: ScenicElement) => blocksMovement(e) || (e.threeD === true && !isClimbable(e));

function tileSquares(tile: Tile, at: Square, rotation: Rotation): { x: number; y: number; code: number }[] {
  const width = maxOf(tile.rows.map((r) => r.length));
  const height = tile.rows.length;
  const out: { x: number; y: number; code: number }[] = [];
  tile.rows.forEach((row, y) => {
    for (let x = 0; x < width; x++) {
      const [bx, by] = placeSquare(x, y, width, height, rotation, at);
      out.push({ x: bx, y: by, code: (row[x] ?? '_').charCodeAt(0) });
    }
  });
  return out;
}

/**
 * Builds the board of a schema-valid mission. Unknown tiles and elements are skipped (the reference checks report
 * them). Walls from tiles turn with their tile; the mission's walls are added and its openings removed.
 */
export function buildMissionBoard(mission: Mission, catalog: Catalog): MissionBoard {
  const tiles = new Map(catalog.tiles.map((t) => [t.id, t]));
  const elements = new Map(catalog.scenicElements.map((e) => [e.id, e]));
  let width = 1;
  let height = 1;
  for (const p of mission.board.tiles) {
    const tile = tiles.get(p.tile);
    if (!tile) continue;
    const [w, h] = rotatedSize(maxOf(tile.rows.map((r) => r.length)), tile.rows.length, p.rotation);
    width = Math.max(width, p.at[0] + w);
    height = Math.max(height, p.at[1] + h);
  }
  const board = new Board(width, height);
  const overlaps: MissionBoard['overlaps'] = [];

  mission.board.tiles.forEach((p, index) => {
    const tile = tiles.get(p.tile);
    if (!tile) return;
    for (const { x, y, code } of tileSquares(tile, p.at, p.rotation)) {
      const i = board.index(x, y);
      if (code === Terrain.nonZone) {
        if (board.terrain[i] === Terrain.offBoard) board.terrain[i] = code;
        continue;
      }
      if (board.tile[i] !== -1) overlaps.push({ square: [x, y], first: board.tile[i], second: index });
      board.terrain[i] = code;
      board.tile[i] = index;
    }
    const w = maxOf(tile.rows.map((r) => r.length));
    const h = tile.rows.length;
    for (const [a, b] of tile.walls ?? []) {
      board.addWall(placeSquare(a[0], a[1], w, h, p.rotation, p.at), placeSquare(b[0], b[1], w, h, p.rotation, p.at));
    }
  });

  for (const t of mission.board.terrain ?? []) {
    if (board.inBounds(t.at[0], t.at[1]) && board.terrain[board.index(t.at[0], t.at[1])] !== Terrain.offBoard) {
      board.terrain[board.index(t.at[0], t.at[1])] = t.terrain.charCodeAt(0);
    }
  }
  for (const [a, b] of mission.board.walls ?? []) board.addWall(a, b);
  const idleOpenings: number[] = [];
  mission.board.openings?.forEach(([a, b], i) => board.removeWall(a, b) || idleOpenings.push(i));

  const scenicAt = new Int16Array(width * height).fill(-1);
  const scenicSquares = (mission.scenicElements ?? []).map((p, index) => {
    const element = elements.get(p.element);
    if (!element) return [];
    const squares = placeFootprint(element.footprint ?? [[0, 0]], p.rotation ?? 0, p.at);
    for (const [x, y] of squares) {
      if (!board.inBounds(x, y)) continue;
      const i = board.index(x, y);
      if (scenicAt[i] === -1) scenicAt[i] = index;
      if (blocksMovement(element)) board.blocked[i] = 1;
      if (isClimbable(element)) board.level[i] = Math.max(board.level[i], element.levels ?? 1);
    }
    return squares;
  });
  for (const l of mission.board.levels ?? []) {
    if (board.inBounds(l.at[0], l.at[1])) board.level[board.index(l.at[0], l.at[1])] = l.level;
  }
  return { board, overlaps, scenicSquares, scenicAt, idleOpenings };
}
