/**
 * The enemy AI (ST-10, ST-11, ST-16, ST-19, ST-20, ST-47.7; D-14, D-17…D-22): target choice by Threat Value,
 * control area and distance; the minimal move to attack, else as close as possible; chain attacks, Engage,
 * Shooter kiting; reactions. Every choice the book leaves to the players is made by a documented rule that
 * favours the enemies ("be mean"), never at random, and logged with its reason.
 */
import { distance } from './geometry';
import type { AttackDef } from './defs';
import { best, canStop, explore, firstPath, firstPathTo, releaseExplore, terrainField, UNSEEN, enterSurcharge, Search, type Explore } from './movement';
import { canTarget, inCoverFrom } from './targeting';
import { enemyAttack, plainHits } from './combat';
import { checkConditions } from './mission';
import { commonTokenPhase, endOfActivation } from './statuses';
import { afterStep } from './steps';
import { sortSmall } from './sort';
import { ST, faceNames, hasSym, symOf } from './symbols';
import {
  active,
  adversaries,
  discard,
  give,
  has,
  log,
  place,
  rollAction,
  stat,
  type GameState,
  type Model,
} from './state';

// ---------------------------------------------------------------- target choice (ST-19, D-18, D-19, D-21)

export function objectiveTV(s: GameState, m: Model): number | null {
  if (m.def.objectiveTV !== null) return m.def.objectiveTV;
  const g = m.group >= 0 ? s.groups[m.group] : null;
  return g?.objective ? g.objective.tv : null;
}

function isThreat(s: GameState, h: Model, obj: number | null): boolean {
  if (obj === null) return true;
  return s.rs.s.threatComparison === 'at-least' ? h.tv >= obj : h.tv > obj;
}

/** AP of the model's shortest legal path onto the hero's square (D-21), searched only as far as needed; UNSEEN when unreachable. */
function searchTo(s: GameState, sr: Search, t: Model): number {
  const b = s.board;
  const m = sr.model;
  const around: number[] = [];
  for (let d = 0; d < 4; d++) {
    const u = b.nbr[t.cell * 4 + d];
    if (u < 0) continue;
    const dl = Math.abs(b.level[u] - b.level[t.cell]);
    if (dl > 0 && !m.def.fly && dl > m.def.climb) continue;
    around.push(u);
  }
  if (around.length === 0) return UNSEEN;
  while (true) {
    let bestCost = UNSEEN;
    for (const u of around) bestCost = Math.min(bestCost, sr.cost(u));
    if (bestCost < UNSEEN) return bestCost + 1;
    if (!sr.step()) return UNSEEN;
  }
}

/** Could model m attack t from square q (a square it can stand on)? */
function attackSquare(s: GameState, m: Model, t: Model, q: number): boolean {
  if (q !== m.cell && !canStop(s, m, q)) return false;
  const d = distance(s.board, q, t.cell);
  for (const a of m.def.attacks) {
    if (d > Math.max(a.max, a.reach) + s.rs.s.raisedRangeBonus || d < a.min) continue;
    if (canTarget(s, m, t, a, q)) return true;
  }
  return false;
}

/** D-19 with a search that stops at the first square from which an attack on t is valid. */
function searchInteract(s: GameState, sr: Search, t: Model): boolean {
  let i = 0;
  while (true) {
    for (; i < sr.settled.length; i++) if (attackSquare(s, sr.model, t, sr.settled[i])) return true;
    if (!sr.step()) return false;
  }
}

/** D-19: could the model, with unlimited AP, reach a square from which one of its attacks is valid on `t`? */
export function interactable(s: GameState, m: Model, t: Model): boolean {
  const sr = new Search(s, m);
  const v = searchInteract(s, sr, t);
  sr.release();
  return v;
}

export interface TargetChoice {
  target: number;
  reason: string;
  objective: boolean;
}

function candidates(s: GameState, m: Model): Model[] {
  const heroes = s.heroes.map((h) => s.models[h]).filter((h) => active(h) && h.cell >= 0 && adversaries(m, h));
  if (heroes.length > 0) return heroes;
  // D-52: with no hero left to fight, other factions' models are adversaries too.
  return s.models.filter((k) => !k.hero && active(k) && k.cell >= 0 && adversaries(m, k));
}

