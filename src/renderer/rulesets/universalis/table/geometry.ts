/**
 * Plane geometry the editor needs on top of the engine's (src/engine/rulesets/universalis/geometry): points in cm
 * as [x, y], rounding what is written to the file, snapping, moving and turning outlines. Pure functions.
 */
export type Pt = [number, number];

/** The table is 90 × 90 cm (UN-5.1.2). */
export const TABLE_CM = 90;

/** What the file keeps: a tenth of a millimetre is more than anyone measures on a table. */
export const round = (v: number): number => Math.round(v * 100) / 100;
export const roundPt = (p: readonly number[]): Pt => [round(p[0]), round(p[1])];

/** Snaps to the step (cm); 0 leaves the value, only rounded. */
export const snap = (v: number, step: number): number => (step > 0 ? Math.round(v / step) * step : round(v));
export const snapPt = (p: readonly number[], step: number): Pt => [snap(p[0], step), snap(p[1], step)];

export const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));
export const clampToTable = (p: readonly number[]): Pt => [
  clamp(p[0], 0, TABLE_CM),
  clamp(p[1], 0, TABLE_CM),
];

export const dist = (a: readonly number[], b: readonly number[]): number =>
  Math.hypot(b[0] - a[0], b[1] - a[1]);

export interface Bounds {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export function boundsOf(points: readonly (readonly number[])[]): Bounds {
  const b = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (const p of points) {
    if (p[0] < b.x0) b.x0 = p[0];
    if (p[0] > b.x1) b.x1 = p[0];
    if (p[1] < b.y0) b.y0 = p[1];
    if (p[1] > b.y1) b.y1 = p[1];
  }
  return b;
}

/** The centre of a polygon's area; the mean of its corners when it has none (collinear). */
export function centroid(points: readonly (readonly number[])[]): Pt {
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < points.length; i++) {
    const [x0, y0] = points[i];
    const [x1, y1] = points[(i + 1) % points.length];
    const cross = x0 * y1 - x1 * y0;
    a += cross;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  }
  if (Math.abs(a) < 1e-9) {
    let sx = 0;
    let sy = 0;
    for (const p of points) {
      sx += p[0];
      sy += p[1];
    }
    return [sx / Math.max(1, points.length), sy / Math.max(1, points.length)];
  }
  return [cx / (3 * a), cy / (3 * a)];
}

export const translatePts = (points: readonly (readonly number[])[], dx: number, dy: number): Pt[] =>
  points.map((p) => roundPt([p[0] + dx, p[1] + dy]));

/** Turns points by `deg` degrees clockwise on screen (y points down) around `centre`. */
export function rotatePts(
  points: readonly (readonly number[])[],
  deg: number,
  centre: readonly number[],
): Pt[] {
  const r = (deg * Math.PI) / 180;
  const c = Math.cos(r);
  const s = Math.sin(r);
  return points.map((p) => {
    const x = p[0] - centre[0];
    const y = p[1] - centre[1];
    return roundPt([centre[0] + x * c - y * s, centre[1] + x * s + y * c]);
  });
}

/** Distance from p to the segment a–b, and the parameter of the nearest point on it. */
export function toSegment(
  p: readonly number[],
  a: readonly number[],
  b: readonly number[],
): { d: number; t: number } {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : clamp(((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2, 0, 1);
  return { d: Math.hypot(a[0] + t * dx - p[0], a[1] + t * dy - p[1]), t };
}

/** Point in polygon (even-odd), boundary counted as inside within `tol`. */
export function inPolygon(points: readonly (readonly number[])[], p: readonly number[], tol = 0): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const a = points[i];
    const b = points[j];
    if (tol > 0 && toSegment(p, a, b).d <= tol) return true;
    if (a[1] > p[1] !== b[1] > p[1] && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0])
      inside = !inside;
  }
  return inside;
}

/** The edge of a polygon nearest p (index of its first corner), with the distance. */
export function nearestEdge(
  points: readonly (readonly number[])[],
  p: readonly number[],
): { index: number; d: number; t: number } {
  let best = { index: 0, d: Infinity, t: 0 };
  for (let i = 0; i < points.length; i++) {
    const { d, t } = toSegment(p, points[i], points[(i + 1) % points.length]);
    if (d < best.d) best = { index: i, d, t };
  }
  return best;
}

/** A regular polygon approximating a circle, for terrain (pieces are polygons). */
export function circlePts(centre: readonly number[], radius: number, corners = 16): Pt[] {
  return Array.from({ length: corners }, (_, i) => {
    const a = (i / corners) * Math.PI * 2;
    return roundPt([centre[0] + radius * Math.cos(a), centre[1] + radius * Math.sin(a)]);
  });
}

export function rectPts(a: readonly number[], b: readonly number[]): Pt[] {
  const x0 = Math.min(a[0], b[0]);
  const x1 = Math.max(a[0], b[0]);
  const y0 = Math.min(a[1], b[1]);
  const y1 = Math.max(a[1], b[1]);
  return [roundPt([x0, y0]), roundPt([x1, y0]), roundPt([x1, y1]), roundPt([x0, y1])];
}

