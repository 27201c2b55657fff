/**
 * Board geometry: distance, adjacency, exact line of sight, cover and area shapes (ST-26, ST-29, ST-30,
 * ST-33, ST-39; D-21, D-25, D-26, D-37, D-40). Pure functions of a Board; what models stand where comes in
 * as a `blocks` callback, so the map editor can draw overlays on a board with no game running.
 *
 * Coordinates are doubled so that every point the rules use is an integer: square (x, y) covers
 * [2x, 2x+2] × [2y, 2y+2], its centre is (2x+1, 2y+1) and its side midpoints are at odd offsets.
 */
import { DX, DY, F_COVER, F_LOS, F_ON, WALL_BIT, cellOf, type Board } from './board';

export function distance(b: Board, a: number, c: number): number {
  if (a < 0 || c < 0) {
    // Off the board (a model not placed yet): the arithmetic the tables would give.
    const w = b.width;
    return Math.abs((a % w) - (c % w)) + Math.abs(((a / w) | 0) - ((c / w) | 0));
  }
  const dx = b.cx[a] - b.cx[c];
  const dy = b.cy[a] - b.cy[c];
  return (dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy);
}

/** ST-26.1 / ST-49.2: squares sharing a side, not separated by a wall, both on the board. */
export function adjacent(b: Board, a: number, c: number): boolean {
  if (a < 0 || c < 0) return false;
  for (let d = 0; d < 4; d++) if (b.nbr[a * 4 + d] === c) return true;
  return false;
}

/** Side midpoint (doubled coordinates) of square c on side d (N, E, S, W). */
function sideX(b: Board, c: number, d: number): number {
  return 2 * (c % b.width) + 1 + DX[d];
}
function sideY(b: Board, c: number, d: number): number {
  return 2 * ((c / b.width) | 0) + 1 + DY[d];
}

function orient(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  const v = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  return v > 0 ? 1 : v < 0 ? -1 : 0;
}

function onSegment(ax: number, ay: number, bx: number, by: number, px: number, py: number): boolean {
  return Math.min(ax, bx) <= px && px <= Math.max(ax, bx) && Math.min(ay, by) <= py && py <= Math.max(ay, by);
}

/** Closed-segment intersection: touching counts (D-25: a line touching a wall is blocked). */
export function segmentsTouch(
  ax: number, ay: number, bx: number, by: number,
  cx: number, cy: number, dx: number, dy: number,
): boolean {
  const o1 = orient(ax, ay, bx, by, cx, cy);
  const o2 = orient(ax, ay, bx, by, dx, dy);
  const o3 = orient(cx, cy, dx, dy, ax, ay);
  const o4 = orient(cx, cy, dx, dy, bx, by);
  if (o1 === 0 && onSegment(ax, ay, bx, by, cx, cy)) return true;
  if (o2 === 0 && onSegment(ax, ay, bx, by, dx, dy)) return true;
  if (o3 === 0 && onSegment(cx, cy, dx, dy, ax, ay)) return true;
  if (o4 === 0 && onSegment(cx, cy, dx, dy, bx, by)) return true;
  return o1 * o2 < 0 && o3 * o4 < 0;
}

/**
 * Does the segment (x0,y0)→(x1,y1) pass through the open interior of square c? Grazing an edge or a corner
 * does not count (D-25). Divisions of small integers are correctly rounded, so equal ratios compare equal.
 */
export function crossesInterior(b: Board, c: number, x0: number, y0: number, x1: number, y1: number): boolean {
  const lx = 2 * (c % b.width);
  const ly = 2 * ((c / b.width) | 0);
  let lo = -Infinity;
  let hi = Infinity;
  const dx = x1 - x0;
  if (dx === 0) {
    if (!(lx < x0 && x0 < lx + 2)) return false;
  } else {
    let a = (lx - x0) / dx;
    let z = (lx + 2 - x0) / dx;
    if (a > z) [a, z] = [z, a];
    lo = a;
    hi = z;
  }
  const dy = y1 - y0;
  if (dy === 0) {
    if (!(ly < y0 && y0 < ly + 2)) return false;
  } else {
    let a = (ly - y0) / dy;
    let z = (ly + 2 - y0) / dy;
    if (a > z) [a, z] = [z, a];
    if (a > lo) lo = a;
    if (z < hi) hi = z;
  }
  return lo < hi && lo < 1 && hi > 0;
}