/** ST-19 with D-18, D-19, D-21 and the D-15 fallback; remembered until anything moves or a TV changes. */
export function selectTarget(s: GameState, m: Model): TargetChoice {
  const hit = s.targetCache.get(m.i);
  if (hit && hit.version === s.version && hit.cell === m.cell) return hit.choice;
  const choice = chooseTarget(s, m);
  s.targetCache.set(m.i, { version: s.version, cell: m.cell, choice });
  return choice;
}

/**
 * D-19 without a path search when the model can already attack the hero from where it stands. The answer only
 * depends on where models and obstacles are (`s.version`), and a reaction asks it several times (which models
 * react, their target, again before each acts): it is kept until anything moves.
 */
function canInteract(s: GameState, m: Model, t: Model, sr: () => Search): boolean {
  const cache = s.interactCache;
  if (cache.version !== s.version) {
    cache.version = s.version;
    cache.answers.clear();
  }
  const key = m.i * 65536 + t.i;
  const known = cache.answers.get(key);
  if (known !== undefined) return known;
  const v = canAttackNow(s, m, t) || searchInteract(s, sr(), t);
  cache.answers.set(key, v);
  return v;
}

function canAttackNow(s: GameState, m: Model, t: Model): boolean {
  for (const a of m.def.attacks) if (canTarget(s, m, t, a)) return true;
  return false;
}

function chooseTarget(s: GameState, m: Model): TargetChoice {
  // One path search, grown only as far as a rule needs: a tie on TV, "closest", a hero out of reach.
  let search: Search | undefined;
  try {
    return chooseWith(s, m, () => (search ??= new Search(s, m)));
  } finally {
    search?.release();
  }
}

function chooseWith(s: GameState, m: Model, sr: () => Search): TargetChoice {
  const obj = objectiveTV(s, m);
  const all = candidates(s, m);
  const info = all.map((h) => ({ h, d: distance(s.board, m.cell, h.cell), path: -1 }));
  const p = (x: (typeof info)[number]) => {
    if (x.path < 0) x.path = s.rs.s.closest === 'path' ? searchTo(s, sr(), x.h) : x.d;
    return x.path;
  };
  const left = (h: Model) => stat(h, 'HE') - h.wounds;
  const inCA = info.filter((x) => x.d <= m.def.CA && isThreat(s, x.h, obj));
  // D-15: the last tie-break is the lowest hero id (as text).
  const byId = (a: Model, b: Model) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  sortSmall(inCA, (a, b) => b.h.tv - a.h.tv || p(a) - p(b) || a.d - b.d || left(a.h) - left(b.h) || byId(a.h, b.h));
  for (const x of inCA) {
    if (!canInteract(s, m, x.h, sr)) continue;
    // Reasons are for the log only: without one they are not written out.
    if (!s.log) return { target: x.h.i, reason: '', objective: false };
    const why = obj === null ? 'no objective' : `TV ${x.h.tv} ≥ objective ${obj}`;
    const others = inCA.length > 1 ? `, highest TV of ${inCA.length} in its control area` : '';
    return { target: x.h.i, reason: `${m.id} targets ${x.h.id}: ${why}, distance ${x.d}${others}`, objective: false };
  }
  if (obj !== null) {
    return { target: -1, reason: s.log ? `${m.id} pursues its objective: no hero in its control area with TV ≥ ${obj}` : '', objective: true };
  }
  const rest = (a: (typeof info)[number], b: (typeof info)[number]) => a.d - b.d || b.h.tv - a.h.tv || left(a.h) - left(b.h) || byId(a.h, b.h);
  // The heroes in order of path, then `rest`, without growing the search further than the first one it can attack.
  let first: (typeof info)[number] | undefined;
  for (const x of s.rs.s.closest === 'path' ? closestFirst(s, sr, info, rest) : sortSmall(info, (a, b) => p(a) - p(b) || rest(a, b))) {
    first ??= x;
    if (!canInteract(s, m, x.h, sr)) continue;
    if (!s.log) return { target: x.h.i, reason: '', objective: false };
    const far = p(x);
    return { target: x.h.i, reason: `${m.id} targets ${x.h.id}: closest hero (${far >= UNSEEN ? 'no path' : `${far} AP away`}, distance ${x.d}), none in its control area`, objective: false };
  }
  if (first) {
    const x = first;
    return { target: x.h.i, reason: s.log ? `${m.id} heads for ${x.h.id}: no hero it can attack from any square, so it closes in on the closest` : '', objective: false };
  }
  return { target: -1, reason: `${m.id} has no hero to pursue`, objective: false };
}

