/**
 * Draws a display list on any Canvas 2D context: the browser's (the editor's live preview) or @napi-rs/canvas in
 * Node (PNG and TTS export). Nothing here touches a global: paths, pictures and font families come in through
 * `PaintResources`, and pictures must be loaded before painting, so painting is synchronous.
 */
import { PT, runsWidth, type Face, type FontId, type Measure, type Op } from './display';

/** The part of CanvasRenderingContext2D the painter uses. */
export interface Canvas2D {
  save(): void;
  restore(): void;
  beginPath(): void;
  rect(x: number, y: number, w: number, h: number): void;
  roundRect(x: number, y: number, w: number, h: number, r: number): void;
  arc(x: number, y: number, r: number, start: number, end: number): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  clip(): void;
  fill(path?: never): void;
  stroke(): void;
  translate(x: number, y: number): void;
  scale(x: number, y: number): void;
  fillText(text: string, x: number, y: number): void;
  drawImage(image: never, sx: number, sy: number, sw: number, sh: number, dx: number, dy: number, dw: number, dh: number): void;
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  font: string;
  textAlign: unknown;
  textBaseline: unknown;
}

export interface PaintResources {
  /** Font family names under which the three faces are registered. */
  families: Record<FontId, string>;
  measure: Measure;
  /** Path objects of an icon (Path2D in a browser or in @napi-rs/canvas). */
  icon(name: string): unknown[];
  /** A loaded picture with its size, or undefined (the picture is then left out). */
  image(path: string): { source: unknown; width: number; height: number } | undefined;
}

/** Draws a face with its bleed box at (0, 0), in a context already scaled to millimetres. */
export function paintFace(ctx: Canvas2D, face: Face, res: PaintResources): void {
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, face.width, face.height);
  ctx.clip();
  for (const op of face.ops) paintOp(ctx, op, res);
  ctx.restore();
}

function fillAndStroke(ctx: Canvas2D, fill: string | undefined, stroke: string | undefined, lineWidth: number | undefined) {
  if (fill) {
    ctx.fillStyle = fill;
    ctx.fill();
  }
  if (stroke) {
    ctx.strokeStyle = stroke;
    ctx.lineWidth = lineWidth ?? 0.3;
    ctx.stroke();
  }
}

function paintOp(ctx: Canvas2D, op: Op, res: PaintResources) {
  switch (op.op) {
    case 'rect':
      ctx.beginPath();
      if (op.radius) ctx.roundRect(op.x, op.y, op.w, op.h, op.radius);
      else ctx.rect(op.x, op.y, op.w, op.h);
      fillAndStroke(ctx, op.fill, op.stroke, op.lineWidth);
      break;
    case 'line':
      ctx.beginPath();
      ctx.moveTo(op.x1, op.y1);
      ctx.lineTo(op.x2, op.y2);
      fillAndStroke(ctx, undefined, op.stroke, op.lineWidth);
      break;
    case 'circle':
      ctx.beginPath();
      ctx.arc(op.cx, op.cy, op.r, 0, Math.PI * 2);
      fillAndStroke(ctx, op.fill, op.stroke, op.lineWidth);
      break;
    case 'text': {
      // Runs are placed with the layout's own metrics, so every renderer breaks and aligns lines alike.
      const width = runsWidth(op.runs, op.size, res.measure);
      let x = op.align === 'center' ? op.x - width / 2 : op.align === 'right' ? op.x - width : op.x;
      ctx.fillStyle = op.colour;
      ctx.textAlign = 'left';
      ctx.textBaseline = 'alphabetic';
      for (const r of op.runs) {
        ctx.font = `${op.size * PT}px ${res.families[r.font]}`;
        ctx.fillText(r.text, x, op.y);
        x += res.measure(r.text, r.font, op.size);
      }
      break;
    }
    case 'icon':
      ctx.save();
      ctx.translate(op.x, op.y);
      ctx.scale(op.size / 512, op.size / 512);
      ctx.fillStyle = op.colour;
      for (const p of res.icon(op.name)) ctx.fill(p as never);
      ctx.restore();
      break;
    case 'image': {
      const img = res.image(op.path);
      if (!img) break;
      const c = op.crop ?? { x: 0, y: 0, w: 1, h: 1 };
      ctx.drawImage(img.source as never, c.x * img.width, c.y * img.height, c.w * img.width, c.h * img.height, op.x, op.y, op.w, op.h);
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

/** Every picture a list of faces draws, to load before painting. */
export function facePictures(faces: readonly Face[]): string[] {
  const out = new Set<string>();
  for (const f of faces) for (const op of f.ops) if (op.op === 'image') out.add(op.path);
  return [...out];
}
