/**
 * Making any text printable with the shipped faces: each character goes to its face or a fallback face that has it,
 * invisible formatting characters are left out, and what no shipped face has (emoji, CJK…) is replaced and listed, so
 * every export prints the same thing and can say what it could not print. No font is loaded here (typefaces.ts
 * answers `covers`), so the studio can run this before the font chunk arrives.
 */
import { textRuns, type FontId, type Prim, type Run } from './display';

/**
 * Characters that print nothing and that no line needs: controls, zero-width spaces and joiners, direction marks
 * and embeddings, variation selectors, tags, the byte-order mark and the soft hyphen. They are left out of printed
 * text (a shipped face drawing them would show a box); a tab or a line break inside one line prints as a space.
 */
function invisible(cp: number): boolean {
  return (
    cp < 0x20 ||
    (cp >= 0x7f && cp <= 0x9f) ||
    cp === 0xad ||
    cp === 0x61c ||
    cp === 0x180e ||
    (cp >= 0x200b && cp <= 0x200f) ||
    (cp >= 0x202a && cp <= 0x202e) ||
    (cp >= 0x2060 && cp <= 0x2069) ||
    (cp >= 0xfe00 && cp <= 0xfe0f) ||
    cp === 0xfeff ||
    (cp >= 0xe0000 && cp <= 0xe007f) ||
    (cp >= 0xe0100 && cp <= 0xe01ef)
  );
}

/** Which face stands in for a character a face does not have, in order. */
const FALLBACK: Record<FontId, FontId[]> = {
  serif: ['serif', 'sans'],
  'serif-bold': ['serif-bold', 'sans-bold', 'sans'],
  sans: ['sans', 'serif'],
  'sans-bold': ['sans-bold', 'sans', 'serif-bold'],
};

/** Whether a shipped face has a glyph for a character (Typefaces.covers). */
export type Covers = (font: FontId, codePoint: number) => boolean;

/** The character printed in place of one no shipped face has, and the face that has it: � where a face has it. */
export function replacementFor(font: FontId, covers: Covers): Run {
  const face = FALLBACK[font].find((f) => covers(f, 0xfffd));
  return face ? { text: '\ufffd', font: face } : { text: '?', font };
}

/**
 * Runs every character of which some shipped face prints: each character goes to its run's face or the first
 * fallback that has it; characters none has are replaced (and listed in `missing`), invisible ones left out.
 */
export function printableRuns(runs: readonly Run[], covers: Covers, missing: Set<string>): Run[] {
  const out: Run[] = [];
  const add = (text: string, font: FontId) => {
    const last = out[out.length - 1];
    if (last && last.font === font) last.text += text;
    else out.push({ text, font });
  };
  for (const r of runs) {
    for (const c of r.text) {
      const ch = c === '\t' || c === '\n' || c === '\r' ? ' ' : c;
      const cp = ch.codePointAt(0)!;
      if (invisible(cp)) continue;
      const font = FALLBACK[r.font].find((f) => covers(f, cp));
      if (font) add(ch, font);
      else {
        missing.add(ch);
        const sub = replacementFor(r.font, covers);
        add(sub.text, sub.font);
      }
    }
  }
  return out;
}

/** The display list with every text printable by the shipped faces (primitives without text are kept as they are). */
export function printablePrims(prims: readonly Prim[], covers: Covers, missing: Set<string>): Prim[] {
  const out: Prim[] = [];
  for (const p of prims) {
    if (p.t !== 'text') {
      out.push(p);
      continue;
    }
    const runs = printableRuns(textRuns(p), covers, missing);
    out.push({ ...p, runs, text: runs.map((r) => r.text).join('') });
  }
  return out;
}

/** "😀 (U+1F600)": a character as a person can find it in a file. */
export function describeCharacter(ch: string): string {
  const cp = ch.codePointAt(0)!;
  return `${ch} (U+${cp.toString(16).toUpperCase().padStart(4, '0')})`;
}
