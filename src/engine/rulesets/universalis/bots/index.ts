/**
 * Bots for both sides (Universalis is a game between two players; nobody plays "the enemy"):
 * - `aggressive` closes in and attacks: the best shot or charge by expected damage, reckless attacks when
 *   they pay, and moves straight at the nearest enemy or objective;
 * - `cautious` plays the range: aimed shots from cover, moves that keep cover between it and the enemy and
 *   stay in its weapon's range bands, works the mission's objectives (zones, objects), disengages from
 *   melee it is losing and ends its phase in fire readiness or defence;
 * - `random` takes a random legal decision (for fuzzing).
 * A bot keeps its own random generator: it never draws from the game's, so the dice stay the rules'.
 */
import { Rng } from '../../../core/rng';
import { CONTACT_CM, circleOverlaps, segmentMeetsPolygon, len, withinDistance } from '../geometry';
import type { Action, PhaseAction, Point } from '../rules/actions';
import { checkAction } from '../rules/actions';
import { actionCost } from '../rules/costs';
import { eligible, inZoneAt } from '../rules/flow';
import { canAttackThreat, owingAttack, sideIndex } from '../rules/game';

import { objectDistance } from '../rules/objects';
import { powerOutOfRange } from '../rules/powers';
import { radiusOf, speedOf } from '../rules/profile';
import { bandsOf, inMelee, rangeModifier } from '../rules/ranged';
import { reactionChoices } from '../rules/reactions';
import { distance, glimpses, perceives, type Cover } from '../rules/sight';
import { COVER_ARMOUR, COVER_FK, FK } from '../rules/defs';
import {
  BURNING,
  CAMOUFLAGED,
  PANIC,
  PRONE,
  STAGE_PHASE,
  STAGE_REACT,
  STAGE_ROUND_END,
  STAGE_SELECT,
  STAGE_THREAT,
  alive,
  has,
  type Compiled,
  type GameState,
} from '../rules/state';
import type { TerrainDef } from '../rules/defs';
import { isThreat, owesAttack } from '../rules/threat';
import { legalActions, phaseCandidates, threatAttackCandidates, toward } from './candidates';
import {
  aimedFromNormal,
  hitParts,
  hitValueOf,
  meleeWin,
  openShotModifier,
  plainHitValue,
  pRoll,
  shotValue,
  weaponReach,
  type HitParts,
} from './estimate';
import { declareOutcome, defenderPush } from './outcomes';
import { moveRefused } from './move-check';
import { keepNoPlace, newPlaceScratch, noPlaceKnown, placePieces, placeScore, type PlaceScratch } from './places';
import { lastingEffectAction } from './lasting-effects';
import { RankedOptions, TIE, type DirectKind, type Option, type PendingShot } from './ranked';
import type { ActionHook } from '../rules/hooks';
import { attribute, criticalMod } from '../rules/profile';

export interface Bot {
  decide(s: GameState): Action;
}

export type Style = 'aggressive' | 'cautious';

/** The living enemies of m, written into `out` (a bot's scratch list). */
function enemiesOf(s: GameState, m: number, out: number[]): number[] {
  const side = s.c.models[m].side;
  // Overwritten in place and cut once: emptying the list first (length = 0) would drop its storage.
  let k = 0;
  for (let o = 0; o < s.n; o++) if (alive(s, o) && s.c.models[o].side !== side) out[k++] = o;
  if (out.length !== k) out.length = k;
  return out;
}

/**
 * One bot's lists, filled again every decision instead of made anew (a decision weighs a few options,
 * enemies and places, and the garbage of thousands of decisions per batch costs). A bot plays one game at a
 * time and decides one decision at a time, so nothing is shared; what a decision reads of them is dead by
 * the next one.
 */
interface Scratch {
  /** The state and model the attack options were last filled for (their shots are settled against them). */
  s: GameState | null;
  m: number;
  options: RankedOptions;
  enemies: number[];
  /** The models select may activate. */
  eligible: number[];
  /**
   * Per model, the AP of each shot kind per weapon (in the style's order) and of a melee attack per weapon
   * (Infinity: not with that weapon). actionCost of these actions reads only the unit card (rules/costs.ts: the
   * weapon's WK, the colossus discount), never the state, so they key on the compiled game and the style (and
   * are shared by the bots of every game of it: COSTS).
   */
  costsFor: Compiled | null;
  costsStyle: Style | null;
  shotCosts: number[][];
  meleeCosts: number[][];
  /** The cautious bot's places (bots/places.ts). */
  places: PlaceScratch;
  /** The parts of the hit of the weapon and target weighed now (attackOptions). */
  hit: HitParts;
  /** How far each weapon of the model weighed now reaches (attackOptions). */
  reach: number[];
  /** The chance of the roll of each power, then each trait, of the model weighed now (hookOptions). */
  rolls: number[];
  /** pieceCover's answer (read at once by narrowShots). */
  cover: Cover;
  /**
   * Per model, the pieces with cover its base touches (coverTouching) and the place it stood at when they were
   * found: keyed on the game, its pieces and that place (the base's radius is its size's, fixed).
   */
  touchState: GameState | null;
  touchPieces: readonly TerrainDef[] | null;
  touchX: number[];
  touchY: number[];
  touching: number[][];
}

function newScratch(): Scratch {
  const x: Scratch = {
    s: null,
    m: -1,
    options: new RankedOptions(
      (t, shots, count) => settleShots(x.s!, x.m, t, shots, count),
      (shot) => shotAction(x.s!, x.m, shot),
      (t, shots, count) => narrowShots(x, x.s!, x.m, t, shots, count),
    ),
    enemies: [],
    eligible: [],
    costsFor: null,
    costsStyle: null,
    shotCosts: [],
    meleeCosts: [],
    places: newPlaceScratch(),
    hit: { strength: 0, prot: 0, shrapnel: false, dmg: 0, hp: 0 },
    reach: [],
    rolls: [],
    cover: { level: 0, armourBonus: 0 },
    touchState: null,
    touchPieces: null,
    touchX: [],
    touchY: [],
    touching: [],
  };
  return x;
}

/** The mission's place for this model to go, if its side's victory needs one: a zone, or an object to fetch. */
function objective(s: GameState, m: number): Point | null {
  const side = s.c.models[m].side;
  for (const v of s.c.missions[side].victory) {
    if (v.kind === 'models-in-zone') {
      if (inZoneAt(s, v.zone, s.x[m], s.y[m])) return null;
      return zoneCentre(s, v.zone);
    }
    if (v.kind === 'objects-in-zone') {
      for (let o = 0; o < s.c.objects.length; o++) {
        if (s.objCarrier[o] === m) return inZoneAt(s, v.zone, s.x[m], s.y[m]) ? null : zoneCentre(s, v.zone);
      }
      const fetch = objectToFetch(s, m, v);
      if (fetch >= 0) return [s.objX[fetch], s.objY[fetch]];
    }
  }
  return null;
}

