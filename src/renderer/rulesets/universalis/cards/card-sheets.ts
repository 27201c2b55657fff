/**
 * Where poker-size cards go on A4 or Letter sheets for printing: bleed boxes side by side (each card keeps its own
 * 3 mm bleed; two cuts separate neighbours), portrait or landscape, whichever holds more cards; crop marks in the
 * sheet's margin continuing every trim line; each page of fronts followed by the page of their backs, mirrored for
 * long-edge duplex. Pure geometry in mm: the PDF writer and the tests read the same numbers.
 */
import { PT, type Face, type Prim, type Transform } from '../../../../engine/core/draw/display';
import type { PdfPage } from '../../../../engine/core/draw/pdf';
import { POKER, POKER_BLEED_BOX } from './card-faces';

export type Paper = 'a4' | 'letter';
const PAPER_MM: Record<Paper, [number, number]> = { a4: [210, 297], letter: [215.9, 279.4] };

export interface CardSheet {
  width: number;
  height: number;
  cols: number;
  rows: number;
  perPage: number;
  /** Bleed box of the n-th card of a page, front and (mirrored) back. */
  fronts: { x: number; y: number }[];
  backs: { x: number; y: number }[];
  marks: { x1: number; y1: number; x2: number; y2: number }[];
}

const MARGIN = 4;
const MARK = 3;

function layout(width: number, height: number): CardSheet {
  const { width: cw, height: ch } = POKER_BLEED_BOX;
  const cols = Math.max(1, Math.floor((width - 2 * MARGIN) / cw));
  const rows = Math.max(1, Math.floor((height - 2 * MARGIN) / ch));
  const x0 = (width - cols * cw) / 2;
  const y0 = (height - rows * ch) / 2;
  const fronts: CardSheet['fronts'] = [];
  const backs: CardSheet['backs'] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      fronts.push({ x: x0 + c * cw, y: y0 + r * ch });
      backs.push({ x: x0 + (cols - 1 - c) * cw, y: y0 + r * ch });
    }
  const b = POKER.bleed;
  const marks: CardSheet['marks'] = [];
  const gx0 = x0;
  const gx1 = x0 + cols * cw;
  const gy0 = y0;
  const gy1 = y0 + rows * ch;
  for (let c = 0; c < cols; c++)
    for (const x of [x0 + c * cw + b, x0 + (c + 1) * cw - b]) {
      marks.push({ x1: x, y1: Math.max(0, gy0 - 0.5 - MARK), x2: x, y2: gy0 - 0.5 });
      marks.push({ x1: x, y1: gy1 + 0.5, x2: x, y2: Math.min(height, gy1 + 0.5 + MARK) });
    }
  for (let r = 0; r < rows; r++)
    for (const y of [y0 + r * ch + b, y0 + (r + 1) * ch - b]) {
      marks.push({ x1: Math.max(0, gx0 - 0.5 - MARK), y1: y, x2: gx0 - 0.5, y2: y });
      marks.push({ x1: gx1 + 0.5, y1: y, x2: Math.min(width, gx1 + 0.5 + MARK), y2: y });
    }
  return { width, height, cols, rows, perPage: cols * rows, fronts, backs, marks };
}

export function cardSheet(paper: Paper): CardSheet {
  const [w, h] = PAPER_MM[paper];
  const portrait = layout(w, h);
  const landscape = layout(h, w);
  return landscape.perPage > portrait.perPage ? landscape : portrait;
}

/** Pages of a print run: fronts of up to `perPage` cards, then their backs. */
export function cardPages(count: number, sheet: CardSheet): { side: 'front' | 'back'; cards: number[] }[] {
  const pages: { side: 'front' | 'back'; cards: number[] }[] = [];
  for (let start = 0; start < count; start += sheet.perPage) {
    const cards = Array.from({ length: Math.min(sheet.perPage, count - start) }, (_, i) => start + i);
    pages.push({ side: 'front', cards }, { side: 'back', cards });
  }
  return pages;
}

const IDENTITY: Transform = [1, 0, 0, 1, 0, 0];

/** The sheets of a print run: each card's bleed box at its slot, cut to it, and the crop marks in the margin. */
export function cardPdfPages(faces: readonly { front: Face; back: Face }[], sheet: CardSheet): PdfPage[] {
  const { width: cw, height: ch } = POKER_BLEED_BOX;
  const marks: Prim[] = sheet.marks.map((m) => ({
    t: 'poly',
    points: [m.x1, m.y1, m.x2, m.y2],
    closed: false,
    stroke: { color: '#000000', width: 0.25 * PT },
  }));
  return cardPages(faces.length, sheet).map((page) => {
    const slots = page.side === 'front' ? sheet.fronts : sheet.backs;
    return {
      size: [sheet.width, sheet.height],
      layers: [
        ...page.cards.map((c, k) => ({
          prims: faces[c][page.side].prims,
          transform: [1, 0, 0, 1, slots[k].x, slots[k].y] as Transform,
          clip: { x: slots[k].x, y: slots[k].y, w: cw, h: ch },
        })),
        { prims: marks, transform: IDENTITY },
      ],
    };
  });
}
