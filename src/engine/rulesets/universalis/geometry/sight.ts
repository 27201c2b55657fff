/**
 * Line of sight in 3-D between model cylinders over terrain prisms (UN-4.3, AD-14, AD-18, AD-43).
 *
 * A model is sampled as points on its cylinder: the observer at 3 heights (foot, middle, top) × 3 lateral
 * places (centre and both silhouette edges seen from the other model), the target at 5 heights (every
 * quarter of its height) × the same 3 lateral places. A sight ray joins an observer point to a target point
 * and is blocked by
 * - a solid piece it passes through below the piece's top (grazing a face or the top does not block);
 * - an area piece once the part of the ray inside its prism (where no later piece overrides it) is longer
 *   than the piece's sight limit (sight range × 5 cm);
 * - the environment (AD-41) once the part of the ray outside every piece is longer than its limit;
 * - a blocker cylinder (a living model not friendly to the observer) it passes through.
 * LOS exists when some ray is clear. Cover (AD-19) reads, for each observer point, which target points
 * are visible and which pieces and blockers each ray crosses.
 */
import { APART, Crossings, EPS, len, segmentsWithin } from './segment';
import { contains, segmentSpans, type Polygon } from './polygon';
import type { PieceGrid } from './grid';

export interface SightPiece {
  readonly poly: Polygon;
  readonly height: number;
  readonly solid: boolean;
  /** Longest stretch of a sight ray inside this area piece before it is cut, in cm (Infinity: unlimited). */
  readonly limit: number;
}

export interface Scene {
  readonly pieces: readonly SightPiece[];
  /** Sight limit of the environment (the implicit piece under all others), Infinity without one. */
  readonly envLimit: number;
  /** Whether an environment covers the table at all (its rays count as crossing it for cover). */
  readonly hasEnvironment: boolean;
  /** The pieces on a grid (rules/terrain.ts sceneOf builds it): point questions look at the pieces near. */
  readonly grid?: PieceGrid;
}

export interface Cylinder {
  x: number;
  y: number;
  z: number;
  r: number;
  h: number;
}

/** Fractions of the height where the observer and the target are sampled. */
const OBSERVER_HEIGHTS = [1, 0.5, 0] as const;
const TARGET_HEIGHTS = [1, 0.75, 0.5, 0.25, 0] as const;
/** Lateral places: centre, then the two silhouette edges. */
const LATERAL = [0, -1, 1] as const;

export const OBSERVER_SAMPLES = OBSERVER_HEIGHTS.length * LATERAL.length;
export const TARGET_SAMPLES = TARGET_HEIGHTS.length * LATERAL.length;
/** Rays over one ground track (one lateral place of each model): every observer height to every target height. */
const RAYS = OBSERVER_HEIGHTS.length * TARGET_HEIGHTS.length;

/** Scratch space for sight questions; one per game (or per conformance case), never shared between games. */
export class SightScratch {
  /** Per piece: the spans of the current ray inside it, and how many numbers they take. */
  spans: Float64Array[] = [];
  spanN = new Int32Array(64);
  span = new Crossings();
  /** Per piece: the parts of the current ground track inside an area piece that no later piece lies over. */
  area: Float64Array[] = [];
  areaN = new Int32Array(64);
  /** Per blocker: whether the current ground track crosses its base, and where (fractions of the track). */
  bHit = new Uint8Array(64);
  bt0 = new Float64Array(64);
  bt1 = new Float64Array(64);
  /** The current ground track's direction and the share of it inside some piece. */
  dx = 0;
  dy = 0;
  covered = 0;
  /**
   * The part of the current track outside the observer's and the target's own bases (track fractions), and
   * their height ranges: a sight limit counts only that part (see ownBases). [0, 1] unless ownBases set it.
   */
  clipA = 0;
  clipB = 1;
  oz0 = 0;
  oz1 = 0;
  tz0 = 0;
  tz1 = 0;
  /** The union of the pieces' spans on the current track (sorted pairs) when there is an environment. */
  unionN = 0;
  /** Pieces that can matter for the current pair of cylinders. */
  rel = new Int32Array(64);
  nrel = 0;
  lo = 0;
  hi = 0;
  cur = new Float64Array(64);
  next = new Float64Array(64);
  all = new Float64Array(256);
  obs = new Float64Array(OBSERVER_SAMPLES * 3);
  tgt = new Float64Array(TARGET_SAMPLES * 3);
  /** Per ray when recording: 1 for each piece, then the environment, then each blocker the ray crosses. */
  crossed = new Uint8Array(64);
  /**
   * Per ray of the current ground track (traceTrack: observer height × target height, RAYS of them): its
   * start height, rise, length (-1 until asked), the stretch sight limits count, and whether it is still clear.
   */
  rayAz = new Float64Array(RAYS);
  rayDz = new Float64Array(RAYS);
  rayLen = new Float64Array(RAYS);
  rayCa = new Float64Array(RAYS);
  rayCb = new Float64Array(RAYS);
  rayClear = new Uint8Array(RAYS);
  /** Per ray: its observer point's row of sc.hits. */
  rayRow = new Int32Array(RAYS);
  /** Per observer point: how many target points it sees. */
  visible = new Int32Array(OBSERVER_SAMPLES);
  /** Per observer point × (pieces, environment, blockers): target points whose ray crosses it. */
  hits = new Int32Array(64 * OBSERVER_SAMPLES);
  stride = 0;
  /**
   * For the rules' sight cache (rules/sight.ts entry): the pair of models (observer × models + target) whose
   * blockers the caller's blocker list holds, listed by the check that has just run (-1: none), and how many.
   */
  pairKey = -1;
  pairBlockers = 0;

