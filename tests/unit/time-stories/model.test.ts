import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { validate } from '../../../src/engine/generated/validators/deck.js';
import { deckGraph } from '../../../src/engine/rulesets/time-stories/rules/graph';
import { deckOrder } from '../../../src/engine/rulesets/time-stories/rules/numbering';
import { sampleDeck, tinyDeck } from './fixture';

const schema = JSON.parse(readFileSync('schemas/deck.schema.json', 'utf8'));

describe('deck format', () => {
  test('the sample and the fixture are valid against deck.schema.json', () => {
    expect(validate(sampleDeck()), JSON.stringify(validate.errors)).toBe(true);
    expect(validate(tinyDeck()), JSON.stringify(validate.errors)).toBe(true);
  });

  test('the schema describes every property and closes every object', () => {
    const problems: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${path}/${i}`));
      if (!node || typeof node !== 'object') return;
      const o = node as Record<string, any>;
      if (o.type === 'object' && o.properties && o.additionalProperties !== false)
        problems.push(`${path}: additionalProperties`);
      for (const [k, v] of Object.entries(o.properties ?? {}))
        if (!(v as any).description) problems.push(`${path}/properties/${k}: description`);
      for (const [k, v] of Object.entries(o))
        if (k !== 'examples' && k !== 'default') walk(v, `${path}/${k}`);
    };
    walk(schema, '');
    expect(problems).toEqual([]);
    expect(schema.$id).toBe('https://scenario-studio.org/schemas/deck.schema.json');
    expect(schema.required).toContain('formatVersion');
    expect(validate(schema.examples[0])).toBe(true);
  });

  test('the schema refuses absolute image paths, web addresses and unknown fields', () => {
    for (const image of ['/etc/passwd.png', 'C:\\art\\x.png', 'https://example.com/a.png', 'a.gif']) {
      const d = tinyDeck();
      d.locations[0].cards[1].image = image;
      expect(validate(d), image).toBe(false);
    }
    const d = tinyDeck() as any;
    d.locations[0].cards[1].colour = 'red';
    expect(validate(d)).toBe(false);
  });

  test('text fields take a string or {en, de, fr}', () => {
    const d = tinyDeck();
    d.title = { en: 'Tiny', de: 'Winzig', fr: 'Minuscule' };
    expect(validate(d)).toBe(true);
    (d as any).title = { it: 'Piccolo' };
    expect(validate(d)).toBe(false);
  });
});

describe('computed numbering (TS-6.4, TS-6.5)', () => {
  test('back numbers run 1…N in reset order: flash, base, plan, hosts, locations A…H, items, mission cards, flash', () => {
    const order = deckOrder(sampleDeck());
    expect(order.map((c) => c.number)).toEqual(order.map((_, i) => i + 1));
    expect(order[0].kind).toBe('flash-top');
    expect(order[1]).toMatchObject({ kind: 'base', letter: 'A' });
    expect(order.at(-1)!.kind).toBe('flash-bottom');
    const harbour = order.filter((c) => c.location === 'harbour').map((c) => c.letter);
    expect(harbour).toEqual(['A', 'B', 'C', 'D', 'E']);
    const firstAdventure = order.findIndex((c) => c.phase === 'adventure');
    expect(order.slice(firstAdventure).every((c) => c.phase === 'adventure')).toBe(true);
    expect(order.filter((c) => c.kind === 'item').map((c) => c.itemNumber)).toEqual([
      2, 3, 7, 11, 14, 18, 21, 25,
    ]);
    // 2 flash + 4 base + 4 plan + 4 hosts + 25 location cards + 8 items + success + 3 failures.
    expect(order).toHaveLength(51);
  });

  test('letters typed out of order are still dealt A first', () => {
    const d = tinyDeck();
    d.locations[0].cards.reverse();
    expect(
      deckOrder(d)
        .filter((c) => c.location === 'hall')
        .map((c) => c.letter),
    ).toEqual(['A', 'B', 'C']);
  });
});

describe('deck graph', () => {
  test('locations, cards, items and tokens are nodes; grants and requires are edges with pointers', () => {
    const g = deckGraph(sampleDeck());
    const kinds = new Set(g.nodes.map((n) => n.kind));
    for (const k of ['location', 'card', 'item', 'status', 'success', 'failure', 'host'])
      expect(kinds).toContain(k);
    expect(g.edges).toContainEqual(
      expect.objectContaining({ from: 'card:caves/C', to: 'status:lantern-oil', kind: 'grants' }),
    );
    expect(g.edges).toContainEqual(
      expect.objectContaining({
        from: 'status:lantern-oil',
        to: 'card:lighthouse/C',
        kind: 'requires',
        pointer: '/locations/4/cards/2/locks/0',
      }),
    );
    expect(g.edges).toContainEqual(
      expect.objectContaining({ from: 'item:7', to: 'card:chapel/D', kind: 'requires' }),
    );
    expect(g.edges).toContainEqual(
      expect.objectContaining({ from: 'status:lantern-oil', to: 'location:lighthouse', kind: 'requires' }),
    );
    expect(g.edges).toContainEqual(
      expect.objectContaining({ from: 'card:lighthouse/C', to: 'success', kind: 'grants' }),
    );
    expect(g.edges).toContainEqual(
      expect.objectContaining({
        from: 'card:harbour/E',
        to: 'location:caves',
        kind: 'leads-to',
        conditional: false,
      }),
    );
    const ids = new Set(g.nodes.map((n) => n.id));
    for (const e of g.edges) {
      expect(ids.has(e.from), e.from).toBe(true);
      expect(ids.has(e.to), e.to).toBe(true);
    }
  });

  test('reachability steps order the progression: a key comes before what it opens', () => {
    const g = deckGraph(sampleDeck());
    const step = (id: string) => g.nodes.find((n) => n.id === id)!.step!;
    expect(step('status:lantern-oil')).toBeLessThan(step('card:lighthouse/C'));
    expect(step('location:harbour')).toBe(0);
    expect(step('success')).toBeGreaterThan(step('status:keepers-code'));
  });
});
