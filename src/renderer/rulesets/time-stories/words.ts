/**
 * The deck strings the shell shows before any deck is open (namespace `time-stories`): the kind's name and New deck.
 * Everything else loads with the first deck (index.ts).
 */
export const timeStoriesWords = {
  en: { kind: { deck: 'Location deck' }, new: { deck: 'New deck', deckHint: 'A T.I.M.E Stories-style location deck', deckTitle: 'New location deck' } },
  de: { kind: { deck: 'Ortsdeck' }, new: { deck: 'Neues Deck', deckHint: 'Ein Ortsdeck im Stil von T.I.M.E Stories', deckTitle: 'Neues Ortsdeck' } },
  fr: { kind: { deck: 'Deck de lieux' }, new: { deck: 'Nouveau deck', deckHint: 'Un deck de lieux façon T.I.M.E Stories', deckTitle: 'Nouveau deck de lieux' } },
};
