/**
 * Line of sight, perception and cover between models (UN-4.3, UN-4.6, UN-9.3, AD-14, AD-19, AD-20, AD-43).
 * The geometry samples the cylinders (geometry/sight.ts); this module says which models block (living
 * models not friendly to the observer; never friends, never the eliminated), adds the circles of lasting
 * powers that block sight (rules/effects.ts: they hide, but give no cover), and reads cover levels from the
 * terrain types.
 */
import {
  CONTACT_CM,
  OBSERVER_SAMPLES,
  TARGET_SAMPLES,
  circleOverlaps,
  circleWithin,
  withinDistance,
  edgeDistance,
  glimpse,
  lineOfSight,
  nearSegment,
  piecesNear,
  surveyRays,
  type Cylinder,
  type Polygon,
} from '../geometry';
import { COVER_ARMOUR, PROFILE_HEIGHT } from './defs';
import { heightOf, perceptionRange, radiusOf, sizeStep } from './profile';
import { ELIMINATED, alive, has, type Compiled, type GameState, type SightEntry } from './state';
import { pieceAt } from './terrain';
import { circleBlockers } from './effects';

function cylinder(s: GameState, m: number): Cylinder {
  let c = s.cyl[m];
  if (!c) c = s.cyl[m] = { x: 0, y: 0, z: 0, r: 0, h: 0 };
  c.x = s.x[m];
  c.y = s.y[m];
  c.z = s.z[m];
  c.r = radiusOf(s, m);
  // An eliminated model lies on its back: seen at its prone height (only panic tests look at it).
  c.h = has(s, m, ELIMINATED) ? PROFILE_HEIGHT[Math.max(0, s.c.models[m].size - 1)] : heightOf(s, m);
  return c;
}

/**
 * Fills s.blockers with the models that may block the observer's sight to the target (living, not friendly
 * to the observer, near the space between the two), then the circles of powers in play near it; returns how
 * many. s.blockerIds names them (-1: a circle).
 */
function blockersFor(
  s: GameState,
  observer: number,
  target: number,
  tx = s.x[target],
  ty = s.y[target],
): number {
  const side = s.c.models[observer].side;
  const ro = radiusOf(s, observer);
  const rt = radiusOf(s, target);
  const minX = Math.min(s.x[observer] - ro, tx - rt);
  const maxX = Math.max(s.x[observer] + ro, tx + rt);
  const minY = Math.min(s.y[observer] - ro, ty - rt);
  const maxY = Math.max(s.y[observer] + ro, ty + rt);
  let k = 0;
  for (let m = 0; m < s.n; m++) {
    if (m === observer || m === target || !alive(s, m) || s.c.models[m].side === side) continue;
    const r = radiusOf(s, m);
    if (s.x[m] + r < minX || s.x[m] - r > maxX || s.y[m] + r < minY || s.y[m] - r > maxY) continue;
    s.blockerIds[k] = m;
    s.blockers[k++] = cylinder(s, m);
  }
  return s.effects.length === 0 ? k : circleBlockers(s, k, minX, maxX, minY, maxY);
}

/** Edge-to-edge distance of two models in 3-D (UN-4.7.1, AD-17). */
export function distance(s: GameState, a: number, b: number): number {
  return edgeDistance(s.x[a], s.y[a], s.z[a], radiusOf(s, a), s.x[b], s.y[b], s.z[b], radiusOf(s, b));
}

/** Base contact: at most 0.5 cm apart (AD-25). */
export function inContact(s: GameState, a: number, b: number): boolean {
  return distance(s, a, b) <= CONTACT_CM + 1e-9;
}

/**
 * What is known of the sight between a and b (GameState.sightCache): answers depend only on the two models'
 * cylinders, the blockers between them (who, where, how tall; a power's circle by where and how wide) and the
 * terrain, so an answer stands until one of these changes, however many other models moved meanwhile. The
 * entry keeps those inputs and is checked against them when the state's version moved on (placing or ending
 * a circle moves it on).
 */
