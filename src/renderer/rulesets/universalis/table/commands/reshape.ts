/** Reshapes one item: a corner or a circle's radius dragged, a corner added on an edge or removed. */
import { onTable, type Pt } from '../geometry';
import { utilOf, type Handle, type Placed, type Translate } from '../kinds';
import type { TableScene } from '../scene';
import { diffOps, nothing, type EditResult } from './types';

function written(scene: TableScene, item: Placed, after: unknown, t: Translate, label: string): EditResult {
  const o = utilOf(item.kind).outline({ ...item, value: after }, scene.ctx);
  if (o.type === 'polygon' && !onTable(o.points)) return nothing(t('universalis:refused.pieceOffTable'));
  const ops = diffOps(item.pointer, item.value, after);
  return ops.length ? { ops, label, select: [item.pointer] } : nothing();
}

export function dragHandle(
  scene: TableScene,
  item: Placed,
  handle: Handle,
  to: Pt,
  t: Translate,
): EditResult {
  const util = utilOf(item.kind);
  if (!util.dragHandle) return nothing();
  return written(scene, item, util.dragHandle(item.value, handle, to), t, t('universalis:edit.reshape'));
}

export function addVertex(
  scene: TableScene,
  item: Placed,
  afterIndex: number,
  at: Pt,
  t: Translate,
): EditResult {
  const util = utilOf(item.kind);
  if (!util.addVertex) return nothing();
  return written(scene, item, util.addVertex(item.value, afterIndex, at), t, t('universalis:edit.addCorner'));
}

export function removeVertex(scene: TableScene, item: Placed, index: number, t: Translate): EditResult {
  const after = utilOf(item.kind).removeVertex?.(item.value, index);
  if (!after) return nothing(t('universalis:refused.fewCorners'));
  return written(scene, item, after, t, t('universalis:edit.removeCorner'));
}
