/**
 * The unit cards' PDF sheets for the engine's one PDF writer (UN-2.4.1, poker size with bleed): one page of fronts
 * then one of their backs, each card's face cut to its bleed box at its slot, a back in the mirrored column for
 * long-edge duplex, the crop marks on top. (The e2e test reads the written PDF back.)
 */
import { describe, expect, it } from 'vitest';
import type { Face } from '../../../../src/engine/core/draw/display';
import {
  cardBack,
  cardFront,
  POKER_BLEED_BOX,
} from '../../../../src/renderer/rulesets/universalis/cards/card-faces';
import { cardPdfPages, cardSheet } from '../../../../src/renderer/rulesets/universalis/cards/card-sheets';
import { CARD_WORDS } from '../../../../src/renderer/rulesets/universalis/cards/card-words';
import { unitsSample } from './helpers';

const measure = (text: string, _font: string, size: number) => text.length * size * 0.5;

describe('unit cards as PDF sheets', () => {
  for (const paper of ['a4', 'letter'] as const)
    it(`lays the sample cards on ${paper}: fronts, then mirrored backs, each cut to its bleed box`, () => {
      const units = unitsSample();
      const faces = units.cards.map((card) => ({
        front: cardFront(card, units, 'en', CARD_WORDS.en, measure),
        back: cardBack(card, units, 'en', CARD_WORDS.en, measure),
      }));
      const sheet = cardSheet(paper);
      const pages = cardPdfPages(faces, sheet);
      expect(pages).toHaveLength(2 * Math.ceil(faces.length / sheet.perPage));
      const seen = new Map<Face, { x: number; y: number }>();
      pages.forEach((page, i) => {
        expect(page.size).toEqual([sheet.width, sheet.height]);
        const cards = page.layers.slice(0, -1);
        const marks = page.layers[page.layers.length - 1];
        expect(marks.prims).toHaveLength(sheet.marks.length);
        for (const layer of cards) {
          const [, , , , x, y] = layer.transform;
          expect(layer.clip).toEqual({ x, y, w: POKER_BLEED_BOX.width, h: POKER_BLEED_BOX.height });
          const face = (i % 2 ? faces.map((f) => f.back) : faces.map((f) => f.front)).find(
            (f) => f.prims === layer.prims,
          );
          expect(face).toBeDefined();
          seen.set(face!, { x, y });
        }
      });
      // The first card's back stands in the column that mirrors its front's.
      const front = seen.get(faces[0].front)!;
      const back = seen.get(faces[0].back)!;
      expect(back.y).toBeCloseTo(front.y, 9);
      expect(back.x + front.x + POKER_BLEED_BOX.width).toBeCloseTo(
        2 * sheet.fronts[0].x + sheet.cols * POKER_BLEED_BOX.width,
        6,
      );
    });
});
