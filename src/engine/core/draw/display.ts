/**
 * One display list for every picture the studio makes: the mission map, card faces and (next) the open table.
 * A list is plain data in its own units — squares for a map, millimetres for a card, centimetres for a table — and
 * whoever paints it supplies the transform to pixels or to points on a PDF page. The canvas painter (paint.ts) and
 * the PDF writer (pdf.ts) draw the same primitives the same way, so what the designer sees is what prints.
 *
 * Text arrives already laid out: wrapping and alignment need font metrics, which each host supplies through a
 * `Measure` function; `size` is in the list's units, like every other length.
 */

/** The print faces shipped in ./fonts (DejaVu): every PDF embeds them, every export measures with them. */
export type FontId = 'sans' | 'sans-bold' | 'serif' | 'serif-bold';
export const FONT_IDS: readonly FontId[] = ['sans', 'sans-bold', 'serif', 'serif-bold'];

export interface Run {
  text: string;
  font: FontId;
}

export interface Stroke {
  color: string;
  /** In the list's units. */
  width: number;
  dash?: number[];
  cap?: 'butt' | 'round' | 'square';
}

interface Styled {
  fill?: string;
  stroke?: Stroke;
  /** 0…1, multiplies the whole primitive. */
  alpha?: number;
}

export type TextBaseline = 'alphabetic' | 'top' | 'middle' | 'bottom';

export type Prim =
  | ({ t: 'rect'; x: number; y: number; w: number; h: number; radius?: number } & Styled)
  | ({ t: 'circle'; x: number; y: number; radius: number } & Styled)
  /** A polyline through `points` (x0, y0, x1, y1, …); a line is a poly of two points. */
  | ({ t: 'poly'; points: number[]; closed: boolean } & Styled)
  /** A game-icons picture (512×512 path) filling the box at (x, y) of side `size`. */
  | {
      t: 'icon';
      name: string;
      x: number;
      y: number;
      size: number;
      fill: string;
      alpha?: number;
      /** Shown when `name` is not a known picture. */ fallback?: string;
    }
  /**
   * One line of text. `text` is what it says; `runs`, when given, split it over fonts (their texts join to
   * `text`); otherwise it is set in `sans`, or `sans-bold` with `bold`.
   */
  | {
      t: 'text';
      x: number;
      y: number;
      text: string;
      runs?: Run[];
      size: number;
      fill: string;
      align: 'left' | 'center' | 'right';
      /** Where `y` is on the line; `alphabetic` when left out. */
      baseline?: TextBaseline;
      bold?: boolean;
      /** An outline in this colour keeps the text legible on any ground. */
      halo?: string;
      alpha?: number;
    }
  /** A picture file; `crop` selects a part of it, as fractions of its width and height. */
  | {
      t: 'image';
      path: string;
      x: number;
      y: number;
      w: number;
      h: number;
      crop?: { x: number; y: number; w: number; h: number };
    }
  /** Everything until the matching `unclip` is cut to this rectangle. */
  | { t: 'clip'; x: number; y: number; w: number; h: number }
  | { t: 'unclip' };

export type TextPrim = Extract<Prim, { t: 'text' }>;

/** A picture of a given size in its own units (a card face: its bleed box in mm). */
export interface Face {
  width: number;
  height: number;
  prims: Prim[];
}

/** A 2D affine transform [a, b, c, d, e, f]: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Transform = [number, number, number, number, number, number];

/** Scales list units by `k` and moves the origin to (dx, dy) (in the target's units). */
export const scaleAndMove = (k: number, dx = 0, dy = 0): Transform => [k, 0, 0, k, dx, dy];

/** Millimetres per typographic point. */
export const PT = 25.4 / 72;

/** Width of a text at a size, in the size's units (unit-free: em advance × size). */
export type Measure = (text: string, font: FontId, size: number) => number;

/** Vertical font metrics in em: ascent above the baseline, descent below it (positive). */
export interface FontMetrics {
  ascent: number;
  descent: number;
}

/**
 * The shipped faces' metrics (hhea ascender and descender over units per em; a test reads them from the files):
 * every painter turns `top`, `middle` and `bottom` into a baseline with these, so text sits alike everywhere.
 */
export const FONT_METRICS: Record<FontId, FontMetrics> = {
  sans: { ascent: 1901 / 2048, descent: 483 / 2048 },
  'sans-bold': { ascent: 1901 / 2048, descent: 483 / 2048 },
  serif: { ascent: 1901 / 2048, descent: 483 / 2048 },
  'serif-bold': { ascent: 1901 / 2048, descent: 483 / 2048 },
};

