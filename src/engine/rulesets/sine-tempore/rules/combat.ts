/**
 * Combat: the hero attack flow (ST-24), the defence flow (ST-25), collateral damage (ST-27), psionic powers
 * (ST-40), area effects (ST-33), Push and Drag (ST-46.5, ST-47.1, D-49). Wounds, TV, KO, loot and healing are in
 * wounds.ts.
 */
import { axisDir, area as areaSquares, distance } from './geometry';
import { SIZE_BIG, withRules, type AttackDef } from './defs';
import {
  applyPenalty,
  die,
  facesOf,
  greedyRerolls,
  greedySelectPoint,
  heroRerolls,
  rerollDie,
  rollPool,
  symbolCount,
  type Die,
  type HeroRerolls,
  type Roll,
} from './rolls';
import { canStop, enterSurcharge } from './movement';
import { canTarget, inCoverFrom } from './targeting';
import { engagedBySomeone, enterCombat, refreshEngaged } from './triggers';
import { afterStep } from './steps';
import { removeEnemy, woundElement, woundEnemy, woundHero } from './wounds';
import { ST, STATUSES, countMask, faceNames, hasSym, maskOf, type Sym } from './symbols';
import {
  active,
  adversaries,
  discard,
  give,
  log,
  place,
  choiceError,
  rollAction,
  stat,
  takeChoice,
  type AttackOptions,
  type GameState,
  type Model,
  type RollChoice,
} from './state';

export { penaltyApplies } from './rolls';

function poisonMalus(s: GameState, m: Model, attack: boolean): number {
  return m.hero && m.tokens[ST.poison] > 0 && (attack || s.rs.s.poisonScope === 'every-test') ? 1 : 0;
}

function statForType(m: Model, type: AttackDef['type']): number {
  return type === 'melee' ? stat(m, 'PH') : type === 'ranged' ? stat(m, 'PR') : stat(m, 'MI');
}

/** Action dice a hero rolls for an attack (ST-24.2 step 1; D-6, D-58), without the Penalty Die or a Focus die. */
export function heroAttackPool(s: GameState, h: Model, tgt: Model | null, a: AttackDef, strength = false): number {
  const bigGuy = tgt && !tgt.hero && tgt.def.size === SIZE_BIG && s.rs.s.bigGuyBonus ? 1 : 0;
  if (a.power) return powerPool(s, h, a) + (s.rs.s.bigGuyBonusOnPowers ? bigGuy : 0);
  let n = statForType(h, a.type) + a.atb + a.bonusDice + h.bonusDice + bigGuy;
  if (strength && a.type === 'melee') n += 2;
  n -= poisonMalus(s, h, true);
  return Math.max(0, n);
}

