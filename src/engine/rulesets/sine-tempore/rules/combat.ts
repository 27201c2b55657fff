/**
 * Combat: the hero attack flow (ST-24), the defence flow (ST-25), collateral damage (ST-27), psionic powers
 * (ST-40), area effects (ST-33), wounds, TV (ST-17.4, D-29), KO (ST-34, ST-38), loot (ST-38.3, D-30),
 * Push and Drag (ST-46.5, ST-47.1, D-49), healing (ST-35, D-57).
 */
import { F_COVER, F_DYN, F_LOS, F_NOPASS, F_NOSTOP, F_ROUGH } from './board';
import { axisDir, area as areaSquares, distance } from './geometry';
import { SIZE_BIG, SIZE_TINY, withRules, type AttackDef } from './defs';
import { canStop, enterSurcharge } from './movement';
import { canTarget, inCoverFrom } from './targeting';
import { afterStep, engagedBySomeone, enterCombat, refreshEngaged } from './triggers';
import { NEGATIVE, ST, STATUSES, countMask, faceNames, hasSym, type Face, type Sym } from './symbols';
import {
  active,
  adversaries,
  discard,
  dynamicLos,
  give,
  log,
  place,
  rollAction,
  rollPenalty,
  stat,
  type AttackOptions,
  type GameState,
  type Model,
} from './state';

interface Die {
  face: Face;
  /** Re-rolled once by an enemy effect / by a hero effect (D-5). */
  eRe: boolean;
  hRe: boolean;
  out: boolean;
  extra: boolean;
  focus: boolean;
}

function die(face: Face, focus = false): Die {
  return { face, eRe: false, hRe: false, out: false, extra: false, focus };
}

function live(dice: Die[]): Die[] {
  return dice.filter((d) => !d.out);
}

function facesOf(dice: Die[]): string[][] {
  return live(dice).map((d) => faceNames(d.face));
}

export function penaltyApplies(s: GameState, m: Model): boolean {
  return m.hero && m.wounds >= s.rs.s.penaltyFromWounds;
}

function poisonMalus(s: GameState, m: Model, attack: boolean): number {
  return m.hero && m.tokens[ST.poison] > 0 && (attack || s.rs.s.poisonScope === 'every-test') ? 1 : 0;
}

function statForType(m: Model, type: AttackDef['type']): number {
  return type === 'melee' ? stat(m, 'PH') : type === 'ranged' ? stat(m, 'PR') : stat(m, 'MI');
}

/** Action dice a hero rolls for an attack (ST-24.2 step 1; D-6, D-58), without the Penalty Die or a Focus die. */
export function heroAttackPool(s: GameState, h: Model, tgt: Model | null, a: AttackDef, strength = false): number {
  let n = statForType(h, a.power ? 'psionic' : a.type) + (a.power ? 0 : a.atb) + a.bonusDice + h.bonusDice;
  if (tgt && !tgt.hero && tgt.def.size === SIZE_BIG && s.rs.s.bigGuyBonus) n++;
  if (strength && a.type === 'melee') n += 2;
  n -= poisonMalus(s, h, true);
  return Math.max(0, n);
}

/** Action dice a hero rolls to defend against an attack of this type (ST-25.1, ST-25.2). */
export function defencePool(s: GameState, h: Model, type: AttackDef['type'], tokenBonus = 0): number {
  const base = type === 'psionic' ? stat(h, 'MI') + h.def.defPsionic : stat(h, 'PH') + h.def.defPhysical;
  return Math.max(0, base + h.bonusDice + tokenBonus - poisonMalus(s, h, false));
}

function roll(s: GameState, n: number): Die[] {
  const out: Die[] = [];
  for (let i = 0; i < n; i++) out.push(die(rollAction(s)));
  return out;
}

function reroll(s: GameState, d: Die, by: 'enemy' | 'hero'): void {
  d.face = rollAction(s);
  if (by === 'enemy') d.eRe = true;
  else d.hRe = true;
}

/** ST-36.2, D-32: the Penalty Die removes one die showing the very same face. */
function applyPenalty(dice: Die[], penalty: number): void {
  if (penalty < 0) return;
  for (let i = dice.length - 1; i >= 0; i--) {
    const d = dice[i];
    if (!d.out && d.face === penalty) {
      d.out = true;
      return;
    }
  }
}

function successCount(d: Die, mask: number): number {
  return d.out ? 0 : countMask(d.face, mask);
}

/** Picks the success die an enemy effect makes the hero re-roll: the one worth most hits (be mean). */
function bestSuccess(dice: Die[], mask: number, exclude: (d: Die) => boolean): Die | null {
  let best: Die | null = null;
  let bv = 0;
  for (const d of dice) {
    if (d.out || d.focus || d.extra || exclude(d)) continue;
    const v = countMask(d.face, mask);
    if (v > bv) {
      bv = v;
      best = d;
    }
  }
  return best;
}

// ---------------------------------------------------------------- wounds, KO, loot, TV

function addTV(s: GameState, h: Model | null, n: number, why: string): void {
  if (!h || !h.hero || n === 0) return;
  h.tv = Math.max(s.rs.s.tvFloor, h.tv + n);
  s.version++;
  if (s.log) log(s, { type: 'tv', id: h.id, tv: h.tv, change: n, why });
}

