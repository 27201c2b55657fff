/**
 * Cheap looks at a bot's candidate moves before the rules plan them. A bot tries several places in turn and
 * most are refused; many are refused for their end alone (too close to an enemy, on another base), which the
 * rules find only after working out the whole path. These looks answer "surely refused" exactly as the rules
 * would, or leave the move to the rules: they never refuse a move the rules allow, so games are unchanged.
 */
import {
  circleOverlaps,
  circleWithin,
  contains,
  distanceToBoundary,
  len,
  pointSegmentDistance,
  segmentBoxApart,
  type Polygon,
} from '../geometry';
import {
  FLIGHT,
  WHEELS,
  baseInWay,
  END_FREE,
  endBlock,
  groundBased,
  moverNear,
  squeezedPast,
  terrainCode,
} from '../rules/movement';
import { radiusOf, speedOf } from '../rules/profile';
import { keepMoverKey, moverKeyHolds, type GameState, type MoveLook } from '../rules/state';
import { surfaceAt } from '../rules/terrain';

/**
 * Whether the rules surely refuse a plain move (one movement action) of m straight to (x, y) — or a charge
 * there on `target` (the one model it may end close to) — for its length, for a base in its way, for where it
 * ends, for what climbing there costs or for a piece the base does not fit past. Else false: the rules decide.
 */
export function moveRefused(s: GameState, m: number, x: number, y: number, target = -1): boolean {
  const look = lookFor(s, m);
  const x0 = s.x[m];
  const y0 = s.y[m];
  // Every cm of the path costs at least a cm (UN-8.1): more than the largest allowance of one movement
  // action (GK, +2 on wheels along roads) is refused whatever the terrain (and so is a way point not a number).
  const most = look.most;
  const seg = len(x - x0, y - y0);
  if (!(seg <= most + 1e-6)) return true;
  // The pieces and models near the mover, shared with the rules' plans of its moves (same answers).
  const nm = moverNear(s, m);
  if (baseInWay(s, m, x0, y0, s.z[m], x, y, nm.models, nm.nModels) >= 0) return true;
  if (halvedTooFar(s, look, x, y, seg)) return true;
  const minX = x0 < x ? x0 : x;
  const maxX = x0 < x ? x : x0;
  const minY = y0 < y ? y0 : y;
  const maxY = y0 < y ? y : y0;
  const pieces = s.pieces;
  const near = look.near;
  let level = s.z[m] === 0;
  for (let k = 0; k < look.nNear && level; k++) {
    const q = pieces[near[k]].poly;
    // A margin far above the rules' tolerances: near a solid piece the rules decide.
    if (maxX < q.minX - 0.01 || minX > q.maxX + 0.01 || maxY < q.minY - 0.01 || minY > q.maxY + 0.01)
      continue;
    level = false;
  }
  // On level ground (m at height 0, no solid piece near the line) every point the path is judged at has
  // surface 0 and the move ends at height 0: the end is judged by the rules' own test (endProblem's, without
  // its message: most looks are refused).
  if (level) {
    if (endBlock(s, m, x, y, 0, target, nm.near, nm.nNear, nm.models, nm.nModels) !== END_FREE) return true;
  } else if (climbTooDear(s, m, look, x, y, seg)) return true;
  // The rules' own first test of the path after the bases in its way (a sea wall the base does not fit past);
  // last, as most looks are refused before.
  return squeezedPast(s, radiusOf(s, m), x0, y0, s.z[m], x, y, nm.near, nm.nNear) >= 0;
}

/**
 * What every candidate move of m on this state shares, worked out on the first candidate: the largest
 * allowance, the terrain at the start, the lowest solid height, the solid pieces whose box comes within reach
 * (a candidate longer than the allowance is refused before any piece is looked at, so no other piece meets a
 * candidate's box, even widened by the 0.01 cm the looks below allow) and the ladders that may lie within
 * r + 1 of a candidate's path. Keyed on the state version (positions, who is in play, the terrain), the mover,
 * its flags (a critical model's GK is halved) and its place, and on the pieces themselves.
 */
function lookFor(s: GameState, m: number): MoveLook {
  const look = s.moveLook;
  const x0 = s.x[m];
  const y0 = s.y[m];
  if (moverKeyHolds(s, look, m) && look.pieces === s.pieces) return look;
  keepMoverKey(s, look, m);
  look.pieces = s.pieces;
  const most = speedOf(s, m) + (s.c.models[m].movement === WHEELS ? 2 : 0);
  look.most = most;
  look.ground = groundBased(s, m);
  look.startDifficult = look.ground && (terrainCode(s, x0, y0) & 3) === 1;
  const pieces = s.pieces;
  const reach = most + 1e-6 + 0.02;
  // Within r + 1 of a point of the path: within that and the path's length of its start.
  const ladderReach = most + 1e-6 + radiusOf(s, m) + 1 + EDGE + 0.01;
  const near = look.near;
  const ladders = look.ladders;
  let nNear = 0;
  let nLadders = 0;
  let lowest = Infinity;
  for (let pi = 0; pi < pieces.length; pi++) {
    const p = pieces[pi];
    if (p.solid) {
      if (p.height < lowest) lowest = p.height;
      const q = p.poly;
      if (x0 + reach >= q.minX && x0 - reach <= q.maxX && y0 + reach >= q.minY && y0 - reach <= q.maxY)
        near[nNear++] = pi;
    }
    const ls = p.ladders;
    for (let li = 0; li < ls.length; li++) {
      if (len(ls[li].x - x0, ls[li].y - y0) > ladderReach) continue;
      ladders[nLadders++] = ls[li].x;
      ladders[nLadders++] = ls[li].y;
    }
  }
  // Counts instead of list lengths: the lists keep their storage from one look to the next.
  look.nNear = nNear;
  look.nLadders = nLadders;
  look.lowest = lowest;
  return look;
}

