/**
 * Moves the selection by dx, dy cm: drag, arrow keys, the inspector's position. Models refuse to leave the table or
 * to stand on another base; pieces, zones and objects are held on the table (the move stops at its edge).
 */
import { boundsOf, clamp, TABLE_CM, type Pt } from '../geometry';
import { utilOf, type Outline, type Placed, type Translate } from '../kinds';
import type { TableScene } from '../scene';
import { modelBase, placementProblem } from './placement';
import { diffOps, nothing, type EditResult } from './types';

function outlinePoints(o: Outline): Pt[] {
  return o.type === 'circle'
    ? [
        [o.at[0] - o.radius, o.at[1] - o.radius],
        [o.at[0] + o.radius, o.at[1] + o.radius],
      ]
    : [...o.points];
}

/** The largest part of (dx, dy) that keeps every non-model item on the table. */
export function keepOnTable(
  scene: TableScene,
  items: readonly Placed[],
  dx: number,
  dy: number,
): [number, number] {
  const pts = items
    .filter((i) => i.kind !== 'model')
    .flatMap((i) => outlinePoints(utilOf(i.kind).outline(i, scene.ctx)));
  if (pts.length === 0) return [dx, dy];
  const b = boundsOf(pts);
  return [clamp(dx, -b.x0, TABLE_CM - b.x1), clamp(dy, -b.y0, TABLE_CM - b.y1)];
}

export function moveItems(
  scene: TableScene,
  items: readonly Placed[],
  dx: number,
  dy: number,
  t: Translate,
): EditResult {
  if (items.length === 0 || (dx === 0 && dy === 0)) return nothing();
  const [mx, my] = keepOnTable(scene, items, dx, dy);
  const models = items.filter((i) => i.kind === 'model');
  const moving = new Set(models.map((m) => m.pointer));
  const problem = placementProblem(
    scene,
    models.map((m) => ({ ...modelBase(scene, m, dx, dy), moving })),
    t,
  );
  if (problem) return nothing(problem);
  const ops = items.flatMap((item) => {
    const util = utilOf(item.kind);
    const [ix, iy] = item.kind === 'model' ? [dx, dy] : [mx, my];
    return diffOps(item.pointer, item.value, util.translate(item.value, ix, iy));
  });
  if (ops.length === 0) return nothing(t('universalis:refused.tableEdge'));
  return { ops, label: t('universalis:edit.move', { count: items.length }) };
}
