/**
 * What the inspector calls a field and the values of a list, in the UI language. Pure (a `has` and a `t`), so the
 * choice of words can be tested without a page.
 */
import { TERRAIN_NAMES, type TerrainCode } from '../edits/board';
import type { Described } from './schema-fields';

export interface Words {
  t(key: string, options?: Record<string, unknown>): string;
  /** Whether the messages have this key. */
  has(key: string): boolean;
}

/** `spawnRate` → "Spawn rate", `hero-ko` → "Hero ko": the last resort for a key without a message. */
const spelled = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/-/g, ' ')
    .replace(/^./, (c) => c.toUpperCase());

/**
 * A field's name. The property's own name decides (`momentum.start` is "Start", though it holds a time); a message
 * for the field at its place in the schema (`fieldAt`, e.g. an event trigger's `at`, which is a time there and a
 * square everywhere else) goes before it.
 */
export function fieldLabel(words: Words, name: string, described?: Pick<Described, 'site'>): string {
  const atSite = described ? `mission:fieldAt.${described.site.replace(/\./g, '/')}` : '';
  if (atSite && words.has(atSite)) return words.t(atSite);
  const key = `mission:field.${name}`;
  return words.has(key) ? words.t(key) : spelled(name);
}

/**
 * The words for one value of a list the schema fixes (a spawn point's state, a status, a condition without a
 * value); the file keeps the value itself. Values are named by the field they belong to (`state`, `status`, …),
 * with the few lists the studio already names elsewhere (languages, object kinds, terrain) taken from there.
 */
export function enumLabel(
  words: Words,
  described: Pick<Described, 'path' | 'site'>,
  value: string | number,
): string {
  const key = enumKey(described, value);
  return key && words.has(key) ? words.t(key) : String(value);
}

function enumKey(
  { path, site }: Pick<Described, 'path' | 'site'>,
  value: string | number,
): string | undefined {
  if (site === 'language') return `language.${value}`;
  if (site === 'object.kind') return `mission:objectKind.${value}`;
  if (site === 'board.terrain.items.terrain') {
    const name = TERRAIN_NAMES[value as TerrainCode];
    return name ? `mission:terrain.${name}` : undefined;
  }
  const list = path.slice(path.lastIndexOf('.') + 1);
  // i18next splits keys at dots: a value with one cannot be a key (only terrain codes have them, named above).
  return String(value).includes('.') ? undefined : `mission:enum.${list}.${value}`;
}
