/**
 * What a bot expects from an attack: the chance to hit (FK roll) or win (opposed NK roll), the chance the
 * wound roll beats the armour roll, and the share of the target's hit points it takes. Numbers only; the
 * rules decide what really happens.
 */
import { FK, FX, KO, NK } from '../rules/defs';
import { armourOf, effectiveWeaponEffects, weaponProfile } from '../rules/damage';
import { meleeModifiers } from '../rules/melee';
import { bandsOf, rangeModifier, shotModifiersWith, type ShotKind, type ShotOptions } from '../rules/ranged';
import { CONTACT_CM } from '../geometry';
import { attribute, speedOf } from '../rules/profile';
import { PRONE, has } from '../rules/state';
import type { Cover } from '../rules/sight';
import type { GameState } from '../rules/state';

/** P(D12 + d > D12): the first side wins an opposed roll with an edge of d. */
const BEAT = new Float64Array(49);
const TIE = new Float64Array(49);
for (let d = -24; d <= 24; d++) {
  let win = 0;
  let tie = 0;
  for (let x = 1; x <= 12; x++)
    for (let y = 1; y <= 12; y++) {
      if (x + d > y) win++;
      else if (x + d === y) tie++;
    }
  BEAT[d + 24] = win / 144;
  TIE[d + 24] = tie / 144;
}

export function pBeat(edge: number): number {
  return BEAT[Math.max(-24, Math.min(24, Math.round(edge))) + 24];
}

export function pTie(edge: number): number {
  return TIE[Math.max(-24, Math.min(24, Math.round(edge))) + 24];
}

/** P(attribute roll succeeds) for a target number. */
export function pRoll(target: number): number {
  return target <= 0 ? 0 : target >= 12 ? 1 : target / 12;
}

/**
 * Expected value of a hit that lands on t with weapon w of m: the chance the wound beats the armour times
 * the share of t's hit points it takes, with a bonus for taking the last of them.
 */
export function hitValue(
  s: GameState,
  m: number,
  w: number,
  t: number,
  extraShots: number,
  coverBonus: number,
): number {
  const parts = hitParts(s, m, w, t, { strength: 0, prot: 0, shrapnel: false, dmg: 0, hp: 0 });
  return hitValueOf(parts, extraShots, coverBonus);
}

/** What hitValue reads of m's weapon w and of t, worked out once for the several shot kinds of a weapon. */
export interface HitParts {
  /** The wound roll's strength without extra shots. */
  strength: number;
  /** The armour roll's protection without cover. */
  prot: number;
  /** Shrapnel: the cover's armour bonus does not count. */
  shrapnel: boolean;
  dmg: number;
  hp: number;
}

/** Fills `out` with hitValue's parts of m's weapon w against t as they stand now. */
export function hitParts(s: GameState, m: number, w: number, t: number, out: HitParts): HitParts {
  const p = weaponProfile(s, m, w);
  const arm = armourOf(s, t);
  const fx = effectiveWeaponEffects(p.effects, arm.effects);
  out.strength = fx & FX.explosive ? 2 * p.strength : p.strength;
  const prot =
    arm.protection === null ? 0 : fx & FX['armour-piercing'] ? Math.ceil(arm.protection / 2) : arm.protection;
  out.prot = Math.max(prot, attribute(s, t, KO));
  out.shrapnel = (fx & FX.shrapnel) !== 0;
  out.dmg = fx & FX.trauma ? 0 : Math.max(0, p.damage - arm.dr);
  out.hp = Math.max(1, s.hp[t]);
  return out;
}

/** hitValue from its parts, with extra sustained-fire shots and the cover's armour bonus. */
export function hitValueOf(h: HitParts, extraShots: number, coverBonus: number): number {
  const strength = h.strength + extraShots;
  const prot = h.prot + (h.shrapnel ? 0 : coverBonus);
  const pw = pBeat(strength - prot);
  const dmg = h.dmg;
  const hp = h.hp;
  const share = Math.min(1, dmg / hp);
  return pw * (share + (dmg >= hp ? 1 : 0)) + (pw + pTie(strength - prot)) * 0.1;
}

