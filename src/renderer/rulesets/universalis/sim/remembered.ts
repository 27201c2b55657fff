/**
 * State of the simulator pane that outlives its tabs: the frame draws only the tab shown, so the test game and the
 * batch's report would be lost on every switch (and "Replay game K" switches). Kept per document while the studio
 * runs, like the live table channel.
 */
import { useCallback, useState } from 'react';

const memory = new Map<string, unknown>();

/** `useState`, remembered under `docId` and `key` across unmounts of the component. */
export function useRemembered<T>(docId: string, key: string, initial: T): [T, (value: T) => void] {
  const id = `${docId}\u0000${key}`;
  const [value, setValue] = useState<T>(() => (memory.has(id) ? (memory.get(id) as T) : initial));
  const set = useCallback(
    (v: T) => {
      memory.set(id, v);
      setValue(v);
    },
    [id],
  );
  return [value, set];
}

/** Forgets a document's pane state (the document closed). */
export function forgetRemembered(docId: string): void {
  for (const id of [...memory.keys()]) if (id.startsWith(`${docId}\u0000`)) memory.delete(id);
}