  /** The scene the buffers are sized for, and for how many blockers: asked before every sight question. */
  private sizedFor: Scene | null = null;
  private blockerRoom = -1;

  ensure(scene: Scene, blockers: number): void {
    const pieces = scene.pieces.length;
    if (this.sizedFor === scene && blockers <= this.blockerRoom) {
      this.stride = pieces + 1 + blockers;
      return;
    }
    let corners = 0;
    for (let i = 0; i < pieces; i++) {
      const need = 2 * scene.pieces[i].poly.n + 4;
      corners += need;
      if (!this.spans[i] || this.spans[i].length < need) this.spans[i] = new Float64Array(need);
    }
    if (this.spanN.length < pieces) this.spanN = new Int32Array(pieces * 2);
    if (this.areaN.length < pieces) this.areaN = new Int32Array(pieces * 2);
    if (this.rel.length < pieces) this.rel = new Int32Array(pieces * 2);
    if (this.all.length < corners) this.all = new Float64Array(corners * 2);
    // Subtracting later pieces splits spans: at most every span end of every piece, so `corners` bounds it.
    if (this.cur.length < 2 * corners) {
      this.cur = new Float64Array(4 * corners);
      this.next = new Float64Array(4 * corners);
    }
    for (let i = 0; i < pieces; i++) {
      if (!this.area[i] || this.area[i].length < this.cur.length)
        this.area[i] = new Float64Array(this.cur.length);
    }
    if (this.bHit.length < blockers) {
      this.bHit = new Uint8Array(blockers * 2);
      this.bt0 = new Float64Array(blockers * 2);
      this.bt1 = new Float64Array(blockers * 2);
    }
    const need = pieces + 1 + blockers;
    if (this.crossed.length < need) this.crossed = new Uint8Array(need * 2);
    if (this.hits.length < need * OBSERVER_SAMPLES) this.hits = new Int32Array(need * 2 * OBSERVER_SAMPLES);
    this.stride = need;
    this.sizedFor = scene;
    this.blockerRoom = Math.min(
      this.bHit.length,
      this.crossed.length - pieces - 1,
      Math.floor(this.hits.length / OBSERVER_SAMPLES) - pieces - 1,
    );
  }
}

/** Writes the sample points of cylinder c, seen along the direction (ux, uy), into out as x, y, z triples. */
function samples(c: Cylinder, ux: number, uy: number, heights: readonly number[], out: Float64Array): void {
  const nx = -uy;
  const ny = ux;
  let k = 0;
  for (const f of heights) {
    for (const l of LATERAL) {
      out[k++] = c.x + l * c.r * nx;
      out[k++] = c.y + l * c.r * ny;
      out[k++] = c.z + f * c.h;
    }
  }
}

/** Clips [t0, t1] to where z(t) = az + t·dz lies in [lo, hi]; the result is in sc.lo, sc.hi (empty: lo ≥ hi). */
function zClip(
  sc: SightScratch,
  az: number,
  dz: number,
  lo: number,
  hi: number,
  t0: number,
  t1: number,
): void {
  if (Math.abs(dz) <= EPS) {
    const inside = az >= lo - EPS && az <= hi + EPS;
    sc.lo = inside ? t0 : 1;
    sc.hi = inside ? t1 : 0;
    return;
  }
  let a = (lo - az) / dz;
  let b = (hi - az) / dz;
  if (a > b) {
    const t = a;
    a = b;
    b = t;
  }
  sc.lo = a > t0 ? a : t0;
  sc.hi = b < t1 ? b : t1;
}

/** Subtracts the span [u0, u1] from the n numbers of sorted disjoint spans in `cur`, writing to `next`; returns its count. */
function subtract(cur: Float64Array, n: number, u0: number, u1: number, next: Float64Array): number {
  let w = 0;
  for (let k = 0; k < n; k += 2) {
    const a = cur[k];
    const b = cur[k + 1];
    if (u1 <= a || u0 >= b) {
      next[w++] = a;
      next[w++] = b;
      continue;
    }
    if (u0 - a > EPS) {
      next[w++] = a;
      next[w++] = u0;
    }
    if (b - u1 > EPS) {
      next[w++] = u1;
      next[w++] = b;
    }
  }
  return w;
}

