import type { Diagnostic } from './diagnostic';
import { error, info, warning, type Finding } from './findings';
import { inLanguage, withMessage } from './localized';
import { isMessageId, list, msg, type Arg, type Message, type MessageId, type MessageLanguage } from './messages/index';
import { parseJson } from './parse';
import { getDocumentKind, kindFromFileName, kindFromSchema, listDocumentKinds, type CheckContext, type KindDefinition, type ReferenceSpec } from './registry';
import { schemaFindings } from './schema-errors';
import type { SourceText } from './source';

export interface ParsedDocument {
  fileName: string | undefined;
  /** The document kind, from `$schema` first, then the file name; undefined when neither tells. */
  kind: KindDefinition | undefined;
  /** The value, migrated to the current format version; undefined when the text is not JSON. */
  document: unknown;
  /** `formatVersion` as written in the file. */
  formatVersion: number | undefined;
  /** Set when the document was migrated on reading: the version it had. Saving writes the current version. */
  migratedFrom: number | undefined;
  /** Problems found while reading: syntax, kind, version, migration notes. */
  diagnostics: Diagnostic[];
  /** Text and positions; undefined for a document built in memory. */
  source: SourceText | undefined;
  /** False when the studio cannot read this version: validation stops at the reading problems. */
  readable: boolean;
}

export interface ParseOptions {
  /** The language of the messages: 'en' (the default), 'de' or 'fr'. Codes, pointers and ranges never change. */
  language?: MessageLanguage;
}

/** Where a referenced document (a mission's catalog, …) comes from: its text, a parsed value, or why it could not be read. */
export type ReferenceInput =
  | { fileName?: string; text: string }
  | { fileName?: string; document: unknown }
  | { fileName?: string; error: string };
/** The name it had when missions were the only kind with a reference. */
export type CatalogInput = ReferenceInput;

export interface ValidateOptions extends ParseOptions {
  /**
   * The documents this one names, by field (the kind's `references`: a mission's `catalog`, …). Without one, checks
   * that need it are skipped and an info diagnostic says so.
   */
  references?: Readonly<Record<string, ReferenceInput>>;
  /** Shorthand for `references.catalog`. */
  catalog?: ReferenceInput;
  /**
   * Schema descriptions in the message language, by kind: a copy of the kind's schema whose titles and descriptions
   * are translated (`localizeSchema` with a sidecar from schemas/i18n). A missing property's message quotes its
   * description; without a translated one, German and French messages leave it out rather than quote English.
   */
  schemaHelp?: Readonly<Record<string, object>>;
  /** At most this many diagnostics (default 500); a last info diagnostic says how many more there were. */
  maxDiagnostics?: number;
}

