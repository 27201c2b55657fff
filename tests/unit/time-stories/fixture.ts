import { readFileSync } from 'node:fs';
import type { Deck, LocationCard } from '../../../src/engine/rulesets/time-stories/rules/deck';

/** The sample deck, freshly parsed (tests may mutate it). */
export function sampleDeck(): Deck {
  return JSON.parse(readFileSync('samples/kerrow-point.deck.json', 'utf8')) as Deck;
}

const card = (letter: LocationCard['letter'], extra: Partial<LocationCard> = {}): LocationCard => ({
  letter,
  title: `Card ${letter}`,
  text: '…',
  ...extra,
});

/**
 * A tiny deck: `hall` (start) with B (grants token `key-found`), C (locked by it, test with skull and heart, on pass
 * success); `yard` with B (a blank test). Two hosts: ann (lore 2, res 1, lp 3) and bob (lore 1, combat 2, res 2, lp 4).
 */
export function tinyDeck(): Deck {
  return {
    $schema: 'https://scenario-studio.org/schemas/deck.schema.json',
    formatVersion: 1,
    ruleset: 'time-stories',
    id: 'tiny',
    title: 'Tiny',
    run: { tu: 10, start: 'hall' },
    skills: [
      { id: 'lore', name: 'Lore' },
      { id: 'combat', name: 'Combat' },
    ],
    base: { cards: [{ letter: 'A', text: 'Go.' }] },
    plan: {
      cards: [{}, {}, {}, {}],
      hotspots: [
        { location: 'hall', card: 1, x: 0.5, y: 0.5 },
        { location: 'yard', card: 2, x: 0.5, y: 0.5 },
      ],
    },
    locations: [
      {
        id: 'hall',
        name: 'Hall',
        cards: [
          card('A'),
          card('B', { effects: [{ 'gain-status': 'key-found' }] }),
          card('C', {
            locks: [{ status: 'key-found' }],
            test: {
              skill: 'lore',
              shields: [
                { kind: 'skull', count: 1 },
                { kind: 'heart', count: 1 },
              ],
              onPass: ['success'],
            },
          }),
        ],
      },
      {
        id: 'yard',
        name: 'Yard',
        red: true,
        cards: [card('A'), card('B', { test: { skill: 'combat', shields: [{ kind: 'blank', count: 2 }] } })],
      },
    ],
    hosts: [
      { id: 'ann', name: 'Ann', dice: { lore: 2 }, resistance: 1, lp: 3 },
      { id: 'bob', name: 'Bob', dice: { lore: 1, combat: 2 }, resistance: 2, lp: 4 },
    ],
    statusTokens: [{ id: 'key-found', name: 'Key found' }],
    success: { text: 'Won.' },
    failures: [{ id: 'late', type: 'time', text: 'Too late.' }],
    players: { min: 2, max: 2 },
  };
}

export function locationCard(deck: Deck, location: string, letter: string): LocationCard {
  const c = deck.locations.find((l) => l.id === location)!.cards.find((x) => x.letter === letter);
  if (!c) throw new Error(`no card ${location}/${letter}`);
  return c;
}