interface Ranked {
  h: Model;
  d: number;
  path: number;
}

/**
 * The candidates in order of path AP (D-21), ties by `rest`, as a lazy sequence: the search grows one cost
 * level at a time and yields the heroes it reaches at that level, so choosing the closest hero it can attack
 * costs a search as far as that hero, not across the whole board. Same order as sorting by the full key.
 */
function* closestFirst(s: GameState, sr: () => Search, info: Ranked[], rest: (a: Ranked, b: Ranked) => number): Generator<Ranked> {
  const search = sr();
  const never: Ranked[] = [];
  let left: Ranked[] = [];
  for (const x of info) (hasApproach(s, search.model, x.h) ? left : never).push(x);
  while (true) {
    const now: Ranked[] = [];
    const later: Ranked[] = [];
    for (const x of left) {
      const p = settledPath(s, search, x.h);
      if (p < UNSEEN) {
        x.path = p;
        now.push(x);
      } else later.push(x);
    }
    left = later;
    if (now.length > 0) {
      // The consumer may grow the search between two heroes; what is settled stays settled.
      yield* sortSmall(now, (a, b) => a.path - b.path || rest(a, b));
      continue;
    }
    if (left.length === 0 || !search.step()) break;
  }
  const unreachable = [...left, ...never];
  for (const x of unreachable) x.path = UNSEEN;
  yield* sortSmall(unreachable, rest);
}

/** Is there a square next to the hero the model could step onto from it (what `searchTo` looks for)? */
function hasApproach(s: GameState, m: Model, t: Model): boolean {
  const b = s.board;
  for (let d = 0; d < 4; d++) {
    const u = b.nbr[t.cell * 4 + d];
    if (u < 0) continue;
    const dl = Math.abs(b.level[u] - b.level[t.cell]);
    if (dl > 0 && !m.def.fly && dl > m.def.climb) continue;
    return true;
  }
  return false;
}

/** `searchTo` without growing the search: the path AP onto the hero's square if already settled, else UNSEEN. */
function settledPath(s: GameState, sr: Search, t: Model): number {
  const b = s.board;
  const m = sr.model;
  let bestCost = UNSEEN;
  for (let d = 0; d < 4; d++) {
    const u = b.nbr[t.cell * 4 + d];
    if (u < 0) continue;
    const dl = Math.abs(b.level[u] - b.level[t.cell]);
    if (dl > 0 && !m.def.fly && dl > m.def.climb) continue;
    const c = sr.cost(u);
    if (c < bestCost) bestCost = c;
  }
  return bestCost < UNSEEN ? bestCost + 1 : UNSEEN;
}

// ---------------------------------------------------------------- planning (ST-20, ST-28.5, D-20, D-22, ST-47.7)

export function attackCost(s: GameState, m: Model, a: AttackDef): number {
  const base = has(m, ST['speed-up']) ? Math.max(s.rs.s.speedUpMinimum, a.ap - 1) : a.ap;
  return base + (has(m, ST['slow-down']) ? 1 : 0);
}

interface Option {
  attacks: AttackDef[];
  cost: number;
  chain: boolean;
}

function options(s: GameState, m: Model): Option[] {
  const out: Option[] = [];
  const slow = has(m, ST['slow-down']) ? 1 : 0;
  const c = m.def.chain;
  if (c) out.push({ attacks: [m.def.attacks[c.a], m.def.attacks[c.b]], cost: c.ap + slow, chain: true });
  for (const a of m.def.attacks) out.push({ attacks: [a], cost: attackCost(s, m, a), chain: false });
  return out;
}

interface Plan {
  path: number[];
  moveCost: number;
  option: Option | null;
  engage: boolean;
}

function validFrom(s: GameState, m: Model, t: Model, o: Option, q: number): boolean {
  for (const a of o.attacks) if (!canTarget(s, m, t, a, q)) return false;
  return true;
}

/**
 * An end square and the AP the move there costs, in one number (q × 256 + c): the planners weigh every square
 * the model could stop on, several times a round, and an object per square was most of the garbage they made.
 */
