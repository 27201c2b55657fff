/**
 * Hits and their consequences (UN-10, UN-11, UN-18.3, AD-36, AD-44, AD-47, AD-49–AD-54, AD-73): the wound
 * and armour roll with weapon and armour effects, the damage pipeline, shock, the critical state,
 * elimination and the panic tests it causes, and colossus hit zones.
 */
import { polygon } from '../geometry';
import { COLOSSUS, EH, FX, KO, PROFILE_HEIGHT, TELEMATON, type TerrainDef } from './defs';
import { attributeRoll, d12 } from './dice';
import { attribute, isCritical, perceptionRange } from './profile';
import { coverOf, distance, inContact, los, perceives } from './sight';
import {
  BURNING,
  CAMOUFLAGED,
  CRITICAL,
  ELIMINATED,
  LEFT_CRITICAL,
  LEFT_DESTROYED,
  MOVE_CRITICAL,
  MOVE_DESTROYED,
  CANNOT_TURN,
  PANIC,
  RIGHT_CRITICAL,
  RIGHT_DESTROYED,
  OFF_TABLE,
  alive,
  has,
  note,
  set,
  type GameState,
} from './state';
import { sceneOf } from './terrain';
import { casterGone } from './effects';
import { ROLL_PANIC } from './hooks';

/** The shared effects armour can cancel (UN-10.3.0, AD-50). */
const SHARED =
  FX.incendiary | FX.concussion | FX.explosive | FX.toxic | FX['armour-piercing'] | FX.shrapnel | FX.shred;

/** Weapon effects left after the armour's identical effects cancel them (AD-50). */
export function effectiveWeaponEffects(weaponFx: number, armourFx: number): number {
  return weaponFx & ~(armourFx & SHARED);
}

export interface WoundArmourInput {
  woundDie: number;
  armourDie: number;
  /** Resolved strength (additive values already added to KO). */
  strength: number;
  /** Effects of the weapon after cancellation. */
  weaponFx: number;
  /** Resolved protection of the armour that applies, null without armour. */
  protection: number | null;
  ko: number;
  extraShots: number;
  coverBonus: number;
  attackerCritical: boolean;
  defenderCritical: boolean;
}

/**
 * Totals of the wound and armour roll (UN-10.4, AD-54): wound = die + strength (×2 Explosive) + extra
 * sustained-fire shots − 2 if the attacker is critical; armour = die + max(protection (halved rounded up by
 * Armour-piercing), KO) + cover/indirect/stealth bonus (none with Shrapnel) − 2 if the defender is critical.
 * The higher wins; a tie is a shock.
 */
export function woundArmour(i: WoundArmourInput): {
  wound: number;
  armour: number;
  result: 'nothing' | 'shock' | 'damage';
} {
  const strength = i.weaponFx & FX.explosive ? i.strength * 2 : i.strength;
  const wound = i.woundDie + strength + i.extraShots - (i.attackerCritical ? 2 : 0);
  let prot =
    i.protection === null
      ? 0
      : i.weaponFx & FX['armour-piercing']
        ? Math.ceil(i.protection / 2)
        : i.protection;
  if (prot < i.ko) prot = i.ko;
  const armour =
    i.armourDie + prot + (i.weaponFx & FX.shrapnel ? 0 : i.coverBonus) - (i.defenderCritical ? 2 : 0);
  return { wound, armour, result: wound > armour ? 'damage' : wound === armour ? 'shock' : 'nothing' };
}

/**
 * woundArmour's result, with a shot's cover bonus still open (HitOptions.coverFrom) worked out first when it
 * could change it: the result only falls (damage, shock, nothing) as the armour total rises, so when the
 * bonus's two ends give the same result every bonus between does too. Once worked out, the bonus is in
 * input.coverBonus and open.from is -1. The dice are the same either way (the cover draws none).
 */
function judge(
  s: GameState,
  input: WoundArmourInput,
  target: number,
  open: { from: number; most: number } | null,
): ReturnType<typeof woundArmour> {
  const r = woundArmour(input);
  if (open === null || open.from < 0) return r;
  input.coverBonus += open.most;
  const most = woundArmour(input);
  input.coverBonus -= open.most;
  if (most.result === r.result) return r;
  input.coverBonus += coverOf(s, open.from, target)?.armourBonus ?? 0;
  open.from = -1;
  return woundArmour(input);
}