/** Wounds that no roll cancels (Fire, Bleed, traps, Brain Damage, card effects). */
export function woundModel(s: GameState, m: Model, n: number, by: Model | null, why: string): void {
  if (n <= 0 || m.removed || m.ko) return;
  if (m.hero) {
    woundHero(s, m, n, why);
    return;
  }
  const lethal = woundEnemy(s, m, n, by, why);
  if (lethal) removeEnemy(s, m, by, why);
}

/** Puts wounds on a hero and knocks it out at HE (ST-34.1). */
export function woundHero(s: GameState, h: Model, n: number, why: string): void {
  if (n <= 0 || h.ko || h.removed) return;
  const he = stat(h, 'HE');
  const taken = Math.min(n, Math.max(0, he - h.wounds));
  h.wounds += taken;
  if (s.stats && h.cell >= 0) s.stats.heroWoundsAt[h.cell] += taken;
  if (s.log) log(s, { type: 'wound', id: h.id, wounds: h.wounds, taken, why });
  if (h.wounds >= he) koHero(s, h);
}

/** ST-34.5, D-28: TV −2, negative statuses gone (Oblivion and Serious Wounds stay), Engaged gone, KO marker. */
export function koHero(s: GameState, h: Model): void {
  if (h.ko) return;
  h.ko = true;
  s.version++;
  if (s.stats) s.stats.koByHero[s.heroes.indexOf(h.i)]++;
  if (s.stats && h.cell >= 0) s.stats.koAt[h.cell]++;
  addTV(s, h, -2, 'knocked out');
  for (const st of NEGATIVE) if (h.tokens[st] > 0) discard(s, h, st);
  discard(s, h, ST.engaged);
  if (s.log) log(s, { type: 'ko', id: h.id, sector: ((((h.tick - 1) % 12) + 12) % 12) + 1 });
  if (s.act && s.act.hero === h.i) {
    // ST-8.8: the activation ends at once; the remaining AP are lost.
    if (s.log) log(s, { type: 'end', id: h.id, why: 'knocked out' });
    s.lastEnded = h.i;
    s.act = null;
  }
}

/**
 * Puts wounds on an enemy; returns true when they reach its HE (it is removed by the caller after the
 * attack's secondary effects, ST-38.2). TV for the hero who caused them (ST-17.4, ST-17.5, D-29).
 */
export function woundEnemy(s: GameState, e: Model, n: number, by: Model | null, why: string): boolean {
  if (n <= 0 || e.removed) return false;
  const he = stat(e, 'HE');
  const taken = Math.min(n, Math.max(0, he - e.wounds));
  e.wounds += taken;
  if (s.stats && e.cell >= 0) s.stats.enemyWoundsAt[e.cell] += taken;
  if (s.log) log(s, { type: 'wound', id: e.id, wounds: e.wounds, taken, why });
  if (by && by.hero && adversaries(by, e) && e.def.size !== SIZE_TINY && taken > 0) {
    addTV(s, by, s.rs.s.tvForWounds === 'per-wound' ? taken : 1, `wounded ${e.id}`);
    if (e.wounds >= he) addTV(s, by, 1, `killed ${e.id}`);
  }
  return e.wounds >= he;
}

/** ST-38: removed from play; Loot (none for Tiny, two for a Big Guy, D-30); a group's last model takes its token (D-51). */
export function removeEnemy(s: GameState, e: Model, by: Model | null, why: string): void {
  if (e.removed) return;
  const cell = e.cell;
  e.removed = true;
  s.version++;
  if (cell >= 0 && s.occ[cell] === e.i) s.occ[cell] = -1;
  const loot = e.def.size === SIZE_TINY || why === 'suicidal tendencies' ? 0 : e.def.size === SIZE_BIG ? 2 : 1;
  if (cell >= 0 && loot > 0 && !e.hero) s.loot[cell] += loot;
  if (s.log) log(s, { type: 'ko', id: e.id, by: by?.id ?? null, loot, why });
  if (s.stats && cell >= 0) s.stats.killsAt[cell]++;
  if (s.stats && e.group >= 0) {
    const g = s.groups[e.group].name;
    s.stats.killsByGroup.set(g, (s.stats.killsByGroup.get(g) ?? 0) + 1);
  }
  if (e.group >= 0) {
    const g = s.groups[e.group];
    if (g.tick >= 0 && g.models.every((k) => s.models[k].removed)) {
      g.tick = -1;
      if (s.log) log(s, { type: 'token-removed', group: g.name });
    }
  }
  refreshEngaged(s);
}

