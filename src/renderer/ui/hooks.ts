import { createContext, useContext, useSyncExternalStore } from 'react';
import type { DocumentModel, DocumentSnapshot } from '../store/document-model';
import type { Observable } from '../store/observable';
import type { Studio } from '../studio';

export const StudioContext = createContext<Studio | null>(null);

export function useStudio(): Studio {
  const studio = useContext(StudioContext);
  if (!studio) throw new Error('useStudio outside <StudioContext>');
  return studio;
}

export function useObservable<T extends object>(obs: Observable<T>): T {
  return useSyncExternalStore(obs.subscribe, obs.get);
}

export function useDocument(doc: DocumentModel): DocumentSnapshot {
  return useSyncExternalStore(doc.subscribe, doc.getSnapshot);
}

export function useWorkspace() {
  const { workspace } = useStudio();
  return useSyncExternalStore(workspace.subscribe, workspace.getSnapshot);
}

/** Re-renders when any action is (un)registered or the diagnostics change. */
export function useProblemsVersion(): number {
  const { problems } = useStudio();
  return useSyncExternalStore(problems.subscribe, problems.getVersion);
}

const onResize = (listener: () => void) => {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
};

/** The window's inner size, following resizes. */
export function useWindowSize(): { width: number; height: number } {
  const width = useSyncExternalStore(onResize, () => window.innerWidth);
  const height = useSyncExternalStore(onResize, () => window.innerHeight);
  return { width, height };
}