/** One shock (UN-11.5.1): −1 AP at once, or a shock token with no AP left. */
export function shock(s: GameState, m: number, count = 1): void {
  for (let k = 0; k < count; k++) {
    if (s.ap[m] > 0) s.ap[m]--;
    else s.shock[m]++;
  }
  if (count > 0)
    if (s.log)
      note(s, 'shock', m, `${s.c.models[m].id} suffers ${count} shock${count > 1 ? 's' : ''}`, { count });
}

/** The armour that applies to a model (AD-55) and its resolved protection. */
export function armourOf(
  s: GameState,
  m: number,
): { protection: number | null; dr: number; effects: number } {
  const d = s.c.models[m];
  if (d.armourIndex < 0) return { protection: null, dr: 0, effects: 0 };
  const a = d.armour[d.armourIndex];
  return {
    protection: a.additive ? attribute(s, m, KO) + a.protection : a.protection,
    dr: a.dr,
    effects: a.effects,
  };
}

export interface Profile {
  strength: number;
  damage: number;
  effects: number;
  /** A weapon's damage (Structure-reinforced halves it); falls and feedback are not (AD-36, AD-50). */
  weapon: boolean;
}

/** The damage profile of weapon w of model m, strength resolved (UN-12.5). */
export function weaponProfile(s: GameState, m: number, w: number): Profile {
  const wd = s.c.models[m].weapons[w];
  return {
    strength: wd.additive ? attribute(s, m, KO) + wd.strength : wd.strength,
    damage: wd.damage,
    effects: wd.effects,
    weapon: true,
  };
}

/** A profile by its flat weapon index (burning and poison markers remember theirs). */
export function profileByIndex(s: GameState, flat: number): Profile {
  const c = s.c;
  // A hook's burning marker (hook-actions.ts hookBurnSource): strength and damage packed past the weapons.
  if (flat >= c.weaponCount) {
    const k = flat - c.weaponCount;
    return { strength: k >> 6, damage: k & 63, effects: 0, weapon: false };
  }
  for (let m = 0; m < c.models.length; m++) {
    const start = c.weaponStart[m];
    if (flat >= start && flat < start + c.models[m].weapons.length) {
      const p = weaponProfile(s, m, flat - start);
      return p;
    }
  }
  return { strength: 0, damage: 0, effects: 0, weapon: true };
}

export interface HitOptions {
  /** The attacking model (-1: no attacker, e.g. burning, a fall). */
  attacker: number;
  /** Sustained-fire shots after the first on this target (UN-14.12.4). */
  extraShots: number;
  /** Armour bonus from cover, indirect fire or stealth (removed by Shrapnel). */
  coverBonus: number;
  /**
   * A shot's cover bonus not worked out yet (a batch game, rules/ranged.ts shootAt): the shooter whose cover of
   * the hit model adds its armour bonus to coverBonus, and the most that bonus can be (coverBound's armour
   * counterpart). Worked out only if the roll's result can depend on it. Absent or -1: coverBonus is whole.
   */
  coverFrom?: number;
  coverMost?: number;
  /** Area weapon that only partly covers the base: damage halved, rounded up (UN-14.13.4). */
  partial: boolean;
  /** Flat index of the weapon (for burning and poison markers), -1 for none. */
  source: number;
  /** What the hit is, for the log. */
  what: string;
}

/**
 * Resolves a hit on a model (UN-10.4, UN-10.5): hit-zone roll for a colossus, wound and armour roll (with
 * the optional re-rolls of AD-52 when the game takes them), then the damage. Returns true when the
 * attacker won the roll.
 */
