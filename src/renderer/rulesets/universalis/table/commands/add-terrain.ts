/** Adds a terrain piece drawn with the polygon, rectangle or circle tool, or taken from the library. */
import type { TerrainPiece } from '../../../../../engine/generated/types/skirmish';
import { onTable, type Pt } from '../geometry';
import type { Translate } from '../kinds';
import type { TableScene } from '../scene';
import { takenIds } from './ids';
import { freshId, nothing, type EditResult } from './types';

export type NewPiece = Omit<TerrainPiece, 'id' | 'polygon'> & { id?: string };

export function addTerrain(scene: TableScene, polygon: Pt[], piece: NewPiece, t: Translate): EditResult {
  if (polygon.length < 3) return nothing(t('universalis:refused.fewCorners'));
  if (!onTable(polygon)) return nothing(t('universalis:refused.pieceOffTable'));
  const id = freshId(piece.id ?? piece.type, takenIds(scene.skirmish, 'terrain'));
  const value: TerrainPiece = { id, ...piece, polygon } as TerrainPiece;
  const index = scene.skirmish.table.terrain.length;
  return {
    ops: [{ op: 'add', path: '/table/terrain/-', value: JSON.parse(JSON.stringify(value)) }],
    label: t('universalis:edit.addTerrain', { type: t(`universalis:terrain.${piece.type}`) }),
    select: [`/table/terrain/${index}`],
  };
}
