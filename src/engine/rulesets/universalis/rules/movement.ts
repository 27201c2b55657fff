/**
 * Movement (UN-8, UN-9.4, AD-21–AD-23, AD-32, AD-34, AD-37, AD-40): a movement action goes up to GK along
 * straight segments of the base centre's path. The path costs its horizontal length plus twice every height
 * climbed (ladders 1:1; drops up to the profile height are free). Difficult terrain anywhere on the path
 * halves the allowance unless a movement test was passed; impassable terrain stops ground-based models.
 * The path may not cross another living base; the end must leave the base on the table, off taller solid
 * terrain, and at least 3 cm from every enemy (except the target of a charge).
 */
import {
  EPS,
  baseOnTable,
  basesOverlap,
  circleOverlaps,
  edgeDistance,
  pointSegmentDistance,
  segmentBoxApart,
  segmentMeetsPolygon,
  type Polygon,
  len,
} from '../geometry';
import { COLOSSUS, PROFILE_HEIGHT } from './defs';
import { heightOf, radiusOf, speedOf } from './profile';
import {
  FAST,
  MOVE_DESTROYED,
  PRONE,
  alive,
  has,
  keepMoverKey,
  moverKeyHolds,
  note,
  place,
  set,
  type GameState,
  type MoverNear,
  type PlanMemo,
} from './state';
import { pieceAt, surfaceAt } from './terrain';
import { casterActs } from './effects';
import { ENDS_MOVES } from './hooks';

export const LEGS = 0;
export const FLIGHT = 1;
export const TRACKS = 2;
export const WHEELS = 3;
export const HOVER = 4;
export const STATIONARY = 5;

export type MoveKind = 'move' | 'charge' | 'disengage' | 'panic' | 'burning' | 'flight';

export interface MoveRequest {
  /** Way points after the model's position, flat x, y pairs. */
  points: readonly number[];
  kind: MoveKind;
  /** Result of a declared movement test: 'none' (not taken), 'passed' or 'failed'. */
  test: 'none' | 'passed' | 'failed';
  /** The target of a charge, exempt from the 3 cm rule, -1 otherwise. */
  target: number;
  /** Movement actions combined into one continuous action (UN-8.0.2). */
  actions: number;
  /** Let the model drop from edges instead of climbing down (UN-8.8): falls cost nothing but may hurt. */
  drop?: boolean;
}

/** The move request, in the game's scratch (FlowScratch.req): planMove reads it and keeps nothing of it. */
export function moveRequest(
  s: GameState,
  points: number[],
  kind: MoveKind,
  test: 'none' | 'passed' | 'failed',
  target: number,
  actions: number,
  drop = false,
): MoveRequest {
  const r = s.flowTmp.req;
  r.points = points;
  r.kind = kind;
  r.test = test;
  r.target = target;
  r.actions = actions;
  r.drop = drop;
  return r;
}

export interface MovePlan {
  ok: boolean;
  reason: string;
  /** Allowance used: horizontal length plus twice the climbs. */
  cost: number;
  allowance: number;
  /** Geometric length moved (horizontal + vertical), for fast movement (AD-37). */
  length: number;
  difficult: boolean;
  x: number;
  y: number;
  z: number;
  /** The highest drop taken as a fall (0: none), for the dare test and falling damage (UN-8.8, AD-35, AD-36). */
  fall: number;
  /**
   * The first gap wider than GK the path jumps (UN-8.5.3, AD-33), or null: the movement test decides it, and a
   * failed test drops the model from its take-off height (`fall`) at the gap's middle (x, y, z).
   */
  leap: { x: number; y: number; z: number; fall: number } | null;
}

/** Ground-based movement obeys passability; flight and hover do not (AD-40, AD-31). */
export function groundBased(s: GameState, m: number): boolean {
  const mv = s.c.models[m].movement;
  return mv !== FLIGHT && mv !== HOVER;
}

/**
 * The pieces and the other living models that a straight move of one movement action from m's place can meet,
 * worked out once per mover and state and shared by the plans and the bots' looks of its candidate moves: a
 * segment from the mover's place no longer than `most` (GK, +2 on wheels, UN-8.1) reaches no piece whose box
 * lies farther than that and the base's radius, and passes or ends near no model farther than that, both
 * radii and 3 cm (baseInWay, the squeeze and breakpoint loops of a plan and endBlock answer no for any other).
 * Keyed on the state version (positions, who is in play, the terrain), the mover, its flags (a critical
 * model's GK is halved) and its place, and on the pieces themselves.
 */
