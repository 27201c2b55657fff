/**
 * Which top-level fields the Details view offers: plain strings, and localised texts written as
 * `{ "en": …, "de": …, "fr": … }` (the formats' `text` definition).
 */
import { LANGUAGES, type Language } from '../../i18n';

export type TextField =
  | { key: string; kind: 'plain'; value: string }
  | { key: string; kind: 'localised'; values: Partial<Record<Language, string>> };

/** Shown first, in this order; other string fields follow alphabetically. */
const PREFERRED = ['title', 'name', 'author', 'version', 'description', 'language'];
/** Identity of the file format, not content: editing them here would only break the file. */
const HIDDEN = new Set(['$schema', 'formatVersion', 'ruleset']);
export const MULTILINE = new Set(['description', 'specialRules', 'intro', 'notes']);

function isLocalised(v: unknown): v is Partial<Record<Language, string>> {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
  const entries = Object.entries(v);
  return entries.length > 0 && entries.every(([k, s]) => (LANGUAGES as readonly string[]).includes(k) && typeof s === 'string');
}

export function textFields(data: unknown): TextField[] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [];
  const fields: TextField[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (HIDDEN.has(key)) continue;
    if (typeof value === 'string') fields.push({ key, kind: 'plain', value });
    else if (isLocalised(value)) fields.push({ key, kind: 'localised', values: value });
  }
  const rank = (k: string) => (PREFERRED.includes(k) ? PREFERRED.indexOf(k) : PREFERRED.length);
  return fields.sort((a, b) => rank(a.key) - rank(b.key) || a.key.localeCompare(b.key));
}

/**
 * A text field's label. A ruleset names its kinds' own fields (a mission's planet) in its words
 * (`<namespace>:details.field.<key>`); the shell names only the fields every document has; any other field shows its
 * JSON name.
 */
export function fieldLabel(
  exists: (key: string) => boolean,
  t: (key: string) => string,
  namespace: string | null,
  key: string,
): string {
  for (const k of namespace ? [`${namespace}:details.field.${key}`, `details.field.${key}`] : [`details.field.${key}`])
    if (exists(k)) return t(k);
  return key;
}
