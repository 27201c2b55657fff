// Undo and redo of the active document's history, or of what a view runs on it meanwhile (test-play's decisions).
import type { Action } from './manager';
import type { Studio } from '../studio';

export const editActions: Action<Studio>[] = [
  {
    name: 'edit.undo',
    label: 'action.undo',
    title: (s, t) => {
      if (s.activeTakeover) return s.activeTakeover.undoLabel();
      const label = s.active?.canUndo ? s.active.getSnapshot().undoLabel : null;
      return label ? t('action.undoNamed', { label }) : t('action.undo');
    },
    shortcuts: ['Mod+Z'],
    // Typing in a field goes through the document store, so its undo is the document's too.
    inTextInput: true,
    menu: { id: 'edit', group: 0 },
    predicate: (s) => (s.activeTakeover ? s.activeTakeover.canUndo() : !!s.active?.canUndo),
    disabledReason: (s) => (s.active ? 'reason.nothingToUndo' : 'reason.noDocument'),
    perform: (s) => (s.activeTakeover ? s.activeTakeover.undo() : void s.active?.undo()),
  },
  {
    name: 'edit.redo',
    label: 'action.redo',
    title: (s, t) => {
      if (s.activeTakeover) return s.activeTakeover.redoLabel();
      const label = s.active?.canRedo ? s.active.getSnapshot().redoLabel : null;
      return label ? t('action.redoNamed', { label }) : t('action.redo');
    },
    shortcuts: ['Mod+Shift+Z', 'Mod+Y'],
    inTextInput: true,
    menu: { id: 'edit', group: 0 },
    predicate: (s) => (s.activeTakeover ? s.activeTakeover.canRedo() : !!s.active?.canRedo),
    disabledReason: (s) => (s.active ? 'reason.nothingToRedo' : 'reason.noDocument'),
    perform: (s) => (s.activeTakeover ? s.activeTakeover.redo() : void s.active?.redo()),
  },
];
