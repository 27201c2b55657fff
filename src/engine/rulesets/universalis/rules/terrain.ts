/**
 * The table as the rules read it (UN-9, DM-3): which piece a point lies in (the later piece wins where they
 * overlap, and every piece wins over the environment, AD-41, AD-42), the surface a model stands on, and the
 * sight scene built from the pieces.
 */
import { contains, pieceGrid, type Scene, type SightPiece } from '../geometry';
import type { TerrainDef, TerrainTypeDef } from './defs';
import type { GameState } from './state';

/** The sight scene of a set of pieces: solid pieces block, area pieces cut sight after their limit (AD-18). */
export function sceneOf(
  pieces: readonly TerrainDef[],
  environment: TerrainTypeDef | null,
  sightUnitCm: number,
): Scene {
  const sight: SightPiece[] = pieces.map((p) => ({
    poly: p.poly,
    height: p.height,
    solid: p.solid,
    limit: p.sightLimit,
  }));
  const envLimit = environment && environment.sight !== null ? environment.sight * sightUnitCm : Infinity;
  return { pieces: sight, envLimit, hasEnvironment: environment !== null, grid: pieceGrid(sight) };
}

/** The piece that rules at (x, y): the last one whose footprint holds the point, or -1 (the environment). */
export function pieceAt(s: GameState, x: number, y: number): number {
  const grid = s.scene.grid;
  if (grid !== undefined) return grid.pieceAt(s.scene.pieces, x, y);
  const pieces = s.pieces;
  for (let i = pieces.length - 1; i >= 0; i--) if (contains(pieces[i].poly, x, y, true)) return i;
  return -1;
}

/** Height of the surface at (x, y): the top of the last solid piece whose inside holds the point, else 0. */
export function surfaceAt(s: GameState, x: number, y: number): number {
  const grid = s.scene.grid;
  if (grid !== undefined) return grid.surfaceAt(s.scene.pieces, x, y);
  const pieces = s.pieces;
  for (let i = pieces.length - 1; i >= 0; i--) {
    const p = pieces[i];
    if (p.solid && contains(p.poly, x, y, false)) return p.height;
  }
  return 0;
}

/** Passability at a point: 0 normal, 1 difficult, 2 impassable. */
export function passabilityAt(s: GameState, x: number, y: number): number {
  const i = pieceAt(s, x, y);
  if (i >= 0) return s.pieces[i].passability;
  return s.c.table.environment?.passability ?? 0;
}

/** Whether a model is in piece i: its base centre lies in the footprint and the piece rules there (AD-42). */
export function inPiece(s: GameState, m: number, i: number): boolean {
  return pieceAt(s, s.x[m], s.y[m]) === i;
}