/** ST-40.2: the dice of the MI test to use a power: MI and the test's bonuses, less Poison (D-33); no target's bonus. */
export function powerPool(s: GameState, h: Model, a: AttackDef): number {
  return Math.max(0, stat(h, 'MI') + a.bonusDice + h.bonusDice - poisonMalus(s, h, true));
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

/** The lowest-numbered die that shows a success and that no enemy effect has re-rolled (ST-29.9.3, D-5). */
function firstSuccess(dice: Die[], mask: number): Die | null {
  for (const d of dice) if (!d.out && !d.focus && !d.extra && !d.eRe && d.face & mask) return d;
  return null;
}

// Wounds, KO, loot, TV and healing live in wounds.ts (effects and statuses wound models too, without the attack flow).
export { healModel, koHero, removeEnemy, woundElement, woundEnemy, woundHero, woundModel } from './wounds';

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
  // Already adjacent to the attacker: the hero is where Drag would put it.
  for (let d = 0; d < 4; d++) if (b.nbr[by.cell * 4 + d] === h.cell) return;
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

/** Enemy-triggered effects on a hero's attack roll (ST-24.2 step 2, D-31): eliminations, Resistance, Dodge, Cover. */
function enemyEffectsOnAttack(s: GameState, h: Model, tgt: Model, dice: Die[], mask: number, psionic: boolean): void {
  const immune = tgt.def.immuneSymMask;
  if (immune) for (const d of dice) if (!d.out && d.face & immune) d.out = true;
  if (tgt.def.resistMask) {
    for (const d of dice) {
      if (d.out || d.focus || d.eRe) continue;
      if (d.face & tgt.def.resistMask && d.face & mask) rerollDie(s, d, 'enemy');
    }
  }
  if (tgt.def.dodge) {
    const d = bestSuccess(dice, mask, (x) => x.eRe);
    if (d) rerollDie(s, d, 'enemy');
  }
  // ST-29.9.3, ST-29.9.4: Cover makes the hero re-roll one success; never against a psionic attack.
  if (!psionic && inCoverFrom(s, h, h.cell, tgt)) {
    const d = s.rs.s.coverRerollDie === 'lowest-numbered' ? firstSuccess(dice, mask) : bestSuccess(dice, mask, (x) => x.eRe);
    if (d) {
      rerollDie(s, d, 'enemy');
      if (s.log) log(s, { type: 'cover', attacker: h.id, target: tgt.id });
    }
  }
}

/** Hero-triggered effects (ST-24.2 step 3): the weapon's own re-rolls, the options the attack declared or a bot's. */
function heroEffectsOnAttack(s: GameState, h: Model, tgt: Model | null, a: AttackDef, r: Roll, mask: number, opts: AttackOptions): void {
  const auto: number[] = [];
  if (a.reroll >= 0) r.dice.forEach((d, i) => !d.out && !d.focus && !d.hRe && hasSym(d.face, a.reroll) && !(d.face & mask) && auto.push(i));
  const what = `${h.id}'s ${a.name}`;
  const failed = (d: Die) => !(d.face & mask);
  const c: HeroRerolls = { rerolls: opts.rerolls, rerollPenalty: opts.rerollPenalty, poisonReroll: opts.poisonReroll, selectPoint: opts.selectPoint };
  if (c.poisonReroll !== undefined && !(tgt && tgt.tokens[ST.poison] > 0)) {
    choiceError(s, `${what}: the poison re-roll needs a Poisoned target (ST-42.6)`);
    c.poisonReroll = undefined;
  }
  if (s.heroChoices === 'greedy') {
    if (c.rerolls === undefined) c.rerolls = greedyRerolls(h, r, failed).rerolls;
    if (c.poisonReroll === undefined && tgt && tgt.tokens[ST.poison] > 0) {
      const first = r.dice.findIndex((d, i) => !d.out && !d.focus && !d.hRe && failed(d) && !c.rerolls?.includes(i) && !auto.includes(i));
      if (first >= 0) c.poisonReroll = first;
    }
  }
  heroRerolls(s, h, r, c, auto, what);
  if (s.heroChoices === 'greedy' && !c.selectPoint) greedySelectPoint(s, h, r, failed, a.dmg.length > 0 ? 1 << a.dmg[0] : 0, what);
}

/** ST-46.8, FORMAT.md: one extra die per die showing the symbol, then per extra die showing it, breadth-first; never for a Focus die. */
function sustain(s: GameState, dice: Die[], sym: Sym): void {
  let pending = 0;
  for (const d of dice) if (!d.out && !d.focus && hasSym(d.face, sym)) pending++;
  while (pending > 0) {
    pending--;
    const d = die(rollAction(s));
    d.extra = true;
    dice.push(d);
    if (hasSym(d.face, sym)) pending++;
  }
}

function copyRoll(r: Roll): Roll {
  return { dice: r.dice.map((d) => ({ ...d })), penalty: r.penalty };
}

/** PUSH symbols on the final faces of a hero's roll, whether or not their die scored (ST-46.5, FORMAT.md). */
function pushesOf(s: GameState, dice: readonly Die[]): number {
  let n = 0;
  for (const d of dice) if (!d.out && hasSym(d.face, s.rs.push)) n++;
  return n;
}

/**
 * A hero's attack with a weapon or attack skill against one enemy (ST-24). The AP are paid and the target
 * checked by the caller. Returns the wounds inflicted.
 */
export function heroAttack(s: GameState, h: Model, tgt: Model, a: AttackDef, ai: number, opts: AttackOptions = {}): HeroAttackResult {
  if (a.power) return usePower(s, h, tgt, tgt.cell, a, opts);
  const adjacentAtStart = isAdjacent(s, h, tgt);
  if (adjacentAtStart && !tgt.hero) give(s, h, ST.engaged, `attacked ${tgt.id}`); // ST-24.4
  const strength = useStrength(s, h, a, opts);
  const pool = heroAttackPool(s, h, tgt, a, strength);
  const r = rollPool(s, h, pool);
  const dice = r.dice;
  const mask = a.dmgMask;
  if (s.log) log(s, { type: 'roll', id: h.id, purpose: `attack ${tgt.id} with ${a.name}`, faces: facesOf(dice), penalty: r.penalty >= 0 ? faceNames(r.penalty) : null });
  const aside = focusDice(s, h, a, ai, dice, mask, opts);
  const psionicType = a.type === 'psionic';
  enemyEffectsOnAttack(s, h, tgt, dice, mask, psionicType);
  heroEffectsOnAttack(s, h, tgt, a, r, mask, opts);
  let becomesPsionic = psionicType;
  if (a.convert && !becomesPsionic) {
    const n = dice.reduce((acc, d) => acc + (d.out ? 0 : hasSym(d.face, a.convert!.sym) ? 1 : 0), 0);
    if (n >= a.convert.count) {
      becomesPsionic = true;
      if (s.log) log(s, { type: 'convert', id: h.id, weapon: a.name, to: 'psionic' });
    }
  }
  if (a.sustained >= 0) sustain(s, dice, a.sustained);
  applyPenalty(r);
  const immune = tgt.def.immuneSymMask;
  if (immune) for (const d of dice) if (!d.out && !d.extra && d.face & immune) d.out = true;
  let hits = 0;
  for (const d of dice) if (d !== aside) hits += successCount(d, mask);
  if (a.sustained >= 0 && s.rs.s.sustainedCap === 'hits-before-defence') hits = Math.min(hits, pool);
  return inflictOnEnemy(s, h, tgt, a, hits, becomesPsionic, pool, pushesOf(s, dice), dice);
}

/** ST-45.6: Strength, declared (checked by the action) or taken by a bot, on a close-combat attack only. */
function useStrength(s: GameState, h: Model, a: AttackDef, opts: AttackOptions): boolean {
  const wanted = opts.strength ?? (s.heroChoices === 'greedy' && a.type === 'melee' && h.tokens[ST.strength] > 0);
  if (!wanted || a.type !== 'melee' || h.tokens[ST.strength] <= 0) return false;
  discard(s, h, ST.strength);
  return true;
}

/**
 * ST-14.8, D-36: right after the roll, a saved Focus die of this weapon is added (numbered after the rolled dice)
 * and, after a Focus action, one die is set aside on the weapon; returns the die set aside.
 */
function focusDice(s: GameState, h: Model, a: AttackDef, ai: number, dice: Die[], mask: number, opts: AttackOptions): Die | null {
  const saved = ai >= 0 ? h.focus.get(ai) : undefined;
  if (saved !== undefined && (opts.useFocus ?? s.heroChoices === 'greedy')) {
    h.focus.delete(ai);
    dice.push(die(saved, true));
    if (s.log) log(s, { type: 'focus', id: h.id, used: faceNames(saved) });
  }
  const focusing = s.act?.focusPending && s.act.hero === h.i;
  if (focusing) s.act!.focusPending = false;
  const asideIndex = opts.setAside ?? (focusing && ai >= 0 && s.heroChoices === 'greedy' ? pickFocusDie(dice, mask) : undefined);
  if (asideIndex === undefined) return null;
  if (!focusing || ai < 0 || h.focus.has(ai)) {
    choiceError(s, `${h.id}'s ${a.name}: a die is set aside only right after a Focus action, on a weapon holding none (D-36)`);
    return null;
  }
  const d = dice[asideIndex];
  if (!d || d.focus || d.out) {
    choiceError(s, `${h.id}'s ${a.name}: there is no die ${asideIndex} to set aside`);
    return null;
  }
  d.out = true;
  h.focus.set(ai, d.face);
  if (s.log) log(s, { type: 'focus', id: h.id, saved: faceNames(d.face) });
  return d;
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
    // D-62: every struck model the attack wounds gains its status, an allied hero too.
    if (w > 0 && !tgt.ko) giveStatuses(s, tgt, a, h);
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
  return woundStruckEnemy(s, h, tgt, a, wounds, hits, a.area ? 0 : pushes);
}

/** ST-24.2 step 6 on an enemy: Wounds and TV, the attack's statuses (D-62), Push, then removal (ST-38.2). */
function woundStruckEnemy(s: GameState, h: Model, tgt: Model, a: AttackDef, wounds: number, hits: number, pushes: number): HeroAttackResult {
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
  const r = rollPool(s, h, pool);
  applyPenalty(r);
  const dice = r.dice;
  let hits = 0;
  for (const d of dice) hits += successCount(d, a.dmgMask);
  const wounds = a.weak ? Math.min(1, hits) : a.fixed >= 0 ? a.fixed : hits;
  if (s.log) log(s, { type: 'attack', attacker: h.id, target: s.elements[e].id, weapon: a.name, faces: facesOf(dice), hits, wounds });
  woundElement(s, e, wounds, h);
  return wounds;
}

/** The extra defence dice of the tokens a hero discards for one roll (ST-45.3, ST-45.5, ST-45.7); checked and spent. */
function defenceTokens(s: GameState, h: Model, physical: boolean, c: RollChoice | null, what: string): number {
  const wanted: ['endurance' | 'improved-endurance' | 'psionic-shell', boolean][] = c
    ? [
        ['improved-endurance', !!c.improvedEndurance],
        ['endurance', !!c.endurance],
        ['psionic-shell', !!c.psionicShell],
      ]
    : s.heroChoices === 'greedy'
      ? physical
        ? [
            ['improved-endurance', true],
            ['endurance', true],
          ]
        : [['psionic-shell', true]]
      : [];
  let bonus = 0;
  for (const [t, want] of wanted) {
    if (!want) continue;
    const st = ST[t];
    const fits = (t === 'psionic-shell') !== physical;
    if (h.tokens[st] <= 0 || !fits) {
      if (c) choiceError(s, `${what}: ${h.id} cannot use ${t} here (${h.tokens[st] <= 0 ? 'no token' : physical ? 'only against a psionic attack' : 'only against a physical attack'})`);
      continue;
    }
    discard(s, h, st);
    bonus += t === 'endurance' ? 1 : 2;
  }
  return bonus;
}

/** ST-27, D-38: a hero hit by another hero's attack or an allied area defends with PH/MI; each DEFENSE cancels one. */
export function collateral(s: GameState, h: Model, hits: number, psionic: boolean, by: Model | null): number {
  if (hits <= 0 || h.ko || h.removed) return 0;
  const what = `${h.id}'s defence against collateral damage`;
  const c = takeChoice(s, h, 'defence');
  const bonus = defenceTokens(s, h, !psionic, c, what);
  const r = rollPool(s, h, defencePool(s, h, psionic ? 'psionic' : 'melee', bonus));
  if (c) {
    if (c.coverReroll !== undefined && (psionic || !by || !inCoverFrom(s, by, by.cell, h))) choiceError(s, `${what}: the cover re-roll needs a hero in Cover against a physical attack (ST-29.9.2)`);
    if (c.concentration !== undefined) choiceError(s, `${what}: Concentration is for Oblivion tests (ST-45.8)`);
    heroRerolls(s, h, r, { rerolls: c.rerolls, rerollPenalty: c.rerollPenalty, selectPoint: c.selectPoint, coverReroll: c.coverReroll }, [], what);
  }
  applyPenalty(r);
  let cancel = 0;
  for (const d of r.dice) if (!d.out && hasSym(d.face, s.rs.collateralCancel)) cancel++;
  const w = Math.max(0, hits - cancel);
  if (s.log) log(s, { type: 'roll', id: h.id, purpose: 'collateral defence', faces: facesOf(r.dice), penalty: r.penalty >= 0 ? faceNames(r.penalty) : null });
  woundHero(s, h, w, `collateral damage from ${by?.id ?? 'an area effect'}`);
  return w;
}

/**
 * The models an attack (weapon, enemy attack or power) would strike aimed at `centre` (ST-33, D-37, D-61): the
 * target alone, or every model in its area but its user, in reading order; never a KO hero. An enemy's area
 * strikes only its adversaries (ST-33.7); a hero's strikes allied heroes too, as collateral damage (ST-33.4).
 */
export function struckModels(s: GameState, user: Model, a: AttackDef, centre: number, target: Model | null): Model[] {
  if (!a.area || a.area.shape === 'aura') return target && active(target) ? [target] : [];
  const wave = a.area.shape === 'wave';
  const cells = wave ? areaSquares(s.board, 'wave', user.cell, user.cell, a.area.size) : areaSquares(s.board, a.area.shape, centre, user.cell, 0, s.rs.s.areaTiePrefersX, s.rs.s.sweepSide);
  const out: Model[] = [];
  for (const c of cells) {
    const o = s.occ[c];
    if (o < 0 || o === user.i) continue;
    const m = s.models[o];
    if (!active(m)) continue;
    if (!user.hero && !adversaries(user, m)) continue;
    if (user.hero && wave && m.hero && !s.rs.s.heroWaveHitsAllies) continue;
    out.push(m);
  }
  // D-61: reading order of their squares; a square's index is its place in reading order.
  out.sort((p, q) => p.cell - q.cell);
  return out;
}

/**
 * ST-40.3: a psionic power, its AP paid by the caller: the Oblivion tokens, the MI test (Poison and the Penalty
 * die, D-33; Psionic Anomaly re-rolls its successes, D-60), then, on success, its fixed damage (plus the
 * enhanced effect's) less each struck enemy's MD (ST-40.5, ST-40.6, D-41), the struck models one after
 * another in reading order (D-61), heroes in its area defending as from collateral damage with MI (D-38).
 */
export function usePower(s: GameState, h: Model, tgt: Model | null, centre: number, a: AttackDef, opts: AttackOptions = {}): HeroAttackResult {
  if (a.oblivion > 0) {
    // ST-40.11: the player puts each token on the datapad or on equipment that stores them; bots store first.
    const room = s.heroChoices === 'greedy' ? Math.max(0, h.def.oblivionStorage - h.storedOblivion) : 0;
    const stored = Math.min(room, a.oblivion);
    h.storedOblivion += stored;
    h.tokens[ST.oblivion] += a.oblivion - stored;
    if (s.log) log(s, { type: 'status', id: h.id, status: 'oblivion', gained: true, count: h.tokens[ST.oblivion], stored: h.storedOblivion });
  }
  const struckAtStart = struckModels(s, h, a, centre, tgt);
  // ST-12.3, D-50: the models a power is aimed at are interacted with, whatever its test gives.
  for (const m of struckAtStart) if (m.group >= 0) enterCombat(s, m.group, `${h.id}'s ${a.name} is aimed at ${m.id}`);
  // ST-24.4: attacking an adjacent enemy engages the hero (a power with the Attack keyword is an attack, ST-40.4).
  if (struckAtStart.some((m) => !m.hero && adversaries(h, m) && isAdjacent(s, h, m))) give(s, h, ST.engaged, `attacked with ${a.name}`);
  const pool = heroAttackPool(s, h, tgt, a);
  const r = rollPool(s, h, pool);
  const dice = r.dice;
  if (s.log) log(s, { type: 'roll', id: h.id, purpose: `psionic test for ${a.name}`, faces: facesOf(dice), penalty: r.penalty >= 0 ? faceNames(r.penalty) : null });
  const testMask = maskOf(a.test) | a.dmgMask;
  // ST-47.4, D-60: within 5 squares of a Psionic Anomaly, every die showing a symbol of the test is re-rolled (an enemy effect).
  const anomaly = s.models.some((e) => !e.hero && active(e) && e.def.psionicAnomaly && adversaries(h, e) && distance(s.board, e.cell, h.cell) <= 5);
  if (anomaly) for (const d of dice) if (!d.out && !d.eRe && d.face & testMask) rerollDie(s, d, 'enemy');
  heroEffectsOnAttack(s, h, tgt, { ...a, dmgMask: testMask, reroll: -1 }, r, testMask, opts);
  applyPenalty(r);
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
  if (!ok) return { wounds: 0, hits: 0, killed: false };
  // ST-40.7: an Enhanced Effect adds its rules and damage to the normal effect.
  const eff = enhanced && a.enhancedRules.length ? withRules(a, a.enhancedRules) : a;
  const total = { wounds: 0, hits: 0, killed: false };
  const pushes = pushesOf(s, dice);
  for (const m of struckModels(s, h, a, centre, tgt)) {
    if (!active(h) || s.result) break;
    let res: HeroAttackResult;
    if (a.fixed < 0) {
      // A power whose damage counts symbols, like a weapon's.
      res = inflictOnEnemy(s, h, m, eff, symbolCount(dice, a.dmgMask), true, pool, pushes, dice);
    } else {
      const dmg = Math.max(0, a.fixed) + (enhanced ? a.enhancedDmg : 0);
      res = m.hero ? inflictOnEnemy(s, h, m, eff, dmg, true, pool, 0, dice) : fixedDamage(s, h, m, eff, dmg, pushes, dice);
    }
    total.wounds += res.wounds;
    total.hits += res.hits;
    total.killed ||= res.killed;
  }
  return total;
}

/** ST-40.5, ST-40.6: a power's fixed damage less the enemy's MD, never below 0 (D-41); Weak Attack caps it (D-34). */
function fixedDamage(s: GameState, h: Model, m: Model, a: AttackDef, dmg: number, pushes: number, dice: Die[]): HeroAttackResult {
  let wounds = m.def.immuneTypes.has('psionic') ? 0 : Math.max(0, dmg - m.def.MD);
  if (a.weak) wounds = Math.min(1, wounds);
  if (s.log) log(s, { type: 'attack', attacker: h.id, target: m.id, weapon: a.name, faces: facesOf(dice), hits: dmg, wounds });
  return woundStruckEnemy(s, h, m, a, wounds, dmg, a.area ? 0 : pushes);
}

/**
 * ST-33.4, D-37, D-61: one roll whose copy each struck model resolves in turn, in reading order: an enemy with its
 * own effects and PD or MD, a hero as collateral damage. A Wave rolls once per struck model (ST-33.10).
 */
export function heroAreaAttack(s: GameState, h: Model, centre: number, a: AttackDef, opts: AttackOptions = {}, ai = -1): number {
  const main = s.occ[centre] >= 0 ? s.models[s.occ[centre]] : null;
  const struck = struckModels(s, h, a, centre, main);
  // ST-12.3: being struck is an interaction; a waiting group enters combat.
  for (const m of struck) if (m.group >= 0) enterCombat(s, m.group, `${h.id}'s ${a.name} strikes ${m.id}`);
  if (a.area!.shape === 'wave') {
    // ST-33.10: a wave attack rolls once per model hit; a struck hero's attack roll comes before its defence.
    let total = 0;
    for (const m of struck) {
      if (!active(h) || s.result) break;
      if (!active(m)) continue;
      total += m.hero ? collateralFromRoll(s, h, m, a) : heroAttack(s, h, m, { ...a, area: null }, -1, opts).wounds;
    }
    return total;
  }
  if (struck.some((m) => !m.hero && adversaries(h, m) && isAdjacent(s, h, m))) give(s, h, ST.engaged, `attacked with ${a.name}`); // ST-24.4
  const strength = useStrength(s, h, a, opts);
  const pool = heroAttackPool(s, h, main, a, strength);
  const base = rollPool(s, h, pool);
  if (s.log) log(s, { type: 'roll', id: h.id, purpose: `area attack with ${a.name}`, faces: facesOf(base.dice), penalty: base.penalty >= 0 ? faceNames(base.penalty) : null });
  // The Focus die is set aside from (or added to) the one roll, before it is copied for each struck model.
  focusDice(s, h, a, ai, base.dice, a.dmgMask, opts);
  let total = 0;
  for (const m of struck) {
    if (!active(h) || s.result) break;
    if (!active(m)) continue;
    const r = copyRoll(base);
    if (!m.hero) {
      enemyEffectsOnAttack(s, h, m, r.dice, a.dmgMask, a.type === 'psionic');
      heroEffectsOnAttack(s, h, m, a, r, a.dmgMask, opts);
    }
    if (a.sustained >= 0) sustain(s, r.dice, a.sustained);
    applyPenalty(r);
    if (!m.hero && m.def.immuneSymMask) for (const d of r.dice) if (!d.out && !d.extra && d.face & m.def.immuneSymMask) d.out = true;
    let hits = 0;
    for (const d of r.dice) hits += successCount(d, a.dmgMask);
    if (a.sustained >= 0) hits = Math.min(hits, pool);
    total += inflictOnEnemy(s, h, m, a, hits, a.type === 'psionic', pool, 0, r.dice).wounds;
  }
  return total;
}

function collateralFromRoll(s: GameState, h: Model, m: Model, a: AttackDef): number {
  const dice = roll(s, heroAttackPool(s, h, null, a));
  let hits = 0;
  for (const d of dice) hits += successCount(d, a.dmgMask);
  const w = collateral(s, m, a.weak ? Math.min(1, hits) : hits, a.type === 'psionic', h);
  if (s.log) log(s, { type: 'attack', attacker: h.id, target: m.id, weapon: a.name, faces: facesOf(dice), hits, wounds: w, collateral: true });
  if (w > 0 && !m.ko) giveStatuses(s, m, a, h); // D-62
  return w;
}

// ---------------------------------------------------------------- enemy attacks

/**
 * One hero's defence against an enemy attack (ST-25): the roll, the enemy's effects (Vicious Strike), the hero's
 * (tokens, Cover, Select the Point), one Wound per DMG symbol not cancelled, then the attack's effects
 * (ST-25.4, Push, Drag). Suicidal Tendencies are the caller's (the attack resolves first, ST-47.8).
 */
function defend(s: GameState, e: Model, h: Model, a: AttackDef, why: string): number {
  if (h.ko || h.removed || e.removed) return 0;
  if (isAdjacent(s, e, h)) give(s, h, ST.engaged, `${e.id} attacked from an adjacent square`); // ST-25.6
  if (h.def.immuneTypes.has(a.type)) {
    if (s.log) log(s, { type: 'attack', attacker: e.id, target: h.id, weapon: a.name, wounds: 0, immune: true, why });
    return 0;
  }
  const what = `${h.id}'s defence against ${e.id}'s ${a.name}`;
  const greedy = s.heroChoices === 'greedy';
  const physical = a.type !== 'psionic';
  const c = takeChoice(s, h, 'defence');
  const bonus = defenceTokens(s, h, physical, c, what);
  const r = rollPool(s, h, defencePool(s, h, a.type, bonus));
  const dice = r.dice;
  if (s.log) log(s, { type: 'roll', id: h.id, purpose: `defend against ${e.id}'s ${a.name}`, faces: facesOf(dice), penalty: r.penalty >= 0 ? faceNames(r.penalty) : null });
  const mask = a.dmgMask;
  // ST-47.9: Vicious Strike (enemy effect) before the hero's own effects.
  if (a.vicious >= 0) for (const d of dice) if (!d.out && !d.eRe && hasSym(d.face, a.vicious) && d.face & mask) rerollDie(s, d, 'enemy');
  const failed = (d: Die) => !(d.face & mask);
  const inCover = physical && inCoverFrom(s, e, e.cell, h);
  if (c) {
    if (c.coverReroll !== undefined && !inCover) choiceError(s, `${what}: the cover re-roll needs ${h.id} in Cover against a physical attack (ST-29.9.2)`);
    if (c.concentration !== undefined) choiceError(s, `${what}: Concentration is for Oblivion tests (ST-45.8)`);
    heroRerolls(s, h, r, { rerolls: c.rerolls, rerollPenalty: c.rerollPenalty, selectPoint: c.selectPoint, coverReroll: inCover ? c.coverReroll : undefined }, [], what);
  } else if (greedy) {
    const choice = greedyRerolls(h, r, failed);
    if (inCover) {
      const first = dice.findIndex((d, i) => !d.out && !d.hRe && failed(d) && !choice.rerolls?.includes(i));
      if (first >= 0) choice.coverReroll = first;
    }
    heroRerolls(s, h, r, choice, [], what);
  }
  applyPenalty(r);
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
    // D-49, D-62: Push and Drag are not used on area attacks.
    if (a.push && !a.area) pushModel(s, h, e.cell, a.dmg.includes(s.rs.push) ? uncancelled[s.rs.push] : wounds);
    if (a.drag && !a.area) dragModel(s, h, e);
  }
  return wounds;
}

