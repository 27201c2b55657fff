/**
 * A problem found in a document. The same shape serves the CLI (`file:line:col`), Monaco markers
 * (range) and the canvas (pointer → object). Lines and columns are 1-based, as editors show them.
 */
export type Severity = 'error' | 'warning' | 'info';

export interface Position {
  line: number;
  column: number;
}

export interface Range {
  start: Position;
  end: Position;
}

export interface Diagnostic {
  severity: Severity;
  /** Stable code, e.g. `json-syntax`, `schema-required`, `ref-missing`; documented in docs/formats.md. */
  code: string;
  /** For a designer: what is wrong and how to fix it. */
  message: string;
  /** JSON Pointer (RFC 6901) to the offending value; '' is the whole document. */
  pointer: string;
  /** Where in the text; absent only when the document has no text (e.g. built in memory). */
  range?: Range;
  /** Character offset and length in the text, for editors that work in offsets. */
  offset?: number;
  length?: number;
  file?: string;
}
