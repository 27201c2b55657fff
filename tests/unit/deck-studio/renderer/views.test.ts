import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Deck } from '../../../../src/engine/time-stories/deck';
import { deckGraph } from '../../../../src/engine/time-stories/graph';
import { layoutGraph, NODE_H } from '../../../../src/renderer/editors/deck/graph-layout';
import { deckMessages } from '../../../../src/renderer/editors/deck/messages';

const sample = (): Deck => JSON.parse(readFileSync('samples/kerrow-point.deck.json', 'utf8'));

function keys(o: unknown, prefix = ''): string[] {
  return Object.entries(o as Record<string, unknown>).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

describe('deck graph layout', () => {
  test('columns are in order, with the never-reached column last', () => {
    const graph = deckGraph(sample());
    const layout = layoutGraph(graph);
    const steps = layout.columns.filter((c): c is number => c !== null);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    for (const p of layout.nodes) expect(layout.columns[p.column] === null).toBe(p.node.step === null);
  });

  test('nodes never overlap and the layout is deterministic', () => {
    const graph = deckGraph(sample());
    const a = layoutGraph(graph);
    const b = layoutGraph(deckGraph(sample()));
    expect(a.nodes.map((n) => [n.node.id, n.x, n.y])).toEqual(b.nodes.map((n) => [n.node.id, n.x, n.y]));
    const seen = new Set<string>();
    for (const n of a.nodes) {
      const cell = `${n.x}:${Math.round(n.y / NODE_H)}`;
      expect(seen.has(cell)).toBe(false);
      seen.add(cell);
      expect(n.x + n.w).toBeLessThanOrEqual(a.width);
      expect(n.y + n.h).toBeLessThanOrEqual(a.height);
    }
  });

  test('a card that needs a token stands to the right of the token', () => {
    const layout = layoutGraph(deckGraph(sample()));
    const at = new Map(layout.nodes.map((n) => [n.node.id, n.column]));
    const requires = layout.edges.filter((e) => e.edge.kind === 'requires' && e.edge.from.startsWith('status:'));
    expect(requires.length).toBeGreaterThan(0);
    for (const r of requires) expect(at.get(r.edge.to)!).toBeGreaterThan(at.get(r.edge.from)!);
  });

  test('hidden kinds and edges are left out', () => {
    const layout = layoutGraph(deckGraph(sample()), { hide: new Set(['host']), hideEdges: new Set(['contains']) });
    expect(layout.nodes.some((n) => n.node.kind === 'host')).toBe(false);
    expect(layout.edges.some((e) => e.edge.kind === 'contains')).toBe(false);
  });
});

describe('deck studio strings', () => {
  test('English, German and French have the same keys and no empty text', () => {
    const en = keys(deckMessages.en).sort();
    expect(keys(deckMessages.de).sort()).toEqual(en);
    expect(keys(deckMessages.fr).sort()).toEqual(en);
    for (const lang of ['en', 'de', 'fr'] as const) {
      const flat = keys(deckMessages[lang]);
      for (const k of flat) expect(k.split('.').reduce<any>((o, p) => o[p], deckMessages[lang]), `${lang} ${k}`).not.toBe('');
    }
  });

  test('every key the deck views use exists', () => {
    const used = new Set<string>();
    for (const file of readdirSync('src/renderer/editors/deck').filter((f) => /\.tsx?$/.test(f) && f !== 'messages.ts')) {
      const src = readFileSync(`src/renderer/editors/deck/${file}`, 'utf8');
      for (const m of src.matchAll(/'deck:([a-zA-Z.-]+[a-zA-Z])'/g)) used.add(m[1]);
    }
    const known = new Set(keys(deckMessages.en));
    const missing = [...used].filter((k) => !known.has(k) && !keys(deckMessages.en).some((x) => x.startsWith(`${k}.`)));
    expect(missing).toEqual([]);
  });
});