/**
 * Notes which pieces can matter between two cylinders (their footprint's box meets the box around both)
 * in sc.rel; sight rays between the two look at these only.
 */
function relevantPieces(scene: Scene, sc: SightScratch, a: Cylinder, b: Cylinder): void {
  const minX = Math.min(a.x - a.r, b.x - b.r);
  const maxX = Math.max(a.x + a.r, b.x + b.r);
  const minY = Math.min(a.y - a.r, b.y - b.r);
  const maxY = Math.max(a.y + a.r, b.y + b.r);
  // Every sight ray lies within the larger radius of the segment between the centres.
  const reach = Math.max(a.r, b.r) + EPS;
  let k = 0;
  const pieces = scene.pieces;
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i].poly;
    if (p.maxX < minX - EPS || p.minX > maxX + EPS || p.maxY < minY - EPS || p.minY > maxY + EPS) continue;
    if (!nearSegment(p, a.x, a.y, b.x, b.y, reach)) continue;
    sc.rel[k++] = i;
  }
  sc.nrel = k;
}

/** Notes in sc.rel the pieces whose box meets the box of the segment a–b (widened by EPS). */
function trackPieces(scene: Scene, sc: SightScratch, ax: number, ay: number, bx: number, by: number): void {
  const minX = (ax < bx ? ax : bx) - EPS;
  const maxX = (ax > bx ? ax : bx) + EPS;
  const minY = (ay < by ? ay : by) - EPS;
  const maxY = (ay > by ? ay : by) + EPS;
  let k = 0;
  const pieces = scene.pieces;
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i].poly;
    if (p.maxX < minX || p.minX > maxX || p.maxY < minY || p.minY > maxY) continue;
    sc.rel[k++] = i;
  }
  sc.nrel = k;
}

/** Whether the polygon comes within `reach` of the segment a–b (or holds part of it). */
export function nearSegment(p: Polygon, ax: number, ay: number, bx: number, by: number, reach: number): boolean {
  if (contains(p, ax, ay, true) || contains(p, bx, by, true)) return true;
  const { xs, ys, n } = p;
  // An edge whose box lies more than `reach` from the segment's box is farther than that from the segment.
  const gap = reach + APART;
  const loX = (ax < bx ? ax : bx) - gap;
  const hiX = (ax > bx ? ax : bx) + gap;
  const loY = (ay < by ? ay : by) - gap;
  const hiY = (ay > by ? ay : by) + gap;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const xi = xs[i];
    const xj = xs[j];
    const yi = ys[i];
    const yj = ys[j];
    if (
      (xi > xj ? xi : xj) < loX ||
      (xi < xj ? xi : xj) > hiX ||
      (yi > yj ? yi : yj) < loY ||
      (yi < yj ? yi : yj) > hiY
    )
      continue;
    if (segmentsWithin(ax, ay, bx, by, xj, yj, xi, yi, reach)) return true;
  }
  return false;
}

/**
 * Follows one sight ray from a to b. Returns true when it is clear. With `record`, every piece, the
 * environment and every blocker it crosses is marked in scratch.crossed (and the whole ray is followed);
 * without, it stops at the first thing that blocks. Only the pieces listed in sc.rel are looked at
 * (relevantPieces). `own` names the observer's and target's cylinders when a and b are their sample points.
 */
export function traceRay(
  scene: Scene,
  sc: SightScratch,
  ax: number,
  ay: number,
  az: number,
  bx: number,
  by: number,
  bz: number,
  blockers: readonly Cylinder[],
  nBlockers: number,
  record: boolean,
  own?: { obs: Cylinder; tgt: Cylinder },
): boolean {
  prepareSegment(scene, sc, ax, ay, bx, by, blockers, nBlockers);
  // With the two models the ray joins, sight limits count only its stretch between their bases (ownBases).
  if (own) ownBases(sc, own.obs, own.tgt, ax, ay);
  if (record) sc.crossed.fill(0, 0, scene.pieces.length + 1 + nBlockers);
  return traceHeights(scene, sc, az, bz, blockers, nBlockers, record, -1);
}

/**
 * Marks that the current ray crosses q (a piece, the environment after the pieces, then the blockers): in
 * sc.crossed, or with a row (surveyRays) by counting it in sc.hits at row + q.
 */
function mark(sc: SightScratch, row: number, q: number): void {
  if (row < 0) sc.crossed[q] = 1;
  else sc.hits[row + q]++;
}

/**
 * The part of a ray's work that depends only on its ground track a→b (the same for every pair of heights
 * over it): where the track is inside each blocker's base and each piece's footprint, the parts of an area
 * piece no later piece lies over, and how much of the track lies outside every piece. traceHeights then
 * follows a ray over this track.
 */