export function resolveHit(s: GameState, target: number, p: Profile, o: HitOptions): boolean {
  const d = s.c.models[target];
  let zone = 0;
  if (d.type === COLOSSUS) {
    const die = d12(s, target, 'hit zone');
    zone = zoneOf(die);
    if (
      (zone === 1 && has(s, target, RIGHT_DESTROYED)) ||
      (zone === 2 && has(s, target, LEFT_DESTROYED)) ||
      (zone === 3 && has(s, target, MOVE_DESTROYED))
    )
      zone = 0;
    if (s.log)
      note(s, 'roll', target, `hit zone: rolled ${die}: ${ZONE_NAMES[zone]}`, {
        what: 'hit zone',
        die,
        zone: ZONE_NAMES[zone],
      });
  }
  const arm = armourOf(s, target);
  const fx = effectiveWeaponEffects(p.effects, arm.effects);
  const attCrit = o.attacker >= 0 && isCritical(s, o.attacker);
  const input: WoundArmourInput = {
    woundDie: d12(s, o.attacker >= 0 ? o.attacker : target, 'wound roll'),
    armourDie: d12(s, target, 'armour roll'),
    strength: p.strength,
    weaponFx: fx,
    protection: arm.protection,
    ko: attribute(s, target, KO),
    extraShots: o.extraShots,
    coverBonus: o.coverBonus,
    attackerCritical: attCrit,
    defenderCritical: isCritical(s, target),
  };
  const open = o.coverFrom !== undefined && o.coverFrom >= 0 ? { from: o.coverFrom, most: o.coverMost ?? 0 } : null;
  let r = judge(s, input, target, open);
  if (s.c.settings.optionalRerolls) {
    // AD-52: Concussion (attacker), then Adaptive (defender), then Robust (defender), each when it can help.
    if (fx & FX.concussion && r.result !== 'damage') {
      input.armourDie = d12(s, target, 'armour roll again (Concussion)');
      r = judge(s, input, target, open);
    }
    if (arm.effects & FX.adaptive && r.result !== 'nothing') {
      input.armourDie = d12(s, target, 'armour roll again (Adaptive)');
      r = judge(s, input, target, open);
    }
    if (arm.effects & FX.robust && r.result !== 'nothing') {
      input.woundDie = d12(s, target, 'wound roll again (Robust)');
      r = judge(s, input, target, open);
    }
  }
  if (s.log)
    note(
      s,
      'roll',
      target,
      `${o.what}: wound ${input.woundDie} → ${r.wound} against armour ${input.armourDie} → ${r.armour}: ${r.result}`,
      {
        what: 'wound and armour',
        dice: [input.woundDie, input.armourDie],
        totals: [r.wound, r.armour],
        result: r.result,
      },
    );
  if (r.result === 'nothing') return false;
  if (r.result === 'shock') {
    shock(s, target);
    return false;
  }
  applyDamage(s, target, p.damage, arm.dr, fx, arm.effects, p.weapon, o.partial, zone, o.attacker);
  if (!alive(s, target)) return true;
  if (fx & FX.incendiary && !has(s, target, BURNING)) {
    set(s, target, BURNING, true);
    s.burnSrc[target] = o.source;
    if (s.log) note(s, 'state', target, `${d.id} is burning`, { state: 'burning' });
  }
  if (fx & FX.toxic) {
    const markers = Math.ceil((r.wound - r.armour) / 2);
    for (let k = 0; k < markers; k++) s.poison[target].push(o.source);
    if (s.log)
      note(s, 'state', target, `${d.id} gets ${markers} poison marker${markers > 1 ? 's' : ''}`, {
        state: 'poison',
        markers,
      });
  }
  return true;
}

export const ZONE_NAMES = ['hull', 'right', 'left', 'movement'] as const;

/** The colossus zone a D12 hits (AD-73): 1–6 hull, 7–8 right, 9–10 left, 11–12 movement. */
export function zoneOf(die: number): number {
  return die <= 6 ? 0 : die <= 8 ? 1 : die <= 10 ? 2 : 3;
}

/** Zone hit points: ⌈⅔ hull⌉ (AD-73). */
export function zoneHp(hull: number): number {
  return Math.ceil((2 / 3) * hull);
}

export interface DamageResult {
  hpLoss: number;
  shocks: number;
}

/**
 * The damage pipeline (AD-53) on its numbers: damage (ceil ½ if partial) → floor ½ with
 * Structure-reinforced (weapons only, not against Structure-damaging) → − DR, not below 0 → Trauma turns it
 * into shocks and no loss; otherwise Shred doubles a loss above 0 when the KO roll fails.
 */
export function damageLoss(
  damage: number,
  dr: number,
  weaponFx: number,
  armourFx: number,
  weapon: boolean,
  partial: boolean,
  shredKoPassed: () => boolean,
): DamageResult {
  let d = partial ? Math.ceil(damage / 2) : damage;
  if (weapon && armourFx & FX['structure-reinforced'] && !(weaponFx & FX['structure-damaging']))
    d = Math.floor(d / 2);
  d = Math.max(0, d - dr);
  if (weaponFx & FX.trauma) return { hpLoss: 0, shocks: d };
  if (weaponFx & FX.shred && d > 0 && !shredKoPassed()) d *= 2;
  return { hpLoss: d, shocks: 0 };
}

/**
 * Applies damage that went through (UN-10.5, AD-53): strikes HP (or a colossus zone), eliminates at 0 or
 * below, otherwise gives the survival shock (plus Trauma's shocks) and checks the critical state.
 */
