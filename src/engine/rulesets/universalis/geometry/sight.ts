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
import { EPS } from './segment';
import { segmentInside, type Polygon } from './polygon';

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

/** Scratch space for sight questions; one per game (or per conformance case), never shared between games. */
export class SightScratch {
  spans: number[][] = [];
  ts: number[] = [];
  cur: number[] = [];
  next: number[] = [];
  all: number[] = [];
  obs = new Float64Array(OBSERVER_SAMPLES * 3);
  tgt = new Float64Array(TARGET_SAMPLES * 3);
  /** Per ray when recording: 1 for each piece, then the environment, then each blocker the ray crosses. */
  crossed = new Uint8Array(64);
  /** Per observer point: how many target points it sees. */
  visible = new Int32Array(OBSERVER_SAMPLES);
  /** Per observer point × (pieces, environment, blockers): target points whose ray crosses it. */
  hits = new Int32Array(64 * OBSERVER_SAMPLES);
  stride = 0;

  ensure(pieces: number, blockers: number): void {
    while (this.spans.length < pieces) this.spans.push([]);
    const need = pieces + 1 + blockers;
    if (this.crossed.length < need) this.crossed = new Uint8Array(need * 2);
    if (this.hits.length < need * OBSERVER_SAMPLES) this.hits = new Int32Array(need * 2 * OBSERVER_SAMPLES);
    this.stride = need;
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

function direction(a: Cylinder, b: Cylinder): [number, number] {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const d = Math.hypot(dx, dy);
  return d > EPS ? [dx / d, dy / d] : [1, 0];
}

/** The parameter range where z(t) = az + t·dz lies in [lo, hi], clipped to [t0, t1]; [1, 0] when empty. */
function zClip(az: number, dz: number, lo: number, hi: number, t0: number, t1: number): [number, number] {
  if (Math.abs(dz) <= EPS) return az >= lo - EPS && az <= hi + EPS ? [t0, t1] : [1, 0];
  let a = (lo - az) / dz;
  let b = (hi - az) / dz;
  if (a > b) [a, b] = [b, a];
  return [Math.max(a, t0), Math.min(b, t1)];
}

/** Subtracts the span [u0, u1] from the sorted disjoint spans in `cur`, writing to `next`. */
function subtract(cur: number[], u0: number, u1: number, next: number[]): void {
  next.length = 0;
  for (let k = 0; k < cur.length; k += 2) {
    const a = cur[k];
    const b = cur[k + 1];
    if (u1 <= a || u0 >= b) {
      next.push(a, b);
      continue;
    }
    if (u0 - a > EPS) next.push(a, u0);
    if (b - u1 > EPS) next.push(u1, b);
  }
}

/**
 * Follows one sight ray from a to b. Returns true when it is clear. With `record`, every piece, the
 * environment and every blocker it crosses is marked in scratch.crossed (and the whole ray is followed);
 * without, it stops at the first thing that blocks.
 */
export function traceRay(
  scene: Scene,
  sc: SightScratch,
  ax: number, ay: number, az: number,
  bx: number, by: number, bz: number,
  blockers: readonly Cylinder[],
  nBlockers: number,
  record: boolean,
): boolean {
  const dx = bx - ax;
  const dy = by - ay;
  const dz = bz - az;
  const len3 = Math.sqrt(dx * dx + dy * dy + dz * dz);
  const pieces = scene.pieces;
  const np = pieces.length;
  if (record) sc.crossed.fill(0, 0, np + 1 + nBlockers);
  let clear = true;

  // Models first: the cheapest test and the most common blocker in the open.
  for (let k = 0; k < nBlockers; k++) {
    const c = blockers[k];
    const fx = ax - c.x;
    const fy = ay - c.y;
    const a = dx * dx + dy * dy;
    const cc = fx * fx + fy * fy - c.r * c.r;
    let t0: number;
    let t1: number;
    if (a <= EPS * EPS) {
      if (cc >= 0) continue;
      t0 = 0;
      t1 = 1;
    } else {
      const b = 2 * (fx * dx + fy * dy);
      const disc = b * b - 4 * a * cc;
      if (disc <= 0) continue;
      const s = Math.sqrt(disc);
      t0 = Math.max(0, (-b - s) / (2 * a));
      t1 = Math.min(1, (-b + s) / (2 * a));
    }
    if (t1 - t0 <= EPS) continue;
    const [z0, z1] = zClip(az, dz, c.z, c.z + c.h, t0, t1);
    if ((z1 - z0) * len3 <= EPS) continue;
    clear = false;
    if (!record) return false;
    sc.crossed[np + 1 + k] = 1;
  }

  for (let i = 0; i < np; i++) segmentInside(pieces[i].poly, ax, ay, bx, by, false, sc.spans[i], sc.ts);

  for (let i = 0; i < np; i++) {
    const spans = sc.spans[i];
    if (spans.length === 0) continue;
    const p = pieces[i];
    if (p.solid) {
      for (let k = 0; k < spans.length; k += 2) {
        const z0 = az + spans[k] * dz;
        const z1 = az + spans[k + 1] * dz;
        if (Math.min(z0, z1) < p.height - EPS) {
          clear = false;
          if (!record) return false;
          sc.crossed[i] = 1;
          break;
        }
      }
      continue;
    }
    // An area piece counts only where no later piece lies over it (the later piece wins).
    let cur = sc.cur;
    let nxt = sc.next;
    cur.length = 0;
    for (let k = 0; k < spans.length; k++) cur.push(spans[k]);
    for (let j = i + 1; j < np && cur.length > 0; j++) {
      const later = sc.spans[j];
      for (let k = 0; k < later.length && cur.length > 0; k += 2) {
        subtract(cur, later[k], later[k + 1], nxt);
        const t = cur;
        cur = nxt;
        nxt = t;
      }
    }
    const eff = cur;
    let inside = 0;
    for (let k = 0; k < eff.length; k += 2) {
      const [t0, t1] = zClip(az, dz, 0, p.height, eff[k], eff[k + 1]);
      if (t1 > t0) inside += (t1 - t0) * len3;
    }
    if (inside > EPS && record) sc.crossed[i] = 1;
    if (inside > p.limit + EPS) {
      clear = false;
      if (!record) return false;
    }
  }

  if (scene.hasEnvironment) {
    const all = sc.all;
    all.length = 0;
    for (let i = 0; i < np; i++) {
      const s = sc.spans[i];
      for (let k = 0; k < s.length; k++) all.push(s[k]);
    }
    // Pairs sorted by start (few), then the covered length of their union.
    for (let i = 2; i < all.length; i += 2) {
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
    let covered = 0;
    let end = 0;
    for (let k = 0; k < all.length; k += 2) {
      const a = Math.max(all[k], end);
      if (all[k + 1] > a) {
        covered += all[k + 1] - a;
        end = all[k + 1];
      }
    }
    const outside = (1 - covered) * len3;
    if (outside > EPS && record) sc.crossed[np] = 1;
    if (outside > scene.envLimit + EPS) {
      clear = false;
      if (!record) return false;
    }
  }
  return clear;
}

/** Whether some point of the observer's cylinder sees some point of the target's (AD-14). */
export function lineOfSight(scene: Scene, sc: SightScratch, obs: Cylinder, tgt: Cylinder, blockers: readonly Cylinder[], nBlockers: number): boolean {
  sc.ensure(scene.pieces.length, nBlockers);
  const [ux, uy] = direction(obs, tgt);
  samples(obs, ux, uy, OBSERVER_HEIGHTS, sc.obs);
  samples(tgt, ux, uy, TARGET_HEIGHTS, sc.tgt);
  const o = sc.obs;
  const t = sc.tgt;
  for (let i = 0; i < OBSERVER_SAMPLES * 3; i += 3) {
    for (let j = 0; j < TARGET_SAMPLES * 3; j += 3) {
      if (traceRay(scene, sc, o[i], o[i + 1], o[i + 2], t[j], t[j + 1], t[j + 2], blockers, nBlockers, false)) return true;
    }
  }
  return false;
}

/**
 * Follows every ray between the two cylinders and fills scratch.visible (target points each observer point
 * sees) and scratch.hits (per observer point, per piece / environment / blocker: target points whose ray
 * crosses it), for cover (AD-19, AD-20). Index of a piece i: s·stride + i; environment: s·stride + pieces;
 * blocker k: s·stride + pieces + 1 + k.
 */
export function surveyRays(scene: Scene, sc: SightScratch, obs: Cylinder, tgt: Cylinder, blockers: readonly Cylinder[], nBlockers: number): void {
  const np = scene.pieces.length;
  sc.ensure(np, nBlockers);
  const [ux, uy] = direction(obs, tgt);
  samples(obs, ux, uy, OBSERVER_HEIGHTS, sc.obs);
  samples(tgt, ux, uy, TARGET_HEIGHTS, sc.tgt);
  const o = sc.obs;
  const t = sc.tgt;
  const stride = sc.stride;
  sc.hits.fill(0, 0, stride * OBSERVER_SAMPLES);
  for (let s = 0; s < OBSERVER_SAMPLES; s++) {
    let seen = 0;
    const i = s * 3;
    for (let j = 0; j < TARGET_SAMPLES * 3; j += 3) {
      if (traceRay(scene, sc, o[i], o[i + 1], o[i + 2], t[j], t[j + 1], t[j + 2], blockers, nBlockers, true)) seen++;
      for (let q = 0; q < stride; q++) if (sc.crossed[q]) sc.hits[s * stride + q]++;
    }
    sc.visible[s] = seen;
  }
}
