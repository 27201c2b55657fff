/**
 * Text changes as splices. A list of splices applies in order, each offset referring to the text
 * left by the previous one; reversing the list and swapping `removed`/`inserted` undoes it. Monaco
 * (mission editor, deck studio) receives exactly these, so cursor and scroll survive canvas edits.
 */
import { modify, parse, type FormattingOptions, type ParseError, printParseErrorCode } from 'jsonc-parser';
import { applyPatch, type PatchOp } from './json-patch';
import { parsePointer } from './json-pointer';

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
 * Minimal text edits for a patch, so that a canvas edit changes only the lines it concerns.
 * `data` must be the parse of `text`.
 */
export function patchToSplices(text: string, data: unknown, ops: readonly PatchOp[]): { text: string; splices: Splice[] } {
  const formattingOptions = detectFormatting(text);
  let current = text;
  let currentData = data;
  const splices: Splice[] = [];
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
    const value = op.op === 'remove' ? undefined : op.value;
    if (segments.length === 0) {
      const next = JSON.stringify(value, null, formattingOptions.insertSpaces ? formattingOptions.tabSize : '\t') + '\n';
      splices.push({ offset: 0, removed: current, inserted: next });
      current = next;
    } else {
      const edits = modify(current, segments, value, { formattingOptions, isArrayInsertion });
      // Applying from the end keeps every earlier offset valid, which makes the list sequential.
      for (const e of edits.slice().sort((a, b) => b.offset - a.offset)) {
        const s = { offset: e.offset, removed: current.slice(e.offset, e.offset + e.length), inserted: e.content };
        splices.push(s);
        current = applySplices(current, [s]);
      }
    }
    currentData = applyPatch(currentData, [op]);
  }
  return { text: current, splices };
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
