/**
 * Schema help in the UI language, for the views that show it (Monaco's hover and completion, the mission
 * inspector's field help) and for the validation worker (a missing property's message quotes its description).
 * Each sidecar `schemas/i18n/<kind>.<language>.json` is its own lazy chunk, loaded the first time a view asks for
 * that kind in that language; English needs none. Localised copies are cached per English schema and language.
 * No React here, so the worker can load it; the hook is in index.ts.
 */
import { localizeSchema, type SchemaTranslations } from '../../engine/format/schema-texts';

type Loader = () => Promise<SchemaTranslations>;

// By file name, so that the glob pattern alone says where the sidecars are.
const sidecars = new Map(
  Object.entries(
    import.meta.glob('../../../schemas/i18n/*.json', { import: 'default' }) as Record<string, Loader>,
  ).map(([path, load]) => [path.slice(path.lastIndexOf('/') + 1), load]),
);

/** The help's language for one of i18next's (`de-CH` reads the German help). */
export const helpLanguage = (language: string): string => language.slice(0, 2).toLowerCase();

/** The sidecar loader for a kind and language, if the studio ships one. */
function sidecar(kind: string, language: string): Loader | undefined {
  return sidecars.get(`${kind}.${helpLanguage(language)}.json`);
}

const cache = new WeakMap<object, Map<string, Promise<unknown>>>();
const ready = new WeakMap<object, Map<string, unknown>>();

/** The schema of `kind` in `language`: the English one itself when there is nothing to translate it with. */
export function localizedSchema<T extends object>(kind: string, english: T, uiLanguage: string): Promise<T> {
  const language = helpLanguage(uiLanguage);
  const load = sidecar(kind, language);
  if (!load) return Promise.resolve(english);
  let byLanguage = cache.get(english);
  if (!byLanguage) cache.set(english, (byLanguage = new Map()));
  let pending = byLanguage.get(language) as Promise<T> | undefined;
  if (!pending) {
    pending = load().then((translations) => {
      const localized = localizeSchema(english, translations);
      let done = ready.get(english);
      if (!done) ready.set(english, (done = new Map()));
      done.set(language, localized);
      return localized;
    });
    // A failed load leaves the English help and may be tried again.
    pending.catch(() => byLanguage.delete(language));
    byLanguage.set(language, pending);
  }
  return pending;
}

/** The localised schema if it is already loaded (or needs no loading), else undefined. */
export function loadedSchema<T extends object>(kind: string, english: T, language: string): T | undefined {
  if (!sidecar(kind, language)) return english;
  return ready.get(english)?.get(helpLanguage(language)) as T | undefined;
}
