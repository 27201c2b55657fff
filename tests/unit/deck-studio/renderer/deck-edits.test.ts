import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Deck } from '../../../../src/engine/rulesets/time-stories/rules/deck';
import { validateText } from '../../../../src/engine/format';
import { DocumentModel } from '../../../../src/renderer/store/document-model';
import { applyPatch } from '../../../../src/renderer/store/json-patch';
import {
  addCard,
  addItem,
  addLocation,
  addStatusToken,
  deleteLocation,
  moveBaseCard,
  reletterPanorama,
  renameLocationId,
  setOnPlan,
  setRed,
} from '../../../../src/renderer/rulesets/time-stories/deck/deck-edits';
import { completeDeckOps, missingParts } from '../../../../src/renderer/rulesets/time-stories/deck/deck-shape';
import { setTextOps, slug, textIn, uniqueId } from '../../../../src/renderer/rulesets/time-stories/deck/deck-text';
import { renameReferencesOps } from '../../../../src/renderer/rulesets/time-stories/deck/references';
import { canDelete, moveEdit } from '../../../../src/renderer/rulesets/time-stories/deck/selection-edits';
import { entityPointer } from '../../../../src/renderer/rulesets/time-stories/deck/selection-pointer';

const sampleText = readFileSync('samples/kerrow-point.deck.json', 'utf8');
const sample = (): Deck => JSON.parse(sampleText);

function docOf(text = sampleText) {
  return new DocumentModel({ id: 'd', text, saved: true, meta: { kind: 'deck', name: 'x.deck.json', file: null, diskVersion: null, readOnly: false } });
}

function errors(deck: unknown) {
  return validateText(JSON.stringify(deck, null, 2), 'x.deck.json').diagnostics.filter((d) => d.severity === 'error');
}

/** A tiny valid deck: one location with card A and two panorama cards, C locked by a token that B grants. */
function tiny(): Deck {
  return {
    $schema: 'https://scenario-studio.org/schemas/deck.schema.json',
    formatVersion: 1,
    ruleset: 'time-stories',
    id: 'tiny',
    title: 'Tiny',
    run: { tu: 10, start: 'hall' },
    skills: [{ id: 'lore', name: 'Lore' }],
    base: { cards: [{ letter: 'A', text: 'Go.' }, { letter: 'B', text: 'Then.' }] },
    plan: { cards: [{}, {}, {}, {}], hotspots: [{ location: 'hall', card: 1, x: 0.5, y: 0.5 }] },
    locations: [
      {
        id: 'hall',
        name: 'Hall',
        cards: [
          { letter: 'A', title: 'Hall', text: 'A hall.' },
          { letter: 'B', title: 'Desk', text: 'A desk.', effects: [{ 'gain-status': 'key' }, { reveal: 'C' }] },
          { letter: 'C', title: 'Door', text: 'A door.', locks: [{ status: 'key' }], test: { skill: 'lore', shields: [{ kind: 'skull', count: 1 }, { kind: 'heart', count: 1 }], onPass: ['success'] } },
        ],
      },
    ],
    hosts: [{ id: 'ann', name: 'Ann', dice: { lore: 2 }, resistance: 1, lp: 3 }],
    statusTokens: [{ id: 'key', name: 'Key' }],
    success: { text: 'Well done.' },
    failures: [{ id: 'late', type: 'time', text: 'Too late.' }],
  };
}

