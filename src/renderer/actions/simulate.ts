// The simulator pane; simulators of each ruleset add their own commands to this menu.
import type { Action } from './manager';
import type { Studio } from '../studio';
import { missionSimActions } from '../rulesets/sine-tempore/sim/sim-actions';

export const simulateActions: Action<Studio>[] = [
  {
    name: 'simulate.togglePane',
    label: 'action.toggleSimulator',
    shortcuts: ['Mod+Alt+R'],
    menu: { id: 'simulate', group: 0 },
    perform: (s) => s.setLayout({ simulator: !s.ui.get().layout.simulator }),
  },
  ...missionSimActions,
];