/**
 * The object m should fetch for an objects mission, or -1. Only as many objects as the mission still needs
 * are fetched, the cheapest to bring home (there and back to the zone, plus a detour's worth for every enemy
 * close to one); each is left to the friend nearest to it, and a model with none to fetch (or that cannot
 * pick objects up) fights instead of walking into the enemy for an object the mission does not need.
 */
function objectToFetch(s: GameState, m: number, v: { zone: number; count: number }): number {
  if (!s.c.models[m].useObjects) return -1;
  const side = s.c.models[m].side;
  const home = zoneCentre(s, v.zone);
  let needed = v.count;
  const free: number[] = [];
  const costs: number[] = [];
  for (let o = 0; o < s.c.objects.length; o++) {
    const def = s.c.objects[o];
    if (!def.portable) continue;
    if (s.objCarrier[o] >= 0 && s.c.models[s.objCarrier[o]].side === side) {
      needed--;
      continue;
    }
    if (inZoneAt(s, v.zone, s.objX[o], s.objY[o])) {
      needed--;
      continue;
    }
    if (s.objCarrier[o] >= 0) continue;
    let danger = 0;
    for (let f = 0; f < s.n; f++)
      if (alive(s, f) && s.c.models[f].side !== side)
        danger += Math.max(0, 20 - len(s.objX[o] - s.x[f], s.objY[o] - s.y[f]));
    let i = free.length;
    free.push(o);
    costs.push(len(home[0] - s.objX[o], home[1] - s.objY[o]) * 2 + danger);
    // Cheapest first; a tie keeps the objects' order.
    while (i > 0 && costs[i - 1] > costs[i]) {
      [free[i - 1], free[i]] = [free[i], free[i - 1]];
      [costs[i - 1], costs[i]] = [costs[i], costs[i - 1]];
      i--;
    }
  }
  let best = -1;
  let bestDistance = Infinity;
  for (let k = 0; k < free.length && k < needed; k++) {
    const o = free[k];
    const mine = len(s.objX[o] - s.x[m], s.objY[o] - s.y[m]);
    let claimed = false;
    for (let f = 0; f < s.n && !claimed; f++) {
      if (f === m || !alive(s, f) || s.c.models[f].side !== side || !s.c.models[f].useObjects) continue;
      if (!carriesAny(s, f) && len(s.objX[o] - s.x[f], s.objY[o] - s.y[f]) < mine) claimed = true;
    }
    if (!claimed && mine < bestDistance) {
      bestDistance = mine;
      best = o;
    }
  }
  return best;
}

function carriesAny(s: GameState, m: number): boolean {
  for (let o = 0; o < s.c.objects.length; o++) if (s.objCarrier[o] === m) return true;
  return false;
}

/**
 * Whether m holds its mission's ground: it carries an object inside the zone its side brings objects to.
 * Objects cannot be put down (UN-8.3.7: they follow their carrier), so such a model must not walk out.
 */
function holdsObjective(s: GameState, m: number): boolean {
  const side = s.c.models[m].side;
  for (const v of s.c.missions[side].victory)
    if (v.kind === 'objects-in-zone' && carriesAny(s, m) && inZoneAt(s, v.zone, s.x[m], s.y[m])) return true;
  return false;
}

/**
 * The enemy m goes for: the nearest, except that an enemy carrying an object for its mission counts as
 * 20 cm nearer (stopping the carriers is how a side denies an objects mission).
 */
function quarry(s: GameState, m: number, list: number[]): number {
  let best = -1;
  let bd = Infinity;
  for (const o of list) {
    const d = distance(s, m, o) - (carriesAny(s, o) ? CARRIER_PULL_CM : 0);
    if (d < bd - TIE) {
      bd = d;
      best = o;
    }
  }
  return best;
}

const CARRIER_PULL_CM = 20;

function zoneCentre(s: GameState, zone: number): Point {
  const z = s.c.zones[zone];
  if (z.circle) return [z.circle.x, z.circle.y];
  const p = z.poly!;
  let x = 0;
  let y = 0;
  for (let i = 0; i < p.n; i++) {
    x += p.xs[i];
    y += p.ys[i];
  }
  return [x / p.n, y / p.n];
}

/** Ways to shoot, from the most to the least favoured by each bot. */
const SHOT_KINDS: Record<Style, readonly ('aimed' | 'normal' | 'snap')[]> = {
  aggressive: ['normal', 'aimed', 'snap'],
  cautious: ['aimed', 'normal', 'snap'],
};

/**
 * The best attack of m now (shot, charge or melee attack) by expected value, with its AP cost in mind. The
 * options are weighed on quick estimates and then checked with the rules from the best down, so the real
 * cover is worked out for the one taken.
 */
/**
 * Powers and traits whose hooks hit an enemy (AD-79), weighed like shots: the chance of the power's or the test's
 * roll times the value of the hit, per √AP. Hooks the engine only logs are not worth an action to a bot.
 */
function hookOptions(
  x: Scratch,
  s: GameState,
  m: number,
  onlyThreats: boolean,
  options: RankedOptions,
  enemies: readonly number[],
): void {
  const d = s.c.models[m];
  if (d.powers.length === 0 && d.traits.length === 0) return;
  const actor = d.id;
  // The chance of each power's or trait's roll, the same on every enemy (NaN: not a hit on an enemy).
  const rolls = x.rolls;
  let any = false;
  for (let power = 0; power < d.powers.length; power++) {
    const p = d.powers[power];
    const h = p.action;
    rolls[power] =
      !h || h.effect !== 'hit' || p.target !== 'model' || p.range === 'touch' || p.ap <= 0
        ? NaN
        : pRoll(attribute(s, m, p.attribute) + criticalMod(s, m) + p.difficulty);
    any ||= !Number.isNaN(rolls[power]);
  }
  const traits = d.powers.length;
  for (let trait = 0; trait < d.traits.length; trait++) {
    const h = d.traits[trait].action;
    rolls[traits + trait] =
      !h || h.effect !== 'hit' || h.target !== 'enemy' || !d.traits[trait].ap
        ? NaN
        : h.test
          ? pRoll(attribute(s, m, h.test.attribute) + criticalMod(s, m) + h.test.modifier)
          : 1;
    any ||= !Number.isNaN(rolls[traits + trait]);
  }
  if (!any) return;
  for (const t of enemies) {
    if (has(s, t, CAMOUFLAGED) || (onlyThreats && !isThreat(s, t))) continue;
    const target = s.c.models[t].id;
    for (let power = 0; power < d.powers.length; power++) {
      if (Number.isNaN(rolls[power])) continue;
      const p = d.powers[power];
      const h = p.action!;
      const v = rolls[power] * plainHitValue(s, t, h.strength, h.amount);
      if (v > 0) options.add({ type: 'usePower', actor, power, target }, v / Math.sqrt(p.ap));
    }
    for (let trait = 0; trait < d.traits.length; trait++) {
      if (Number.isNaN(rolls[traits + trait])) continue;
      const tr = d.traits[trait];
      const h = tr.action!;
      const v = rolls[traits + trait] * plainHitValue(s, t, h.strength, h.amount);
      if (v > 0) options.add({ type: 'useTrait', actor, trait, target }, v / Math.sqrt(tr.ap!));
    }
  }
}

