/**
 * Card faces as PNG with @napi-rs/canvas (Skia), drawing the same display lists as the PDF writer, with the same
 * fonts and line breaks.
 */
import { resolve } from 'node:path';
import {
  GlobalFonts,
  Path2D,
  createCanvas,
  loadImage,
  type Image,
  type SKRSContext2D,
} from '@napi-rs/canvas';
import { PT, runsWidth, type Face, type FontId, type Op } from '../../export/display';
import type { IconSet } from '../../export/icons';
import { CARD } from '../../export/sheets';
import { FONT_FILES, iconSet, measure } from './assets';

const FAMILY: Record<FontId, string> = {
  serif: 'StudioSerif',
  'serif-bold': 'StudioSerifBold',
  'sans-bold': 'StudioSansBold',
};
let registered = false;

function registerFonts() {
  if (registered) return;
  for (const id of Object.keys(FAMILY) as FontId[]) GlobalFonts.registerFromPath(FONT_FILES[id], FAMILY[id]);
  registered = true;
}

export class Rasteriser {
  private images = new Map<string, Promise<Image>>();
  private icons: IconSet = iconSet();
  private paths = new Map<string, Path2D[]>();

  constructor(private baseDir: string) {
    registerFonts();
  }

  private image(path: string): Promise<Image> {
    let p = this.images.get(path);
    if (!p) {
      p = loadImage(resolve(this.baseDir, path));
      this.images.set(path, p);
    }
    return p;
  }

  private icon(name: string): Path2D[] {
    let p = this.paths.get(name);
    if (!p) {
      const d = this.icons.paths(name);
      if (!d) throw new Error(`unknown icon "${name}" (game-icons.net names, like "crossed-swords")`);
      p = d.map((x) => new Path2D(x));
      this.paths.set(name, p);
    }
    return p;
  }

  /** Draws a face in a context already scaled to millimetres, its bleed box at (0, 0). */
  async draw(ctx: SKRSContext2D, face: Face) {
    ctx.save();
    ctx.beginPath();
    ctx.rect(0, 0, face.width, face.height);
    ctx.clip();
    for (const op of face.ops) await this.op(ctx, op);
    ctx.restore();
  }

  private async op(ctx: SKRSContext2D, op: Op) {
    switch (op.op) {
      case 'rect':
        ctx.beginPath();
        if (op.radius) ctx.roundRect(op.x, op.y, op.w, op.h, op.radius);
        else ctx.rect(op.x, op.y, op.w, op.h);
        if (op.fill) {
          ctx.fillStyle = op.fill;
          ctx.fill();
        }
        if (op.stroke) {
          ctx.strokeStyle = op.stroke;
          ctx.lineWidth = op.lineWidth ?? 0.3;
          ctx.stroke();
        }
        break;
      case 'line':
        ctx.beginPath();
        ctx.moveTo(op.x1, op.y1);
        ctx.lineTo(op.x2, op.y2);
        ctx.strokeStyle = op.stroke;
        ctx.lineWidth = op.lineWidth;
        ctx.stroke();
        break;
      case 'circle':
        ctx.beginPath();
        ctx.arc(op.cx, op.cy, op.r, 0, Math.PI * 2);
        if (op.fill) {
          ctx.fillStyle = op.fill;
          ctx.fill();
        }
        if (op.stroke) {
          ctx.strokeStyle = op.stroke;
          ctx.lineWidth = op.lineWidth ?? 0.3;
          ctx.stroke();
        }
        break;
      case 'text': {
        const width = runsWidth(op.runs, op.size, measure());
        let x = op.align === 'center' ? op.x - width / 2 : op.align === 'right' ? op.x - width : op.x;
        ctx.fillStyle = op.colour;
        ctx.textAlign = 'left';
        ctx.textBaseline = 'alphabetic';
        for (const r of op.runs) {
          ctx.font = `${op.size * PT}px ${FAMILY[r.font]}`;
          ctx.fillText(r.text, x, op.y);
          x += measure()(r.text, r.font, op.size);
        }
        break;
      }
      case 'icon': {
        ctx.save();
        ctx.translate(op.x, op.y);
        ctx.scale(op.size / 512, op.size / 512);
        ctx.fillStyle = op.colour;
        for (const p of this.icon(op.name)) ctx.fill(p);
        ctx.restore();
        break;
      }
      case 'image': {
        const img = await this.image(op.path);
        const c = op.crop ?? { x: 0, y: 0, w: 1, h: 1 };
        ctx.drawImage(
          img,
          c.x * img.width,
          c.y * img.height,
          c.w * img.width,
          c.h * img.height,
          op.x,
          op.y,
          op.w,
          op.h,
        );
        break;
      }
      case 'clip':
        ctx.save();
        ctx.beginPath();
        ctx.rect(op.x, op.y, op.w, op.h);
        ctx.clip();
        break;
      case 'unclip':
        ctx.restore();
        break;
    }
  }

  /** One face as a PNG: with its bleed (print shops), or cut at the trim line (screens, TTS). */
  async png(face: Face, dpi: number, trim = false): Promise<Buffer> {
    const scale = dpi / 25.4;
    const w = trim ? CARD.width : face.width;
    const h = trim ? CARD.height : face.height;
    const canvas = createCanvas(Math.round(w * scale), Math.round(h * scale));
    const ctx = canvas.getContext('2d');
    ctx.scale(scale, scale);
    if (trim) ctx.translate(-CARD.bleed, -CARD.bleed);
    await this.draw(ctx, face);
    return canvas.toBuffer('image/png');
  }

  /** A sheet of faces cut at the trim line, in a grid (Tabletop Simulator deck sheets). */
  async sheet(
    faces: Face[],
    cols: number,
    rows: number,
    cardWidthPx: number,
    cardHeightPx: number,
  ): Promise<Buffer> {
    const canvas = createCanvas(cols * cardWidthPx, rows * cardHeightPx);
    const ctx = canvas.getContext('2d');
    const scale = cardWidthPx / CARD.width;
    for (const [i, face] of faces.entries()) {
      ctx.save();
      ctx.translate((i % cols) * cardWidthPx, Math.floor(i / cols) * cardHeightPx);
      ctx.beginPath();
      ctx.rect(0, 0, cardWidthPx, cardHeightPx);
      ctx.clip();
      ctx.scale(scale, cardHeightPx / CARD.height);
      ctx.translate(-CARD.bleed, -CARD.bleed);
      await this.draw(ctx, face);
      ctx.restore();
    }
    return canvas.toBuffer('image/png');
  }
}
