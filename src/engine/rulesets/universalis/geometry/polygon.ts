/**
 * Terrain footprints: simple polygons in cm. A polygon is built once (flat coordinates and a bounding box)
 * and then asked many questions by the rules: point in polygon, distance to its boundary, how a segment
 * crosses it, whether a base overlaps it.
 */
import { APART, Crossings, EPS, orient, pointSegmentDistance, segmentsIntersect, len } from './segment';

export interface Polygon {
  readonly xs: Float64Array;
  readonly ys: Float64Array;
  readonly n: number;
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** Builds a polygon from `[[x, y], …]`; a closing point equal to the first is dropped. */
export function polygon(points: ArrayLike<ArrayLike<number>>): Polygon {
  let n = points.length;
  if (n > 1 && points[0][0] === points[n - 1][0] && points[0][1] === points[n - 1][1]) n--;
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < n; i++) {
    const x = Number(points[i][0]);
    const y = Number(points[i][1]);
    xs[i] = x;
    ys[i] = y;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  if (n === 0) minX = minY = maxX = maxY = 0;
  return { xs, ys, n, minX, minY, maxX, maxY };
}

/** Signed area (shoelace): positive when the points run counter-clockwise in a y-up frame. */
export function signedArea(p: Polygon): number {
  let s = 0;
  for (let i = 0, j = p.n - 1; i < p.n; j = i++) s += p.xs[j] * p.ys[i] - p.xs[i] * p.ys[j];
  return s / 2;
}

export function area(p: Polygon): number {
  return Math.abs(signedArea(p));
}

export type Simplicity =
  | { ok: true }
  | { ok: false; problem: 'too-few-points' | 'zero-area' }
  | { ok: false; problem: 'repeated-point'; points: [number, number] }
  | { ok: false; problem: 'self-intersection'; edges: [number, number]; at: [number, number] };

/**
 * Whether the points make a simple polygon: at least 3 distinct corners, an area, no point used twice and
 * no two edges meeting anywhere but at the corner they share (a spike that folds back counts as meeting).
 * Edge i runs from point i to point i + 1.
 */
export function simplicity(points: ArrayLike<ArrayLike<number>>): Simplicity {
  const p = polygon(points);
  const n = p.n;
  if (n < 3) return { ok: false, problem: 'too-few-points' };
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (Math.abs(p.xs[i] - p.xs[j]) <= EPS && Math.abs(p.ys[i] - p.ys[j]) <= EPS)
        return { ok: false, problem: 'repeated-point', points: [i, j] };
    }
  }
  const { xs, ys } = p;
  // All points on one line: no area, whatever the order (said as such rather than as edges crossing).
  let far = 1;
  for (let i = 2; i < n; i++)
    if (len(xs[i] - xs[0], ys[i] - ys[0]) > len(xs[far] - xs[0], ys[far] - ys[0])) far = i;
  const base = len(xs[far] - xs[0], ys[far] - ys[0]);
  let collinear = true;
  for (let i = 1; i < n && collinear; i++)
    if (Math.abs(orient(xs[0], ys[0], xs[far], ys[far], xs[i], ys[i])) > EPS * base) collinear = false;
  if (collinear) return { ok: false, problem: 'zero-area' };
  for (let i = 0; i < n; i++) {
    const i2 = (i + 1) % n;
    for (let j = i + 1; j < n; j++) {
      const j2 = (j + 1) % n;
      const adjacent = i2 === j || j2 === i;
      if (adjacent) {
        // Neighbours share one corner; they meet elsewhere only when they fold back onto each other.
        const [sx, sy, ax, ay, bx, by] =
          i2 === j
            ? [xs[j], ys[j], xs[i], ys[i], xs[j2], ys[j2]]
            : [xs[i], ys[i], xs[i2], ys[i2], xs[j], ys[j]];
        const cross = orient(sx, sy, ax, ay, bx, by);
        const dot = (ax - sx) * (bx - sx) + (ay - sy) * (by - sy);
        if (Math.abs(cross) <= EPS * len(ax - sx, ay - sy) * len(bx - sx, by - sy) && dot > 0) {
          return { ok: false, problem: 'self-intersection', edges: [i, j], at: [sx, sy] };
        }
        continue;
      }
      if (segmentsIntersect(xs[i], ys[i], xs[i2], ys[i2], xs[j], ys[j], xs[j2], ys[j2])) {
        return {
          ok: false,
          problem: 'self-intersection',
          edges: [i, j],
          at: meetingPoint(xs[i], ys[i], xs[i2], ys[i2], xs[j], ys[j], xs[j2], ys[j2]),
        };
      }
    }
  }
  if (area(p) <= EPS) return { ok: false, problem: 'zero-area' };
  return { ok: true };
}

