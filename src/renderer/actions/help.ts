// The shortcut sheet and the About dialog.
import type { Action } from './manager';
import type { Studio } from '../studio';

export const helpActions: Action<Studio>[] = [
  {
    name: 'help.shortcuts',
    label: 'action.shortcuts',
    shortcuts: ['F1'],
    menu: { id: 'help', group: 0 },
    perform: (s) => s.setOverlay('shortcuts'),
  },
  {
    name: 'help.about',
    label: 'action.about',
    menu: { id: 'help', group: 1 },
    perform: (s) => s.setOverlay('about'),
  },
];
