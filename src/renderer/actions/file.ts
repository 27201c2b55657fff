// File commands: open, save, revert, close. New… comes from each ruleset's kinds (ruleset-ui.ts, group 0).
import type { Action } from './manager';
import type { Studio } from '../studio';

const hasActive = (s: Studio) => s.active !== null;

export const fileActions: Action<Studio>[] = [
  {
    name: 'file.open',
    label: 'action.open',
    shortcuts: ['Mod+O'],
    menu: { id: 'file', group: 1 },
    perform: async (s) => void (await s.open()),
  },
  {
    name: 'file.openSample',
    label: 'action.openSample',
    menu: { id: 'file', group: 1 },
    predicate: (s) => s.samples.length > 0,
    disabledReason: 'reason.noSamples',
    perform: (s) => s.setOverlay('samples'),
  },
  {
    name: 'file.save',
    label: 'action.save',
    shortcuts: ['Mod+S'],
    menu: { id: 'file', group: 2 },
    predicate: hasActive,
    disabledReason: 'reason.noDocument',
    perform: async (s) => void (await s.save(s.active!)),
  },
  {
    name: 'file.saveAs',
    label: 'action.saveAs',
    shortcuts: ['Mod+Shift+S'],
    menu: { id: 'file', group: 2 },
    predicate: hasActive,
    disabledReason: 'reason.noDocument',
    perform: async (s) => void (await s.saveAs(s.active!)),
  },
  {
    name: 'file.revert',
    label: 'action.revert',
    menu: { id: 'file', group: 2 },
    predicate: (s) => !!s.active?.getSnapshot().meta.file,
    disabledReason: (s) => (s.active ? 'reason.notSavedYet' : 'reason.noDocument'),
    perform: (s) => s.revert(s.active!, true),
  },
  {
    name: 'file.close',
    label: 'action.close',
    // Ctrl+W belongs to the browser in the web edition; Alt+W works in both.
    shortcuts: ['Mod+W', 'Alt+W'],
    menu: { id: 'file', group: 3 },
    predicate: hasActive,
    disabledReason: 'reason.noDocument',
    perform: async (s) => void (await s.close(s.active!)),
  },
  {
    name: 'file.startScreen',
    label: 'action.startScreen',
    menu: { id: 'file', group: 3 },
    perform: (s) => s.showStartScreen(true),
  },
];
