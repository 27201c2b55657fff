/** Places an object (door, switch, terminal, crate) at a point. */
import type { TableObject } from '../../../../../engine/generated/types/skirmish';
import { roundPt, type Pt } from '../geometry';
import type { Language, Translate } from '../kinds';
import type { TableScene } from '../scene';
import { takenIds } from './ids';
import { freshId, nothing, type EditResult } from './types';

export function placeObject(
  scene: TableScene,
  at: Pt,
  portable: boolean,
  t: Translate,
  language: Language,
): EditResult {
  if (at[0] < 0 || at[1] < 0 || at[0] > 90 || at[1] > 90) return nothing(t('universalis:refused.offTable'));
  const id = freshId(portable ? 'crate' : 'object', takenIds(scene.skirmish, 'object'));
  const value: TableObject = {
    id,
    name: { [language]: t(portable ? 'universalis:table.newCrateName' : 'universalis:table.newObjectName') },
    at: roundPt(at),
    ...(portable ? { portable: true } : {}),
  };
  const index = scene.skirmish.table.objects?.length ?? 0;
  const ops = scene.skirmish.table.objects
    ? [{ op: 'add' as const, path: '/table/objects/-', value }]
    : [{ op: 'add' as const, path: '/table/objects', value: [value] }];
  return { ops, label: t('universalis:edit.placeObject'), select: [`/table/objects/${index}`] };
}