function entry(s: GameState, a: number, b: number): SightEntry {
  const c = s.sightCache;
  const key = a * s.n + b;
  let e = c.pairs[key];
  s.sight.pairKey = -1;
  if (e !== undefined && e.version === s.version) return e;
  const nb = blockersFor(s, a, b);
  // The caller that works an answer out right after this finds the list ready (blockersAgain).
  s.sight.pairKey = key;
  s.sight.pairBlockers = nb;
  const sig = c.sig;
  let k = 0;
  k = signature(s, a, sig, k);
  k = signature(s, b, sig, k);
  sig[k++] = nb;
  for (let i = 0; i < nb; i++) {
    const id = s.blockerIds[i];
    sig[k++] = id;
    if (id >= 0) k = signature(s, id, sig, k);
    else {
      const c = s.blockers[i];
      sig[k++] = c.x;
      sig[k++] = c.y;
      sig[k++] = c.r;
    }
  }
  if (e === undefined) e = c.pairs[key] = newEntry();
  else if (e.pieces === s.pieces && sameSignature(e.sig, sig, k)) {
    e.version = s.version;
    return e;
  }
  e.version = s.version;
  e.pieces = s.pieces;
  if (e.sig.length !== k) e.sig.length = k;
  for (let i = 0; i < k; i++) e.sig[i] = sig[i];
  // What another game (or this one, earlier) worked out for the same signature: the answers are the same.
  const m = s.pieces === s.c.table.pieces ? recall(s.c, key, sig, k) : null;
  e.memo = m;
  e.los = m === null ? -1 : m.los;
  e.glimpse = m === null ? -1 : m.glimpse;
  e.cover = m === null ? undefined : m.cover;
  e.losSeen = -1;
  e.glimpseSeen = -1;
  return e;
}

/**
 * The answers kept for one signature in a scenario's memo (SightMemo): the pair key and the signature they
 * hold for, and what is known (as SightEntry's los, glimpse, cover).
 */
interface Answers {
  readonly key: number;
  readonly sig: number[];
  los: number;
  glimpse: number;
  cover: Cover | null | undefined;
}

/**
 * A scenario's sight answers by pair and signature, across its games: an answer depends only on the pair, what
 * entry's signature holds (the two models' cylinders and sizes, the blockers by id, cylinder and size, a circle
 * by place and width) and the scenario's own terrain and models (the compiled scenario, never changed by a
 * game), so a signature met again (every game starts from the same places; models stop at the same
 * places) gets the answers worked out before. A table of MEMO_SLOTS records, each slot keeping the last
 * signature hashed to it: an answer is only ever looked up by an equal signature, so what the table forgets
 * costs a ray survey again, never a different answer.
 */
class SightMemo {
  readonly slots: (Answers | undefined)[] = new Array<Answers | undefined>(MEMO_SLOTS);
  /** A number of a signature as two 32-bit words, for its hash. */
  readonly word = new Float64Array(1);
  readonly words = new Uint32Array(this.word.buffer);
}

const MEMO_SLOTS = 1 << 14;
const memos = new WeakMap<Compiled, SightMemo>();

/** The record of the scenario's memo for this pair and signature (made empty when none is kept). */
function recall(c: Compiled, key: number, sig: readonly number[], k: number): Answers {
  let memo = memos.get(c);
  if (memo === undefined) memos.set(c, (memo = new SightMemo()));
  const word = memo.word;
  const words = memo.words;
  let h = Math.imul(key, 0x9e3779b1) ^ k;
  for (let i = 0; i < k; i++) {
    word[0] = sig[i];
    h = Math.imul(h ^ words[0], 0x85ebca6b);
    h = Math.imul(h ^ words[1], 0xc2b2ae35);
    h ^= h >>> 15;
  }
  const slot = (h >>> 0) & (MEMO_SLOTS - 1);
  const kept = memo.slots[slot];
  if (kept !== undefined && kept.key === key && kept.sig.length === k) {
    let same = true;
    for (let i = 0; i < k && same; i++) if (kept.sig[i] !== sig[i]) same = false;
    if (same) return kept;
  }
  // A new record (the slot's last one may still be some entry's: what is written to it stays its own).
  const made: Answers = { key, sig: sig.slice(0, k), los: -1, glimpse: -1, cover: undefined };
  memo.slots[slot] = made;
  return made;
}

/** Forgets every scenario's kept sight answers for c (tests: a reference that works everything out). */
export function forgetSightMemo(c: Compiled): void {
  memos.delete(c);
}

/**
 * The blockers between a and b in s.blockers: the list entry(s, a, b) has just made when it did (nothing runs
 * between the two, so it is the same list), else listed afresh.
 */
function blockersAgain(s: GameState, a: number, b: number): number {
  const sc = s.sight;
  return sc.pairKey === a * s.n + b ? sc.pairBlockers : blockersFor(s, a, b);
}

function newEntry(): SightEntry {
  return {
    version: -1,
    pieces: null,
    sig: [],
    los: -1,
    glimpse: -1,
    cover: undefined,
    losSeen: -1,
    glimpseSeen: -1,
    memo: null,
  };
}

