/**
 * Movement (ST-14.1, ST-34.6, ST-39, ST-46.2, ST-46.3, ST-47.6, ST-48, ST-49; D-39, D-45, D-54) and
 * shortest paths for the enemy AI (ST-14.1.7, ST-20.2; D-21, D-22).
 */
import { F_COVER, F_DYN, F_NOPASS, F_NOSTOP, F_ROUGH, F_WATER, type Board } from './board';
import { ST } from './symbols';
import { adversaries, has, type GameState, type Model } from './state';

/** Flags of a square, with destroyed destructible elements no longer blocking. */
export function cellFlags(s: GameState, c: number): number {
  const f = s.board.flags[c];
  if (f & F_DYN && elementDestroyed(s, s.board.elem[c])) return f & ~(F_NOPASS | F_NOSTOP | F_COVER | F_DYN);
  return f;
}

export function elementDestroyed(s: GameState, e: number): boolean {
  if (e < 0) return false;
  const el = s.board.elements[e];
  return el.health > 0 && s.elemWounds[e] >= el.health;
}

/**
 * Extra AP (beyond the base square) for model `m` to step from `a` in direction `d`, or -1 when it cannot
 * enter that square while moving (D-45: rough terrain entered, water left, Hindered, levels beyond the
 * first; D-39: no more levels than its Climb grade, none without Climb or Fly).
 */
export function stepSurcharge(s: GameState, m: Model, a: number, d: number): number {
  const b = s.board.nbr[a * 4 + d];
  if (b < 0) return -1;
  return enterSurcharge(s, m, a, b);
}

export function enterSurcharge(s: GameState, m: Model, a: number, b: number): number {
  const board = s.board;
  const fb = cellFlags(s, b);
  const fly = m.def.fly;
  if (fb & F_NOPASS && !fly) return -1;
  const dl = Math.abs(board.level[a] - board.level[b]);
  const o = s.occ[b];
  if (dl > 0 && !fly) {
    if (dl > m.def.climb) return -1;
    if (o >= 0 && o !== m.i) return -1; // ST-39.5
  }
  if (o >= 0 && o !== m.i) {
    const om = s.models[o];
    // D-54: a flyer passes over any model; the DE reading lets it pass over its allies only.
    if (!om.ko && adversaries(m, om) && (!fly || s.rs.s.flyOver === 'enemies')) return -1;
  }
  let sur = 0;
  if (fb & F_ROUGH) sur++;
  if (board.flags[a] & F_WATER) sur++;
  if (m.tokens[ST.hindered] > 0) sur++;
  if (!fly && dl > 1) sur += dl - 1;
  return sur;
}

/** Can model `m` end a movement on square `c`? (one model per square, ST-14.1.3; ST-34.6; ST-48.1; D-27) */
export function canStop(s: GameState, m: Model, c: number): boolean {
  const o = s.occ[c];
  if (o >= 0 && o !== m.i) return false;
  return (cellFlags(s, c) & F_NOSTOP) === 0;
}

/** AP of a movement action along `path` (start excluded), or null when the path is illegal. */
export function pathCost(s: GameState, m: Model, path: readonly number[]): number | null {
  if (m.cell < 0) return null;
  let a = m.cell;
  let sur = 0;
  for (const c of path) {
    let d = 0;
    while (d < 4 && s.board.nbr[a * 4 + d] !== c) d++;
    if (d === 4) return null;
    const x = enterSurcharge(s, m, a, c);
    if (x < 0) return null;
    sur += x;
    a = c;
  }
  if (path.length > 0 && !canStop(s, m, a)) return null;
  const base = m.def.runner ? Math.ceil(path.length / 2) : path.length;
  return base + sur + (path.length > 0 && has(m, ST['slow-down']) ? 1 : 0);
}

const UNSEEN = 0x3fffffff;

/** Shortest movement costs from a model's square. Runners alternate paid and free squares (D-45), so a state is (square, parity). */
export interface Explore {
  board: Board;
  model: Model;
  start: number;
  /** dist[c * 2 + parity]; UNSEEN when not reached. Parity 1 means the next square is free (runners only). */
  dist: Int32Array;
  runner: boolean;
}

export function best(ex: Explore, c: number): number {
  const a = ex.dist[c * 2];
  const b = ex.dist[c * 2 + 1];
  return a < b ? a : b;
}

export function reached(ex: Explore, c: number): boolean {
  return best(ex, c) < UNSEEN;
}

/** A small binary heap of (key, value) pairs, reused. */
class Heap {
  keys = new Float64Array(256);
  size = 0;
  push(key: number): void {
    if (this.size === this.keys.length) {
      const k = new Float64Array(this.keys.length * 2);
      k.set(this.keys);
      this.keys = k;
    }
    let i = this.size++;
    const keys = this.keys;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (keys[p] <= key) break;
      keys[i] = keys[p];
      i = p;
    }
    keys[i] = key;
  }
  pop(): number {
    const keys = this.keys;
    const top = keys[0];
    const last = keys[--this.size];
    let i = 0;
    const n = this.size;
    while (true) {
      let c = 2 * i + 1;
      if (c >= n) break;
      if (c + 1 < n && keys[c + 1] < keys[c]) c++;
      if (keys[c] >= last) break;
      keys[i] = keys[c];
      i = c;
    }
    keys[i] = last;
    return top;
  }
}

const heap = new Heap();
const STATE_SPACE = 1 << 20;

