/**
 * Sine Tempore in the studio (its RulesetUi): missions and catalogs with their icons, New mission, the map editor,
 * the simulator pane and its Simulate menu commands.
 */
import type { RulesetUi } from '../../ruleset-ui';
import { CATALOG_ICON, MISSION_ICON } from './icons';
import { registerMissionEditor } from './mission/register';
import { newMission } from './mission/template';
import { registerMissionSimulator } from './sim/register';
import { missionSimActions } from './sim/sim-actions';

export const sineTemporeUi: RulesetUi = {
  id: 'sine-tempore',
  kinds: [
    {
      kind: 'mission',
      icon: MISSION_ICON,
      create: { action: 'file.newMission', label: 'action.newMission', hint: 'start.newMissionHint', title: 'template.missionTitle', shortcuts: ['Mod+Alt+N'], template: newMission },
    },
    { kind: 'catalog', icon: CATALOG_ICON },
  ],
  register(registry, i18nInstance) {
    registerMissionEditor(registry, i18nInstance);
    registerMissionSimulator(registry, i18nInstance);
  },
  actions: missionSimActions,
};