/** ST-31.1, ST-31.3, ST-31.6: wounds on a destructible element (no TV); at its Health it is gone. */
export function woundElement(s: GameState, e: number, n: number, by: Model | null): boolean {
  const el = s.elements[e];
  if (!el || el.health <= 0 || n <= 0 || s.elemWounds[e] >= el.health) return false;
  s.elemWounds[e] = Math.min(el.health, s.elemWounds[e] + n);
  if (s.log) log(s, { type: 'wound', id: el.id, element: true, wounds: s.elemWounds[e], taken: n, by: by?.id ?? null });
  if (s.elemWounds[e] < el.health) return false;
  for (const c of el.cells) {
    if (s.elem[c] !== e) continue;
    s.flags[c] &= ~(F_NOPASS | F_NOSTOP | F_COVER | F_DYN | F_LOS);
    if (el.rough) s.flags[c] &= ~F_ROUGH;
    s.elem[c] = -1;
  }
  s.stepTables.length = 0;
  s.version++;
  s.dynLos = dynamicLos(s.elements, (i) => s.elements[i].health > 0 && s.elemWounds[i] >= s.elements[i].health);
  if (s.log) log(s, { type: 'destroyed', id: el.id, by: by?.id ?? null });
  return true;
}

/** ST-35, D-29, D-57: removes wounds; +1 TV to a healing hero if any was removed; revives a KO hero. */
export function healModel(s: GameState, healer: Model | null, m: Model, n: number): number {
  if (m.removed || n <= 0) return 0;
  const healed = Math.min(n, m.wounds);
  if (healed === 0) return 0;
  m.wounds -= healed;
  if (s.log) log(s, { type: 'heal', id: m.id, by: healer?.id ?? null, healed, wounds: m.wounds });
  if (healer && healer.hero && m.hero) addTV(s, healer, 1, `healed ${m.id}`);
  if (m.hero && m.ko) {
    m.ko = false;
    s.version++;
    m.tick = s.hand + 1;
    if (s.log) log(s, { type: 'revive', id: m.id, sector: ((((m.tick - 1) % 12) + 12) % 12) + 1 });
  }
  return healed;
}

function giveStatuses(s: GameState, tgt: Model, a: AttackDef, by: Model): void {
  for (const st of a.statuses) give(s, tgt, st, `${by.id}'s ${a.name}`);
}

// ---------------------------------------------------------------- Push and Drag

/** D-49: straight away from `from`, one square at a time, stopping before anything in the way. */
export function pushModel(s: GameState, m: Model, from: number, squares: number): void {
  if (squares <= 0 || m.removed || m.cell < 0) return;
  if (!m.hero && m.def.boss) return; // ST-4.13, ST-46.5
  const d = axisDir(s.board, from, m.cell, s.rs.s.areaTiePrefersX);
  const start = m.cell;
  for (let i = 0; i < squares; i++) {
    const next = s.board.nbr[m.cell * 4 + d];
    if (next < 0 || s.board.level[next] !== s.board.level[m.cell]) break;
    if (s.occ[next] >= 0 || !canStop(s, m, next) || enterSurcharge(s, m, m.cell, next) < 0) break;
    place(s, m, next);
    afterStep(s, m, next);
    if (m.removed || m.ko) break;
  }
  if (m.cell !== start) log(s, { type: 'push', id: m.id, to: [m.cell % s.board.width, (m.cell / s.board.width) | 0] });
}

/** ST-47.1: placed adjacent to the attacker, else in the nearest free square; ties go the enemies' way (D-49). */
export function dragModel(s: GameState, h: Model, by: Model): void {
  if (h.removed || h.ko || by.cell < 0) return;
  const b = s.board;
  const free = (c: number) => c >= 0 && s.occ[c] < 0 && canStop(s, h, c);
  const candidates: number[] = [];
  for (let d = 0; d < 4; d++) {
    const c = b.nbr[by.cell * 4 + d];
    if (free(c)) candidates.push(c);
  }
  if (candidates.length === 0) {
    const seen = new Set([by.cell]);
    let frontier = [by.cell];
    while (frontier.length && candidates.length === 0) {
      const next: number[] = [];
      for (const c of frontier)
        for (let d = 0; d < 4; d++) {
          const t = b.nbr[c * 4 + d];
          if (t >= 0 && !seen.has(t)) {
            seen.add(t);
            next.push(t);
            if (free(t)) candidates.push(t);
          }
        }
      frontier = next;
    }
  }
  if (candidates.length === 0 || candidates.includes(h.cell)) return;
  const foes = (c: number) => {
    let n = 0;
    for (let d = 0; d < 4; d++) {
      const t = b.nbr[c * 4 + d];
      if (t >= 0 && s.occ[t] >= 0 && adversaries(h, s.models[s.occ[t]]) && active(s.models[s.occ[t]])) n++;
    }
    return n;
  };
  candidates.sort((x, y) => distance(b, x, h.cell) - distance(b, y, h.cell) || foes(y) - foes(x) || x - y);
  place(s, h, candidates[0]);
  if (s.log) log(s, { type: 'drag', id: h.id, by: by.id, to: [candidates[0] % b.width, (candidates[0] / b.width) | 0] });
  afterStep(s, h, candidates[0]);
}

// ---------------------------------------------------------------- hero attacks

export interface HeroAttackResult {
  wounds: number;
  hits: number;
  killed: boolean;
}

