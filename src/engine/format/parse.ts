import { parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import type { Diagnostic } from './diagnostic';
import { encodePointer } from './pointer';
import { SourceText } from './source';

/** Limits that keep a hostile or mistaken file (huge, binary, absurdly nested) from hanging or crashing anything. */
export const LIMITS = {
  /** Characters of text; the largest real missions are a few megabytes. */
  maxChars: 16 * 1024 * 1024,
  /** Nesting of arrays and objects; real documents stay under 15. Recursive code downstream relies on this bound. */
  maxDepth: 128,
  /** Syntax errors reported per file: after the first few they are mostly echoes of the first. */
  maxSyntaxErrors: 20,
};

export interface JsonParse {
  /** The parsed value; undefined when the text is not valid JSON. */
  value: unknown;
  diagnostics: Diagnostic[];
  source: SourceText;
}

// Keyed by jsonc-parser's error names (its codes are a const enum, which isolated modules cannot read).
const syntaxMessages: Record<string, string> = {
  InvalidSymbol: 'Unexpected character here: JSON has objects `{…}`, arrays `[…]`, strings in double quotes, numbers, true, false and null.',
  InvalidNumberFormat: 'This number is not written correctly (JSON numbers look like 12, -3 or 0.5).',
  PropertyNameExpected: 'A property name in double quotes is expected here. Is there a comma after the last property, or a name without quotes?',
  ValueExpected: 'A value is expected here. Is there a comma after the last item, or a missing value?',
  ColonExpected: 'A colon `:` is expected after the property name.',
  CommaExpected: 'A comma is expected between these two values.',
  CloseBraceExpected: 'This object is not closed: a `}` is expected.',
  CloseBracketExpected: 'This array is not closed: a `]` is expected.',
  EndOfFileExpected: 'Unexpected text after the end of the document: a file holds exactly one JSON value.',
  InvalidCommentToken: 'Comments are not allowed in JSON files; put notes in a `description` field instead.',
  UnexpectedEndOfComment: 'Comments are not allowed in JSON files, and this one is not closed.',
  UnexpectedEndOfString: 'This string is not closed: a `"` is missing.',
  UnexpectedEndOfNumber: 'This number is cut off.',
  InvalidUnicode: 'Invalid `\\u` escape: it needs four hexadecimal digits, like `\\u00e9`.',
  InvalidEscapeCharacter: 'Invalid escape: inside a string only \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX are allowed.',
  InvalidCharacter: 'A control character (a tab or a line break) inside a string must be written as an escape like `\\t` or `\\n`.',
};

const at = (source: SourceText, severity: Diagnostic['severity'], code: string, message: string, offset: number, length: number, pointer = ''): Diagnostic => ({
  severity,
  code,
  message,
  pointer,
  offset,
  length,
  range: source.lines.rangeOf(offset, length),
});

const megabytes = (chars: number) => `${(chars / (1024 * 1024)).toFixed(1)} MB`;

/**
 * One pass over the text, strings skipped: the deepest nesting (and where it first goes past the limit), and the
 * number of `:` outside strings, which in valid JSON is the number of object members.
 */
function scan(text: string): { tooDeepAt: number; colons: number } {
  let depth = 0;
  let colons = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > LIMITS.maxDepth) return { tooDeepAt: i, colons };
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
    else if (c === 58 /* : */) colons++;
  }
  return { tooDeepAt: -1, colons };
}

function countMembers(value: unknown): number {
  if (Array.isArray(value)) {
    let n = 0;
    for (const v of value) if (v !== null && typeof v === 'object') n += countMembers(v);
    return n;
  }
  if (value !== null && typeof value === 'object') {
    let n = 0;
    for (const k in value) {
      n++;
      const v = (value as Record<string, unknown>)[k];
      if (v !== null && typeof v === 'object') n += countMembers(v);
    }
    return n;
  }
  return 0;
}

