/**
 * Drawing areas (the deployment zone, named zones) with the area tool: a drag adds a rectangle, a drag with Alt
 * erases squares. Erasing rewrites only the rectangles it cuts into, as the rows of squares that remain.
 */
import { areaSquares } from '../../../../../engine/rulesets/sine-tempore/format/mission-checks';
import type { Area, Mission } from '../../../../../engine/generated/types/mission';
import type { PatchOp } from '../../../../store/json-patch';
import type { Square } from '../scene';
import { EditBatch } from './batch';

type Rect = NonNullable<Area['rects']>[number];

export function addRect(mission: Mission, areaPointer: string, a: Square, b: Square): PatchOp[] {
  const batch = new EditBatch(mission);
  const rect: Rect = { from: [Math.min(a[0], b[0]), Math.min(a[1], b[1])], to: [Math.max(a[0], b[0]), Math.max(a[1], b[1])] };
  if (a[0] === b[0] && a[1] === b[1]) batch.append(`${areaPointer}/squares`, [a[0], a[1]]);
  else batch.append(`${areaPointer}/rects`, rect);
  return batch.ops;
}

/** Row runs of squares as rectangles one square high. */
function runs(squares: readonly Square[]): Rect[] {
  const sorted = [...squares].sort((p, q) => p[1] - q[1] || p[0] - q[0]);
  const out: Rect[] = [];
  for (const [x, y] of sorted) {
    const last = out[out.length - 1];
    if (last && last.to[1] === y && last.to[0] === x - 1) last.to = [x, y];
    else out.push({ from: [x, y], to: [x, y] });
  }
  return out;
}

export function eraseSquares(mission: Mission, areaPointer: string, erase: readonly Square[]): PatchOp[] {
  const batch = new EditBatch(mission);
  const area = batch.get(areaPointer) as Area | undefined;
  if (!area) return [];
  const gone = new Set(erase.map((s) => `${s[0]},${s[1]}`));
  const hit = (s: readonly number[]) => gone.has(`${s[0]},${s[1]}`);
  const removals: string[] = [];
  const keep: Rect[] = [];
  const keepSquares: Square[] = [];
  area.squares?.forEach((s, i) => hit(s) && removals.push(`${areaPointer}/squares/${i}`));
  area.rects?.forEach((r, i) => {
    const squares = areaSquares({ rects: [r] });
    if (!squares.some(hit)) return;
    removals.push(`${areaPointer}/rects/${i}`);
    const left = squares.filter((s) => !hit(s));
    for (const run of runs(left)) {
      if (run.from[0] === run.to[0]) keepSquares.push(run.from);
      else keep.push(run);
    }
  });
  batch.remove(removals);
  for (const r of keep) batch.append(`${areaPointer}/rects`, r);
  for (const s of keepSquares) batch.append(`${areaPointer}/squares`, [s[0], s[1]]);
  return batch.ops;
}
