import { generatedKinds, type GeneratedKind } from '../generated/kinds';
import type { SchemaValidator } from '../generated/validators/catalog.js';
import type { CheckContext, DocumentKindSpec, Migration, ReferenceSpec } from '../ruleset';
import { RULESETS, rulesetsVersion } from '../rulesets/index';
import type { Finding } from './findings';

export type { CheckContext, Migration, ReferenceSpec } from '../ruleset';
export type { SchemaValidator };

/**
 * Everything the engine knows about one document kind (the renderer and main process know its id, `DocumentKind` in
 * src/shared/document-kind.ts, generated from this): its schema (schemas/<kind>.schema.json, found by
 * `npm run gen`) and what its ruleset adds (src/engine/rulesets/<id>/index.ts). A schema no ruleset claims still gets
 * schema validation and kind detection.
 */
export interface KindDefinition {
  kind: string;
  title: string;
  /** The ruleset whose kind it is; undefined for a schema no ruleset claims. */
  ruleset: string | undefined;
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
  /** Documents it names (relative paths) that validation, simulation and export load. */
  references: ReferenceSpec[];
  /** It compiles into a game of its ruleset. */
  playable: boolean;
}

function kindOf(g: GeneratedKind, ruleset: string | undefined, spec: DocumentKindSpec | undefined): KindDefinition {
  return {
    ...g,
    ruleset,
    fileSuffix: `.${g.kind}.json`,
    migrations: spec?.migrations ?? [],
    check: spec?.check,
    references: spec?.references ?? [],
    playable: spec?.playable === true,
  };
}

let cache: { version: number; kinds: KindDefinition[] } | null = null;

/** The kinds, built again only when a ruleset was registered since (rulesets/index.ts). */
function kinds(): KindDefinition[] {
  const version = rulesetsVersion();
  if (cache?.version === version) return cache.kinds;
  const claimed = new Map<string, { ruleset: string; spec: DocumentKindSpec }>();
  for (const r of RULESETS) for (const spec of r.kinds) claimed.set(spec.kind, { ruleset: r.id, spec });
  const list = generatedKinds.map((g) => kindOf(g, claimed.get(g.kind)?.ruleset, claimed.get(g.kind)?.spec));
  // A ruleset registered at run time (a plug-in, the tests' toy) may bring a schema of its own.
  for (const [kind, { ruleset, spec }] of claimed) {
    if (spec.schema && !list.some((k) => k.kind === kind)) list.push(kindOf({ kind, ...spec.schema }, ruleset, spec));
  }
  cache = { version, kinds: list };
  return list;
}

/** Every document kind the studio reads, in a stable order. */
export function listDocumentKinds(): readonly KindDefinition[] {
  return kinds();
}

export function getDocumentKind(kind: string): KindDefinition | undefined {
  return kinds().find((k) => k.kind === kind);
}

/** The kind a `$schema` value names: its `$id`, or any path or URL ending in `<kind>.schema.json`. */
export function kindFromSchema(schema: string): KindDefinition | undefined {
  return kinds().find((k) => schema === k.schemaId || schema.endsWith(`/${k.kind}.schema.json`) || schema === `${k.kind}.schema.json`);
}

export function kindFromFileName(fileName: string): KindDefinition | undefined {
  const lower = fileName.toLowerCase();
  return kinds().find((k) => lower.endsWith(k.fileSuffix));
}
