/**
 * Schema help in the UI language: the loading and caching are in load.ts (shared with the validation worker); this
 * adds the hook for React views.
 */
import { useEffect, useState } from 'react';
import { loadedSchema, localizedSchema } from './load';

export { helpLanguage, loadedSchema, localizedSchema } from './load';

/** For React views: the schema in `language`, English until its translations have loaded, then re-rendered. */
export function useLocalizedSchema<T extends object>(kind: string, english: T, language: string): T {
  const [, setLoaded] = useState(0);
  const loaded = loadedSchema(kind, english, language);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    localizedSchema(kind, english, language).then(
      () => live && setLoaded((n) => n + 1),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [kind, english, language, loaded]);
  return loaded ?? english;
}
