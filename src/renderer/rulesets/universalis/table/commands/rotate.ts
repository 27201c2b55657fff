/** Turns the selection by an angle around its common centre: the turning knob, R (15°), or an angle typed in. */
import { boundsOf, centroid, onTable, type Pt } from '../geometry';
import { utilOf, type Placed, type Translate } from '../kinds';
import type { TableScene } from '../scene';
import { diffOps, nothing, type EditResult } from './types';

export function selectionCentre(scene: TableScene, items: readonly Placed[]): Pt {
  const pts: Pt[] = [];
  for (const i of items) {
    const o = utilOf(i.kind).outline(i, scene.ctx);
    if (o.type === 'circle') pts.push(o.at);
    else for (const q of o.points) pts.push(q);
  }
  if (items.length === 1 && pts.length > 2) return centroid(pts);
  const b = boundsOf(pts);
  return [(b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2];
}

export function rotateItems(
  scene: TableScene,
  items: readonly Placed[],
  deg: number,
  t: Translate,
  centre = selectionCentre(scene, items),
): EditResult {
  const turnable = items.filter((i) => utilOf(i.kind).rotate);
  if (turnable.length === 0 || deg % 360 === 0)
    return nothing(turnable.length === 0 ? t('universalis:refused.cannotTurn') : undefined);
  const ops = [];
  for (const item of turnable) {
    const after = utilOf(item.kind).rotate!(item.value, deg, centre);
    const o = utilOf(item.kind).outline({ ...item, value: after }, scene.ctx);
    if (o.type === 'polygon' && !onTable(o.points)) return nothing(t('universalis:refused.turnOffTable'));
    for (const op of diffOps(item.pointer, item.value, after)) ops.push(op);
  }
  return {
    ops,
    label: t('universalis:edit.rotate', { count: turnable.length, deg: Math.round(deg * 10) / 10 }),
  };
}