/**
 * Whether the move is surely longer than a difficult path's allowance: the rules judge the terrain under the
 * centre at both ends of the segment (its first and last breakpoints, which no jump skips); difficult terrain
 * there halves a ground-based model's allowance (UN-9.4.2; no test declared by a bot), and every cm of the
 * path costs at least a cm.
 */
function halvedTooFar(s: GameState, look: MoveLook, x: number, y: number, seg: number): boolean {
  if (!(seg > look.most / 2 + 1e-6) || !look.ground) return false;
  if (look.startDifficult) return true;
  // The end exactly as the rules work it out (x + t·(nx − x) at t = 1).
  const x0 = look.x;
  const y0 = look.y;
  return (terrainCode(s, x0 + 1 * (x - x0), y0 + 1 * (y - y0)) & 3) === 1;
}

/**
 * Whether the move surely costs more than one movement action allows for its climbs (UN-8.7.1): each rise costs
 * twice its height, or its height by a ladder within reach of the path (UN-8.6, the rules look for one within
 * r + 1 of where the climb starts), so the path costs at least its length plus that share of what it surely
 * climbs, and the allowance is at most GK (+2 on wheels along roads, UN-8.1). It surely climbs
 * - the net rise to the surface at its end, when the end lies strictly inside or outside every solid piece
 *   (never on an edge: the path then ends at the surface there);
 * - from the ground, at least the lowest solid piece's height when it runs well inside a solid piece: the
 *   rules judge the surface at the middle of every stretch between two crossings of the pieces' edges, the
 *   stretches through that piece lie inside it, and from the ground no jump comes first (nothing is lower).
 * Flying models climb for nothing (AD-30).
 */
function climbTooDear(s: GameState, m: number, look: MoveLook, x: number, y: number, seg: number): boolean {
  // Flying models are above the terrain: heights cost them nothing (AD-30).
  if (s.c.models[m].movement === FLIGHT) return false;
  const x0 = look.x;
  const y0 = look.y;
  const z0 = look.z;
  const most = look.most;
  const pieces = s.pieces;
  const near = look.near;
  const ladders = look.ladders;
  const reach = radiusOf(s, m) + 1 + EDGE;
  let rate = 2;
  for (let k = 0; k < look.nLadders && rate === 2; k += 2)
    if (pointSegmentDistance(ladders[k], ladders[k + 1], x0, y0, x, y) <= reach) rate = 1;
  // Only solid pieces near the mover can hold the end (their boxes: circleOverlaps answers no off them).
  let endKnown = true;
  const nNear = look.nNear;
  for (let k = 0; k < nNear && endKnown; k++) {
    const q = pieces[near[k]].poly;
    if (circleOverlaps(q, x, y, EDGE) && !circleWithin(q, x, y, EDGE)) endKnown = false;
  }
  if (endKnown) {
    const rise = surfaceAt(s, x, y) - z0;
    if (rise > EDGE && seg + rate * rise > most + EDGE) return true;
  }
  const lowest = look.lowest;
  if (z0 !== 0 || !(lowest > EDGE) || !(seg + rate * lowest > most + EDGE)) return false;
  for (let k = 0; k < nNear; k++) if (runsInside(s, pieces[near[k]].poly, x0, y0, x, y)) return true;
  return false;
}

/**
 * Whether the segment has a point inside the polygon, farther than EDGE from its boundary, between two of its
 * crossings with the polygon's edges (the middle of each piece between crossings is looked at).
 */
function runsInside(s: GameState, p: Polygon, ax: number, ay: number, bx: number, by: number): boolean {
  if (segmentBoxApart(p, ax, ay, bx, by, 0)) return false;
  // The rules' crossing scratch: free here (a bot's look runs outside any plan).
  const cross = s.crossings;
  cross.start();
  const { xs, ys, n } = p;
  for (let i = 0, j = n - 1; i < n; j = i++) cross.add(ax, ay, bx, by, xs[j], ys[j], xs[i], ys[i]);
  cross.sort();
  const ts = cross.ts;
  for (let q = 1; q < cross.n; q++) {
    const mt = (ts[q - 1] + ts[q]) / 2;
    const mx = ax + mt * (bx - ax);
    const my = ay + mt * (by - ay);
    if (contains(p, mx, my, false) && distanceToBoundary(p, mx, my) > EDGE) return true;
  }
  return false;
}

/** How far from an edge a point must be to say which side of it it lies (far above the rules' tolerances). */
const EDGE = 1e-3;