/** Expected value of a shot (per target list of one) with the cover known. */
export function shotValue(
  s: GameState,
  m: number,
  w: number,
  t: number,
  kind: ShotKind,
  cover: Cover | null,
  indirect: boolean,
): number {
  const wd = s.c.models[m].weapons[w];
  const shots = kind === 'aimed' ? 1 : wd.df + 1;
  const mod = shotModifiersWith(s, m, t, w, { kind, shots, targetIndex: 1, indirect }, cover);
  if (mod === null) return -1;
  const pHit = pRoll(attribute(s, m, FK) + mod);
  return pHit * hitValue(s, m, w, t, shots - 1, indirect ? 2 : (cover?.armourBonus ?? 0));
}

/**
 * The FK modifier of m's direct shot on t without cover (null: the shot cannot be taken); shotValue's roll
 * is pRoll(FK + this + the cover's FK modifier), the modifiers being whole numbers.
 */
export function openShotModifier(s: GameState, m: number, w: number, t: number, kind: ShotKind): number | null {
  const o = OPEN_SHOT;
  o.kind = kind;
  o.shots = kind === 'aimed' ? 1 : s.c.models[m].weapons[w].df + 1;
  return shotModifiersWith(s, m, t, w, o, NO_COVER);
}

const NO_COVER: Cover = { level: 0, armourBonus: 0 };
/** openShotModifier's question, filled again for each (shotModifiersWith reads it and keeps nothing of it). */
const OPEN_SHOT: ShotOptions = { kind: 'normal', shots: 1, targetIndex: 1, indirect: false };

/**
 * openShotModifier of m's aimed shot on t at distance d from that of its normal shot (which must not be null):
 * the two differ only by the range bands (an aimed shot's reach twice as far, so it is legal wherever the normal
 * one is), the aimed shot's +2 and the normal one's DF extra shots (shotModifiersWith, UN-14.10, UN-14.12.3).
 */
export function aimedFromNormal(s: GameState, m: number, w: number, d: number, normalMod: number): number {
  const wd = s.c.models[m].weapons[w];
  return normalMod - rangeModifier(s, m, wd, d, false)! + rangeModifier(s, m, wd, d, true)! + 2 - wd.df;
}

/**
 * How far weapon w of m reaches for an attack option now, edge to edge (-1: none with it): a melee weapon whose
 * attack costs at most the AP left (`meleeCost`) reaches a charge's GK + 0.5 cm, or base contact in a melee or
 * prone; a ranged weapon not in a melee (`melee`), loaded and with uses left, its aimed shot's range (twice the
 * normal one's). The bots weigh no option on an enemy farther away than every weapon reaches.
 */
export function weaponReach(s: GameState, m: number, w: number, melee: boolean, meleeCost: number): number {
  const wd = s.c.models[m].weapons[w];
  if (wd.kind === 'melee') {
    // Written as the options' own tests (cost > AP refuses; a reach that is not a number refuses nothing).
    if (meleeCost > s.ap[m]) return -1;
    return !melee && !has(s, m, PRONE) ? speedOf(s, m) + 0.5 : CONTACT_CM + 1e-9;
  }
  if (melee || s.reload[m] & (1 << w) || s.uses[s.c.weaponStart[m] + w] === 0) return -1;
  const b = bandsOf(s, m, wd);
  return b ? b.band * b.bands * 2 : -1;
}

/** Chance m wins a melee against t (ties split), and the value of the hit. */
export function meleeValue(
  s: GameState,
  m: number,
  w: number,
  t: number,
  charge: boolean,
  reckless: boolean,
): number {
  return meleeWin(s, m, t, charge, reckless) * hitValue(s, m, w, t, 0, 0);
}

/** Chance m wins a melee against t (ties split): meleeValue's first part, the same with every weapon of m. */
export function meleeWin(s: GameState, m: number, t: number, charge: boolean, reckless: boolean): number {
  const mods = meleeModifiers(s, m, t, { charge, reckless });
  const edge = attribute(s, m, NK) + mods.attacker - attribute(s, t, NK) - mods.defender;
  return pBeat(edge) + pTie(edge) / 2;
}

/** Expected value of a plain hit of strength and damage on t (an action hook's `hit`, AD-79), as hitValue. */
export function plainHitValue(s: GameState, t: number, strength: number, damage: number): number {
  const arm = armourOf(s, t);
  const prot = Math.max(arm.protection ?? 0, attribute(s, t, KO));
  const pw = pBeat(strength - prot);
  const dmg = Math.max(0, damage - arm.dr);
  const hp = Math.max(1, s.hp[t]);
  return pw * (Math.min(1, dmg / hp) + (dmg >= hp ? 1 : 0));
}
