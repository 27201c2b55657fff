/**
 * Hero policies for simulation: a random legal-move bot and a heuristic bot. Both decide from the state
 * only (plus, for the random bot, its own seeded generator, never the game's), so a game stays a seed plus
 * decisions and replays exactly.
 *
 * The heuristic bot, in order: puts out a fire; revives or heals a badly hurt ally; leaves an engagement by
 * several enemies when it is hurt; attacks the target it expects to hurt most (finishing wounded enemies
 * first: focus fire), with a chain when it can; otherwise moves to a square from which it can attack this
 * activation (preferring cover and squares few enemies can reach), or towards the mission's next objective
 * (objects to use, zones to reach, enemies to eliminate, loot); uses objects and picks up loot on its way;
 * and spends what Time Shift would take anyway on moving rather than waiting.
 */
import { Rng } from '../../../core/rng';
import type { AttackDef } from './defs';
import { distance } from './geometry';
import { best, canStop, explore, firstPathTo, releaseExplore, terrainField, UNSEEN, type Explore } from './movement';
import { canTarget, inCoverFrom } from './targeting';
import { heroAttackPool } from './combat';
import { heroAttackCost, heroWeapon, refusal, BARE_HANDS, type Action } from './actions';
import { legalActions, type Policy } from './game';
import { timeShiftDue } from './turn';
import { ST } from './symbols';
import { active, adversaries, has, stat, type GameState, type Model } from './state';
import type { CCond } from './compile';
import { holds } from './mission';
import { sortSmall } from './sort';
import { TOP_SQUARES } from './scratch';
import { stError } from './errors';

/** Picks uniformly among the legal actions, with its own generator. */
export function randomPolicy(seed: number): Policy {
  const rng = Rng.fromSeed(seed ^ 0x5eed);
  return {
    name: 'random',
    decide(s) {
      const all = legalActions(s);
      return all[rng.index(all.length)];
    },
  };
}

function xy(s: GameState, c: number): [number, number] {
  return [c % s.board.width, (c / s.board.width) | 0];
}

/** Expected hits per die for a DMG set (a symbol mask), from the game's die faces. */
function hitRate(s: GameState, mask: number): number {
  return s.rs.hitRates[mask];
}

function expectedWounds(s: GameState, h: Model, t: Model, a: AttackDef): number {
  if (a.power) {
    const mi = stat(h, 'MI');
    const need = a.test.length;
    const p = Math.min(1, (mi * hitRate(s, a.test.reduce((m, x) => m | (1 << x), 0))) / Math.max(1, need * 1.6));
    return p * Math.max(0, (a.fixed >= 0 ? a.fixed : 1) - t.def.MD);
  }
  const pool = heroAttackPool(s, h, t, a);
  const hits = pool * hitRate(s, a.dmgMask) * (a.sustained >= 0 ? 1.3 : 1);
  const def = a.type === 'psionic' ? t.def.MD : Math.max(0, t.def.PD - a.armourPiercing);
  let w = Math.max(0, hits - def);
  if (a.weak) w = Math.min(1, w);
  return w;
}

/** Value of hurting `t`: wounds, more when they finish it (focus fire), nothing for what it cannot lose. */
function attackValue(s: GameState, h: Model, t: Model, a: AttackDef): number {
  const left = stat(t, 'HE') - t.wounds;
  const w = Math.min(left, expectedWounds(s, h, t, a));
  if (w <= 0) return 0;
  const finish = w >= left - 0.25 ? 2 : 0;
  const hurt = t.wounds > 0 ? 0.5 : 0;
  return w + finish + hurt + (t.def.size === 0 ? 0 : 0.2);
}

interface Plan {
  action: Action;
  value: number;
}

/** One thing the victory conditions still need, and the squares where a hero serves it. */
interface Need {
  cells: number[];
  /** A zone a hero must stand in (it stays once there). */
  hold: boolean;
  /** Every hero must get there (`hero-reaches` with `all`): nobody is assigned, everyone goes. */
  everyone: boolean;
}