/** The runs of a text primitive. */
export function textRuns(p: TextPrim): Run[] {
  return p.runs ?? [{ text: p.text, font: p.bold ? 'sans-bold' : 'sans' }];
}

/** The alphabetic baseline of a text primitive. */
export function baselineY(p: TextPrim): number {
  const m = FONT_METRICS[textRuns(p)[0]?.font ?? 'sans'];
  switch (p.baseline ?? 'alphabetic') {
    case 'top':
      return p.y + m.ascent * p.size;
    case 'middle':
      return p.y + ((m.ascent - m.descent) / 2) * p.size;
    case 'bottom':
      return p.y - m.descent * p.size;
    default:
      return p.y;
  }
}

/** A text primitive of rich runs, on its alphabetic baseline. */
export function runsText(
  x: number,
  y: number,
  runs: Run[],
  size: number,
  fill: string,
  align: 'left' | 'center' | 'right' = 'left',
): TextPrim {
  return { t: 'text', x, y, text: runs.map((r) => r.text).join(''), runs, size, fill, align };
}

// ------------------------------------------------------------------------------------------------------------
// Boxes (culling, page plans, "text inside the page" checks)

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const EVERYWHERE: Box = { x0: -Infinity, y0: -Infinity, x1: Infinity, y1: Infinity };

/** The smallest box holding a primitive (text is estimated unless a measure is given). Clips are everywhere. */
export function primBox(p: Prim, measure?: Measure): Box {
  switch (p.t) {
    case 'rect':
      return grow({ x0: p.x, y0: p.y, x1: p.x + p.w, y1: p.y + p.h }, p.stroke?.width ?? 0);
    case 'circle':
      return grow(
        { x0: p.x - p.radius, y0: p.y - p.radius, x1: p.x + p.radius, y1: p.y + p.radius },
        p.stroke?.width ?? 0,
      );
    case 'poly': {
      const b = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
      for (let i = 0; i < p.points.length; i += 2) {
        b.x0 = Math.min(b.x0, p.points[i]);
        b.x1 = Math.max(b.x1, p.points[i]);
        b.y0 = Math.min(b.y0, p.points[i + 1]);
        b.y1 = Math.max(b.y1, p.points[i + 1]);
      }
      return grow(b, p.stroke?.width ?? 0);
    }
    case 'icon':
      return { x0: p.x, y0: p.y, x1: p.x + p.size, y1: p.y + p.size };
    case 'text': {
      const w = measure ? runsWidth(textRuns(p), p.size, measure) : p.text.length * p.size * 0.6;
      const x0 = p.align === 'left' ? p.x : p.align === 'right' ? p.x - w : p.x - w / 2;
      const m = FONT_METRICS[textRuns(p)[0]?.font ?? 'sans'];
      const base = baselineY(p);
      const halo = p.halo ? p.size * 0.125 : 0;
      return grow({ x0, y0: base - m.ascent * p.size, x1: x0 + w, y1: base + m.descent * p.size }, halo);
    }
    case 'image':
      return { x0: p.x, y0: p.y, x1: p.x + p.w, y1: p.y + p.h };
    case 'clip':
    case 'unclip':
      return EVERYWHERE;
  }
}

export function grow(b: Box, by: number): Box {
  return { x0: b.x0 - by, y0: b.y0 - by, x1: b.x1 + by, y1: b.y1 + by };
}

export function union(a: Box, b: Box): Box {
  return {
    x0: Math.min(a.x0, b.x0),
    y0: Math.min(a.y0, b.y0),
    x1: Math.max(a.x1, b.x1),
    y1: Math.max(a.y1, b.y1),
  };
}

export function overlaps(a: Box, b: Box): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

/** The box of everything drawn (clips left out). */
export function boxOf(prims: readonly Prim[]): Box {
  let b: Box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (const p of prims) if (p.t !== 'clip' && p.t !== 'unclip') b = union(b, primBox(p));
  return b;
}

/** Every picture file a list of faces draws, to load before painting. */
export function facePictures(faces: readonly Face[]): string[] {
  const out = new Set<string>();
  for (const f of faces) for (const p of f.prims) if (p.t === 'image') out.add(p.path);
  return [...out];
}

// ------------------------------------------------------------------------------------------------------------
// Text layout

/** Splits `**bold**` markup into runs. */
export function richRuns(text: string, regular: FontId = 'serif', bold: FontId = 'serif-bold'): Run[] {
  const runs: Run[] = [];
  const parts = text.split('**');
  parts.forEach((p, i) => {
    if (p) runs.push({ text: p, font: i % 2 === 1 ? bold : regular });
  });
  return runs;
}