export function moverNear(s: GameState, m: number): MoverNear {
  const near = s.moverNear;
  if (moverKeyHolds(s, near, m) && near.pieces === s.pieces) return near;
  keepMoverKey(s, near, m);
  near.pieces = s.pieces;
  const most = speedOf(s, m) + (s.c.models[m].movement === WHEELS ? 2 : 0);
  near.most = most;
  const x0 = s.x[m];
  const y0 = s.y[m];
  const r = radiusOf(s, m);
  // Margins far above the rules' tolerances (EPS) and the look's 1e-6 on the length.
  const reach = most + r + 0.02;
  const pieces = s.pieces;
  const list = near.near;
  let k = 0;
  for (let pi = 0; pi < pieces.length; pi++) {
    const q = pieces[pi].poly;
    if (x0 + reach >= q.minX && x0 - reach <= q.maxX && y0 + reach >= q.minY && y0 - reach <= q.maxY) list[k++] = pi;
  }
  near.nNear = k;
  const models = near.models;
  k = 0;
  for (let o = 0; o < s.n; o++) {
    if (o === m || !alive(s, o)) continue;
    const far = reach + radiusOf(s, o) + 3;
    if (s.x[o] - x0 > far || x0 - s.x[o] > far || s.y[o] - y0 > far || y0 - s.y[o] > far) continue;
    models[k++] = o;
  }
  // Counts instead of list lengths: the lists keep their storage from one mover to the next.
  near.nModels = k;
  return near;
}

function fail(reason: string): MovePlan {
  return { ok: false, reason, cost: 0, allowance: 0, length: 0, difficult: false, x: 0, y: 0, z: 0, fall: 0, leap: null };
}

/** A ladder of the piece near the point lets a model climb at 1:1 without the height limit (UN-8.6). */
export function ladderAt(s: GameState, x: number, y: number, r: number): boolean {
  for (let pi = 0; pi < s.pieces.length; pi++) {
    const p = s.pieces[pi];
    for (let li = 0; li < p.ladders.length; li++)
      if (len(p.ladders[li].x - x, p.ladders[li].y - y) <= r + 1) return true;
  }
  return false;
}

/**
 * Works out a movement action without changing anything: its cost, whether it meets difficult terrain, and
 * whether it is legal. With a failed movement test the model goes only half its allowance along the path.
 * The same request on the same state is planned once: a bot's check, the rules' check, the move's declaration
 * and its execution all ask for the chosen move (the answer depends on the mover's position and flags and on
 * what the state's version covers: positions, who stands and who is in play, the terrain).
 */
export function planMove(s: GameState, m: number, req: MoveRequest): MovePlan {
  const memo = s.planMemo;
  if (
    memo.plan !== null &&
    moverKeyHolds(s, memo, m) &&
    sameRequest(memo, req)
  )
    return memo.plan;
  const plan = computePlan(s, m, req);
  memo.plan = plan;
  keepMoverKey(s, memo, m);
  // The memo's own list, refilled: a bot asks for many moves, and a fresh copy for each is garbage.
  const kept = memo.points;
  if (kept.length !== req.points.length) kept.length = req.points.length;
  for (let i = 0; i < req.points.length; i++) kept[i] = req.points[i];
  memo.kind = req.kind;
  memo.test = req.test;
  memo.target = req.target;
  memo.actions = req.actions;
  memo.drop = req.drop === true;
  return plan;
}

function sameRequest(memo: PlanMemo, req: MoveRequest): boolean {
  if (
    memo.kind !== req.kind ||
    memo.test !== req.test ||
    memo.target !== req.target ||
    memo.actions !== req.actions ||
    memo.drop !== (req.drop === true)
  )
    return false;
  const a = memo.points;
  const b = req.points;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!samePoint(a[i], b[i])) return false;
  return true;
}

/**
 * Object.is of two coordinates (a NaN way point is the same request again: it fails the same way; 0 and −0 are
 * not, as for Object.is), without the builtin call: V8 boxed both doubles for it, 2% of a game's allocation.
 */
export function samePoint(u: number, v: number): boolean {
  if (u === v) return u !== 0 || 1 / u === 1 / v;
  return u !== u && v !== v;
}

