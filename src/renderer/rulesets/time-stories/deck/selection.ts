/**
 * What the designer has selected in a deck, shared by the outline, the panorama strip, the graph and the inspector.
 * It is view state (never in the document or its history), kept per document in the workspace, and it is a JSON
 * Pointer to the selected part, so a problem's pointer or a graph node selects the same thing.
 */
import { useSyncExternalStore } from 'react';
import { observable, type Observable } from '../../../store/observable';
import type { Studio } from '../../../studio';

export interface DeckSelection {
  /** `/locations/0/cards/2`, `/items/3`, `/hosts/0`, `/success`… or null. */
  pointer: string | null;
  /** Something was just created: the inspector puts the cursor in its first field, to name it. */
  focusForm?: boolean;
}

const KEY = 'deck.selection';

export function selectionOf(studio: Studio, docId: string): Observable<DeckSelection> {
  const state = studio.workspace.viewState(docId);
  let sel = state.get(KEY) as Observable<DeckSelection> | undefined;
  if (!sel) state.set(KEY, (sel = observable<DeckSelection>({ pointer: null })));
  return sel;
}

export function useSelection(studio: Studio, docId: string): [string | null, (pointer: string | null) => void] {
  const sel = selectionOf(studio, docId);
  const value = useSyncExternalStore(sel.subscribe, sel.get);
  return [value.pointer, (pointer) => sel.set({ pointer })];
}

export { entityPointer, locationOf } from './selection-pointer';
