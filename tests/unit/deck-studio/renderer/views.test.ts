import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Deck } from '../../../../src/engine/rulesets/time-stories/rules/deck';
import { deckGraph } from '../../../../src/engine/rulesets/time-stories/rules/graph';
import { estimateText, layoutGraph, LOCK_W, NODE_MAX_W, NODE_MIN_W, TEXT_X, wrapLabel } from '../../../../src/renderer/rulesets/time-stories/deck/graph-layout';
import { deckMessages } from '../../../../src/renderer/rulesets/time-stories/deck/messages';

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
    const a = layoutGraph(graph, { hideEdges: new Set() });
    const b = layoutGraph(deckGraph(sample()), { hideEdges: new Set() });
    expect(a.nodes.map((n) => [n.node.id, n.x, n.y, n.w, n.h])).toEqual(b.nodes.map((n) => [n.node.id, n.x, n.y, n.w, n.h]));
    for (const n of a.nodes) {
      for (const m of a.nodes) {
        if (m === n) continue;
        const apart = n.x + n.w <= m.x || m.x + m.w <= n.x || n.y + n.h <= m.y || m.y + m.h <= n.y;
        expect(apart, `${n.node.id} / ${m.node.id}`).toBe(true);
      }
      expect(n.x + n.w).toBeLessThanOrEqual(a.width);
      expect(n.y + n.h).toBeLessThanOrEqual(a.height);
    }
  });

  test('labels are readable: wrapped to at most two lines that fit between the kind mark and the lock', () => {
    const layout = layoutGraph(deckGraph(sample()));
    for (const n of layout.nodes) {
      expect(n.w).toBeGreaterThanOrEqual(NODE_MIN_W);
      expect(n.w).toBeLessThanOrEqual(NODE_MAX_W);
      expect(n.lines.length).toBeGreaterThanOrEqual(1);
      expect(n.lines.length).toBeLessThanOrEqual(2);
      const room = n.w - TEXT_X - (n.locked ? LOCK_W : 0);
      for (const line of n.lines) expect(estimateText(line), `${n.node.label}: ${line}`).toBeLessThanOrEqual(room);
      // Nothing is lost unless the label needs more than two lines, and then only its end (the tooltip keeps it all).
      const shown = n.lines.join(' ');
      if (shown.endsWith('…')) expect(n.node.label.startsWith(shown.slice(0, -1).trimEnd())).toBe(true);
      else expect(shown).toBe(n.node.label.split(/\s+/).join(' '));
      expect(n.locked).toBe(n.node.tags.some((t) => t.startsWith('lock:')));
    }
    // The sample's labels fit whole: none is cut.
    expect(layout.nodes.filter((n) => n.lines.join(' ').endsWith('…'))).toEqual([]);
    expect(layout.nodes.find((n) => n.node.label === "E · The stranger's room")?.locked).toBe(true);
  });

  test('wrapping: at spaces, a word wider than a line is cut, the third line becomes "…"', () => {
    const m = (s: string) => s.length * 10;
    expect(wrapLabel('Harbourmaster office', 200, m)).toEqual(['Harbourmaster office']);
    expect(wrapLabel('The harbourmaster office', 150, m)).toEqual(['The', 'harbourmaster…']);
    expect(wrapLabel('B · The harbourmaster', 140, m)).toEqual(['B · The', 'harbourmaster']);
    expect(wrapLabel('Supercalifragilistic', 100, m)).toEqual(['Supercalif', 'ragilistic']);
    expect(wrapLabel('Supercalifragilisticexpialidocious', 100, m)).toEqual(['Supercalif', 'ragilisti…']);
    expect(wrapLabel('A long label that goes on and on', 120, m)).toEqual(['A long label', 'that goes o…']);
    expect(wrapLabel('', 100, m)).toEqual(['']);
    for (const l of wrapLabel('A long label that goes on and on', 120, m)) expect(m(l)).toBeLessThanOrEqual(120);
  });

  test('a column is as wide as its labels need, within limits', () => {
    const deck = sample();
    deck.locations[0].name = 'A harbour whose name is far too long to stand on one line of any column';
    const layout = layoutGraph(deckGraph(deck));
    const long = layout.nodes.find((n) => n.node.kind === 'location' && n.node.label.startsWith('A harbour'))!;
    expect(long.w).toBe(NODE_MAX_W);
    expect(long.lines).toHaveLength(2);
    expect(long.lines[1].endsWith('…')).toBe(true);
    expect(long.h).toBeGreaterThan(layout.nodes.find((n) => n.lines.length === 1)!.h);
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

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every string by key, and the placeholders it uses. */
function strings(o: unknown, prefix = ''): [string, string][] {
  return Object.entries(o as Record<string, unknown>).flatMap(([k, v]) => (v && typeof v === 'object' ? strings(v, `${prefix}${k}.`) : [[`${prefix}${k}`, String(v)] as [string, string]]));
}

describe('deck studio strings', () => {
  test('English, German and French have the same keys (each with its own plural forms), placeholders and no empty text', () => {
    const base = (lang: 'en' | 'de' | 'fr') => [...new Set(keys(deckMessages[lang]).map((k) => k.replace(PLURAL, '')))].sort();
    const en = base('en');
    expect(base('de')).toEqual(en);
    expect(base('fr')).toEqual(en);
    for (const lang of ['en', 'de', 'fr'] as const) {
      const flat = keys(deckMessages[lang]);
      for (const k of flat) expect(k.split('.').reduce<any>((o, p) => o[p], deckMessages[lang]), `${lang} ${k}`).not.toBe('');
      // A counted message has exactly the plural forms of its language (French: one, many, other).
      const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories.slice().sort();
      const counted = new Map<string, string[]>();
      for (const k of flat.filter((x) => PLURAL.test(x))) counted.set(k.replace(PLURAL, ''), [...(counted.get(k.replace(PLURAL, '')) ?? []), PLURAL.exec(k)![1]]);
      for (const [k, got] of counted) expect(got.sort(), `${lang} ${k}`).toEqual(forms);
    }
    const placeholders = (lang: 'en' | 'de' | 'fr') => {
      const out = new Map<string, Set<string>>();
      for (const [k, v] of strings(deckMessages[lang])) {
        const set = out.get(k.replace(PLURAL, '')) ?? new Set<string>();
        for (const m of v.matchAll(/\{\{(\w+)\}\}/g)) set.add(m[1]);
        out.set(k.replace(PLURAL, ''), set);
      }
      return Object.fromEntries([...out].map(([k, v]) => [k, [...v].sort()]));
    };
    expect(placeholders('de')).toEqual(placeholders('en'));
    expect(placeholders('fr')).toEqual(placeholders('en'));
  });

  test('every key the deck views use exists', () => {
    const used = new Set<string>();
    for (const file of readdirSync('src/renderer/rulesets/time-stories/deck').filter((f) => /\.tsx?$/.test(f) && f !== 'messages.ts')) {
      const src = readFileSync(`src/renderer/rulesets/time-stories/deck/${file}`, 'utf8');
      for (const m of src.matchAll(/'deck:([a-zA-Z.-]+[a-zA-Z])'/g)) used.add(m[1]);
    }
    // A counted message exists as its plural forms (count.cards_one, count.cards_other).
    const known = new Set(keys(deckMessages.en).map((k) => k.replace(PLURAL, '')));
    const missing = [...used].filter((k) => !known.has(k) && !keys(deckMessages.en).some((x) => x.startsWith(`${k}.`)));
    expect(missing).toEqual([]);
  });
});

describe('deck studio styles', () => {
  const css = readFileSync('src/renderer/rulesets/time-stories/deck/deck.css', 'utf8');
  const rules = [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ({ selector: m[1].trim(), body: m[2] }));

  test('graph edges are lines in every theme: only arrowheads are filled', () => {
    expect(rules.length).toBeGreaterThan(20);
    for (const r of rules.filter((x) => /\.deck-edge/.test(x.selector))) {
      const fill = /(^|[;\s])fill:\s*([^;]+)/.exec(r.body)?.[2].trim();
      expect(fill === undefined || fill === 'none', `${r.selector} { ${r.body.trim()} }`).toBe(true);
    }
  });

  test('the deck leaves colour-scheme to the shell and colours its selects from the theme', () => {
    expect(css).not.toMatch(/color-scheme/);
    for (const r of rules.filter((x) => /\bselect\b/.test(x.selector))) {
      for (const m of r.body.matchAll(/(?:^|[;\s])(background(?:-color)?|color):\s*([^;]+)/g)) expect(m[2].trim(), r.selector).toMatch(/^(var\(|inherit|transparent)/);
    }
  });
});