export interface ValidationResult {
  /** No diagnostic of severity `error`. */
  valid: boolean;
  diagnostics: Diagnostic[];
  kind: string | undefined;
  document: unknown;
  migratedFrom: number | undefined;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

function place(source: SourceText | undefined, f: Finding, language: MessageLanguage, file?: string): Diagnostic {
  const d: Diagnostic = withMessage({ severity: f.severity, code: f.code, message: '', pointer: f.pointer }, f.message, language);
  const where = f.at === 'none' ? undefined : source?.rangeOf(f.pointer, f.at ?? 'value');
  if (where) {
    d.range = where.range;
    d.offset = where.offset;
    d.length = where.length;
  }
  if (file !== undefined) d.file = file;
  return d;
}

/** A kind's name in a sentence: translated for the kinds the catalog knows, else the kind as it is. */
export function kindName(kind: string): Arg {
  const id = `kind-${kind}`;
  return isMessageId(id) ? ({ id } as Message) : kind;
}

function detect(value: unknown, fileName: string | undefined): { kind?: KindDefinition; findings: Finding[] } {
  const byName = fileName ? kindFromFileName(fileName) : undefined;
  const schema = isObject(value) && typeof value.$schema === 'string' ? value.$schema : undefined;
  const bySchema = schema !== undefined ? kindFromSchema(schema) : undefined;
  if (bySchema) {
    const findings = byName && byName !== bySchema
      ? [warning('kind-mismatch', '/$schema', msg('kind-mismatch', { byName: kindName(byName.kind), bySchema: kindName(bySchema.kind), suffix: bySchema.fileSuffix }))]
      : [];
    return { kind: bySchema, findings };
  }
  if (byName) {
    const findings = schema === undefined
      ? []
      : [warning('kind-unknown-schema', '/$schema', msg('kind-unknown-schema', { kind: kindName(byName.kind), schemaId: byName.schemaId }))];
    return { kind: byName, findings };
  }
  const names = listDocumentKinds().map((k) => `\`*${k.fileSuffix}\``).join(', ');
  return {
    findings: [error('kind-unknown', isObject(value) && '$schema' in value ? '/$schema' : '', msg('kind-unknown', { example: listDocumentKinds()[0]?.schemaId ?? '', names }), 'key')],
  };
}

function migrate(kind: KindDefinition, value: Record<string, unknown>): { document: unknown; from?: number; readable: boolean; findings: Finding[] } {
  const version = value.formatVersion;
  const current = kind.currentVersion;
  if (current === undefined || typeof version !== 'number' || !Number.isInteger(version) || version === current) {
    return { document: value, readable: true, findings: [] };
  }
  if (version > current) {
    return { document: value, readable: false, findings: [error('format-version-newer', '/formatVersion', msg('format-version-newer', { kind: kindName(kind.kind), version, current }))] };
  }
  let doc = value;
  const steps: Message[] = [];
  for (let v = version; v < current; ) {
    const step = kind.migrations.find((m) => m.from === v);
    if (!step) {
      return { document: value, readable: false, findings: [error('format-version-unknown', '/formatVersion', msg('format-version-unknown', { kind: kindName(kind.kind), version: v, known: kind.migrations.map((m) => m.from).concat(current).join(', ') }))] };
    }
    doc = step.migrate(doc);
    steps.push(step.summary);
    v = step.to;
  }
  return {
    document: doc,
    from: version,
    readable: true,
    findings: [info('migrated', '/formatVersion', msg('migrated', { from: version, to: current, steps: list(steps, '; ') }))],
  };
}

function read(value: unknown, fileName: string | undefined): Omit<ParsedDocument, 'diagnostics' | 'source' | 'fileName'> & { findings: Finding[] } {
  const { kind, findings } = detect(value, fileName);
  const formatVersion = isObject(value) && typeof value.formatVersion === 'number' ? value.formatVersion : undefined;
  if (!kind || !isObject(value)) return { kind, document: value, formatVersion, migratedFrom: undefined, readable: true, findings };
  const m = migrate(kind, value);
  return { kind, document: m.document, formatVersion, migratedFrom: m.from, readable: m.readable, findings: [...findings, ...m.findings] };
}

/** Reads a document from its text: parse with positions, detect the kind, migrate old versions. Never throws. */
export function parseDocument(text: string, fileName?: string, options: ParseOptions = {}): ParsedDocument {
  const language = options.language ?? 'en';
  const parsed = parseJson(text, language);
  if (parsed.value === undefined) {
    return { fileName, kind: fileName ? kindFromFileName(fileName) : undefined, document: undefined, formatVersion: undefined, migratedFrom: undefined, diagnostics: parsed.diagnostics, source: parsed.source, readable: false };
  }
  const { findings, ...rest } = read(parsed.value, fileName);
  return { fileName, ...rest, diagnostics: [...parsed.diagnostics, ...findings.map((f) => place(parsed.source, f, language))], source: parsed.source };
}

/** The same as parseDocument for a value built in memory (no text, so diagnostics have no ranges). */
export function documentFromValue(value: unknown, fileName?: string, options: ParseOptions = {}): ParsedDocument {
  const { findings, ...rest } = read(value, fileName);
  return { fileName, ...rest, diagnostics: findings.map((f) => place(undefined, f, options.language ?? 'en')), source: undefined };
}

function schemaCheck(kind: KindDefinition, document: unknown, options: ValidateOptions = {}): Finding[] & { omitted?: number } {
  if (kind.validate(document)) return [];
  const language = options.language ?? 'en';
  const help = language === 'en' ? undefined : { schema: options.schemaHelp?.[kind.kind] as Record<string, any> | undefined };
  return schemaFindings(kind.validate.errors ?? [], kind.schema, document, help);
}

/** A message of the reference's own (`catalog-not-found`, …) when the catalog has one, else the generic wording. */
function referenceMessage(ref: ReferenceSpec, suffix: string, args: Record<string, Arg>): Message {
  const own = `${ref.field}-${suffix}`;
  return { id: isMessageId(own) ? own : (`reference-${suffix}` as MessageId), args: { ...args, field: ref.field, kind: kindName(ref.kind) } };
}

function loadReference(ref: ReferenceSpec, input: ReferenceInput | undefined): { document?: unknown; finding?: Finding } {
  const pointer = `/${ref.field}`;
  if (!input) return { finding: info(`${ref.field}-not-checked`, pointer, referenceMessage(ref, 'not-checked', {}), 'key') };
  if ('error' in input) {
    const message = input.fileName
      ? referenceMessage(ref, 'not-found', { file: input.fileName, reason: input.error })
      : referenceMessage(ref, 'not-found-unnamed', { reason: input.error });
    return { finding: error(`${ref.field}-not-found`, pointer, message) };
  }
  const parsed = 'text' in input ? parseDocument(input.text, input.fileName) : documentFromValue(input.document, input.fileName);
  const kind = getDocumentKind(ref.kind);
  if (!parsed.readable || parsed.kind?.kind !== ref.kind || !kind || schemaCheck(kind, parsed.document).length > 0) {
    const the = `the-${ref.field}`;
    const message = isMessageId(`${ref.field}-invalid`)
      ? referenceMessage(ref, 'invalid', { name: input.fileName ? `\`${input.fileName}\`` : isMessageId(the) ? { id: the as MessageId } : '' })
      : referenceMessage(ref, input.fileName ? 'invalid' : 'invalid-unnamed', { file: input.fileName ?? '' });
    return { finding: warning(`${ref.field}-invalid`, pointer, message) };
  }
  return { document: parsed.document };
}

function semanticCheck(kind: KindDefinition, document: unknown, options: ValidateOptions): Finding[] {
  const findings: Finding[] = [];
  const references: Record<string, unknown> = {};
  for (const ref of kind.references) {
    const input = options.references?.[ref.field] ?? (ref.field === 'catalog' ? options.catalog : undefined);
    const loaded = loadReference(ref, input);
    if (loaded.finding) findings.push(loaded.finding);
    if (loaded.document !== undefined) references[ref.field] = loaded.document;
  }
  const context: CheckContext = { references };
  try {
    for (const f of kind.check?.(document, context) ?? []) findings.push(f);
  } catch (e) {
    findings.push(error('internal-error', '', msg('internal-error', { kind: kindName(kind.kind), detail: e instanceof Error ? e.message : String(e) })));
  }
  return findings;
}

function byPosition(a: Diagnostic, b: Diagnostic): number {
  return (a.offset ?? Number.MAX_SAFE_INTEGER) - (b.offset ?? Number.MAX_SAFE_INTEGER);
}

/**
 * Validates a parsed document: schema, then (when the schema passes) the kind's semantic checks. Never throws.
 * Messages are in `options.language` (English by default), the reading problems of `parsed` included.
 */
export function validateDocument(parsed: ParsedDocument, options: ValidateOptions = {}): ValidationResult {
  const language = options.language ?? 'en';
  const result = (diagnostics: Diagnostic[], omitted = 0): ValidationResult => {
    const max = options.maxDiagnostics ?? 500;
    const sorted = diagnostics.slice().sort(byPosition);
    const shown = sorted.slice(0, max);
    const more = Math.max(0, sorted.length - max) + omitted;
    if (more > 0) shown.push(withMessage({ severity: 'info', code: 'too-many-problems', message: '', pointer: '' }, msg('too-many-problems', { count: more }), language));
    return { valid: !sorted.some((d) => d.severity === 'error'), diagnostics: shown, kind: parsed.kind?.kind, document: parsed.document, migratedFrom: parsed.migratedFrom };
  };
  const read = parsed.diagnostics.map((d) => inLanguage(d, language));
  const kind = parsed.kind;
  if (!kind || !parsed.readable || parsed.document === undefined || parsed.diagnostics.some((d) => d.code === 'kind-unknown')) return result(read);
  const findings = schemaCheck(kind, parsed.document, options);
  if (findings.length === 0) for (const f of semanticCheck(kind, parsed.document, options)) findings.push(f);
  else if (kind.check) findings.push(info('checks-skipped', '', msg('checks-skipped', { kind: kindName(kind.kind) }), 'none'));
  const placed = read.slice();
  for (const f of findings) placed.push(place(parsed.source, f, language));
  return result(placed, findings.omitted);
}

/** parseDocument then validateDocument. */
export function validateText(text: string, fileName?: string, options: ValidateOptions = {}): ValidationResult {
  return validateDocument(parseDocument(text, fileName, options), options);
}
