/**
 * What exporting from the studio needs, loaded once and only when something is exported: the shipped DejaVu faces
 * as bytes (inlined into a lazy chunk, so no fetch is needed under file:// or a custom protocol), the engine's
 * typefaces over them (the same metrics, fallbacks and substitutions as the CLI), the whole game-icons.net set, and
 * a canvas paint environment that draws with the same faces and metrics.
 */
import { FONT_IDS, type FontId } from '../../engine/core/draw/display';
import { iconSetFromIconify, type IconSet } from '../../engine/core/draw/icons';
import type { PaintEnv } from '../../engine/core/draw/paint';
import type { Typefaces } from '../../engine/core/draw/typefaces';

export interface ExportAssets {
  typefaces: Typefaces;
  icons: IconSet;
  /** For painting display lists on canvases (PNG, TTS sheets, the VTT picture); `image` supplies pictures. */
  paintEnv(image?: PaintEnv['image']): PaintEnv;
}

const FAMILY: Record<FontId, string> = {
  sans: 'Studio Export Sans',
  'sans-bold': 'Studio Export Sans Bold',
  serif: 'Studio Export Serif',
  'serif-bold': 'Studio Export Serif Bold',
};

async function fontDataUrls(): Promise<Record<FontId, string>> {
  const [sans, sansBold, serif, serifBold] = await Promise.all([
    import('../../engine/core/draw/fonts/DejaVuSansCondensed.ttf?url&inline'),
    import('../../engine/core/draw/fonts/DejaVuSansCondensed-Bold.ttf?url&inline'),
    import('../../engine/core/draw/fonts/DejaVuSerifCondensed.ttf?url&inline'),
    import('../../engine/core/draw/fonts/DejaVuSerifCondensed-Bold.ttf?url&inline'),
  ]);
  return { sans: sans.default, 'sans-bold': sansBold.default, serif: serif.default, 'serif-bold': serifBold.default };
}

function dataUrlBytes(url: string): Uint8Array {
  const binary = atob(url.slice(url.indexOf(',') + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

let loading: Promise<ExportAssets> | null = null;

export function exportAssets(): Promise<ExportAssets> {
  loading ??= load().catch((e: unknown) => {
    loading = null;
    throw e;
  });
  return loading;
}

async function load(): Promise<ExportAssets> {
  const [urls, { loadTypefaces }, iconJson] = await Promise.all([
    fontDataUrls(),
    import('../../engine/core/draw/typefaces'),
    import('@iconify-json/game-icons/icons.json'),
  ]);
  const bytes = {} as Record<FontId, Uint8Array>;
  for (const id of FONT_IDS) bytes[id] = dataUrlBytes(urls[id]);
  const typefaces = loadTypefaces(bytes);
  // Canvases draw with the very faces the PDF embeds.
  await Promise.all(
    FONT_IDS.map(async (id) => {
      const face = new FontFace(FAMILY[id], bytes[id].slice().buffer);
      document.fonts.add(await face.load());
    }),
  );
  const set = ((iconJson as { default?: unknown }).default ?? iconJson) as Parameters<typeof iconSetFromIconify>[0];
  const icons = iconSetFromIconify(set);
  const paths = new Map<string, Path2D[] | undefined>();
  const icon = (name: string) => {
    if (!paths.has(name)) paths.set(name, icons.paths(name)?.map((d) => new Path2D(d)));
    return paths.get(name);
  };
  const families = Object.fromEntries(FONT_IDS.map((id) => [id, `"${FAMILY[id]}"`])) as Record<FontId, string>;
  return {
    typefaces,
    icons,
    paintEnv: (image) => ({ families, measure: typefaces.measure, icon, image }),
  };
}