/**
 * Looking after friends with hooks (AD-79): heal a hurt friend (or itself), or rid one of burning, poison or
 * panic, with a trait or item whose action does that and a friend in its range. The first that the rules accept.
 */
function careAction(s: GameState, m: number, style: Style): PhaseAction | null {
  const d = s.c.models[m];
  for (let i = 0; i < d.equipment.length; i++) {
    const h = d.equipment[i].action;
    const a = h ? careOn(s, m, style, CARE_EQUIPMENT, i, h, h.target === 'self') : null;
    if (a) return a;
  }
  for (let i = 0; i < d.traits.length; i++) {
    const h = d.traits[i].action;
    const a = h ? careOn(s, m, style, CARE_TRAIT, i, h, h.target === 'self') : null;
    if (a) return a;
  }
  for (let i = 0; i < d.powers.length; i++) {
    const p = d.powers[i];
    if (p.target !== 'model' && p.target !== 'self') continue;
    // A power's target is the power's (a friend, or the user itself), not its hook's.
    const a = p.action ? careOn(s, m, style, CARE_POWER, i, p.action, p.target === 'self') : null;
    if (a) return a;
  }
  return null;
}

const CARE_EQUIPMENT = 0;
const CARE_TRAIT = 1;
const CARE_POWER = 2;

/** Whether hook h looks after a friend at all (needsCare answers no for every friend otherwise). */
function caring(h: ActionHook): boolean {
  return h.effect === 'heal' || h.effect === 'removeBurning' || h.effect === 'removePoison' || h.effect === 'removePanic';
}

/** Whether friend f needs what hook h does. */
function needsCare(s: GameState, h: ActionHook, f: number): boolean {
  const fd = s.c.models[f];
  if (h.effect === 'heal') return s.hp[f] <= fd.hpNormal + fd.hpCritical - h.amount;
  if (h.effect === 'removeBurning') return has(s, f, BURNING);
  if (h.effect === 'removePoison') return s.poison[f].length > 0;
  if (h.effect === 'removePanic') return has(s, f, PANIC);
  return false;
}

/**
 * Hook h of m's equipment, trait or power (kind, index) on the first friend that needs it (m itself for a
 * self hook) and the rules accept, or null.
 */
function careOn(
  s: GameState,
  m: number,
  style: Style,
  kind: number,
  i: number,
  h: ActionHook,
  self: boolean,
): PhaseAction | null {
  // A hit, a push or a circle is no care: no friend to look at (most hooks a model has are those).
  if (!caring(h)) return null;
  const actor = s.c.models[m].id;
  const side = s.c.models[m].side;
  for (let f = 0; f < s.n; f++) {
    if (!alive(s, f) || s.c.models[f].side !== side || !needsCare(s, h, f)) continue;
    if (self !== (f === m)) continue;
    const target = self ? undefined : s.c.models[f].id;
    const a: PhaseAction =
      kind === CARE_EQUIPMENT
        ? { type: 'useEquipment', actor, item: i, target }
        : kind === CARE_TRAIT
          ? { type: 'useTrait', actor, trait: i, target }
          : { type: 'usePower', actor, power: i, target };
    if (!checkAction(s, a)) return because(s, a, () => `${style}: looks after ${s.c.models[f].id}`);
  }
  return null;
}