/** Writes what sight sees of model m (its cylinder and size step) to sig from k on; returns the next index. */
function signature(s: GameState, m: number, sig: number[], k: number): number {
  const c = cylinder(s, m);
  sig[k++] = c.x;
  sig[k++] = c.y;
  sig[k++] = c.z;
  sig[k++] = c.r;
  sig[k++] = c.h;
  sig[k++] = sizeStep(s, m);
  return k;
}

function sameSignature(kept: readonly number[], sig: readonly number[], k: number): boolean {
  if (kept.length !== k) return false;
  for (let i = 0; i < k; i++) if (kept[i] !== sig[i]) return false;
  return true;
}

export function los(s: GameState, a: number, b: number): boolean {
  const e = entry(s, a, b);
  if (e.los < 0) {
    const nb = blockersAgain(s, a, b);
    e.los = lineOfSight(s.scene, s.sight, cylinder(s, a), cylinder(s, b), s.blockers, nb) ? 1 : 0;
    if (e.memo !== null) e.memo.los = e.los;
  }
  e.losSeen = s.version;
  return e.los === 1;
}

/**
 * A quick look for bots: true means a sees b (a few of the LOS rays are clear); false means perhaps not. Once
 * the line of sight is known at this state (asked, or a cover worked out), that is the answer; a bot's
 * choices depend on it, so "known at this state" stays what it was when answers were kept per state version.
 */
export function glimpses(s: GameState, a: number, b: number): boolean {
  const e = entry(s, a, b);
  if (e.losSeen === s.version) return e.los === 1;
  if (e.glimpseSeen === s.version) return false;
  if (e.glimpse < 0) {
    const nb = blockersAgain(s, a, b);
    e.glimpse = glimpse(s.scene, s.sight, cylinder(s, a), cylinder(s, b), s.blockers, nb) ? 1 : 0;
    if (e.memo !== null) e.memo.glimpse = e.glimpse;
  }
  // A clear glimpse is line of sight; a blocked one says nothing about the other rays.
  if (e.glimpse === 1) {
    e.los = 1;
    if (e.memo !== null) e.memo.los = 1;
    e.losSeen = s.version;
    return true;
  }
  e.glimpseSeen = s.version;
  return false;
}

/** Whether b is in a's perception range: within WN × 5 cm and in sight (UN-4.6.1). */
export function perceives(s: GameState, a: number, b: number): boolean {
  return distance(s, a, b) <= perceptionRange(s, a) + 1e-9 && los(s, a, b);
}

/**
 * Whether a would perceive b if b stood at (x, y, z) (a move's declared destination, AD-28), without moving
 * b (so nothing the cache holds is lost).
 */
export function perceivesAt(s: GameState, a: number, b: number, x: number, y: number, z: number): boolean {
  const rb = radiusOf(s, b);
  if (edgeDistance(s.x[a], s.y[a], s.z[a], radiusOf(s, a), x, y, z, rb) > perceptionRange(s, a) + 1e-9)
    return false;
  const nb = blockersFor(s, a, b, x, y);
  const c = cylinder(s, b);
  c.x = x;
  c.y = y;
  c.z = z;
  return lineOfSight(s.scene, s.sight, cylinder(s, a), c, s.blockers, nb);
}

export interface Cover {
  /** 0 none, 1 soft, 2 hard, 3 massive. */
  level: number;
  armourBonus: number;
}

/**
 * The cover the target has against the shooter (AD-19, AD-20), or null without line of sight. From the
 * shooter point that sees most of the target (ties: the one that leaves the least cover), a piece gives
 * cover when at least half of the target's points are reached only by rays crossing it; so does the
 * environment; so does a living friend of the target at least one size larger. Shooter and target in the
 * same piece that gives cover are covered by it. A crater covers only against a shooter outside it. The
 * best level counts; the armour bonus comes from a covering piece the target's base overlaps or is within
 * 0.5 cm of (soft cover gives none).
 */
export function coverOf(s: GameState, shooter: number, target: number): Cover | null {
  const e = entry(s, shooter, target);
  if (e.cover === undefined) {
    e.cover = computeCover(s, e, shooter, target);
    if (e.memo !== null) e.memo.cover = e.cover;
  }
  if (e.cover !== null) {
    e.los = 1;
    if (e.memo !== null) e.memo.los = 1;
    e.losSeen = s.version;
  }
  return e.cover;
}

/** Whether a target base at (x, y) of radius r overlaps the footprint or lies within 0.5 cm of it (armour bonus). */
function touches(p: Polygon, x: number, y: number, r: number): boolean {
  return circleOverlaps(p, x, y, r) || withinDistance(p, x, y, r + CONTACT_CM + 1e-9);
}

