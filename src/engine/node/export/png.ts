/**
 * Display lists as PNG with @napi-rs/canvas (Skia): the shared painter (core/draw/paint.ts) on a Node canvas, with
 * the shipped fonts and their metrics, so lines break and align as in the PDF. Every PNG says its resolution (pHYs),
 * so printing it from any viewer gives its physical size.
 */
import { fileInside } from '../inside-folder';
import { GlobalFonts, Path2D, createCanvas, loadImage, type Image } from '@napi-rs/canvas';
import { FONT_IDS, facePictures, type Face, type FontId } from '../../core/draw/display';
import { paintFace, type Canvas2D, type PaintEnv } from '../../core/draw/paint';
import { withDpi } from '../../core/draw/png';
import { CARD } from '../../rulesets/time-stories/print/sheets';
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

export class Rasteriser {
  private images = new Map<string, Image>();
  private env: PaintEnv;

  constructor(private baseDir: string) {
    this.env = nodePaintEnv((path) => {
      const img = this.images.get(path);
      return img ? { source: img, width: img.width, height: img.height } : undefined;
    }, true);
  }

  private async load(faces: Face[]) {
    for (const p of facePictures(faces)) if (!this.images.has(p)) this.images.set(p, await loadImage(fileInside(this.baseDir, p)));
  }

  /**
   * One face as a PNG at `dpi`: with its bleed (print shops), or cut at the trim line (screens, TTS). The face fills
   * every pixel: its size rarely is a whole number of pixels, so it is stretched by the fraction of a pixel that
   * rounding adds rather than leaving the last column half painted.
   */
  async png(face: Face, dpi: number, trim = false): Promise<Uint8Array> {
    await this.load([face]);
    const k = dpi / 25.4;
    const w = trim ? CARD.width : face.width;
    const h = trim ? CARD.height : face.height;
    const canvas = createCanvas(Math.round(w * k), Math.round(h * k));
    const ctx = canvas.getContext('2d');
    ctx.scale(canvas.width / w, canvas.height / h);
    if (trim) ctx.translate(-CARD.bleed, -CARD.bleed);
    paintFace(ctx as unknown as Canvas2D, face, this.env);
    return withDpi(new Uint8Array(canvas.toBuffer('image/png')), dpi);
  }

  /** A sheet of faces cut at the trim line, in a grid (Tabletop Simulator deck sheets). */
  async sheet(faces: Face[], cols: number, rows: number, cardWidthPx: number, cardHeightPx: number): Promise<Uint8Array> {
    await this.load(faces);
    const canvas = createCanvas(cols * cardWidthPx, rows * cardHeightPx);
    const ctx = canvas.getContext('2d');
    for (const [i, face] of faces.entries()) {
      ctx.save();
      ctx.translate((i % cols) * cardWidthPx, Math.floor(i / cols) * cardHeightPx);
      ctx.beginPath();
      ctx.rect(0, 0, cardWidthPx, cardHeightPx);
      ctx.clip();
      ctx.scale(cardWidthPx / CARD.width, cardHeightPx / CARD.height);
      ctx.translate(-CARD.bleed, -CARD.bleed);
      paintFace(ctx as unknown as Canvas2D, face, this.env);
      ctx.restore();
    }
    return new Uint8Array(canvas.toBuffer('image/png'));
  }
}