/** The angle of b seen from a, in degrees clockwise from +x (screen). */
export const angleOf = (a: readonly number[], b: readonly number[]): number =>
  (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;

/** Whether a polygon's points all lie on the table. */
export const onTable = (points: readonly (readonly number[])[]): boolean =>
  points.every((p) => p[0] >= 0 && p[1] >= 0 && p[0] <= TABLE_CM && p[1] <= TABLE_CM);

/**
 * How far beyond the table's edge stripes and textures are still drawn (cm). Outlines may hold any number while
 * the text is edited (1e308, a thousand copies of a corner): every loop below runs over the table's extent, bounded
 * before it starts, never over the outline's own extent (issue 17.1: a zone corner at y = -1e308 hung the view,
 * since c += spacing no longer changes c up there).
 */
export const DRAWN_MARGIN_CM = 10;

/** The range of `s = x·nx + y·ny` over the table and its margin: its four corners' extremes. */
function tableSpan(nx: number, ny: number): [number, number] {
  const lo = -DRAWN_MARGIN_CM;
  const hi = TABLE_CM + DRAWN_MARGIN_CM;
  const a = [lo * nx + lo * ny, hi * nx + lo * ny, lo * nx + hi * ny, hi * nx + hi * ny];
  return [Math.min(a[0], a[1], a[2], a[3]), Math.max(a[0], a[1], a[2], a[3])];
}

/** The multiples of `step` within [lo, hi], at most `limit` of them; none unless every number is finite. */
export function stepsWithin(lo: number, hi: number, step: number, limit = 1000): number[] {
  if (!Number.isFinite(lo) || !Number.isFinite(hi) || !Number.isFinite(step) || step <= 0 || hi < lo) return [];
  const first = Math.ceil(lo / step);
  const count = Math.min(limit, Math.floor(hi / step) - first + 1);
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push((first + i) * step);
  return out;
}

const finitePt = (p: unknown): p is readonly [number, number] =>
  Array.isArray(p) && Number.isFinite(p[0]) && Number.isFinite(p[1]);

/**
 * Parallel stripes across a polygon, as the upstream drawings hatch their zones: segments [x1, y1, x2, y2], each
 * `spacing` cm apart at `deg` degrees, clipped to the polygon (even-odd). Only stripes over the table are made.
 */
export function hatchPolygon(points: readonly (readonly number[])[], spacing: number, deg = 45): number[][] {
  const r = (deg * Math.PI) / 180;
  const ux = Math.cos(r);
  const uy = Math.sin(r);
  const nx = -uy;
  const ny = ux;
  if (!points.every(finitePt)) return [];
  let lo = Infinity;
  let hi = -Infinity;
  for (const p of points) {
    const s = p[0] * nx + p[1] * ny;
    if (s < lo) lo = s;
    if (s > hi) hi = s;
  }
  const [tlo, thi] = tableSpan(nx, ny);
  const out: number[][] = [];
  const ts: number[] = [];
  for (const c of stepsWithin(Math.max(lo, tlo), Math.min(hi, thi), spacing)) {
    ts.length = 0;
    for (let i = 0; i < points.length; i++) {
      const a = points[i];
      const b = points[(i + 1) % points.length];
      const sa = a[0] * nx + a[1] * ny - c;
      const sb = b[0] * nx + b[1] * ny - c;
      if (sa > 0 === sb > 0) continue;
      const t = sa / (sa - sb);
      ts.push((a[0] + t * (b[0] - a[0])) * ux + (a[1] + t * (b[1] - a[1])) * uy);
    }
    ts.sort((p, q) => p - q);
    for (let k = 0; k + 1 < ts.length; k += 2)
      out.push([c * nx + ts[k] * ux, c * ny + ts[k] * uy, c * nx + ts[k + 1] * ux, c * ny + ts[k + 1] * uy]);
  }
  return out;
}

/** The same stripes across a circle, over the table only. */
export function hatchCircle(
  centre: readonly number[],
  radius: number,
  spacing: number,
  deg = 45,
): number[][] {
  const r = (deg * Math.PI) / 180;
  const ux = Math.cos(r);
  const uy = Math.sin(r);
  const nx = -uy;
  const ny = ux;
  if (!finitePt(centre) || !Number.isFinite(radius) || radius <= 0) return [];
  // Stripe c lies at s = centre·n + c; only those over the table are drawn.
  const [tlo, thi] = tableSpan(nx, ny);
  const at = centre[0] * nx + centre[1] * ny;
  const first = Math.max(-Math.floor(radius / spacing) * spacing, Math.ceil((tlo - at) / spacing) * spacing);
  const out: number[][] = [];
  for (const c of stepsWithin(first, Math.min(radius, thi - at), spacing)) {
    const h = Math.sqrt(Math.max(0, radius * radius - c * c));
    if (h <= 0) continue;
    const mx = centre[0] + c * nx;
    const my = centre[1] + c * ny;
    out.push([mx - h * ux, my - h * uy, mx + h * ux, my + h * uy]);
  }
  return out;
}

/** Points on a grid of `step` cm that lie inside the polygon (for textures), staggered every other row; over the table only. */
export function gridInside(points: readonly (readonly number[])[], step: number, limit = 400): Pt[] {
  if (!points.every(finitePt)) return [];
  const b = boundsOf(points);
  const lo = -DRAWN_MARGIN_CM;
  const hi = TABLE_CM + DRAWN_MARGIN_CM;
  const out: Pt[] = [];
  const rows = stepsWithin(Math.max(b.y0, lo), Math.min(b.y1, hi) - step / 2, step);
  for (let row = 0; row < rows.length && out.length < limit; row++) {
    const y = rows[row] + step / 2;
    if (y >= b.y1) continue;
    const shift = row % 2 ? step / 2 : step / 4;
    for (const gx of stepsWithin(Math.max(b.x0, lo), Math.min(b.x1, hi) - shift, step)) {
      const x = gx + shift;
      if (x >= b.x1) continue;
      if (inPolygon(points, [x, y])) out.push([x, y]);
      if (out.length >= limit) break;
    }
  }
  return out;
}
