/**
 * Joins wall segments into polylines for virtual tabletops. Foundry's Universal Battlemap Importer adds a wall from a
 * polyline's last point to every other polyline that starts there (and from every one that ends where it starts),
 * which is a zero-length wall at every joint of separately written segments; so connected segments are walked into
 * as few polylines as the graph allows (every junction of odd degree ends exactly one), straight runs keep only their
 * corners, and a closed outline starts at a corner no other polyline ends or starts at.
 */

export interface Pt {
  x: number;
  y: number;
}

export type Seg = [number, number, number, number];

const key = (x: number, y: number) => `${x},${y}`;

interface Graph {
  points: Map<string, Pt>;
  /** Per point, the indices of its segments (used ones are dropped as they are met). */
  edges: Map<string, number[]>;
  /** Per point, how many of its segments are unused. */
  degree: Map<string, number>;
  used: boolean[];
  segs: Seg[];
}

function graph(segments: readonly Seg[]): Graph {
  const points = new Map<string, Pt>();
  const edges = new Map<string, number[]>();
  const segs: Seg[] = [];
  const seen = new Set<string>();
  for (const s of segments) {
    const [x1, y1, x2, y2] = s;
    if (x1 === x2 && y1 === y2) continue;
    const a = key(x1, y1);
    const b = key(x2, y2);
    const id = a < b ? `${a}|${b}` : `${b}|${a}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const i = segs.length;
    segs.push(s);
    for (const [k, x, y] of [[a, x1, y1], [b, x2, y2]] as const) {
      if (!points.has(k)) points.set(k, { x, y });
      let list = edges.get(k);
      if (!list) edges.set(k, (list = []));
      list.push(i);
    }
  }
  const degree = new Map<string, number>();
  for (const [k, list] of edges) degree.set(k, list.length);
  return { points, edges, degree, used: segs.map(() => false), segs };
}

function nextEdge(g: Graph, at: string): number | undefined {
  const list = g.edges.get(at)!;
  while (list.length && g.used[list[list.length - 1]]) list.pop();
  return list.pop();
}

function walk(g: Graph, start: string): Pt[] {
  const path: Pt[] = [g.points.get(start)!];
  let at = start;
  for (let e = nextEdge(g, at); e !== undefined; e = nextEdge(g, at)) {
    g.used[e] = true;
    const [x1, y1, x2, y2] = g.segs[e];
    const a = key(x1, y1);
    const b = key(x2, y2);
    g.degree.set(a, g.degree.get(a)! - 1);
    g.degree.set(b, g.degree.get(b)! - 1);
    at = a === at ? b : a;
    path.push(g.points.get(at)!);
  }
  return path;
}

/** The polyline without the points in the middle of straight runs. */
export function corners(path: readonly Pt[]): Pt[] {
  const out: Pt[] = [];
  for (const p of path) {
    while (out.length >= 2) {
      const a = out[out.length - 2];
      const b = out[out.length - 1];
      if ((b.x - a.x) * (p.y - b.y) - (b.y - a.y) * (p.x - b.x) !== 0) break;
      // Collinear and going on in the same direction: b is not a corner.
      if ((b.x - a.x) * (p.x - b.x) + (b.y - a.y) * (p.y - b.y) < 0) break;
      out.pop();
    }
    out.push(p);
  }
  return out;
}

const closed = (p: readonly Pt[]) => p.length > 2 && p[0].x === p[p.length - 1].x && p[0].y === p[p.length - 1].y;

/** A closed polyline started at another of its corners. */
function startAt(loop: readonly Pt[], i: number): Pt[] {
  const ring = loop.slice(0, -1);
  const out = ring.slice(i).concat(ring.slice(0, i));
  out.push(out[0]);
  return out;
}

/** A closed polyline started in the middle of its first side. */
function startHalfway(loop: readonly Pt[]): Pt[] {
  const mid = { x: (loop[0].x + loop[1].x) / 2, y: (loop[0].y + loop[1].y) / 2 };
  return [mid, ...loop.slice(1), mid];
}

/**
 * Every segment exactly once, in polylines: open ones between junctions of odd degree first, then closed ones. Closed
 * polylines (and `outlines`, which stay closed on their own) start where no other polyline ends.
 */
export function polylines(segments: readonly Seg[], outlines: readonly Seg[][] = []): Pt[][] {
  const out: Pt[][] = [];
  const g = graph(segments);
  for (const k of g.edges.keys())
    if (g.degree.get(k)! % 2 === 1) {
      const p = walk(g, k);
      if (p.length > 1) out.push(corners(p));
    }
  const loops: Pt[][] = [];
  for (const k of g.edges.keys()) {
    for (let p = walk(g, k); p.length > 1; p = walk(g, k)) loops.push(corners(p));
  }
  for (const o of outlines) {
    const og = graph(o);
    for (const k of og.edges.keys()) for (let p = walk(og, k); p.length > 1; p = walk(og, k)) loops.push(corners(p));
  }
  // Ends other polylines have: a loop must not start on one.
  const ends = new Set<string>();
  for (const p of out) {
    ends.add(key(p[0].x, p[0].y));
    ends.add(key(p[p.length - 1].x, p[p.length - 1].y));
  }
  for (const loop of loops) {
    let placed = loop;
    if (closed(loop)) {
      const free = loop.findIndex((p, i) => i < loop.length - 1 && !ends.has(key(p.x, p.y)));
      // Every corner taken: start halfway along the first side, where no grid line ends.
      placed = free >= 0 ? startAt(loop, free) : startHalfway(loop);
    }
    ends.add(key(placed[0].x, placed[0].y));
    ends.add(key(placed[placed.length - 1].x, placed[placed.length - 1].y));
    out.push(placed);
  }
  return out;
}
