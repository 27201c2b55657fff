import { describe, expect, test } from 'vitest';
import { deckFaces, shortHostName } from '../../../src/engine/rulesets/time-stories/print/deck-faces';
import { wrapRuns, richRuns, type Measure, type Prim } from '../../../src/engine/core/draw/display';
import {
  CARD,
  CARD_BLEED_BOX,
  MARK_EDGE,
  MARK_LENGTH,
  MARK_OFFSET,
  printPages,
  sheetLayout,
  ttsSavedObject,
  ttsSheets,
} from '../../../src/engine/rulesets/time-stories/print/sheets';
import { sampleDeck, tinyDeck } from './fixture';

/** A crude monospace measure: layout tests need determinism, not real metrics. */
const mono: Measure = (text, _font, size) => text.length * size * 0.5;

describe('print sheets', () => {
  test.each(['a4', 'letter'] as const)(
    '%s: 2×2 tarot cards with bleed fit inside the paper, centred',
    (paper) => {
      const l = sheetLayout({ paper });
      expect([l.cols, l.rows]).toEqual([2, 2]);
      for (const s of l.fronts) {
        expect(s.x).toBeGreaterThan(MARK_OFFSET + MARK_LENGTH);
        expect(s.y).toBeGreaterThan(MARK_OFFSET + MARK_LENGTH);
        expect(s.x + CARD_BLEED_BOX.width).toBeLessThan(l.width - MARK_OFFSET - MARK_LENGTH);
        expect(s.y + CARD_BLEED_BOX.height).toBeLessThan(l.height - MARK_OFFSET - MARK_LENGTH);
      }
      const left = l.fronts[0].x;
      const right = l.width - (l.fronts[1].x + CARD_BLEED_BOX.width);
      expect(left).toBeCloseTo(right, 6);
    },
  );

  test('backs are mirrored for long-edge duplex: a front and its back meet through the paper', () => {
    const l = sheetLayout({ paper: 'a4' });
    l.fronts.forEach((f, i) => {
      const b = l.backs[i];
      expect(b.x).toBeCloseTo(l.width - f.x - CARD_BLEED_BOX.width, 6);
      expect(b.y).toBeCloseTo(f.y, 6);
    });
    const s = sheetLayout({ paper: 'a4', duplex: 'short-edge' });
    s.fronts.forEach((f, i) => expect(s.backs[i].y).toBeCloseTo(s.height - f.y - CARD_BLEED_BOX.height, 6));
  });

  test.each(['a4', 'letter'] as const)('%s: every crop mark lies on a trim line, outside every bleed box, every trim line marked', (paper) => {
    const l = sheetLayout({ paper });
    const trimX = l.fronts.flatMap((s) => [s.x + CARD.bleed, s.x + CARD_BLEED_BOX.width - CARD.bleed]);
    const trimY = l.fronts.flatMap((s) => [s.y + CARD.bleed, s.y + CARD_BLEED_BOX.height - CARD.bleed]);
    for (const m of l.marks) {
      if (m.x1 === m.x2) expect(trimX).toContainEqual(m.x1);
      else expect(trimY).toContainEqual(m.y1);
      for (const s of l.fronts) {
        const inside = (x: number, y: number) =>
          x > s.x && x < s.x + CARD_BLEED_BOX.width && y > s.y && y < s.y + CARD_BLEED_BOX.height;
        expect(inside(m.x1, m.y1) || inside(m.x2, m.y2)).toBe(false);
      }
    }
    // Every trim line has a mark at both of its ends: each a mark on its line beyond the grid's edge.
    for (const x of trimX) expect(l.marks.filter((m) => m.x1 === x && m.x2 === x).length).toBeGreaterThanOrEqual(2);
    for (const y of trimY) expect(l.marks.filter((m) => m.y1 === y && m.y2 === y).length).toBeGreaterThanOrEqual(2);
  });

  test.each(['a4', 'letter'] as const)('%s: crop marks stay at least 10 mm from the paper edge; the cards keep their size', (paper) => {
    for (const duplex of ['long-edge', 'short-edge'] as const) {
      const l = sheetLayout({ paper, duplex });
      expect([l.cols, l.rows]).toEqual([2, 2]);
      for (const m of l.marks) {
        for (const v of [m.x1, m.x2]) {
          expect(v).toBeGreaterThanOrEqual(MARK_EDGE - 1e-9);
          expect(v).toBeLessThanOrEqual(l.width - MARK_EDGE + 1e-9);
        }
        for (const v of [m.y1, m.y2]) {
          expect(v).toBeGreaterThanOrEqual(MARK_EDGE - 1e-9);
          expect(v).toBeLessThanOrEqual(l.height - MARK_EDGE + 1e-9);
        }
      }
      // Bleed boxes never overlap.
      for (const a of l.fronts)
        for (const b of l.fronts)
          if (a !== b)
            expect(a.x + CARD_BLEED_BOX.width <= b.x + 1e-9 || b.x + CARD_BLEED_BOX.width <= a.x + 1e-9 || a.y + CARD_BLEED_BOX.height <= b.y + 1e-9 || b.y + CARD_BLEED_BOX.height <= a.y + 1e-9).toBe(true);
    }
  });

  test('pages alternate fronts and backs of the same cards', () => {
    const pages = printPages(6, sheetLayout({ paper: 'a4' }));
    expect(pages).toEqual([
      { side: 'front', cards: [0, 1, 2, 3] },
      { side: 'back', cards: [0, 1, 2, 3] },
      { side: 'front', cards: [4, 5] },
      { side: 'back', cards: [4, 5] },
    ]);
  });
});