export function applyDamage(
  s: GameState,
  m: number,
  damage: number,
  dr: number,
  weaponFx: number,
  armourFx: number,
  weapon: boolean,
  partial: boolean,
  zone: number,
  attacker: number,
): void {
  const r = damageLoss(
    damage,
    dr,
    weaponFx,
    armourFx,
    weapon,
    partial,
    () => attributeRoll(s, m, KO, 0, 'Shred KO roll').success,
  );
  const id = s.c.models[m].id;
  if (zone > 0) {
    damageZone(s, m, zone, r.hpLoss, attacker);
    if (alive(s, m)) shock(s, m, r.shocks + 1);
    return;
  }
  const before = s.hp[m];
  s.hp[m] -= r.hpLoss;
  if (s.log)
    note(s, 'damage', m, `${id} loses ${r.hpLoss} HP (${Math.max(0, s.hp[m])} left)`, {
      loss: r.hpLoss,
      hp: Math.max(0, s.hp[m]),
    });
  if (s.hp[m] <= 0) {
    eliminate(s, m, attacker);
    return;
  }
  shock(s, m, r.shocks + 1);
  checkCritical(s, m, before);
}

/**
 * A model with only critical HP left becomes critical once (UN-11.3.1). The state lasts even when healed (AD-47);
 * a healed critical model struck back down into its critical HP would become critical again and suffers 1 shock
 * instead (UN-11.3.4). `before`: its HP before this loss.
 */
export function checkCritical(s: GameState, m: number, before: number): void {
  const d = s.c.models[m];
  if (d.hpCritical <= 0 || s.hp[m] > d.hpCritical) return;
  if (has(s, m, CRITICAL)) {
    if (before > d.hpCritical) {
      if (s.log) note(s, 'state', m, `${d.id} would be critical again: 1 shock instead`, { state: 'criticalAgain' });
      shock(s, m);
    }
    return;
  }
  set(s, m, CRITICAL, true);
  if (s.log) note(s, 'state', m, `${d.id} is critical`, { state: 'critical' });
}

/** Damage to a colossus side or movement zone (UN-18.3.3–4, AD-73). */
function damageZone(s: GameState, m: number, zone: number, loss: number, attacker: number): void {
  const d = s.c.models[m];
  const k = m * 3 + (zone === 2 ? 0 : zone === 1 ? 1 : 2);
  s.zoneHp[k] = Math.max(0, s.zoneHp[k] - loss);
  if (s.log)
    note(s, 'damage', m, `${d.id}'s ${ZONE_NAMES[zone]} zone loses ${loss} HP (${s.zoneHp[k]} left)`, {
      zone: ZONE_NAMES[zone],
      loss,
    });
  const critCircles = zoneHp(d.hpCritical);
  const critFlag = zone === 2 ? LEFT_CRITICAL : zone === 1 ? RIGHT_CRITICAL : MOVE_CRITICAL;
  if (critCircles > 0 && s.zoneHp[k] <= critCircles && !has(s, m, critFlag)) set(s, m, critFlag, true);
  if (s.zoneHp[k] > 0) return;
  if (zone === 2) set(s, m, LEFT_DESTROYED, true);
  else if (zone === 1) set(s, m, RIGHT_DESTROYED, true);
  else {
    set(s, m, MOVE_DESTROYED, true);
    const die = d12(s, m, 'movement zone destroyed');
    if (s.log)
      note(s, 'roll', m, `movement zone destroyed: rolled ${die}`, { what: 'movement zone destroyed', die });
    if (die >= 12) {
      if (s.log) note(s, 'state', m, `${d.id} falls over`, { state: 'fallen' });
      eliminate(s, m, attacker);
    } else if (die >= 7) set(s, m, CANNOT_TURN, true);
  }
}

/**
 * Elimination (UN-11.2, AD-46): the model stays where it lies; every other living, non-panicking model of
 * its side with it in perception range takes a panic test (−3 for it), in list order; its telematons panic
 * (UN-19.3); an eliminated telematon's operator takes the feedback test (UN-19.8, AD-71); a colossus becomes
 * a wreck of solid terrain (AD-73).
 */
