/**
 * The unit cards of the skirmish a view shows, followed as they change: the units file found by `findUnits` (an
 * open document first, else the bundled sample), looked up again when the skirmish names another file or the open
 * units file is edited.
 */
import { useEffect, useState } from 'react';
import type { DocumentModel } from '../../../store/document-model';
import type { Studio } from '../../../studio';
import { findUnits, openUnitsDoc, unitsPath, type UnitsSource } from './units-lookup';

export type { UnitsSource } from './units-lookup';

export function useUnits(doc: DocumentModel, studio: Studio): UnitsSource {
  const [source, setSource] = useState<UnitsSource>({ state: 'loading' });
  useEffect(() => {
    let alive = true;
    let lastKey: unknown;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const snap = doc.getSnapshot();
      const open = openUnitsDoc(studio, snap);
      const key = `${unitsPath(snap.data)}|${open?.id ?? ''}|${open?.getSnapshot().revision ?? ''}`;
      if (key === lastKey) return;
      lastKey = key;
      clearTimeout(timer);
      timer = setTimeout(() => {
        void findUnits(studio, doc.getSnapshot()).then((s) => {
          if (alive)
            setSource((old) => (old.state === 'ok' && s.state === 'ok' && old.units === s.units ? old : s));
        });
      }, 120);
    };
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
  return source;
}
