/**
 * Deletes the selection. The schema wants at least one zone and one model per side: the last of those stays, with
 * a word why. A zone a side deploys in may go; the problems panel then says the side lacks its zone.
 */
import type { Placed, Translate } from '../kinds';
import type { TableScene } from '../scene';
import { byIndexDescending, nothing, type EditResult } from './types';

export function deleteItems(scene: TableScene, items: readonly Placed[], t: Translate): EditResult {
  if (items.length === 0) return nothing();
  const s = scene.skirmish;
  const pointers = new Set(items.map((i) => i.pointer));
  const zones = items.filter((i) => i.kind === 'zone').length;
  if (zones > 0 && zones >= s.zones.length) return nothing(t('universalis:refused.lastZone'));
  for (const side of ['a', 'b'] as const) {
    const gone = s.sides[side].models.filter((_, i) => pointers.has(`/sides/${side}/models/${i}`)).length;
    if (gone > 0 && gone >= s.sides[side].models.length)
      return nothing(t('universalis:refused.lastModel', { side: t(`universalis:side.${side}`) }));
  }
  const ops = byIndexDescending([...pointers]).map((path) => ({ op: 'remove' as const, path }));
  return { ops, label: t('universalis:edit.delete', { count: items.length }), select: [] };
}