/** Enemy-triggered effects on a hero's attack roll (ST-24.2 step 2, D-31). */
function enemyEffectsOnAttack(s: GameState, h: Model, tgt: Model, a: AttackDef, dice: Die[], mask: number, psionic: boolean): void {
  const immune = tgt.def.immuneSymMask;
  if (immune) for (const d of dice) if (!d.out && d.face & immune) d.out = true;
  if (tgt.def.resistMask) {
    for (const d of dice) {
      if (d.out || d.focus || d.eRe) continue;
      if (d.face & tgt.def.resistMask && d.face & mask) reroll(s, d, 'enemy');
    }
  }
  if (tgt.def.dodge) {
    const d = bestSuccess(dice, mask, (x) => x.eRe);
    if (d) reroll(s, d, 'enemy');
  }
  if (!psionic && inCoverFrom(s, h, h.cell, tgt)) {
    const d = bestSuccess(dice, mask, (x) => x.eRe);
    if (d) {
      reroll(s, d, 'enemy');
      if (s.log) log(s, { type: 'cover', attacker: h.id, target: tgt.id });
    }
  }
}

/** Hero-triggered effects (ST-24.2 step 3): weapon re-rolls, re-roll tokens, Poisoned target, Select the Point. */
function heroEffectsOnAttack(s: GameState, h: Model, tgt: Model | null, a: AttackDef, dice: Die[], mask: number, opts: AttackOptions): void {
  if (a.reroll >= 0) {
    for (const d of dice) if (!d.out && !d.focus && !d.hRe && hasSym(d.face, a.reroll) && !(d.face & mask)) reroll(s, d, 'hero');
  }
  const greedy = s.heroChoices === 'greedy';
  const failures = () => dice.filter((d) => !d.out && !d.focus && !d.hRe && !(d.face & mask));
  if (tgt && tgt.tokens[ST.poison] > 0) {
    const pick = opts.poisonReroll !== undefined ? dice[opts.poisonReroll] : greedy ? failures()[0] : undefined;
    if (pick && !pick.out && !pick.hRe && !pick.focus) reroll(s, pick, 'hero');
  }
  const wanted = opts.rerolls ?? (greedy ? failures().map((d) => dice.indexOf(d)) : []);
  for (const i of wanted) {
    const d = dice[i];
    if (!d || d.out || d.hRe || d.focus || h.tokens[ST['re-roll']] <= 0) continue;
    discard(s, h, ST['re-roll'], false);
    reroll(s, d, 'hero');
  }
  if (opts.selectPoint && h.tokens[ST['select-the-point']] > 0) {
    const d = dice[opts.selectPoint.die];
    if (d && !d.out) {
      discard(s, h, ST['select-the-point']);
      d.face = opts.selectPoint.face;
    }
  } else if (greedy && h.tokens[ST['select-the-point']] > 0 && a.dmg.length > 0) {
    const d = failures()[0];
    if (d) {
      discard(s, h, ST['select-the-point']);
      d.face = 1 << a.dmg[0];
    }
  }
}

function sustain(s: GameState, dice: Die[], sym: Sym): void {
  let pending = dice.filter((d) => !d.out && hasSym(d.face, sym)).length;
  while (pending > 0) {
    pending--;
    const d = die(rollAction(s));
    d.extra = true;
    dice.push(d);
    if (hasSym(d.face, sym)) pending++;
  }
}

/**
 * A hero's attack with a weapon or attack skill against one enemy (ST-24). The AP are paid and the target
 * checked by the caller. Returns the wounds inflicted.
 */
export function heroAttack(s: GameState, h: Model, tgt: Model, a: AttackDef, ai: number, opts: AttackOptions = {}): HeroAttackResult {
  if (a.power) return psionicPower(s, h, tgt, a, opts);
  const adjacentAtStart = isAdjacent(s, h, tgt);
  if (adjacentAtStart && !tgt.hero) give(s, h, ST.engaged, `attacked ${tgt.id}`); // ST-24.4
  const strength = opts.strength ?? (s.heroChoices === 'greedy' && a.type === 'melee' && h.tokens[ST.strength] > 0);
  if (strength && h.tokens[ST.strength] > 0 && a.type === 'melee') discard(s, h, ST.strength);
  const pool = heroAttackPool(s, h, tgt, a, strength && a.type === 'melee');
  const dice = roll(s, pool);
  const penalty = penaltyApplies(s, h) ? rollPenalty(s) : -1;
  const mask = a.dmgMask;
  if (s.log) log(s, { type: 'roll', id: h.id, purpose: `attack ${tgt.id} with ${a.name}`, faces: facesOf(dice), penalty: penalty >= 0 ? faceNames(penalty) : null });
  // ST-14.8, D-36: add a saved Focus die after the roll, set one aside before step 2.
  const saved = h.focus.get(ai);
  if (saved !== undefined && (opts.useFocus ?? s.heroChoices === 'greedy')) {
    h.focus.delete(ai);
    dice.push(die(saved, true));
    if (s.log) log(s, { type: 'focus', id: h.id, used: faceNames(saved) });
  }
  const focusing = s.act?.focusPending && s.act.hero === h.i;
  if (focusing) s.act!.focusPending = false;
  let aside: Die | null = null;
  const asideIndex = opts.setAside ?? (focusing && s.heroChoices === 'greedy' ? pickFocusDie(dice, mask) : undefined);
  if (focusing && asideIndex !== undefined && !h.focus.has(ai)) {
    const d = dice[asideIndex];
    if (d && !d.focus && !d.out) {
      aside = d;
      d.out = true;
      h.focus.set(ai, d.face);
      if (s.log) log(s, { type: 'focus', id: h.id, saved: faceNames(d.face) });
    }
  }
  const psionicType = a.type === 'psionic';
  enemyEffectsOnAttack(s, h, tgt, a, dice, mask, psionicType);
  heroEffectsOnAttack(s, h, tgt, a, dice, mask, opts);
  let becomesPsionic = psionicType;
  if (a.convert && !becomesPsionic) {
    const n = dice.reduce((acc, d) => acc + (d.out ? 0 : hasSym(d.face, a.convert!.sym) ? 1 : 0), 0);
    if (n >= a.convert.count) {
      becomesPsionic = true;
      if (s.log) log(s, { type: 'convert', id: h.id, weapon: a.name, to: 'psionic' });
    }
  }
  if (a.sustained >= 0) sustain(s, dice, a.sustained);
  applyPenalty(dice, penalty);
  const immune = tgt.def.immuneSymMask;
  if (immune) for (const d of dice) if (!d.out && !d.extra && d.face & immune) d.out = true;
  let hits = 0;
  for (const d of dice) if (d !== aside) hits += successCount(d, mask);
  if (a.sustained >= 0 && s.rs.s.sustainedCap === 'hits-before-defence') hits = Math.min(hits, pool);
  const pushes = dice.reduce((acc, d) => acc + (d.out ? 0 : hasSym(d.face, s.rs.push) ? 1 : 0), 0);
  return inflictOnEnemy(s, h, tgt, a, hits, becomesPsionic, pool, pushes, dice);
}