function attackOptions(
  x: Scratch,
  s: GameState,
  m: number,
  style: Style,
  onlyThreats: boolean,
  enemies: readonly number[],
): RankedOptions {
  const d = s.c.models[m];
  const actor = d.id;
  const melee = inMelee(s, m);
  const options = x.options;
  options.clear();
  x.s = s;
  x.m = m;
  const gk = speedOf(s, m);
  const kinds = SHOT_KINDS[style];
  // The AP each shot costs, per weapon and kind, and each melee attack (the same against every enemy).
  if (x.costsFor !== s.c || x.costsStyle !== style) {
    // Shared by every bot of the style on this game (a batch makes two bots a game: per game, they were
    // worked out again).
    let known = COSTS.get(s.c);
    if (known === undefined) {
      known = { aggressive: { shot: [], melee: [] }, cautious: { shot: [], melee: [] } };
      COSTS.set(s.c, known);
    }
    x.costsFor = s.c;
    x.costsStyle = style;
    x.shotCosts = known[style].shot;
    x.meleeCosts = known[style].melee;
  }
  if (x.shotCosts[m] === undefined) attackCosts(x, s, m, kinds);
  const costs = x.shotCosts[m];
  const meleeCosts = x.meleeCosts[m];
  const fk = attribute(s, m, FK);
  // How far each weapon reaches now (-1: no shot with it): a shot's, the aimed one's range (twice the normal's);
  // a melee weapon's, a charge's (GK + 0.5), or contact. An enemy farther than every weapon reaches gets nothing.
  const reach = x.reach;
  let far = CONTACT_CM + 1e-9;
  for (let w = 0; w < d.weapons.length; w++) {
    const r = weaponReach(s, m, w, melee, meleeCosts[w]);
    reach[w] = r;
    // (A reach that is not a number rules no enemy out, as the comparisons it stands for would not.)
    if (Number.isNaN(r)) far = Infinity;
    else if (r > far) far = r;
  }
  for (const t of enemies) {
    if (has(s, t, CAMOUFLAGED) || (onlyThreats && !isThreat(s, t))) continue;
    const dist = distance(s, m, t);
    if (dist > far) continue;
    const target = s.c.models[t].id;
    // inContact's own test (AD-25), on the distance already worked out.
    const contact = dist <= CONTACT_CM + 1e-9;
    // meleeValue's chance to win, the same with every weapon: plain, reckless, charging (NaN: not yet asked).
    let win = NaN;
    let winReckless = NaN;
    let winCharge = NaN;
    for (let w = 0; w < d.weapons.length; w++) {
      const wd = d.weapons[w];
      if (wd.kind === 'melee') {
        const cost = meleeCosts[w];
        if (cost > s.ap[m]) continue;
        if (contact) {
          if (Number.isNaN(win)) win = meleeWin(s, m, t, false, false);
          const hit = hitValueOf(hitParts(s, m, w, t, x.hit), 0, 0);
          options.add({ type: 'attack', actor, target, weapon: w }, (win * hit) / Math.sqrt(cost));
          if (style === 'aggressive' && cost + 2 <= s.ap[m]) {
            if (Number.isNaN(winReckless)) winReckless = meleeWin(s, m, t, false, true);
            options.add(
              { type: 'attack', actor, target, weapon: w, reckless: true },
              (winReckless * hit) / Math.sqrt(cost + 2),
            );
          }
        } else if (
          !melee &&
          !has(s, m, PRONE) &&
          dist <= gk + 0.5 &&
          (style === 'aggressive' || onlyThreats || carriesAny(s, t))
        ) {
          if (Number.isNaN(winCharge)) winCharge = meleeWin(s, m, t, true, false);
          const path = [toward(s, m, s.x[t], s.y[t], radiusOf(s, t) + 0.1, Infinity)];
          options.add(
            { type: 'charge', actor, target, weapon: w, path },
            (winCharge * hitValueOf(hitParts(s, m, w, t, x.hit), 0, 0) * 1.1) / Math.sqrt(cost),
          );
        }
        continue;
      }
      if (reach[w] < 0 || dist > reach[w]) continue;
      // A normal and a snap shot differ only by the snap's −2 (same shots, same range, same hit); an aimed shot
      // from the normal one by its range bands, its +2 and its single shot (aimedFromNormal). Out of the normal
      // shot's range (rangeModifier null) its modifier is null (shotModifiersWith's legalShot).
      let normalMod: number | null | undefined;
      let hits: HitParts | null = null;
      for (let k = 0; k < kinds.length; k++) {
        const kind = kinds[k];
        const cost = costs[w * kinds.length + k];
        if (cost > s.ap[m]) continue;
        if (normalMod === undefined)
          normalMod =
            rangeModifier(s, m, wd, dist, false) === null ? null : openShotModifier(s, m, w, t, 'normal');
        if (hits === null) hits = hitParts(s, m, w, t, x.hit);
        // Without cover the shot is worth the most it can be; its real value waits for the cover (ranked.ts).
        let mod: number | null;
        let hit: number;
        if (kind === 'aimed') {
          mod =
            normalMod === null ? openShotModifier(s, m, w, t, kind) : aimedFromNormal(s, m, w, dist, normalMod);
          hit = hitValueOf(hits, 0, 0);
        } else {
          mod = normalMod === null ? null : kind === 'snap' ? normalMod - 2 : normalMod;
          hit = hitValueOf(hits, wd.df, 0);
        }
        let bound = mod === null ? -1 : pRoll(fk + mod) * hit;
        const indirect = wd.indirect ? shotValue(s, m, w, t, kind, null, true) : -1;
        if (indirect > bound) bound = indirect;
        if (!(bound > 0.001)) continue;
        const bonus = style === 'cautious' && kind === 'aimed' ? 1.15 : 1;
        const value = (bound * bonus) / Math.sqrt(cost);
        options.addPending(t, w, kind, cost, bonus, value, mod === null ? NaN : mod, hit, indirect);
      }
    }
  }
  hookOptions(x, s, m, onlyThreats, options, enemies);
  return options;
}

const SHOT_ACTION = { normal: 'normalShot', aimed: 'aimedShot', snap: 'snapShot' } as const;

/** Scratch.shotCosts and meleeCosts per compiled game and style. */
const COSTS = new WeakMap<Compiled, Record<Style, { shot: number[][]; melee: number[][] }>>();

/** Fills the scratch's shot and melee costs of m (see Scratch.costsFor). */
function attackCosts(x: Scratch, s: GameState, m: number, kinds: readonly DirectKind[]): void {
  const d = s.c.models[m];
  const costs: number[] = [];
  const meleeCosts: number[] = [];
  for (let w = 0; w < d.weapons.length; w++) {
    for (let k = 0; k < kinds.length; k++) costs.push(actionCost(s, m, SHOT_ACTION[kinds[k]], w) ?? Infinity);
    meleeCosts.push(d.weapons[w].kind === 'melee' ? (actionCost(s, m, 'attack', w) ?? Infinity) : Infinity);
  }
  // Holes up to m stay holes: a model the bot never weighed has no costs.
  x.shotCosts[m] = costs;
  x.meleeCosts[m] = meleeCosts;
}

/**
 * The shots of m on t with the cover of t's pieces (pieceCover) but not yet the look for a line of sight: each
 * one's value if t is seen (as shotValue with that cover, from the parts worked out without it), kept for
 * settleShots in `covered`, and as its bound the better of that and its indirect shot's (what it is worth when
 * t is not seen): the real value is one of the two. The glimpse, the dearer half, waits until the shot comes up
 * again (a target in cover often falls below a shot that is taken).
 */
function narrowShots(
  x: Scratch,
  s: GameState,
  m: number,
  t: number,
  shots: readonly PendingShot[],
  count: number,
): void {
  const cover = pieceCover(x, s, m, t);
  const d = s.c.models[m];
  const fk = attribute(s, m, FK);
  for (let i = 0; i < count; i++) {
    const p = shots[i];
    const wd = d.weapons[p.weapon];
    let v: number;
    if (Number.isNaN(p.mod)) v = -1;
    else {
      // hitValue's parts into the scratch's (attackOptions is done with them).
      const hit =
        cover.armourBonus === 0
          ? p.hit
          : hitValueOf(hitParts(s, m, p.weapon, t, x.hit), p.kind === 'aimed' ? 0 : wd.df, cover.armourBonus);
      v = pRoll(fk + p.mod + COVER_FK[cover.level]) * hit;
    }
    p.covered = v;
    const unseen = wd.indirect ? p.indirect : -1;
    const bound = v > unseen ? v : unseen;
    // Worth nothing seen or not (settleShots would find it dead).
    p.value = bound <= 0.001 ? -Infinity : (bound * p.bonus) / Math.sqrt(p.cost);
  }
}

