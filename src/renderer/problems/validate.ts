/**
 * What the problems panel shows for one document: the engine's validation (syntax, schema and
 * semantic checks, the same as `studio validate`). Runs in a Web Worker (validation.worker.ts):
 * the schema validators are large, and this keeps them out of the initial bundle and off the UI
 * thread.
 */
import { validateText as validateWithEngine, type Diagnostic } from '../../engine/format';
import type { DocumentKind } from '../../shared/document-kind';

export interface ValidationRequest {
  kind: DocumentKind;
  name: string;
  text: string;
  /** The catalog a mission names, when the studio has it (an open document or a bundled sample). */
  catalog?: { fileName: string; text: string };
}

export function validateText(req: ValidationRequest): Diagnostic[] {
  return validateWithEngine(req.text, req.name, req.catalog ? { catalog: req.catalog } : {}).diagnostics;
}