type End = number;
const endAt = (q: number, c: number): End => q * 256 + c;
const qOf = (e: End): number => (e / 256) | 0;
const cOf = (e: End): number => e & 255;

/** Squares the model may end a move on (or stay on), with the AP the move costs (Slow Down counts once). */
function ends(s: GameState, m: Model, ex: Explore, ap: number): End[] {
  // The plans of one round (attack, kite, approach) ask for the same list: nothing moves between them.
  const memo = ex.ends;
  if (memo && memo.ap === ap && memo.cell === m.cell) return memo.list;
  const list = endsOf(s, m, ex, ap);
  ex.ends = { ap, cell: m.cell, list };
  return list;
}

function endsOf(s: GameState, m: Model, ex: Explore, ap: number): End[] {
  const slow = has(m, ST['slow-down']) ? 1 : 0;
  const out: End[] = [endAt(m.cell, 0)];
  // ST-42.5: a Nailed Down model takes no movement action this activation; it may still attack.
  if (m.tokens[ST['nail-down']] > 0) return out;
  // In the order the search reached them, not board order: the planners' choices among ends are sets (the
  // cheapest, the most attacks, cover), and what finally breaks a tie is the path order N < E < S < W (D-22).
  const order = ex.cells;
  for (let i = 0; i < order.length; i++) {
    const q = order[i];
    if (q === m.cell) continue;
    const c = best(ex, q);
    if (c + slow > ap || !canStop(s, m, q)) continue;
    out.push(endAt(q, c + slow));
  }
  return out;
}

/** The cheapest of some end squares, and those that cost that much. */
function cheapestOf(cands: readonly End[]): End[] {
  let cMin = UNSEEN;
  for (const e of cands) if (cOf(e) < cMin) cMin = cOf(e);
  return cands.filter((e) => cOf(e) === cMin);
}

/** D-22: among equally cheap end squares, most attacks valid, then cover from the target, then N<E<S<W. */
function pickEnd(s: GameState, m: Model, t: Model, ex: Explore, cands: readonly End[]): { q: number; c: number; path: number[] } {
  const q0 = qOf(cands[0]);
  if (cands.length === 1 || cands.every((x) => qOf(x) === q0)) {
    return { q: q0, c: cOf(cands[0]), path: q0 === m.cell ? [] : firstPathTo(s, ex, q0, best(ex, q0)) };
  }
  // Most valid attacks first (kept in candidate order).
  let top = -1;
  let scored: End[] = [];
  for (const x of cands) {
    let n = 0;
    for (const a of m.def.attacks) if (canTarget(s, m, t, a, qOf(x))) n++;
    if (n > top) {
      top = n;
      scored = [x];
    } else if (n === top) scored.push(x);
  }
  if (scored.length > 1) {
    const covered = scored.filter((x) => coverAt(s, m, qOf(x), t));
    if (covered.length > 0) scored = covered;
  }
  if (scored.some((x) => qOf(x) === m.cell)) return { q: m.cell, c: 0, path: [] };
  const raw = best(ex, qOf(scored[0]));
  const path = firstPath(s, ex, scored.map(qOf), raw);
  const q = path.length ? path[path.length - 1] : qOf(scored[0]);
  const chosen = scored.find((x) => qOf(x) === q) ?? scored[0];
  return { q, c: cOf(chosen), path };
}

/** Would the model on square q be in cover from t's line of sight (D-22 (2))? */
function coverAt(s: GameState, m: Model, q: number, t: Model): boolean {
  const from = m.cell;
  if (q !== from) {
    s.occ[from] = -1;
    s.occ[q] = m.i;
    m.cell = q;
  }
  const v = inCoverFrom(s, t, t.cell, m);
  if (q !== from) {
    s.occ[q] = -1;
    s.occ[from] = m.i;
    m.cell = from;
  }
  return v;
}

/**
 * ST-20.2: the cheapest move after which an attack is possible. An enemy with a chain makes it whenever its
 * AP allow, else its card's first attack (ST-20.4, ST-28.5); other attacks only when those cannot be made.
 * Without a chain, the attack needing the least movement, ties in card order.
 */
