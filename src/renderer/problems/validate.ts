/**
 * What the problems panel shows for one document. Runs on the UI thread for small documents and
 * in a worker (validation.worker.ts, through comlink) for big ones; both call this function.
 */
import type { Diagnostic } from '../../engine/format/diagnostic';
import type { DocumentKind } from '../../shared/document-kind';
import { parseJson } from '../store/text-edits';

export interface ValidationRequest {
  kind: DocumentKind;
  name: string;
  text: string;
}

/** 1-based line and column of a character offset. */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

export function validateText(req: ValidationRequest): Diagnostic[] {
  const { errors } = parseJson(req.text);
  return errors.map((e) => ({
    severity: 'error',
    code: 'json-syntax',
    message: e.message,
    pointer: '',
    offset: e.offset,
    length: e.length,
    range: { start: positionAt(req.text, e.offset), end: positionAt(req.text, e.offset + e.length) },
  }));
}