function pickFocusDie(dice: Die[], mask: number): number | undefined {
  let best = -1;
  let bv = -1;
  dice.forEach((d, i) => {
    if (d.out || d.focus) return;
    const v = countMask(d.face, mask);
    if (v > bv) {
      bv = v;
      best = i;
    }
  });
  // Only worth saving a success when the rest of the roll already hits.
  const others = dice.reduce((acc, d, i) => acc + (i === best || d.out ? 0 : countMask(d.face, mask)), 0);
  return best >= 0 && bv > 0 && others > 0 ? best : undefined;
}

function isAdjacent(s: GameState, a: Model, b: Model): boolean {
  if (a.cell < 0 || b.cell < 0) return false;
  for (let d = 0; d < 4; d++) if (s.board.nbr[a.cell * 4 + d] === b.cell) return true;
  return false;
}

/** Steps 5 and 6 of ST-24.2 against one enemy (or, for collateral damage, a hero). */
function inflictOnEnemy(
  s: GameState,
  h: Model,
  tgt: Model,
  a: AttackDef,
  hits: number,
  psionic: boolean,
  pool: number,
  pushes: number,
  /** The roll, for the log only (its faces are listed only when a log is kept). */
  dice: Die[],
): HeroAttackResult {
  if (tgt.hero) {
    const w = collateral(s, tgt, hits, psionic, h);
    if (s.log) log(s, { type: 'attack', attacker: h.id, target: tgt.id, weapon: a.name, faces: facesOf(dice), hits, wounds: w, collateral: true });
    return { wounds: w, hits, killed: false };
  }
  const type = psionic ? 'psionic' : a.type;
  let wounds: number;
  if (tgt.def.immuneTypes.has(type)) wounds = 0;
  else {
    const def = psionic ? tgt.def.MD : Math.max(0, tgt.def.PD - a.armourPiercing);
    wounds = Math.max(0, hits - def);
  }
  if (a.weak) wounds = Math.min(1, wounds);
  if (a.sustained >= 0 && s.rs.s.sustainedCap === 'wounds-after-defence') wounds = Math.min(wounds, pool);
  if (s.log) log(s, { type: 'attack', attacker: h.id, target: tgt.id, weapon: a.name, faces: facesOf(dice), hits, wounds });
  const lethal = woundEnemy(s, tgt, wounds, h, `${h.id}'s ${a.name}`);
  if (wounds > 0) {
    giveStatuses(s, tgt, a, h);
    if (a.push) pushModel(s, tgt, h.cell, pushes);
  }
  if (lethal) removeEnemy(s, tgt, h, `${h.id}'s ${a.name}`);
  if (!tgt.removed && tgt.tokens[ST.engaged] === 0) refreshEngaged(s);
  if (h.tokens[ST.engaged] > 0 && !engagedBySomeone(s, h)) discard(s, h, ST.engaged);
  return { wounds, hits, killed: lethal };
}

/** D-27: a hero attacking a destructible element: the normal roll, PD 0, no enemy effects, no TV (ST-31.6). */
export function heroAttackElement(s: GameState, h: Model, e: number, a: AttackDef): number {
  const pool = heroAttackPool(s, h, null, a);
  const dice = roll(s, pool);
  const penalty = penaltyApplies(s, h) ? rollPenalty(s) : -1;
  applyPenalty(dice, penalty);
  let hits = 0;
  for (const d of dice) hits += successCount(d, a.dmgMask);
  const wounds = a.weak ? Math.min(1, hits) : a.fixed >= 0 ? a.fixed : hits;
  if (s.log) log(s, { type: 'attack', attacker: h.id, target: s.elements[e].id, weapon: a.name, faces: facesOf(dice), hits, wounds });
  woundElement(s, e, wounds, h);
  return wounds;
}

