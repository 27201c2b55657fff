/**
 * Plane geometry on the table top, in centimetres. Every function is total: degenerate input (zero-length
 * segments, collinear points, touching shapes) gives a defined answer, never NaN.
 */

/** Below this, two lengths in cm are the same (the table is 90 cm; float noise is ~1e-14). */
export const EPS = 1e-9;

/**
 * A gap between two bounding boxes beyond which nothing in them is within EPS of the other (twice EPS, so
 * that rounding in the exact tests can never make a pair this far apart count as touching): early rejections
 * use it and give the same answers as the full tests.
 */
export const APART = 2 * EPS;

/** Length of (dx, dy). Math.hypot would do, but V8 allocates for it on every call: this is the hot path. */
export function len(dx: number, dy: number): number {
  return Math.sqrt(dx * dx + dy * dy);
}

/** Twice the signed area of the triangle a, b, c: > 0 when c lies to the left of a→b. */
export function orient(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

/** Distance from point p to the segment a–b (a point when a = b). */
export function pointSegmentDistance(
  px: number,
  py: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  let t = len2 > EPS * EPS ? ((px - ax) * dx + (py - ay) * dy) / len2 : 0;
  if (t < 0) t = 0;
  else if (t > 1) t = 1;
  return len(px - (ax + t * dx), py - (ay + t * dy));
}

/** Whether p lies on the segment a–b (within EPS). */
export function onSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number): boolean {
  return pointSegmentDistance(px, py, ax, ay, bx, by) <= EPS;
}

/**
 * Whether the closed segments a–b and c–d share at least one point (crossing, touching at an end, or
 * overlapping along a line).
 */
export function segmentsIntersect(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
): boolean {
  // Boxes more than EPS apart: no point of one lies within EPS of the other, so the answer below is no.
  if (
    (ax > bx ? ax : bx) < (cx < dx ? cx : dx) - APART ||
    (ax < bx ? ax : bx) > (cx > dx ? cx : dx) + APART ||
    (ay > by ? ay : by) < (cy < dy ? cy : dy) - APART ||
    (ay < by ? ay : by) > (cy > dy ? cy : dy) + APART
  )
    return false;
  const d1 = orient(cx, cy, dx, dy, ax, ay);
  const d2 = orient(cx, cy, dx, dy, bx, by);
  const d3 = orient(ax, ay, bx, by, cx, cy);
  const d4 = orient(ax, ay, bx, by, dx, dy);
  if (
    ((d1 > EPS && d2 < -EPS) || (d1 < -EPS && d2 > EPS)) &&
    ((d3 > EPS && d4 < -EPS) || (d3 < -EPS && d4 > EPS))
  )
    return true;
  return (
    onSegment(ax, ay, cx, cy, dx, dy) ||
    onSegment(bx, by, cx, cy, dx, dy) ||
    onSegment(cx, cy, ax, ay, bx, by) ||
    onSegment(dx, dy, ax, ay, bx, by)
  );
}

/** Shortest distance between the segments a–b and c–d (0 when they meet). */
export function segmentSegmentDistance(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
): number {
  if (segmentsIntersect(ax, ay, bx, by, cx, cy, dx, dy)) return 0;
  return Math.min(
    pointSegmentDistance(ax, ay, cx, cy, dx, dy),
    pointSegmentDistance(bx, by, cx, cy, dx, dy),
    pointSegmentDistance(cx, cy, ax, ay, bx, by),
    pointSegmentDistance(dx, dy, ax, ay, bx, by),
  );
}

/**
 * Whether segmentSegmentDistance(a, b, c, d) <= reach (reach ≥ 0), without working out the other distances
 * once one is near enough.
 */
export function segmentsWithin(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
  reach: number,
): boolean {
  return (
    segmentsIntersect(ax, ay, bx, by, cx, cy, dx, dy) ||
    pointSegmentDistance(ax, ay, cx, cy, dx, dy) <= reach ||
    pointSegmentDistance(bx, by, cx, cy, dx, dy) <= reach ||
    pointSegmentDistance(cx, cy, ax, ay, bx, by) <= reach ||
    pointSegmentDistance(dx, dy, ax, ay, bx, by) <= reach
  );
}

/**
 * Parameters t along a segment a→b where it meets other segments, collected in a typed list (scratch space
 * its owner reuses: a game, a sight scratch). `start` puts the ends 0 and 1 in; `add` puts in where a→b meets
 * c–d inside (0, 1): one value for a proper crossing, the ends of c–d for a collinear overlap (and then
 * `along` is set: part of a→b may run along an edge); `sort` orders them.
 */
export class Crossings {
  ts = new Float64Array(64);
  n = 0;
  along = false;

  start(): void {
    this.n = 0;
    this.along = false;
    this.push(0);
    this.push(1);
  }

  push(t: number): void {
    if (this.n === this.ts.length) {
      const bigger = new Float64Array(this.ts.length * 2);
      bigger.set(this.ts);
      this.ts = bigger;
    }
    this.ts[this.n++] = t;
  }

  add(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, dx: number, dy: number): void {
    const rx = bx - ax;
    const ry = by - ay;
    const sx = dx - cx;
    const sy = dy - cy;
    const len2 = rx * rx + ry * ry;
    if (len2 <= EPS * EPS) return;
    const denom = rx * sy - ry * sx;
    const qpx = cx - ax;
    const qpy = cy - ay;
    if (Math.abs(denom) > EPS * Math.sqrt(len2 * (sx * sx + sy * sy))) {
      const t = (qpx * sy - qpy * sx) / denom;
      const u = (qpx * ry - qpy * rx) / denom;
      if (u >= -EPS && u <= 1 + EPS && t > 0 && t < 1) this.push(t);
      return;
    }
    // Parallel: only a collinear edge matters, through its end points.
    if (Math.abs(qpx * ry - qpy * rx) > EPS * Math.sqrt(len2)) return;
    this.along = true;
    const t1 = (qpx * rx + qpy * ry) / len2;
    const t2 = ((dx - ax) * rx + (dy - ay) * ry) / len2;
    if (t1 > 0 && t1 < 1) this.push(t1);
    if (t2 > 0 && t2 < 1) this.push(t2);
  }

  /** Insertion sort: a segment meets few edges. */
  sort(): void {
    const a = this.ts;
    for (let i = 1; i < this.n; i++) {
      const v = a[i];
      let j = i - 1;
      while (j >= 0 && a[j] > v) {
        a[j + 1] = a[j];
        j--;
      }
      a[j + 1] = v;
    }
  }
}

/**
 * The part of the segment a→b inside the circle (cx, cy, r), as [t0, t1] with 0 ≤ t0 ≤ t1 ≤ 1, or null
 * when they do not meet in more than a point.
 */
export function segmentCircleSpan(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  r: number,
): [number, number] | null {
  const dx = bx - ax;
  const dy = by - ay;
  const fx = ax - cx;
  const fy = ay - cy;
  const a = dx * dx + dy * dy;
  if (a <= EPS * EPS) return fx * fx + fy * fy < r * r ? [0, 1] : null;
  const b = 2 * (fx * dx + fy * dy);
  const c = fx * fx + fy * fy - r * r;
  const disc = b * b - 4 * a * c;
  if (disc <= 0) return null;
  const s = Math.sqrt(disc);
  let t0 = (-b - s) / (2 * a);
  let t1 = (-b + s) / (2 * a);
  if (t0 < 0) t0 = 0;
  if (t1 > 1) t1 = 1;
  return t1 - t0 > EPS ? [t0, t1] : null;
}