function computePlan(s: GameState, m: number, req: MoveRequest): MovePlan {
  const d = s.c.models[m];
  if (d.movement === STATIONARY) return fail(`${d.id} is stationary and cannot move (UN-8.1)`);
  if (has(s, m, MOVE_DESTROYED)) return fail(`${d.id}'s movement zone is destroyed (UN-18.3.4)`);
  if (req.points.length < 2) return fail('a move needs a destination');
  const r = radiusOf(s, m);
  const h = heightOf(s, m);
  const ground = groundBased(s, m);
  const flying = d.movement === FLIGHT;
  // A prone model cannot jump (UN-8.5.1).
  const jumps = !flying && !has(s, m, PRONE);
  let x = s.x[m];
  let y = s.y[m];
  let z = s.z[m];
  let cost = 0;
  let length = 0;
  let difficult = false;
  let allRoad = true;
  let fall = 0;
  let leap: MovePlan['leap'] = null;
  const gk = speedOf(s, m);
  const cross = s.crossings;
  // A one-segment move within one action's reach (most moves) looks only at the pieces and models near the
  // mover: the same answers (see moverNear).
  const nm = req.points.length === 2 ? moverNear(s, m) : null;
  const listed = nm !== null && len(req.points[0] - x, req.points[1] - y) <= nm.most;
  const among = listed ? nm.near : null;
  const nAmong = listed ? nm.nNear : s.pieces.length;
  const models = listed ? nm.models : null;
  const nModels = listed ? nm.nModels : s.n;
  for (let k = 0; k < req.points.length; k += 2) {
    const nx = req.points[k];
    const ny = req.points[k + 1];
    if (!Number.isFinite(nx) || !Number.isFinite(ny)) return fail('a way point is not a number');
    const seg = len(nx - x, ny - y);
    const inWay = baseInWay(s, m, x, y, z, nx, ny, models, nModels);
    if (inWay >= 0) return fail(`the path crosses ${s.c.models[inWay].id}'s base (AD-25)`);
    const tight = squeezedPast(s, r, x, y, z, nx, ny, among, nAmong);
    if (tight >= 0) return fail(`the base does not fit past ${s.pieces[tight].id}`);
    // Breakpoints where the terrain under the centre can change.
    cross.start();
    for (let a = 0; a < nAmong; a++) {
      const p = s.pieces[among === null ? a : among[a]];
      if (segmentBoxApart(p.poly, x, y, nx, ny, EPS)) continue;
      const { xs, ys, n } = p.poly;
      for (let i = 0, j = n - 1; i < n; j = i++) cross.add(x, y, nx, ny, xs[j], ys[j], xs[i], ys[i]);
    }
    cross.sort();
    const ts = cross.ts;
    const nt = cross.n;
    let prev = 0;
    // In the air over a gap until this point of the segment (UN-8.5): the ground below does not count.
    let airborne = -1;
    for (let q = 0; q < nt; q++) {
      const t = ts[q];
      if (t < airborne - EPS) {
        prev = t;
        continue;
      }
      // Every breakpoint and every stretch between two: the centre is on a boundary or inside one piece.
      const at = terrainCode(s, x + t * (nx - x), y + t * (ny - y));
      if ((at & 3) === 1) difficult = true;
      if (!(at & ROAD)) allRoad = false;
      if (q === 0 || t - prev <= EPS) {
        prev = t;
        continue;
      }
      const mt = (prev + t) / 2;
      const mx = x + mt * (nx - x);
      const my = y + mt * (ny - y);
      const surface = surfaceAt(s, mx, my);
      if (jumps && surface < z - EPS && seg > 0) {
        // A gap between two surfaces (UN-8.5, AD-33): up to GK it is jumped; up to 2 × GK with a declared
        // movement test; the landing is then climbed or dropped to from the take-off height.
        const land = landingAfter(s, x, y, nx, ny, ts, q, nt, surface);
        const width = land < 0 ? Infinity : (land - prev) * seg;
        if (width <= gk + EPS || (width <= 2 * gk + EPS && req.test !== 'none')) {
          if (width > gk + EPS && !leap) {
            const mt2 = (prev + land) / 2;
            const gx = x + mt2 * (nx - x);
            const gy = y + mt2 * (ny - y);
            const gz = surfaceAt(s, gx, gy);
            leap = { x: gx, y: gy, z: gz, fall: z - gz };
          }
          airborne = land;
          prev = t;
          continue;
        }
      }
      const mid = terrainCode(s, mx, my);
      if ((mid & 3) === 1) difficult = true;
      if (!(mid & ROAD)) allRoad = false;
      if ((mid & 3) === 2 && ground) return fail('the path enters impassable terrain (UN-9.4.3)');
      if (d.type === COLOSSUS && !flying) {
        const at = pieceAt(s, mx, my);
        if (at >= 0 && s.pieces[at].normalBuilding)
          return fail(`a colossus cannot enter ${s.pieces[at].id} (UN-18.2.2)`);
      }
      if (Math.abs(surface - z) > EPS) {
        const dz = surface - z;
        const bx = x + prev * (nx - x);
        const by = y + prev * (ny - y);
        const ladder = ladderAt(s, bx, by, r);
        if (flying) {
          // Flying models are above the terrain: heights cost nothing (AD-30).
        } else if (dz > 0) {
          if (!ladder && dz > 2 * h + EPS)
            return fail(`a climb of ${round1(dz)} cm is more than twice the profile height (UN-8.7.1)`);
          cost += ladder ? dz : 2 * dz;
        } else {
          const drop = -dz;
          if (drop > PROFILE_HEIGHT[d.size] + EPS) {
            if (req.drop) fall = Math.max(fall, drop);
            else if (ladder) cost += drop;
            else if (drop <= 2 * h + EPS) cost += 2 * drop;
            else
              return fail(`a drop of ${round1(drop)} cm: climb down a ladder or drop from the edge (UN-8.8)`);
          }
        }
        length += Math.abs(dz);
        z = surface;
      }
      prev = t;
    }
    cost += seg;
    length += seg;
    x = nx;
    y = ny;
  }
  if (!ground) difficult = false;
  let allowance = gk * req.actions + (d.movement === WHEELS && allRoad ? 2 * req.actions : 0);
  if (difficult && req.test !== 'passed') allowance /= 2;
  // One plan object whatever the answer (a bot's checks refuse most of the moves they ask about).
  let reason: string | null = null;
  if (cost > allowance + 1e-6) {
    if (req.test !== 'failed')
      reason = `the move needs ${round1(cost)} cm but ${d.id} may move ${round1(allowance)} cm${difficult ? ' (halved: difficult terrain, UN-9.4.2)' : ''}`;
  } else {
    const code = endBlock(s, m, x, y, z, req.target, among, nAmong, models, nModels);
    if (code !== END_FREE) reason = endReason(s, code);
  }
  return { ok: !reason, reason: reason || '', cost, allowance, length, difficult, x, y, z, fall, leap };
}