/** ST-27, D-38: a hero hit by another hero's attack or an allied area defends with PH/MI; each DEFENSE cancels one. */
export function collateral(s: GameState, h: Model, hits: number, psionic: boolean, by: Model | null): number {
  if (hits <= 0 || h.ko || h.removed) return 0;
  const dice = roll(s, defencePool(s, h, psionic ? 'psionic' : 'melee'));
  const penalty = penaltyApplies(s, h) ? rollPenalty(s) : -1;
  applyPenalty(dice, penalty);
  let cancel = 0;
  for (const d of dice) if (!d.out && hasSym(d.face, s.rs.collateralCancel)) cancel++;
  const w = Math.max(0, hits - cancel);
  if (s.log) log(s, { type: 'roll', id: h.id, purpose: 'collateral defence', faces: facesOf(dice), penalty: penalty >= 0 ? faceNames(penalty) : null });
  woundHero(s, h, w, `collateral damage from ${by?.id ?? 'an area effect'}`);
  return w;
}

/** ST-40: pay (done by the caller), gain Oblivion, roll MI for the test symbols, apply on success. */
export function psionicPower(s: GameState, h: Model, tgt: Model | null, a: AttackDef, opts: AttackOptions = {}): HeroAttackResult {
  if (a.oblivion > 0) {
    // ST-40.11: the player puts each token on the datapad or on equipment that stores them; bots store first.
    const room = s.heroChoices === 'greedy' ? Math.max(0, h.def.oblivionStorage - h.storedOblivion) : 0;
    const stored = Math.min(room, a.oblivion);
    h.storedOblivion += stored;
    h.tokens[ST.oblivion] += a.oblivion - stored;
    if (s.log) log(s, { type: 'status', id: h.id, status: 'oblivion', gained: true, count: h.tokens[ST.oblivion], stored: h.storedOblivion });
  }
  const pool = heroAttackPool(s, h, tgt, a);
  const dice = roll(s, pool);
  const penalty = penaltyApplies(s, h) ? rollPenalty(s) : -1;
  if (s.log) log(s, { type: 'roll', id: h.id, purpose: `psionic test for ${a.name}`, faces: facesOf(dice), penalty: penalty >= 0 ? faceNames(penalty) : null });
  const testMask = a.test.reduce((m, x) => m | (1 << x), 0) | a.dmgMask;
  // ST-47.4: within 5 squares of a Psionic Anomaly, every success is re-rolled (an enemy effect).
  const anomaly = s.models.some((e) => !e.hero && active(e) && e.def.psionicAnomaly && adversaries(h, e) && distance(s.board, e.cell, h.cell) <= 5);
  if (anomaly) for (const d of dice) if (!d.out && !d.eRe && d.face & testMask) reroll(s, d, 'enemy');
  heroEffectsOnAttack(s, h, tgt, { ...a, dmgMask: testMask }, dice, testMask, opts);
  applyPenalty(dice, penalty);
  const counts = new Array<number>(8).fill(0);
  for (const d of dice) if (!d.out) for (let k = 0; k < 8; k++) if (hasSym(d.face, k)) counts[k]++;
  let ok = true;
  for (const sym of a.test) {
    if (counts[sym] > 0) counts[sym]--;
    else ok = false;
  }
  let enhanced = ok && a.enhanced.length > 0;
  if (enhanced) for (const sym of a.enhanced) {
    if (counts[sym] > 0) counts[sym]--;
    else enhanced = false;
  }
  if (s.log) log(s, { type: 'power', id: h.id, power: a.name, success: ok, enhanced });
  if (!ok || !tgt) return { wounds: 0, hits: 0, killed: false };
  // ST-40.7: an Enhanced Effect adds its rules to the normal effect.
  const eff = enhanced && a.enhancedRules.length ? withRules(a, a.enhancedRules) : a;
  const pushes = counts[s.rs.push] + (enhanced && a.enhanced.includes(s.rs.push) ? 1 : 0);
  if (a.fixed < 0 && a.dmgMask) {
    let hits = 0;
    for (const d of dice) hits += successCount(d, a.dmgMask);
    return inflictOnEnemy(s, h, tgt, eff, hits, true, pool, pushes, dice);
  }
  return inflictOnEnemy(s, h, tgt, eff, Math.max(0, a.fixed), true, pool, Math.max(1, pushes), dice);
}

