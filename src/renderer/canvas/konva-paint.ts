/**
 * A Konva shape that paints a display list. A static layer's shape keeps its bitmap cached at the current zoom
 * (panning is then one drawImage); zoomed in past what a cache can hold, it paints only what is in view instead.
 * Nothing here listens to the pointer: the canvas does its own hit testing by square.
 */
import type Konva from 'konva';
import { type Box, type Prim } from '../../engine/core/draw/display';
import { paint, type PaintEnv } from '../../engine/core/draw/paint';

/** Largest side of a cached bitmap, in pixels: beyond it the shape paints what is in view. */
export const MAX_CACHE_SIDE = 4096;

const sameBox = (a: Box, b: Box) => a.x0 === b.x0 && a.x1 === b.x1 && a.y0 === b.y0 && a.y1 === b.y1;

export class PaintedShape {
  private prims: readonly Prim[] = [];
  private bounds: Box = { x0: 0, y0: 0, x1: 1, y1: 1 };
  private view: Box | undefined;
  private cachedAt = 0;
  private dirty = true;
  private caching = false;
  shape: Konva.Shape | null = null;

  constructor(
    private readonly env: PaintEnv,
    /** Static layers are cached; the overlay layer changes too often to be worth it. */
    private readonly cached: boolean,
  ) {}

  readonly sceneFunc = (ctx: Konva.Context): void => {
    paint(ctx._context as never, this.prims, this.env, this.caching ? undefined : this.view);
  };

  readonly ref = (shape: Konva.Shape | null): void => {
    this.shape = shape;
    this.cachedAt = 0;
    this.dirty = true;
  };

  /** True when the content changed. */
  setPrims(prims: readonly Prim[], bounds: Box): boolean {
    if (prims === this.prims && sameBox(bounds, this.bounds)) return false;
    this.prims = prims;
    this.bounds = bounds;
    this.dirty = true;
    return true;
  }

  /** What is visible, in squares (every frame: an uncached shape paints only that). */
  setView(view: Box): void {
    this.view = view;
  }

  /** Forgets the bitmap, e.g. when pictures arrived that it was painted without. */
  invalidate(): void {
    this.dirty = true;
  }

  /**
   * Brings the cache up to date for a zoom (device pixels per square). The same content at the same zoom always
   * gives the same pixels: the cache is made at exactly the zoom shown (the canvas calls this once a zoom settles).
   */
  refresh(pixelsPerSquare: number): void {
    const shape = this.shape;
    if (!shape || !this.cached) return;
    const width = this.bounds.x1 - this.bounds.x0;
    const height = this.bounds.y1 - this.bounds.y0;
    const fits = this.prims.length > 0 && Math.max(width, height) * pixelsPerSquare <= MAX_CACHE_SIDE;
    if (!fits) {
      if (shape.isCached()) shape.clearCache();
      this.cachedAt = 0;
      this.dirty = false;
      return;
    }
    if (!this.dirty && this.cachedAt === pixelsPerSquare) return;
    this.caching = true;
    try {
      shape.cache({ x: this.bounds.x0, y: this.bounds.y0, width, height, pixelRatio: pixelsPerSquare });
    } finally {
      this.caching = false;
    }
    this.cachedAt = pixelsPerSquare;
    this.dirty = false;
  }
}