/** Dijkstra over the model's legal steps, up to `maxCost` AP (movement only: Slow Down is per action). */
export function explore(s: GameState, m: Model, maxCost = UNSEEN - 1): Explore {
  const board = s.board;
  const n = board.n;
  const dist = new Int32Array(n * 2).fill(UNSEEN);
  const runner = m.def.runner;
  const ex: Explore = { board, model: m, start: m.cell, dist, runner };
  if (m.cell < 0) return ex;
  dist[m.cell * 2] = 0;
  heap.size = 0;
  heap.push(m.cell * 2);
  while (heap.size > 0) {
    const key = heap.pop();
    const cost = Math.floor(key / STATE_SPACE);
    const st = key - cost * STATE_SPACE;
    if (cost !== dist[st]) continue;
    const c = st >> 1;
    const par = st & 1;
    for (let d = 0; d < 4; d++) {
      const t = board.nbr[c * 4 + d];
      if (t < 0) continue;
      const sur = enterSurcharge(s, m, c, t);
      if (sur < 0) continue;
      const step = (runner && par === 1 ? 0 : 1) + sur;
      const nc = cost + step;
      if (nc > maxCost) continue;
      const ns = t * 2 + (runner ? 1 - par : 0);
      if (nc < dist[ns]) {
        dist[ns] = nc;
        heap.push(nc * STATE_SPACE + ns);
      }
    }
  }
  return ex;
}

/** Squares the model can end a movement on, with their AP cost (the map editor's reach overlay). */
export function reachable(s: GameState, m: Model, ap: number): Map<number, number> {
  const ex = explore(s, m, ap);
  const out = new Map<number, number>();
  const slow = has(m, ST['slow-down']) ? 1 : 0;
  for (let c = 0; c < s.board.n; c++) {
    const v = best(ex, c);
    if (v < UNSEEN && c !== m.cell && v + slow <= ap && canStop(s, m, c)) out.set(c, v + slow);
  }
  return out;
}

/**
 * Among the cheapest paths to the squares in `goals` (all at the same cost `cost`), the one whose steps come
 * first in the order N < E < S < W (D-22 (3)). Returns the squares after the start.
 */
export function firstPath(s: GameState, ex: Explore, goals: ReadonlySet<number>, cost: number): number[] {
  const board = s.board;
  const m = ex.model;
  const dist = ex.dist;
  const states: number[] = [];
  for (let st = 0; st < dist.length; st++) if (dist[st] <= cost) states.push(st);
  states.sort((a, b) => dist[b] - dist[a] || (a & 1) - (b & 1));
  const useful = new Uint8Array(dist.length);
  const isGoal = (st: number) => dist[st] === cost && goals.has(st >> 1);
  const tight = (st: number, d: number): number => {
    const c = st >> 1;
    const t = board.nbr[c * 4 + d];
    if (t < 0) return -1;
    const sur = enterSurcharge(s, m, c, t);
    if (sur < 0) return -1;
    const par = st & 1;
    const step = (ex.runner && par === 1 ? 0 : 1) + sur;
    const ns = t * 2 + (ex.runner ? 1 - par : 0);
    return dist[ns] === dist[st] + step ? ns : -1;
  };
  for (const st of states) {
    if (isGoal(st)) {
      useful[st] = 1;
      continue;
    }
    for (let d = 0; d < 4; d++) {
      const ns = tight(st, d);
      if (ns >= 0 && useful[ns]) {
        useful[st] = 1;
        break;
      }
    }
  }
  const path: number[] = [];
  let st = ex.start * 2;
  if (!useful[st]) return path;
  while (!isGoal(st)) {
    let next = -1;
    for (let d = 0; d < 4; d++) {
      const ns = tight(st, d);
      if (ns >= 0 && useful[ns]) {
        next = ns;
        break;
      }
    }
    if (next < 0) break;
    st = next;
    path.push(st >> 1);
  }
  return path;
}

/**
 * AP the model would need to walk from each square to `target` (its square counted as enterable), moving as
 * it moves, for "as close as possible" (ST-20.3) and "closest" (D-21). Runner parity is ignored here.
 */
export function distanceField(s: GameState, m: Model, targets: number | readonly number[]): Int32Array {
  const board = s.board;
  const n = board.n;
  const dist = new Int32Array(n).fill(UNSEEN);
  const goals = typeof targets === 'number' ? [targets] : targets;
  const isGoal = new Uint8Array(n);
  heap.size = 0;
  for (const t of goals) {
    if (t < 0) continue;
    dist[t] = 0;
    isGoal[t] = 1;
    heap.push(t);
  }
  const hindered = m.tokens[ST.hindered] > 0 ? 1 : 0;
  while (heap.size > 0) {
    const key = heap.pop();
    const cost = Math.floor(key / STATE_SPACE);
    const v = key - cost * STATE_SPACE;
    if (cost !== dist[v]) continue;
    for (let d = 0; d < 4; d++) {
      const u = board.nbr[v * 4 + d];
      if (u < 0) continue;
      let step: number;
      if (isGoal[v]) {
        // The goal square itself may hold the model's target: only the terrain counts for the last step.
        const dl = Math.abs(board.level[u] - board.level[v]);
        if (dl > 0 && !m.def.fly && dl > m.def.climb) continue;
        step = 1 + (cellFlags(s, v) & F_ROUGH ? 1 : 0) + (board.flags[u] & F_WATER ? 1 : 0) + hindered + (!m.def.fly && dl > 1 ? dl - 1 : 0);
      } else {
        const sur = enterSurcharge(s, m, u, v);
        if (sur < 0) continue;
        step = 1 + sur;
      }
      const nc = cost + step;
      if (nc < dist[u]) {
        dist[u] = nc;
        heap.push(nc * STATE_SPACE + u);
      }
    }
  }
  return dist;
}

export { UNSEEN };