function prepareSegment(
  scene: Scene,
  sc: SightScratch,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  blockers: readonly Cylinder[],
  nBlockers: number,
): void {
  const dx = bx - ax;
  const dy = by - ay;
  sc.dx = dx;
  sc.dy = dy;
  sc.clipA = 0;
  sc.clipB = 1;
  const a2 = dx * dx + dy * dy;
  for (let k = 0; k < nBlockers; k++) {
    const c = blockers[k];
    const fx = ax - c.x;
    const fy = ay - c.y;
    const cc = fx * fx + fy * fy - c.r * c.r;
    let t0: number;
    let t1: number;
    sc.bHit[k] = 0;
    if (a2 <= EPS * EPS) {
      if (cc >= 0) continue;
      t0 = 0;
      t1 = 1;
    } else {
      const b = 2 * (fx * dx + fy * dy);
      const disc = b * b - 4 * a2 * cc;
      if (disc <= 0) continue;
      const sq = Math.sqrt(disc);
      t0 = Math.max(0, (-b - sq) / (2 * a2));
      t1 = Math.min(1, (-b + sq) / (2 * a2));
    }
    if (t1 - t0 <= EPS) continue;
    sc.bHit[k] = 1;
    sc.bt0[k] = t0;
    sc.bt1[k] = t1;
  }

  const pieces = scene.pieces;
  const rel = sc.rel;
  const nrel = sc.nrel;
  for (let r = 0; r < nrel; r++) {
    const i = rel[r];
    sc.spanN[i] = segmentSpans(pieces[i].poly, ax, ay, bx, by, false, sc.spans[i], sc.span);
  }

  for (let r = 0; r < nrel; r++) {
    const i = rel[r];
    const spans = sc.spans[i];
    const ns = sc.spanN[i];
    sc.areaN[i] = 0;
    if (pieces[i].solid || ns === 0) continue;
    // An area piece counts only where no later piece lies over it (the later piece wins).
    let cur = sc.cur;
    let nxt = sc.next;
    let nc = ns;
    for (let k = 0; k < ns; k++) cur[k] = spans[k];
    for (let q = r + 1; q < nrel && nc > 0; q++) {
      const j = rel[q];
      const later = sc.spans[j];
      const nl = sc.spanN[j];
      for (let k = 0; k < nl && nc > 0; k += 2) {
        nc = subtract(cur, nc, later[k], later[k + 1], nxt);
        const t = cur;
        cur = nxt;
        nxt = t;
      }
    }
    const area = sc.area[i];
    for (let k = 0; k < nc; k++) area[k] = cur[k];
    sc.areaN[i] = nc;
  }

  sc.covered = 0;
  if (scene.hasEnvironment) {
    const all = sc.all;
    let na = 0;
    for (let r = 0; r < nrel; r++) {
      const s = sc.spans[rel[r]];
      const n = sc.spanN[rel[r]];
      for (let k = 0; k < n; k++) all[na++] = s[k];
    }
    // Pairs sorted by start (few), then the covered length of their union.
    for (let i = 2; i < na; i += 2) {
      const a = all[i];
      const b = all[i + 1];
      let j = i - 2;
      while (j >= 0 && all[j] > a) {
        all[j + 2] = all[j];
        all[j + 3] = all[j + 1];
        j -= 2;
      }
      all[j + 2] = a;
      all[j + 3] = b;
    }
    // Merged in place into their union (kept for ownBases' clipped share), and its length.
    let covered = 0;
    let w = 0;
    for (let k = 0; k < na; k += 2) {
      if (w > 0 && all[k] <= all[w - 1]) {
        if (all[k + 1] > all[w - 1]) all[w - 1] = all[k + 1];
      } else {
        all[w++] = all[k];
        all[w++] = all[k + 1];
      }
    }
    for (let k = 0; k < w; k += 2) covered += all[k + 1] - all[k];
    sc.unionN = w;
    sc.covered = covered;
  }
}

/**
 * Clips the current track (from a point of obs to a point of tgt, prepared by prepareSegment) to the part
 * outside both bases: a ray's stretch inside its own models' cylinders joins points of those cylinders
 * anyway, so the shorter segment from where it leaves the observer to where it meets the target is a line
 * of sight of its own (AD-14: any point of either cylinder). Sight limits (AD-18, AD-41) count only that
 * stretch: two models 9 cm apart in a forest see each other though their centres are 11.5 cm apart.
 */