describe('Tabletop Simulator sheets', () => {
  test('grids of at most 10×7 cards keep the tarot proportions', () => {
    const sheets = ttsSheets(75);
    expect(sheets.map((s) => [s.cols, s.rows, s.cards.length])).toEqual([
      [10, 7, 70],
      [5, 1, 5],
    ]);
    expect(sheets[0].cardHeight / sheets[0].cardWidth).toBeCloseTo(CARD.height / CARD.width, 2);
  });

  test('the saved object loads every card once, top card first, with unique backs', () => {
    const sheets = ttsSheets(3);
    const obj = ttsSavedObject(
      'T',
      sheets,
      ['a', 'b', 'c'].map((n) => ({ nickname: n, description: '' })),
      () => 'file:///f.png',
      () => 'file:///b.png',
    );
    const deck = obj.ObjectStates[0];
    expect(deck.Name).toBe('DeckCustom');
    expect(deck.DeckIDs).toEqual([100, 101, 102]);
    expect(deck.ContainedObjects.map((c: any) => c.Nickname)).toEqual(['a', 'b', 'c']);
    expect(deck.CustomDeck['1']).toMatchObject({
      NumWidth: 3,
      NumHeight: 1,
      UniqueBack: true,
      FaceURL: 'file:///f.png',
      BackURL: 'file:///b.png',
    });
  });
});

