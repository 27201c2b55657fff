/**
 * Plain-data document changes in the spirit of RFC 6902 (add, remove, replace). History entries
 * keep these, never UI objects. Application is immutable with structural sharing, so a canvas can
 * tell by identity which parts of the document changed.
 */
import { getAt, parsePointer } from './json-pointer';

export type PatchOp =
  | { op: 'add'; path: string; value: unknown }
  | { op: 'remove'; path: string }
  | { op: 'replace'; path: string; value: unknown };

type Container = Record<string, unknown> | unknown[];

function isContainer(v: unknown): v is Container {
  return typeof v === 'object' && v !== null;
}

function arrayIndex(arr: unknown[], segment: string, forInsert: boolean): number {
  if (segment === '-' && forInsert) return arr.length;
  if (!/^(0|[1-9][0-9]*)$/.test(segment)) throw new Error(`"${segment}" is not an array index`);
  const i = Number(segment);
  if (i > arr.length || (!forInsert && i === arr.length)) throw new Error(`Index ${i} is out of range`);
  return i;
}

function update(node: unknown, segments: string[], op: PatchOp): unknown {
  if (!isContainer(node)) throw new Error(`Cannot apply ${op.op} at ${op.path}: the parent is not an object or array`);
  const [head, ...rest] = segments;
  if (rest.length > 0) {
    if (Array.isArray(node)) {
      const i = arrayIndex(node, head, false);
      const copy = node.slice();
      copy[i] = update(node[i], rest, op);
      return copy;
    }
    if (!(head in node)) throw new Error(`Cannot apply ${op.op} at ${op.path}: "${head}" does not exist`);
    return { ...node, [head]: update(node[head], rest, op) };
  }
  if (Array.isArray(node)) {
    const copy = node.slice();
    if (op.op === 'add') copy.splice(arrayIndex(node, head, true), 0, op.value);
    else if (op.op === 'remove') copy.splice(arrayIndex(node, head, false), 1);
    else copy[arrayIndex(node, head, false)] = op.value;
    return copy;
  }
  if (op.op === 'remove') {
    if (!(head in node)) throw new Error(`Cannot remove ${op.path}: it does not exist`);
    const copy = { ...node };
    delete copy[head];
    return copy;
  }
  if (op.op === 'replace' && !(head in node)) throw new Error(`Cannot replace ${op.path}: it does not exist`);
  return { ...node, [head]: op.value };
}

export function applyPatch(data: unknown, ops: readonly PatchOp[]): unknown {
  let result = data;
  for (const op of ops) {
    const segments = parsePointer(op.path);
    if (segments.length === 0) {
      if (op.op === 'remove') throw new Error('Cannot remove the whole document');
      result = op.value;
    } else result = update(result, segments, op);
  }
  return result;
}

/** The ops that undo `op` when applied to the result of applying `op` to `before`. */
function invertOne(before: unknown, op: PatchOp): PatchOp {
  const segments = parsePointer(op.path);
  const parent = getAt(before, op.path.slice(0, op.path.lastIndexOf('/')));
  const last = segments[segments.length - 1];
  if (op.op === 'remove') return { op: 'add', path: op.path, value: getAt(before, op.path) };
  if (op.op === 'replace') return { op: 'replace', path: op.path, value: getAt(before, op.path) };
  if (Array.isArray(parent)) {
    const index = last === '-' ? parent.length : Number(last);
    return { op: 'remove', path: op.path.slice(0, op.path.lastIndexOf('/') + 1) + index };
  }
  if (segments.length > 0 && isContainer(parent) && last in parent) {
    return { op: 'replace', path: op.path, value: getAt(before, op.path) };
  }
  if (segments.length === 0) return { op: 'replace', path: '', value: before };
  return { op: 'remove', path: op.path };
}

/** Applies `ops` and returns the new data with the ops that undo them (in application order). */
export function applyWithInverse(data: unknown, ops: readonly PatchOp[]): { data: unknown; inverse: PatchOp[] } {
  let current = data;
  const inverse: PatchOp[] = [];
  for (const op of ops) {
    inverse.unshift(invertOne(current, op));
    current = applyPatch(current, [op]);
  }
  return { data: current, inverse };
}
