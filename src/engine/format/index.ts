/**
 * Reading and checking studio documents — the one entry point the CLI, the editor and the simulator use.
 *
 *   const parsed = parseDocument(text, 'verdant-sweep.mission.json');
 *   //  { kind, document, formatVersion, migratedFrom, diagnostics, source, readable }
 *   const result = validateDocument(parsed, { catalog: { fileName, text: catalogText } });
 *   //  { valid, diagnostics, kind, document, migratedFrom }
 *   // or in one call: validateText(text, fileName, options)
 *
 * - Nothing here throws on any input: a truncated, binary, huge (over LIMITS.maxChars) or absurdly nested text comes
 *   back as diagnostics (`json-syntax`, `file-binary`, `file-too-large`, `json-too-deep`, …).
 * - Every Diagnostic has a severity, a stable code (listed with their meaning in docs/formats.md), a message for a
 *   designer, a JSON Pointer, and — when there is text — a 1-based line/column range and an offset/length.
 * - Messages are English unless `{ language: 'de' | 'fr' }` is passed (to parseDocument, validateDocument or
 *   validateText); codes, pointers and ranges are the same in every language. The texts live in messages/.
 * - The kind comes from `$schema` (its `$id` or a path ending in `<kind>.schema.json`), else from the file name
 *   (`*.mission.json`, `*.catalog.json`, `*.deck.json`, …). `listDocumentKinds()` lists them with their schemas.
 * - Older `formatVersion`s are migrated on reading, explicitly: `migratedFrom` is set and an info diagnostic
 *   `migrated` says what changed. A newer version than the studio knows is `format-version-newer` and is not read.
 * - A kind may name other documents by a path relative to itself (its `references`, e.g. a mission's `catalog`;
 *   `referencedPath` reads it): load each and pass it in `references` by field ({text}, {document} or {error} when it
 *   cannot be read). Without it, the checks that need it are skipped (an info diagnostic says so).
 * - Positions: `pointerToRange` and `offsetToPointer` / `rangeToPointer` map between pointers and text for Monaco
 *   markers, the problems panel and "select what is under the cursor". They work on `parsed.source`.
 */
import type { Diagnostic, Position, Range } from './diagnostic';
import type { SourceText } from './source';

export type { Diagnostic, Position, Range, Severity } from './diagnostic';
export { parseDocument, documentFromValue, validateDocument, validateText } from './document';
export type { CatalogInput, ParseOptions, ParsedDocument, ReferenceInput, ValidateOptions, ValidationResult } from './document';
export { MESSAGE_LANGUAGES, messageLanguage, msg, renderMessage } from './messages/index';
export type { Message, MessageId, MessageLanguage } from './messages/index';
export { listDocumentKinds, getDocumentKind, kindFromSchema, kindFromFileName } from './registry';
export type { KindDefinition, Migration, CheckContext, ReferenceSpec } from './registry';
export { LIMITS, parseJson } from './parse';
export { SourceText } from './source';
export { encodePointer, decodePointer, valueAt } from './pointer';

/** The text range of the value a pointer names (or of its deepest existing ancestor); undefined without a tree. */
export function pointerToRange(source: SourceText, pointer: string): Range | undefined {
  return source.rangeOf(pointer)?.range;
}

/** The pointer of the innermost value at a 0-based character offset. */
export function offsetToPointer(source: SourceText, offset: number): string {
  return source.pointerAt(offset);
}

/** The pointer of the innermost value at the start of a range (1-based line/column, as in diagnostics). */
export function rangeToPointer(source: SourceText, range: Range | Position): string {
  const start = 'start' in range ? range.start : range;
  return source.pointerAt(source.lines.offsetAt(start));
}

/** The path a document names in a reference field (a mission's `catalog`, …), relative to it; undefined when it names none. */
export function referencedPath(document: unknown, field: string): string | undefined {
  const c = document !== null && typeof document === 'object' && !Array.isArray(document) ? (document as Record<string, unknown>)[field] : undefined;
  return typeof c === 'string' ? c : undefined;
}

/** The catalog path a mission names, relative to the mission file; undefined when it names none. */
export const missionCatalogPath = (document: unknown): string | undefined => referencedPath(document, 'catalog');

/** Attaches the file name to diagnostics (for lists that mix files). */
export function inFile(diagnostics: readonly Diagnostic[], file: string): Diagnostic[] {
  return diagnostics.map((d) => ({ ...d, file }));
}
