/**
 * Bases are discs; models are vertical cylinders standing on them (UN-3.6.1). Distances between models are
 * measured edge to edge between the base discs, in 3-D (UN-4.7.1, AD-17).
 */
import { EPS, pointSegmentDistance, len } from './segment';

/** Two models touch when their bases are at most this far apart (AD-25). */
export const CONTACT_CM = 0.5;

/** Horizontal gap between two base edges: centre distance minus both radii, never below 0. */
export function edgeGap(x1: number, y1: number, r1: number, x2: number, y2: number, r2: number): number {
  const g = len(x2 - x1, y2 - y1) - r1 - r2;
  return g > 0 ? g : 0;
}

/** Edge-to-edge distance of two bases at heights z1 and z2: sqrt(gap² + Δz²) (AD-17). */
export function edgeDistance(
  x1: number,
  y1: number,
  z1: number,
  r1: number,
  x2: number,
  y2: number,
  z2: number,
  r2: number,
): number {
  const g = edgeGap(x1, y1, r1, x2, y2, r2);
  const dz = z2 - z1;
  return dz === 0 ? g : Math.sqrt(g * g + dz * dz);
}

/** Whether two bases share area (touching is allowed: bases may touch, never overlap, AD-25). */
export function basesOverlap(
  x1: number,
  y1: number,
  r1: number,
  x2: number,
  y2: number,
  r2: number,
): boolean {
  return len(x2 - x1, y2 - y1) < r1 + r2 - 1e-6;
}

/** Whether a base lies wholly on a w × h table whose corner is the origin (AD-5). */
export function baseOnTable(x: number, y: number, r: number, w = 90, h = 90): boolean {
  return x - r >= -EPS && y - r >= -EPS && x + r <= w + EPS && y + r <= h + EPS;
}

/**
 * Whether a base moving in a straight line from a to b passes over another base (centre c, radius rc): the
 * swept disc overlaps it somewhere along the way (touching is allowed).
 */
export function sweepHitsBase(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  r: number,
  cx: number,
  cy: number,
  rc: number,
): boolean {
  return pointSegmentDistance(cx, cy, ax, ay, bx, by) < r + rc - 1e-6;
}

/** Distance from a point to the nearest table edge (negative outside the table). */
export function distanceToTableEdge(x: number, y: number, w = 90, h = 90): number {
  return Math.min(x, y, w - x, h - y);
}

/** The point of the table edge nearest to (x, y), for a model fleeing the table (UN-11.4.1). */
export function nearestEdgePoint(x: number, y: number, w = 90, h = 90): [number, number] {
  const d = [x, y, w - x, h - y];
  let k = 0;
  for (let i = 1; i < 4; i++) if (d[i] < d[k]) k = i;
  return k === 0 ? [0, y] : k === 1 ? [x, 0] : k === 2 ? [w, y] : [x, h];
}