/** An enemy attack on one hero, with its Suicidal Tendencies (ST-47.8). */
export function enemyAttackOnHero(s: GameState, e: Model, h: Model, a: AttackDef, why = 'attack'): number {
  const w = defend(s, e, h, a, why);
  if (w > 0 && a.suicidal && !e.removed) removeEnemy(s, e, null, 'suicidal tendencies');
  return w;
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

/**
 * An enemy's attack on whatever it targets, area included: every adversary in the area centred on its target
 * defends in turn, in reading order (ST-33.5, ST-33.7, D-61); Suicidal Tendencies once it has all resolved.
 */
export function enemyAttack(s: GameState, e: Model, t: Model, a: AttackDef, why = 'attack'): number {
  if (!a.area || a.area.shape === 'aura') return t.hero ? enemyAttackOnHero(s, e, t, a, why) : enemyAttackOnEnemy(s, e, t, a);
  let total = 0;
  for (const m of struckModels(s, e, a, t.cell, t)) {
    if (s.result || e.removed) break;
    if (!active(m)) continue;
    total += m.hero ? defend(s, e, m, a, why) : enemyAttackOnEnemy(s, e, m, a);
  }
  if (total > 0 && a.suicidal && !e.removed) removeEnemy(s, e, null, 'suicidal tendencies');
  return total;
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
