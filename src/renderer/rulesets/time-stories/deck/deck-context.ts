/**
 * What every deck view needs from the document: the deck as last parsed, the language being edited, and one way
 * to change it (a patch, one undo step, labelled in the UI language; typing into one field merges into one step).
 */
import { useMemo, useSyncExternalStore } from 'react';
import { isDeckDocument, type Deck, type Language } from '../../../../engine/rulesets/time-stories/rules/deck';
import type { PatchOp } from '../../../store/json-patch';
import type { DocumentModel } from '../../../store/document-model';
import { observable, type Observable } from '../../../store/observable';
import type { Studio } from '../../../studio';
import { useDocument, useObservable } from '../../../ui/hooks';
import { missingParts } from './deck-shape';

export interface DeckEditor {
  doc: DocumentModel;
  studio: Studio;
  /** Null while the document is not a deck the views can draw (see `missing`). */
  deck: Deck | null;
  missing: string[];
  /** The language text fields edit. */
  language: Language;
  /** The deck's own language: plain-string texts are in it. */
  deckLanguage: Language;
  readOnly: boolean;
  t: Studio['t'];
  /** Applies a change as one undo step; `mergeKey` merges consecutive typing in one field. */
  apply(ops: PatchOp[], label: string, mergeKey?: string): boolean;
}

const LANGUAGE_KEY = 'deck.editLanguage';

function languageOf(studio: Studio, docId: string): Observable<{ language: Language | null }> {
  const state = studio.workspace.viewState(docId);
  let obs = state.get(LANGUAGE_KEY) as Observable<{ language: Language | null }> | undefined;
  if (!obs) state.set(LANGUAGE_KEY, (obs = observable<{ language: Language | null }>({ language: null })));
  return obs;
}

export function setEditLanguage(studio: Studio, docId: string, language: Language): void {
  languageOf(studio, docId).set({ language });
}

/** The language new text is written in, outside React (commands). */
export function editLanguage(studio: Studio, docId: string, deck: Deck): Language {
  return languageOf(studio, docId).get().language ?? deck.language ?? 'en';
}

export function useDeckEditor(doc: DocumentModel, studio: Studio): DeckEditor {
  const snapshot = useDocument(doc);
  useObservable(studio.ui);
  const chosen = languageOf(studio, doc.id);
  const { language: picked } = useSyncExternalStore(chosen.subscribe, chosen.get);
  const data = snapshot.data;
  const missing = useMemo(() => missingParts(data), [data]);
  const deck = missing.length === 0 && isDeckDocument(data) ? data : null;
  const deckLanguage: Language = deck?.language ?? 'en';
  const readOnly = snapshot.meta.readOnly || snapshot.syntaxErrors.length > 0;
  return {
    doc,
    studio,
    deck,
    missing,
    language: picked ?? deckLanguage,
    deckLanguage,
    readOnly,
    t: studio.t,
    apply(ops, label, mergeKey) {
      if (ops.length === 0 || readOnly) return false;
      doc.patch(ops, { label: studio.t(label), mergeKey });
      return true;
    },
  };
}