/** A point where two intersecting segments meet (for messages). */
function meetingPoint(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
): [number, number] {
  const c = new Crossings();
  c.add(ax, ay, bx, by, cx, cy, dx, dy);
  if (c.n > 0) return [ax + c.ts[0] * (bx - ax), ay + c.ts[0] * (by - ay)];
  for (const [x, y] of [
    [ax, ay],
    [bx, by],
  ] as const)
    if (pointSegmentDistance(x, y, cx, cy, dx, dy) <= EPS) return [x, y];
  return [cx, cy];
}

/**
 * Whether (x, y) lies in the polygon. A point on the boundary counts as inside when `boundary` is true
 * (a base centre on a piece's edge is in the piece) and outside when false (a sight line grazing a wall).
 */
export function contains(p: Polygon, x: number, y: number, boundary = true): boolean {
  if (x < p.minX - EPS || x > p.maxX + EPS || y < p.minY - EPS || y > p.maxY + EPS) return false;
  const { xs, ys, n } = p;
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const xi = xs[i];
    const yi = ys[i];
    const xj = xs[j];
    const yj = ys[j];
    // The distance only where the point lies in the edge's box (widened): elsewhere it is more than EPS.
    if (
      x >= (xi < xj ? xi : xj) - APART &&
      x <= (xi > xj ? xi : xj) + APART &&
      y >= (yi < yj ? yi : yj) - APART &&
      y <= (yi > yj ? yi : yj) + APART &&
      pointSegmentDistance(x, y, xj, yj, xi, yi) <= EPS
    )
      return boundary;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Crossing-number test for a point known not to lie on the boundary. */
function parity(p: Polygon, x: number, y: number): boolean {
  const { xs, ys, n } = p;
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const yi = ys[i];
    const yj = ys[j];
    if (yi > y !== yj > y && x < ((xs[j] - xs[i]) * (y - yi)) / (yj - yi) + xs[i]) inside = !inside;
  }
  return inside;
}

/** Distance from (x, y) to the polygon's boundary (0 on it; the same inside and outside). */
export function distanceToBoundary(p: Polygon, x: number, y: number): number {
  let best = Infinity;
  const { xs, ys, n } = p;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const d = pointSegmentDistance(x, y, xs[j], ys[j], xs[i], ys[i]);
    if (d < best) best = d;
  }
  return best;
}

/** Distance from (x, y) to the polygon as a region: 0 inside or on it. */
export function distanceToPolygon(p: Polygon, x: number, y: number): number {
  return contains(p, x, y, true) ? 0 : distanceToBoundary(p, x, y);
}

/**
 * Whether (x, y) lies within d of the polygon as a region: distanceToPolygon(p, x, y) <= d, answered without
 * the distance when the point lies farther than d from the polygon's box.
 */
export function withinDistance(p: Polygon, x: number, y: number, d: number): boolean {
  const far = d + APART;
  if (x < p.minX - far || x > p.maxX + far || y < p.minY - far || y > p.maxY + far) return false;
  return distanceToPolygon(p, x, y) <= d;
}

/** Whether a base (a disc) and the polygon share some area; touching from outside is not overlapping. */
export function circleOverlaps(p: Polygon, cx: number, cy: number, r: number): boolean {
  if (cx + r < p.minX || cx - r > p.maxX || cy + r < p.minY || cy - r > p.maxY) return false;
  return contains(p, cx, cy, true) || distanceToBoundary(p, cx, cy) < r - EPS;
}

