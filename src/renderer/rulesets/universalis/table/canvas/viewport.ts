/**
 * The table's view: `scale` pixels per cm and where the table's corner (0, 0) is on screen. Pure math, so the
 * canvas, the e2e tests (through the canvas's `data-view`) and the unit tests agree.
 */
import type { Box } from '../draw';
import type { Pt } from '../geometry';

export interface Viewport {
  scale: number;
  x: number;
  y: number;
}

/** Pixels per cm at 100 % zoom. */
export const BASE_SCALE = 8;
export const MIN_SCALE = 2;
export const MAX_SCALE = 120;
/** Room around the table for the ruler, in cm. */
export const MARGIN_CM = 5;

export const clampScale = (s: number): number => Math.min(MAX_SCALE, Math.max(MIN_SCALE, s));

export function toCm(v: Viewport, sx: number, sy: number): Pt {
  return [(sx - v.x) / v.scale, (sy - v.y) / v.scale];
}

export function zoomAt(v: Viewport, factor: number, sx: number, sy: number): Viewport {
  const scale = clampScale(v.scale * factor);
  const [px, py] = toCm(v, sx, sy);
  return { scale, x: sx - px * scale, y: sy - py * scale };
}

export function fitTable(size: number, viewW: number, viewH: number): Viewport {
  const scale = clampScale(Math.min(viewW, viewH) / (size + 2 * MARGIN_CM));
  return { scale, x: (viewW - size * scale) / 2, y: (viewH - size * scale) / 2 };
}

export function centreOn(v: Viewport, x: number, y: number, viewW: number, viewH: number): Viewport {
  return { scale: v.scale, x: viewW / 2 - x * v.scale, y: viewH / 2 - y * v.scale };
}

export function visibleBox(v: Viewport, viewW: number, viewH: number): Box {
  const [x0, y0] = toCm(v, 0, 0);
  const [x1, y1] = toCm(v, viewW, viewH);
  return { x0, y0, x1, y1 };
}
