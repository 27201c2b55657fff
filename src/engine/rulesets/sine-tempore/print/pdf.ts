/**
 * The print-and-play map as PDF pages for the one PDF writer (core/draw/pdf.ts): on each sheet its part of the map as
 * vectors at true size, the alignment marks on top, and in the margins the sheet's name, how to join the sheets and a
 * bar to check that the printer kept the scale. Captions are laid out by their measured width inside the margins and
 * shrink (then shorten) rather than run off the paper.
 */
import { ICON_CREDIT } from '../../../core/draw/icons';
import { overlaps, primBox, textBox, type Measure, type Prim, type TextPrim } from '../../../core/draw/display';
import type { PdfLayer, PdfPage } from '../../../core/draw/pdf';
import { marksOn, type PagePlan } from './pages';

export interface PdfWords {
  /** E.g. "Sheet {name} of {count}: column {col}, row {row}"; `{…}` are replaced. */
  page: string;
  /** The scale bar's caption, by plural category of the number of squares (Intl.PluralRules): "one" and "other". */
  scale: { one: string; other: string };
  /** E.g. "Cut along the dashed lines and line up the crosses." */
  howTo: string;
}

export const MAP_PDF_SUBJECT = `Print-and-play map made with Scenario Studio. ${ICON_CREDIT} Fonts: DejaVu (Bitstream Vera licence).`;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

/** The scale caption for `squares` squares in a language's plural rules. */
export function scaleCaption(words: PdfWords, language: string, mm: number, squares: number): string {
  const form = new Intl.PluralRules(language).select(squares) === 'one' ? 'one' : 'other';
  return fill(words.scale[form], { mm, squares });
}

export interface MapPdfInput {
  plan: PagePlan;
  /** The map's display list in squares (the layers to print, flattened). */
  prims: readonly Prim[];
  squareMm: number;
  marginMm: number;
  title: string;
  words: PdfWords;
  language: string;
  measure: Measure;
}

const INK = '#333333';
const PT = 25.4 / 72;
/** Printers rarely print nearer the paper's edge than this. */
const EDGE = 3;

/** One line in `width` mm: the largest size from `size` down to `min` at which it fits, else shortened with "…". */
function fitLine(text: string, width: number, size: number, min: number, measure: Measure): { text: string; size: number } {
  let s = size;
  while (s > min && measure(text, 'sans', s) > width) s = Math.max(min, s - 0.05);
  if (measure(text, 'sans', s) <= width) return { text, size: s };
  const chars = [...text];
  let n = chars.length;
  while (n > 1 && measure(`${chars.slice(0, n).join('')}…`, 'sans', s) > width) n--;
  return { text: `${chars.slice(0, n).join('')}…`, size: s };
}

const label = (x: number, y: number, text: string, size: number, align: TextPrim['align']): TextPrim => ({
  t: 'text',
  x,
  y,
  text,
  runs: [{ text, font: 'sans' }],
  size,
  fill: INK,
  align,
});

/** The captions of one sheet, in page mm: each inside the page and outside the map area. */
export function sheetCaptions(input: MapPdfInput, index: number): Prim[] {
  const { plan, marginMm: m, words, measure } = input;
  const tile = plan.pages[index];
  const [W, H] = plan.sheet;
  const out: Prim[] = [];
  const width = W - 2 * m;
  // Top band: title and the sheet's name, on one line above the map.
  const top = Math.min(7 * PT, (m - 1.5) / 1.2);
  if (top >= 4 * PT) {
    const line = `${input.title} · ${fill(words.page, { name: tile.name, count: plan.pages.length, col: tile.col + 1, row: tile.row + 1 })}`;
    const f = fitLine(line, width, top, 4.5 * PT, measure);
    out.push(label(m, m - 1 - 0.24 * f.size, f.text, f.size, 'left'));
  }
  // Bottom band: the scale bar at the right with its caption right-aligned on it, how to join sheets at the left.
  const band = m - 1;
  const bottom = H - Math.max(EDGE, Math.min(m * 0.3, m - 3));
  const squares = Math.max(1, Math.floor(40 / input.squareMm));
  const bar = squares * input.squareMm;
  const size = Math.min(6 * PT, band / 3);
  if (size < 3.5 * PT) return out;
  const caption = fitLine(scaleCaption(words, input.language, Math.round(bar * 10) / 10, squares), width, size, 4 * PT, measure);
  const barH = Math.min(1.2, band / 4);
  out.push({ t: 'rect', x: W - m - bar, y: bottom - barH, w: bar, h: barH, fill: '#1a1a1a' });
  out.push(label(W - m, bottom - barH - 0.8, caption.text, caption.size, 'right'));
  if (plan.pages.length > 1) {
    const used = Math.max(bar, measure(caption.text, 'sans', caption.size)) + 4;
    const room = { x: m, y: H - m + 0.6, w: width - used, h: bottom - (H - m + 0.6) };
    if (room.w > 20 && room.h > size)
      for (const p of textBox(words.howTo, room, { size, minSize: 4 * PT, colour: INK, regular: 'sans', bold: 'sans-bold' }, measure).prims)
        out.push(p);
  }
  return out;
}

/** The sheets of the print-and-play PDF. */
export function mapPdfPages(input: MapPdfInput): PdfPage[] {
  const { plan, squareMm: k, marginMm: m } = input;
  return plan.pages.map((tile, i) => {
    // Only what shows on this sheet: a large map's other sheets would otherwise repeat it all, cut away.
    const view = { x0: tile.x / k, y0: tile.y / k, x1: (tile.x + tile.w) / k, y1: (tile.y + tile.h) / k };
    const map: PdfLayer = {
      prims: input.prims.filter((p) => overlaps(primBox(p, input.measure), view)),
      transform: [k, 0, 0, k, m - tile.x, m - tile.y],
      clip: { x: m, y: m, w: tile.w, h: tile.h },
    };
    const marks: Prim[] = [];
    for (const mk of marksOn(tile, plan.marks)) {
      const points = [m + mk.x1 - tile.x, m + mk.y1 - tile.y, m + mk.x2 - tile.x, m + mk.y2 - tile.y];
      if (mk.kind === 'cut')
        marks.push({ t: 'poly', points, closed: false, stroke: { color: '#404040', width: 0.6 * PT, dash: [4 * PT, 3 * PT] } });
      else {
        marks.push({ t: 'poly', points, closed: false, stroke: { color: '#ffffff', width: 1.6 * PT } });
        marks.push({ t: 'poly', points, closed: false, stroke: { color: '#000000', width: 0.6 * PT } });
      }
    }
    return {
      size: plan.sheet,
      layers: [map, { prims: marks, transform: [1, 0, 0, 1, 0, 0] }, { prims: sheetCaptions(input, i), transform: [1, 0, 0, 1, 0, 0] }],
    };
  });
}
