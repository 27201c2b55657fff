/**
 * Fonts, pictures and icons for exporting from Node, loaded once per process: the DejaVu faces shipped in
 * src/engine/core/draw/fonts (read from disk and handed to the pure typefaces module, as the studio hands in the
 * same files from its bundle), and the game-icons.net set.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FONT_IDS, type FontId, type Measure } from '../../core/draw/display';
import { iconSetFromIconify, type IconSet } from '../../core/draw/icons';
import { loadTypefaces, type Typefaces } from '../../core/draw/typefaces';

const here = dirname(fileURLToPath(import.meta.url));

export const FONT_FILES: Record<FontId, string> = {
  sans: join(here, '../../core/draw/fonts/DejaVuSansCondensed.ttf'),
  'sans-bold': join(here, '../../core/draw/fonts/DejaVuSansCondensed-Bold.ttf'),
  serif: join(here, '../../core/draw/fonts/DejaVuSerifCondensed.ttf'),
  'serif-bold': join(here, '../../core/draw/fonts/DejaVuSerifCondensed-Bold.ttf'),
};

let faces: Typefaces | null = null;

/** The print faces with their metrics and coverage. */
export function typefaces(): Typefaces {
  if (!faces) {
    const bytes = {} as Record<FontId, Uint8Array>;
    for (const id of FONT_IDS) bytes[id] = new Uint8Array(readFileSync(FONT_FILES[id]));
    faces = loadTypefaces(bytes);
  }
  return faces;
}

/** Text widths from the font files themselves, so the PDF and the PNG break lines at the same words. */
export function measure(): Measure {
  return typefaces().measure;
}

let icons: IconSet | null = null;

/** The game-icons.net set (CC BY 3.0); path data per icon name. */
export function iconSet(): IconSet {
  if (icons) return icons;
  const require = createRequire(import.meta.url);
  icons = iconSetFromIconify(JSON.parse(readFileSync(require.resolve('@iconify-json/game-icons/icons.json'), 'utf8')));
  return icons;
}

/**
 * When an export says it was made: now, or `SOURCE_DATE_EPOCH` (seconds) where a build wants the same bytes every
 * time (https://reproducible-builds.org/specs/source-date-epoch/).
 */
export function exportDate(env: NodeJS.ProcessEnv = process.env): Date {
  const epoch = Number(env.SOURCE_DATE_EPOCH);
  return env.SOURCE_DATE_EPOCH && Number.isFinite(epoch) ? new Date(epoch * 1000) : new Date();
}