/**
 * An upper bound of coverOf(s, shooter, target)'s level without a ray (AD-19, AD-20): every ray runs within the
 * larger radius of the segment between the centres, so only a piece that comes that near it can cover by the
 * rays or hold both (the same-space rule: it holds a centre); then the environment; a living friend of the
 * target one size larger covers softly at most (1).
 */
export function coverBound(s: GameState, shooter: number, target: number): number {
  const env = s.c.table.environment;
  let bound = env === null ? 0 : env.cover;
  const rs = radiusOf(s, shooter);
  const rt = radiusOf(s, target);
  // The bases' box, widened well beyond the geometry's tolerances.
  const minX = Math.min(s.x[shooter] - rs, s.x[target] - rt) - BOX_MARGIN;
  const maxX = Math.max(s.x[shooter] + rs, s.x[target] + rt) + BOX_MARGIN;
  const minY = Math.min(s.y[shooter] - rs, s.y[target] - rt) - BOX_MARGIN;
  const maxY = Math.max(s.y[shooter] + rs, s.y[target] + rt) + BOX_MARGIN;
  const reach = Math.max(rs, rt) + BOX_MARGIN;
  const pieces = s.pieces;
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i];
    if (p.cover <= bound) continue;
    const q = p.poly;
    if (q.maxX < minX || q.minX > maxX || q.maxY < minY || q.minY > maxY) continue;
    // The test piecesNear makes (relevantPieces): no ray of a survey crosses a piece it leaves out.
    if (!nearSegment(q, s.x[shooter], s.y[shooter], s.x[target], s.y[target], reach)) continue;
    bound = p.cover;
  }
  if (bound > 0) return bound;
  const side = s.c.models[target].side;
  const size = sizeStep(s, target);
  for (let m = 0; m < s.n; m++)
    if (m !== target && alive(s, m) && s.c.models[m].side === side && sizeStep(s, m) > size) return 1;
  return 0;
}

const BOX_MARGIN = 0.01;

/**
 * The most armour bonus a cover of model m could give it, against any shooter (AD-19, UN-14.10.2): only a hard
 * or massive piece its base touches (or holds it: the same-space rule needs the target inside the piece) or a
 * hard or massive environment gives one. 0 means coverOf(s, anyone, m) gives no bonus (or is null).
 */
export function armourBound(s: GameState, m: number): number {
  const env = s.c.table.environment;
  let most = env === null ? 0 : COVER_ARMOUR[env.cover];
  const x = s.x[m];
  const y = s.y[m];
  const r = radiusOf(s, m);
  const pieces = s.pieces;
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i];
    if (COVER_ARMOUR[p.cover] > most && touches(p.poly, x, y, r)) most = COVER_ARMOUR[p.cover];
  }
  return most;
}

/**
 * Whether something near the pair could give cover by the rays (AD-19, AD-20): a piece near them that covers
 * (piecesNear has just listed them in s.sight.rel), an environment that covers, or a blocker that is a living
 * friend of the target at least one size larger. Without, every observer point's rays give level 0 and no
 * bonus, whatever they cross.
 */
function mayCover(s: GameState, nb: number, shooterPiece: number, envLevel: number, target: number): boolean {
  if (envLevel > 0) return true;
  const sc = s.sight;
  const pieces = s.pieces;
  for (let r = 0; r < sc.nrel; r++) {
    const i = sc.rel[r];
    if ((pieces[i].crater && shooterPiece === i ? 0 : pieces[i].cover) > 0) return true;
  }
  const side = s.c.models[target].side;
  const size = sizeStep(s, target);
  for (let k = 0; k < nb; k++) {
    const m = s.blockerIds[k];
    if (m >= 0 && s.c.models[m].side === side && sizeStep(s, m) > size) return true;
  }
  return false;
}

