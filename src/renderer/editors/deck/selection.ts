/**
 * What the designer has selected in a deck, shared by the outline, the panorama strip, the graph and the inspector.
 * It is view state (never in the document or its history), kept per document in the workspace, and it is a JSON
 * Pointer to the selected part, so a problem's pointer or a graph node selects the same thing.
 */
import { useSyncExternalStore } from 'react';
import { observable, type Observable } from '../../store/observable';
import type { Studio } from '../../studio';

export interface DeckSelection {
  /** `/locations/0/cards/2`, `/items/3`, `/hosts/0`, `/success`… or null. */
  pointer: string | null;
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

/**
 * The part of the deck a pointer is about, as the outline shows it: a problem deep inside a card's test selects
 * the card; one inside a host selects the host.
 */
export function entityPointer(pointer: string): string | null {
  const parts = pointer.split('/').slice(1);
  const [head, a, b, c] = parts;
  switch (head) {
    case 'locations':
      if (a === undefined) return null;
      return b === 'cards' && c !== undefined ? `/locations/${a}/cards/${c}` : `/locations/${a}`;
    case 'base':
      return a === 'cards' && b !== undefined ? `/base/cards/${b}` : '/base';
    case 'flashCards':
      return a ? `/flashCards/${a}` : '/flashCards';
    case 'items':
    case 'hosts':
    case 'statusTokens':
    case 'resources':
    case 'failures':
    case 'skills':
      return a === undefined ? null : `/${head}/${a}`;
    case 'success':
      return '/success';
    case 'plan':
      return '/plan';
    case undefined:
      return null;
    default:
      return '/';
  }
}

/** The location a selection lies in (its index), or -1. */
export function locationOf(pointer: string | null): number {
  const m = pointer && /^\/locations\/(\d+)/.exec(pointer);
  return m ? Number(m[1]) : -1;
}