function ownBases(sc: SightScratch, obs: Cylinder, tgt: Cylinder, ax: number, ay: number): void {
  const dx = sc.dx;
  const dy = sc.dy;
  const a2 = dx * dx + dy * dy;
  sc.oz0 = obs.z;
  sc.oz1 = obs.z + obs.h;
  sc.tz0 = tgt.z;
  sc.tz1 = tgt.z + tgt.h;
  if (a2 <= EPS * EPS) return;
  // Where the track leaves the observer's base (the larger root) and enters the target's (the smaller).
  let fx = ax - obs.x;
  let fy = ay - obs.y;
  let b = 2 * (fx * dx + fy * dy);
  let disc = b * b - 4 * a2 * (fx * fx + fy * fy - obs.r * obs.r);
  if (disc > 0) {
    const t = (-b + Math.sqrt(disc)) / (2 * a2);
    sc.clipA = t < 0 ? 0 : t > 1 ? 1 : t;
  }
  fx = ax - tgt.x;
  fy = ay - tgt.y;
  b = 2 * (fx * dx + fy * dy);
  disc = b * b - 4 * a2 * (fx * fx + fy * fy - tgt.r * tgt.r);
  if (disc > 0) {
    const t = (-b - Math.sqrt(disc)) / (2 * a2);
    sc.clipB = t < 0 ? 0 : t > 1 ? 1 : t;
  }
}

/** Length (track fraction) of the pieces' union on the current track within [t0, t1]. */
function unionWithin(sc: SightScratch, t0: number, t1: number): number {
  const all = sc.all;
  let covered = 0;
  for (let k = 0; k < sc.unionN; k += 2) {
    const a = all[k] > t0 ? all[k] : t0;
    const b = all[k + 1] < t1 ? all[k + 1] : t1;
    if (b > a) covered += b - a;
  }
  return covered;
}

/**
 * A ray from height az to height bz over the ground track prepareSegment readied (see traceRay). With
 * `record`, what it crosses is marked (see mark: sc.crossed must be cleared first when row < 0).
 */
function traceHeights(
  scene: Scene,
  sc: SightScratch,
  az: number,
  bz: number,
  blockers: readonly Cylinder[],
  nBlockers: number,
  record: boolean,
  row: number,
): boolean {
  const dx = sc.dx;
  const dy = sc.dy;
  const dz = bz - az;
  const len3 = Math.sqrt(dx * dx + dy * dy + dz * dz);
  const pieces = scene.pieces;
  const np = pieces.length;
  let clear = true;
  // The stretch sight limits count (ownBases): from where the ray leaves the observer's cylinder to where it
  // enters the target's, each through its side or its top/bottom, whichever comes first.
  let ca = 0;
  let cb = 1;
  if (sc.clipA > 0 || sc.clipB < 1) {
    zClip(sc, az, dz, sc.oz0, sc.oz1, 0, sc.clipA);
    ca = sc.hi > 0 ? sc.hi : 0;
    zClip(sc, az, dz, sc.tz0, sc.tz1, sc.clipB, 1);
    cb = sc.lo < 1 ? sc.lo : 1;
  }

  // Models first: the cheapest test and the most common blocker in the open.
  for (let k = 0; k < nBlockers; k++) {
    if (sc.bHit[k] === 0) continue;
    const c = blockers[k];
    zClip(sc, az, dz, c.z, c.z + c.h, sc.bt0[k], sc.bt1[k]);
    if ((sc.hi - sc.lo) * len3 <= EPS) continue;
    clear = false;
    if (!record) return false;
    mark(sc, row, np + 1 + k);
  }

  const rel = sc.rel;
  const nrel = sc.nrel;
  // Solid pieces next: they block outright.
  for (let r = 0; r < nrel; r++) {
    const i = rel[r];
    const p = pieces[i];
    const ns = sc.spanN[i];
    if (!p.solid || ns === 0) continue;
    const spans = sc.spans[i];
    for (let k = 0; k < ns; k += 2) {
      const z0 = az + spans[k] * dz;
      const z1 = az + spans[k + 1] * dz;
      if ((z0 < z1 ? z0 : z1) < p.height - EPS) {
        clear = false;
        if (!record) return false;
        mark(sc, row, i);
        break;
      }
    }
  }

  for (let r = 0; r < nrel; r++) {
    const i = rel[r];
    const p = pieces[i];
    if (p.solid || sc.spanN[i] === 0) continue;
    const area = sc.area[i];
    const nc = sc.areaN[i];
    let inside = 0;
    let limited = 0;
    for (let k = 0; k < nc; k += 2) {
      zClip(sc, az, dz, 0, p.height, area[k], area[k + 1]);
      if (sc.hi > sc.lo) {
        inside += (sc.hi - sc.lo) * len3;
        const lo = sc.lo > ca ? sc.lo : ca;
        const hi = sc.hi < cb ? sc.hi : cb;
        if (hi > lo) limited += (hi - lo) * len3;
      }
    }
    if (inside > EPS && record) mark(sc, row, i);
    if (limited > p.limit + EPS) {
      clear = false;
      if (!record) return false;
    }
  }

  if (scene.hasEnvironment) {
    const outside = (1 - sc.covered) * len3;
    if (outside > EPS && record) mark(sc, row, np);
    const limited = ca === 0 && cb === 1 ? outside : (cb > ca ? cb - ca - unionWithin(sc, ca, cb) : 0) * len3;
    if (limited > scene.envLimit + EPS) {
      clear = false;
      if (!record) return false;
    }
  }
  return clear;
}

