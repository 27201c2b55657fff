/**
 * A card face as a display list: a few drawing operations in millimetres, origin at the top-left corner of the
 * bleed box. The PDF writer, the PNG rasteriser and the editor's live preview all draw the same list, so what the
 * designer sees is what prints. Text arrives already wrapped into lines; wrapping needs font metrics, which each
 * host supplies through a `Measure` function.
 */
import { pushAll } from '../lists';

export type FontId = 'serif' | 'serif-bold' | 'sans-bold';

export interface Run {
  text: string;
  font: FontId;
}

export type Op =
  | {
      op: 'rect';
      x: number;
      y: number;
      w: number;
      h: number;
      fill?: string;
      stroke?: string;
      lineWidth?: number;
      radius?: number;
    }
  | { op: 'line'; x1: number; y1: number; x2: number; y2: number; stroke: string; lineWidth: number }
  | { op: 'circle'; cx: number; cy: number; r: number; fill?: string; stroke?: string; lineWidth?: number }
  /** One line of text; `y` is the baseline, `size` in points. */
  | {
      op: 'text';
      x: number;
      y: number;
      runs: Run[];
      size: number;
      colour: string;
      align: 'left' | 'center' | 'right';
    }
  /** A game-icons.net picture (512×512 view box) drawn in a `size`×`size` square. */
  | { op: 'icon'; name: string; x: number; y: number; size: number; colour: string }
  /** A picture file; `crop` selects a part of it, as fractions of its width and height. */
  | {
      op: 'image';
      path: string;
      x: number;
      y: number;
      w: number;
      h: number;
      crop?: { x: number; y: number; w: number; h: number };
    }
  /** Everything until the matching `unclip` is cut to this rectangle. */
  | { op: 'clip'; x: number; y: number; w: number; h: number }
  | { op: 'unclip' };

export interface Face {
  /** Size of the bleed box, in mm. */
  width: number;
  height: number;
  ops: Op[];
}

/** Width of a text in mm at a size in points. */
export type Measure = (text: string, font: FontId, sizePt: number) => number;

export const PT = 25.4 / 72;

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

/** Greedy line breaking of rich runs into lines no wider than `width` mm. */
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
      pushAll(line, w.runs);
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
  size: number;
  minSize?: number;
  colour: string;
  align?: 'left' | 'center' | 'right';
  lineHeight?: number;
  regular?: FontId;
  bold?: FontId;
}

/**
 * Lays rich text into a box, shrinking the size (down to `minSize`) until it fits. Returns the text operations and
 * the height actually used.
 */
export function textBox(
  text: string,
  box: { x: number; y: number; w: number; h: number },
  style: TextStyle,
  measure: Measure,
): { ops: Op[]; height: number } {
  const runs = richRuns(text, style.regular ?? 'serif', style.bold ?? 'serif-bold');
  const lh = style.lineHeight ?? 1.22;
  const min = style.minSize ?? style.size * 0.7;
  let size = style.size;
  let lines = wrapRuns(runs, box.w, size, measure);
  while (size > min && lines.length * size * PT * lh > box.h) {
    size = Math.max(min, size - 0.25);
    lines = wrapRuns(runs, box.w, size, measure);
  }
  const step = size * PT * lh;
  const align = style.align ?? 'left';
  const x = align === 'center' ? box.x + box.w / 2 : align === 'right' ? box.x + box.w : box.x;
  const ops: Op[] = [];
  lines.forEach((runsOfLine, i) => {
    const y = box.y + size * PT * 0.85 + i * step;
    if (runsOfLine.length && y <= box.y + box.h + 0.01)
      ops.push({ op: 'text', x, y, runs: runsOfLine, size, colour: style.colour, align });
  });
  return { ops, height: Math.min(box.h, lines.length * step) };
}

/** Width of a line of runs, for renderers that align text themselves. */
export function runsWidth(runs: Run[], size: number, measure: Measure): number {
  let w = 0;
  for (const r of runs) w += measure(r.text, r.font, size);
  return w;
}
