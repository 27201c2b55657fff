/**
 * Rasterising a map on any 2D canvas: the browser's for the editor's exports, @napi-rs/canvas's in the CLI.
 * The caller makes the canvas (its size from `rasterSize`), this paints it.
 */
import type { MapLayer } from './pieces';
import type { MapDrawing } from './drawing';
import { flattenDrawing } from './drawing';
import { paint, type Canvas2D, type PaintEnv } from '../../../core/draw/paint';
import { MM_PER_INCH } from './pages';

export interface RasterCanvas extends Canvas2D {
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void;
  fillRect(x: number, y: number, w: number, h: number): void;
}

export interface RasterOptions {
  /** Pixels per square. */
  scale: number;
  layers: ReadonlySet<MapLayer>;
  /** The map region to paint, in squares; the whole board by default. */
  region?: { x: number; y: number; w: number; h: number };
  background?: string;
}

/** Pixels per square for a square side on paper and a printer resolution. */
export function printScale(squareMm: number, dpi: number): number {
  return (squareMm / MM_PER_INCH) * dpi;
}

/** Browsers refuse canvases above about 16384 pixels a side; the CLI keeps to the same limit. */
export const MAX_RASTER_SIDE = 16384;
export const MAX_RASTER_PIXELS = 16384 * 8192;

export function rasterSize(
  drawing: Pick<MapDrawing, 'width' | 'height'>,
  o: Pick<RasterOptions, 'scale' | 'region'>,
): { width: number; height: number; fits: boolean } {
  const w = o.region?.w ?? drawing.width;
  const h = o.region?.h ?? drawing.height;
  const width = Math.max(1, Math.round(w * o.scale));
  const height = Math.max(1, Math.round(h * o.scale));
  return {
    width,
    height,
    fits: width <= MAX_RASTER_SIDE && height <= MAX_RASTER_SIDE && width * height <= MAX_RASTER_PIXELS,
  };
}

export function rasterise(ctx: RasterCanvas, drawing: MapDrawing, env: PaintEnv, o: RasterOptions): void {
  const region = o.region ?? { x: 0, y: 0, w: drawing.width, h: drawing.height };
  const { width, height } = rasterSize(drawing, o);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = o.background ?? '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.setTransform(o.scale, 0, 0, o.scale, -region.x * o.scale, -region.y * o.scale);
  paint(ctx, flattenDrawing(drawing, o.layers), env, {
    x0: region.x,
    y0: region.y,
    x1: region.x + region.w,
    y1: region.y + region.h,
  });
}
