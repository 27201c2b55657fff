/**
 * What drawing the print layout in the browser needs, loaded once: the same DejaVu faces the PDF embeds (so lines
 * break exactly where they break on paper), their metrics as the layout's `Measure`, and the game-icons.net set
 * (a lazy chunk of its own, fetched only when a card is first drawn).
 */
import type { FontId, Measure } from '../../../engine/export/display';

/** CSS family names of the print faces, registered with `document.fonts`. */
export const FONT_FAMILY: Record<FontId, { family: string; weight: string }> = {
  serif: { family: 'Studio Print Serif', weight: '400' },
  'serif-bold': { family: 'Studio Print Serif', weight: '700' },
  'sans-bold': { family: 'Studio Print Sans', weight: '700' },
};

// The font files ship with the engine's exporter; only their URLs are taken here, no code crosses the layer.
const FONT_URLS: Record<FontId, string> = {
  serif: new URL('../../../engine/node/export/fonts/DejaVuSerifCondensed.ttf', import.meta.url).href,
  'serif-bold': new URL('../../../engine/node/export/fonts/DejaVuSerifCondensed-Bold.ttf', import.meta.url).href,
  'sans-bold': new URL('../../../engine/node/export/fonts/DejaVuSansCondensed-Bold.ttf', import.meta.url).href,
};

export interface PrintAssets {
  measure: Measure;
  /** The picture's SVG path data, or undefined when the set has no such name. */
  icon(name: string): Path2D | undefined;
  iconPaths(name: string): string[] | undefined;
  font(font: FontId, sizeMm: number): string;
}

let loading: Promise<PrintAssets> | null = null;

export function printAssets(): Promise<PrintAssets> {
  loading ??= load();
  return loading;
}

async function load(): Promise<PrintAssets> {
  const faces = (Object.keys(FONT_URLS) as FontId[]).map((id) => new FontFace(FONT_FAMILY[id].family, `url(${FONT_URLS[id]})`, { weight: FONT_FAMILY[id].weight }));
  await Promise.all(faces.map(async (f) => document.fonts.add(await f.load())));
  const set = (await import('@iconify-json/game-icons/icons.json')).default as { icons: Record<string, { body: string }>; aliases?: Record<string, { parent: string }> };
  const font = (id: FontId, sizeMm: number) => `${FONT_FAMILY[id].weight} ${sizeMm}px "${FONT_FAMILY[id].family}"`;
  const probe = document.createElement('canvas').getContext('2d')!;
  const widths = new Map<string, number>();
  // Width at 100 units, scaled: text widths are linear in the size.
  const measure: Measure = (text, id, sizePt) => {
    const k = `${id}\u0000${text}`;
    let w = widths.get(k);
    if (w === undefined) {
      probe.font = font(id, 100);
      w = probe.measureText(text).width / 100;
      widths.set(k, w);
    }
    return w * sizePt * (25.4 / 72);
  };
  const paths = new Map<string, string[] | undefined>();
  const iconPaths = (name: string) => {
    if (!paths.has(name)) {
      const entry = set.icons[name] ?? (set.aliases?.[name] ? set.icons[set.aliases[name].parent] : undefined);
      paths.set(name, entry ? [...entry.body.matchAll(/\sd="([^"]+)"/g)].map((m) => m[1]) : undefined);
    }
    return paths.get(name);
  };
  const path2d = new Map<string, Path2D | undefined>();
  const icon = (name: string) => {
    if (!path2d.has(name)) {
      const d = iconPaths(name);
      path2d.set(name, d ? new Path2D(d.join(' ')) : undefined);
    }
    return path2d.get(name);
  };
  return { measure, icon, iconPaths, font };
}
