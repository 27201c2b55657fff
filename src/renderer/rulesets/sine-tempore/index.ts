/**
 * Sine Tempore in the studio (its RulesetUi): missions and catalogs with their icons, New mission, the map editor,
 * the simulator pane and its Simulate menu commands; its strings load with the first mission (start-up needs only
 * words.ts).
 */
import type { RulesetUi } from '../../ruleset-ui';
import { CATALOG_ICON, MISSION_ICON } from './icons';
import { registerMissionEditor } from './mission/register';
import { newMission } from './mission/template';
import { registerMissionSimulator } from './sim/register';
import { missionSimActions } from './sim/sim-actions';
import { sineTemporeWords } from './words';

export const sineTemporeUi: RulesetUi = {
  id: 'sine-tempore',
  kinds: [
    {
      kind: 'mission',
      name: 'sine-tempore:kind.mission',
      icon: MISSION_ICON,
      create: { action: 'file.newMission', label: 'sine-tempore:new.mission', hint: 'sine-tempore:new.missionHint', title: 'sine-tempore:new.missionTitle', shortcuts: ['Mod+Alt+N'], template: newMission },
    },
    { kind: 'catalog', name: 'sine-tempore:kind.catalog', icon: CATALOG_ICON },
  ],
  register(registry, i18nInstance) {
    registerMissionEditor(registry);
    registerMissionSimulator(registry, i18nInstance);
  },
  actions: missionSimActions,
  words: { 'sine-tempore': sineTemporeWords },
  messages: async () => {
    const [mission, sim] = await Promise.all([import('./mission/messages'), import('./sim/messages')]);
    return { mission: mission.missionMessages, 'mission-sim': sim.missionSimMessages };
  },
};
