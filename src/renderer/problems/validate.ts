/**
 * What the problems panel shows for one document: the engine's validation (syntax, schema and
 * semantic checks, the same as `studio validate`), in the UI's language. Runs in a Web Worker
 * (validation.worker.ts): the schema validators are large, and this keeps them out of the initial
 * bundle and off the UI thread.
 */
import {
  getDocumentKind,
  messageLanguage,
  validateText as validateWithEngine,
  type Diagnostic,
  type MessageLanguage,
  type ValidateOptions,
} from '../../engine/format';
import type { DocumentKind } from '../../shared/document-kind';
import { localizedSchema } from '../schema-i18n/load';

export interface ValidationRequest {
  kind: DocumentKind;
  name: string;
  text: string;
  /** The documents it names (a mission's catalog, …), by field, those the studio has (open or bundled). */
  references?: Readonly<Record<string, { fileName: string; text: string }>>;
  /** The UI language (`de`, `fr-CA`, …): messages are in it when the studio has them, else English. */
  language?: string;
}

/** The kind's schema with German or French descriptions, for the message of a missing property. */
async function schemaHelp(
  kind: DocumentKind,
  language: MessageLanguage,
): Promise<ValidateOptions['schemaHelp']> {
  const english = getDocumentKind(kind)?.schema;
  if (language === 'en' || !english) return undefined;
  // Without its translations (a chunk that failed to load), the message leaves the description out.
  const localized = await localizedSchema(kind, english, language).catch(() => undefined);
  return localized ? { [kind]: localized } : undefined;
}

export async function validateText(req: ValidationRequest): Promise<Diagnostic[]> {
  const language = messageLanguage(req.language);
  const options: ValidateOptions = { language };
  if (req.references) options.references = req.references;
  const help = await schemaHelp(req.kind, language);
  if (help) options.schemaHelp = help;
  return validateWithEngine(req.text, req.name, options).diagnostics;
}