/** Calls `visit` for every square whose interior the segment may cross (its bounding box). */
function forCellsNear(b: Board, x0: number, y0: number, x1: number, y1: number, visit: (c: number) => boolean): boolean {
  const cx0 = Math.max(0, (Math.min(x0, x1) >> 1) - 1);
  const cx1 = Math.min(b.width - 1, Math.max(x0, x1) >> 1);
  const cy0 = Math.max(0, (Math.min(y0, y1) >> 1) - 1);
  const cy1 = Math.min(b.height - 1, Math.max(y0, y1) >> 1);
  for (let y = cy0; y <= cy1; y++)
    for (let x = cx0; x <= cx1; x++) if (visit(y * b.width + x)) return true;
  return false;
}

/**
 * Origin sides of `obs` whose line to the centre of `tgt` no fixed feature blocks: walls (touching),
 * Non-zones and obstructions (interior crossing), and raised squares (ST-39.7, D-40: a square higher than
 * the lower of the two models blocks, which makes a raised observer look out only past its own square's
 * edges). Cached per board: these never change during a game.
 */
export function staticSides(b: Board, obs: number, tgt: number): number {
  const key = obs * b.n + tgt;
  if (b.n <= MAX_DENSE_CACHE) {
    if (!b.losStatic) b.losStatic = new Uint8Array(b.n * b.n).fill(255);
    const cached = b.losStatic[key];
    if (cached !== 255) return cached;
    const v = computeStaticSides(b, obs, tgt);
    b.losStatic[key] = v;
    return v;
  }
  let sparse = sparseCaches.get(b);
  if (!sparse) sparseCaches.set(b, (sparse = new Map()));
  const hit = sparse.get(key);
  if (hit !== undefined) return hit;
  const v = computeStaticSides(b, obs, tgt);
  sparse.set(key, v);
  return v;
}

/** Boards up to this many squares keep a dense pair cache (n² bytes: 4 MB at 2048 squares). */
const MAX_DENSE_CACHE = 2048;
const sparseCaches = new WeakMap<Board, Map<number, number>>();

function computeStaticSides(b: Board, obs: number, tgt: number): number {
  if (obs === tgt) return 15;
  const x1 = 2 * (tgt % b.width) + 1;
  const y1 = 2 * ((tgt / b.width) | 0) + 1;
  const floor = Math.min(b.level[obs], b.level[tgt]);
  let mask = 0;
  for (let d = 0; d < 4; d++) {
    if (b.walls[obs] & WALL_BIT[d]) continue;
    const x0 = sideX(b, obs, d);
    const y0 = sideY(b, obs, d);
    let blocked = false;
    for (const w of b.wallSegs) {
      if (segmentsTouch(x0, y0, x1, y1, w.x1, w.y1, w.x2, w.y2)) {
        blocked = true;
        break;
      }
    }
    if (!blocked) {
      blocked = forCellsNear(b, x0, y0, x1, y1, (c) => {
        if (c === obs || c === tgt) return false;
        const f = b.flags[c];
        const solid = !(f & F_ON) || (f & F_LOS) !== 0 || b.level[c] > floor;
        return solid && crossesInterior(b, c, x0, y0, x1, y1);
      });
    }
    if (!blocked) mask |= 1 << d;
  }
  return mask;
}

/** Does the line from side `d` of `obs` to the centre of `tgt` cross the interior of `c`? */
export function lineCrosses(b: Board, obs: number, d: number, tgt: number, c: number): boolean {
  if (c === obs || c === tgt) return false;
  return crossesInterior(b, c, sideX(b, obs, d), sideY(b, obs, d), 2 * (tgt % b.width) + 1, 2 * ((tgt / b.width) | 0) + 1);
}

/**
 * What can block a line besides the fixed features: given the squares the caller considers blocking
 * (adversary models per ST-30.2, standing destructible obstructions), as a list.
 */
