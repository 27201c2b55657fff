/** T.I.M.E Stories-style decks in the studio (its RulesetUi): the deck icon, New deck, the deck studio and its simulator. */
import type { RulesetUi } from '../../ruleset-ui';
import { DECK_ICON } from './icons';
import { registerDeckStudio } from './deck/register';
import { newDeck } from './deck/template';

export const timeStoriesUi: RulesetUi = {
  id: 'time-stories',
  kinds: [
    {
      kind: 'deck',
      icon: DECK_ICON,
      create: { action: 'file.newDeck', label: 'action.newDeck', hint: 'start.newDeckHint', title: 'template.deckTitle', shortcuts: ['Mod+Alt+D'], template: newDeck },
    },
  ],
  register: registerDeckStudio,
};
