import { describe, expect, test } from 'vitest';
import { deckChecks } from '../../../src/engine/rulesets/time-stories/format/checks';
import type { Deck } from '../../../src/engine/rulesets/time-stories/rules/deck';
import { locationCard, sampleDeck, tinyDeck } from './fixture';

const codes = (d: Deck) => deckChecks(d).map((f) => `${f.severity} ${f.code} ${f.pointer}`);

describe('deck checks (TS-32)', () => {
  test('the sample deck and the tiny fixture pass every check', () => {
    expect(deckChecks(sampleDeck())).toEqual([]);
    expect(deckChecks(tinyDeck())).toEqual([]);
  });

  test('TS-32.12: a lock needing a status token nothing grants', () => {
    const d = tinyDeck();
    locationCard(d, 'hall', 'B').effects = [];
    expect(codes(d)).toContain('error lock-never-granted /locations/0/cards/2/locks/0/status');
  });

  test('TS-32.12: a lock whose token is only granted behind the lock itself is circular', () => {
    const d = tinyDeck();
    locationCard(d, 'hall', 'B').effects = [];
    locationCard(d, 'hall', 'C').effects = [{ 'gain-status': 'key-found' }];
    expect(codes(d)).toContain('error lock-unobtainable /locations/0/cards/2/locks/0/status');
    expect(codes(d)).toContain('error success-unreachable /locations/0/cards/2');
  });

  test('TS-32.13: a key item nothing grants', () => {
    const d = tinyDeck();
    d.items = [{ number: 4, name: 'Key' }];
    locationCard(d, 'yard', 'B').locks = [{ 'hosts-with-key': { hosts: ['ann'], item: 4 } }];
    expect(codes(d)).toContain('error lock-never-granted /locations/1/cards/1/locks/0/hosts-with-key/item');
  });

  test('TS-32.22: duplicate item numbers and unknown item numbers', () => {
    const d = tinyDeck();
    d.items = [
      { number: 4, name: 'A' },
      { number: 4, name: 'B' },
    ];
    locationCard(d, 'hall', 'B').effects!.push({ 'gain-item': 9 });
    const c = codes(d);
    expect(c).toContain('error duplicate-item-number /items/1/number');
    expect(c).toContain('error unknown-item /locations/0/cards/1/effects/1/gain-item');
  });

  test('TS-32.6: duplicate letters in a location, and letter gaps', () => {
    const d = tinyDeck();
    d.locations[0].cards[2].letter = 'B';
    expect(codes(d)).toContain('error duplicate-letter /locations/0/cards/2/letter');
    const g = tinyDeck();
    g.locations[0].cards[2].letter = 'E';
    expect(codes(g)).toContain('warning letter-gap /locations/0/cards');
  });

  test('TS-10.2: a location without a card A', () => {
    const d = tinyDeck();
    d.locations[1].cards.shift();
    expect(codes(d)).toContain('error card-a-missing /locations/1/cards');
  });

  test("TS-10.2.2: card A must list exactly the location's cards", () => {
    const d = tinyDeck();
    d.locations[0].cards[0].lists = ['A', 'B'];
    expect(codes(d)).toContain('error card-a-list /locations/0/cards/0/lists');
    d.locations[0].cards[0].lists = ['C', 'A', 'B'];
    expect(codes(d)).not.toContain('error card-a-list /locations/0/cards/0/lists');
  });

  test('TS-40.10: card A carries no test or lock', () => {
    const d = tinyDeck();
    d.locations[0].cards[0].test = { skill: 'lore', shields: [{ kind: 'blank', count: 1 }] };
    expect(codes(d)).toContain('error card-a-not-a-slot /locations/0/cards/0');
  });

  test('TS-32.9: no location sends the team back to itself', () => {
    const d = tinyDeck();
    locationCard(d, 'yard', 'B').effects = [{ 'go-to': 'yard' }];
    expect(codes(d)).toContain('error return-to-self /locations/1/cards/1/effects/0/go-to');
  });

  test('TS-32.25: no success effect at all, or none reachable', () => {
    const d = tinyDeck();
    locationCard(d, 'hall', 'C').test!.onPass = [];
    expect(codes(d)).toContain('error success-missing /success');
    const u = tinyDeck();
    u.plan.hotspots[1].access = { 'has-status': 'key-found' };
    locationCard(u, 'hall', 'C').test!.onPass = [];
    locationCard(u, 'yard', 'B').test!.onPass = ['success'];
    locationCard(u, 'hall', 'B').effects = [];
    locationCard(u, 'hall', 'C').locks = [];
    locationCard(u, 'hall', 'C').test!.onPass = [{ 'gain-status': 'key-found' }];
    expect(codes(u)).not.toContain('error success-unreachable /locations/1/cards/1');
    locationCard(u, 'hall', 'C').test!.onPass = [];
    expect(codes(u).some((c) => c.startsWith('error success-unreachable'))).toBe(true);
  });

  test('TS-32.28: unused status tokens and items are warnings', () => {
    const d = tinyDeck();
    d.statusTokens!.push({ id: 'spare', name: 'Spare' });
    d.items = [{ number: 3, name: 'Pebble' }];
    locationCard(d, 'yard', 'B').test!.onPass = [{ 'gain-status': 'spare' }];
    const c = codes(d);
    expect(c).toContain('warning status-unused /statusTokens/1');
    expect(c).toContain('warning item-never-granted /items/0');
    locationCard(d, 'yard', 'B').test!.onPass = [{ 'gain-item': 3 }];
    expect(codes(d)).toContain('warning item-unused /items/0');
  });

  test('TS-32.14, TS-32.16: forbidden cards need a permit or reveal; reveal targets exist', () => {
    const d = tinyDeck();
    locationCard(d, 'yard', 'B').symbols = ['forbidden'];
    expect(codes(d)).toContain('warning forbidden-unopenable /locations/1/cards/1/symbols');
    locationCard(d, 'hall', 'B').effects!.push({ reveal: 'F' });
    expect(codes(d)).toContain('error reveal-target-missing /locations/0/cards/1/effects/1/reveal');
  });

  test('TS-32.17, TS-32.20: shield kinds once per test; special shields need a rule', () => {
    const d = tinyDeck();
    locationCard(d, 'yard', 'B').test!.shields = [
      { kind: 'blank', count: 1 },
      { kind: 'special', count: 1 },
      { kind: 'blank', count: 1 },
    ];
    const c = codes(d);
    expect(c).toContain('error shield-kind-repeated /locations/1/cards/1/test/shields/2/kind');
    expect(c).toContain('error special-shield-undefined /locations/1/cards/1/test/shields');
  });

  test('TS-32.19: a padlock test nobody can roll is a softlock', () => {
    const d = tinyDeck();
    d.skills.push({ id: 'magic', name: 'Magic' });
    locationCard(d, 'yard', 'B').test = {
      skill: 'magic',
      shields: [{ kind: 'blank', count: 1 }],
      padlock: true,
    };
    expect(codes(d)).toContain('error padlock-unrollable /locations/1/cards/1/test/skill');
  });

  test('TS-32.15: a mandatory card whose lock can never be met', () => {
    const d = tinyDeck();
    d.statusTokens!.push({ id: 'never', name: 'Never' });
    locationCard(d, 'yard', 'B').symbols = ['mandatory'];
    locationCard(d, 'yard', 'B').locks = [{ status: 'never' }];
    const c = codes(d);
    expect(c).toContain('error lock-never-granted /locations/1/cards/1/locks/0/status');
    expect(c).toContain('error mandatory-locked /locations/1/cards/1');
  });

  test('references: unknown ids come with a "did you mean"', () => {
    const d = tinyDeck();
    locationCard(d, 'hall', 'B').effects = [{ 'gain-status': 'key-fund' }];
    const f = deckChecks(d).find((x) => x.code === 'unknown-status-token');
    expect(f?.message).toMatch(/Did you mean `key-found`/);
    d.run.start = 'hal';
    expect(codes(d)).toContain('error unknown-location /run/start');
  });

  test('TS-32.26: a time failure card exists; special ones are read by some effect', () => {
    const d = tinyDeck();
    d.failures = [{ id: 'odd', type: 'special', text: 'x' }];
    const c = codes(d);
    expect(c).toContain('error failure-time-missing /failures');
    expect(c).toContain('error failure-special-unused /failures/0');
  });

  test('TS-32.21: box limits are warnings', () => {
    const d = tinyDeck();
    locationCard(d, 'yard', 'B').test!.shields = [{ kind: 'time', count: 8 }];
    expect(codes(d)).toContain('warning box-limit /locations/1/cards/1/test/shields/0/count');
  });

  test('every finding names a pointer into the document and a message', () => {
    const d = tinyDeck();
    d.locations[0].cards[2].letter = 'B';
    locationCard(d, 'yard', 'B').effects = [{ 'go-to': 'yard' }];
    for (const f of deckChecks(d)) {
      expect(f.pointer).toMatch(/^(\/|$)/);
      expect(f.message.length).toBeGreaterThan(20);
    }
  });
});

