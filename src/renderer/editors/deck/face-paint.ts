/**
 * Paints a card face of the print layout (src/engine/export/display.ts) on a browser canvas: the live preview, the
 * panorama strip and the PNG, TTS and PDF exports all go through here, so each shows exactly the printed card. The
 * caller sets the transform; everything here is in millimetres of the bleed box.
 */
import { PT, runsWidth, type Face, type Measure, type Op } from '../../../engine/export/display';
import type { PrintAssets } from './print-assets';

export interface FaceImages {
  /** A decoded picture the deck names, or undefined while it loads or when it is missing. */
  (path: string): CanvasImageSource & { width: number; height: number } | undefined;
}

function roundRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  if (r > 0) ctx.roundRect(x, y, w, h, Math.min(r, w / 2, h / 2));
  else ctx.rect(x, y, w, h);
}

function paintOp(ctx: CanvasRenderingContext2D, op: Op, assets: PrintAssets, images: FaceImages, measure: Measure): void {
  switch (op.op) {
    case 'rect':
      roundRect(ctx, op.x, op.y, op.w, op.h, op.radius ?? 0);
      if (op.fill) {
        ctx.fillStyle = op.fill;
        ctx.fill();
      }
      if (op.stroke) {
        ctx.strokeStyle = op.stroke;
        ctx.lineWidth = op.lineWidth ?? 0.3;
        ctx.stroke();
      }
      return;
    case 'line':
      ctx.beginPath();
      ctx.moveTo(op.x1, op.y1);
      ctx.lineTo(op.x2, op.y2);
      ctx.strokeStyle = op.stroke;
      ctx.lineWidth = op.lineWidth;
      ctx.stroke();
      return;
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
      return;
    case 'text': {
      const width = runsWidth(op.runs, op.size, measure);
      let x = op.align === 'center' ? op.x - width / 2 : op.align === 'right' ? op.x - width : op.x;
      ctx.fillStyle = op.colour;
      ctx.textAlign = 'left';
      ctx.textBaseline = 'alphabetic';
      for (const r of op.runs) {
        ctx.font = assets.font(r.font, op.size * PT);
        ctx.fillText(r.text, x, op.y);
        x += measure(r.text, r.font, op.size);
      }
      return;
    }
    case 'icon': {
      const path = assets.icon(op.name);
      if (!path) return;
      ctx.save();
      ctx.translate(op.x, op.y);
      ctx.scale(op.size / 512, op.size / 512);
      ctx.fillStyle = op.colour;
      ctx.fill(path);
      ctx.restore();
      return;
    }
    case 'image': {
      const img = images(op.path);
      if (!img) {
        // A missing picture prints as a hatched box, so the designer sees where it goes.
        ctx.fillStyle = '#d9d2c3';
        ctx.fillRect(op.x, op.y, op.w, op.h);
        return;
      }
      const c = op.crop ?? { x: 0, y: 0, w: 1, h: 1 };
      ctx.drawImage(img, c.x * img.width, c.y * img.height, c.w * img.width, c.h * img.height, op.x, op.y, op.w, op.h);
      return;
    }
    case 'clip':
      ctx.save();
      ctx.beginPath();
      ctx.rect(op.x, op.y, op.w, op.h);
      ctx.clip();
      return;
    case 'unclip':
      ctx.restore();
      return;
  }
}

/** Paints the whole face; the context's transform maps millimetres to its pixels. */
export function paintFace(ctx: CanvasRenderingContext2D, face: Face, assets: PrintAssets, images: FaceImages): void {
  ctx.save();
  for (const op of face.ops) paintOp(ctx, op, assets, images, assets.measure);
  ctx.restore();
}

/** Every picture a list of faces names, to load before painting. */
export function facePictures(faces: readonly Face[]): string[] {
  const out = new Set<string>();
  for (const f of faces) for (const op of f.ops) if (op.op === 'image') out.add(op.path);
  return [...out];
}

/** A face on a canvas of its own at `pxPerMm`, optionally trimmed to the card (no bleed). */
export function faceCanvas(face: Face, pxPerMm: number, assets: PrintAssets, images: FaceImages, trim = 0): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round((face.width - 2 * trim) * pxPerMm);
  canvas.height = Math.round((face.height - 2 * trim) * pxPerMm);
  const ctx = canvas.getContext('2d')!;
  ctx.setTransform(pxPerMm, 0, 0, pxPerMm, -trim * pxPerMm, -trim * pxPerMm);
  paintFace(ctx, face, assets, images);
  return canvas;
}