const ROAD = 4;

/**
 * Where the ground rises again after the path dropped below the take-off height at breakpoint q (the far edge
 * of a gap, as a share of the segment), or -1 when it does not on this segment.
 */
function landingAfter(
  s: GameState,
  x: number,
  y: number,
  nx: number,
  ny: number,
  ts: Float64Array | readonly number[],
  q: number,
  nt: number,
  floor: number,
): number {
  let top = floor;
  let prev = ts[q];
  for (let k = q + 1; k < nt; k++) {
    const t = ts[k];
    if (t - prev <= EPS) continue;
    const mt = (prev + t) / 2;
    const surface = surfaceAt(s, x + mt * (nx - x), y + mt * (ny - y));
    if (surface > top + EPS) return prev;
    top = Math.max(top, surface);
    prev = t;
  }
  return -1;
}

/**
 * Whether a segment that does not meet the polygon passes closer than `gap` to its boundary. No edge meets
 * the segment, so an edge's distance is the least of its ends' and the segment's ends' distances: the first
 * one below `gap` answers.
 */
function passesCloser(p: Polygon, ax: number, ay: number, bx: number, by: number, gap: number): boolean {
  const { xs, ys, n } = p;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const cx = xs[j];
    const cy = ys[j];
    const dx = xs[i];
    const dy = ys[i];
    if (
      pointSegmentDistance(ax, ay, cx, cy, dx, dy) < gap ||
      pointSegmentDistance(bx, by, cx, cy, dx, dy) < gap ||
      pointSegmentDistance(cx, cy, ax, ay, bx, by) < gap ||
      pointSegmentDistance(dx, dy, ax, ay, bx, by) < gap
    )
      return true;
  }
  return false;
}