/** Whether the whole disc lies in the polygon (touching its boundary from inside is allowed). */
export function circleWithin(p: Polygon, cx: number, cy: number, r: number): boolean {
  return contains(p, cx, cy, true) && distanceToBoundary(p, cx, cy) >= r - EPS;
}

/**
 * The parts of the segment a→b inside the polygon, as parameter pairs [t0, t1, t2, t3, …] (sorted, disjoint,
 * each of positive length) written to `out` from index 0; returns how many numbers were written. With
 * `boundary` false a part running along an edge is outside. `out` must hold 2 + 2·(polygon corners) numbers.
 */
export function segmentSpans(
  p: Polygon,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  boundary: boolean,
  out: Float64Array,
  sc: Crossings,
): number {
  const dx = bx - ax;
  const dy = by - ay;
  if (segmentBoxApart(p, ax, ay, bx, by, EPS)) return 0;
  if (dx * dx + dy * dy <= EPS * EPS) {
    if (!contains(p, ax, ay, boundary)) return 0;
    out[0] = 0;
    out[1] = 1;
    return 2;
  }
  sc.start();
  const { xs, ys, n } = p;
  for (let i = 0, j = n - 1; i < n; j = i++) sc.add(ax, ay, bx, by, xs[j], ys[j], xs[i], ys[i]);
  sc.sort();
  const k = sc.n;
  const along = sc.along;
  const ts = sc.ts;
  let w = 0;
  let prev = ts[0];
  for (let q = 1; q < k; q++) {
    const t = ts[q];
    if (t - prev <= EPS) continue;
    const m = (prev + t) / 2;
    // Between two crossings the segment is off the boundary unless it runs along an edge.
    if (along ? contains(p, ax + m * dx, ay + m * dy, boundary) : parity(p, ax + m * dx, ay + m * dy)) {
      if (w > 0 && out[w - 1] >= prev - EPS) out[w - 1] = t;
      else {
        out[w++] = prev;
        out[w++] = t;
      }
    }
    prev = t;
  }
  return w;
}

/**
 * segmentSpans into a list (for callers outside hot loops): the parts of a→b inside the polygon as
 * parameter pairs written to `out` (cleared first).
 */
export function segmentInside(
  p: Polygon,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  boundary: boolean,
  out: number[],
  _ts?: number[],
): void {
  const buf = new Float64Array(2 * p.n + 4);
  const n = segmentSpans(p, ax, ay, bx, by, boundary, buf, new Crossings());
  out.length = 0;
  for (let i = 0; i < n; i++) out.push(buf[i]);
}

/** Length of the part of the segment a→b inside the polygon (its interior). */
export function lengthInside(p: Polygon, ax: number, ay: number, bx: number, by: number): number {
  const spans: number[] = [];
  segmentInside(p, ax, ay, bx, by, false, spans, []);
  let s = 0;
  for (let k = 0; k < spans.length; k += 2) s += spans[k + 1] - spans[k];
  return s * len(bx - ax, by - ay);
}

/**
 * Whether the box of the segment a–b, widened by `margin` on every side, lies apart from the polygon's box: then
 * no point of the segment comes within `margin` of the polygon. The first, cheap answer of every segment test.
 */
export function segmentBoxApart(p: Polygon, ax: number, ay: number, bx: number, by: number, margin: number): boolean {
  return (
    (ax > bx ? ax : bx) < p.minX - margin ||
    (ax < bx ? ax : bx) > p.maxX + margin ||
    (ay > by ? ay : by) < p.minY - margin ||
    (ay < by ? ay : by) > p.maxY + margin
  );
}

/** Whether the segment a–b touches the polygon at all (crosses an edge or lies inside). */
export function segmentMeetsPolygon(p: Polygon, ax: number, ay: number, bx: number, by: number): boolean {
  if (segmentBoxApart(p, ax, ay, bx, by, APART)) return false;
  if (contains(p, ax, ay, true) || contains(p, bx, by, true)) return true;
  const { xs, ys, n } = p;
  for (let i = 0, j = n - 1; i < n; j = i++)
    if (segmentsIntersect(ax, ay, bx, by, xs[j], ys[j], xs[i], ys[i])) return true;
  return false;
}
