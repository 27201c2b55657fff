/**
 * The cautious bot's look at the places it may move to (bots/index.ts cautiousMove): how good each is against
 * one enemy. One decision scores up to 25 places against the same enemy from the same eye height, so the pieces
 * that can matter to any of them are picked once per decision and each place looks only at those.
 */
import { APART, len, segmentBoxApart, segmentMeetsPolygon, withinDistance, type Polygon } from '../geometry';
import { heightOf, radiusOf } from '../rules/profile';
import type { TerrainDef } from '../rules/defs';
import { moverNear } from '../rules/movement';
import { keepMoverKey, type GameState, type MoverKey } from '../rules/state';

/**
 * The cautious bot's lists for its places (filled again every decision), and what it last found no place for.
 * With no shot worth staying for, every place is tried in turn, and when the cheap look (bots/move-check.ts
 * moveRefused) refuses them all the bot has no move; a model often asks again with nothing near it moved (its
 * next decision, or its next activation when others moved elsewhere: about 4 of 10 such answers per Gull Point
 * game), and gets the same places and the same refusals.
 */
export interface PlaceScratch {
  /** The places: where, their scores, best first. */
  xs: number[];
  ys: number[];
  scores: number[];
  order: number[];
  /**
   * Per model, the state, enemy, pieces and models near for which every place was refused by the look alone
   * (per model: the side's other models ask in between).
   */
  none: NoPlaceKey[];
}

/** The mover's key (rules/state.ts: the state version, the mover, its flags and place) and the rest asked. */
interface NoPlaceKey extends MoverKey {
  s: GameState | null;
  enemy: number;
  ex: number;
  ey: number;
  pieces: readonly TerrainDef[] | null;
  /** The other living models near the mover (rules/movement.ts moverNear): index, x, y, z and flags of each. */
  near: number[];
  nNear: number;
}

export function newPlaceScratch(): PlaceScratch {
  return { xs: [], ys: [], scores: [], order: [], none: [] };
}

function newNoPlaceKey(): NoPlaceKey {
  return {
    s: null,
    version: -1,
    m: -1,
    flags: 0,
    x: 0,
    y: 0,
    z: 0,
    enemy: -1,
    ex: 0,
    ey: 0,
    pieces: null,
    near: [],
    nNear: 0,
  };
}

const NEAR_FIELDS = 5;

/**
 * Whether the look alone refused every place of m against this enemy (without a shot from here) with nothing
 * it reads changed since. The places depend on m's and the enemy's places and m's GK (its flags: a critical
 * model's is halved). The look's answers depend on the mover, its flags and place, the pieces, and of the other
 * models only on those moverNear lists (a move no longer than one action's allowance passes or ends near no
 * other: their places, heights and who is in play, all written with the flags); neither reads the AP, so the
 * answer is again no move. On the same state version nothing moved at all.
 */
export function noPlaceKnown(x: PlaceScratch, s: GameState, m: number, enemy: number): boolean {
  const k = x.none[m];
  if (
    k === undefined ||
    k.s !== s ||
    k.m !== m ||
    k.enemy !== enemy ||
    k.flags !== s.flags[m] ||
    k.x !== s.x[m] ||
    k.y !== s.y[m] ||
    k.z !== s.z[m] ||
    k.ex !== s.x[enemy] ||
    k.ey !== s.y[enemy] ||
    k.pieces !== s.pieces
  )
    return false;
  if (k.version === s.version) return true;
  const nm = moverNear(s, m);
  if (nm.nModels * NEAR_FIELDS !== k.nNear) return false;
  const near = k.near;
  for (let i = 0, j = 0; i < nm.nModels; i++, j += NEAR_FIELDS) {
    const o = nm.models[i];
    if (
      near[j] !== o ||
      near[j + 1] !== s.x[o] ||
      near[j + 2] !== s.y[o] ||
      near[j + 3] !== s.z[o] ||
      near[j + 4] !== s.flags[o]
    )
      return false;
  }
  k.version = s.version;
  return true;
}

/** Keeps that the look refused every place of m against this enemy on this state (see noPlaceKnown). */
export function keepNoPlace(x: PlaceScratch, s: GameState, m: number, enemy: number): void {
  const k = (x.none[m] ??= newNoPlaceKey());
  k.s = s;
  keepMoverKey(s, k, m);
  k.enemy = enemy;
  k.ex = s.x[enemy];
  k.ey = s.y[enemy];
  k.pieces = s.pieces;
  const nm = moverNear(s, m);
  const near = k.near;
  let j = 0;
  for (let i = 0; i < nm.nModels; i++) {
    const o = nm.models[i];
    near[j++] = o;
    near[j++] = s.x[o];
    near[j++] = s.y[o];
    near[j++] = s.z[o];
    near[j++] = s.flags[o];
  }
  k.nNear = j;
}