/** Passability under a point (0 normal, 1 difficult, 2 impassable), plus ROAD when a road piece rules there. */
export function terrainCode(s: GameState, x: number, y: number): number {
  const i = pieceAt(s, x, y);
  if (i < 0) return s.c.table.environment?.passability ?? 0;
  const p = s.pieces[i];
  return p.passability | (p.road ? ROAD : 0);
}

function round1(v: number): number {
  return Math.round(v * 10) / 10;
}

/**
 * The living base (friend or foe, AD-25, AD-43) that m's base at height z would cross on the straight segment
 * (x, y) → (nx, ny), or −1. Starting in contact is fine when the segment leads away from it (disengaging).
 * The bots' cheap pre-check asks the same question (bots/move-check.ts) of only the models near the mover:
 * `among` (the first `count` entries, in increasing order) then lists every model that can be in the way, and
 * the answer is the same (the first such model in the models' order).
 */
export function baseInWay(
  s: GameState,
  m: number,
  x: number,
  y: number,
  z: number,
  nx: number,
  ny: number,
  among: readonly number[] | null = null,
  count = s.n,
): number {
  const r = radiusOf(s, m);
  for (let k = 0; k < count; k++) {
    const o = among === null ? k : among[k];
    if (o === m || !alive(s, o)) continue;
    // A base whose centre lies farther than both radii from the segment's box cannot be in the way.
    const ox = s.x[o];
    const oy = s.y[o];
    const reach = r + radiusOf(s, o);
    if (
      ox + reach < (x < nx ? x : nx) ||
      ox - reach > (x > nx ? x : nx) ||
      oy + reach < (y < ny ? y : ny) ||
      oy - reach > (y > ny ? y : ny)
    )
      continue;
    if (!verticalOverlap(s, m, z, o)) continue;
    if (pointSegmentDistance(ox, oy, x, y, nx, ny) < reach - 1e-6 && (nx - x) * (ox - x) + (ny - y) * (oy - y) > 0)
      return o;
  }
  return -1;
}

/**
 * The solid piece taller than z that a base of radius r standing at height z would squeeze past on the straight
 * segment (x, y) → (nx, ny), or −1: a base passes no such piece closer than its radius unless its centre climbs
 * onto it (a segment that meets the piece is judged by the climb). `among` as in baseInWay (a list of pieces in
 * the table's order, the first `count`; null: every piece).
 */
export function squeezedPast(
  s: GameState,
  r: number,
  x: number,
  y: number,
  z: number,
  nx: number,
  ny: number,
  among: readonly number[] | null = null,
  count = s.pieces.length,
): number {
  for (let a = 0; a < count; a++) {
    const pi = among === null ? a : among[a];
    const p = s.pieces[pi];
    if (!p.solid || p.height <= z + EPS) continue;
    const q = p.poly;
    if (segmentBoxApart(q, x, y, nx, ny, r) || segmentMeetsPolygon(q, x, y, nx, ny)) continue;
    if (passesCloser(q, x, y, nx, ny, r - 1e-6)) return pi;
  }
  return -1;
}

/** Whether the bases of m (standing at height z) and o share a height range (models on a roof do not meet those below). */
function verticalOverlap(s: GameState, m: number, z: number, o: number): boolean {
  return z < s.z[o] + heightOf(s, o) - EPS && s.z[o] < z + heightOf(s, m) - EPS;
}

/** Why a model may not end a move at (x, y, z), or null (AD-5, AD-22, AD-25). */
export function endProblem(
  s: GameState,
  m: number,
  x: number,
  y: number,
  z: number,
  req: Pick<MoveRequest, 'kind' | 'target'>,
): string | null {
  const code = endBlock(s, m, x, y, z, req.target);
  return code === END_FREE ? null : endReason(s, code);
}

/** endBlock's answer (not END_FREE) in words. */
function endReason(s: GameState, code: number): string {
  if (code === END_TABLE) return 'the base would leave the table';
  const i = Math.floor((code - 2) / 3);
  const k = (code - 2) % 3;
  if (k === 0) return `the base would stand inside ${s.pieces[i].id}`;
  if (k === 1) return `the base would overlap ${s.c.models[i].id}'s (AD-25)`;
  return `the move would end less than 3 cm from ${s.c.models[i].id} (UN-8.3.2)`;
}

