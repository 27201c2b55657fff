/** Duplicates the selection 3 cm to the right and down, with fresh ids; models that would overlap refuse. */
import type { Placed, Translate } from '../kinds';
import type { TableScene } from '../scene';
import { copyItems, pasteItems } from './paste';
import { nothing, type EditResult } from './types';

export const DUPLICATE_OFFSET_CM = 3;

export function duplicateItems(
  scene: TableScene,
  items: readonly Placed[],
  t: Translate,
  offset = DUPLICATE_OFFSET_CM,
): EditResult {
  if (items.length === 0) return nothing();
  return pasteItems(
    scene,
    copyItems(scene, items),
    offset,
    offset,
    t,
    t('universalis:edit.duplicate', { count: items.length }),
  );
}
