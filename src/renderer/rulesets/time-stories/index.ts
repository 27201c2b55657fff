/**
 * T.I.M.E Stories-style decks in the studio (its RulesetUi): the deck icon, New deck, the deck studio and its
 * simulator; its strings load with the first deck (start-up needs only words.ts).
 */
import type { RulesetUi } from '../../ruleset-ui';
import { DECK_ICON } from './icons';
import { registerDeckStudio } from './deck/register';
import { newDeck } from './deck/template';
import { timeStoriesWords } from './words';

export const timeStoriesUi: RulesetUi = {
  id: 'time-stories',
  kinds: [
    {
      kind: 'deck',
      name: 'time-stories:kind.deck',
      icon: DECK_ICON,
      create: { action: 'file.newDeck', label: 'time-stories:new.deck', hint: 'time-stories:new.deckHint', title: 'time-stories:new.deckTitle', shortcuts: ['Mod+Alt+D'], template: newDeck },
    },
  ],
  register: registerDeckStudio,
  words: { 'time-stories': timeStoriesWords },
  messages: async () => ({ deck: (await import('./deck/messages')).deckMessages }),
};
