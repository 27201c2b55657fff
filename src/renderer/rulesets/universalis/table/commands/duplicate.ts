/** Duplicates the selection 3 cm to the right and down, with fresh ids; models that would overlap refuse. */
import { utilOf, type Placed, type Translate } from '../kinds';
import type { TableScene } from '../scene';
import { takenIds } from './ids';
import { modelBase, placementProblem } from './placement';
import { freshId, nothing, type EditResult } from './types';
import type { PatchOp } from '../../../../store/json-patch';

export const DUPLICATE_OFFSET_CM = 3;

export function duplicateItems(scene: TableScene, items: readonly Placed[], t: Translate, offset = DUPLICATE_OFFSET_CM): EditResult {
  if (items.length === 0) return nothing();
  const models = items.filter((i) => i.kind === 'model');
  const problem = placementProblem(scene, models.map((m) => ({ ...modelBase(scene, m, offset, offset), moving: new Set<string>() })), t);
  if (problem) return nothing(problem);
  const ops: PatchOp[] = [];
  const select: string[] = [];
  const taken = new Map<string, Set<string>>();
  const counts = new Map<string, number>();
  for (const item of items) {
    const util = utilOf(item.kind);
    const list = item.pointer.slice(0, item.pointer.lastIndexOf('/'));
    const ids = taken.get(item.kind) ?? takenIds(scene.skirmish, item.kind);
    taken.set(item.kind, ids);
    const base = String((item.value as { id: string }).id).replace(/-\d+$/, '') || util.idPrefix;
    const id = freshId(base, ids);
    ids.add(id);
    const value = util.withId(util.translate(item.value, offset, offset), id);
    const length = (counts.get(list) ?? listLength(scene, list)) + 1;
    counts.set(list, length);
    ops.push({ op: 'add', path: `${list}/-`, value: JSON.parse(JSON.stringify(value)) });
    select.push(`${list}/${length - 1}`);
  }
  return { ops, label: t('universalis:edit.duplicate', { count: items.length }), select };
}

function listLength(scene: TableScene, list: string): number {
  let n = 0;
  for (const i of scene.items) if (i.pointer.startsWith(`${list}/`) && !i.pointer.slice(list.length + 1).includes('/')) n++;
  return n;
}
