import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Deck } from '../../../../src/engine/rulesets/time-stories/rules/deck';
import { shellActions } from '../../../../src/renderer/actions';
import { deckActions } from '../../../../src/renderer/rulesets/time-stories/deck/deck-actions';
import { selectionOf } from '../../../../src/renderer/rulesets/time-stories/deck/selection';
import { registerBuiltinEditors } from '../../../../src/renderer/editors/builtin';
import { testStudio } from '../../shell/renderer/support/studio';

const SAMPLE = readFileSync('samples/kerrow-point.deck.json', 'utf8');

function makeStudio() {
  const studio = testStudio({
    validate: async () => [],
    samples: [{ name: 'kerrow-point.deck.json', kind: 'deck', title: 'Kerrow', load: async () => SAMPLE } as never],
  });
  studio.actions.register(...shellActions);
  registerBuiltinEditors(studio.editors, studio.i18n);
  studio.actions.register(...deckActions);
  return studio;
}

async function openDeck() {
  const studio = makeStudio();
  const doc = (await studio.openSample('kerrow-point.deck.json'))!;
  const deck = () => doc.getSnapshot().data as Deck;
  const select = (p: string | null) => selectionOf(studio, doc.id).set({ pointer: p });
  return { studio, doc, deck, select };
}

describe('deck studio commands in the action registry', () => {
  test('they register beside the shell’s commands without a shortcut clash, and the deck views come first', async () => {
    const { studio, doc } = await openDeck();
    expect(studio.editors.viewsFor('deck').map((v) => v.id).slice(0, 2)).toEqual(['deck-studio', 'deck-graph']);
    expect(studio.activeViewId(doc)).toBe('deck-studio');
    for (const a of deckActions) expect(studio.i18n.exists(a.label), a.label).toBe(true);
  });

  test('add location, undo, redo: one step each, and the new location is selected', async () => {
    const { studio, doc, deck } = await openDeck();
    const before = deck().locations.length;
    await studio.actions.execute('deck.addLocation', 'palette');
    expect(deck().locations.length).toBe(before + 1);
    expect(selectionOf(studio, doc.id).get().pointer).toBe(`/locations/${before}`);
    expect(doc.getSnapshot().undoLabel).toBe('Add location');
    await studio.actions.execute('edit.undo', 'menu');
    expect(doc.getSnapshot().text).toBe(SAMPLE);
    await studio.actions.execute('edit.redo', 'menu');
    expect(deck().locations.length).toBe(before + 1);
  });

  test('Delete and Alt+Arrow work on the selected card, only where the deck studio is the active view', async () => {
    const { studio, doc, deck, select } = await openDeck();
    select('/locations/0/cards/1');
    const title = deck().locations[0].cards[1].title;
    expect(studio.actions.handleKey({ key: 'ArrowDown', code: 'ArrowDown', altKey: true, ctrlKey: false, metaKey: false, shiftKey: false }, ['deck-studio'])).toBe(true);
    expect(deck().locations[0].cards[2].title).toEqual(title);
    expect(deck().locations[0].cards[2].letter).toBe('C');
    expect(selectionOf(studio, doc.id).get().pointer).toBe('/locations/0/cards/2');
    expect(studio.actions.handleKey({ key: 'Delete', code: 'Delete', altKey: false, ctrlKey: false, metaKey: false, shiftKey: false }, ['mission-map'])).toBe(false);
    const cards = deck().locations[0].cards.length;
    expect(studio.actions.handleKey({ key: 'Delete', code: 'Delete', altKey: false, ctrlKey: false, metaKey: false, shiftKey: false }, ['deck-studio'])).toBe(true);
    expect(deck().locations[0].cards.length).toBe(cards - 1);
    select('/locations/0/cards/0');
    expect(studio.actions.isEnabled(studio.actions.get('deck.delete')!)).toBe(false);
  });

  test('adding a card needs a selected location with room for it', async () => {
    const { studio, deck, select } = await openDeck();
    select('/items/0');
    expect(studio.actions.isEnabled(studio.actions.get('deck.addCard')!)).toBe(false);
    select('/locations/1');
    const n = deck().locations[1].cards.length;
    await studio.actions.execute('deck.addCard', 'button');
    expect(deck().locations[1].cards.length).toBe(n + 1);
  });
});
