/**
 * What drawing the print layout in the browser needs, loaded once: the same DejaVu faces the PDF embeds (so lines
 * break exactly where they break on paper), their metrics as the layout's `Measure`, and the game-icons.net set
 * (a lazy chunk of its own, fetched only when a card is first drawn).
 */
import type { FontId, Measure } from '../../engine/core/draw/display';
import type { PaintEnv } from '../../engine/core/draw/paint';
import { iconSetFromIconify } from '../../engine/core/draw/icons';

/** Family names of the print faces, registered with `document.fonts`: one family per face, as the painter names them. */
const FONT_FAMILY: Record<FontId, string> = {
  sans: 'Studio Print Sans',
  serif: 'Studio Print Serif',
  'serif-bold': 'Studio Print Serif Bold',
  'sans-bold': 'Studio Print Sans Bold',
};

// Without the print faces (a broken build) cards still draw in the nearest system fonts; lines may then break a
// little differently from the PDF, which is better than no preview.
const FALLBACK: Record<FontId, string> = {
  sans: '"DejaVu Sans Condensed", "DejaVu Sans", sans-serif',
  serif: '"DejaVu Serif Condensed", "DejaVu Serif", serif',
  'serif-bold': '"DejaVu Serif Condensed", "DejaVu Serif", serif',
  'sans-bold': '"DejaVu Sans Condensed", "DejaVu Sans", sans-serif',
};

// The same font files the engine's PDF writer embeds; Vite copies them into the build.
const FONT_URLS: Record<FontId, string> = {
  sans: new URL('../../engine/core/draw/fonts/DejaVuSansCondensed.ttf', import.meta.url).href,
  serif: new URL('../../engine/core/draw/fonts/DejaVuSerifCondensed.ttf', import.meta.url).href,
  'serif-bold': new URL('../../engine/core/draw/fonts/DejaVuSerifCondensed-Bold.ttf', import.meta.url).href,
  'sans-bold': new URL('../../engine/core/draw/fonts/DejaVuSansCondensed-Bold.ttf', import.meta.url).href,
};

export interface PrintAssets {
  measure: Measure;
  /** What the engine's painter needs, with the pictures a view has loaded. */
  resources(images: (path: string) => HTMLImageElement | undefined): PaintEnv;
}

let loading: Promise<PrintAssets> | null = null;

export function printAssets(): Promise<PrintAssets> {
  loading ??= load();
  return loading;
}

async function load(): Promise<PrintAssets> {
  const faces = (Object.keys(FONT_URLS) as FontId[]).map((id) => new FontFace(FONT_FAMILY[id], `url(${FONT_URLS[id]})`));
  await Promise.all(faces.map((f) => f.load().then((loaded) => void document.fonts.add(loaded), () => undefined)));
  const set = (await import('@iconify-json/game-icons/icons.json')).default as Parameters<typeof iconSetFromIconify>[0];
  const families = Object.fromEntries((Object.keys(FONT_FAMILY) as FontId[]).map((id) => [id, `"${FONT_FAMILY[id]}", ${FALLBACK[id]}`])) as Record<FontId, string>;
  const probe = document.createElement('canvas').getContext('2d')!;
  const widths = new Map<string, number>();
  // Width at 100 units, scaled: text widths are linear in the size (unit-free: the width in the size's units).
  const measure: Measure = (text, id, size) => {
    const k = `${id}\u0000${text}`;
    let w = widths.get(k);
    if (w === undefined) {
      probe.font = `100px ${families[id]}`;
      w = probe.measureText(text).width / 100;
      widths.set(k, w);
    }
    return w * size;
  };
  const icons = iconSetFromIconify(set);
  const paths = new Map<string, Path2D[]>();
  const icon = (name: string) => {
    let p = paths.get(name);
    if (!p) paths.set(name, (p = (icons.paths(name) ?? []).map((d) => new Path2D(d))));
    return p;
  };
  return {
    measure,
    resources: (images) => ({
      families,
      measure,
      icon,
      image: (path: string) => {
        const img = images(path);
        return img ? { source: img, width: img.naturalWidth, height: img.naturalHeight } : undefined;
      },
    }),
  };
}
