/**
 * What a command gives back: the patch to apply as one undoable step, its label for the Edit menu, what to select
 * afterwards, or why it did nothing. Commands are pure functions of the scene, one per file, so the canvas, the
 * keyboard, the inspector and the tests run the very same edit.
 */
import type { PatchOp } from '../../../../store/json-patch';

export interface EditResult {
  ops: PatchOp[];
  label: string;
  select?: string[];
  refused?: string;
}

export const nothing = (refused?: string): EditResult => ({ ops: [], label: '', refused });

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The smallest patch that turns `before` into `after` at `pointer`, one property deep: moving a piece rewrites its
 * `polygon`, not its name, so the file keeps its layout and the text view shows a small change.
 */
export function diffOps(pointer: string, before: unknown, after: unknown): PatchOp[] {
  if (same(before, after)) return [];
  const isObj = (v: unknown): v is Record<string, unknown> =>
    !!v && typeof v === 'object' && !Array.isArray(v);
  if (!isObj(before) || !isObj(after)) return [{ op: 'replace', path: pointer, value: after }];
  const ops: PatchOp[] = [];
  for (const key of Object.keys(before)) {
    const path = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (!(key in after) || after[key] === undefined) {
      if (before[key] !== undefined) ops.push({ op: 'remove', path });
    } else if (!same(before[key], after[key])) ops.push({ op: 'replace', path, value: after[key] });
  }
  for (const key of Object.keys(after)) {
    if (key in before || after[key] === undefined) continue;
    ops.push({
      op: 'add',
      path: `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`,
      value: after[key],
    });
  }
  return ops;
}

/** The first of `prefix-1`, `prefix-2`, … not yet taken. */
export function freshId(prefix: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const id = `${prefix}-${n}`;
    if (!taken.has(id)) return id;
  }
}

/** Pointers of one list in descending index order, so removing them one by one keeps the others' indices right. */
export function byIndexDescending(pointers: readonly string[]): string[] {
  const index = (p: string) => Number(p.slice(p.lastIndexOf('/') + 1));
  const list = (p: string) => p.slice(0, p.lastIndexOf('/'));
  return [...pointers].sort((a, b) =>
    list(a) === list(b) ? index(b) - index(a) : list(a).localeCompare(list(b)),
  );
}
