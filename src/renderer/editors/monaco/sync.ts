/**
 * The pure part of the text view: Monaco's content changes as the store's splices, and what a Ctrl+click on a
 * string means (an id defined elsewhere in the file, or the place in the document it lies in).
 */
import { findNodeAtOffset, getNodePath, parseTree, type Node } from 'jsonc-parser';
import type { Splice } from '../../store/text-edits';
import { formatPointer } from '../../store/json-pointer';

export interface ContentChange {
  rangeOffset: number;
  rangeLength: number;
  text: string;
}

/**
 * Monaco reports one event's changes against the text before the event, without overlaps. Applied from the
 * last to the first, each offset stays valid, which is the store's sequential splice order.
 */
export function changesToSplices(changes: readonly ContentChange[], before: string): Splice[] {
  return [...changes]
    .sort((a, b) => b.rangeOffset - a.rangeOffset)
    .map((c) => ({ offset: c.rangeOffset, removed: before.slice(c.rangeOffset, c.rangeOffset + c.rangeLength), inserted: c.text }));
}

/** Property names whose string value names a thing defined by that value elsewhere in the same file. */
const DEFINING_KEYS = new Set(['id', 'hero']);

export interface StringAt {
  value: string;
  /** The property holding the string, when it is a property's value. */
  key: string | undefined;
  /** JSON Pointer of the string. */
  pointer: string;
  offset: number;
  length: number;
}

export function stringAt(text: string, offset: number): StringAt | undefined {
  const root = parseTree(text);
  const node = root && findNodeAtOffset(root, offset, false);
  if (!node || node.type !== 'string') return undefined;
  const parent = node.parent;
  const isValue = parent?.type !== 'property' || parent.children?.[1] === node;
  if (!isValue) return undefined;
  const key = parent?.type === 'property' ? (parent.children?.[0]?.value as string | undefined) : undefined;
  return { value: node.value as string, key, pointer: formatPointer(getNodePath(node)), offset: node.offset, length: node.length };
}

/** Where the thing a string names is defined in the file: an `"id"` (or a hero's `"hero"`) with that value, not the string itself. */
export function definitionOf(text: string, at: StringAt): { offset: number; length: number } | undefined {
  if (at.key !== undefined && DEFINING_KEYS.has(at.key)) return undefined;
  const root = parseTree(text);
  let found: Node | undefined;
  const visit = (n: Node) => {
    if (found) return;
    if (n.type === 'property' && DEFINING_KEYS.has(n.children?.[0]?.value) && n.children?.[1]?.type === 'string' && n.children[1].value === at.value && n.children[1].offset !== at.offset) {
      found = n.children[1];
      return;
    }
    n.children?.forEach(visit);
  };
  if (root) visit(root);
  return found ? { offset: found.offset, length: found.length } : undefined;
}

/** The JSON Pointer of the innermost value at an offset (what a Ctrl+click on a number or a key is about). */
export function pointerAt(text: string, offset: number): string | undefined {
  const root = parseTree(text);
  const node = root && findNodeAtOffset(root, offset, true);
  return node ? formatPointer(getNodePath(node)) : undefined;
}
