/** Adds a zone drawn with the polygon, rectangle or circle tool. */
import type { Zone } from '../../../../../engine/generated/types/skirmish';
import { onTable, round, type Pt } from '../geometry';
import type { Language, Translate } from '../kinds';
import type { TableScene } from '../scene';
import { takenIds } from './ids';
import { freshId, nothing, type EditResult } from './types';

export type ZoneShape = { polygon: Pt[] } | { circle: { at: Pt; radius: number } };

export function addZone(scene: TableScene, shape: ZoneShape, t: Translate, language: Language): EditResult {
  if ('polygon' in shape) {
    if (shape.polygon.length < 3) return nothing(t('universalis:refused.fewCorners'));
    if (!onTable(shape.polygon)) return nothing(t('universalis:refused.pieceOffTable'));
  } else if (!(shape.circle.radius > 0)) return nothing(t('universalis:refused.fewCorners'));
  const id = freshId('zone', takenIds(scene.skirmish, 'zone'));
  const number = id.slice(5);
  const value = {
    id,
    name: { [language]: t('universalis:table.newZoneName', { n: number }) },
    ...('circle' in shape ? { circle: { at: shape.circle.at, radius: round(shape.circle.radius) } } : shape),
  } as Zone;
  const index = scene.skirmish.zones.length;
  return {
    ops: [{ op: 'add', path: '/zones/-', value }],
    label: t('universalis:edit.addZone'),
    select: [`/zones/${index}`],
  };
}