export type Blockers = readonly number[];

/**
 * The sides of `obs` with a clear line to `tgt` (D-25). `blockers` are consulted only when both squares
 * are on the same level (D-40: models at lower levels never block a line between levels). Between levels
 * the line is computed from the higher square (D-40: symmetric).
 */
export function clearSides(b: Board, obs: number, tgt: number, blockers: Blockers = []): number {
  if (b.level[tgt] > b.level[obs]) return staticSides(b, tgt, obs);
  let mask = staticSides(b, obs, tgt);
  if (mask === 0 || blockers.length === 0 || b.level[tgt] !== b.level[obs]) return mask;
  for (let d = 0; d < 4; d++) {
    if (!(mask & (1 << d))) continue;
    for (const c of blockers) {
      if (lineCrosses(b, obs, d, tgt, c)) {
        mask &= ~(1 << d);
        break;
      }
    }
  }
  return mask;
}

export function los(b: Board, obs: number, tgt: number, blockers: Blockers = []): boolean {
  return clearSides(b, obs, tgt, blockers) !== 0;
}

/** Squares holding a cover element that has at least one square adjacent to `t` (ST-29.9.1, D-26). */
export function coverCellsNear(b: Board, t: number): Int32Array {
  if (!b.coverNear) b.coverNear = new Array(b.n).fill(null);
  const hit = b.coverNear[t];
  if (hit) return hit;
  const elems = new Set<number>();
  for (let d = 0; d < 4; d++) {
    const c = b.nbr[t * 4 + d];
    if (c >= 0 && b.flags[c] & F_COVER && b.elem[c] >= 0) elems.add(b.elem[c]);
  }
  const cells: number[] = [];
  for (const e of elems) for (const c of b.elements[e].cells) if (c !== t) cells.push(c);
  const arr = Int32Array.from(cells);
  b.coverNear[t] = arr;
  return arr;
}

/**
 * ST-29.9, D-26: the target is in cover when every clear line passes through a cover element adjacent to
 * it (`near`: the squares of those elements; by default the board's own). With `anyLine`, one covered line
 * is enough. False when there is no line of sight at all.
 */
export function inCover(
  b: Board,
  obs: number,
  tgt: number,
  blockers: Blockers = [],
  near: ArrayLike<number> = coverCellsNear(b, tgt),
  anyLine = false,
): boolean {
  let o = obs;
  let t = tgt;
  if (b.level[tgt] > b.level[obs]) [o, t] = [tgt, obs];
  const sides = clearSides(b, o, t, blockers);
  if (sides === 0 || near.length === 0) return false;
  for (let d = 0; d < 4; d++) {
    if (!(sides & (1 << d))) continue;
    let covered = false;
    for (let i = 0; i < near.length; i++) {
      if (lineCrosses(b, o, d, t, near[i])) {
        covered = true;
        break;
      }
    }
    if (anyLine && covered) return true;
    if (!anyLine && !covered) return false;
  }
  return !anyLine;
}

/** Every on-board square `from` can see (for the editor's overlays and the heuristic bot). */
export function visibleSquares(b: Board, from: number, blockers: Blockers = []): number[] {
  const out: number[] = [];
  for (let c = 0; c < b.n; c++) if (c !== from && b.flags[c] & F_ON && los(b, from, c, blockers)) out.push(c);
  return out;
}

export type AreaShape = 'explosion' | 'cross' | 'lance' | 'blow' | 'sweep' | 'wave' | 'aura';
export const AREA_SHAPES: readonly AreaShape[] = ['explosion', 'cross', 'lance', 'blow', 'sweep', 'wave', 'aura'];

/**
 * D-37 axis rule: the orthogonal direction from `from` to `target`, along the larger offset; on a tie the
 * attacker chooses, and `tiePrefersX` is that choice.
 */
export function axisDir(b: Board, from: number, target: number, tiePrefersX = true): number {
  const dx = (target % b.width) - (from % b.width);
  const dy = ((target / b.width) | 0) - ((from / b.width) | 0);
  const ax = Math.abs(dx);
  const ay = Math.abs(dy);
  if (ax === 0 && ay === 0) return 0;
  if (ax > ay || (ax === ay && tiePrefersX)) return dx > 0 ? 1 : 3;
  return dy > 0 ? 2 : 0;
}