/** The length of ray j of the current track in 3-D (as traceHeights: dx·dx + dy·dy + dz·dz, left to right). */
function rayLength(sc: SightScratch, j: number, flat: number): number {
  const l = sc.rayLen[j];
  if (l >= 0) return l;
  const dz = sc.rayDz[j];
  return (sc.rayLen[j] = Math.sqrt(flat + dz * dz));
}

/**
 * Records every ray over the current ground track (prepareSegment and ownBases readied it for the observer's
 * lateral place lo and the target's lt; sample points in sc.obs and sc.tgt) for surveyRays: each ray's
 * crossings counted into its observer point's row of sc.hits, its observer point's sc.visible counting it when
 * clear. The same rays and the same arithmetic as traceHeights with `record` for each, taken thing by thing (a
 * blocker, a piece) over all the rays at once, so that what the track holds is read once and a thing the track
 * does not cross costs nothing.
 */
function traceTrack(
  scene: Scene,
  sc: SightScratch,
  blockers: readonly Cylinder[],
  nBlockers: number,
  lo: number,
  lt: number,
  ho0: number,
  ho1: number,
): void {
  const o = sc.obs;
  const t = sc.tgt;
  const az = sc.rayAz;
  const dzs = sc.rayDz;
  const ca = sc.rayCa;
  const cb = sc.rayCb;
  const clear = sc.rayClear;
  const rows = sc.rayRow;
  const hits = sc.hits;
  const pieces = scene.pieces;
  const np = pieces.length;
  const rel = sc.rel;
  const nrel = sc.nrel;
  const nh = TARGET_HEIGHTS.length;
  // Sight limits count only the stretch between the bases (ownBases): needed for a limited area piece the
  // track crosses or an environment, else that stretch is never read.
  let limits = scene.hasEnvironment;
  for (let r = 0; r < nrel && !limits; r++) {
    const i = rel[r];
    if (!pieces[i].solid && sc.areaN[i] > 0 && pieces[i].limit !== Infinity) limits = true;
  }
  const dx = sc.dx;
  const dy = sc.dy;
  const flat = dx * dx + dy * dy;
  const clip = sc.clipA > 0 || sc.clipB < 1;
  // Only the rays of observer heights ho0 … ho1 - 1 are followed (the others' points cannot be the best).
  const j0 = ho0 * nh;
  const j1 = ho1 * nh;
  let j = j0;
  for (let ho = ho0; ho < ho1; ho++) {
    const s = ho * LATERAL.length + lo;
    const row = s * sc.stride;
    const a = o[s * 3 + 2];
    for (let ht = 0; ht < nh; ht++, j++) {
      const dz = t[(ht * LATERAL.length + lt) * 3 + 2] - a;
      az[j] = a;
      dzs[j] = dz;
      rows[j] = row;
      // Worked out when a crossing needs it (rayLength).
      sc.rayLen[j] = -1;
      clear[j] = 1;
      let c0 = 0;
      let c1 = 1;
      if (limits && clip) {
        zClip(sc, a, dz, sc.oz0, sc.oz1, 0, sc.clipA);
        c0 = sc.hi > 0 ? sc.hi : 0;
        zClip(sc, a, dz, sc.tz0, sc.tz1, sc.clipB, 1);
        c1 = sc.lo < 1 ? sc.lo : 1;
      }
      ca[j] = c0;
      cb[j] = c1;
    }
  }

  for (let k = 0; k < nBlockers; k++) {
    if (sc.bHit[k] === 0) continue;
    const c = blockers[k];
    const z0 = c.z;
    const z1 = c.z + c.h;
    const t0 = sc.bt0[k];
    const t1 = sc.bt1[k];
    const q = np + 1 + k;
    for (j = j0; j < j1; j++) {
      zClip(sc, az[j], dzs[j], z0, z1, t0, t1);
      if ((sc.hi - sc.lo) * rayLength(sc, j, flat) <= EPS) continue;
      clear[j] = 0;
      hits[rows[j] + q]++;
    }
  }

  for (let r = 0; r < nrel; r++) {
    const i = rel[r];
    const p = pieces[i];
    const ns = sc.spanN[i];
    if (!p.solid || ns === 0) continue;
    const spans = sc.spans[i];
    const top = p.height - EPS;
    for (j = j0; j < j1; j++) {
      const a = az[j];
      const dz = dzs[j];
      for (let k = 0; k < ns; k += 2) {
        const z0 = a + spans[k] * dz;
        const z1 = a + spans[k + 1] * dz;
        if ((z0 < z1 ? z0 : z1) < top) {
          clear[j] = 0;
          hits[rows[j] + i]++;
          break;
        }
      }
    }
  }

  for (let r = 0; r < nrel; r++) {
    const i = rel[r];
    const p = pieces[i];
    if (p.solid || sc.spanN[i] === 0) continue;
    const area = sc.area[i];
    const nc = sc.areaN[i];
    const height = p.height;
    // An unlimited piece never cuts sight (what lies in it is only counted).
    const limited = p.limit !== Infinity;
    const cut = p.limit + EPS;
    for (j = j0; j < j1; j++) {
      const a = az[j];
      const dz = dzs[j];
      // A piece of height 0 holds a stretch only of a level ray at 0: zClip's two bounds are one number.
      if (height === 0 && Math.abs(dz) > EPS) continue;
      const c0 = ca[j];
      const c1 = cb[j];
      let inside = 0;
      let within = 0;
      for (let k = 0; k < nc; k += 2) {
        zClip(sc, a, dz, 0, height, area[k], area[k + 1]);
        if (sc.hi > sc.lo) {
          const l3 = rayLength(sc, j, flat);
          inside += (sc.hi - sc.lo) * l3;
          if (!limited) continue;
          const lo = sc.lo > c0 ? sc.lo : c0;
          const hi = sc.hi < c1 ? sc.hi : c1;
          if (hi > lo) within += (hi - lo) * l3;
        }
      }
      if (inside > EPS) hits[rows[j] + i]++;
      if (within > cut) clear[j] = 0;
    }
  }

  if (scene.hasEnvironment) {
    const share = 1 - sc.covered;
    const cut = scene.envLimit + EPS;
    for (j = j0; j < j1; j++) {
      const l3 = rayLength(sc, j, flat);
      const outside = share * l3;
      if (outside > EPS) hits[rows[j] + np]++;
      const c0 = ca[j];
      const c1 = cb[j];
      const limited = c0 === 0 && c1 === 1 ? outside : (c1 > c0 ? c1 - c0 - unionWithin(sc, c0, c1) : 0) * l3;
      if (limited > cut) clear[j] = 0;
    }
  }
  for (let ho = ho0, j = j0; ho < ho1; ho++) {
    let seen = 0;
    for (let ht = 0; ht < nh; ht++, j++) seen += clear[j];
    sc.visible[ho * LATERAL.length + lo] += seen;
  }
}

