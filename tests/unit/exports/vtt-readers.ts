/**
 * How the two Universal VTT readers in use read a `.dd2vtt` file, written from their documented behaviour and their
 * code (never copied):
 *
 * - Foundry's Universal Battlemap Importer (moo-man/FVTT-DD-Import, `GetWalls`): one wall per step of every
 *   `line_of_sight` polyline; for each polyline, an extra wall from its last point to the first point of every other
 *   polyline starting there, and from the last point of every polyline ending at its first point to that first point
 *   (both zero-length when the points are equal); `objects_line_of_sight` only when "object walls" is ticked; doors
 *   from `portals[].bounds`.
 * - draft2fgu (Fantasy Grounds Unity): one occluder per `line_of_sight` polyline and one per portal; nothing else.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Vtt {
  resolution: { map_origin: Point; map_size: Point; pixels_per_grid: number };
  line_of_sight: Point[][];
  objects_line_of_sight?: Point[][];
  portals: { bounds: Point[]; closed: boolean }[];
  image: string;
}

export type Segment = [number, number, number, number];

export function foundryWalls(vtt: Vtt, objectWalls = false): { walls: Segment[]; doors: Segment[] } {
  const sets = objectWalls ? vtt.line_of_sight.concat(vtt.objects_line_of_sight ?? []) : vtt.line_of_sight;
  const walls: Segment[] = [];
  const same = (a: Point, b: Point) => a.x === b.x && a.y === b.y;
  sets.forEach((set, i) => {
    const first = set[0];
    const last = set[set.length - 1];
    const before: Point[] = [];
    const after: Point[] = [];
    sets.forEach((other, j) => {
      if (i === j) return;
      if (same(last, other[0])) after.push(other[0]);
      if (same(first, other[other.length - 1])) before.push(first);
    });
    for (const p of before) walls.push([p.x, p.y, first.x, first.y]);
    for (let k = 0; k + 1 < set.length; k++) walls.push([set[k].x, set[k].y, set[k + 1].x, set[k + 1].y]);
    for (const p of after) walls.push([last.x, last.y, p.x, p.y]);
  });
  const doors = vtt.portals.map((d): Segment => [d.bounds[0].x, d.bounds[0].y, d.bounds[1].x, d.bounds[1].y]);
  return { walls, doors };
}

export function fguOccluders(vtt: Vtt): { walls: Point[][]; doors: Point[][] } {
  return { walls: vtt.line_of_sight.map((f) => f.map((p) => ({ x: p.x, y: p.y }))), doors: vtt.portals.map((d) => d.bounds) };
}

/** The unit edges of the grid an axis-aligned segment covers, as keys. */
export function unitEdges(s: Segment): string[] {
  const [x1, y1, x2, y2] = s;
  const out: string[] = [];
  if (y1 === y2) for (let x = Math.min(x1, x2); x < Math.max(x1, x2); x++) out.push(`h${x},${y1}`);
  else if (x1 === x2) for (let y = Math.min(y1, y2); y < Math.max(y1, y2); y++) out.push(`v${x1},${y}`);
  return out;
}

export const polylineSegments = (p: readonly Point[]): Segment[] => p.slice(1).map((q, i): Segment => [p[i].x, p[i].y, q.x, q.y]);

/** Width and height from a PNG's header. */
export function pngSize(base64: string): [number, number] {
  const bytes = Buffer.from(base64, 'base64');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}