describe('card faces', () => {
  const faces = deckFaces(sampleDeck(), mono);

  test('one front and one back per card, in reset order', () => {
    expect(faces.map((f) => f.card.number)).toEqual(faces.map((_, i) => i + 1));
    expect(faces).toHaveLength(51);
  });

  test('text stays inside the safe area (2.5 mm inside the trim line), pictures inside the bleed box', () => {
    const safe = {
      x0: CARD.bleed + 2,
      y0: CARD.bleed + 2,
      x1: CARD_BLEED_BOX.width - CARD.bleed - 2,
      y1: CARD_BLEED_BOX.height - CARD.bleed - 2,
    };
    for (const f of faces) {
      for (const side of [f.front, f.back]) {
        for (const op of side.prims as Prim[]) {
          if (op.t === 'text') {
            expect(op.y, `${f.card.label}: ${JSON.stringify(op.runs)}`).toBeGreaterThan(safe.y0);
            expect(op.y).toBeLessThan(safe.y1);
            if (op.align === 'left') expect(op.x).toBeGreaterThanOrEqual(safe.x0);
          }
          if (op.t === 'rect') {
            expect(op.x).toBeGreaterThanOrEqual(0);
            expect(op.x + op.w).toBeLessThanOrEqual(CARD_BLEED_BOX.width + 1e-9);
          }
        }
      }
    }
  });

  test('backs carry their number; location backs their name and letter; the lock symbols show', () => {
    const lampRoom = faces.find((f) => f.card.label === 'Saint-Maudez Lighthouse C')!;
    const texts = lampRoom.back.prims
      .filter((o): o is Extract<Prim, { t: 'text' }> => o.t === 'text')
      .map((o) => o.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Saint-Maudez Lighthouse',
        'C',
        String(lampRoom.card.number),
        'Lantern oil',
        "Keeper's code",
      ]),
    );
    const icons = lampRoom.back.prims.filter((o) => o.t === 'icon').map((o) => (o as { name: string }).name);
    expect(icons).toEqual(expect.arrayContaining(['lighthouse', 'oil-drum', 'cog', 'stairs']));
  });

  test('lock pills name hosts by their first name, after any title, in every language', () => {
    const pill = (language: 'en' | 'de' | 'fr') => {
      const chapel = deckFaces(sampleDeck(), mono, { language }).find((f) => f.card.label.endsWith(' D') && f.card.label.startsWith('Notre-Dame'))!;
      return chapel.back.prims
        .filter((o): o is Extract<Prim, { t: 'text' }> => o.t === 'text')
        .map((o) => o.text)
        .find((t) => t.includes(','));
    };
    // Father Ewen Kervella and Dr Armelle Quéré (Pater …, Dr. …; Père …, Docteure …).
    expect(pill('en')).toBe('Ewen, Armelle');
    expect(pill('de')).toBe('Ewen, Armelle');
    expect(pill('fr')).toBe('Ewen, Armelle');
  });

  test('short host names: titles skipped, a lone word kept, names that would clash kept longer', () => {
    expect(shortHostName('Maëla Le Goff')).toBe('Maëla');
    expect(shortHostName('Father Ewen Kervella')).toBe('Ewen');
    expect(shortHostName('Dr Armelle Quéré')).toBe('Armelle');
    expect(shortHostName('Dr. Armelle Quéré')).toBe('Armelle');
    expect(shortHostName('Docteure Armelle Quéré')).toBe('Armelle');
    expect(shortHostName('Sœur Anne')).toBe('Anne');
    expect(shortHostName('Mme Jeanne Le Bris')).toBe('Jeanne');
    expect(shortHostName('M. Paul Morvan')).toBe('Paul');
    expect(shortHostName('Frau Dr. Ilse Brandt')).toBe('Ilse');
    expect(shortHostName('Prof. Sir Arthur Lee')).toBe('Arthur');
    expect(shortHostName('Schwester Agnes')).toBe('Agnes');
    expect(shortHostName('Yannick')).toBe('Yannick');
    // A name that is only a title stays whole rather than vanishing.
    expect(shortHostName('The Captain')).toBe('The');
    expect(shortHostName('Captain')).toBe('Captain');
    // Two hosts called Jean: the pill must still tell them apart.
    const team = ['Jean Dupont', 'Father Jean Martin', 'Anne Ros'];
    expect(team.map((n) => shortHostName(n, team))).toEqual(['Jean Dupont', 'Jean Martin', 'Anne']);
  });

  test('the red location prints its name in red on the back', () => {
    const caves = faces.find((f) => f.card.label === "The Smugglers' Caves B")!;
    const name = caves.back.prims.find(
      (o) => o.t === 'text' && o.text === "The Smugglers' Caves",
    ) as Extract<Prim, { t: 'text' }>;
    expect(name.fill).toBe('#a11d21');
  });

  test("faces print in the deck's language or the one asked for", () => {
    const de = deckFaces(sampleDeck(), mono, { language: 'de' });
    const text = JSON.stringify(de.map((f) => f.front.prims));
    expect(text).toContain('Hafen von Kerrow');
    expect(text).toContain('ZE');
    const fr = JSON.stringify(deckFaces(tinyDeck(), mono, { language: 'fr' }).map((f) => f.back.prims));
    expect(fr).toContain('Le marqueur de temps a-t-il atteint 0');
  });

  test('rich text: **bold** runs, and lines no wider than asked', () => {
    expect(richRuns('a **b** c')).toEqual([
      { text: 'a ', font: 'serif' },
      { text: 'b', font: 'serif-bold' },
      { text: ' c', font: 'serif' },
    ]);
    const lines = wrapRuns(richRuns('one two three four five six seven eight nine ten'), 20, 8, mono);
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines)
      expect(mono(l.map((r) => r.text).join(''), 'serif', 8)).toBeLessThanOrEqual(20 + 1e-9);
  });
});

describe('shared canvas painter', () => {
  test('paints a face on any Canvas 2D context: balanced save/restore, icons from the given paths, text per run', async () => {
    const { paintFace } = await import('../../../src/engine/core/draw/paint');
    const calls: string[] = [];
    let depth = 0;
    const ctx = new Proxy({} as Record<string, unknown>, {
      get:
        (_t, prop: string) =>
        (...args: unknown[]) => {
          if (prop === 'save') depth++;
          if (prop === 'restore') depth--;
          calls.push(prop === 'fillText' ? `fillText:${args[0]}` : prop);
        },
      set: () => true,
    });
    const face = deckFaces(sampleDeck(), mono).find((f) => f.card.label === 'Kerrow Harbour C')!;
    const icons: string[] = [];
    paintFace(ctx as never, face.back, {
      families: { serif: 's', 'serif-bold': 'sb', 'sans-bold': 'b' },
      measure: mono,
      icon: (n) => (icons.push(n), ['path']),
      image: () => undefined,
    });
    expect(depth).toBe(0);
    expect(icons).toContain('anchor');
    expect(calls).toContain('fillText:Kerrow Harbour');
  });
});
