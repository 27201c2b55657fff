/**
 * Building one undoable edit out of several changes. A batch applies each change to a working copy of the
 * mission as it goes, so later changes see earlier ones (the index a new item gets, an id just taken), and
 * hands the whole list to `doc.patch` as one step.
 */
import type { Mission } from '../../../../../engine/generated/types/mission';
import { applyPatch, type PatchOp } from '../../../../store/json-patch';
import { getAt, parsePointer } from '../../../../store/json-pointer';
import { pushAll } from '../../../../../engine/core/lists';

export class EditBatch {
  readonly ops: PatchOp[] = [];

  constructor(public mission: Mission) {}

  apply(...ops: PatchOp[]): void {
    this.applyAll(ops);
  }

  applyAll(ops: PatchOp[]): void {
    if (ops.length === 0) return;
    this.mission = applyPatch(this.mission, ops) as Mission;
    pushAll(this.ops, ops);
  }

  get(pointer: string): unknown {
    return getAt(this.mission, pointer);
  }

  /** Sets a member of an object: `replace` when it is there, `add` when not. */
  set(pointer: string, value: unknown): void {
    const parent = getAt(this.mission, pointer.slice(0, pointer.lastIndexOf('/')));
    const key = parsePointer(pointer).pop()!;
    const exists = parent !== null && typeof parent === 'object' && key in parent;
    this.apply({ op: exists ? 'replace' : 'add', path: pointer, value });
  }

  /** Appends to the array at `path`, creating it when absent; the new item's pointer. */
  append(path: string, value: unknown): string {
    const list = getAt(this.mission, path);
    if (Array.isArray(list)) {
      this.apply({ op: 'add', path: `${path}/-`, value });
      return `${path}/${list.length}`;
    }
    this.set(path, [value]);
    return `${path}/0`;
  }

  /** Removes several array items or members, deepest and highest-indexed first so the others stay valid. */
  remove(pointers: readonly string[]): void {
    const sorted = [...new Set(pointers)].sort(comparePointersDescending);
    this.applyAll(sorted.map((path): PatchOp => ({ op: 'remove', path })));
  }
}

/** Orders pointers so that removing them one by one never shifts one not yet removed. */
export function comparePointersDescending(a: string, b: string): number {
  const pa = parsePointer(a);
  const pb = parsePointer(b);
  for (let i = 0; i < Math.min(pa.length, pb.length); i++) {
    if (pa[i] === pb[i]) continue;
    const na = /^\d+$/.test(pa[i]);
    const nb = /^\d+$/.test(pb[i]);
    if (na && nb) return Number(pb[i]) - Number(pa[i]);
    return pb[i] < pa[i] ? -1 : 1;
  }
  return pb.length - pa.length;
}