function planAttack(s: GameState, m: Model, t: Model, ap: number, ex: Explore): Plan | null {
  const all = ends(s, m, ex, ap);
  const opts = options(s, m);
  const cheapest = (o: Option) => {
    if (o.cost > ap) return null;
    let cMin = UNSEEN;
    const ok: End[] = [];
    for (const e of all) {
      const c = cOf(e);
      if (c + o.cost > ap || c > cMin) continue;
      if (!validFrom(s, m, t, o, qOf(e))) continue;
      if (c < cMin) {
        cMin = c;
        ok.length = 0;
      }
      ok.push(e);
    }
    return ok.length ? { o, c: cMin, ok } : null;
  };
  let found: { o: Option; c: number; ok: End[] } | null = null;
  if (m.def.chain) {
    for (const o of opts) if ((found = cheapest(o))) break;
  } else {
    for (const o of opts) {
      const f = cheapest(o);
      if (f && (!found || f.c < found.c)) found = f;
    }
  }
  if (!found) return null;
  const pick = pickEnd(s, m, t, ex, found.ok);
  return { path: pick.path, moveCost: pick.c, option: found.o, engage: false };
}

/** ST-47.7: move as far as possible while keeping attack AP and staying in range and sight. */
function planKite(s: GameState, m: Model, t: Model, ap: number, ex: Explore): Plan | null {
  const all = ends(s, m, ex, ap);
  for (const o of options(s, m)) {
    if (o.cost > ap) continue;
    let far = -1;
    let ok: End[] = [];
    for (const e of all) {
      if (cOf(e) + o.cost > ap || !validFrom(s, m, t, o, qOf(e))) continue;
      const d = distance(s.board, qOf(e), t.cell);
      if (d > far) {
        far = d;
        ok = [];
      }
      if (d === far) ok.push(e);
    }
    if (ok.length === 0) continue;
    const pick = pickEnd(s, m, t, ex, cheapestOf(ok));
    return { path: pick.path, moveCost: pick.c, option: o, engage: false };
  }
  return null;
}

