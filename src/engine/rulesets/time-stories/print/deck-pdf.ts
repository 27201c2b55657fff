/**
 * A deck's print sheets as PDF pages for the one PDF writer (core/draw/pdf.ts): a page of fronts, then the page of
 * their backs in mirrored slots, each face cut to its bleed box, crop marks on every page, and the TrimBox and
 * BleedBox print-shop tools read. The CLI and the studio both print through here.
 */
import type { Face } from '../../../core/draw/display';
import { ICON_CREDIT } from '../../../core/draw/icons';
import type { PdfLayer, PdfPage } from '../../../core/draw/pdf';
import { CARD_BLEED_BOX, printPages, type SheetLayout } from './sheets';

export const DECK_PDF_SUBJECT = `Print sheets made with Scenario Studio. ${ICON_CREDIT} Fonts: DejaVu (Bitstream Vera licence).`;

const MARK_WIDTH = 0.25 / (72 / 25.4);

/** The pages of a print run, fronts and backs of `cards` in order. */
export function deckPdfPages(cards: readonly { front: Face; back: Face }[], layout: SheetLayout): PdfPage[] {
  const { width: cw, height: ch } = CARD_BLEED_BOX;
  const marks: PdfLayer = {
    transform: [1, 0, 0, 1, 0, 0],
    prims: layout.marks.map((m) => ({
      t: 'poly' as const,
      points: [m.x1, m.y1, m.x2, m.y2],
      closed: false,
      stroke: { color: '#000000', width: MARK_WIDTH },
    })),
  };
  return printPages(cards.length, layout).map((p) => {
    const back = p.side === 'back';
    const slots = back ? layout.backs : layout.fronts;
    const layers: PdfLayer[] = p.cards.map((card, i) => {
      const s = slots[i];
      const face = back ? cards[card].back : cards[card].front;
      const turned = back && layout.backRotation === 180;
      return {
        prims: face.prims,
        // A turned back: its top-left corner goes to the slot's bottom-right, and x and y run backwards.
        transform: turned ? [-1, 0, 0, -1, s.x + cw, s.y + ch] : [1, 0, 0, 1, s.x, s.y],
        clip: { x: s.x, y: s.y, w: cw, h: ch },
      };
    });
    layers.push(marks);
    return { size: [layout.width, layout.height], layers, trimBox: layout.trimBox, bleedBox: layout.bleedBox };
  });
}
