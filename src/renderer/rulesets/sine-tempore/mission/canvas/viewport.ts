/**
 * The map's view: `scale` pixels per square, and where square (0, 0)'s corner is on screen. Pure math, so the
 * canvas, the minimap and the tests agree.
 */
import type { Box } from '../../../../../engine/rulesets/sine-tempore/print';

export interface Viewport {
  scale: number;
  x: number;
  y: number;
}

/** Pixels per square at 100 % zoom. */
export const BASE_SCALE = 48;
export const MIN_SCALE = 6;
export const MAX_SCALE = 192;

export const clampScale = (s: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, s));

/** The point in squares under a screen point (relative to the canvas). */
export function toSquares(v: Viewport, sx: number, sy: number): [number, number] {
  return [(sx - v.x) / v.scale, (sy - v.y) / v.scale];
}

/** Zooms by `factor` keeping the point under (sx, sy) where it is. */
export function zoomAt(v: Viewport, factor: number, sx: number, sy: number): Viewport {
  const scale = clampScale(v.scale * factor);
  const [px, py] = toSquares(v, sx, sy);
  return { scale, x: sx - px * scale, y: sy - py * scale };
}

/** The whole board (with its coordinates around it) centred in a view of the given size. */
export function fitBoard(width: number, height: number, viewW: number, viewH: number, margin = 1.5): Viewport {
  const scale = clampScale(Math.min(viewW / (width + 2 * margin), viewH / (height + 2 * margin)));
  return { scale, x: (viewW - width * scale) / 2, y: (viewH - height * scale) / 2 };
}

/** Centres a square, keeping the zoom. */
export function centreOn(v: Viewport, x: number, y: number, viewW: number, viewH: number): Viewport {
  return { scale: v.scale, x: viewW / 2 - (x + 0.5) * v.scale, y: viewH / 2 - (y + 0.5) * v.scale };
}

/** The part of the map the view shows, in squares. */
export function visibleBox(v: Viewport, viewW: number, viewH: number): Box {
  const [x0, y0] = toSquares(v, 0, 0);
  const [x1, y1] = toSquares(v, viewW, viewH);
  return { x0, y0, x1, y1 };
}

/**
 * Whether the view follows the board's size (it does until the designer pans or zooms). Never while a gesture is
 * under way: a tile dragged past the board's edge makes the board bigger, and a view fitted to it then would move
 * the squares under the pointer, so the drag would move the tile further than the pointer went. The fit waits for
 * the gesture to end.
 */
export class ViewFollow {
  private gesture = false;
  private pending = false;

  constructor(public moved: boolean) {}

  /** The board or the view changed size: whether to fit the view to the board now. */
  resized(): boolean {
    if (this.moved) return false;
    if (this.gesture) this.pending = true;
    return !this.gesture;
  }

  begin(): void {
    this.gesture = true;
  }

  /** The gesture ended: whether a fit put off during it is due now. */
  end(): boolean {
    const due = this.gesture && this.pending && !this.moved;
    this.gesture = false;
    this.pending = false;
    return due;
  }
}
