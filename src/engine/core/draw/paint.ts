/**
 * Paints a display list on any Canvas 2D context: the browser's (the map editor, card previews, PNG and TTS exports
 * in the web edition) or @napi-rs/canvas's in Node (the CLI's PNG and TTS exports). The caller sets the transform
 * from the list's units to pixels; nothing here touches a global: icon paths, pictures, font families and metrics
 * come in through `PaintEnv`, and pictures are loaded before painting, so painting is synchronous.
 */
import {
  baselineY,
  overlaps,
  primBox,
  runsWidth,
  textRuns,
  textStartX,
  type Box,
  type Face,
  type FontId,
  type Measure,
  type Prim,
  type Stroke,
  type TextPrim,
} from './display';

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
  clip(): void;
  fill(path?: never): void;
  stroke(): void;
  fillText(text: string, x: number, y: number): void;
  strokeText(text: string, x: number, y: number): void;
  setLineDash(segments: number[]): void;
  drawImage(image: never, sx: number, sy: number, sw: number, sh: number, dx: number, dy: number, dw: number, dh: number): void;
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
  /** A game-icons picture in its 512×512 box (a Path2D, or one per sub-path); undefined when not available (yet). */
  icon(name: string): unknown;
  /** A loaded picture with its size; undefined leaves it out. */
  image?(path: string): { source: unknown; width: number; height: number } | undefined;
  /** CSS font families under which the print faces are registered. */
  families?: Partial<Record<FontId, string>>;
  /** The family for faces not in `families` (the editor's labels); bold faces are asked for in bold. */
  fontFamily?: string;
  /** Text widths: with it, runs are placed by the layout's own metrics, so every host aligns lines alike. */
  measure?: Measure;
}

function applyStroke(ctx: Canvas2D, s: Stroke): void {
  ctx.strokeStyle = s.color;
  ctx.lineWidth = s.width;
  ctx.lineCap = s.cap ?? 'butt';
  ctx.lineJoin = 'round';
  ctx.setLineDash(s.dash ?? []);
  ctx.stroke();
}

/** A rounded rectangle as four arcs (every canvas has arcTo; roundRect is newer). */
export function roundRectPath(ctx: Pick<Canvas2D, 'moveTo' | 'arcTo' | 'closePath'>, x: number, y: number, w: number, h: number, r: number): void {
  const rr = Math.min(r, w / 2, h / 2);
  ctx.moveTo(x + rr, y);
  ctx.arcTo(x + w, y, x + w, y + h, rr);
  ctx.arcTo(x + w, y + h, x, y + h, rr);
  ctx.arcTo(x, y + h, x, y, rr);
  ctx.arcTo(x, y, x + w, y, rr);
  ctx.closePath();
}

function shape(ctx: Canvas2D, p: Extract<Prim, { t: 'rect' | 'circle' | 'poly' }>): void {
  ctx.beginPath();
  if (p.t === 'rect') {
    if (p.radius) roundRectPath(ctx, p.x, p.y, p.w, p.h, p.radius);
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

function cssFont(font: FontId, size: number, env: PaintEnv): string {
  const family = env.families?.[font];
  if (family) return `${size}px ${family}`;
  return `${font.endsWith('-bold') ? 'bold ' : ''}${size}px ${env.fontFamily ?? 'sans-serif'}`;
}

function text(ctx: Canvas2D, p: TextPrim, env: PaintEnv): void {
  const runs = textRuns(p);
  const y = baselineY(p);
  ctx.textBaseline = 'alphabetic';
  const draw = (paintRun: (s: string, x: number) => void) => {
    if (!env.measure) {
      // Without metrics (the editor's system font) the canvas aligns the line itself.
      ctx.textAlign = p.align;
      ctx.font = cssFont(runs[0]?.font ?? 'sans', p.size, env);
      paintRun(p.text, p.x);
      return;
    }
    ctx.textAlign = 'left';
    let x = textStartX(p, runsWidth(runs, p.size, env.measure));
    for (const r of runs) {
      ctx.font = cssFont(r.font, p.size, env);
      paintRun(r.text, x);
      x += env.measure(r.text, r.font, p.size);
    }
  };
  if (p.halo) {
    ctx.strokeStyle = p.halo;
    ctx.lineWidth = p.size * 0.25;
    ctx.lineJoin = 'round';
    ctx.setLineDash([]);
    draw((s, x) => ctx.strokeText(s, x, y));
  }
  ctx.fillStyle = p.fill;
  draw((s, x) => ctx.fillText(s, x, y));
}

function icon(ctx: Canvas2D, p: Extract<Prim, { t: 'icon' }>, env: PaintEnv): void {
  const path = env.icon(p.name) ?? (p.fallback ? env.icon(p.fallback) : undefined);
  if (!path) return;
  ctx.save();
  ctx.translate(p.x, p.y);
  ctx.scale(p.size / 512, p.size / 512);
  ctx.fillStyle = p.fill;
  for (const sub of Array.isArray(path) ? path : [path]) ctx.fill(sub as never);
  ctx.restore();
}

function image(ctx: Canvas2D, p: Extract<Prim, { t: 'image' }>, env: PaintEnv): void {
  const img = env.image?.(p.path);
  if (!img) return;
  const c = p.crop ?? { x: 0, y: 0, w: 1, h: 1 };
  ctx.drawImage(img.source as never, c.x * img.width, c.y * img.height, c.w * img.width, c.h * img.height, p.x, p.y, p.w, p.h);
}

export function paintPrim(ctx: Canvas2D, p: Prim, env: PaintEnv): void {
  if (p.t === 'clip') {
    ctx.save();
    ctx.beginPath();
    ctx.rect(p.x, p.y, p.w, p.h);
    ctx.clip();
    return;
  }
  if (p.t === 'unclip') {
    ctx.restore();
    return;
  }
  const alpha = 'alpha' in p ? (p.alpha ?? 1) : 1;
  if (alpha <= 0) return;
  const restoreAlpha = ctx.globalAlpha;
  ctx.globalAlpha = restoreAlpha * alpha;
  if (p.t === 'icon') icon(ctx, p, env);
  else if (p.t === 'text') text(ctx, p, env);
  else if (p.t === 'image') image(ctx, p, env);
  else shape(ctx, p);
  ctx.globalAlpha = restoreAlpha;
}

/** Paints the primitives in order; with `view`, those entirely outside it are skipped. */
export function paint(ctx: Canvas2D, prims: readonly Prim[], env: PaintEnv, view?: Box): void {
  for (const p of prims) {
    if (view && !overlaps(primBox(p), view)) continue;
    paintPrim(ctx, p, env);
  }
}

/** Paints a face with its box at (0, 0), cut to that box, in a context already scaled to the face's units. */
export function paintFace(ctx: Canvas2D, face: Face, env: PaintEnv): void {
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, face.width, face.height);
  ctx.clip();
  paint(ctx, face.prims, env);
  ctx.restore();
}
