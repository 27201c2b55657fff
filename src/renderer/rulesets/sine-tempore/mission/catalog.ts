/**
 * The catalog a mission draws on, found the way validation finds it (`studio.referenceFor`: an open document of
 * that name first, so edits to an open catalog show at once; else the bundled sample). Re-read when the
 * mission names another catalog or an open catalog changes.
 */
import { useEffect, useState } from 'react';
import type { Catalog } from '../../../../engine/generated/types/catalog';
import { indexCatalog, type CatalogIndex } from '../../../../engine/rulesets/sine-tempore/print';
import type { DocumentModel } from '../../../store/document-model';
import { parseJson } from '../../../store/text-edits';
import type { Studio } from '../../../studio';

const parsed = new Map<string, CatalogIndex | undefined>();

function indexText(text: string): CatalogIndex | undefined {
  if (parsed.has(text)) return parsed.get(text);
  const { data, errors } = parseJson(text);
  const ok = errors.length === 0 && !!data && typeof data === 'object' && Array.isArray((data as Catalog).tiles) && Array.isArray((data as Catalog).scenicElements);
  const index = ok ? indexCatalog(data as Catalog) : undefined;
  if (parsed.size > 8) parsed.clear();
  parsed.set(text, index);
  return index;
}

export function useCatalog(doc: DocumentModel, studio: Studio): { catalog: CatalogIndex | undefined; name: string | undefined; loading: boolean } {
  const [state, setState] = useState<{ catalog: CatalogIndex | undefined; name: string | undefined; loading: boolean }>({ catalog: undefined, name: undefined, loading: true });
  useEffect(() => {
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastKey: unknown;
    const resolve = async () => {
      const found = await studio.referenceFor(doc.getSnapshot(), 'catalog');
      if (!alive) return;
      const catalog = found ? indexText(found.text) : undefined;
      setState((s) => (s.catalog === catalog && s.name === found?.fileName && !s.loading ? s : { catalog, name: found?.fileName, loading: false }));
    };
    const check = () => {
      const data = doc.getSnapshot().data as { catalog?: unknown } | undefined;
      const open = studio.workspace.all.find((d) => d !== doc && d.getSnapshot().meta.kind === 'catalog' && typeof data?.catalog === 'string' && data.catalog.endsWith(d.getSnapshot().meta.name));
      const key = `${String(data?.catalog)}|${open?.id ?? ''}|${open?.getSnapshot().revision ?? ''}`;
      if (key === lastKey) return;
      lastKey = key;
      clearTimeout(timer);
      timer = setTimeout(() => void resolve(), 150);
    };
    // Every open document is watched: one of them may be (or become) the catalog.
    const watched = new Map<DocumentModel, () => void>();
    const watchAll = () => {
      for (const d of studio.workspace.all) if (!watched.has(d)) watched.set(d, d.subscribe(check));
      check();
    };
    watchAll();
    const unsubscribe = studio.workspace.subscribe(watchAll);
    return () => {
      alive = false;
      clearTimeout(timer);
      unsubscribe();
      for (const u of watched.values()) u();
    };
  }, [doc, studio]);
  return state;
}