/** endBlock's answers: free, off the table, else 2 + 3·i + (0: inside piece i, 1: overlaps model i, 2: within 3 cm of enemy i). */
export const END_FREE = 0;
const END_TABLE = 1;

/**
 * What stops m from ending a move at (x, y, z), as a number (END_FREE when nothing does): endProblem's test
 * without its words, for the bots' many refused looks (bots/move-check.ts), which build no message.
 * `target` is the one enemy a charge may end close to (−1: none). The bots' looks ask only about the pieces and
 * models near the mover: `pieces` and `models` (their first `nPieces` and `nModels` entries, in increasing
 * order) then list every solid piece the base can overlap and every model it can overlap or end within 3 cm of,
 * and the answer is the same.
 */
export function endBlock(
  s: GameState,
  m: number,
  x: number,
  y: number,
  z: number,
  target: number,
  pieces: readonly number[] | null = null,
  nPieces = s.pieces.length,
  models: readonly number[] | null = null,
  nModels = s.n,
): number {
  const d = s.c.models[m];
  const r = radiusOf(s, m);
  if (!baseOnTable(x, y, r)) return END_TABLE;
  for (let k = 0; k < nPieces; k++) {
    const pi = pieces === null ? k : pieces[k];
    const p = s.pieces[pi];
    if (p.solid && p.height > z + EPS && circleOverlaps(p.poly, x, y, r)) return 2 + 3 * pi;
  }
  for (let k = 0; k < nModels; k++) {
    const o = models === null ? k : models[k];
    if (o === m || !alive(s, o)) continue;
    // Centres farther apart on one axis than both radii and 3 cm: neither overlapping nor too close.
    const far = r + radiusOf(s, o) + 3;
    if (s.x[o] - x > far || x - s.x[o] > far || s.y[o] - y > far || y - s.y[o] > far) continue;
    if (verticalOverlap(s, m, z, o) && basesOverlap(x, y, r, s.x[o], s.y[o], radiusOf(s, o))) return 3 + 3 * o;
    if (s.c.models[o].side === d.side || o === target) continue;
    if (edgeDistance(x, y, z, r, s.x[o], s.y[o], s.z[o], radiusOf(s, o)) < 3 - 1e-9) return 4 + 3 * o;
  }
  return END_FREE;
}

/**
 * The farthest point along a straight line towards (tx, ty) the model can legally reach within `budget`
 * cm of allowance (panic, burning and flight moves, and the rest of a move after a failed test).
 */
export function farthestToward(
  s: GameState,
  m: number,
  tx: number,
  ty: number,
  budget: number,
  kind: MoveKind,
): MovePlan | null {
  const x0 = s.x[m];
  const y0 = s.y[m];
  const total = len(tx - x0, ty - y0);
  if (total < 0.05) return null;
  const ux = (tx - x0) / total;
  const uy = (ty - y0) / total;
  let best: MovePlan | null = null;
  const step = 0.5;
  // One request refilled for every candidate (planMove keeps a copy of the points it remembers).
  const points = [0, 0];
  const req: MoveRequest = { points, kind, test: 'none', target: -1, actions: 1 };
  // Difficult terrain under the centre at the start or the end of the segment (its first and last breakpoints,
  // which no jump skips) halves a ground-based model's allowance (UN-9.4.2, no test declared), and every cm
  // costs at least a cm: a candidate longer than half the largest allowance with difficult ground at either
  // end is refused by the rules, so it is not planned (a panicking model in a marsh tried ~6 such points).
  const ground = groundBased(s, m);
  const half = (speedOf(s, m) + (s.c.models[m].movement === WHEELS ? 2 : 0)) / 2 + 1e-6;
  const startDifficult = ground && (terrainCode(s, x0, y0) & 3) === 1;
  // On level ground (the mover at height 0, no solid piece within 0.01 cm of the box of the longest candidate,
  // which holds every shorter one) the surface is 0 wherever the rules look and every candidate ends at height
  // 0: the rules' own end check there (AD-5, AD-25, UN-8.3.2) refuses what the plan would refuse for its end.
  let level = s.z[m] === 0;
  const first = Math.min(total, budget);
  const fx = x0 + ux * first;
  const fy = y0 + uy * first;
  const minX = x0 < fx ? x0 : fx;
  const maxX = x0 < fx ? fx : x0;
  const minY = y0 < fy ? y0 : fy;
  const maxY = y0 < fy ? fy : y0;
  for (let pi = 0; pi < s.pieces.length && level; pi++) {
    const p = s.pieces[pi];
    if (!p.solid) continue;
    const q = p.poly;
    if (maxX < q.minX - 0.01 || minX > q.maxX + 0.01 || maxY < q.minY - 0.01 || minY > q.maxY + 0.01) continue;
    level = false;
  }
  for (let dist = first; dist >= step - 1e-9; dist -= step) {
    const px = x0 + ux * dist;
    const py = y0 + uy * dist;
    points[0] = px;
    points[1] = py;
    // The segment's length and its end exactly as computePlan works them out (x + t·(nx − x) at t = 1).
    if (
      ground &&
      len(px - x0, py - y0) > half &&
      (startDifficult || (terrainCode(s, x0 + 1 * (px - x0), y0 + 1 * (py - y0)) & 3) === 1)
    )
      continue;
    if (level && endBlock(s, m, px, py, 0, req.target) !== END_FREE) continue;
    const plan = planMove(s, m, req);
    if (plan.ok && plan.cost <= budget + 1e-6) {
      best = plan;
      break;
    }
  }
  return best;
}