/**
 * The shots of m on t, narrowed (narrowShots), with the look for a line of sight: their real values (with
 * the cover of the pieces when t is seen) and whether they go indirect, or dead (-Infinity).
 */
function settleShots(
  s: GameState,
  m: number,
  t: number,
  shots: readonly PendingShot[],
  count: number,
): void {
  const seen = glimpses(s, m, t);
  const d = s.c.models[m];
  for (let i = 0; i < count; i++) {
    const p = shots[i];
    const indirect = !seen && d.weapons[p.weapon].indirect;
    const v = seen ? p.covered : indirect ? p.indirect : -1;
    if (v <= 0.001) {
      p.value = -Infinity;
      continue;
    }
    // Its action is made when it is read (shotAction).
    p.viaIndirect = indirect;
    p.value = (v * p.bonus) / Math.sqrt(p.cost);
  }
}

/** The action of a settled shot of m. */
function shotAction(s: GameState, m: number, p: PendingShot): PhaseAction {
  const d = s.c.models[m];
  const shots = p.kind === 'aimed' ? 1 : d.weapons[p.weapon].df + 1;
  return {
    type: 'shot',
    actor: d.id,
    kind: p.kind,
    weapon: p.weapon,
    targets: [{ model: s.c.models[p.target].id, shots }],
    indirect: p.viaIndirect || undefined,
  };
}

/**
 * The best attack the rules accept among those the test takes (best first): the real cover is only worked out here.
 * `floor`: the test takes no shot worth that or less (nor does this, at 0.001), so such a shot's target is never
 * glimpsed for it (RankedOptions.at). Leaving a glimpse out changes no later answer of the sight cache (a clear
 * glimpse is line of sight: rules/sight.ts glimpses), and a shot left waiting here is worth at most the floor to
 * every later reader too: the next firstLegal of the decision reads with a floor at least as high, and best()
 * compares with one.
 */
function firstLegal(
  s: GameState,
  options: RankedOptions,
  take: (o: Option) => boolean,
  floor = 0.001,
): Option | null {
  for (let i = 0; ; i++) {
    const o = options.at(i, floor);
    if (o === undefined) return null;
    if (options.unsettled(o)) continue;
    const a = o.action;
    if (o.value > 0.001 && take(o) && !chargeRefused(s, a) && !powerRefused(s, a) && !checkAction(s, a)) return o;
  }
}

/**
 * Whether a power on a model is surely refused for its range (rules/powers.ts powerOutOfRange): most of the power options
 * weighed are on enemies out of range, and the rules' check words a reason for each.
 */
function powerRefused(s: GameState, a: PhaseAction): boolean {
  return (
    a.type === 'usePower' &&
    a.target !== undefined &&
    powerOutOfRange(s, s.c.index[a.actor], a.power, s.c.index[a.target])
  );
}

/** Whether a charge is surely refused on the bots' cheap look at its path (bots/move-check.ts); else the rules decide. */
function chargeRefused(s: GameState, a: PhaseAction): boolean {
  if (a.type !== 'charge') return false;
  const end = a.path[a.path.length - 1];
  return a.path.length === 1 && moveRefused(s, s.c.index[a.actor], end[0], end[1], s.c.index[a.target]);
}

function isMelee(o: Option): boolean {
  return o.action.type === 'attack' || o.action.type === 'charge';
}

/**
 * A quick estimate of the cover t has against m if m sees it, for weighing shots (whether it does is the glimpse
 * of settleShots): the best cover piece the target touches that the line between the centres crosses, or the
 * environment's (the rules work the real cover out when the shot is taken).
 */
function pieceCover(x: Scratch, s: GameState, m: number, t: number): Cover {
  const touching = coverTouching(x, s, t);
  let level = 0;
  let bonus = 0;
  for (let i = 0; i < touching.length; i++) {
    const p = s.pieces[touching[i]];
    if (p.cover <= level) continue;
    if (segmentMeetsPolygon(p.poly, s.x[m], s.y[m], s.x[t], s.y[t])) {
      level = p.cover;
      bonus = COVER_ARMOUR[p.cover];
    }
  }
  const env = s.c.table.environment;
  if (env && env.cover > level) level = env.cover;
  // The scratch's: narrowShots reads it at once.
  const cover = x.cover;
  cover.level = level;
  cover.armourBonus = bonus;
  return cover;
}

/**
 * The pieces with cover that t's base touches (overlaps or comes within 0.5 cm of), in the pieces' order: found
 * again only when t has moved, or for another game or other pieces (see Scratch.touching).
 */
function coverTouching(x: Scratch, s: GameState, t: number): number[] {
  if (x.touchState !== s || x.touchPieces !== s.pieces) {
    x.touchState = s;
    x.touchPieces = s.pieces;
    x.touching.length = 0;
  }
  let list = x.touching[t];
  if (list !== undefined && x.touchX[t] === s.x[t] && x.touchY[t] === s.y[t]) return list;
  if (list === undefined) list = x.touching[t] = [];
  const r = radiusOf(s, t);
  let k = 0;
  for (let pi = 0; pi < s.pieces.length; pi++) {
    const p = s.pieces[pi];
    if (p.cover <= 0) continue;
    if (circleOverlaps(p.poly, s.x[t], s.y[t], r) || withinDistance(p.poly, s.x[t], s.y[t], r + 0.5))
      list[k++] = pi;
  }
  if (list.length !== k) list.length = k;
  x.touchX[t] = s.x[t];
  x.touchY[t] = s.y[t];
  return list;
}

/** Angles (radians) tried off the straight line, and shares of the reach. */
const TURNS = [0, 0.5, -0.5, 1, -1, 1.5, -1.5] as const;
const REACHES = [1, 0.6, 0.3] as const;
const HALVES = [1, 0.5] as const;

