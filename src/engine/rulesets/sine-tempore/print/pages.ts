/**
 * Print-and-play: a map larger than a sheet is split over several pages that overlap, so they can be trimmed
 * and glued. All sizes in millimetres; the map's own coordinates start at its top-left corner.
 */

export type Paper = 'a4' | 'letter';
export const PAPER_MM: Record<Paper, [number, number]> = { a4: [210, 297], letter: [215.9, 279.4] };

export interface PrintOptions {
  /** Side of one square on paper. */
  squareMm: number;
  paper: Paper;
  /** Unprinted border most printers need. */
  marginMm: number;
  /** How much neighbouring pages share. */
  overlapMm: number;
}

export const DEFAULT_PRINT: PrintOptions = { squareMm: 25, paper: 'a4', marginMm: 10, overlapMm: 12 };

export interface PageTile {
  /** 0-based column and row of the page in the assembled map. */
  col: number;
  row: number;
  /** The part of the map on this page (map mm). */
  x: number;
  y: number;
  w: number;
  h: number;
  /** "B2"-style name printed on the page: letters for rows, numbers for columns. */
  name: string;
}

export interface AlignmentMark {
  kind: 'cross' | 'cut';
  /** Map mm: the mark prints at the same map place on every page showing it. */
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface PagePlan {
  /** Sheet size as printed (landscape swaps width and height). */
  sheet: [number, number];
  landscape: boolean;
  cols: number;
  rows: number;
  pages: PageTile[];
  marks: AlignmentMark[];
}

function count(length: number, printable: number, overlap: number): number {
  if (length <= printable) return 1;
  return Math.ceil((length - printable) / (printable - overlap)) + 1;
}

function plan(mapW: number, mapH: number, sheet: [number, number], o: PrintOptions): PagePlan {
  const pw = sheet[0] - 2 * o.marginMm;
  const ph = sheet[1] - 2 * o.marginMm;
  if (pw <= o.overlapMm || ph <= o.overlapMm)
    throw new Error('The margins and the overlap leave no room on the page.');
  const cols = count(mapW, pw, o.overlapMm);
  const rows = count(mapH, ph, o.overlapMm);
  const pages: PageTile[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const x = col * (pw - o.overlapMm);
      const y = row * (ph - o.overlapMm);
      pages.push({
        col,
        row,
        x,
        y,
        w: Math.min(pw, mapW - x),
        h: Math.min(ph, mapH - y),
        name: `${String.fromCharCode(65 + (row % 26))}${col + 1}`,
      });
    }
  }
  const marks: AlignmentMark[] = [];
  const arm = Math.min(4, o.overlapMm / 3);
  const cross = (x: number, y: number) => {
    marks.push(
      { kind: 'cross', x1: x - arm, y1: y, x2: x + arm, y2: y },
      { kind: 'cross', x1: x, y1: y - arm, x2: x, y2: y + arm },
    );
  };
  // Each seam: the right (lower) sheet is cut along the middle of the shared band, through the crosses, so the
  // half crosses left on its edge meet the other halves printed on the sheet beneath.
  for (let col = 1; col < cols; col++) {
    const start = col * (pw - o.overlapMm);
    marks.push({ kind: 'cut', x1: start + o.overlapMm / 2, y1: 0, x2: start + o.overlapMm / 2, y2: mapH });
    for (let row = 0; row < rows; row++) {
      const y0 = row * (ph - o.overlapMm);
      const h = Math.min(ph, mapH - y0);
      for (const f of [0.25, 0.75]) cross(start + o.overlapMm / 2, y0 + h * f);
    }
  }
  for (let row = 1; row < rows; row++) {
    const start = row * (ph - o.overlapMm);
    marks.push({ kind: 'cut', x1: 0, y1: start + o.overlapMm / 2, x2: mapW, y2: start + o.overlapMm / 2 });
    for (let col = 0; col < cols; col++) {
      const x0 = col * (pw - o.overlapMm);
      const w = Math.min(pw, mapW - x0);
      for (const f of [0.25, 0.75]) cross(x0 + w * f, start + o.overlapMm / 2);
    }
  }
  return { sheet, landscape: sheet[0] > sheet[1], cols, rows, pages, marks };
}

/** Splits a map of `mapW`×`mapH` mm over sheets, portrait or landscape, whichever needs fewer pages. */
export function planPages(mapW: number, mapH: number, o: PrintOptions = DEFAULT_PRINT): PagePlan {
  const [w, h] = PAPER_MM[o.paper];
  const portrait = plan(mapW, mapH, [w, h], o);
  const landscape = plan(mapW, mapH, [h, w], o);
  return landscape.pages.length < portrait.pages.length ? landscape : portrait;
}

/** The marks that fall on a page, in the page's map coordinates (clipped to it). */
export function marksOn(page: PageTile, marks: readonly AlignmentMark[]): AlignmentMark[] {
  const out: AlignmentMark[] = [];
  for (const m of marks) {
    const x1 = Math.max(page.x, Math.min(m.x1, m.x2));
    const x2 = Math.min(page.x + page.w, Math.max(m.x1, m.x2));
    const y1 = Math.max(page.y, Math.min(m.y1, m.y2));
    const y2 = Math.min(page.y + page.h, Math.max(m.y1, m.y2));
    if (x1 <= x2 && y1 <= y2 && (x1 < x2 || y1 < y2)) out.push({ kind: m.kind, x1, y1, x2, y2 });
  }
  return out;
}

export const MM_PER_INCH = 25.4;

/** Pixels for a length in mm at a resolution in dots per inch. */
export function mmToPx(mm: number, dpi: number): number {
  return Math.round((mm / MM_PER_INCH) * dpi);
}