/** How far along the path (cm, horizontal) the centre first stands in difficult terrain; Infinity if never (AD-32's other reading). */
export function distanceToDifficult(s: GameState, m: number, points: readonly number[]): number {
  let x = s.x[m];
  let y = s.y[m];
  let walked = 0;
  for (let k = 0; k < points.length; k += 2) {
    const seg = len(points[k] - x, points[k + 1] - y);
    const steps = Math.max(1, Math.ceil(seg / 0.25));
    for (let i = 0; i <= steps; i++) {
      const f = i / steps;
      if ((terrainCode(s, x + f * (points[k] - x), y + f * (points[k + 1] - y)) & 3) === 1)
        return walked + f * seg;
    }
    walked += seg;
    x = points[k];
    y = points[k + 1];
  }
  return Infinity;
}

/**
 * Where a move along the path stops after a failed movement test: half the allowance along the path, then
 * back along it until the end is legal (AD-32).
 */
export function truncatedEnd(
  s: GameState,
  m: number,
  points: readonly number[],
  budget: number,
): { x: number; y: number } {
  const pts = [s.x[m], s.y[m]].concat(points);
  const stops: number[] = [];
  let left = budget;
  for (let k = 2; k < pts.length; k += 2) {
    const seg = len(pts[k] - pts[k - 2], pts[k + 1] - pts[k - 1]);
    const take = Math.min(seg, left);
    const steps = Math.floor(take / 0.25);
    for (let i = 1; i <= steps; i++) {
      const f = (i * 0.25) / (seg || 1);
      stops.push(pts[k - 2] + f * (pts[k] - pts[k - 2]), pts[k - 1] + f * (pts[k + 1] - pts[k - 1]));
    }
    left -= take;
    if (left <= 0) break;
  }
  for (let i = stops.length - 2; i >= 0; i -= 2) {
    const plan = planMove(s, m, {
      points: stops.slice(0, i + 2),
      kind: 'move',
      test: 'passed',
      target: -1,
      actions: 1,
    });
    if (plan.ok) return { x: plan.x, y: plan.y };
  }
  return { x: s.x[m], y: s.y[m] };
}

/** Puts the model at the plan's end and counts the distance for fast movement (UN-8.9, AD-37). */
export function executeMove(s: GameState, m: number, plan: MovePlan, counts: boolean): void {
  if (s.log)
    note(
      s,
      'move',
      m,
      `${s.c.models[m].id} moves to (${round1(plan.x)}, ${round1(plan.y)}), ${round1(plan.length)} cm`,
      {
        from: [s.x[m], s.y[m]],
        to: [plan.x, plan.y],
        z: plan.z,
        length: plan.length,
      },
    );
  // A lasting power that ends when its user moves ends with any move of it (rules/effects.ts).
  if (plan.length > 0) casterActs(s, m, ENDS_MOVES);
  place(s, m, plan.x, plan.y, plan.z);
  if (counts) {
    s.moved[m] += plan.length;
    if (s.moved[m] > 20 + 1e-9 && !has(s, m, FAST)) {
      set(s, m, FAST, true);
      if (s.log) note(s, 'state', m, `${s.c.models[m].id} is in fast movement`, { state: 'fast' });
    }
  }
}
