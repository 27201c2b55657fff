/**
 * Copies of placed things: what Copy keeps (the values and where they were), and Paste, which adds them again
 * moved by dx, dy with fresh ids (a model's copy is never its side's leader). Duplicate is a paste 3 cm aside. Models
 * that would overlap a base or leave the table refuse, as when they are placed.
 */
import type { PatchOp } from '../../../../store/json-patch';
import { utilOf, type Placed, type PlacedKind, type Translate } from '../kinds';
import type { TableScene } from '../scene';
import { baseRadius } from '../kinds/model';
import type { Model } from '../../../../../engine/generated/types/skirmish';
import { boundsOf, type Pt } from '../geometry';
import { takenIds } from './ids';
import { placementProblem } from './placement';
import { freshId, nothing, type EditResult } from './types';

export interface ClipItem {
  kind: PlacedKind;
  /** The JSON list it came from, e.g. `/sides/b/models` or `/table/terrain`. */
  list: string;
  value: unknown;
}

export interface Clip {
  items: ClipItem[];
  /** The top-left corner of the copied things' bounds: a paste at a point puts it there. */
  origin: Pt;
}

export function copyItems(scene: TableScene, items: readonly Placed[]): Clip {
  const pts: Pt[] = [];
  for (const i of items) {
    const o = utilOf(i.kind).outline(i, scene.ctx);
    if (o.type === 'circle')
      pts.push([o.at[0] - o.radius, o.at[1] - o.radius], [o.at[0] + o.radius, o.at[1] + o.radius]);
    else for (const q of o.points) pts.push(q);
  }
  const b = boundsOf(pts);
  return {
    items: items.map((i) => ({
      kind: i.kind,
      list: i.pointer.slice(0, i.pointer.lastIndexOf('/')),
      value: JSON.parse(JSON.stringify(i.value)),
    })),
    origin: [b.x0, b.y0],
  };
}

function listLength(scene: TableScene, list: string): number {
  if (list === '/table/objects') return scene.skirmish.table.objects?.length ?? 0;
  let n = 0;
  for (const i of scene.items)
    if (i.pointer.startsWith(`${list}/`) && !i.pointer.slice(list.length + 1).includes('/')) n++;
  return n;
}

export function pasteItems(
  scene: TableScene,
  clip: Clip,
  dx: number,
  dy: number,
  t: Translate,
  label = t('universalis:edit.paste', { count: clip.items.length }),
): EditResult {
  if (clip.items.length === 0) return nothing();
  const models = clip.items.filter((i) => i.kind === 'model').map((i) => i.value as Model);
  const problem = placementProblem(
    scene,
    models.map((m) => ({
      at: [m.at[0] + dx, m.at[1] + dy] as Pt,
      radius: baseRadius(scene.ctx.cards.get(m.card)),
      moving: new Set<string>(),
    })),
    t,
  );
  if (problem) return nothing(problem);
  const ops: PatchOp[] = [];
  const select: string[] = [];
  const taken = new Map<PlacedKind, Set<string>>();
  const counts = new Map<string, number>();
  for (const item of clip.items) {
    const util = utilOf(item.kind);
    const ids = taken.get(item.kind) ?? takenIds(scene.skirmish, item.kind);
    taken.set(item.kind, ids);
    const base = String((item.value as { id: string }).id).replace(/-\d+$/, '') || util.idPrefix;
    const id = freshId(base, ids);
    ids.add(id);
    const value = JSON.parse(JSON.stringify(util.withId(util.translate(item.value, dx, dy), id)));
    const length = counts.get(item.list) ?? listLength(scene, item.list);
    counts.set(item.list, length + 1);
    if (
      item.list === '/table/objects' &&
      !scene.skirmish.table.objects &&
      length === 0 &&
      !ops.some((o) => o.path === '/table/objects')
    )
      ops.push({ op: 'add', path: '/table/objects', value: [value] });
    else ops.push({ op: 'add', path: `${item.list}/-`, value });
    select.push(`${item.list}/${length}`);
  }
  return { ops, label, select };
}
