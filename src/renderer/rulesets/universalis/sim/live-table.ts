/**
 * The game being test-played, drawn on the table: the pane publishes the models as they stand (with their states)
 * for its skirmish, and the table view draws them over the scenario's own models until the designer hides them.
 */
import type { Prim } from '../table/draw';
import { observable, type Observable } from '../../../store/observable';
import { useObservable } from '../../../ui/hooks';
import type { Studio } from '../../../studio';

export interface LiveTable {
  on: boolean;
  prims: Prim[];
  /** While set, a click on the table picks a point for the pane (a move's destination) instead of editing. */
  pick: ((at: [number, number]) => void) | null;
}

const channels = new Map<string, Observable<LiveTable>>();
const NONE: Prim[] = [];

export function liveChannel(docId: string): Observable<LiveTable> {
  let c = channels.get(docId);
  if (!c) channels.set(docId, (c = observable<LiveTable>({ on: false, prims: NONE, pick: null })));
  return c;
}

export function useLiveGame(_studio: Studio, docId: string): LiveTable & { hide(): void } {
  const channel = liveChannel(docId);
  const value = useObservable(channel);
  return { ...value, hide: () => channel.set({ on: false, prims: NONE, pick: null }) };
}