/**
 * Readies the scratch for a pair of cylinders and says whether the space between them is open: no piece
 * near, no blocker, no environment, so that every ray is clear and crosses nothing. With `listed`, piecesNear
 * has just readied it for the same cylinders and blockers (sc.rel is their list).
 */
function open(
  scene: Scene,
  sc: SightScratch,
  obs: Cylinder,
  tgt: Cylinder,
  nBlockers: number,
  listed: boolean,
): boolean {
  if (!listed) {
    sc.ensure(scene, nBlockers);
    relevantPieces(scene, sc, obs, tgt);
  }
  return sc.nrel === 0 && nBlockers === 0 && !scene.hasEnvironment;
}

/**
 * Readies the scratch for a pair of cylinders and notes in sc.rel the pieces that can matter between them
 * (returns how many): no ray of a survey or a line of sight between the two crosses any other piece.
 */
export function piecesNear(scene: Scene, sc: SightScratch, obs: Cylinder, tgt: Cylinder, nBlockers: number): number {
  sc.ensure(scene, nBlockers);
  relevantPieces(scene, sc, obs, tgt);
  return sc.nrel;
}

/** Both cylinders' sample points, laterals taken across the line between them. */
function sampleBoth(sc: SightScratch, obs: Cylinder, tgt: Cylinder): void {
  // The unit direction from the observer to the target ((1, 0) when they stand on one spot), without a pair.
  const dx = tgt.x - obs.x;
  const dy = tgt.y - obs.y;
  const d = len(dx, dy);
  const ux = d > EPS ? dx / d : 1;
  const uy = d > EPS ? dy / d : 0;
  samples(obs, ux, uy, OBSERVER_HEIGHTS, sc.obs);
  samples(tgt, ux, uy, TARGET_HEIGHTS, sc.tgt);
}

/**
 * A cheap, one-sided look: whether the centre of the observer's top sees the centre of the target's top or
 * middle. True means line of sight exists (these rays are among lineOfSight's); false means perhaps not.
 */
export function glimpse(
  scene: Scene,
  sc: SightScratch,
  obs: Cylinder,
  tgt: Cylinder,
  blockers: readonly Cylinder[],
  nBlockers: number,
): boolean {
  sc.ensure(scene, nBlockers);
  // Both rays run over the centre-to-centre track: only a piece whose box meets the track's can hold a part
  // of it (the others would give no spans: the same answers, without the finer proximity test of `open`).
  trackPieces(scene, sc, obs.x, obs.y, tgt.x, tgt.y);
  if (sc.nrel === 0 && nBlockers === 0 && !scene.hasEnvironment) return true;
  const oz = obs.z + obs.h;
  // Both rays run over the same ground track: its 2-D work is done once.
  prepareSegment(scene, sc, obs.x, obs.y, tgt.x, tgt.y, blockers, nBlockers);
  return (
    traceHeights(scene, sc, oz, tgt.z + tgt.h, blockers, nBlockers, false, -1) ||
    traceHeights(scene, sc, oz, tgt.z + tgt.h / 2, blockers, nBlockers, false, -1)
  );
}

