// `npm run schema-i18n`: the German and French help texts of the schemas (schemas/i18n/<kind>.<language>.json).
//
//   npm run schema-i18n                          how many texts each sidecar has, lacks, or holds stale
//   npm run schema-i18n -- --missing de [kind]   the English texts still to translate, as JSON (pointer → texts)
//   npm run schema-i18n -- --merge de file.json  adds translations (pointer → {title?, description?}) to the sidecars
//   npm run schema-i18n -- --prune               drops translations of texts that no longer exist or changed
//
// The English schema stays the source of truth: each translation keeps the hash of the English it was made from,
// so a changed description falls back to English in the studio until it is translated again.
// tests/unit/shell/schema-i18n.test.ts fails while a sidecar lacks a text or holds a stale one.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { schemaTexts, sourceHash, type SchemaNode, type SchemaTexts } from '../src/renderer/schema-i18n/texts';
import type { SchemaTranslation, SchemaTranslations } from '../src/renderer/schema-i18n/localize';

export const LANGUAGES = ['de', 'fr'] as const;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const schemaDir = join(root, 'schemas');
const i18nDir = join(schemaDir, 'i18n');

export const kinds = (): string[] =>
  readdirSync(schemaDir)
    .filter((f) => f.endsWith('.schema.json'))
    .map((f) => f.slice(0, -'.schema.json'.length))
    .sort();

const englishTexts = (kind: string) =>
  schemaTexts(JSON.parse(readFileSync(join(schemaDir, `${kind}.schema.json`), 'utf8')) as SchemaNode);

const sidecarPath = (kind: string, language: string) => join(i18nDir, `${kind}.${language}.json`);

function readSidecar(kind: string, language: string): SchemaTranslations {
  const path = sidecarPath(kind, language);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as SchemaTranslations) : {};
}

/** Writes the translations in the schema's own order, one entry per subschema, so diffs stay small. */
function writeSidecar(kind: string, language: string, translations: SchemaTranslations): void {
  const ordered: SchemaTranslations = {};
  for (const pointer of englishTexts(kind).keys()) if (translations[pointer]) ordered[pointer] = translations[pointer];
  mkdirSync(i18nDir, { recursive: true });
  writeFileSync(sidecarPath(kind, language), JSON.stringify(ordered, null, 2) + '\n');
}

export interface SidecarStatus {
  kind: string;
  language: string;
  /** Texts with a current translation. */
  done: number;
  /** Pointers whose English has no translation (or only some of its fields translated). */
  missing: string[];
  /** Pointers whose translation was made from English that has changed since. */
  stale: string[];
  /** Pointers translated that the schema no longer has. */
  orphaned: string[];
}

const covers = (english: SchemaTexts, t: SchemaTranslation) =>
  (english.title === undefined || !!t.title) && (english.description === undefined || !!t.description);

export function sidecarStatus(kind: string, language: string): SidecarStatus {
  const english = englishTexts(kind);
  const translations = readSidecar(kind, language);
  const status: SidecarStatus = { kind, language, done: 0, missing: [], stale: [], orphaned: [] };
  for (const [pointer, texts] of english) {
    const t = translations[pointer];
    if (!t || !covers(texts, t)) status.missing.push(pointer);
    else if (t.source !== sourceHash(texts)) status.stale.push(pointer);
    else status.done++;
  }
  for (const pointer of Object.keys(translations)) if (!english.has(pointer)) status.orphaned.push(pointer);
  return status;
}

function missing(language: string, only?: string): Record<string, Record<string, SchemaTexts>> {
  const out: Record<string, Record<string, SchemaTexts>> = {};
  for (const kind of kinds().filter((k) => !only || k === only)) {
    const english = englishTexts(kind);
    const status = sidecarStatus(kind, language);
    const todo: Record<string, SchemaTexts> = {};
    for (const pointer of [...status.missing, ...status.stale]) todo[pointer] = english.get(pointer)!;
    if (Object.keys(todo).length) out[kind] = todo;
  }
  return out;
}

/** Merges `{kind: {pointer: {title?, description?}}}`, stamping each with the hash of today's English. */
function merge(language: string, file: string): void {
  const incoming = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, SchemaTexts>>;
  for (const [kind, entries] of Object.entries(incoming)) {
    if (!kinds().includes(kind)) throw new Error(`${file}: there is no schema of kind "${kind}"`);
    const english = englishTexts(kind);
    const translations = readSidecar(kind, language);
    for (const [pointer, texts] of Object.entries(entries)) {
      const source = english.get(pointer);
      if (!source) throw new Error(`${file}: ${kind} has no text at ${pointer}`);
      const entry: SchemaTranslation = { source: sourceHash(source) };
      if (source.title !== undefined && texts.title) entry.title = texts.title;
      if (source.description !== undefined && texts.description) entry.description = texts.description;
      translations[pointer] = entry;
    }
    writeSidecar(kind, language, translations);
  }
}

function prune(): void {
  for (const kind of kinds())
    for (const language of LANGUAGES) {
      const english = englishTexts(kind);
      const kept: SchemaTranslations = {};
      for (const [pointer, t] of Object.entries(readSidecar(kind, language))) {
        const source = english.get(pointer);
        if (source && t.source === sourceHash(source)) kept[pointer] = t;
      }
      writeSidecar(kind, language, kept);
    }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [flag, language, arg] = process.argv.slice(2);
  const known = (l: string | undefined): l is string => !!l && (LANGUAGES as readonly string[]).includes(l);
  if (flag === '--missing' && known(language)) console.log(JSON.stringify(missing(language, arg), null, 2));
  else if (flag === '--merge' && known(language) && arg) merge(language, arg);
  else if (flag === '--prune') prune();
  else if (flag === undefined) {
    for (const kind of kinds())
      for (const l of LANGUAGES) {
        const s = sidecarStatus(kind, l);
        console.log(`${kind}.${l}: ${s.done} translated, ${s.missing.length} missing, ${s.stale.length} stale, ${s.orphaned.length} orphaned`);
      }
  } else {
    console.error('usage: schema-i18n [--missing de|fr [kind] | --merge de|fr file.json | --prune]');
    process.exit(2);
  }
}
