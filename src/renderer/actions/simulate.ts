// The simulator pane; each ruleset's studio adds its simulator's commands to this menu (RulesetUi.actions).
import type { Action } from './manager';
import type { Studio } from '../studio';

export const simulateActions: Action<Studio>[] = [
  {
    name: 'simulate.togglePane',
    label: 'action.toggleSimulator',
    shortcuts: ['Mod+Alt+R'],
    menu: { id: 'simulate', group: 0 },
    perform: (s) => s.setLayout({ simulator: !s.ui.get().layout.simulator }),
  },
];