interface Word {
  runs: Run[];
  width: number;
}

/** Greedy line breaking of rich runs into lines no wider than `width` (all lengths in the same units). */
export function wrapRuns(runs: Run[], width: number, size: number, measure: Measure): Run[][] {
  const lines: Run[][] = [];
  const paragraphs: Run[][] = [[]];
  for (const r of runs) {
    r.text.split('\n').forEach((piece, i) => {
      if (i > 0) paragraphs.push([]);
      if (piece) paragraphs[paragraphs.length - 1].push({ text: piece, font: r.font });
    });
  }
  const space = (font: FontId) => measure(' ', font, size);
  for (const para of paragraphs) {
    // Words may span runs ("**bold**," is one word in two fonts).
    const words: Word[] = [];
    let current: Word = { runs: [], width: 0 };
    for (const r of para) {
      const pieces = r.text.split(/(\s+)/);
      for (const piece of pieces) {
        if (piece === '') continue;
        if (/^\s+$/.test(piece)) {
          if (current.runs.length) words.push(current);
          current = { runs: [], width: 0 };
          continue;
        }
        current.runs.push({ text: piece, font: r.font });
        current.width += measure(piece, r.font, size);
      }
    }
    if (current.runs.length) words.push(current);
    let line: Run[] = [];
    let lineWidth = 0;
    for (const w of words) {
      const gap = space(w.runs[0].font);
      if (line.length && lineWidth + gap + w.width > width) {
        lines.push(mergeRuns(line));
        line = [];
        lineWidth = 0;
      }
      if (line.length) {
        line.push({ text: ' ', font: w.runs[0].font });
        lineWidth += gap;
      }
      for (const r of w.runs) line.push(r);
      lineWidth += w.width;
    }
    lines.push(mergeRuns(line));
  }
  return lines;
}

function mergeRuns(line: Run[]): Run[] {
  const out: Run[] = [];
  for (const r of line) {
    const last = out[out.length - 1];
    if (last && last.font === r.font) last.text += r.text;
    else out.push({ ...r });
  }
  return out;
}

export interface TextStyle {
  /** In the list's units, like the box. */
  size: number;
  minSize?: number;
  /** How much the size shrinks per try while the text does not fit (a fortieth of the size by default). */
  shrinkStep?: number;
  colour: string;
  align?: 'left' | 'center' | 'right';
  lineHeight?: number;
  regular?: FontId;
  bold?: FontId;
}

/**
 * Lays rich text into a box, shrinking the size (down to `minSize`) until it fits. Returns the text primitives and
 * the height actually used.
 */
export function textBox(
  text: string,
  box: { x: number; y: number; w: number; h: number },
  style: TextStyle,
  measure: Measure,
): { prims: Prim[]; height: number } {
  const runs = richRuns(text, style.regular ?? 'serif', style.bold ?? 'serif-bold');
  const lh = style.lineHeight ?? 1.22;
  const min = style.minSize ?? style.size * 0.7;
  const step = style.shrinkStep ?? style.size / 40;
  let size = style.size;
  let lines = wrapRuns(runs, box.w, size, measure);
  while (size > min && lines.length * size * lh > box.h) {
    size = Math.max(min, size - step);
    lines = wrapRuns(runs, box.w, size, measure);
  }
  const lineStep = size * lh;
  const align = style.align ?? 'left';
  const x = align === 'center' ? box.x + box.w / 2 : align === 'right' ? box.x + box.w : box.x;
  const prims: Prim[] = [];
  lines.forEach((runsOfLine, i) => {
    const y = box.y + size * 0.85 + i * lineStep;
    if (runsOfLine.length && y <= box.y + box.h + 0.01)
      prims.push(runsText(x, y, runsOfLine, size, style.colour, align));
  });
  return { prims, height: Math.min(box.h, lines.length * lineStep) };
}

/** Width of a line of runs. */
export function runsWidth(runs: readonly Run[], size: number, measure: Measure): number {
  let w = 0;
  for (const r of runs) w += measure(r.text, r.font, size);
  return w;
}

/** Where the first run of a text primitive starts, given its measured width. */
export function textStartX(p: TextPrim, width: number): number {
  return p.align === 'center' ? p.x - width / 2 : p.align === 'right' ? p.x - width : p.x;
}

/** Appends `items` to `out` one by one: `push(...items)` overflows the stack on lists as long as a user may make. */
export { pushAll as append } from '../lists';
