/**
 * The terrain types of UN-9.6 in words, for the checks' messages: the rules engine's table (rules/defs.ts) read as
 * names, with the sight range in cm at the default unit (AD-18).
 */
import type { TerrainType } from '../../../generated/types/skirmish';
import {
  COVER_LEVELS,
  PASSABILITY,
  TERRAIN_TYPES as RULES_TERRAIN,
  type CoverLevel,
  type Passability,
} from '../rules/defs';
import { DEFAULT_SETTINGS } from '../rules/settings';

export interface TerrainTypeWords {
  readonly passability: Passability;
  readonly cover: CoverLevel;
  /** Where a line of sight through it is cut, in cm; null: never (AD-18). */
  readonly sightCm: number | null;
}

export function terrainType(type: TerrainType): TerrainTypeWords {
  const t = RULES_TERRAIN[type];
  return {
    passability: PASSABILITY[t.passability],
    cover: COVER_LEVELS[t.cover],
    sightCm: t.sight === null ? null : t.sight * DEFAULT_SETTINGS.sightUnitCm,
  };
}

/** A piece's passability: its own override, else its type's (DM-3). */
export const piecePassability = (piece: { type: TerrainType; passability?: Passability }): Passability =>
  piece.passability ?? terrainType(piece.type).passability;
