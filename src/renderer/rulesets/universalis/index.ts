/**
 * Universalis in the studio (its RulesetUi): skirmish scenarios and unit cards with their icons, New skirmish and
 * New unit cards, the table editor, the unit-card editor and the test-play pane (registered in register.ts); its
 * strings load with the first skirmish or unit cards (start-up needs only words.ts).
 */
import type { RulesetUi } from '../../ruleset-ui';
import { SKIRMISH_ICON, UNITS_ICON } from './icons';
import { registerUniversalis } from './register';
import { newSkirmish, newUnits } from './templates';
import { universalisWords } from './words';

export const universalisUi: RulesetUi = {
  id: 'universalis',
  kinds: [
    {
      kind: 'skirmish',
      name: 'universalis:kind.skirmish',
      icon: SKIRMISH_ICON,
      create: {
        action: 'file.newSkirmish',
        label: 'universalis:new.skirmish',
        hint: 'universalis:new.skirmishHint',
        title: 'universalis:template.skirmishTitle',
        shortcuts: ['Mod+Alt+K'],
        template: newSkirmish,
      },
    },
    {
      kind: 'units',
      name: 'universalis:kind.units',
      icon: UNITS_ICON,
      create: {
        action: 'file.newUnits',
        label: 'universalis:new.units',
        hint: 'universalis:new.unitsHint',
        title: 'universalis:template.unitsTitle',
        template: newUnits,
      },
    },
  ],
  register: registerUniversalis,
  words: { universalis: universalisWords },
  messages: async () => ({ universalis: (await import('./messages')).universalisMessages }),
};
