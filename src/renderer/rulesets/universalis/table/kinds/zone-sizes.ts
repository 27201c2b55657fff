/**
 * Where a polygon zone writes its sizes ("45 cm" beside an edge, inside the zone, as the upstream drawings do).
 * Both the drawing and the name placement need the spots: a name must not sit on a size.
 */
import { centroid, dist, round, type Pt } from '../geometry';
import { TABLE_CM } from '../geometry';

export const SIZE_LABEL_CM = 1.3;
/** How far inside the edge a size is written. */
const INSET_CM = 1.6;

export interface SizeSpot {
  at: Pt;
  /** The edge's length, rounded as written. */
  cm: number;
}

const onBorder = (a: readonly number[], b: readonly number[]) =>
  (a[0] === b[0] && (a[0] <= 0 || a[0] >= TABLE_CM)) || (a[1] === b[1] && (a[1] <= 0 || a[1] >= TABLE_CM));

/** One size per edge of 5 cm or more; a rectangle says its width and its depth once each, not twice. */
export function edgeSizeSpots(points: readonly (readonly number[])[]): SizeSpot[] {
  const c = centroid(points);
  const said = new Set<string>();
  const out: SizeSpot[] = [];
  for (let i = 0; i < points.length; i++) {
    const a = points[i];
    const b = points[(i + 1) % points.length];
    const len = dist(a, b);
    const key = `${round(len)}:${Math.round(((Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI + 360) % 180)}`;
    if (!(len >= 5) || said.has(key) || (onBorder(a, b) && points.length > 4)) continue;
    said.add(key);
    const mx = (a[0] + b[0]) / 2;
    const my = (a[1] + b[1]) / 2;
    // Inward: toward the centroid, perpendicular to the edge.
    let nx = -(b[1] - a[1]) / len;
    let ny = (b[0] - a[0]) / len;
    if ((c[0] - mx) * nx + (c[1] - my) * ny < 0) [nx, ny] = [-nx, -ny];
    out.push({ at: [mx + nx * INSET_CM, my + ny * INSET_CM], cm: round(len) });
  }
  return out;
}