/** ST-20.3 and D-20: get adjacent to Engage, or as close as possible (AP of the remaining path, then distance). */
function planApproach(s: GameState, m: Model, goal: Model | number[], ap: number, ex: Explore, flee = false): Plan {
  const all = ends(s, m, ex, ap);
  const slow = has(m, ST['slow-down']) ? 1 : 0;
  if (!Array.isArray(goal) && !flee && goal.hero && goal.tokens[ST.engaged] === 0 && !goal.def.fly && !m.def.fly) {
    const adj = all.filter((e) => cOf(e) + 1 + slow <= ap && isNextTo(s, qOf(e), goal.cell) && s.board.level[qOf(e)] === s.board.level[goal.cell]);
    if (adj.length > 0) {
      const pick = pickEnd(s, m, goal, ex, cheapestOf(adj));
      return { path: pick.path, moveCost: pick.c, option: null, engage: true };
    }
  }
  const cells = Array.isArray(goal) ? goal : [goal.cell];
  const df = terrainField(s, cells, m.def.climb, m.def.fly);
  const man = (q: number) => {
    let v = Infinity;
    for (let i = 0; i < cells.length; i++) {
      const d = distance(s.board, q, cells[i]);
      if (d < v) v = d;
    }
    return v;
  };
  // Key: fleeing (further, then cheaper); else AP of the remaining path, then distance, then cheaper.
  let k0 = 0;
  let k1 = 0;
  let k2 = 0;
  let ok: End[] = [];
  for (const e of all) {
    const q = qOf(e);
    // Most squares lose on the path AP alone: their distance is not worked out.
    if (!flee && ok.length > 0 && df[q] > k0) continue;
    const a = flee ? -man(q) : df[q];
    const b = flee ? cOf(e) : man(q);
    const c = flee ? 0 : cOf(e);
    const cmp = ok.length === 0 ? -1 : a !== k0 ? a - k0 : b !== k1 ? b - k1 : c - k2;
    if (cmp < 0) {
      k0 = a;
      k1 = b;
      k2 = c;
      ok = [e];
    } else if (cmp === 0) ok.push(e);
  }
  const target = Array.isArray(goal) ? null : goal;
  const q0 = qOf(ok[0]);
  const pick = target
    ? pickEnd(s, m, target, ex, ok)
    : { q: q0, c: cOf(ok[0]), path: q0 === m.cell ? [] : firstPath(s, ex, ok.map(qOf), best(ex, q0)) };
  return { path: pick.path, moveCost: pick.path.length ? pick.c : 0, option: null, engage: false };
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

function isNextTo(s: GameState, a: number, b: number): boolean {
  for (let d = 0; d < 4; d++) if (s.board.nbr[a * 4 + d] === b) return true;
  return false;
}

// ---------------------------------------------------------------- acting

/** Walks the path square by square; stops where a step is no longer legal. Returns the AP spent. */
export function walk(s: GameState, m: Model, path: readonly number[], cost: number): number {
  if (path.length === 0) return 0;
  const from = m.cell;
  let last = m.cell;
  let stop = m.cell;
  for (const c of path) {
    if (enterSurcharge(s, m, last, c) < 0) break;
    last = c;
    if (canStop(s, m, c)) stop = c;
  }
  const taken = path.slice(0, path.indexOf(stop) + 1);
  for (const c of taken) {
    place(s, m, c);
    afterStep(s, m, c);
    if (m.removed || m.ko || s.result) break;
  }
  if (s.log) log(s, { type: 'move', id: m.id, from: xy(s, from), to: xy(s, m.cell), path: taken.map((c) => xy(s, c)), ap: cost });
  return cost;
}

function xy(s: GameState, c: number): [number, number] {
  return [c % s.board.width, (c / s.board.width) | 0];
}

function engage(s: GameState, m: Model, h: Model): void {
  if (s.log) log(s, { type: 'action', id: m.id, actor: m.id, do: 'engage', target: h.id, ap: 1 + (has(m, ST['slow-down']) ? 1 : 0) });
  give(s, h, ST.engaged, `${m.id} engages`);
}

function attackTarget(s: GameState, m: Model, t: Model, o: Option): void {
  if (s.log) log(s, { type: 'action', id: m.id, actor: m.id, do: o.chain ? 'chain-attack' : 'attack', target: t.id, weapon: o.attacks.map((a) => a.name).join('+'), ap: o.cost });
  for (const a of o.attacks) {
    if (!active(t) || !active(m) || s.result) break;
    if (!canTarget(s, m, t, a)) break;
    enemyAttack(s, m, t, a);
    checkConditions(s); // D-64: after each attack with all its effects
  }
}

/** ST-10.4 steps 3–4 for one model: check objectives, then play it with `ap` AP. */
export function playModel(s: GameState, m: Model, apStart: number): void {
  let ap = apStart;
  if (ap <= 0 || !active(m)) return;
  const slow = has(m, ST['slow-down']) ? 1 : 0;
  const adjacentAtStart = m.def.shooter && adjacentHeroes(s, m).length > 0;
  let choice = selectTarget(s, m);
  if (s.log) log(s, { type: 'ai', id: m.id, target: choice.target >= 0 ? s.models[choice.target].id : null, reason: choice.reason });
  let first = true;
  for (let round = 0; round < 8 && ap > 0 && active(m) && !s.result; round++) {
    if (choice.target < 0) {
      pursueObjective(s, m, ap);
      return;
    }
    const t = s.models[choice.target];
    const bounded = explore(s, m, ap);
    let plan: Plan | null = null;
    if (m.def.shooter && first && t.hero) {
      plan = planKite(s, m, t, ap, bounded);
      if (!plan && adjacentAtStart) plan = planApproach(s, m, t, ap, bounded, true);
    }
    first = false;
    plan ??= planAttack(s, m, t, ap, bounded);
    if (plan && plan.option) {
      releaseExplore(bounded);
      if (plan.path.length > 0) ap -= walk(s, m, plan.path, plan.moveCost);
      while (active(m) && active(t) && !s.result && ap >= plan.option.cost && plan.option.attacks.every((a) => canTarget(s, m, t, a))) {
        ap -= plan.option.cost;
        attackTarget(s, m, t, plan.option);
      }
      if (active(m) && !active(t) && ap > 0 && !s.result) {
        choice = selectTarget(s, m);
        if (s.log) log(s, { type: 'ai', id: m.id, target: choice.target >= 0 ? s.models[choice.target].id : null, reason: choice.reason });
        continue;
      }
      break;
    }
    const approach = plan ?? planApproach(s, m, t, ap, bounded);
    releaseExplore(bounded);
    if (approach.path.length > 0) ap -= walk(s, m, approach.path, approach.moveCost);
    if (approach.engage && active(m) && active(t) && ap >= 1 + slow && isNextTo(s, m.cell, t.cell)) {
      ap -= 1 + slow;
      engage(s, m, t);
    }
    break;
  }
  // D-20 (2): AP left over and an adjacent hero who is not Engaged: Engage it.
  if (active(m) && ap >= 1 + slow && !m.def.fly && !s.result) {
    const h = adjacentHeroes(s, m).find((x) => x.tokens[ST.engaged] === 0 && !x.def.fly && s.board.level[x.cell] === s.board.level[m.cell]);
    if (h) engage(s, m, h);
  }
}

function adjacentHeroes(s: GameState, m: Model): Model[] {
  const out: Model[] = [];
  for (let d = 0; d < 4; d++) {
    const c = s.board.nbr[m.cell * 4 + d];
    if (c < 0) continue;
    const o = s.occ[c];
    if (o >= 0 && s.models[o].hero && active(s.models[o]) && adversaries(m, s.models[o])) out.push(s.models[o]);
  }
  return out;
}

/** ST-19.8, D-52: head for the group's objective squares (lowest-AP path), or stay when there are none. */
function pursueObjective(s: GameState, m: Model, ap: number): void {
  const g = m.group >= 0 ? s.groups[m.group] : null;
  const cells = g?.objective?.cells ?? [];
  if (cells.length === 0 || cells.includes(m.cell)) return;
  const ex = explore(s, m, ap);
  const plan = planApproach(s, m, cells, ap, ex);
  releaseExplore(ex);
  if (plan.path.length > 0) walk(s, m, plan.path, plan.moveCost);
}

/** Waiting groups on Patrol walk their route at their AP (D-52 default Patrol). */
export function patrol(s: GameState, m: Model, ap: number): void {
  const g = s.groups[m.group];
  const route = g.patrol;
  if (!route || route.length === 0) return;
  if (m.cell === route[g.patrolIndex % route.length]) g.patrolIndex++;
  const goal = route[g.patrolIndex % route.length];
  const ex = explore(s, m, ap);
  const plan = planApproach(s, m, [goal], ap, ex);
  releaseExplore(ex);
  if (plan.path.length > 0) walk(s, m, plan.path, plan.moveCost);
}

/** AP of an enemy model for this activation, after its token phase (ST-10.2, ST-42.9, ST-45.1, ST-45.2). */
function enemyAp(s: GameState, m: Model): number {
  let ap = stat(m, 'RA') + m.tokens[ST['1-ap']] + 2 * m.tokens[ST['2-ap']];
  if (m.tokens[ST.stunned] > 0) {
    discard(s, m, ST.stunned);
    ap -= 2;
  }
  return Math.max(0, ap);
}

/** A complete single-model activation: token phase, play, end of activation (ST-10.4, D-14, D-55). */
export function modelActivation(s: GameState, m: Model): void {
  s.serial++;
  const since = s.serial;
  if (m.tokens[ST['soul-breaker']] > 0) {
    discard(s, m, ST['soul-breaker']);
    soulBroken(s, m);
    return;
  }
  commonTokenPhase(s, m);
  if (!active(m) || s.result) return;
  const ap = enemyAp(s, m);
  playModel(s, m, ap);
  if (active(m) && !s.result) endOfActivation(s, m, since);
}

/**
 * ST-42.7, D-3(c): the enemy is not activated normally; the hero who broke its soul makes it attack an
 * adjacent enemy once (4 dice, the close-combat symbol), if there is one. Moving it is the hero's option
 * and the default policy leaves it where it stands.
 */
function soulBroken(s: GameState, m: Model): void {
  const sb = s.rs.s.soulBreakerAttack;
  const victims: Model[] = [];
  for (let d = 0; d < 4; d++) {
    const c = s.board.nbr[m.cell * 4 + d];
    const o = c >= 0 ? s.occ[c] : -1;
    if (o >= 0 && !s.models[o].hero && active(s.models[o])) victims.push(s.models[o]);
  }
  if (s.log) log(s, { type: 'soul-breaker', id: m.id, by: m.soulBreakerBy >= 0 ? s.models[m.soulBreakerBy].id : null, victim: victims[0]?.id ?? null });
  const v = sortSmall(victims, (a, b) => stat(a, 'HE') - a.wounds - (stat(b, 'HE') - b.wounds))[0];
  if (!v) return;
  const faces: number[] = [];
  for (let i = 0; i < sb.dice; i++) faces.push(rollAction(s));
  const dmg = sb.dmg.map(symOf);
  let hits = 0;
  for (const f of faces) for (const sym of dmg) if (hasSym(f, sym)) hits++;
  if (s.log) log(s, { type: 'roll', id: m.id, purpose: 'Soul Breaker attack', faces: faces.map(faceNames) });
  plainHits(s, m, v, hits, 'melee', 'soul breaker');
}

// ---------------------------------------------------------------- group order (D-17) and reactions (ST-11, D-14)

/** D-17: models that can attack without moving, then by path distance to their target, then by id; adjacent Shooters first. */
export function groupOrder(s: GameState, models: Model[]): Model[] {
  if (models.length <= 1) return models;
  const keyed = models.map((m) => {
    const c = selectTarget(s, m);
    const t = c.target >= 0 ? s.models[c.target] : null;
    const shooterFirst = m.def.shooter && adjacentHeroes(s, m).length > 0 ? 0 : 1;
    const now = t && m.def.attacks.some((a) => attackCost(s, m, a) <= stat(m, 'RA') && canTarget(s, m, t, a)) ? 0 : 1;
    const dist = t ? terrainField(s, [t.cell], m.def.climb, m.def.fly)[m.cell] : UNSEEN;
    return { m, k: [shooterFirst, now, dist, m.i] };
  });
  sortSmall(keyed, (a, b) => compare(a.k, b.k));
  return keyed.map((x) => x.m);
}

/** D-14: does model k of an overtaken group react to hero h? */
function reacts(s: GameState, k: Model, h: Model): boolean {
  const g = s.groups[k.group];
  if (!g.inCombat || !active(k) || k.tokens[ST.acted] > 0 || !active(h)) return false;
  if (distance(s.board, k.cell, h.cell) > k.def.CA) return false;
  if (!isThreat(s, h, objectiveTV(s, k))) return false;
  let search: Search | undefined;
  const v = canInteract(s, k, h, () => (search ??= new Search(s, k)));
  search?.release();
  return v;
}

/** ST-11, D-12, D-14, D-15: the groups whose tokens the hero's token overtook, lowest tick first. */
export function runReactions(s: GameState, h: Model, from: number, to: number): void {
  const H = s.hand;
  const over = s.groups.filter((g) => g.tick > H && g.tick >= from && (s.rs.s.landingOvertakes ? g.tick <= to && g.tick > from : g.tick < to));
  if (over.length === 0) return;
  sortSmall(over, (a, b) => a.tick - b.tick || groupRA(s, b, 'highest') - groupRA(s, a, 'highest') || a.name.localeCompare(b.name));
  for (const g of over) {
    const models = g.models.map((k) => s.models[k]).filter((k) => reacts(s, k, h));
    for (const k of groupOrder(s, models)) {
      if (s.result || !active(h)) return;
      if (!reacts(s, k, h)) continue;
      if (s.log) log(s, { type: 'reaction', group: g.name, model: k.id, hero: h.id });
      modelActivation(s, k);
      if (s.result) return;
      if (active(k)) give(s, k, ST.acted, 'reacted');
      checkConditions(s); // D-64: after each reaction
    }
  }
}

export function groupRA(s: GameState, g: { models: number[] }, which: 'highest' | 'lowest'): number {
  let v = which === 'highest' ? -1 : Infinity;
  for (const k of g.models) {
    const m = s.models[k];
    if (m.removed) continue;
    const ra = stat(m, 'RA');
    v = which === 'highest' ? Math.max(v, ra) : Math.min(v, ra);
  }
  if (v === -1 || v === Infinity) {
    for (const k of g.models) v = which === 'highest' ? Math.max(v === Infinity ? -1 : v, stat(s.models[k], 'RA')) : Math.min(v, stat(s.models[k], 'RA'));
  }
  return v === -1 || v === Infinity ? 0 : v;
}

