/**
 * Text changes as splices. A list of splices applies in order, each offset referring to the text
 * left by the previous one; reversing the list and swapping `removed`/`inserted` undoes it. Monaco
 * (mission editor, deck studio) receives exactly these, so cursor and scroll survive canvas edits.
 */
import { findNodeAtLocation, parse, parseTree, type FormattingOptions, type Node as JsonNode, type ParseError, printParseErrorCode } from 'jsonc-parser';
import { applyPatch, type PatchOp } from './json-patch';
import { DEFAULT_WIDTH, layoutJson, lineAt, oneLine, type JsonLayout } from './json-layout';
import { getAt, parsePointer } from './json-pointer';

export interface Splice {
  offset: number;
  removed: string;
  inserted: string;
}

export function applySplices(text: string, splices: readonly Splice[]): string {
  let result = text;
  for (const s of splices) {
    const actual = result.slice(s.offset, s.offset + s.removed.length);
    if (actual !== s.removed) throw new Error(`Splice at ${s.offset} expected "${s.removed}" but found "${actual}"`);
    result = result.slice(0, s.offset) + s.inserted + result.slice(s.offset + s.removed.length);
  }
  return result;
}

export function invertSplices(splices: readonly Splice[]): Splice[] {
  return splices
    .slice()
    .reverse()
    .map((s) => ({ offset: s.offset, removed: s.inserted, inserted: s.removed }));
}