function duplicateKeys(source: SourceText): Diagnostic[] {
  const out: Diagnostic[] = [];
  const visit = (node: Node, path: (string | number)[]) => {
    if (node.type === 'object') {
      const seen = new Map<string, Node>();
      for (const member of node.children ?? []) {
        const key = member.children?.[0];
        if (!key) continue;
        const name = String(key.value);
        const earlier = seen.get(name);
        if (earlier) {
          const later = source.lines.positionAt(key.offset);
          out.push(at(source, 'error', 'json-duplicate-key', `\`${name}\` appears twice in this object. Only the last one (line ${later.line}) counts; remove or rename this one.`, earlier.offset, earlier.length, encodePointer([...path, name])));
        }
        seen.set(name, key);
        if (member.children?.[1]) visit(member.children[1], [...path, name]);
      }
    } else if (node.type === 'array') {
      node.children?.forEach((child, i) => visit(child, [...path, i]));
    }
  };
  const root = source.tree();
  if (root) visit(root, []);
  return out;
}

function syntaxErrors(source: SourceText): Diagnostic[] {
  const errors: ParseError[] = [];
  parseTree(source.text, errors, { disallowComments: true, allowTrailingComma: false });
  const end = source.text.trimEnd().length;
  const out = errors.slice(0, LIMITS.maxSyntaxErrors).map((e) => {
    const name = printParseErrorCode(e.error);
    let message = syntaxMessages[name] ?? 'This is not valid JSON.';
    if (e.offset >= end && ['CloseBraceExpected', 'CloseBracketExpected', 'ValueExpected', 'UnexpectedEndOfString', 'ColonExpected', 'PropertyNameExpected'].includes(name)) {
      message = `The file ends too early: it looks cut off (was it saved completely?). ${message}`;
    }
    const offset = Math.min(e.offset, source.text.length);
    if (name === 'InvalidCharacter') {
      // jsonc-parser points at the string; the designer needs the invisible character inside it.
      for (let i = offset; i < offset + e.length; i++) if (source.text.charCodeAt(i) < 0x20) return at(source, 'error', 'json-syntax', message, i, 1);
    }
    return at(source, 'error', 'json-syntax', message, offset, Math.max(e.length, 1));
  });
  // One slip often yields two reports at the same place (a trailing comma: "name expected", "value expected").
  const distinct = out.filter((d, i) => i === 0 || d.offset !== out[i - 1].offset);
  if (distinct.length === 0) distinct.push(at(source, 'error', 'json-syntax', 'This is not valid JSON.', 0, 1));
  return distinct;
}

/** Parses JSON text with positions. Never throws: every problem comes back as a diagnostic. */
export function parseJson(input: string): JsonParse {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const source = new SourceText(text);
  const fail = (d: Diagnostic): JsonParse => ({ value: undefined, diagnostics: [d], source });

  if (text.length > LIMITS.maxChars) {
    return fail({ severity: 'error', code: 'file-too-large', message: `This file is ${megabytes(text.length)}; the studio reads documents up to ${megabytes(LIMITS.maxChars)}. Is this the right file?`, pointer: '', offset: 0, length: 0, range: { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } } });
  }
  const nul = text.indexOf('\u0000');
  if (nul !== -1) return fail(at(source, 'error', 'file-binary', 'This is not a text file (it contains NUL bytes). Studio documents are JSON text.', nul, 1));
  if (text.trim() === '') return fail(at(source, 'error', 'json-empty', 'The file is empty. A studio document is one JSON object, starting with `{`.', 0, 0));

  const { tooDeepAt, colons } = scan(text);
  if (tooDeepAt !== -1) {
    return fail(at(source, 'error', 'json-too-deep', `Arrays and objects are nested more than ${LIMITS.maxDepth} levels deep here; no studio document needs that. Is this the right file?`, tooDeepAt, 1));
  }

  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { value: undefined, diagnostics: syntaxErrors(source), source };
  }
  const diagnostics = countMembers(value) === colons ? [] : duplicateKeys(source);
  return { value, diagnostics, source };
}
