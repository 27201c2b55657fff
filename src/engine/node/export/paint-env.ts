/**
 * The painter's environment on a @napi-rs/canvas (Skia) canvas: the shipped fonts registered under their families,
 * their metrics (so lines break and align as in the PDF) and the icons as Path2D.
 */
import { GlobalFonts, Path2D } from '@napi-rs/canvas';
import { FONT_IDS, type FontId } from '../../core/draw/display';
import type { PaintEnv } from '../../core/draw/paint';
import { FONT_FILES, iconSet, measure } from './assets';

const FAMILY: Record<FontId, string> = {
  sans: 'StudioSans',
  'sans-bold': 'StudioSansBold',
  serif: 'StudioSerif',
  'serif-bold': 'StudioSerifBold',
};
let registered = false;

function registerFonts() {
  if (registered) return;
  for (const id of FONT_IDS) GlobalFonts.registerFromPath(FONT_FILES[id], FAMILY[id]);
  registered = true;
}

const iconPaths = new Map<string, Path2D[] | undefined>();

/** What the painter needs in Node: the registered print faces, their metrics and the icons as Path2D. */
export function nodePaintEnv(image?: PaintEnv['image'], strict = false): PaintEnv {
  registerFonts();
  const icons = iconSet();
  return {
    families: FAMILY,
    measure: measure(),
    icon: (name) => {
      if (!iconPaths.has(name)) iconPaths.set(name, icons.paths(name)?.map((d) => new Path2D(d)));
      const p = iconPaths.get(name);
      if (!p && strict) throw new Error(`unknown icon "${name}" (game-icons.net names, like "crossed-swords")`);
      return p;
    },
    image,
  };
}