/** A legal move for m towards (x, y), trying the straight line and then wider angles, shorter if need be. */
function moveToward(s: GameState, m: number, x: number, y: number, stop: number): PhaseAction | null {
  const actor = s.c.models[m].id;
  const gk = speedOf(s, m);
  const base = Math.atan2(y - s.y[m], x - s.x[m]);
  const d = len(x - s.x[m], y - s.y[m]);
  const reach = Math.min(gk, Math.max(0, d - stop));
  if (reach < 0.5) return null;
  const r = radiusOf(s, m);
  // The way point is made only for a candidate the cheap look leaves to the rules (most are refused there).
  for (const turn of TURNS) {
    const a = base + turn;
    const cos = Math.cos(a);
    const sin = Math.sin(a);
    for (const f of REACHES) {
      const px = Math.min(90 - r, Math.max(r, s.x[m] + cos * reach * f));
      const py = Math.min(90 - r, Math.max(r, s.y[m] + sin * reach * f));
      if (moveRefused(s, m, px, py)) continue;
      const action: PhaseAction = { type: 'move', actor, path: [[px, py]] };
      if (!checkAction(s, action)) return action;
    }
  }
  return null;
}

/**
 * The twelve directions the cautious bot looks at, every 30° from the line to its enemy: straight at it first,
 * then turning away from it on both sides. They turn with the model, not with the table: a fan anchored to the
 * table's axes broke ties between equal places by the table's corner (a band starting north-west won 55–59% of
 * Ashfall's cautious mirror). Worked out once as turns off the line.
 */
const AROUND_TURNS = [0, 1, 11, 2, 10, 3, 9, 4, 8, 5, 7, 6] as const;
const AROUND_COS: readonly number[] = AROUND_TURNS.map((k) => Math.cos((k * Math.PI) / 6));
const AROUND_SIN: readonly number[] = AROUND_TURNS.map((k) => Math.sin((k * Math.PI) / 6));

/** The cautious bot's move: within weapon range of the nearest enemy, with a line to it, behind cover, not too close. */
export function cautiousMove(
  scratch: PlaceScratch,
  s: GameState,
  m: number,
  enemy: number,
  shotHere: boolean,
): PhaseAction | null {
  // Without a shot from here every place is tried: the same state refused them all before (bots/places.ts).
  if (!shotHere && noPlaceKnown(scratch, s, m, enemy)) return null;
  const d = s.c.models[m];
  const gk = speedOf(s, m);
  let range = 0;
  for (const w of d.weapons) {
    const b = bandsOf(s, m, w);
    if (b) range = Math.max(range, b.band * Math.min(2, b.bands));
  }
  const actor = d.id;
  const r = radiusOf(s, m);
  const now = len(s.x[enemy] - s.x[m], s.y[enemy] - s.y[m]);
  // Every place is scored first; the rules then check them from the best down (ties: in the order looked
  // at), so the first legal one is the best legal place and most places are never planned.
  const xs = scratch.xs;
  const ys = scratch.ys;
  const scores = scratch.scores;
  const order = scratch.order;
  let n = 0;
  const ux = now > 1e-6 ? (s.x[enemy] - s.x[m]) / now : 1;
  const uy = now > 1e-6 ? (s.y[enemy] - s.y[m]) / now : 0;
  for (let k = 0; k < 12; k++) {
    const cx = ux * AROUND_COS[k] - uy * AROUND_SIN[k];
    const cy = uy * AROUND_COS[k] + ux * AROUND_SIN[k];
    for (const f of HALVES) {
      const x = Math.min(90 - r, Math.max(r, s.x[m] + cx * gk * f));
      const y = Math.min(90 - r, Math.max(r, s.y[m] + cy * gk * f));
      // Without a shot from here, only places that close in count (so the bot never walks to and fro).
      if (!shotHere && len(s.x[enemy] - x, s.y[enemy] - y) > now - 0.4 * gk * f) continue;
      xs[n] = x;
      ys[n] = y;
      n++;
    }
  }
  // The pieces that can matter to any of these places, picked once for all of them.
  const pieces = s.placePieces;
  placePieces(s, m, enemy, xs, ys, n, pieces);
  for (let j = 0; j < n; j++) {
    const score = placeScore(s, m, pieces, xs[j], ys[j], enemy, range);
    scores[j] = score;
    // Insertion by score, best first; an equal score goes after the ones before it.
    let i = j;
    while (i > 0 && scores[order[i - 1]] < score - TIE) {
      order[i] = order[i - 1];
      i--;
    }
    order[i] = j;
  }
  // Without a shot worth taking from here, staying put only waits.
  const here = shotHere ? placeScore(s, m, pieces, s.x[m], s.y[m], enemy, range) : -Infinity;
  let checked = false;
  for (let q = 0; q < n; q++) {
    const i = order[q];
    if (!(scores[i] > here + 0.25)) return null;
    if (moveRefused(s, m, xs[i], ys[i])) continue;
    const action: PhaseAction = { type: 'move', actor, path: [[xs[i], ys[i]]] };
    if (!checkAction(s, action)) return action;
    checked = true;
  }
  // Refused by the look alone: no answer here read the AP or anything else the state version does not cover.
  if (!shotHere && !checked) keepNoPlace(scratch, s, m, enemy);
  return null;
}

/**
 * Any legal attack on a direct threat (the obligation of UN-4.5.3 when no attack looks worth it): the first the
 * rules accept of the candidates' attacks on threats, in their order (only those are made, not every candidate).
 */
function anyThreatAttack(s: GameState, m: number): Option | null {
  const raw: PhaseAction[] = [];
  threatAttackCandidates(s, m, raw);
  for (const a of raw) if (!checkAction(s, a)) return { action: a, value: 0 };
  return null;
}

/** Whether m has a legal attack worth something on a direct threat (the threat stage's question, UN-4.5). */
function threatAttack(x: Scratch, s: GameState, m: number, style: Style): boolean {
  return firstLegal(s, attackOptions(x, s, m, style, true, enemiesOf(s, m, x.enemies)), () => true) !== null;
}

/** The bot's reason for a decision, kept on it when the game keeps a log (the rules log it with the decision). */
function because<A extends Action>(s: GameState, a: A, why: () => string): A {
  // Worded only for a game that keeps a log: batches play thousands of games without one.
  if (s.log) (a as { why?: string }).why = why();
  return a;
}

function worth(o: Option): string {
  return `expected value ${o.value.toFixed(2)}`;
}