/** The smallest single splice turning `before` into `after` (common prefix and suffix kept). */
export function diffToSplice(before: string, after: string): Splice | null {
  if (before === after) return null;
  let start = 0;
  const max = Math.min(before.length, after.length);
  while (start < max && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let endB = before.length;
  let endA = after.length;
  while (endB > start && endA > start && before.charCodeAt(endB - 1) === after.charCodeAt(endA - 1)) {
    endB--;
    endA--;
  }
  return { offset: start, removed: before.slice(start, endB), inserted: after.slice(start, endA) };
}

/** Keeps the author's indentation and line endings when the studio writes into their file. */
export function detectFormatting(text: string): FormattingOptions {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const indent = /\n([ \t]+)\S/.exec(text)?.[1];
  if (indent?.startsWith('\t')) return { insertSpaces: false, tabSize: 1, eol };
  return { insertSpaces: true, tabSize: indent ? indent.length : 2, eol };
}

/**
 * Minimal text edits for a patch, so that a canvas edit changes only the lines it concerns. The values written
 * are laid out as the file lays them out (json-layout.ts): a value replaced keeps its one line or its several
 * lines, a new item or member goes in the way its list or object already has them, on one line when it fits.
 * `data` must be the parse of `text`.
 */
export function patchToSplices(text: string, data: unknown, ops: readonly PatchOp[]): { text: string; splices: Splice[] } {
  const formattingOptions = detectFormatting(text);
  const layout: JsonLayout = { indent: formattingOptions.insertSpaces ? ' '.repeat(formattingOptions.tabSize ?? 2) : '\t', eol: formattingOptions.eol ?? '\n', width: DEFAULT_WIDTH };
  let current = text;
  let currentData = data;
  const splices: Splice[] = [];
  const splice = (offset: number, length: number, inserted: string) => {
    const s = { offset, removed: current.slice(offset, offset + length), inserted };
    if (s.removed === s.inserted) return;
    splices.push(s);
    current = applySplices(current, [s]);
  };
  for (const op of ops) {
    // jsonc-parser finds array elements by number only: every segment under an array becomes one.
    const segments: (string | number)[] = parsePointer(op.path);
    let node: unknown = currentData;
    let isArrayInsertion = false;
    segments.forEach((segment, i) => {
      if (Array.isArray(node)) {
        segments[i] = segment === '-' ? node.length : Number(segment);
        if (i === segments.length - 1) isArrayInsertion = op.op === 'add';
        node = node[segments[i] as number];
      } else node = node && typeof node === 'object' ? (node as Record<string, unknown>)[segment as string] : undefined;
    });
    const next = applyPatch(currentData, [op]);
    if (segments.length === 0) {
      splice(0, current.length, layoutJson(op.op === 'remove' ? undefined : op.value, layout, '', 0, true) + layout.eol);
    } else if (op.op === 'remove') {
      // The member or item goes with the comma and space that separate it from its neighbour, nothing else.
      const parent = findNodeAtLocation(parseTree(current)!, segments.slice(0, -1))!;
      const children = parent.children ?? [];
      const last = segments[segments.length - 1];
      const i = typeof last === 'number' ? last : children.findIndex((c) => c.children?.[0]?.value === last);
      const child = children[i];
      if (children.length === 1) splice(parent.offset + 1, parent.length - 2, '');
      else if (i === children.length - 1) splice(children[i - 1].offset + children[i - 1].length, child.offset + child.length - (children[i - 1].offset + children[i - 1].length), '');
      else splice(child.offset, children[i + 1].offset - child.offset, '');
    } else if (!isArrayInsertion && node !== undefined) {
      // A value replaced where it stands: written over its old text, on one line if it was on one line.
      const at = findNodeAtLocation(parseTree(current)!, segments)!;
      const old = current.slice(at.offset, at.offset + at.length);
      const { indent, column } = lineAt(current, at.offset);
      splice(at.offset, at.length, old.includes('\n') ? layoutJson(op.value, layout, indent, column, true) : (oneLine(op.value, 2 * layout.width) ?? layoutJson(op.value, layout, indent, column)));
    } else {
      const parent = findNodeAtLocation(parseTree(current)!, segments.slice(0, -1))!;
      const key = segments[segments.length - 1];
      insert(current, parent, typeof key === 'number' ? key : null, typeof key === 'string' ? key : null, op.value, getAt(next, op.path.slice(0, op.path.lastIndexOf('/'))), layout, splice);
    }
    currentData = next;
  }
  return { text: current, splices };
}

/**
 * A new item of a list or member of an object, written the way its siblings are: each on its own line when
 * they are, else beside them — unless that makes the line too long, when the whole list or object is laid out
 * again (it was on one line, so that is still a one-line change).
 */
function insert(
  text: string,
  parent: JsonNode,
  index: number | null,
  key: string | null,
  value: unknown,
  whole: unknown,
  layout: JsonLayout,
  splice: (offset: number, length: number, inserted: string) => void,
): void {
  const children = parent.children ?? [];
  const { indent, column } = lineAt(text, parent.offset);
  const old = text.slice(parent.offset, parent.offset + parent.length);
  const relayout = () => splice(parent.offset, parent.length, old.includes('\n') ? layoutJson(whole, layout, indent, column, true) : layoutJson(whole, layout, indent, column));
  if (children.length === 0) return relayout();
  const head = key === null ? '' : `${JSON.stringify(key)}: `;
  const first = children[0];
  const broken = text.slice(parent.offset, first.offset).includes('\n');
  const at = index === null ? children.length : Math.min(index, children.length);
  if (broken) {
    const inner = lineAt(text, first.offset).indent;
    const item = inner + head + layoutJson(value, layout, inner, inner.length + head.length);
    if (at === 0) splice(first.offset - inner.length, 0, `${item},${layout.eol}`);
    else {
      const prev = children[at - 1];
      splice(prev.offset + prev.length, 0, `,${layout.eol}${item}`);
    }
    return;
  }
  const item = head + (oneLine(value) ?? '');
  const lineEnd = text.indexOf('\n', parent.offset + parent.length);
  const lineLength = (lineEnd < 0 ? text.length : lineEnd) - (parent.offset - column);
  if (lineLength + item.length + 2 > layout.width) return relayout();
  if (at === 0) splice(first.offset, 0, `${item}, `);
  else {
    const prev = children[at - 1];
    splice(prev.offset + prev.length, 0, `, ${item}`);
  }
}

export interface JsonSyntaxError {
  message: string;
  offset: number;
  length: number;
}

export function parseJson(text: string): { data: unknown; errors: JsonSyntaxError[] } {
  const errors: ParseError[] = [];
  const data = parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  return {
    data,
    errors: errors.map((e) => ({ message: printParseErrorCode(e.error), offset: e.offset, length: e.length })),
  };
}