/**
 * Whether some point of the observer's cylinder sees some point of the target's (AD-14). `listed`: piecesNear
 * has just run for these cylinders and blockers (its list is used, not made again).
 */
export function lineOfSight(
  scene: Scene,
  sc: SightScratch,
  obs: Cylinder,
  tgt: Cylinder,
  blockers: readonly Cylinder[],
  nBlockers: number,
  listed = false,
): boolean {
  if (open(scene, sc, obs, tgt, nBlockers, listed)) return true;
  sampleBoth(sc, obs, tgt);
  const o = sc.obs;
  const t = sc.tgt;
  // Rays over the same ground track (one lateral place of each) share its 2-D work.
  for (let lo = 0; lo < LATERAL.length; lo++) {
    for (let lt = 0; lt < LATERAL.length; lt++) {
      prepareSegment(scene, sc, o[lo * 3], o[lo * 3 + 1], t[lt * 3], t[lt * 3 + 1], blockers, nBlockers);
      ownBases(sc, obs, tgt, o[lo * 3], o[lo * 3 + 1]);
      // Ray by ray (not traceTrack): the first clear ray ends the question, and it is often the first one.
      for (let ho = 0; ho < OBSERVER_HEIGHTS.length; ho++) {
        const oz = o[(ho * LATERAL.length + lo) * 3 + 2];
        for (let ht = 0; ht < TARGET_HEIGHTS.length; ht++) {
          if (
            traceHeights(scene, sc, oz, t[(ht * LATERAL.length + lt) * 3 + 2], blockers, nBlockers, false, -1)
          )
            return true;
        }
      }
    }
  }
  return false;
}

/**
 * Follows every ray between the two cylinders and fills scratch.visible (target points each observer point
 * sees) and scratch.hits (per observer point, per piece / environment / blocker: target points whose ray
 * crosses it), for cover (AD-19, AD-20). Index of a piece i: s·stride + i; environment: s·stride + pieces;
 * blocker k: s·stride + pieces + 1 + k.
 *
 * With `bestOnly` (cover reads only the observer points that see most), a point stops being followed once it
 * cannot reach what some point already sees (what it sees so far + 5 per track left < the best so far): the
 * greatest count and every point that reaches it get the same visible and hits as the full survey; the
 * other points' counts are only smaller than the greatest. A track none of whose points are followed is
 * skipped. `listed`: piecesNear has just run for these cylinders and blockers (its list is used).
 */
export function surveyRays(
  scene: Scene,
  sc: SightScratch,
  obs: Cylinder,
  tgt: Cylinder,
  blockers: readonly Cylinder[],
  nBlockers: number,
  bestOnly = false,
  listed = false,
): void {
  const clear = open(scene, sc, obs, tgt, nBlockers, listed);
  const stride = sc.stride;
  sc.hits.fill(0, 0, stride * OBSERVER_SAMPLES);
  if (clear) {
    sc.visible.fill(TARGET_SAMPLES);
    return;
  }
  sampleBoth(sc, obs, tgt);
  const o = sc.obs;
  const t = sc.tgt;
  const visible = sc.visible;
  visible.fill(0);
  const perTrack = TARGET_HEIGHTS.length;
  let best = 0;
  // Rays over the same ground track (one lateral place of each) share its 2-D work.
  for (let lo = 0; lo < LATERAL.length; lo++) {
    for (let lt = 0; lt < LATERAL.length; lt++) {
      let ho0 = 0;
      let ho1 = OBSERVER_HEIGHTS.length;
      if (bestOnly) {
        // The observer heights at this lateral place that can still reach the best (a range: the ones
        // between two followed are followed too; their counts stay below the best all the same).
        const room = (LATERAL.length - lt) * perTrack;
        while (ho0 < ho1 && visible[ho0 * LATERAL.length + lo] + room < best) ho0++;
        while (ho1 > ho0 && visible[(ho1 - 1) * LATERAL.length + lo] + room < best) ho1--;
        if (ho0 === ho1) break;
      }
      prepareSegment(scene, sc, o[lo * 3], o[lo * 3 + 1], t[lt * 3], t[lt * 3 + 1], blockers, nBlockers);
      ownBases(sc, obs, tgt, o[lo * 3], o[lo * 3 + 1]);
      // Each ray counts what it crosses straight into its observer point's row of hits.
      traceTrack(scene, sc, blockers, nBlockers, lo, lt, ho0, ho1);
      for (let ho = ho0; ho < ho1; ho++) {
        const v = visible[ho * LATERAL.length + lo];
        if (v > best) best = v;
      }
    }
  }
}