/** One decision for one model of the active group, or null when it has nothing worth doing. */
function actorDecision(x: Scratch, s: GameState, m: number, style: Style): PhaseAction | null {
  const d = s.c.models[m];
  const actor = d.id;
  const mustAttack = owesAttack(s, m);
  // Charges on the threats are looked at cheaply first (bots/move-check.ts): most are refused for their path.
  const obliged = mustAttack && canAttackThreat(s, m, moveRefused);
  const enemies = enemiesOf(s, m, x.enemies);
  const options = attackOptions(x, s, m, style, obliged, enemies);
  if (obliged) {
    // A carrier holding its objects zone answers the threat from where it stands when it can (a shot or a
    // blow in contact), so it does not charge out of the zone (see holdsObjective).
    const stays = holdsObjective(s, m) ? firstLegal(s, options, (o) => o.action.type !== 'charge') : null;
    const attack = stays ?? firstLegal(s, options, () => true) ?? anyThreatAttack(s, m);
    if (attack) return because(s, attack.action, () => `${style}: attacks its direct threat (${worth(attack)})`);
  }
  const foe = quarry(s, m, enemies);
  if (inMelee(s, m)) {
    const attack = firstLegal(s, options, () => true);
    if (attack && (style === 'aggressive' || attack.value > 0.25))
      return because(s, attack.action, () => `${style}: fights on in melee (${worth(attack)})`);
    if (style === 'cautious' && foe >= 0 && s.ap[m] >= (has(s, m, PRONE) ? 3 : 2)) {
      const away = toward(s, m, 2 * s.x[m] - s.x[foe], 2 * s.y[m] - s.y[foe], 0, speedOf(s, m));
      const dis: PhaseAction = { type: 'disengage', actor, path: [away] };
      if (!checkAction(s, dis)) return because(s, dis, () => `${style}: leaves a melee it is not winning`);
    }
    return attack ? because(s, attack.action, () => `${style}: fights on, nothing better in melee`) : null;
  }
  const care = mustAttack ? null : careAction(s, m, style);
  if (care) return care;
  const goal = objective(s, m);
  if (goal && !mustAttack) {
    for (let o = 0; o < s.c.objects.length; o++) {
      const def = s.c.objects[o];
      if (!def.portable || s.objCarrier[o] >= 0 || objectDistance(s, m, o) > 0.5) continue;
      const use: PhaseAction = { type: 'useObject', actor, object: def.id };
      if (!checkAction(s, use)) return because(s, use, () => `${style}: picks up ${def.id} for its mission`);
    }
    // Shoot when a good shot is there, otherwise keep going for the objective.
    const attack = firstLegal(s, options, (o) => o.value > (style === 'cautious' ? 0.3 : 0.2));
    if (attack)
      return because(
        s,
        attack.action,
        () => `${style}: a good shot on the way to its objective (${worth(attack)})`,
      );
    const mv = moveToward(s, m, goal[0], goal[1], 0);
    if (mv) return because(s, mv, () => `${style}: heads for its mission's objective`);
  }
  // A carrier in its objects zone stays there: it shoots and fights where it stands, it does not charge.
  const holding = !mustAttack && holdsObjective(s, m);
  // A long shot is worth it only when there is nothing better to do with the AP (or it is a melee blow).
  const least = style === 'aggressive' ? 0.03 : 0.08;
  // Shots that cannot be worth more than that are not taken here nor make a shot from here worth staying
  // for (cautiousMove below): their cover is never looked at.
  if (s.ap[m] > 1) options.dropPendingAtMost(least);
  const attack = firstLegal(
    s,
    options,
    (o) => !(holding && o.action.type === 'charge') && (isMelee(o) || o.value > least || s.ap[m] <= 1),
    s.ap[m] > 1 ? least : 0.001,
  );
  if (attack) return because(s, attack.action, () => `${style}: best attack (${worth(attack)})`);
  // No attack worth it: a lasting sight effect that outlasts a move (bots/lasting-effects.ts).
  const veil = mustAttack ? null : lastingEffectAction(s, m, true);
  if (veil) return because(s, veil.action, () => `${style}: ${veil.why()}`);
  // A camouflaged enemy in perception range: reveal it so it can be fought (UN-16.4).
  if (s.ap[m] >= 2) {
    for (const t of enemies) {
      if (!has(s, t, CAMOUFLAGED) || !perceives(s, m, t)) continue;
      const a: PhaseAction = {
        type: 'spot',
        actor,
        target: s.c.models[t].id,
        ap: Math.min(s.ap[m], style === 'cautious' ? 4 : 3),
      };
      if (!checkAction(s, a)) return because(s, a, () => `${style}: spots ${s.c.models[t].id}, hidden in range`);
    }
  }
  if (s.reload[m] !== 0) {
    for (let w = 0; w < d.weapons.length; w++) {
      if (!(s.reload[m] & (1 << w))) continue;
      const a: PhaseAction = { type: 'reload', actor, weapon: w };
      if (!checkAction(s, a)) return because(s, a, () => `${style}: nothing to attack, reloads`);
    }
  }
  if (foe < 0) return null;
  if (holding) {
    // Ready for whoever comes for the objects.
  } else if (style === 'aggressive' || carriesAny(s, foe)) {
    if (s.ap[m] >= 1) {
      const mv = moveToward(s, m, s.x[foe], s.y[foe], radiusOf(s, foe) + 3.1);
      if (mv)
        return because(
          s,
          mv,
          () =>
            `${style}: closes in on ${s.c.models[foe].id}, ${carriesAny(s, foe) ? 'who carries an object for its mission' : 'the nearest enemy'}`,
        );
    }
  } else if (s.ap[m] > 2) {
    const mv = cautiousMove(x.places, s, m, foe, options.best() > least);
    if (mv) return because(s, mv, () => `${style}: a better place against ${s.c.models[foe].id} (range and cover)`);
  }
  // No move either: a lasting sight effect that ends when its user moves (bots/lasting-effects.ts).
  const lasting = mustAttack ? null : lastingEffectAction(s, m, false);
  if (lasting) return because(s, lasting.action, () => `${style}: ${lasting.why()}`);
  // End the phase ready: fire readiness with a light weapon, else defence against an enemy close by.
  if (s.ap[m] >= 2 && s.fireReady[m] < 0) {
    for (let w = 0; w < d.weapons.length; w++) {
      // The rules' own test of the weapon (melee, WK IV): no action to be refused.
      if (actionCost(s, m, 'fireReadiness', w) === null) continue;
      const a: PhaseAction = { type: 'fireReadiness', actor, weapon: w };
      if (!checkAction(s, a)) return because(s, a, () => `${style}: ends ready to fire on what moves`);
    }
    if (style === 'cautious' && distance(s, m, foe) < 15) {
      const a: PhaseAction = { type: 'defence', actor };
      if (!checkAction(s, a)) return because(s, a, () => `${style}: ends in defence, an enemy is close`);
    }
  }
  return null;
}

