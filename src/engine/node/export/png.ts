/**
 * Card faces as PNG with @napi-rs/canvas (Skia): the shared painter (export/paint.ts) on a Node canvas, with the same
 * fonts and line breaks as the PDF.
 */
import { fileInside } from '../inside-folder';
import { GlobalFonts, Path2D, createCanvas, loadImage, type Image } from '@napi-rs/canvas';
import type { Face, FontId } from '../../core/draw/display';
import { facePictures, paintFace, type Canvas2D, type PaintResources } from '../../core/draw/paint';
import { CARD } from '../../rulesets/time-stories/print/sheets';
import { FONT_FILES, iconSet, measure } from './assets';

const FAMILY: Record<FontId, string> = { serif: 'StudioSerif', 'serif-bold': 'StudioSerifBold', 'sans-bold': 'StudioSansBold' };
let registered = false;

function registerFonts() {
  if (registered) return;
  for (const id of Object.keys(FAMILY) as FontId[]) GlobalFonts.registerFromPath(FONT_FILES[id], FAMILY[id]);
  registered = true;
}

export class Rasteriser {
  private images = new Map<string, Image>();
  private paths = new Map<string, Path2D[]>();
  private resources: PaintResources;

  constructor(private baseDir: string) {
    registerFonts();
    const icons = iconSet();
    this.resources = {
      families: FAMILY,
      measure: measure(),
      icon: (name) => {
        let p = this.paths.get(name);
        if (!p) {
          const d = icons.paths(name);
          if (!d) throw new Error(`unknown icon "${name}" (game-icons.net names, like "crossed-swords")`);
          p = d.map((x) => new Path2D(x));
          this.paths.set(name, p);
        }
        return p;
      },
      image: (path) => {
        const img = this.images.get(path);
        return img ? { source: img, width: img.width, height: img.height } : undefined;
      },
    };
  }

  private async load(faces: Face[]) {
    for (const p of facePictures(faces)) if (!this.images.has(p)) this.images.set(p, await loadImage(fileInside(this.baseDir, p)));
  }

  /** One face as a PNG: with its bleed (print shops), or cut at the trim line (screens, TTS). */
  async png(face: Face, dpi: number, trim = false): Promise<Buffer> {
    await this.load([face]);
    const scale = dpi / 25.4;
    const w = trim ? CARD.width : face.width;
    const h = trim ? CARD.height : face.height;
    const canvas = createCanvas(Math.round(w * scale), Math.round(h * scale));
    const ctx = canvas.getContext('2d');
    ctx.scale(scale, scale);
    if (trim) ctx.translate(-CARD.bleed, -CARD.bleed);
    paintFace(ctx as unknown as Canvas2D, face, this.resources);
    return canvas.toBuffer('image/png');
  }

  /** A sheet of faces cut at the trim line, in a grid (Tabletop Simulator deck sheets). */
  async sheet(faces: Face[], cols: number, rows: number, cardWidthPx: number, cardHeightPx: number): Promise<Buffer> {
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
      paintFace(ctx as unknown as Canvas2D, face, this.resources);
      ctx.restore();
    }
    return canvas.toBuffer('image/png');
  }
}