describe('deck edits', () => {
  test('the tiny fixture is a valid deck', () => {
    expect(errors(tiny())).toEqual([]);
  });

  test('adding a location gives it card A, a unique id and a hotspot on the plan, and selects it', () => {
    const deck = sample();
    const edit = addLocation(deck, 'Kerrow Harbour', 'en');
    const next = applyPatch(deck, edit.ops) as Deck;
    const added = next.locations[next.locations.length - 1];
    expect(added.id).toBe('kerrow-harbour');
    expect(added.cards).toEqual([{ letter: 'A', title: { en: 'Kerrow Harbour' }, text: { en: '' } }]);
    expect(next.plan.hotspots.some((h) => h.location === 'kerrow-harbour')).toBe(true);
    expect(edit.select).toBe(`/locations/${deck.locations.length}`);
    expect(uniqueId('harbour', ['harbour', 'harbour-2'])).toBe('harbour-3');
    expect(slug('Forêt de Brocéliande', 'x')).toBe('foret-de-broceliande');
    expect(slug('Straße', 'x')).toBe('strasse');
  });

  test('deleting a location removes its hotspots with it, in one undoable step', () => {
    const doc = docOf();
    const deck = doc.getSnapshot().data as Deck;
    const id = deck.locations[1].id;
    doc.patch(deleteLocation(deck, 1).ops, { label: 'delete' });
    const after = doc.getSnapshot().data as Deck;
    expect(after.locations.map((l) => l.id)).not.toContain(id);
    expect(after.plan.hotspots.map((h) => h.location)).not.toContain(id);
    doc.undo();
    expect(doc.getSnapshot().text).toBe(sampleText);
  });

  test('a new panorama card takes the first free letter and stays in letter order', () => {
    const deck = tiny();
    deck.locations[0].cards.splice(1, 1);
    const edit = addCard(deck, 0, 'Window', 'de')!;
    const next = applyPatch(deck, edit.ops) as Deck;
    expect(next.locations[0].cards.map((c) => c.letter)).toEqual(['A', 'B', 'C']);
    expect(next.locations[0].cards[1].title).toEqual({ de: 'Window' });
    expect(edit.select).toBe('/locations/0/cards/1');
  });

  test('a full location takes no more cards', () => {
    const deck = tiny();
    for (const l of ['D', 'E', 'F', 'G', 'H'] as const) deck.locations[0].cards.push({ letter: l, title: l, text: '' });
    expect(addCard(deck, 0, 'x', 'en')).toBeNull();
  });

  test('re-lettering the panorama moves reveals and card A’s list with their cards', () => {
    const deck = tiny();
    deck.locations[0].cards[0].lists = ['A', 'B', 'C'];
    // Drag C in front of B: C becomes B and B becomes C.
    const edit = reletterPanorama(deck, 0, [2, 1], 0);
    const next = applyPatch(deck, edit.ops) as Deck;
    const cards = next.locations[0].cards;
    expect(cards.map((c) => `${c.letter}:${c.title}`)).toEqual(['A:Hall', 'B:Door', 'C:Desk']);
    expect(cards[2].effects).toEqual([{ 'gain-status': 'key' }, { reveal: 'B' }]);
    expect(edit.select).toBe('/locations/0/cards/1');
    expect(errors(next)).toEqual([]);
  });

  test('re-lettering into the same order changes nothing', () => {
    expect(reletterPanorama(tiny(), 0, [1, 2]).ops).toEqual([]);
  });

  test('renaming a location id rewrites the start, the plan and go-to effects', () => {
    const deck = tiny();
    deck.locations.push({ id: 'yard', name: 'Yard', cards: [{ letter: 'A', title: 'Yard', text: '', effects: undefined }, { letter: 'B', title: 'Gate', text: '', effects: [{ 'go-to': 'hall' }] }] });
    const next = applyPatch(deck, renameLocationId(deck, 0, 'great-hall').ops) as Deck;
    expect(next.run.start).toBe('great-hall');
    expect(next.plan.hotspots[0].location).toBe('great-hall');
    expect(next.locations[1].cards[1].effects).toEqual([{ 'go-to': 'great-hall' }]);
  });

  test('renaming a status token rewrites locks and grants', () => {
    const deck = tiny();
    const next = applyPatch(deck, renameReferencesOps(deck, 'status', '/statusTokens/0', 'key', 'brass-key')) as Deck;
    expect(next.locations[0].cards[2].locks).toEqual([{ status: 'brass-key' }]);
    expect(next.locations[0].cards[1].effects![0]).toEqual({ 'gain-status': 'brass-key' });
    expect(errors(next)).toEqual([]);
  });

  test('renaming a skill moves host dice and test skills', () => {
    const deck = tiny();
    const next = applyPatch(deck, renameReferencesOps(deck, 'skill', '/skills/0', 'lore', 'wits')) as Deck;
    expect(next.hosts[0].dice).toEqual({ wits: 2 });
    expect(next.locations[0].cards[2].test!.skill).toBe('wits');
  });

  test('red and plan toggles add and remove their fields', () => {
    const deck = tiny();
    const red = applyPatch(deck, setRed(deck, 0, true).ops) as Deck;
    expect(red.locations[0].red).toBe(true);
    expect((applyPatch(red, setRed(red, 0, false).ops) as Deck).locations[0].red).toBeUndefined();
    expect(setOnPlan(deck, 0, true).ops).toEqual([]);
    expect((applyPatch(deck, setOnPlan(deck, 0, false).ops) as Deck).plan.hotspots).toEqual([]);
  });

  test('items get the next free number; status tokens the next free physical token', () => {
    const deck = sample();
    const item = applyPatch(deck, addItem(deck, 'Rope', 'fr').ops) as Deck;
    expect(item.items!.at(-1)!.number).toBe(Math.max(...deck.items!.map((i) => i.number)) + 1);
    const bare = tiny();
    delete bare.statusTokens;
    const tk = applyPatch(bare, addStatusToken(bare, 'Soaked', 'en').ops) as Deck;
    expect(tk.statusTokens).toEqual([{ id: 'soaked', name: { en: 'Soaked' }, token: 1 }]);
  });

  test('moving a base card swaps its letter so the base still reads A, B…', () => {
    const deck = tiny();
    const next = applyPatch(deck, moveBaseCard(deck, 1, -1)!.ops) as Deck;
    expect(next.base.cards.map((c) => `${c.letter}:${c.text}`)).toEqual(['A:Then.', 'B:Go.']);
  });

  test('move and delete follow what is selected; card A and the last host stay', () => {
    const deck = tiny();
    expect(canDelete(deck, '/locations/0/cards/0')).toBe(false);
    expect(canDelete(deck, '/locations/0/cards/1')).toBe(true);
    expect(canDelete(deck, '/hosts/0')).toBe(false);
    expect(canDelete(deck, '/statusTokens/0')).toBe(true);
    expect(moveEdit(deck, '/locations/0/cards/1', -1)).toBeNull();
    const down = applyPatch(deck, moveEdit(deck, '/locations/0/cards/1', 1)!.ops) as Deck;
    expect(down.locations[0].cards.map((c) => c.title)).toEqual(['Hall', 'Door', 'Desk']);
  });
});