/** ST-33.4, D-37: one roll, its hits applied to every model in the area; each defends under its own rules. */
export function heroAreaAttack(s: GameState, h: Model, centre: number, a: AttackDef, opts: AttackOptions = {}): number {
  const cells = a.area!.shape === 'wave' || a.area!.shape === 'aura' ? areaSquares(s.board, a.area!.shape, h.cell, h.cell, a.area!.size) : areaSquares(s.board, a.area!.shape, centre, h.cell, 0, s.rs.s.areaTiePrefersX, s.rs.s.sweepSide);
  const struck = cells.map((c) => s.occ[c]).filter((o) => o >= 0 && o !== h.i).map((o) => s.models[o]).filter(active);
  // ST-12.3: being struck is an interaction; a waiting group enters combat.
  for (const m of struck) if (m.group >= 0) enterCombat(s, m.group, `${h.id}'s ${a.name} strikes ${m.id}`);
  if (a.area!.shape === 'wave') {
    // ST-33.10: a wave attack rolls once per model hit.
    let total = 0;
    for (const m of struck) {
      if (m.hero && !s.rs.s.heroWaveHitsAllies) continue;
      total += m.hero ? collateralFromRoll(s, h, m, a) : heroAttack(s, h, m, { ...a, area: null }, -1, opts).wounds;
    }
    return total;
  }
  const main = s.occ[centre] >= 0 ? s.models[s.occ[centre]] : null;
  const pool = heroAttackPool(s, h, main, a);
  const base = roll(s, pool);
  const penalty = penaltyApplies(s, h) ? rollPenalty(s) : -1;
  if (s.log) log(s, { type: 'roll', id: h.id, purpose: `area attack with ${a.name}`, faces: facesOf(base), penalty: penalty >= 0 ? faceNames(penalty) : null });
  let total = 0;
  for (const m of struck) {
    const dice = base.map((d) => ({ ...d }));
    if (!m.hero) {
      enemyEffectsOnAttack(s, h, m, a, dice, a.dmgMask, a.type === 'psionic');
      heroEffectsOnAttack(s, h, m, a, dice, a.dmgMask, opts);
    }
    if (a.sustained >= 0) sustain(s, dice, a.sustained);
    applyPenalty(dice, penalty);
    if (!m.hero && m.def.immuneSymMask) for (const d of dice) if (!d.out && !d.extra && d.face & m.def.immuneSymMask) d.out = true;
    let hits = 0;
    for (const d of dice) hits += successCount(d, a.dmgMask);
    if (a.sustained >= 0) hits = Math.min(hits, pool);
    const pushes = dice.reduce((acc, d) => acc + (d.out ? 0 : hasSym(d.face, s.rs.push) ? 1 : 0), 0);
    total += inflictOnEnemy(s, h, m, a, hits, a.type === 'psionic', pool, pushes, dice).wounds;
  }
  return total;
}

function collateralFromRoll(s: GameState, h: Model, m: Model, a: AttackDef): number {
  const dice = roll(s, heroAttackPool(s, h, null, a));
  let hits = 0;
  for (const d of dice) hits += successCount(d, a.dmgMask);
  return collateral(s, m, a.weak ? Math.min(1, hits) : hits, a.type === 'psionic', h);
}

// ---------------------------------------------------------------- enemy attacks

export interface DefenceChoices {
  rerolls?: number[];
  coverReroll?: number;
  tokens?: ('endurance' | 'improved-endurance' | 'psionic-shell')[];
}

/**
 * An enemy attack on a hero (ST-25): the hero rolls to cancel the DMG symbols; each one not cancelled is a
 * wound, then secondary effects (ST-25.4), Push, Drag, Suicidal Tendencies. AP are the caller's business.
 */