/**
 * Squares hit by an area effect (ST-33.8…ST-33.11, D-37), on the board only. Explosion, cross, lance,
 * blow and sweep are placed on the main target `target` seen from `from`; waves and auras cover every
 * square within `size` of `from`, spreading square by square so that walls stop them (D-37).
 */
export function area(b: Board, shape: AreaShape, target: number, from: number, size = 0, tiePrefersX = true, sweepSide = 1): number[] {
  const tx = target % b.width;
  const ty = (target / b.width) | 0;
  const out: number[] = [];
  const add = (x: number, y: number) => {
    const c = cellOf(b, x, y);
    if (c >= 0 && b.flags[c] & F_ON && !out.includes(c)) out.push(c);
  };
  const d = axisDir(b, from, target, tiePrefersX);
  const ddx = DX[d];
  const ddy = DY[d];
  const px = DX[(d + 1) & 3];
  const py = DY[(d + 1) & 3];
  switch (shape) {
    case 'explosion':
      for (let y = -1; y <= 1; y++) for (let x = -1; x <= 1; x++) add(tx + x, ty + y);
      break;
    case 'cross':
      add(tx, ty);
      for (let k = 0; k < 4; k++) add(tx + DX[k], ty + DY[k]);
      break;
    case 'lance':
      for (let k = 0; k <= 3; k++) add(tx + k * ddx, ty + k * ddy);
      break;
    case 'blow':
      add(tx, ty);
      add(tx + ddx - px, ty + ddy - py);
      add(tx + ddx, ty + ddy);
      add(tx + ddx + px, ty + ddy + py);
      break;
    case 'sweep':
      for (let k = sweepSide; k >= 1; k--) add(tx - k * px, ty - k * py);
      add(tx, ty);
      for (let k = 1; k <= sweepSide; k++) add(tx + k * px, ty + k * py);
      break;
    case 'wave':
    case 'aura': {
      if (from < 0 || !(b.flags[from] & F_ON)) break;
      const dist = new Map<number, number>([[from, 0]]);
      const queue = [from];
      for (let i = 0; i < queue.length; i++) {
        const c = queue[i];
        const dc = dist.get(c)!;
        out.push(c);
        if (dc === size) continue;
        for (let k = 0; k < 4; k++) {
          const t = b.nbr[c * 4 + k];
          if (t >= 0 && !dist.has(t)) {
            dist.set(t, dc + 1);
            queue.push(t);
          }
        }
      }
      break;
    }
  }
  return out;
}

/**
 * D-63: the square nearest to `start` for which `ok` holds, distance as for range (Manhattan, D-21: walls and
 * obstacles do not count), ties in reading order (top row first, then left to right); -1 when none. Ring by
 * ring, so a crowded board costs no more than the squares up to the answer.
 */
export function nearestSquare(b: Board, start: number, ok: (c: number) => boolean): number {
  const sx = start % b.width;
  const sy = (start / b.width) | 0;
  const most = Math.max(sx, b.width - 1 - sx) + Math.max(sy, b.height - 1 - sy);
  for (let d = 0; d <= most; d++) {
    for (let y = Math.max(0, sy - d); y <= Math.min(b.height - 1, sy + d); y++) {
      const dx = d - Math.abs(y - sy);
      const left = sx - dx;
      if (left >= 0 && ok(y * b.width + left)) return y * b.width + left;
      const right = sx + dx;
      if (dx > 0 && right < b.width && ok(y * b.width + right)) return y * b.width + right;
    }
  }
  return -1;
}

/** The squares of the board nearest to `start` in the order of `nearestSquare`, at most `limit` of them. */
export function nearestSquares(b: Board, start: number, limit: number, ok: (c: number) => boolean): number[] {
  const out: number[] = [];
  nearestSquare(b, start, (c) => {
    if (ok(c)) out.push(c);
    return out.length >= limit;
  });
  return out;
}