/** What the first victory condition that still needs something asks for, as separate needs in its order. */
function needs(s: GameState, h: Model): Need[] {
  const mi = s.mission!;
  const interacted = mi.interacted;
  const objects = mi.cm.objectCells;
  const enemies = () => s.models.filter((m) => !m.hero && active(m) && adversaries(h, m)).map((m) => m.cell);
  const leaf = (cells: number[], hold = false, everyone = false): Need[] => (cells.length ? [{ cells, hold, everyone }] : []);
  const of = (c: CCond): Need[] => {
    switch (c.k) {
      case 'objects-interacted': {
        const cells: number[] = [];
        for (const o of c.objects) {
          const at = objects.get(o);
          if (at === undefined || interacted.has(o)) continue;
          for (let d = 0; d < 4; d++) if (s.board.nbr[at * 4 + d] >= 0) cells.push(s.board.nbr[at * 4 + d]);
        }
        return leaf(cells);
      }
      case 'hero-reaches':
        // Kept while it holds: the hero standing there must stay until the rest is done.
        return leaf(zoneCells(c.cells), true, c.all);
      case 'all-enemies-eliminated':
        return leaf(enemies());
      case 'group-eliminated':
        return leaf(s.models.filter((m) => active(m) && m.group >= 0 && s.groups[m.group].name === c.group).map((m) => m.cell));
      case 'loot-collected': {
        const l: number[] = [];
        for (let q = 0; q < s.board.n; q++) if (s.loot[q] > 0) l.push(q);
        return leaf(l);
      }
      case 'all': {
        const out: Need[] = [];
        for (const x of c.of) if (x.k === 'hero-reaches' || !holds(s, x)) for (const n of of(x)) out.push(n);
        return out;
      }
      case 'any': {
        // Any one will do: its squares together, as one need.
        const cells = c.of.filter((x) => !holds(s, x)).flatMap((x) => of(x).flatMap((n) => n.cells));
        return leaf(cells);
      }
      default:
        return [];
    }
  };
  for (const v of mi.cm.victory) {
    if (holds(s, v)) continue;
    const list = of(v);
    if (list.some((n) => !n.hold || !n.cells.includes(h.cell))) return list;
  }
  return [];
}

/**
 * The squares hero `h` should head for next. The victory conditions' needs are shared out: each need, in
 * order, goes to the free hero closest to it along the terrain, so one hero lights the beacon while another
 * holds the extraction zone; heroes left over help with the first need that is not a zone to hold. With no
 * mission need left, the heroes go for the enemies.
 */
function goals(s: GameState, h: Model): { cells: number[]; hold: boolean; errand: boolean } {
  const enemies = () => ({ cells: s.models.filter((m) => !m.hero && active(m) && adversaries(h, m)).map((m) => m.cell), hold: false, errand: false });
  if (!s.mission) return enemies();
  const list = needs(s, h);
  if (list.length === 0) return enemies();
  const free: Model[] = [];
  for (const i of s.heroes) if (active(s.models[i]) && s.models[i].cell >= 0) free.push(s.models[i]);
  // Heroes given a need are marked rather than taken out of the list (same order, no array moved).
  const x = s.scratch;
  if (x.assigned.length < free.length) x.assigned = new Uint8Array(free.length * 2);
  const assigned = x.assigned;
  assigned.fill(0, 0, free.length);
  let left = free.length;
  for (const need of list) {
    if (need.everyone) {
      const at = free.indexOf(h);
      if (at >= 0 && !assigned[at]) return { cells: need.cells, hold: true, errand: true };
      continue;
    }
    if (left === 0) break;
    const field = terrainField(s, need.cells, h.def.climb, h.def.fly);
    // A hero whose fall loses the mission is sent last.
    let pick = -1;
    let pickKey = 0;
    for (let i = 0; i < free.length; i++) {
      if (assigned[i]) continue;
      const k = (isVital(s, free[i]) ? UNSEEN : 0) + field[free[i].cell];
      if (pick < 0 || k < pickKey) {
        pick = i;
        pickKey = k;
      }
    }
    if (free[pick] === h) return { cells: need.cells, hold: need.hold, errand: true };
    assigned[pick] = 1;
    left--;
  }
  const help = list.find((n) => !n.hold) ?? list[0];
  return { cells: help.cells, hold: false, errand: false };
}

/** Does this hero's knock-out lose the mission? */
function isVital(s: GameState, h: Model): boolean {
  const cm = s.mission?.cm;
  return cm !== undefined && cm.vitalHeroes.has(h.id);
}

/** AP the hero can still spend before the mission's end time: its token moves one sector per AP (ST-8). */
function apLeft(s: GameState, h: Model): number {
  return s.mission ? s.mission.cm.endTick - h.tick : UNSEEN;
}

const zoneLists = new WeakMap<Set<number>, number[]>();

/** A zone's squares as a list, made once per compiled mission. */
function zoneCells(cells: Set<number>): number[] {
  let list = zoneLists.get(cells);
  if (!list) zoneLists.set(cells, (list = [...cells]));
  return list;
}



/** Spare AP under which a hero on a mission errand stops fighting to make the end time. */
const HURRY_SLACK = 8;