describe('localised text', () => {
  test('a plain string is the deck’s language; writing another language makes an object', () => {
    expect(textIn('Hafen', 'de', 'de')).toBe('Hafen');
    expect(textIn('Hafen', 'fr', 'de')).toBe('');
    expect(setTextOps('/t', 'Hafen', 'Port', 'fr', 'de')).toEqual([{ op: 'replace', path: '/t', value: { de: 'Hafen', fr: 'Port' } }]);
    expect(setTextOps('/t', 'Hafen', 'Hafen!', 'de', 'de')).toEqual([{ op: 'replace', path: '/t', value: 'Hafen!' }]);
    expect(setTextOps('/t', { en: 'Harbour' }, 'Hafen', 'de', 'en')).toEqual([{ op: 'add', path: '/t/de', value: 'Hafen' }]);
    expect(setTextOps('/t', undefined, 'x', 'en', 'en')).toEqual([{ op: 'add', path: '/t', value: 'x' }]);
  });

  test('typing in one field is one undo step', () => {
    let now = 0;
    const doc = new DocumentModel({ id: 'd', text: JSON.stringify(tiny(), null, 2), saved: true, now: () => now, meta: { kind: 'deck', name: 'x.deck.json', file: null, diskVersion: null, readOnly: false } });
    const before = doc.getSnapshot().text;
    for (const v of ['H', 'Ha', 'Hal']) {
      now += 100;
      const deck = doc.getSnapshot().data as Deck;
      doc.patch(setTextOps('/locations/0/name', deck.locations[0].name, v, 'en', 'en'), { mergeKey: 'deck:/locations/0/name:en' });
    }
    doc.undo();
    expect(doc.getSnapshot().text).toBe(before);
  });
});

describe('completing a deck', () => {
  test('a new deck from the shell’s template becomes a valid deck in one step', () => {
    const start = { $schema: 'https://scenario-studio.org/schemas/deck.schema.json', formatVersion: 1, ruleset: 'time-stories', id: 'new-deck', title: { en: 'New' } };
    expect(missingParts(start)).toEqual(['run', 'skills', 'base', 'plan', 'locations', 'hosts', 'success', 'failures']);
    const words = { location: 'Hall', briefing: 'Briefing', skill: 'Lore', host: 'Ann', success: 'Won.', failure: 'Lost.', goal: 'Goal' };
    const next = applyPatch(start, completeDeckOps(start, words, 'de'));
    expect(missingParts(next)).toEqual([]);
    expect(errors(next)).toEqual([]);
  });

  test('a complete deck needs nothing', () => {
    expect(missingParts(sample())).toEqual([]);
    expect(completeDeckOps(sample(), { location: '', briefing: '', skill: '', host: '', success: '', failure: '', goal: '' }, 'en')).toEqual([]);
  });
});

describe('pointers', () => {
  test('a problem deep in a card selects the card; one in a host selects the host', () => {
    expect(entityPointer('/locations/2/cards/3/test/shields/1/count')).toBe('/locations/2/cards/3');
    expect(entityPointer('/locations/2/name')).toBe('/locations/2');
    expect(entityPointer('/hosts/1/dice/combat')).toBe('/hosts/1');
    expect(entityPointer('/plan/hotspots/0/location')).toBe('/plan');
    expect(entityPointer('/run/start')).toBe('/');
    expect(entityPointer('')).toBeNull();
  });
});
