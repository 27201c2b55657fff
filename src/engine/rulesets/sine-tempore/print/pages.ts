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
  /** How much neighbouring pages share at least (sheets are spread evenly, so most share a little more). */
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

/** Map mm, from the map's top-left corner. */
export interface MapBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A last sheet carrying less new map than this share of a sheet is not printed: its neighbours overlap more. */
export const SLIVER_SHARE = 0.25;

/**
 * Where sheets start along one side: as few as cover `length` with neighbours sharing at least `overlap`, spread
 * evenly (every sheet full, the overlaps a little larger), and one fewer when the last would carry only a sliver of
 * new map and dropping it keeps the overlap at least half the asked one.
 */
function starts(length: number, printable: number, overlap: number): number[] {
  if (length <= printable) return [0];
  let count = Math.ceil((length - printable) / (printable - overlap) - 1e-9) + 1;
  const sliver = length - printable - (count - 2) * (printable - overlap);
  if (count > 2 && sliver < SLIVER_SHARE * printable) {
    const shared = printable - (length - printable) / (count - 2);
    if (shared >= overlap / 2) count--;
  }
  const step = (length - printable) / (count - 1);
  return Array.from({ length: count }, (_, i) => i * step);
}

function hasMap(content: readonly MapBox[] | undefined, x: number, y: number, w: number, h: number): boolean {
  if (!content) return true;
  return content.some((b) => Math.min(b.x1, x + w) - Math.max(b.x0, x) > 0.5 && Math.min(b.y1, y + h) - Math.max(b.y0, y) > 0.5);
}

function plan(
  mapW: number,
  mapH: number,
  sheet: [number, number],
  o: PrintOptions,
  content: readonly MapBox[] | undefined,
): PagePlan {
  const pw = sheet[0] - 2 * o.marginMm;
  const ph = sheet[1] - 2 * o.marginMm;
  if (pw <= o.overlapMm || ph <= o.overlapMm)
    throw new Error('The margins and the overlap leave no room on the page.');
  // Tiling starts at the map's bounds: a board that does not reach its corner squares prints no empty sheets.
  let bounds: MapBox = { x0: 0, y0: 0, x1: mapW, y1: mapH };
  if (content?.length) {
    bounds = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
    for (const b of content)
      bounds = {
        x0: Math.min(bounds.x0, b.x0),
        y0: Math.min(bounds.y0, b.y0),
        x1: Math.max(bounds.x1, b.x1),
        y1: Math.max(bounds.y1, b.y1),
      };
  }
  const width = bounds.x1 - bounds.x0;
  const height = bounds.y1 - bounds.y0;
  const xs = starts(width, pw, o.overlapMm).map((x) => bounds.x0 + x);
  const ys = starts(height, ph, o.overlapMm).map((y) => bounds.y0 + y);
  const cols = xs.length;
  const rows = ys.length;
  const grid: (PageTile | undefined)[][] = [];
  const pages: PageTile[] = [];
  for (let row = 0; row < rows; row++) {
    grid.push([]);
    for (let col = 0; col < cols; col++) {
      const x = xs[col];
      const y = ys[row];
      const w = Math.min(pw, bounds.x1 - x);
      const h = Math.min(ph, bounds.y1 - y);
      // A sheet that would show no map, only marks, is not printed.
      const page = hasMap(content, x, y, w, h)
        ? { col, row, x, y, w, h, name: `${String.fromCharCode(65 + (row % 26))}${col + 1}` }
        : undefined;
      grid[row].push(page);
      if (page) pages.push(page);
    }
  }
  const marks: AlignmentMark[] = [];
  const arm = (shared: number) => Math.min(4, shared / 3);
  const cross = (x: number, y: number, a: number) => {
    marks.push(
      { kind: 'cross', x1: x - a, y1: y, x2: x + a, y2: y },
      { kind: 'cross', x1: x, y1: y - a, x2: x, y2: y + a },
    );
  };
  // Each seam between two printed sheets: the right (lower) sheet is cut along the middle of the shared band,
  // through the crosses, so the half crosses left on its edge meet the other halves printed on the sheet beneath.
  for (let row = 0; row < rows; row++)
    for (let col = 1; col < cols; col++) {
      const a = grid[row][col - 1];
      const b = grid[row][col];
      if (!a || !b) continue;
      const shared = a.x + a.w - b.x;
      const x = b.x + shared / 2;
      marks.push({ kind: 'cut', x1: x, y1: b.y, x2: x, y2: b.y + b.h });
      for (const f of [0.25, 0.75]) cross(x, b.y + b.h * f, arm(shared));
    }
  for (let row = 1; row < rows; row++)
    for (let col = 0; col < cols; col++) {
      const a = grid[row - 1][col];
      const b = grid[row][col];
      if (!a || !b) continue;
      const shared = a.y + a.h - b.y;
      const y = b.y + shared / 2;
      marks.push({ kind: 'cut', x1: b.x, y1: y, x2: b.x + b.w, y2: y });
      for (const f of [0.25, 0.75]) cross(b.x + b.w * f, y, arm(shared));
    }
  return { sheet, landscape: sheet[0] > sheet[1], cols, rows, pages, marks };
}

/**
 * Splits a map of `mapW`×`mapH` mm over sheets, portrait or landscape, whichever needs fewer pages. `content`, when
 * given, lists where the map has something to print (map mm): tiling starts at its bounds and sheets showing none
 * of it are left out.
 */
export function planPages(
  mapW: number,
  mapH: number,
  o: PrintOptions = DEFAULT_PRINT,
  content?: readonly MapBox[],
): PagePlan {
  const [w, h] = PAPER_MM[o.paper];
  const portrait = plan(mapW, mapH, [w, h], o, content);
  const landscape = plan(mapW, mapH, [h, w], o, content);
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
