import { generatedKinds } from '../generated/kinds';
import type { SchemaValidator } from '../generated/validators/catalog.js';
import type { Catalog } from '../generated/types/catalog';
import { catalogChecks } from '../rulesets/sine-tempore/format/catalog-checks';
import { missionChecks } from '../rulesets/sine-tempore/format/mission-checks';
import { deckFindings } from '../rulesets/time-stories/format/checks';
import type { Finding } from './findings';
import type { Message } from './messages/index';
import { missionMigrations } from '../rulesets/sine-tempore/format/mission-migrations';
import { universalisKinds } from '../rulesets/universalis/format/index';

/** One step of a file format's history. `migrate` never throws; shapes it does not recognise are left for the schema. */
export interface Migration {
  from: number;
  to: number;
  /** What changed, for the info diagnostic the user sees (a message, so it reads in the user's language). */
  summary: Message;
  migrate(document: Record<string, unknown>): Record<string, unknown>;
}

/** What a kind's semantic checks may look at besides the document. */
export interface CheckContext {
  /** The mission's catalog, already valid against its schema; absent when it could not be loaded. */
  catalog?: Catalog;
  /** The documents this one names (by field, like a skirmish's `units`), each valid against its schema; a field is
   * absent when its document was not given or could not be loaded. */
  references?: Record<string, unknown>;
}

/** A field of a document that names another document by a path relative to it (a skirmish's `units`). */
export interface DocumentReference {
  field: string;
  kind: string;
}

/** Everything the studio knows about one document kind: adding a kind is adding one entry. */
export interface DocumentKind {
  kind: string;
  title: string;
  /** The schema's `$id`; documents name it in `$schema`. */
  schemaId: string;
  schemaFile: string;
  /** File names ending with this are of this kind when `$schema` does not say. */
  fileSuffix: string;
  /** The `formatVersion` the studio writes; undefined for a schema without one. */
  currentVersion: number | undefined;
  schema: Record<string, unknown>;
  validate: SchemaValidator;
  migrations: Migration[];
  /** Semantic checks, run only on a document that passed its schema. */
  check?: (document: any, context: CheckContext) => Finding[];
  /** The kind refers to a catalog (`"catalog": "…catalog.json"`) that validation needs. */
  usesCatalog?: boolean;
  /** Other documents it names, which validation loads and passes to `check` as `references`. */
  references?: readonly DocumentReference[];
}

// Hand-written parts per kind. A schema without an entry here still gets schema validation and kind detection.
const extensions: Record<string, Partial<Pick<DocumentKind, 'migrations' | 'check' | 'usesCatalog' | 'references'>>> = {
  catalog: { check: catalogChecks },
  mission: { check: missionChecks, migrations: missionMigrations, usesCatalog: true },
  deck: { check: deckFindings },
  ...universalisKinds,
};

const kinds: DocumentKind[] = generatedKinds.map((g) => ({
  ...g,
  fileSuffix: `.${g.kind}.json`,
  migrations: [],
  ...extensions[g.kind],
}));

/** Every document kind the studio reads, in a stable order. */
export function listDocumentKinds(): readonly DocumentKind[] {
  return kinds;
}

export function getDocumentKind(kind: string): DocumentKind | undefined {
  return kinds.find((k) => k.kind === kind);
}

/** The kind a `$schema` value names: its `$id`, or any path or URL ending in `<kind>.schema.json`. */
export function kindFromSchema(schema: string): DocumentKind | undefined {
  return kinds.find((k) => schema === k.schemaId || schema.endsWith(`/${k.kind}.schema.json`) || schema === `${k.kind}.schema.json`);
}

export function kindFromFileName(fileName: string): DocumentKind | undefined {
  const lower = fileName.toLowerCase();
  return kinds.find((k) => lower.endsWith(k.fileSuffix));
}
