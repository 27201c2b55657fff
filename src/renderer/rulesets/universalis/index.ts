/**
 * Universalis in the studio (its RulesetUi): skirmish scenarios and unit cards with their icons, New skirmish and
 * New unit cards, the table editor, the unit-card editor and the test-play pane (registered in register.ts).
 */
import type { RulesetUi } from '../../ruleset-ui';
import { SKIRMISH_ICON, UNITS_ICON } from './icons';
import { registerUniversalis } from './register';
import { newSkirmish, newUnits } from './templates';

export const universalisUi: RulesetUi = {
  id: 'universalis',
  kinds: [
    {
      kind: 'skirmish',
      icon: SKIRMISH_ICON,
      create: {
        action: 'file.newSkirmish',
        label: 'universalis:action.newSkirmish',
        hint: 'universalis:action.newSkirmishHint',
        title: 'universalis:template.skirmishTitle',
        shortcuts: ['Mod+Alt+K'],
        template: newSkirmish,
      },
    },
    {
      kind: 'units',
      icon: UNITS_ICON,
      create: {
        action: 'file.newUnits',
        label: 'universalis:action.newUnits',
        hint: 'universalis:action.newUnitsHint',
        title: 'universalis:template.unitsTitle',
        template: newUnits,
      },
    },
  ],
  register: registerUniversalis,
};