/** How far each enemy threatens: its movement in one activation plus its longest attack (a rough reach). */
function reaches(foes: Model[], out: Int32Array): void {
  for (let i = 0; i < foes.length; i++) {
    const e = foes[i];
    let r = 1;
    for (const a of e.def.attacks) r = Math.max(r, a.max, a.reach);
    out[i] = stat(e, 'RA') * (e.def.runner ? 2 : 1) + r;
  }
}

/** The best few squares of one decision (kept in the game's scratch, `topQ`/`topV`), best first. */
const TOP = TOP_SQUARES;

function moveAction(s: GameState, h: Model, ex: Explore, q: number): Action | null {
  const path = firstPathTo(s, ex, q, best(ex, q));
  return path.length ? { type: 'move', actor: h.id, path: path.map((c) => xy(s, c)) } : null;
}

export function heuristicPolicy(): Policy {
  return {
    name: 'heuristic',
    decide(s) {
      const act = s.act!;
      const h = s.models[act.hero];
      const ap = act.ap;
      const end: Action = { type: 'end', actor: h.id };
      const ok = (a: Action | null): a is Action => !!a && refusal(s, a) === null;
      const foes: Model[] = [];
      for (const m of s.models) if (!m.hero && active(m) && adversaries(h, m) && m.cell >= 0) foes.push(m);

      if (h.tokens[ST.fire] > 0 && ap >= 1 && foes.every((e) => distance(s.board, e.cell, h.cell) > 1)) {
        const a: Action = { type: 'extinguish', actor: h.id };
        if (ok(a)) return a;
      }
      // Heal: a knocked-out ally first (it stands up, ST-34.7), else the most hurt.
      {
        for (const heal of h.def.heals) {
          // Most decisions find nobody to heal: the list is only made when someone is.
          let hurt: Model[] | null = null;
          for (const i of s.heroes) {
            const t = s.models[i];
            if (!t.removed && t.wounds > 0 && distance(s.board, h.cell, t.cell) <= heal.range && (t.ko || t.wounds >= Math.ceil(stat(t, 'HE') / 2))) (hurt ??= []).push(t);
          }
          if (!hurt) continue;
          sortSmall(hurt, (x, y) => Number(y.ko) - Number(x.ko) || y.wounds - x.wounds);
          for (const t of hurt) {
            const a: Action = { type: 'heal', actor: h.id, skill: heal.name, target: t.id };
            if (ok(a)) return a;
          }
        }
      }
      for (const card of h.resources) {
        const def = s.mission?.cm.cards.get(card);
        if (!def) continue;
        if (def.type === 'medipack') {
          const t = [h, ...s.heroes.map((i) => s.models[i])].find((x) => !x.removed && (x.ko || x.wounds >= 3) && (x === h || distance(s.board, h.cell, x.cell) === 1));
          if (t) {
            const a: Action = { type: 'use', actor: h.id, card, target: t.id };
            if (ok(a)) return a;
          }
        } else if (def.type === 'energy-cell' && !def.effects.some((e) => e && typeof e === 'object' && 'heal' in (e as object))) {
          const a: Action = { type: 'use', actor: h.id, card };
          if (ok(a)) return a;
        }
      }
      // Engaged by several enemies while hurt: step away to the square with the fewest neighbours.
      if (h.tokens[ST.engaged] > 0) {
        const adj = foes.filter((e) => distance(s.board, e.cell, h.cell) === 1);
        const left = stat(h, 'HE') - h.wounds;
        if (adj.length >= 2 && left <= 3) {
          let bestA: Action | null = null;
          let bestN = adj.length;
          for (let d = 0; d < 4; d++) {
            const c = s.board.nbr[h.cell * 4 + d];
            if (c < 0) continue;
            const n = foes.filter((e) => distance(s.board, e.cell, c) === 1).length;
            const a: Action = { type: 'disengage', actor: h.id, to: xy(s, c) };
            if (n < bestN && ok(a)) {
              bestN = n;
              bestA = a;
            }
          }
          if (bestA) return bestA;
        }
      }
      const goal = goals(s, h);
      const field = goal.cells.length ? terrainField(s, goal.cells, h.def.climb, h.def.fly) : null;
      const nowGoal = field ? field[h.cell] : UNSEEN;
      // A hero holding a zone the victory needs stays in it; a hero whose mission errand barely fits in the time
      // left walks rather than fights (it still fights when it cannot get any closer).
      const holding = goal.hold && nowGoal === 0;
      const hurry = goal.errand && !goal.hold && nowGoal < UNSEEN && nowGoal + HURRY_SLACK >= apLeft(s, h);
      // Attack now.
      const weapons = h.def.attacks.length && !h.def.attacks.every((a) => a.power) ? h.def.attacks : [...h.def.attacks, heroWeapon(s, h, BARE_HANDS)!.a];
      let bestAttack: Plan | null = null;
      for (const t of foes) {
        for (const a of weapons) {
          const cost = heroAttackCost(s, h, a);
          if (cost > ap || !canTarget(s, h, t, a)) continue;
          let v = attackValue(s, h, t, a) / Math.max(1, cost);
          let chained = false;
          const chain = h.def.chains.find((c) => h.def.attacks[c.a] === a);
          if (chain && chain.ap <= ap && canTarget(s, h, t, h.def.attacks[chain.b])) {
            const cv = (attackValue(s, h, t, a) + attackValue(s, h, t, h.def.attacks[chain.b])) / chain.ap;
            if (cv > v) {
              v = cv;
              chained = true;
            }
          }
          if (v > 0 && (!bestAttack || v > bestAttack.value)) {
            const action: Action = { type: 'attack', actor: h.id, target: t.id, weapon: a.name };
            bestAttack = { action: chained ? { ...action, options: { chain: true } } : action, value: v };
          }
        }
      }
      if (bestAttack && !hurry && ok(bestAttack.action)) return bestAttack.action;
      // Use an objective object next to the hero.
      for (const o of s.mission?.cm.objects ?? []) {
        if (s.mission!.interacted.has(o.id) && o.once) continue;
        if (!s.mission!.cm.wantedObjects.has(o.id)) continue;
        const a: Action = { type: 'interact', actor: h.id, at: xy(s, o.cell) };
        if (ok(a)) return a;
      }
      // Loot in reach when no enemy is next to the hero.
      if (foes.every((e) => distance(s.board, e.cell, h.cell) > 1)) {
        for (let d = -1; d < 4; d++) {
          const c = d < 0 ? h.cell : s.board.nbr[h.cell * 4 + d];
          if (c < 0 || s.loot[c] === 0) continue;
          const a: Action = { type: 'collect', actor: h.id, at: xy(s, c) };
          if (ok(a)) return a;
        }
      }
      if (h.tokens[ST.engaged] > 0 || h.tokens[ST['nail-down']] > 0) {
        if (h.tokens[ST.oblivion] >= 2 && ok({ type: 'meditate', actor: h.id })) return { type: 'meditate', actor: h.id };
        return end;
      }
      // Move to attack this activation, or towards the objective.
      const ex = explore(s, h, ap);
      // The squares of reachableIn, read straight from the search in the order it reached them: no square's
      // score depends on another's, and equal scores go to the lower square, so no sort is needed.
      const order = ex.cells;
      const slowed = has(h, ST['slow-down']) ? 1 : 0;
      let bestQ = -1;
      let bestV = -Infinity;
      const here = h.cell;
      const nf = foes.length;
      // Per foe of one decision: its square, its reach, its distance to the square being scored (reused arrays).
      const x = s.scratch;
      if (x.foeDist.length < nf) {
        x.foeDist = new Int32Array(nf * 2);
        x.foeCell = new Int32Array(nf * 2);
        x.foeReach = new Int32Array(nf * 2);
      }
      const foeDist = x.foeDist;
      const foeCell = x.foeCell;
      const foeReach = x.foeReach;
      const topQ = x.topQ;
      const topV = x.topV;
      reaches(foes, foeReach);
      for (let f = 0; f < nf; f++) foeCell[f] = foes[f].cell;
      const cx = s.board.cx;
      const cy = s.board.cy;
      // Heroes whose fall loses the mission, or who are nearly down, keep further from danger.
      const vital = isVital(s, h) ? 3 : 1;
      const caution = 0.5 * vital * (stat(h, 'HE') - h.wounds <= 3 ? 2 : 1);
      const ranged = foes.filter((e) => e.def.attacks.some((a) => a.type === 'ranged'));
      // The best few squares, kept as they are scored.
      let topN = 0;
      const maxRange = weapons.reduce((r, a) => Math.max(r, a.max, a.reach), 1) + 1;
      const costs = weapons.map((a) => heroAttackCost(s, h, a));
      // Attack values of one decision (foe × weapon), reused: a typed array is costly to allocate.
      if (x.values.length < foes.length * weapons.length) x.values = new Float64Array(foes.length * weapons.length * 2);
      const values = x.values.fill(-1, 0, foes.length * weapons.length);
      for (let i = 0; i < order.length; i++) {
        const q = order[i];
        const cost = best(ex, q) + slowed;
        if (q === here || cost > ap || !canStop(s, h, q)) continue;
        if (holding && field![q] !== 0) continue;
        // One pass over the foes: each one's distance (the attack loop reads it again), how many could close in
        // and attack the square next time, how many stand next to it, whether any is in attack range.
        const x = cx[q];
        const y = cy[q];
        let threats = 0;
        let adjacentFoes = 0;
        let inRange = false;
        for (let f = 0; f < nf; f++) {
          const c = foeCell[f];
          const dx = cx[c] - x;
          const dy = cy[c] - y;
          const d = (dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy);
          foeDist[f] = d;
          if (d <= foeReach[f]) threats++;
          if (d === 1) adjacentFoes++;
          if (d <= maxRange) inRange = true;
        }
        let v = -(threats * 0.15 + (adjacentFoes >= 2 ? 2 : 0)) * caution;
        let attackHere = 0;
        if (inRange && !hurry) {
          s.occ[here] = -1;
          s.occ[q] = h.i;
          h.cell = q;
          for (let f = 0; f < foes.length; f++) {
            const t = foes[f];
            if (foeDist[f] > maxRange) continue;
            for (let w = 0; w < weapons.length; w++) {
              if (costs[w] > ap - cost) continue;
              // The value of an attack does not depend on where the hero stands: worked out once, and the
              // line of sight is only asked for when the attack would beat the best one found.
              const k = f * weapons.length + w;
              if (values[k] < 0) values[k] = attackValue(s, h, t, weapons[w]);
              if (values[k] <= attackHere || !canTarget(s, h, t, weapons[w])) continue;
              attackHere = values[k];
            }
          }
          h.cell = here;
          s.occ[q] = -1;
          s.occ[here] = h.i;
        }
        v += attackHere * (hurry ? 0 : 1.5);
        if (field && nowGoal < UNSEEN && field[q] < UNSEEN) v += (nowGoal - field[q]) * (hurry ? 3 : 1);
        v -= cost * 0.05;
        topN = offer(topQ, topV, topN, q, v);
      }
      // Cover from the enemies' guns breaks ties among the best few squares (ST-29.9, D-22 in reverse).
      for (let i = 0; i < topN; i++) {
        if (ranged.length === 0) break;
        const q = topQ[i];
        s.occ[here] = -1;
        s.occ[q] = h.i;
        h.cell = q;
        if (ranged.every((e) => distance(s.board, e.cell, q) > 8 || inCoverFrom(s, e, e.cell, h))) topV[i] += 0.5;
        h.cell = here;
        s.occ[q] = -1;
        s.occ[here] = h.i;
      }
      for (let i = 0; i < topN; i++) {
        if (bestQ < 0 || topV[i] > bestV) {
          bestQ = topQ[i];
          bestV = topV[i];
        }
      }
      const moveTo = bestQ >= 0 ? moveAction(s, h, ex, bestQ) : null;
      releaseExplore(ex);
      const bestMove: Plan | null = moveTo ? { action: moveTo, value: bestV } : null;
      if (bestMove && bestMove.value > 0.05 && ok(bestMove.action)) return bestMove.action;
      if (hurry && bestAttack && ok(bestAttack.action)) return bestAttack.action;
      if (h.tokens[ST.oblivion] >= 2 && ap >= 3 && ok({ type: 'meditate', actor: h.id })) return { type: 'meditate', actor: h.id };
      // Time Shift will spend these AP anyway: spend them walking to the objective if that helps.
      if (timeShiftDue(s) > 0 && bestMove && bestMove.value > -0.5 && ok(bestMove.action)) return bestMove.action;
      return end;
    },
  };
}

/**
 * Keeps the TOP best squares of the `n` kept in topQ/topV, highest value first, lower square first on ties;
 * returns how many are kept now.
 */
function offer(topQ: Int32Array, topV: Float64Array, n: number, q: number, v: number): number {
  // Most squares lose to the last one kept: one comparison and they are gone.
  if (n === TOP && !better(topQ, topV, q, v, n - 1)) return n;
  let i = n < TOP ? n : TOP - 1;
  while (i > 0 && better(topQ, topV, q, v, i - 1)) {
    if (i < TOP) {
      topQ[i] = topQ[i - 1];
      topV[i] = topV[i - 1];
    }
    i--;
  }
  topQ[i] = q;
  topV[i] = v;
  return n < TOP ? n + 1 : n;
}

const better = (topQ: Int32Array, topV: Float64Array, q: number, v: number, i: number) => v > topV[i] || (v === topV[i] && q < topQ[i]);


export function policyByName(name: string, seed: number): Policy {
  if (name === 'random') return randomPolicy(seed);
  if (name === 'heuristic') return heuristicPolicy();
  throw stError('st-error-policy', { name });
}

