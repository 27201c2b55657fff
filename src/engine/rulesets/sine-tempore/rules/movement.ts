/**
 * Movement (ST-14.1, ST-34.6, ST-39, ST-46.2, ST-46.3, ST-47.6, ST-48, ST-49; D-39, D-45, D-54) and
 * shortest paths for the enemy AI (ST-14.1.7, ST-20.2; D-21, D-22).
 */
import { F_NOPASS, F_NOSTOP, F_ROUGH, F_WATER, type Board } from './board';
import { ST } from './symbols';
import { adversaries, has, type GameState, type Model } from './state';
import { MAX_BOUND_GOALS, MAX_GOAL_SET, SEARCH_BUCKETS, type GameScratch } from './scratch';

// Hot loops read module-local copies: imported bindings may compile to getters.
const NOPASS: number = F_NOPASS;
const NOSTOP: number = F_NOSTOP;
const ROUGH: number = F_ROUGH;
const WATER: number = F_WATER;
const HINDERED: number = ST.hindered;

/** Flags of a square in this game: the board's, with its drawn elements added and destroyed ones gone. */
export function cellFlags(s: GameState, c: number): number {
  return s.flags[c];
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
  const fb = s.flags[b];
  const fly = m.def.fly;
  if (fb & NOPASS && !fly) return -1;
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
  if (fb & ROUGH) sur++;
  if (board.flags[a] & WATER) sur++;
  if (m.tokens[HINDERED] > 0) sur++;
  if (!fly && dl > 1) sur += dl - 1;
  return sur;
}

/** Can model `m` end a movement on square `c`? (one model per square, ST-14.1.3; ST-34.6; ST-48.1; D-27) */
export function canStop(s: GameState, m: Model, c: number): boolean {
  const o = s.occ[c];
  if (o >= 0 && o !== m.i) return false;
  return (s.flags[c] & NOSTOP) === 0;
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
  /** The game's scratch its arrays go back to. */
  scratch: GameScratch;
  model: Model;
  start: number;
  /** dist[c * 2 + parity]; UNSEEN when not reached. Parity 1 means the next square is free (runners only). */
  dist: Int32Array;
  runner: boolean;
  /** The cells reached, each once, cheapest first (walk these instead of the whole board). */
  cells: number[];
  sorted?: number[];
  /** Marks of the cells listed in `cells` (internal). */
  listed: Uint8Array;
  /** What the enemy planners derived from this search in their round (ai.ts), kept with it. */
  ends?: { ap: number; cell: number; list: number[] };
  /** Held by the state's cache: never handed back to the pool. */
  cached?: boolean;
  released?: boolean;
}

// Searches run by the thousand per game, and a fresh Int32Array costs an off-heap allocation each time (more
// than the search itself on a small board). Searches whose owner is done hand their arrays back to the game's
// scratch, clean: they reset the few entries they touched, which costs less than filling the whole board again.
interface Buffers {
  dist: Int32Array;
  mark: Uint8Array;
}
const MAX_SPARE = 16;

/** A distance array all UNSEEN and a mark array all 0, for a board of n squares. */
function takeBuffers(x: GameScratch, n: number): Buffers {
  while (x.spareMark.length > 0) {
    const dist = x.spareDist.pop()!;
    const mark = x.spareMark.pop()!;
    if (mark.length === n) return { dist, mark };
  }
  return { dist: new Int32Array(n * 2).fill(UNSEEN), mark: new Uint8Array(n) };
}

/** Takes back arrays whose every entry is UNSEEN (dist) and 0 (mark) again. */
function giveBack(x: GameScratch, dist: Int32Array, mark: Uint8Array): void {
  if (x.spareMark.length >= MAX_SPARE) return;
  x.spareDist.push(dist);
  x.spareMark.push(mark);
}

/** Resets the entries of cell c in a search's arrays. */
function clearCell(dist: Int32Array, mark: Uint8Array, c: number): void {
  dist[c * 2] = UNSEEN;
  dist[c * 2 + 1] = UNSEEN;
  mark[c] = 0;
}