function reaction(s: GameState, style: Style): Action {
  const p = s.pending!;
  const r = p.reactors[0];
  const model = s.c.models[r].id;
  const choices = reactionChoices(s);
  if (choices.length === 0) return { type: 'pass' };
  if (p.kind === 'dodge')
    return style === 'cautious' || s.ap[r] >= 3 ? { type: 'react', model } : { type: 'pass' };
  if (p.kind === 'reactionFire') {
    const mover = (p.resume as { resume: { m: number } }).resume.m;
    return { type: 'react', model, at: perceives(s, r, mover) ? 'start' : 'end' };
  }
  if (p.kind === 'counter' || p.kind === 'opportunity') {
    let best = choices[0];
    for (const c of choices)
      if ((s.c.models[r].weapons[c.weapon!].damage ?? 0) > (s.c.models[r].weapons[best.weapon!].damage ?? 0))
        best = c;
    return declareOutcome(s, { type: 'react', model, weapon: best.weapon }, style);
  }
  if (p.kind === 'support')
    return style === 'cautious' || s.ap[r] >= 4 ? { type: 'react', model } : { type: 'pass' };
  if (p.kind === 'push') return defenderPush(s, style, choices[0].push!);
  return { type: 'react', model };
}

/** A side's strength: the points of its models in play, each weighted by the share of its HP left. */
function strength(s: GameState, side: number): { models: number; points: number } {
  let models = 0;
  let points = 0;
  for (let m = 0; m < s.n; m++) {
    const d = s.c.models[m];
    if (d.side !== side || !alive(s, m)) continue;
    models++;
    points += (Math.max(1, d.points) * Math.max(0, s.hp[m])) / Math.max(1, d.hpNormal + d.hpCritical);
  }
  return { models, points };
}

/**
 * Surrender at round end (UN-5.7.1) only when the game is hopeless: one model left against three or more with
 * at most a fifth of their strength, and at least two rounds still to play (closer to the round limit a draw
 * by holding out is worth more than a loss now).
 */
function roundEnd(s: GameState, style: Style): Action {
  const side = s.roundEndSide;
  const own = strength(s, side);
  const foe = strength(s, 1 - side);
  const roundsLeft = s.c.settings.maxRounds - s.round;
  if (own.models <= 1 && foe.models >= 3 && own.points <= 0.2 * foe.points && roundsLeft >= 2)
    return because(s, { type: 'surrender' }, () => `${style}: surrenders, one model against ${foe.models} is hopeless`);
  return { type: 'continue' };
}

/** Which model to activate: the one closest to an enemy (aggressive) or most pressed by one (cautious). */
function select(x: Scratch, s: GameState, style: Style): Action {
  const side = sideIndex(s);
  const list = eligible(s, side, x.eligible);
  let best = list[0];
  let bestScore = -Infinity;
  for (const m of list) {
    // The nearest enemy's distance (closer by more than TIE), without a list of the enemies.
    let d = Infinity;
    for (let o = 0; o < s.n; o++) {
      if (!alive(s, o) || s.c.models[o].side === side) continue;
      const e = distance(s, m, o);
      if (e < d - TIE) d = e;
    }
    if (d === Infinity) d = 90;
    const score = style === 'aggressive' ? -d : -d + s.ap[m];
    if (score > bestScore + TIE) {
      bestScore = score;
      best = m;
    }
  }
  return because(
    s,
    { type: 'select', model: s.c.models[best].id },
    () => `${style}: ${s.c.models[best].id} is the closest to an enemy`,
  );
}

/** A tactical bot; it needs no randomness of its own (the seed is there for the bot interface). */
export function tacticalBot(style: Style, _seed: number): Bot {
  const x = newScratch();
  return {
    decide(s: GameState): Action {
      if (s.stage === STAGE_SELECT) return select(x, s, style);
      if (s.stage === STAGE_THREAT) {
        // The cautious bot always tests; the aggressive one attacks anyway when it has a legal attack on a threat.
        const test = style === 'cautious' || !threatAttack(x, s, s.active, style);
        return because(
          s,
          { type: 'threat', test },
          () => test ? `${style}: tests to act freely` : `${style}: attacks the threat anyway`,
        );
      }
      if (s.stage === STAGE_REACT) return reaction(s, style);
      if (s.stage === STAGE_ROUND_END) return roundEnd(s, style);
      if (s.stage !== STAGE_PHASE) return { type: 'end' };
      // The active model, then the telematons it operates (AD-71).
      const m = s.active;
      for (let g = -1; g < s.n; g++) {
        const k = g < 0 ? m : g;
        if (g >= 0 && s.c.models[g].operator !== m) continue;
        if (!alive(s, k) || s.ap[k] <= 0) continue;
        const a = actorDecision(x, s, k, style);
        if (a) return declareOutcome(s, a, style);
      }
      return { type: 'end' };
    },
  };
}

export function randomBot(seed: number): Bot {
  const rng = Rng.fromSeed(seed);
  return {
    decide(s: GameState): Action {
      // Surrendering now and then, not at every other round end: fuzzing wants whole games too.
      if (s.stage === STAGE_ROUND_END) return { type: rng.int(0, 19) === 0 ? 'surrender' : 'continue' };
      if (s.stage !== STAGE_PHASE) {
        const options = legalActions(s);
        return options.length === 0 ? { type: 'end' } : options[rng.index(options.length)];
      }
      // In a phase: the candidates in random order, the first the rules accept (ending now and then).
      const end: Action = { type: 'end' };
      if (rng.int(0, 5) === 0 && owingAttack(s) < 0)
        return end;
      const raw: PhaseAction[] = [];
      phaseCandidates(s, s.active, raw);
      for (let t = 0; t < s.n; t++)
        if (s.c.models[t].operator === s.active && alive(s, t)) phaseCandidates(s, t, raw);
      rng.shuffle(raw);
      for (const a of raw) if (!checkAction(s, a)) return a;
      return legalActions(s)[0] ?? end;
    },
  };
}

export const BOT_NAMES = ['aggressive', 'cautious', 'random'] as const;
export type BotName = (typeof BOT_NAMES)[number];

export const bots = BOT_NAMES.map((name) => ({
  name,
  sides: 'any' as const,
  create(_compiled: Compiled, seed: number, _side: string): Bot {
    return name === 'random' ? randomBot(seed) : tacticalBot(name, seed);
  },
}));

export function botByName(name: string, seed: number): Bot {
  if (name === 'random') return randomBot(seed);
  if (name === 'aggressive' || name === 'cautious') return tacticalBot(name, seed);
  throw new Error(`unknown bot "${name}" (bots: ${BOT_NAMES.join(', ')})`);
}