export function eliminate(s: GameState, m: number, by: number): void {
  if (has(s, m, ELIMINATED)) return;
  const d = s.c.models[m];
  set(s, m, ELIMINATED, true);
  casterGone(s, m);
  s.fireReady[m] = -1;
  s.eliminations.push({ model: m, x: s.x[m], y: s.y[m], round: s.round, by });
  if (s.log)
    note(s, 'eliminated', m, `${d.id} is eliminated${by >= 0 ? ` by ${s.c.models[by].id}` : ''}`, {
      by: by >= 0 ? s.c.models[by].id : null,
    });
  // Its telematons panic first: a panicking model takes no panic test (UN-11.2.3, AD-46.8).
  for (let t = 0; t < s.n; t++) {
    if (s.c.models[t].operator === m && alive(s, t) && !has(s, t, PANIC)) {
      set(s, t, PANIC, true);
      if (s.log) note(s, 'state', t, `${s.c.models[t].id} panics: its operator is gone`, { state: 'panic' });
    }
  }
  for (let f = 0; f < s.n; f++) {
    if (f === m || !alive(s, f) || s.c.models[f].side !== d.side || has(s, f, PANIC)) continue;
    if (!perceives(s, f, m)) continue;
    panicTest(s, f, m, 'panic test');
  }
  if (d.type === TELEMATON && d.operator >= 0 && alive(s, d.operator)) {
    const op = d.operator;
    if (!attributeRoll(s, op, EH, 0, 'feedback EH test').success) {
      const loss = Math.floor(attribute(s, m, KO) / 2);
      const before = s.hp[op];
      s.hp[op] -= loss;
      if (s.log) note(s, 'damage', op, `${s.c.models[op].id} loses ${loss} HP from feedback`, { loss });
      if (s.hp[op] <= 0) eliminate(s, op, -1);
      else checkCritical(s, op, before);
    }
  }
  if (d.type === COLOSSUS) addWreck(s, m);
}

/** A fallen colossus becomes solid terrain: its base as footprint, its profile height, hard cover, difficult (AD-73). */
function addWreck(s: GameState, m: number): void {
  const d = s.c.models[m];
  const r = [1.25, 1.25, 2, 2.5][d.size];
  const pts: number[][] = [];
  for (let k = 0; k < 8; k++)
    pts.push([s.x[m] + r * Math.cos((k * Math.PI) / 4), s.y[m] + r * Math.sin((k * Math.PI) / 4)]);
  const wreck: TerrainDef = {
    id: `wreck-${d.id}`,
    type: 'wreck',
    solid: true,
    poly: polygon(pts),
    height: PROFILE_HEIGHT[d.size],
    passability: 1,
    cover: 2,
    sightLimit: Infinity,
    crater: false,
    road: false,
    normalBuilding: false,
    ladders: [],
  };
  s.pieces = s.pieces.concat([wreck]);
  s.scene = sceneOf(s.pieces, s.c.table.environment, s.c.settings.sightUnitCm);
  s.version++;
}

/**
 * Sum of the panic-test modifiers (UN-11.4.2, AD-46): each model in the tester's perception range counts
 * once, in its most specific category: the just-eliminated friend −3, other eliminated friends −2, a living
 * enemy −1, a friend in base contact +3, another friend +1. Panicking models and camouflaged enemies are
 * ignored; an eliminated enemy counts nothing (not settled by the rules).
 */
export function panicModifier(s: GameState, m: number, justEliminated: number): number {
  const side = s.c.models[m].side;
  const range = perceptionRange(s, m);
  let mod = 0;
  for (let o = 0; o < s.n; o++) {
    if (o === m || has(s, o, OFF_TABLE)) continue;
    const friend = s.c.models[o].side === side;
    // The friend named as just eliminated counts as eliminated even when a query asks before it is (AD-46).
    const dead = o === justEliminated || has(s, o, ELIMINATED);
    if (!dead && has(s, o, PANIC)) continue;
    if (!friend && (dead || has(s, o, CAMOUFLAGED))) continue;
    if (distance(s, m, o) > range + 1e-9 || !los(s, m, o)) continue;
    if (dead) mod += o === justEliminated ? -3 : -2;
    else if (!friend) mod -= 1;
    else mod += inContact(s, m, o) ? 3 : 1;
  }
  return mod;
}

/** A panic test (UN-11.4.0): an EH test with the panic modifiers; failing sets the panic marker. */
export function panicTest(
  s: GameState,
  m: number,
  justEliminated: number,
  what: 'panic test' | 'rally test',
): boolean {
  const mod = panicModifier(s, m, justEliminated);
  const r = attributeRoll(s, m, EH, mod, what, ROLL_PANIC);
  if (!r.success) {
    set(s, m, PANIC, true);
    if (s.log) note(s, 'state', m, `${s.c.models[m].id} panics`, { state: 'panic' });
  }
  return r.success;
}
