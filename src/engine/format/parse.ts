import { parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import type { Diagnostic } from './diagnostic';
import { withMessage } from './localized';
import { decimal, msg, type Message, type MessageLanguage } from './messages/index';
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
const syntaxMessages: Record<string, Message> = {
  InvalidSymbol: msg('syntax-invalid-symbol'),
  InvalidNumberFormat: msg('syntax-invalid-number-format'),
  PropertyNameExpected: msg('syntax-property-name-expected'),
  ValueExpected: msg('syntax-value-expected'),
  ColonExpected: msg('syntax-colon-expected'),
  CommaExpected: msg('syntax-comma-expected'),
  CloseBraceExpected: msg('syntax-close-brace-expected'),
  CloseBracketExpected: msg('syntax-close-bracket-expected'),
  EndOfFileExpected: msg('syntax-end-of-file-expected'),
  InvalidCommentToken: msg('syntax-invalid-comment-token'),
  UnexpectedEndOfComment: msg('syntax-unexpected-end-of-comment'),
  UnexpectedEndOfString: msg('syntax-unexpected-end-of-string'),
  UnexpectedEndOfNumber: msg('syntax-unexpected-end-of-number'),
  InvalidUnicode: msg('syntax-invalid-unicode'),
  InvalidEscapeCharacter: msg('syntax-invalid-escape-character'),
  InvalidCharacter: msg('syntax-invalid-character'),
};

const at = (source: SourceText, language: MessageLanguage, severity: Diagnostic['severity'], code: string, message: Message, offset: number, length: number, pointer = ''): Diagnostic =>
  withMessage({ severity, code, message: '', pointer, offset, length, range: source.lines.rangeOf(offset, length) }, message, language);

/** A size in megabytes with one decimal, for messages. */
export const megabytes = (chars: number) => decimal(chars / (1024 * 1024), 1);

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

function duplicateKeys(source: SourceText, language: MessageLanguage): Diagnostic[] {
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
          out.push(at(source, language, 'error', 'json-duplicate-key', msg('json-duplicate-key', { name, line: later.line }), earlier.offset, earlier.length, encodePointer([...path, name])));
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

function syntaxErrors(source: SourceText, language: MessageLanguage): Diagnostic[] {
  const errors: ParseError[] = [];
  parseTree(source.text, errors, { disallowComments: true, allowTrailingComma: false });
  const end = source.text.trimEnd().length;
  const out = errors.slice(0, LIMITS.maxSyntaxErrors).map((e) => {
    const name = printParseErrorCode(e.error);
    let message = syntaxMessages[name] ?? msg('syntax-not-json');
    if (e.offset >= end && ['CloseBraceExpected', 'CloseBracketExpected', 'ValueExpected', 'UnexpectedEndOfString', 'ColonExpected', 'PropertyNameExpected'].includes(name)) {
      message = msg('syntax-cut-off', { detail: message });
    }
    const offset = Math.min(e.offset, source.text.length);
    if (name === 'InvalidCharacter') {
      // jsonc-parser points at the string; the designer needs the invisible character inside it.
      for (let i = offset; i < offset + e.length; i++) if (source.text.charCodeAt(i) < 0x20) return at(source, language, 'error', 'json-syntax', message, i, 1);
    }
    return at(source, language, 'error', 'json-syntax', message, offset, Math.max(e.length, 1));
  });
  // One slip often yields two reports at the same place (a trailing comma: "name expected", "value expected").
  const distinct = out.filter((d, i) => i === 0 || d.offset !== out[i - 1].offset);
  if (distinct.length === 0) distinct.push(at(source, language, 'error', 'json-syntax', msg('syntax-not-json'), 0, 1));
  return distinct;
}

/** Parses JSON text with positions. Never throws: every problem comes back as a diagnostic, in `language`. */
export function parseJson(input: string, language: MessageLanguage = 'en'): JsonParse {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const source = new SourceText(text);
  const fail = (d: Diagnostic): JsonParse => ({ value: undefined, diagnostics: [d], source });

  if (text.length > LIMITS.maxChars) {
    const message = msg('file-too-large', { size: megabytes(text.length), limit: megabytes(LIMITS.maxChars) });
    return fail(withMessage({ severity: 'error', code: 'file-too-large', message: '', pointer: '', offset: 0, length: 0, range: { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } } }, message, language));
  }
  const nul = text.indexOf('\u0000');
  if (nul !== -1) return fail(at(source, language, 'error', 'file-binary', msg('file-binary'), nul, 1));
  if (text.trim() === '') return fail(at(source, language, 'error', 'json-empty', msg('json-empty'), 0, 0));

  const { tooDeepAt, colons } = scan(text);
  if (tooDeepAt !== -1) {
    return fail(at(source, language, 'error', 'json-too-deep', msg('json-too-deep', { max: LIMITS.maxDepth }), tooDeepAt, 1));
  }

  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { value: undefined, diagnostics: syntaxErrors(source, language), source };
  }
  const diagnostics = countMembers(value) === colons ? [] : duplicateKeys(source, language);
  return { value, diagnostics, source };
}
