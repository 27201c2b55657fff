/**
 * Fonts and pictures for printing, loaded once per process: the DejaVu faces shipped in src/engine/core/draw/fonts (they cover every
 * German and French character), their metrics for line breaking, and the game-icons.net set.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fontkit from '@pdf-lib/fontkit';
import type { FontId, Measure } from '../../core/draw/display';
import { iconSetFromIconify, type IconSet } from '../../core/draw/icons';

const here = dirname(fileURLToPath(import.meta.url));

export const FONT_FILES: Record<FontId, string> = {
  serif: join(here, '../../core/draw/fonts/DejaVuSerifCondensed.ttf'),
  'serif-bold': join(here, '../../core/draw/fonts/DejaVuSerifCondensed-Bold.ttf'),
  'sans-bold': join(here, '../../core/draw/fonts/DejaVuSansCondensed-Bold.ttf'),
};

let fontBytes: Record<FontId, Uint8Array> | null = null;

export function fonts(): Record<FontId, Uint8Array> {
  fontBytes ??= {
    serif: readFileSync(FONT_FILES.serif),
    'serif-bold': readFileSync(FONT_FILES['serif-bold']),
    'sans-bold': readFileSync(FONT_FILES['sans-bold']),
  };
  return fontBytes;
}

interface Metrics {
  unitsPerEm: number;
  layout(text: string): { advanceWidth: number };
}

let measurer: Measure | null = null;

/** Text widths from the font files themselves, so the PDF and the PNG break lines at the same words. */
export function measure(): Measure {
  if (measurer) return measurer;
  const f = fonts();
  const faces = Object.fromEntries(
    Object.entries(f).map(([id, bytes]) => [id, fontkit.create(bytes as Buffer) as unknown as Metrics]),
  ) as Record<FontId, Metrics>;
  const cache = new Map<string, number>();
  measurer = (text, font, size) => {
    const key = `${font}\u0000${text}`;
    let em = cache.get(key);
    if (em === undefined) {
      const face = faces[font];
      em = face.layout(text).advanceWidth / face.unitsPerEm;
      cache.set(key, em);
    }
    return (em * size * 25.4) / 72;
  };
  return measurer;
}

let icons: IconSet | null = null;

/** The game-icons.net set (CC BY 3.0); path data per icon name. */
export function iconSet(): IconSet {
  if (icons) return icons;
  const require = createRequire(import.meta.url);
  icons = iconSetFromIconify(JSON.parse(readFileSync(require.resolve('@iconify-json/game-icons/icons.json'), 'utf8')));
  return icons;
}