/**
 * The pieces (indices, in the table's order) that can open or close a place's line to the enemy or give it
 * cover, for places at (xs[i], ys[i]), i < n, and the model's own place: a piece that can neither block (solid
 * and no taller than the eye, or an area piece that does not cut sight) nor cover, or whose box lies farther
 * than the base's radius and 0.5 cm (with a margin far above the geometry's tolerances) from the box of every
 * place and the enemy, changes no score (the exact tests answer no from their boxes alone).
 */
export function placePieces(
  s: GameState,
  m: number,
  enemy: number,
  xs: readonly number[],
  ys: readonly number[],
  n: number,
  out: number[],
): void {
  let minX = s.x[enemy] < s.x[m] ? s.x[enemy] : s.x[m];
  let maxX = s.x[enemy] < s.x[m] ? s.x[m] : s.x[enemy];
  let minY = s.y[enemy] < s.y[m] ? s.y[enemy] : s.y[m];
  let maxY = s.y[enemy] < s.y[m] ? s.y[m] : s.y[enemy];
  for (let i = 0; i < n; i++) {
    if (xs[i] < minX) minX = xs[i];
    if (xs[i] > maxX) maxX = xs[i];
    if (ys[i] < minY) minY = ys[i];
    if (ys[i] > maxY) maxY = ys[i];
  }
  const eye = s.z[m] + heightOf(s, m) / 2;
  const margin = radiusOf(s, m) + 0.5 + 0.01;
  let k = 0;
  for (let pi = 0; pi < s.pieces.length; pi++) {
    const p = s.pieces[pi];
    const canBlock = !(p.solid ? p.height <= eye : p.sightLimit > 45);
    if (!canBlock && !(p.cover > 0)) continue;
    const q = p.poly;
    if (q.maxX < minX - margin || q.minX > maxX + margin || q.maxY < minY - margin || q.minY > maxY + margin)
      continue;
    out[k++] = pi;
  }
  if (out.length !== k) out.length = k;
}

/**
 * How good a place is for the cautious bot against one enemy: within its weapons' first two bands with an
 * open line (a shot from there), behind cover, not closer than 12 cm; out of range or without a line it
 * still prefers the places nearer the enemy, so two cautious sides close in rather than wait for ever.
 * The line is open on a quick look when no solid piece taller than the shooter's middle and no area piece
 * that cuts sight lies on the line between the centres (the rules judge the real line of sight when the
 * shot is taken); the cover is the best cover piece touching the base that the line crosses. One pass over
 * the pieces (placePieces' for this decision) answers both.
 */
export function placeScore(
  s: GameState,
  m: number,
  pieces: readonly number[],
  x: number,
  y: number,
  enemy: number,
  range: number,
): number {
  const ex = s.x[enemy];
  const ey = s.y[enemy];
  const dist = len(ex - x, ey - y);
  const eye = s.z[m] + heightOf(s, m) / 2;
  const r = radiusOf(s, m);
  let open = true;
  let cover = 0;
  for (let k = 0; k < pieces.length; k++) {
    const p = s.pieces[pieces[k]];
    const blocks = open && !(p.solid ? p.height <= eye : p.sightLimit > 45);
    // Touching: overlapping or within 0.5 cm. A base that overlaps the piece lies within 0.5 cm of it (inside
    // it, or nearer its boundary than r), so the distance test alone answers.
    const covers = p.cover > cover && withinDistance(p.poly, x, y, r + 0.5);
    if (
      (blocks || covers) &&
      !besideLine(p.poly, x, y, ex, ey, dist) &&
      segmentMeetsPolygon(p.poly, x, y, ex, ey)
    ) {
      if (blocks) open = false;
      if (covers) cover = p.cover;
    }
  }
  let score = range > 0 && dist <= range ? (open ? 3 : 0.5) : -Math.min(3, (dist - range) / 10);
  if (!open) score -= dist / 60;
  if (dist < 12) score -= 2;
  return score + cover * 1.5;
}

/**
 * Whether the segment's box lies apart from the polygon's, or every corner of the polygon lies farther than 1e-6 cm from the line through a and b (length `ab`), all
 * on one side: then no point of the segment a–b lies in the polygon or within the geometry's tolerance (1e-9 cm)
 * of it, and segmentMeetsPolygon answers no. Cheaper than its corner-in and edge-crossing tests, and most lines
 * that pass a piece's box pass beside the piece.
 */
function besideLine(p: Polygon, ax: number, ay: number, bx: number, by: number, ab: number): boolean {
  // segmentMeetsPolygon's own first answer: boxes apart.
  if (segmentBoxApart(p, ax, ay, bx, by, APART)) return true;
  const tol = 1e-6 * ab;
  if (!(tol > 0)) return false;
  const dx = bx - ax;
  const dy = by - ay;
  const { xs, ys, n } = p;
  let left = 0;
  let right = 0;
  for (let i = 0; i < n; i++) {
    const o = dx * (ys[i] - ay) - dy * (xs[i] - ax);
    if (o > tol) left++;
    else if (o < -tol) right++;
    else return false;
  }
  return left === 0 || right === 0;
}