export function enemyAttackOnHero(s: GameState, e: Model, h: Model, a: AttackDef, why = 'attack', choices: DefenceChoices = {}): number {
  if (h.ko || h.removed || e.removed) return 0;
  if (isAdjacent(s, e, h)) give(s, h, ST.engaged, `${e.id} attacked from an adjacent square`); // ST-25.6
  if (h.def.immuneTypes.has(a.type)) {
    if (s.log) log(s, { type: 'attack', attacker: e.id, target: h.id, weapon: a.name, wounds: 0, immune: true, why });
    return 0;
  }
  const greedy = s.heroChoices === 'greedy';
  const physical = a.type !== 'psionic';
  let bonus = 0;
  const tokens = choices.tokens ?? (greedy ? (physical ? (['improved-endurance', 'endurance'] as const) : (['psionic-shell'] as const)) : []);
  for (const t of tokens) {
    const st = ST[t];
    if (h.tokens[st] <= 0) continue;
    if ((t === 'psionic-shell') === physical) continue;
    discard(s, h, st);
    bonus += t === 'endurance' ? 1 : 2;
  }
  const dice = roll(s, defencePool(s, h, a.type, bonus));
  const penalty = penaltyApplies(s, h) ? rollPenalty(s) : -1;
  if (s.log) log(s, { type: 'roll', id: h.id, purpose: `defend against ${e.id}'s ${a.name}`, faces: facesOf(dice), penalty: penalty >= 0 ? faceNames(penalty) : null });
  const mask = a.dmgMask;
  // ST-47.9: Vicious Strike (enemy effect) before the hero's own effects.
  if (a.vicious >= 0) for (const d of dice) if (!d.out && !d.eRe && hasSym(d.face, a.vicious) && d.face & mask) reroll(s, d, 'enemy');
  const failures = () => dice.filter((d) => !d.out && !d.hRe && !(d.face & mask));
  const rerolls = choices.rerolls ?? (greedy ? failures().map((d) => dice.indexOf(d)) : []);
  for (const i of rerolls) {
    const d = dice[i];
    if (!d || d.out || d.hRe || h.tokens[ST['re-roll']] <= 0) continue;
    discard(s, h, ST['re-roll'], false);
    reroll(s, d, 'hero');
  }
  if (physical && (choices.coverReroll !== undefined || greedy) && inCoverFrom(s, e, e.cell, h)) {
    const d = choices.coverReroll !== undefined ? dice[choices.coverReroll] : failures()[0];
    if (d && !d.out && !d.hRe) reroll(s, d, 'hero');
  }
  applyPenalty(dice, penalty);
  const have = new Array<number>(8).fill(0);
  for (const d of dice) if (!d.out) for (let k = 0; k < 8; k++) if (hasSym(d.face, k)) have[k]++;
  const uncancelled = new Array<number>(8).fill(0);
  let wounds = 0;
  for (const sym of a.dmg) {
    if (have[sym] > 0) have[sym]--;
    else {
      uncancelled[sym]++;
      wounds++;
    }
  }
  if (a.weak) wounds = Math.min(1, wounds);
  if (s.log) log(s, { type: 'attack', attacker: e.id, target: h.id, weapon: a.name, faces: facesOf(dice), wounds, why });
  woundHero(s, h, wounds, `${e.id}'s ${a.name}`);
  if (wounds > 0 && !h.ko) {
    giveStatuses(s, h, a, e);
    for (const [sym, st] of a.onSymbol) if (uncancelled[sym] > 0) give(s, h, st, `${e.id}'s ${a.name}`);
    if (a.push) pushModel(s, h, e.cell, a.dmg.includes(s.rs.push) ? uncancelled[s.rs.push] : wounds);
    if (a.drag) dragModel(s, h, e);
  }
  if (wounds > 0 && a.suicidal && !e.removed) removeEnemy(s, e, null, 'suicidal tendencies');
  return wounds;
}

/** ST-27.3: an enemy hit by another enemy takes the DMG symbols less its PD or MD, no roll. */
export function enemyAttackOnEnemy(s: GameState, e: Model, t: Model, a: AttackDef): number {
  const w = plainHits(s, e, t, a.dmg.length, a.type, a.name, a.armourPiercing);
  return a.weak ? Math.min(1, w) : w;
}

/** Hits that no roll can cancel, less PD (physical) or MD (psionic), on an enemy (ST-27.3). */
export function plainHits(s: GameState, by: Model, t: Model, hits: number, type: AttackDef['type'], name: string, piercing = 0): number {
  const def = type === 'psionic' ? t.def.MD : Math.max(0, t.def.PD - piercing);
  const w = t.def.immuneTypes.has(type) ? 0 : Math.max(0, hits - def);
  if (s.log) log(s, { type: 'attack', attacker: by.id, target: t.id, weapon: name, hits, wounds: w });
  if (woundEnemy(s, t, w, by.hero ? by : null, `${by.id}'s ${name}`)) removeEnemy(s, t, by, `${by.id}'s ${name}`);
  return w;
}

/** An enemy's attack on whatever it targets, area included (ST-33.5: every adversary in the area defends). */
export function enemyAttack(s: GameState, e: Model, t: Model, a: AttackDef, why = 'attack'): number {
  if (a.area && a.area.shape !== 'aura') {
    const cells = a.area.shape === 'wave' ? areaSquares(s.board, 'wave', e.cell, e.cell, a.area.size) : areaSquares(s.board, a.area.shape, t.cell, e.cell, 0, s.rs.s.areaTiePrefersX, s.rs.s.sweepSide);
    let total = 0;
    for (const c of cells) {
      const o = s.occ[c];
      if (o < 0 || o === e.i) continue;
      const m = s.models[o];
      if (!active(m) || !adversaries(e, m)) continue; // ST-33.7
      total += m.hero ? enemyAttackOnHero(s, e, m, a, why) : enemyAttackOnEnemy(s, e, m, a);
      if (e.removed) break;
    }
    return total;
  }
  return t.hero ? enemyAttackOnHero(s, e, t, a, why) : enemyAttackOnEnemy(s, e, t, a);
}

/** D-23: a free attack uses the first attack with a valid target at distance 1, close combat first. */
export function freeAttack(s: GameState, e: Model, h: Model, why: string): number {
  if (!active(e) || h.ko) return 0;
  const attacks = e.def.attacks;
  const pick =
    attacks.find((a) => a.type === 'melee' && canTarget(s, e, h, a) && distance(s.board, e.cell, h.cell) === 1) ??
    attacks.find((a) => canTarget(s, e, h, a) && distance(s.board, e.cell, h.cell) === 1);
  if (!pick) return 0;
  if (s.log) log(s, { type: 'free-attack', attacker: e.id, target: h.id, weapon: pick.name, why });
  return enemyAttackOnHero(s, e, h, { ...pick, area: null }, 'free attack');
}

export function statusNames(sts: readonly number[]): string[] {
  return sts.map((x) => STATUSES[x]);
}
