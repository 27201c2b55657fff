/**
 * Unit cards as printed (UN-2.4.1): every sample card's front and back lie inside the poker-size bleed box with no
 * NaN, the hit-point circles are white then orange for the critical ones (UN-3.5), the derived values are the
 * rules' (UN-4.5, UN-4.6), every effect has a picture of the icon set, and the print sheets fit A4 and Letter with
 * crop marks and mirrored backs.
 */
import { describe, expect, it } from 'vitest';
import icons from '@iconify-json/game-icons/icons.json';
import type { Prim } from '../../../../src/engine/core/draw/display';
import {
  cardBack,
  cardFront,
  EFFECT_ICONS,
  POKER,
  POKER_BLEED_BOX,
} from '../../../../src/renderer/rulesets/universalis/cards/card-faces';
import { cardPages, cardSheet } from '../../../../src/renderer/rulesets/universalis/cards/card-sheets';
import { CARD_WORDS } from '../../../../src/renderer/rulesets/universalis/cards/card-words';
import { unitsSample } from './helpers';

/** Text width as a monospaced face would give it (0.5 em a character): enough for layout that must stay inside the card. */
const measure = (text: string, _font: string, size: number) => text.length * size * 0.5;

function numbers(op: Prim): number[] {
  return Object.values(op).filter((v): v is number => typeof v === 'number');
}

describe('unit card faces', () => {
  const units = unitsSample();
  for (const lang of ['en', 'de', 'fr'] as const) {
    it(`draws every sample card inside its bleed box (${lang})`, () => {
      for (const card of units.cards) {
        for (const face of [
          cardFront(card, units, lang, CARD_WORDS[lang], measure),
          cardBack(card, units, lang, CARD_WORDS[lang], measure),
        ]) {
          expect(face.width).toBeCloseTo(POKER.width + 2 * POKER.bleed, 9);
          for (const op of face.prims) {
            for (const n of numbers(op)) expect(Number.isFinite(n)).toBe(true);
            if (op.t === 'text') {
              expect(op.y).toBeLessThanOrEqual(POKER_BLEED_BOX.height);
              expect(op.x).toBeGreaterThanOrEqual(0);
            }
          }
        }
      }
    });
  }

  it('prints the hit points as circles: white ones, then orange critical ones (UN-3.5)', () => {
    const card = units.cards.find((c) => c.id === 'warden-captain')!;
    const circles = cardFront(card, units, 'en', CARD_WORDS.en, measure).prims.filter(
      (o): o is Extract<Prim, { t: 'circle' }> => o.t === 'circle',
    );
    expect(circles.map((c) => c.fill)).toEqual([
      ...Array(card.hp.normal).fill('#ffffff'),
      ...Array(card.hp.critical).fill('#f08a24'),
    ]);
  });

  it('prints the derived values: perception WN × 5 and danger 12 − EH (UN-4.6, UN-4.5)', () => {
    const card = units.cards.find((c) => c.id === 'warden-captain')!;
    const text = cardFront(card, units, 'en', CARD_WORDS.en, measure)
      .prims.filter((o): o is Extract<Prim, { t: 'text' }> => o.t === 'text')
      .map((o) => o.text)
      .join(' | ');
    expect(text).toContain(`Perception ${card.attributes.WN * 5} cm`);
    expect(text).toContain(`Danger ${12 - card.attributes.EH!} cm`);
    expect(text).toContain('Unarmed');
  });

  it('has a picture for every weapon and armour effect', () => {
    const set = icons as unknown as { icons: Record<string, unknown>; aliases?: Record<string, unknown> };
    for (const name of Object.values(EFFECT_ICONS))
      expect(name in set.icons || name in (set.aliases ?? {}), name).toBe(true);
  });
});

describe('card print sheets', () => {
  for (const paper of ['a4', 'letter'] as const) {
    it(`fits poker cards with bleed on ${paper}, crop marks in the margin, backs mirrored`, () => {
      const sheet = cardSheet(paper);
      expect(sheet.perPage).toBeGreaterThanOrEqual(4);
      for (const s of [...sheet.fronts, ...sheet.backs]) {
        expect(s.x).toBeGreaterThanOrEqual(0);
        expect(s.y).toBeGreaterThanOrEqual(0);
        expect(s.x + POKER_BLEED_BOX.width).toBeLessThanOrEqual(sheet.width + 1e-9);
        expect(s.y + POKER_BLEED_BOX.height).toBeLessThanOrEqual(sheet.height + 1e-9);
      }
      expect(new Set(sheet.backs.map((b) => `${b.x},${b.y}`))).toEqual(
        new Set(sheet.fronts.map((f) => `${f.x},${f.y}`)),
      );
      expect(sheet.marks.length).toBe(4 * sheet.cols + 4 * sheet.rows);
      for (const m of sheet.marks) for (const v of [m.x1, m.x2]) expect(v).toBeGreaterThanOrEqual(0);
      const pages = cardPages(13, sheet);
      expect(pages.filter((p) => p.side === 'front').flatMap((p) => p.cards)).toEqual(
        Array.from({ length: 13 }, (_, i) => i),
      );
      expect(pages.map((p) => p.side)).toEqual(pages.map((_, i) => (i % 2 ? 'back' : 'front')));
    });
  }
});