/**
 * Hands a finished exploration's arrays back for the next search. Only its owner may call this, once nothing
 * reads it any more; an exploration the state caches is never given back.
 */
export function releaseExplore(ex: Explore): void {
  if (ex.cached || ex.released) return;
  ex.released = true;
  // Every state the search reached was settled, so its cell is listed: those are all the entries it touched.
  const cells = ex.cells;
  for (let i = 0; i < cells.length; i++) clearCell(ex.dist, ex.listed, cells[i]);
  giveBack(ex.scratch, ex.dist, ex.listed);
}

/** The reached cells in board order (computed once per search). */
export function cellsInOrder(ex: Explore): readonly number[] {
  if (ex.sorted) return ex.sorted;
  const cells = ex.cells;
  if (ex.released) return (ex.sorted = cells.slice().sort((x, y) => x - y));
  // The search marked its cells: reading the marks row by row over the box they fill is a counting sort,
  // cheaper than comparing a movement's hundred squares.
  const b = ex.board;
  let x0 = Infinity;
  let x1 = -1;
  let y0 = Infinity;
  let y1 = -1;
  for (let i = 0; i < cells.length; i++) {
    const x = b.cx[cells[i]];
    const y = b.cy[cells[i]];
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  const out: number[] = [];
  const listed = ex.listed;
  const w = b.width;
  for (let y = y0; y <= y1; y++) for (let c = y * w + x0, end = y * w + x1; c <= end; c++) if (listed[c]) out.push(c);
  return (ex.sorted = out);
}

export function best(ex: Explore, c: number): number {
  const a = ex.dist[c * 2];
  const b = ex.dist[c * 2 + 1];
  return a < b ? a : b;
}

export function reached(ex: Explore, c: number): boolean {
  return best(ex, c) < UNSEEN;
}

/**
 * The terrain part of every step (entry c × 4 + d) for one movement profile: -1 when the profile can never
 * take it (no square there, impassable, too steep), else the AP it adds for rough ground and levels, plus
 * LEVEL_STEP when it changes level (then any other model on the square bars it, ST-39.5). A step depends on
 * the squares' flags and levels only, which change only when an element is drawn or destroyed, so searches
 * read one entry where they read two flags and two levels. Made once per board and profile; a game whose
 * flags differ patches the steps into the squares that differ.
 */
const LEVEL_STEP = 64;
const boardTables = new WeakMap<Board, (Int8Array | undefined)[]>();

function stepEntry(b: Board, flags: Uint8Array, c: number, t: number, climb: number, fly: boolean): number {
  if (t < 0) return -1;
  const ft = flags[t];
  if (ft & NOPASS && !fly) return -1;
  let dl = b.level[c] - b.level[t];
  if (dl < 0) dl = -dl;
  if (dl > 0 && !fly && dl > climb) return -1;
  return (ft & ROUGH ? 1 : 0) + (!fly && dl > 1 ? dl - 1 : 0) + (dl > 0 && !fly ? LEVEL_STEP : 0);
}

function stepTable(s: GameState, climb: number, fly: boolean): Int8Array {
  const key = climb * 2 + (fly ? 1 : 0);
  const mine = s.stepTables[key];
  if (mine) return mine;
  const b = s.board;
  let shared = boardTables.get(b);
  if (!shared) boardTables.set(b, (shared = []));
  let base = shared[key];
  if (!base) {
    base = new Int8Array(b.n * 4);
    for (let c = 0; c < b.n; c++) for (let d = 0; d < 4; d++) base[c * 4 + d] = stepEntry(b, b.flags, c, b.nbr[c * 4 + d], climb, fly);
    shared[key] = base;
  }
  let table = base;
  const flags = s.flags;
  for (let t = 0; t < b.n; t++) {
    if (flags[t] === b.flags[t]) continue;
    if (table === base) table = base.slice();
    // Only steps into a square read its flags.
    for (let d = 0; d < 4; d++) {
      const c = b.nbr[t * 4 + d];
      if (c < 0) continue;
      for (let e = 0; e < 4; e++) if (b.nbr[c * 4 + e] === t) table[c * 4 + e] = stepEntry(b, flags, c, t, climb, fly);
    }
  }
  s.stepTables[key] = table;
  return table;
}

const BUCKET_MASK = SEARCH_BUCKETS - 1;
const STATE_SPACE = 1 << 20;

/**
 * Dijkstra over the model's legal steps, up to `maxCost` AP (movement only: Slow Down is per action). The
 * unbounded search is cached per model until anything on the board moves (`s.version`).
 */
export function explore(s: GameState, m: Model, maxCost = UNSEEN - 1): Explore {
  const unbounded = maxCost >= UNSEEN - 1;
  const hind = m.tokens[HINDERED] > 0 ? 1 : 0;
  if (unbounded) {
    const hit = s.exploreCache.get(m.i);
    if (hit && hit.version === s.version && hit.hind === hind && hit.ex.start === m.cell) return hit.ex;
  }
  const board = s.board;
  const n = board.n;
  const scratch = s.scratch;
  const { dist, mark: listed } = takeBuffers(scratch, n);
  const runner = m.def.runner;
  const cells: number[] = [];
  const ex: Explore = { board, scratch, model: m, start: m.cell, dist, runner, cells, listed };
  if (m.cell < 0) return ex;
  const nbr = board.nbr;
  const bflags = board.flags;
  const occ = s.occ;
  const models = s.models;
  const fly = m.def.fly;
  const steps = stepTable(s, m.def.climb, fly);
  const me = m.i;
  const faction = m.faction;
  const flyBlocked = !fly || s.rs.s.flyOver === 'enemies';
  // Dial's algorithm: step costs are small integers (at most 8), so circular buckets replace a heap.
  // Every bucket is empty here: a search only ends when all it pushed has been popped.
  const buckets = scratch.buckets;
  dist[m.cell * 2] = 0;
  buckets[0].push(m.cell * 2);
  let pending = 1;
  for (let cost = 0; pending > 0; cost++) {
    const bucket = buckets[cost & BUCKET_MASK];
    while (bucket.length > 0) {
      const st = bucket.pop()!;
      pending--;
      if (dist[st] !== cost) continue;
      const c = st >> 1;
      // A cell is listed when its first state settles (a Runner's cell has two).
      if (!listed[c]) {
        listed[c] = 1;
        cells.push(c);
      }
      const par = st & 1;
      const nextPar = runner ? 1 - par : 0;
      // The cheapest a step from here can cost: neighbours already reached as cheaply are not looked at, and
      // none at all from the squares at the edge of a bounded search (often a third of what it settles).
      const floor = cost + (runner && par === 1 ? 0 : 1) + (bflags[c] & WATER ? 1 : 0) + hind;
      if (floor > maxCost) continue;
      for (let i = c * 4, end = i + 4; i < end; i++) {
        const e = steps[i];
        if (e < 0) continue;
        const ns = nbr[i] * 2 + nextPar;
        if (dist[ns] <= floor) continue;
        const o = occ[ns >> 1];
        if (o >= 0 && o !== me) {
          if (e & LEVEL_STEP) continue;
          const om = models[o];
          if (!om.ko && om.faction !== faction && flyBlocked) continue;
        }
        const nc = floor + (e & (LEVEL_STEP - 1));
        if (nc > maxCost) continue;
        if (nc < dist[ns]) {
          dist[ns] = nc;
          buckets[nc & BUCKET_MASK].push(ns);
          pending++;
        }
      }
    }
  }
  if (unbounded) {
    ex.cached = true;
    s.exploreCache.set(m.i, { version: s.version, hind, ex });
  }
  return ex;
}

/**
 * A path search that goes one cost level at a time and can stop as soon as a question is answered: how
 * far is this hero, can any reachable square attack it (D-19, D-21). Same costs as `explore`.
 */
export class Search {
  readonly dist: Int32Array;
  /** Cells settled so far, in the order they were settled (a cell appears once). */
  readonly settled: number[] = [];
  /** Every state cheaper than this is settled. */
  level = 0;
  private readonly seen: Uint8Array;
  private readonly buckets: number[][];
  private pending = 0;
  private released = false;

  constructor(
    private readonly s: GameState,
    readonly model: Model,
  ) {
    const b = takeBuffers(s.scratch, s.board.n);
    this.dist = b.dist;
    this.seen = b.mark;
    this.buckets = s.scratch.spareBuckets.pop() ?? Array.from({ length: SEARCH_BUCKETS }, () => []);
    if (model.cell >= 0) {
      this.dist[model.cell * 2] = 0;
      this.buckets[0].push(model.cell * 2);
      this.pending = 1;
    }
  }

  get exhausted(): boolean {
    return this.pending === 0;
  }

  /** Hands the arrays back for the next search; the search must not be used afterwards. */
  release(): void {
    if (this.released) return;
    this.released = true;
    // The states it reached are settled or still waiting in a bucket: those are all the entries it touched.
    const settled = this.settled;
    for (let i = 0; i < settled.length; i++) clearCell(this.dist, this.seen, settled[i]);
    for (const b of this.buckets) {
      // Most buckets are empty, and setting an array's length is a call into the runtime.
      if (b.length === 0) continue;
      for (let i = 0; i < b.length; i++) this.dist[b[i]] = UNSEEN;
      b.length = 0;
    }
    const x = this.s.scratch;
    if (x.spareBuckets.length < MAX_SPARE) x.spareBuckets.push(this.buckets);
    giveBack(x, this.dist, this.seen);
  }

  /** The final cost to reach cell c, once settled; UNSEEN until then. */
  cost(c: number): number {
    const a = this.dist[c * 2];
    const b = this.dist[c * 2 + 1];
    const v = a < b ? a : b;
    return v < this.level ? v : UNSEEN;
  }

  /** Settles every state of the current cost level; returns false when nothing is left to settle. */
  step(): boolean {
    if (this.pending === 0) return false;
    const s = this.s;
    const m = this.model;
    const board = s.board;
    const nbr = board.nbr;
    const occ = s.occ;
    const models = s.models;
    const dist = this.dist;
    const runner = m.def.runner;
    const fly = m.def.fly;
    const steps = stepTable(s, m.def.climb, fly);
    const hind = m.tokens[HINDERED] > 0 ? 1 : 0;
    const flyBlocked = !fly || s.rs.s.flyOver === 'enemies';
    const bflags = board.flags;
    const me = m.i;
    const faction = m.faction;
    const cost = this.level;
    const bucket = this.buckets[cost & BUCKET_MASK];
    while (bucket.length > 0) {
      const st = bucket.pop()!;
      this.pending--;
      if (dist[st] !== cost) continue;
      const c = st >> 1;
      if (!this.seen[c]) {
        this.seen[c] = 1;
        this.settled.push(c);
      }
      const par = st & 1;
      const nextPar = runner ? 1 - par : 0;
      // As in `explore`: neighbours already reached as cheaply as a step from here can cost are skipped.
      const floor = cost + (runner && par === 1 ? 0 : 1) + (bflags[c] & WATER ? 1 : 0) + hind;
      for (let i = c * 4, end = i + 4; i < end; i++) {
        const e = steps[i];
        if (e < 0) continue;
        const ns = nbr[i] * 2 + nextPar;
        if (dist[ns] <= floor) continue;
        const o = occ[ns >> 1];
        if (o >= 0 && o !== me) {
          if (e & LEVEL_STEP) continue;
          const om = models[o];
          if (!om.ko && om.faction !== faction && flyBlocked) continue;
        }
        const nc = floor + (e & (LEVEL_STEP - 1));
        if (nc < dist[ns]) {
          dist[ns] = nc;
          this.buckets[nc & BUCKET_MASK].push(ns);
          this.pending++;
        }
      }
    }
    this.level = cost + 1;
    return true;
  }
}

/** Squares the model can end a movement on, with their AP cost (the map editor's reach overlay). */
export function reachable(s: GameState, m: Model, ap: number): Map<number, number> {
  return reachableIn(s, explore(s, m, ap), ap);
}

/**
 * Among the cheapest paths to the squares in `goals` (all at the same cost `cost`), the one whose steps come
 * first in the order N < E < S < W (D-22 (3)). Returns the squares after the start. A depth-first search
 * along tight edges (those on some cheapest path), remembering which states lead to no goal.
 */
export function firstPath(s: GameState, ex: Explore, goals: Iterable<number>, cost: number): number[] {
  const x = s.scratch;
  const gen = nextGeneration(x, ex.dist.length);
  x.goalCount = 0;
  for (const g of goals) addGoal(x, g, gen);
  return pathToMarked(s, ex, cost, gen);
}

/** `firstPath` to a single square (no set built). */
export function firstPathTo(s: GameState, ex: Explore, goal: number, cost: number): number[] {
  const x = s.scratch;
  const gen = nextGeneration(x, ex.dist.length);
  x.goalCount = 0;
  addGoal(x, goal, gen);
  return pathToMarked(s, ex, cost, gen);
}

// Marks live in the game's scratch arrays, told apart by a generation number (no clearing, no garbage):
// goalGen[cell] === gen marks a goal, deadGen[state] === gen a state already searched (it leads to no goal:
// the search stops at the first state that does). The depth-first search's stack holds states and the next
// direction to try from each; the goals are also kept as a list, for the distance bound (only for a few goals:
// beyond that the bound is not worth it).
function addGoal(x: GameScratch, g: number, gen: number): void {
  if (x.goalGen[g] === gen) return;
  x.goalGen[g] = gen;
  if (x.goalCount < MAX_BOUND_GOALS) x.goalList[x.goalCount] = g;
  x.goalCount++;
}

function nextGeneration(x: GameScratch, states: number): number {
  if (x.deadGen.length < states) {
    x.deadGen = new Int32Array(states);
    x.goalGen = new Int32Array(states >> 1);
    x.stackSt = new Int32Array(states + 1);
    x.stackDir = new Int8Array(states + 1);
    x.generation = 0;
  }
  if (x.generation >= 1 << 30) {
    x.deadGen.fill(0);
    x.goalGen.fill(0);
    x.generation = 0;
  }
  return ++x.generation;
}

/**
 * The fewest AP a path from cell t (at parity `par`) to the nearest goal can cost: every step changes the
 * distance to a goal by one and costs at least 1 AP, a Runner's every other step 0. 0 with many goals.
 */
function lowerBound(x: GameScratch, b: Board, t: number, par: number, runner: boolean): number {
  const goalCount = x.goalCount;
  if (goalCount > MAX_BOUND_GOALS) return 0;
  const goalList = x.goalList;
  let k = UNSEEN;
  for (let i = 0; i < goalCount; i++) {
    const g = goalList[i];
    const dx = b.cx[t] - b.cx[g];
    const dy = b.cy[t] - b.cy[g];
    const d = (dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy);
    if (d < k) k = d;
  }
  return !runner ? k : par === 1 ? k >> 1 : (k + 1) >> 1;
}

/**
 * The depth-first search of `firstPath` without recursion: tight edges only go to dearer states (or, for a
 * Runner's free square, from parity 1 to parity 0), so no state is on the stack twice, and the first goal found
 * ends the search with the path on the stack. States too far from every goal to reach one within `cost` are
 * not entered: they lead to no goal, so skipping them changes no answer, only the work.
 */
function pathToMarked(s: GameState, ex: Explore, cost: number, gen: number): number[] {
  const path: number[] = [];
  const x = s.scratch;
  const goalGen = x.goalGen;
  const deadGen = x.deadGen;
  const stackSt = x.stackSt;
  const stackDir = x.stackDir;
  const dist = ex.dist;
  const start = ex.start * 2;
  if (start < 0) return path;
  if (dist[start] === cost && goalGen[start >> 1] === gen) return path;
  if (dist[start] > cost) return path;
  const board = ex.board;
  const nbr = board.nbr;
  const m = ex.model;
  const runner = ex.runner;
  deadGen[start] = gen;
  stackSt[0] = start;
  stackDir[0] = 0;
  let top = 0;
  while (top >= 0) {
    const st = stackSt[top];
    const d = stackDir[top];
    if (d === 4) {
      top--;
      continue;
    }
    stackDir[top] = d + 1;
    const c = st >> 1;
    const t = nbr[c * 4 + d];
    if (t < 0) continue;
    const par = st & 1;
    const ns = t * 2 + (runner ? 1 - par : 0);
    const dn = dist[ns];
    // Cheap tests first: the step's base AP, the cost bound, states already searched.
    const paid = runner && par === 1 ? 0 : 1;
    if (dn < dist[st] + paid || dn > cost || deadGen[ns] === gen) continue;
    const sur = enterSurcharge(s, m, c, t);
    if (sur < 0 || dn !== dist[st] + paid + sur) continue;
    if (dn === cost && goalGen[t] === gen) {
      for (let i = 1; i <= top; i++) path.push(stackSt[i] >> 1);
      path.push(t);
      return path;
    }
    deadGen[ns] = gen;
    if (dn + lowerBound(x, board, t, ns & 1, runner) > cost) continue;
    top++;
    stackSt[top] = ns;
    stackDir[top] = 0;
  }
  return path;
}

const fields = new WeakMap<Board, Map<number, Int32Array | GoalSetField[]>>();

/** A field for a set of several goals, kept with the goals it was made for (sorted). */
interface GoalSetField {
  goals: Int32Array;
  dist: Int32Array;
}

/** The goals sorted into `keyCells` (a goal set is a handful of squares: sorted in place, no array built). */
function sortGoals(keyCells: Int32Array, goals: readonly number[]): void {
  for (let i = 0; i < goals.length; i++) {
    const v = goals[i];
    let j = i - 1;
    while (j >= 0 && keyCells[j] > v) {
      keyCells[j + 1] = keyCells[j];
      j--;
    }
    keyCells[j + 1] = v;
  }
}

/**
 * The cache slot of a field: one goal (the usual case, a hero's square) is a number; several goals are a hash of
 * the sorted goals and the movement profile, whose entries keep their goals to tell collisions apart.
 */
function fieldSlot(keyCells: Int32Array, b: Board, goals: readonly number[], profile: number): number {
  if (goals.length === 1 && goals[0] >= 0) return profile * b.n + goals[0];
  let h = 0x811c9dc5 ^ profile;
  for (let i = 0; i < goals.length; i++) h = Math.imul(h ^ keyCells[i], 0x01000193);
  // Negative slots never meet the single-goal ones.
  return -1 - (h >>> 1);
}

function sameGoals(keyCells: Int32Array, stored: Int32Array, goals: readonly number[]): boolean {
  if (stored.length !== goals.length) return false;
  for (let i = 0; i < stored.length; i++) if (stored[i] !== keyCells[i]) return false;
  return true;
}

function sameAsLast(x: GameScratch, goals: readonly number[]): boolean {
  if (goals.length !== x.lastCount) return false;
  for (let i = 0; i < goals.length; i++) if (goals[i] !== x.lastGoals[i]) return false;
  return true;
}

function rememberLast(x: GameScratch, b: Board, profile: number, goals: readonly number[], field: Int32Array): Int32Array {
  x.lastBoard = b;
  x.lastProfile = profile;
  for (let i = 0; i < goals.length; i++) x.lastGoals[i] = goals[i];
  x.lastCount = goals.length;
  x.lastField = field;
  return field;
}

/**
 * AP to walk from every square to the nearest of `goals` (each goal square counted as enterable), by terrain,
 * walls and heights only — models come and go, so they are left out and the field is cached per board and
 * movement profile. "As close as possible" (ST-20.3), patrols and objectives measure with it.
 */
export function terrainField(s: GameState, goals: readonly number[], climb: number, fly: boolean): Int32Array {
  const b = s.board;
  const x = s.scratch;
  const keyCells = x.keyCells;
  let cache = fields.get(b);
  if (!cache) fields.set(b, (cache = new Map()));
  const profile = climb * 2 + (fly ? 1 : 0);
  const single = goals.length === 1 && goals[0] >= 0;
  const many = !single && goals.length <= MAX_GOAL_SET;
  // The bot asks for the field of the same goal set twice in a row (to share out the needs, then to score
  // squares): the last set asked for is answered without sorting and hashing it again.
  if (many && b === x.lastBoard && profile === x.lastProfile && sameAsLast(x, goals)) return x.lastField!;
  if (many) sortGoals(keyCells, goals);
  const slot = single || many ? fieldSlot(keyCells, b, goals, profile) : NaN;
  const hit = cache.get(slot);
  if (single && hit) return hit as Int32Array;
  if (many && hit) for (const f of hit as GoalSetField[]) if (sameGoals(keyCells, f.goals, goals)) return rememberLast(x, b, profile, goals, f.dist);
  const dist = new Int32Array(b.n).fill(UNSEEN);
  const heap = x.heap;
  heap.size = 0;
  for (const t of goals) {
    if (t < 0 || dist[t] === 0) continue;
    dist[t] = 0;
    heap.push(t);
  }
  const nbr = b.nbr;
  const level = b.level;
  const flags = b.flags;
  while (heap.size > 0) {
    const key2 = heap.pop();
    const cost = Math.floor(key2 / STATE_SPACE);
    const v = key2 - cost * STATE_SPACE;
    if (cost !== dist[v]) continue;
    const goal = cost === 0;
    if (!goal && flags[v] & NOPASS && !fly) continue;
    for (let d = 0; d < 4; d++) {
      const u = nbr[v * 4 + d];
      if (u < 0) continue;
      if (flags[u] & NOPASS && !fly) continue;
      let dl = level[u] - level[v];
      if (dl < 0) dl = -dl;
      if (dl > 0 && !fly && dl > climb) continue;
      const nc = cost + 1 + (flags[v] & ROUGH ? 1 : 0) + (flags[u] & WATER ? 1 : 0) + (!fly && dl > 1 ? dl - 1 : 0);
      if (nc < dist[u]) {
        dist[u] = nc;
        heap.push(nc * STATE_SPACE + u);
      }
    }
  }
  if (cache.size > 256) cache.clear();
  if (single) cache.set(slot, dist);
  else if (many) {
    const list = (cache.get(slot) as GoalSetField[] | undefined) ?? [];
    list.push({ goals: keyCells.slice(0, goals.length), dist });
    cache.set(slot, list);
    rememberLast(x, b, profile, goals, dist);
  }
  // Sets of more than 64 goals are rare (every enemy of a huge board): computed each time, not cached.
  return dist;
}

/** Squares reachable within `ap` in an exploration already made, with their AP (Slow Down included). */
export function reachableIn(s: GameState, ex: Explore, ap: number): Map<number, number> {
  const m = ex.model;
  const out = new Map<number, number>();
  const slow = has(m, ST['slow-down']) ? 1 : 0;
  // In board order, whatever order the search found them in: callers list moves from it.
  const order = cellsInOrder(ex);
  for (let i = 0; i < order.length; i++) {
    const c = order[i];
    const v = best(ex, c);
    if (c !== m.cell && v + slow <= ap && canStop(s, m, c)) out.set(c, v + slow);
  }
  return out;
}

export { UNSEEN };
