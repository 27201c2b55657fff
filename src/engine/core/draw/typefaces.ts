/**
 * The print faces (DejaVu, shipped in ./fonts) as the exports use them: their metrics for line breaking and which
 * characters each covers (printable.ts makes any text printable with them). Pure: the host reads the font files
 * (Node from disk, the browser from its bundle) and hands the bytes in, so the CLI and the studio measure, fall
 * back and substitute alike.
 */
import fontkit from '@pdf-lib/fontkit';
import { FONT_IDS, type FontId, type Measure } from './display';

export interface Typefaces {
  /** The font files, to embed. */
  bytes: Record<FontId, Uint8Array>;
  /** Widths as a PDF sets them: the sum of the glyphs' advances, no kerning. */
  measure: Measure;
  covers(font: FontId, codePoint: number): boolean;
  postscriptName(font: FontId): string;
}

interface Face {
  unitsPerEm: number;
  postscriptName: string | null;
  hasGlyphForCodePoint(cp: number): boolean;
  layout(text: string): { glyphs: { advanceWidth: number }[] };
}

export function loadTypefaces(bytes: Record<FontId, Uint8Array>): Typefaces {
  const faces = {} as Record<FontId, Face>;
  for (const id of FONT_IDS) faces[id] = fontkit.create(bytes[id]) as unknown as Face;
  const widths = new Map<string, number>();
  const coverage = new Map<string, boolean>();
  return {
    bytes,
    measure(text, font, size) {
      const key = `${font}\u0000${text}`;
      let em = widths.get(key);
      if (em === undefined) {
        const face = faces[font];
        em = 0;
        for (const g of face.layout(text).glyphs) em += g.advanceWidth;
        em /= face.unitsPerEm;
        widths.set(key, em);
      }
      return em * size;
    },
    covers(font, cp) {
      const key = `${font}:${cp}`;
      let has = coverage.get(key);
      if (has === undefined) coverage.set(key, (has = faces[font].hasGlyphForCodePoint(cp)));
      return has;
    },
    postscriptName: (font) => faces[font].postscriptName ?? `DejaVu-${font}`,
  };
}