function computeCover(s: GameState, e: SightEntry, shooter: number, target: number): Cover | null {
  // Line of sight known absent for these cylinders, blockers and terrain: no observer point sees anything.
  if (e.los === 0) return null;
  const nb = blockersAgain(s, shooter, target);
  const obs = cylinder(s, shooter);
  const tgt = cylinder(s, target);
  const pieces = s.pieces;
  const np = pieces.length;
  const env = s.c.table.environment;
  const shooterPiece = pieceAt(s, s.x[shooter], s.y[shooter]);
  const targetPiece = pieceAt(s, s.x[target], s.y[target]);
  const tx = s.x[target];
  const ty = s.y[target];
  const tr = radiusOf(s, target);
  // The environment lies under every piece: the target touches it unless its base lies wholly in a piece.
  const touchesEnv = targetPiece < 0 || !circleWithin(pieces[targetPiece].poly, tx, ty, tr);
  // A crater environment covers only against a shooter outside it, that is, standing in a piece.
  const envLevel =
    env === null || (s.c.table.environmentName === 'crater' && shooterPiece < 0) ? 0 : env.cover;
  piecesNear(s.scene, s.sight, obs, tgt, nb);
  if (!mayCover(s, nb, shooterPiece, envLevel, target)) {
    // The rays give level 0 from every point: only whether some ray is clear matters (known, or the first
    // clear ray of a line of sight answers it, the same rays as the survey's).
    if (e.los < 0 && !lineOfSight(s.scene, s.sight, obs, tgt, s.blockers, nb, true)) return null;
    return sameSpaceCover(s, shooterPiece, targetPiece, envLevel, 0, 0);
  }
  // Only the observer points that see most are read below: the survey may leave the others unfinished.
  // piecesNear's list stands (mayCover only read it).
  surveyRays(s.scene, s.sight, obs, tgt, s.blockers, nb, true, true);
  const sc = s.sight;
  let best = 0;
  for (let o = 0; o < OBSERVER_SAMPLES; o++) if (sc.visible[o] > best) best = sc.visible[o];
  if (best === 0) return null;

  // The chosen observer point's level and bonus (-1: none yet); one Cover is made at the end (it is kept).
  let chosenLevel = -1;
  let chosenBonus = 0;
  const stride = sc.stride;
  const targetSize = sizeStep(s, target);
  const side = s.c.models[target].side;
  for (let o = 0; o < OBSERVER_SAMPLES; o++) {
    if (sc.visible[o] !== best) continue;
    let level = 0;
    let bonus = 0;
    // Target points whose ray crosses q, for this observer point: q covers when they are at least half.
    const row = o * stride;
    for (let i = 0; i < np; i++) {
      // A crater covers only against a shooter outside it.
      const l = pieces[i].crater && shooterPiece === i ? 0 : pieces[i].cover;
      if (l === 0 || sc.hits[row + i] * 2 < TARGET_SAMPLES) continue;
      if (l > level) level = l;
      if (COVER_ARMOUR[l] > bonus && touches(pieces[i].poly, tx, ty, tr)) bonus = COVER_ARMOUR[l];
    }
    if (envLevel > 0 && sc.hits[row + np] * 2 >= TARGET_SAMPLES) {
      if (envLevel > level) level = envLevel;
      if (touchesEnv && COVER_ARMOUR[envLevel] > bonus) bonus = COVER_ARMOUR[envLevel];
    }
    // Living friends of the target at least one size larger give soft cover (AD-20).
    for (let k = 0; k < nb; k++) {
      if (sc.hits[row + np + 1 + k] * 2 < TARGET_SAMPLES) continue;
      const m = s.blockerIds[k];
      if (m >= 0 && s.c.models[m].side === side && sizeStep(s, m) > targetSize && level < 1) level = 1;
    }
    if (chosenLevel < 0 || level < chosenLevel || (level === chosenLevel && bonus < chosenBonus)) {
      chosenLevel = level;
      chosenBonus = bonus;
    }
  }
  return sameSpaceCover(s, shooterPiece, targetPiece, envLevel, chosenLevel, chosenBonus);
}

/** The cover the rays gave (level, bonus), raised when shooter and target share a covering space. */
function sameSpaceCover(
  s: GameState,
  shooterPiece: number,
  targetPiece: number,
  envLevel: number,
  level: number,
  bonus: number,
): Cover {
  const pieces = s.pieces;
  let chosenLevel = level;
  let chosenBonus = bonus;
  // Shooter and target in the same piece that covers (not a crater: the shooter is inside it).
  if (shooterPiece >= 0 && shooterPiece === targetPiece) {
    const l = pieces[shooterPiece].crater ? 0 : pieces[shooterPiece].cover;
    if (l > chosenLevel) {
      chosenLevel = l;
      chosenBonus = Math.max(chosenBonus, COVER_ARMOUR[l]);
    }
  } else if (shooterPiece < 0 && targetPiece < 0 && envLevel > 0) {
    if (envLevel > chosenLevel) {
      chosenLevel = envLevel;
      chosenBonus = Math.max(chosenBonus, COVER_ARMOUR[envLevel]);
    }
  }
  return { level: chosenLevel, armourBonus: chosenBonus };
}
