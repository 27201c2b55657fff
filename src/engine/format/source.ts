import { findNodeAtOffset, getNodePath, parseTree, type Node } from 'jsonc-parser';
import type { Range } from './diagnostic';
import { decodePointer, encodePointer } from './pointer';
import { TextLines } from './text';

/**
 * The text of a document with its positions. The jsonc-parser tree is built only when a position is asked for:
 * a valid 5 MB mission parses with the native JSON.parse in a few tens of milliseconds and never needs it.
 */
export class SourceText {
  readonly lines: TextLines;
  private root: Node | undefined | null = null;

  constructor(readonly text: string) {
    this.lines = new TextLines(text);
  }

  /** The parse tree, or undefined when the text has no JSON value at all. */
  tree(): Node | undefined {
    if (this.root === null) this.root = parseTree(this.text, [], { disallowComments: true }) ?? undefined;
    return this.root;
  }

  /**
   * The node a pointer names, or its deepest ancestor that exists in the text (a value a migration added, or a
   * property that is missing). `exact` tells which.
   */
  nodeAt(pointer: string): { node: Node; exact: boolean } | undefined {
    const root = this.tree();
    const path = decodePointer(pointer);
    if (!root || !path) return undefined;
    let node = root;
    for (const key of path) {
      const next = childOf(node, key);
      if (!next) return { node, exact: false };
      node = next;
    }
    return { node, exact: true };
  }

  /**
   * Where a pointer is in the text. `value` covers the value; `key` covers the property name when the value is an
   * object member (the friendliest thing to underline for a whole object), else the value's first character.
   */
  rangeOf(pointer: string, mode: 'value' | 'key' = 'value'): { offset: number; length: number; range: Range } | undefined {
    const found = this.nodeAt(pointer);
    if (!found) return undefined;
    let { offset, length } = found.node;
    const parent = found.node.parent;
    if (mode === 'key') {
      if (parent?.type === 'property' && parent.children?.[0]) ({ offset, length } = parent.children[0]);
      else length = Math.min(length, 1);
    }
    return { offset, length, range: this.lines.rangeOf(offset, length) };
  }

  /** The pointer of the innermost value at a text offset ('' for the document itself or outside any value). */
  pointerAt(offset: number): string {
    const root = this.tree();
    if (!root) return '';
    let node = findNodeAtOffset(root, offset, true);
    if (!node) return '';
    // On a property name, the property's value is what the user means.
    if (node.parent?.type === 'property' && node.parent.children?.[0] === node) node = node.parent.children[1] ?? node;
    if (node.type === 'property') node = node.children?.[1] ?? node;
    return encodePointer(getNodePath(node));
  }
}

// The last member with the key wins, as with JSON.parse, so a duplicated key points at the value actually used.
function childOf(node: Node, key: string): Node | undefined {
  if (node.type === 'array') return /^(0|[1-9]\d*)$/.test(key) ? node.children?.[Number(key)] : undefined;
  if (node.type !== 'object') return undefined;
  let found: Node | undefined;
  for (const member of node.children ?? []) if (member.children?.[0]?.value === key && member.children[1]) found = member.children[1];
  return found;
}
