/**
 * The deck studio's commands, in the shell's action registry: the outline's buttons, the keyboard shortcuts
 * (scoped to the deck studio view) and the command palette all run these, so each has one accessible name and one
 * implementation. Each edit is one undo step and selects what it created or moved.
 */
import { isDeckDocument, type Deck, type Language } from '../../../../engine/rulesets/time-stories/rules/deck';
import type { Action } from '../../../actions/manager';
import type { DocumentModel } from '../../../store/document-model';
import type { Studio } from '../../../studio';
import { editLanguage } from './deck-context';
import { addBaseCard, addCard, addFailure, addHost, addItem, addLocation, addResource, addSkill, addStatusToken, type Edit } from './deck-edits';
import { runExport, type ExportKind } from './deck-export';
import { missingParts } from './deck-shape';
import { importPanorama } from './picture-import';
import { selectionOf } from './selection';
import { locationOf } from './selection-pointer';
import { deleteEdit, moveEdit } from './selection-edits';

export const DECK_STUDIO = 'deck-studio';

interface Current {
  doc: DocumentModel;
  deck: Deck;
  pointer: string | null;
}

function current(s: Studio): Current | null {
  const doc = s.active;
  if (!doc) return null;
  const snap = doc.getSnapshot();
  if (snap.meta.kind !== 'deck' || snap.meta.readOnly || snap.syntaxErrors.length > 0) return null;
  if (!isDeckDocument(snap.data) || missingParts(snap.data).length > 0) return null;
  return { doc, deck: snap.data, pointer: selectionOf(s, doc.id).get().pointer };
}

function run(s: Studio, edit: Edit | null, label: string, created = false): void {
  const c = current(s);
  if (!c || !edit || edit.ops.length === 0) return;
  c.doc.patch(edit.ops, { label: s.t(label) });
  if (edit.select !== undefined) selectionOf(s, c.doc.id).set({ pointer: edit.select, focusForm: created });
}

const when = (s: Studio) => current(s) !== null;

type Adder = (deck: Deck, name: string, language: Language) => Edit | null;

function adder(name: string, label: string, defaultName: string, make: Adder, shortcuts?: string[]): Action<Studio> {
  return {
    name,
    label,
    scope: DECK_STUDIO,
    shortcuts,
    predicate: when,
    perform: (s) => {
      const c = current(s);
      if (c) run(s, make(c.deck, s.t(defaultName), editLanguage(s, c.doc.id, c.deck)), label, true);
    },
  };
}

/** The export commands, labelled `deck:action.export.<kind>`. */
export const EXPORT_KINDS: readonly ExportKind[] = ['pdf-a4', 'pdf-letter', 'png', 'tts'];

const exportActions: Action<Studio>[] = EXPORT_KINDS.map((kind) => ({
  name: `deck.export.${kind}`,
  label: `deck:action.export.${kind}`,
  scope: DECK_STUDIO,
  menu: { id: 'file', group: 7 },
  predicate: (s) => {
    const doc = s.active;
    return !!doc && doc.getSnapshot().meta.kind === 'deck' && isDeckDocument(doc.getSnapshot().data) && missingParts(doc.getSnapshot().data).length === 0;
  },
  perform: async (s) => {
    const doc = s.active;
    const data = doc?.getSnapshot().data;
    if (!doc || !isDeckDocument(data)) return;
    await runExport(s, doc, data, kind, editLanguage(s, doc.id, data));
  },
}));

/** A command on whatever is selected; available exactly when it would change something. */
function onSelection(name: string, label: string, shortcut: string, make: (deck: Deck, pointer: string | null) => Edit | null): Action<Studio> {
  return {
    name,
    label,
    scope: DECK_STUDIO,
    shortcuts: [shortcut],
    predicate: (s) => {
      const c = current(s);
      return !!c && make(c.deck, c.pointer) !== null;
    },
    perform: (s) => {
      const c = current(s);
      if (c) run(s, make(c.deck, c.pointer), label);
    },
  };
}

export const deckActions: Action<Studio>[] = [
  ...exportActions,
  adder('deck.addLocation', 'deck:action.addLocation', 'deck:default.location', addLocation, ['L']),
  {
    name: 'deck.addCard',
    label: 'deck:action.addCard',
    scope: DECK_STUDIO,
    shortcuts: ['N'],
    predicate: (s) => {
      const c = current(s);
      const li = locationOf(c?.pointer ?? null);
      return !!c && li >= 0 && c.deck.locations[li].cards.length < 8;
    },
    perform: (s) => {
      const c = current(s);
      if (!c) return;
      const li = locationOf(c.pointer);
      if (li >= 0) run(s, addCard(c.deck, li, s.t('deck:default.card'), editLanguage(s, c.doc.id, c.deck)), 'deck:action.addCard', true);
    },
  },
  {
    name: 'deck.importPanorama',
    label: 'deck:action.importPanorama',
    scope: DECK_STUDIO,
    predicate: (s) => {
      const c = current(s);
      return !!c && !!s.host.importImage && locationOf(c.pointer) >= 0;
    },
    perform: async (s) => {
      const c = current(s);
      if (c) await importPanorama(s, c.doc, locationOf(c.pointer));
    },
  },
  adder('deck.addBaseCard', 'deck:action.addBaseCard', 'deck:default.baseCard', addBaseCard),
  adder('deck.addItem', 'deck:action.addItem', 'deck:default.item', addItem),
  adder('deck.addHost', 'deck:action.addHost', 'deck:default.host', addHost),
  adder('deck.addStatusToken', 'deck:action.addStatusToken', 'deck:default.token', addStatusToken),
  adder('deck.addResource', 'deck:action.addResource', 'deck:default.resource', addResource),
  adder('deck.addFailure', 'deck:action.addFailure', 'deck:default.failure', addFailure),
  adder('deck.addSkill', 'deck:action.addSkill', 'deck:default.newSkill', addSkill),
  onSelection('deck.delete', 'deck:action.delete', 'Delete', deleteEdit),
  onSelection('deck.moveUp', 'deck:action.moveUp', 'Alt+ArrowUp', (deck, pointer) => moveEdit(deck, pointer, -1)),
  onSelection('deck.moveDown', 'deck:action.moveDown', 'Alt+ArrowDown', (deck, pointer) => moveEdit(deck, pointer, 1)),
];