describe('deck diagnostic codes', () => {
  test('every code the checks emit is explained in DECK_CODES (and so in docs/formats.md), and every listed code is used', async () => {
    const { readFileSync } = await import('node:fs');
    const { DECK_CODES } = await import('../../../src/engine/rulesets/time-stories/format/checks');
    const { DIAGNOSTIC_CODES } = await import('../../../src/engine/format/codes');
    const text = readFileSync('src/engine/rulesets/time-stories/format/checks.ts', 'utf8');
    const used = new Set<string>();
    for (const m of text.matchAll(/\b(?:err|warn)\(\s*'([a-z]+(?:-[a-z]+)*)'/g)) used.add(m[1]);
    for (const m of text.matchAll(/(?:outside|missing|self): '([a-z]+(?:-[a-z]+)*)'/g)) used.add(m[1]);
    used.delete('duplicate-id');
    used.delete('path-outside-folder'); // shared with missions, listed in codes.ts
    expect([...used].filter((c) => !(c in DECK_CODES)).sort()).toEqual([]);
    expect(
      Object.keys(DECK_CODES)
        .filter((c) => !used.has(c))
        .sort(),
    ).toEqual([]);
    for (const c of Object.keys(DECK_CODES)) expect(DIAGNOSTIC_CODES[c], c).toBeDefined();
  });
});
