/**
 * Paints a display list on a 2D canvas context: the browser's (editor, PNG and PDF export in the renderer) or
 * @napi-rs/canvas's (the CLI). The caller sets the transform (pixels per square); everything here is in square
 * units. The context and the icon paths are passed in, so this stays free of any host API.
 */
import { overlaps, primBox, type Box, type Prim, type Stroke } from './prims';

/** The part of CanvasRenderingContext2D the painter uses. */
export interface Canvas2D {
  save(): void;
  restore(): void;
  translate(x: number, y: number): void;
  scale(x: number, y: number): void;
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  arc(x: number, y: number, r: number, a0: number, a1: number): void;
  arcTo(x1: number, y1: number, x2: number, y2: number, r: number): void;
  rect(x: number, y: number, w: number, h: number): void;
  closePath(): void;
  fill(path?: never): void;
  stroke(): void;
  fillText(text: string, x: number, y: number): void;
  strokeText(text: string, x: number, y: number): void;
  setLineDash(segments: number[]): void;
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  lineCap: string;
  lineJoin: string;
  globalAlpha: number;
  font: string;
  textAlign: string;
  textBaseline: string;
}

export interface PaintEnv {
  /** A Path2D of a game-icons picture in its 512×512 box; undefined when it is not available (yet). */
  icon(name: string): unknown;
  /** CSS font family for labels. */
  fontFamily?: string;
}

function applyStroke(ctx: Canvas2D, s: Stroke): void {
  ctx.strokeStyle = s.color;
  ctx.lineWidth = s.width;
  ctx.lineCap = s.cap ?? 'butt';
  ctx.lineJoin = 'round';
  ctx.setLineDash(s.dash ?? []);
  ctx.stroke();
}

function roundRect(ctx: Canvas2D, x: number, y: number, w: number, h: number, r: number): void {
  const rr = Math.min(r, w / 2, h / 2);
  ctx.moveTo(x + rr, y);
  ctx.arcTo(x + w, y, x + w, y + h, rr);
  ctx.arcTo(x + w, y + h, x, y + h, rr);
  ctx.arcTo(x, y + h, x, y, rr);
  ctx.arcTo(x, y, x + w, y, rr);
  ctx.closePath();
}

function shape(ctx: Canvas2D, p: Exclude<Prim, { t: 'icon' } | { t: 'text' }>): void {
  ctx.beginPath();
  if (p.t === 'rect') {
    if (p.radius) roundRect(ctx, p.x, p.y, p.w, p.h, p.radius);
    else ctx.rect(p.x, p.y, p.w, p.h);
  } else if (p.t === 'circle') {
    ctx.arc(p.x, p.y, p.radius, 0, Math.PI * 2);
  } else {
    ctx.moveTo(p.points[0], p.points[1]);
    for (let i = 2; i < p.points.length; i += 2) ctx.lineTo(p.points[i], p.points[i + 1]);
    if (p.closed) ctx.closePath();
  }
  if (p.fill) {
    ctx.fillStyle = p.fill;
    ctx.fill();
  }
  if (p.stroke) applyStroke(ctx, p.stroke);
}

export function paintPrim(ctx: Canvas2D, p: Prim, env: PaintEnv): void {
  const alpha = p.alpha ?? 1;
  if (alpha <= 0) return;
  const restoreAlpha = ctx.globalAlpha;
  ctx.globalAlpha = restoreAlpha * alpha;
  if (p.t === 'icon') {
    const path = env.icon(p.name) ?? (p.fallback ? env.icon(p.fallback) : undefined);
    if (path) {
      ctx.save();
      ctx.translate(p.x, p.y);
      ctx.scale(p.size / 512, p.size / 512);
      ctx.fillStyle = p.fill;
      ctx.fill(path as never);
      ctx.restore();
    }
  } else if (p.t === 'text') {
    ctx.font = `${p.bold ? 'bold ' : ''}${p.size}px ${env.fontFamily ?? 'sans-serif'}`;
    ctx.textAlign = p.align;
    ctx.textBaseline = p.baseline;
    if (p.halo) {
      ctx.strokeStyle = p.halo;
      ctx.lineWidth = p.size * 0.25;
      ctx.lineJoin = 'round';
      ctx.setLineDash([]);
      ctx.strokeText(p.text, p.x, p.y);
    }
    ctx.fillStyle = p.fill;
    ctx.fillText(p.text, p.x, p.y);
  } else {
    shape(ctx, p);
  }
  ctx.globalAlpha = restoreAlpha;
}

/** Paints the primitives in order; with `view`, those entirely outside it are skipped. */
export function paint(ctx: Canvas2D, prims: readonly Prim[], env: PaintEnv, view?: Box): void {
  for (const p of prims) {
    if (view && !overlaps(primBox(p), view)) continue;
    paintPrim(ctx, p, env);
  }
}
