/**
 * Ranged combat (UN-14): range bands, thrown ranges, the FK modifiers of a shot, indirect fire, sustained
 * fire, area weapons and shooting into melee, and the resolution of a shot from declaration to damage.
 */
import {
  CONTACT_CM,
  EPS,
  circleOverlaps,
  contains,
  withinDistance,
  segmentCircleSpan,
  segmentInside,
  len,
} from '../geometry';
import { COLOSSUS, COVER_ARMOUR, COVER_FK, EH, FK, KO, TARGET_SIZE_MOD, type WeaponDef } from './defs';
import { attributeRoll, d12, mayReroll, rollTarget, type RollResult } from './dice';
import { resolveHit, weaponProfile } from './damage';
import { attribute, criticalMod, radiusOf, sizeStep } from './profile';
import { coverBound, coverOf, distance, inContact, los, armourBound, perceives, type Cover } from './sight';
import { ROLL_SHOT } from './hooks';
import { shotEffect } from './effects';
import {
  CAMOUFLAGED,
  DEFENCE,
  FAST,
  LEFT_CRITICAL,
  LEFT_DESTROYED,
  PRONE,
  REVEALED,
  RIGHT_CRITICAL,
  RIGHT_DESTROYED,
  alive,
  has,
  note,
  set,
  type GameState,
} from './state';

export type ShotKind = 'normal' | 'aimed' | 'snap' | 'reaction';

/** Band length and count of a weapon in the hands of model m (thrown: 3 bands of 2·KO, unwieldy ⌈KO/2⌉, UN-12.3). */
export function bandsOf(s: GameState, m: number, w: WeaponDef): { band: number; bands: number } | null {
  if (w.kind === 'melee') return null;
  if (w.kind === 'thrown') {
    const ko = attribute(s, m, KO);
    return { band: w.unwieldy ? Math.ceil(ko / 2) : 2 * ko, bands: 3 };
  }
  return { band: w.band, bands: w.bands };
}

/**
 * FK modifier of the range bands at distance d (AD-58): band = max(1, ⌈d / X⌉), legal up to X·Y, modifier
 * −(band − 1); an aimed shot doubles the band length (or, by setting, the count). Null out of range.
 */
export function rangeModifier(
  s: GameState,
  m: number,
  w: WeaponDef,
  d: number,
  aimed: boolean,
): number | null {
  // bandsOf's two numbers without its object: every shot weighed and checked asks this.
  if (w.kind === 'melee') return null;
  let band: number;
  let bands: number;
  if (w.kind === 'thrown') {
    const ko = attribute(s, m, KO);
    band = w.unwieldy ? Math.ceil(ko / 2) : 2 * ko;
    bands = 3;
  } else {
    band = w.band;
    bands = w.bands;
  }
  if (band <= 0) return null;
  if (aimed) {
    if (s.c.settings.aimedDoubles === 'count') bands *= 2;
    else band *= 2;
  }
  if (d > band * bands + 1e-9) return null;
  const n = Math.max(1, Math.ceil(d / band - 1e-9));
  return -(n - 1);
}

/** Half the maximum range: the terrain height above which an indirect shot has no effect (UN-14.11.3). */
export function indirectHeightLimit(s: GameState, m: number, w: WeaponDef): number | null {
  const b = bandsOf(s, m, w);
  return b ? (b.band * b.bands) / 2 : null;
}

/** Whether terrain higher than the limit lies on the ground line between the two base centres (AD-60). */
export function indirectBlocked(
  s: GameState,
  shooter: number,
  w: WeaponDef,
  tx: number,
  ty: number,
): boolean {
  const limit = indirectHeightLimit(s, shooter, w);
  if (limit === null) return true;
  const spans: number[] = [];
  for (let pi = 0; pi < s.pieces.length; pi++) {
    const p = s.pieces[pi];
    if (p.height <= limit + 1e-9) continue;
    segmentInside(p.poly, s.x[shooter], s.y[shooter], tx, ty, false, spans, s.tmp);
    if (spans.length > 0) return true;
  }
  return false;
}

/** Whether some other model of the shooter's side has the target in its perception range (UN-14.11.4, AD-60). */
function spottedByFriend(s: GameState, shooter: number, target: number): boolean {
  const side = s.c.models[shooter].side;
  for (let f = 0; f < s.n; f++) {
    if (f === shooter || !alive(s, f) || s.c.models[f].side !== side) continue;
    if (perceives(s, f, target)) return true;
  }
  return false;
}

/**
 * Whether the model is in base contact with a living enemy (then it may not shoot, UN-15.0.2, AD-29). The
 * answer depends on the models' places and who is in play (sides and bases never change), all of which move
 * the state version on: it is kept per model for the version it was worked out at (GameState.meleeAt).
 */
export function inMelee(s: GameState, m: number): boolean {
  if (s.meleeAt[m] === s.version) return s.meleeIs[m] === 1;
  const melee = contactWithEnemy(s, m);
  s.meleeAt[m] = s.version;
  s.meleeIs[m] = melee ? 1 : 0;
  return melee;
}

function contactWithEnemy(s: GameState, m: number): boolean {
  const side = s.c.models[m].side;
  const x = s.x[m];
  const y = s.y[m];
  const reach = radiusOf(s, m) + CONTACT_CM + 1;
  for (let o = 0; o < s.n; o++) {
    if (o === m || !alive(s, o) || s.c.models[o].side === side) continue;
    // Centres farther apart than both radii and the contact distance on one axis: not in contact.
    const far = reach + radiusOf(s, o);
    if (s.x[o] - x > far || x - s.x[o] > far || s.y[o] - y > far || y - s.y[o] > far) continue;
    if (inContact(s, m, o)) return true;
  }
  return false;
}

/** −1 per critical side of a colossus, on its ranged and melee rolls (UN-18.3.3). */
export function sidesMod(s: GameState, m: number): number {
  if (s.c.models[m].type !== COLOSSUS) return 0;
  return (has(s, m, LEFT_CRITICAL) ? -1 : 0) + (has(s, m, RIGHT_CRITICAL) ? -1 : 0);
}

export interface ShotOptions {
  kind: ShotKind;
  /** Sustained-fire shots on this target (1 = a single shot). */
  shots: number;
  /** Place of this target in the list, from 1. */
  targetIndex: number;
  indirect: boolean;
}

/**
 * The total FK modifier of a shot (UN-14.10, UN-14.11, UN-14.12), or null when the shot is not allowed: a
 * melee weapon, out of range, no line of sight without indirect fire, indirect fire with a weapon that
 * cannot or as reaction fire, an aimed shot with more than one shot, more shots than DF + 1, a camouflaged
 * target, a shooter in base contact with an enemy (AD-29), a weapon on a destroyed colossus side.
 */
export function shotModifiers(
  s: GameState,
  shooter: number,
  target: number,
  w: number,
  o: ShotOptions,
): number | null {
  const wd = s.c.models[shooter].weapons[w];
  if (!wd || wd.kind === 'melee' || o.indirect) return shotModifiersWith(s, shooter, target, w, o, null);
  if (legalShot(s, shooter, target, wd, o) === null) return null;
  const cover = coverOf(s, shooter, target);
  return cover === null ? null : shotModifiersWith(s, shooter, target, w, o, cover);
}

/**
 * The checks of shotModifiers that need no line of sight: the range modifier of an allowed shot (the
 * caller's first part of the total), null when not allowed.
 */
function legalShot(
  s: GameState,
  shooter: number,
  target: number,
  wd: WeaponDef,
  o: ShotOptions,
): number | null {
  if (wd.kind === 'melee') return null;
  if (o.shots < 1 || o.shots > wd.df + 1) return null;
  if (o.kind === 'aimed' && o.shots > 1) return null;
  if (o.indirect && (!wd.indirect || o.kind === 'reaction')) return null;
  if (has(s, target, CAMOUFLAGED) || inMelee(s, shooter)) return null;
  if (mountLost(s, shooter, wd)) return null;
  return rangeModifier(s, shooter, wd, distance(s, shooter, target), o.kind === 'aimed');
}

/**
 * shotModifiers with the cover already known (null for indirect fire, which ignores cover): bots and the
 * shot itself work cover out once per target and reuse it.
 */
export function shotModifiersWith(
  s: GameState,
  shooter: number,
  target: number,
  w: number,
  o: ShotOptions,
  cover: Cover | null,
): number | null {
  const mod = modifiersBesideCover(s, shooter, target, w, o);
  if (mod === null || o.indirect) return mod;
  return cover === null ? null : mod + COVER_FK[cover.level];
}

/**
 * Every FK modifier of a shot but its cover's (UN-14.10 without AD-19's; indirect fire's spotting instead,
 * UN-14.11.4), null when the shot is not allowed (legalShot). Line of sight is the caller's.
 */
function modifiersBesideCover(
  s: GameState,
  shooter: number,
  target: number,
  w: number,
  o: ShotOptions,
): number | null {
  const wd = s.c.models[shooter].weapons[w];
  if (!wd) return null;
  let mod = legalShot(s, shooter, target, wd, o);
  if (mod === null) return null;
  if (o.indirect) mod += spottedByFriend(s, shooter, target) ? -3 : -5;
  if (o.kind === 'aimed') mod += 2;
  else if (o.kind === 'snap') mod -= 2;
  else if (o.kind === 'reaction') mod -= 1;
  const size = sizeStep(s, target);
  mod += TARGET_SIZE_MOD[size];
  if (wd.unwieldy && size <= 1) mod -= 3;
  if (has(s, shooter, PRONE)) mod += 2;
  if (has(s, target, FAST)) mod -= 2;
  mod += o.shots - 1 - (o.targetIndex - 1);
  mod += sidesMod(s, shooter) + criticalMod(s, shooter);
  // A lasting power on the target (shotModifier hook, rules/effects.ts).
  mod += shotEffect(s, target);
  return mod;
}

/** A colossus cannot use weapons mounted on a destroyed side (UN-18.3.4). */
export function mountLost(s: GameState, m: number, w: WeaponDef): boolean {
  return (w.mount === 1 && has(s, m, LEFT_DESTROYED)) || (w.mount === 2 && has(s, m, RIGHT_DESTROYED));
}

export interface ShotDeclaration {
  weapon: number;
  kind: ShotKind;
  targets: number[];
  shots: number[];
  indirect: boolean;
  /** Targets that won their dodge-fire roll (−1 on the FK roll against them). */
  dodged?: boolean[];
}

/**
 * Why this shot cannot be declared now (targets, shots, range, sight), or null when it can. AP, weapon
 * state (reload, uses) and the shooter's own state are checked by the action layer.
 */
export function shotProblem(s: GameState, m: number, d: ShotDeclaration): string | null {
  const wd = s.c.models[m].weapons[d.weapon];
  if (!wd) return 'no such weapon';
  if (wd.kind === 'melee') return `${wd.name} is a melee weapon`;
  if (d.targets.length === 0) return 'a shot needs a target';
  if (d.targets.length !== d.shots.length) return 'every target needs its number of shots';
  const total = d.shots.reduce((a, b) => a + b, 0);
  if (d.kind === 'aimed') {
    if (total !== 1) return 'an aimed shot is one shot, never sustained fire (UN-14.2.3)';
  } else if (total !== wd.df + 1) return `the shots must add up to DF + 1 = ${wd.df + 1} (UN-14.12, AD-61)`;
  if (d.targets.length > 5) return 'sustained fire goes at 5 targets at most (UN-14.12.2)';
  const side = s.c.models[m].side;
  for (let i = 0; i < d.targets.length; i++) {
    const t = d.targets[i];
    const id = s.c.models[t]?.id ?? '?';
    if (!alive(s, t)) return `${id} is not on the table`;
    if (s.c.models[t].side === side) return `${id} is a friend`;
    if (d.targets.indexOf(t) !== i) return `${id} is named twice`;
    if (i > 0 && distance(s, d.targets[i - 1], t) > 3 + 1e-9)
      return `${id} is more than 3 cm from the previous target (UN-14.12.2)`;
    // Declaring needs the shot to be possible, not its cover: line of sight stops at the first clear ray.
    const o = { kind: d.kind, shots: d.shots[i], targetIndex: i + 1, indirect: d.indirect };
    if (legalShot(s, m, t, wd, o) === null || (!d.indirect && !los(s, m, t))) return whyNot(s, m, t, wd, d);
  }
  return null;
}

function whyNot(s: GameState, m: number, t: number, wd: WeaponDef, d: ShotDeclaration): string {
  const id = s.c.models[t].id;
  if (inMelee(s, m)) return 'a model in base contact with an enemy may not shoot (UN-15.0.2)';
  if (has(s, t, CAMOUFLAGED)) return `${id} is camouflaged and not revealed (UN-14.9)`;
  if (mountLost(s, m, wd)) return `${wd.name} sits on a destroyed side`;
  if (d.indirect && !wd.indirect) return `${wd.name} cannot fire indirectly`;
  if (d.indirect && d.kind === 'reaction') return 'reaction fire cannot be indirect (UN-14.11.2)';
  if (rangeModifier(s, m, wd, distance(s, m, t), d.kind === 'aimed') === null) return `${id} is out of range`;
  return `no line of sight to ${id}`;
}

/**
 * Resolves a declared shot (UN-14.14) after its AP are paid: the defence EH test of each target that has
 * the token (AD-57), then per target the FK roll; on a hit the hit model (randomised into melee, AD-59; the
 * whole area for an area weapon, AD-62) takes the fire-readiness EH test, the hit-zone roll and the wound
 * and armour roll. Then the reload marker and a use are struck and a camouflaged shooter is revealed.
 */
export function resolveShot(s: GameState, m: number, d: ShotDeclaration): void {
  for (const t of d.targets) {
    if (has(s, t, DEFENCE) && !attributeRoll(s, t, EH, 0, 'defence EH test').success) {
      set(s, t, DEFENCE, false);
      if (s.log) note(s, 'state', t, `${s.c.models[t].id} loses defence`, { state: 'defence', on: false });
    }
  }
  const profile = weaponProfile(s, m, d.weapon);
  for (let i = 0; i < d.targets.length; i++) if (alive(s, d.targets[i])) shootAt(s, m, d, i, profile);
  afterUse(s, m, d.weapon);
}

/**
 * The shot of declaration d at its i-th target (living), from the FK roll to the damage. With a log the
 * target's cover is worked out first, so the logged target number is the whole one. Without a log (every
 * batch game) the cover is worked out only where it can change what happens, with the same dice drawn in the
 * same order and the same outcome (AD-19, UN-4.8.2, AD-9). With T the target number without cover and P the
 * greatest penalty a cover of the pair could give (coverBound): T ≤ 0 fails without a die whatever the cover;
 * T − P ≥ 1 draws one die whatever the cover, and when no re-roll can follow a failure (mayReroll) a die at most
 * T − P hits and one above T misses whatever the cover. A hit needs the cover's armour bonus only when the hit
 * model touches something hard or massive (armourBound, UN-14.10.2) and the wound and armour roll's result
 * differs between no bonus and the most it could be (damage.ts judge); an area weapon's miss needs the whole
 * target number for its scatter. Line of sight is asked either way: coverOf is null exactly when there is
 * none (the shot is void), and los leaves the sight cache knowing what coverOf would have (losSeen).
 */
function shootAt(
  s: GameState,
  m: number,
  d: ShotDeclaration,
  i: number,
  profile: ReturnType<typeof weaponProfile>,
): void {
  const t = d.targets[i];
  const wd = s.c.models[m].weapons[d.weapon];
  // undefined: not worked out (yet).
  let targetCover: Cover | null | undefined = d.indirect ? null : s.log ? coverOf(s, m, t) : undefined;
  const seen = d.indirect || (targetCover === undefined ? los(s, m, t) : targetCover !== null);
  const o = { kind: d.kind, shots: d.shots[i], targetIndex: i + 1, indirect: d.indirect };
  const mod = modifiersBesideCover(s, m, t, d.weapon, o);
  if (mod === null || !seen) {
    if (s.log) note(s, 'shot', m, `${s.c.models[t].id} can no longer be shot at`, {});
    return;
  }
  const dodge = d.dodged?.[i] ? -1 : 0;
  const blocked = d.indirect && indirectBlocked(s, m, wd, s.x[t], s.y[t]);
  // shotModifiers already holds the shooter's critical −2; attributeRoll adds it again (UN-11.3.2, AD-45: once).
  const modifier = mod + dodge - criticalMod(s, m);
  let roll: RollResult;
  // The target number without cover, and the bound of the cover's penalty (only while the cover is unknown).
  const plain = targetCover === undefined ? rollTarget(s, m, FK, modifier, ROLL_SHOT) : 0;
  const worst = targetCover === undefined && plain > 0 ? -COVER_FK[coverBound(s, m, t)] : 0;
  if (targetCover === undefined && plain <= 0 && wd.area === 0) {
    roll = { target: plain, die: 0, success: false };
  } else if (targetCover !== undefined || plain - worst < 1 || mayReroll(s, m, FK, ROLL_SHOT)) {
    if (targetCover === undefined) targetCover = coverOf(s, m, t);
    roll = attributeRoll(s, m, FK, modifier + coverFk(targetCover), `FK roll at ${s.c.models[t].id}`, ROLL_SHOT);
  } else {
    const die = d12(s, m, s.forced ? `FK roll at ${s.c.models[t].id}` : 'FK roll');
    // Between the two bounds the cover decides; an area weapon's miss scatters by the die less the whole
    // target number (areaImpact).
    if ((die > plain - worst && die <= plain) || (die > plain && wd.area > 0)) targetCover = coverOf(s, m, t);
    // Without the cover, a number that gives the same outcome (no one reads it).
    const target = targetCover === undefined ? plain - worst : plain + coverFk(targetCover);
    roll = { target, die, success: die <= target };
  }
  if (blocked) {
    if (s.log)
      note(
        s,
        'shot',
        m,
        'the indirect shot hits terrain higher than half its range: no effect (UN-14.11.3)',
        {},
      );
    return;
  }
  const source = s.c.weaponStart[m] + d.weapon;
  const extraShots = d.shots[i] - 1;
  const indirectBonus = d.indirect ? 2 : 0;
  if (wd.area > 0) {
    areaImpact(s, m, t, wd, roll, profile, source, extraShots, indirectBonus);
    return;
  }
  if (!roll.success) return;
  const hit = meleeVictim(s, m, t);
  fireReadinessTest(s, hit, m);
  let coverBonus = 0;
  // Without a log, a cover bonus that can be non-zero (at most `coverMost`) is left to the armour roll, which
  // works it out only if its result can depend on it (damage.ts judge).
  let coverFrom = -1;
  let coverMost = 0;
  if (d.indirect) coverBonus = 0;
  else if (hit === t && targetCover !== undefined) coverBonus = targetCover ? targetCover.armourBonus : 0;
  else if (s.log) coverBonus = coverOf(s, m, hit)?.armourBonus ?? 0;
  else {
    // The sight cache learns what coverOf would have taught it (t's it knows already).
    if (hit !== t) los(s, m, hit);
    coverMost = armourBound(s, hit);
    if (coverMost > 0) coverFrom = m;
  }
  const bonus = Math.max(indirectBonus, coverBonus) + stealthArmour(s, hit);
  resolveHit(s, hit, profile, {
    attacker: m,
    extraShots,
    coverBonus: bonus,
    coverFrom,
    coverMost,
    partial: false,
    source,
    what: `${wd.name} hit on ${s.c.models[hit].id}`,
  });
}

/** The FK modifier of a cover (none without line of sight: the shot is void before it is asked). */
function coverFk(c: Cover | null): number {
  return c === null ? 0 : COVER_FK[c.level];
}

/** A hit on a target in base contact with enemies goes to it or one of them, with equal chance (UN-14.8, AD-59). */
function meleeVictim(s: GameState, shooter: number, target: number): number {
  const side = s.c.models[target].side;
  const pool = [target];
  for (let o = 0; o < s.n; o++)
    if (o !== target && alive(s, o) && s.c.models[o].side !== side && inContact(s, target, o)) pool.push(o);
  if (pool.length === 1) return target;
  const pick = pool[s.rng.index(pool.length)];
  if (s.log)
    note(s, 'shot', shooter, `the shot into melee hits ${s.c.models[pick].id}`, { hit: s.c.models[pick].id });
  return pick;
}

/** A model in fire readiness hit by an enemy's successful action takes an EH test or loses it (UN-14.2.2, AD-57). */
export function fireReadinessTest(s: GameState, m: number, by: number): void {
  if (s.fireReady[m] < 0 || s.c.models[m].side === s.c.models[by].side) return;
  if (!attributeRoll(s, m, EH, 0, 'fire-readiness EH test').success) {
    s.fireReady[m] = -1;
    if (s.log)
      note(s, 'state', m, `${s.c.models[m].id} loses fire readiness`, { state: 'fireReadiness', on: false });
  }
}

/** Active stealth gives +1 on the armour roll while revealed (UN-16.2.2). */
export function stealthArmour(s: GameState, m: number): number {
  const st = s.c.models[m].stealth;
  return st && st.active && !has(s, m, CAMOUFLAGED) ? 1 : 0;
}

/** After a weapon is used: its reload marker, a struck use, and a camouflaged user revealed (UN-12.7, UN-12.8, UN-16.3.3). */
export function afterUse(s: GameState, m: number, w: number): void {
  const wd = s.c.models[m].weapons[w];
  if (wd.reload) s.reload[m] |= 1 << w;
  const k = s.c.weaponStart[m] + w;
  if (s.uses[k] > 0) s.uses[k]--;
  reveal(s, m);
}

export function reveal(s: GameState, m: number): void {
  if (!has(s, m, CAMOUFLAGED)) return;
  set(s, m, CAMOUFLAGED, false);
  set(s, m, REVEALED, true);
  s.revealMoves[m] = 0;
  if (s.log) note(s, 'state', m, `${s.c.models[m].id} is revealed`, { state: 'camouflaged', on: false });
}

/**
 * An area weapon's impact (UN-14.13, AD-62): on a hit the target's base centre; on a miss the point
 * scatters (roll − target number) × 3 cm, at most half the shot distance, in a random direction, and stops
 * at the first piece or base on the line from the shooter if the shooter cannot see it. Every living model
 * whose base the circle overlaps is hit (full damage when the circle covers the base or lies inside it,
 * half rounded up otherwise), camouflaged ones excepted.
 */
function areaImpact(
  s: GameState,
  m: number,
  t: number,
  wd: WeaponDef,
  roll: { target: number; die: number; success: boolean },
  profile: ReturnType<typeof weaponProfile>,
  source: number,
  extraShots: number,
  indirectBonus: number,
): void {
  let px = s.x[t];
  let py = s.y[t];
  if (!roll.success) {
    const die = roll.die > 0 ? roll.die : d12(s, m, 'scatter');
    const diff = Math.max(0, die - roll.target);
    const dist = Math.min(3 * diff, Math.floor(distance(s, m, t) / 2));
    const angle = (s.rng.int(0, 3599) / 1800) * Math.PI;
    px = Math.min(90, Math.max(0, px + dist * Math.cos(angle)));
    py = Math.min(90, Math.max(0, py + dist * Math.sin(angle)));
    [px, py] = stopScatter(s, m, px, py);
    if (s.log)
      note(s, 'shot', m, `${wd.name} scatters ${dist} cm to (${px.toFixed(1)}, ${py.toFixed(1)})`, {
        scatter: dist,
        at: [px, py],
      });
  }
  const r = wd.area;
  for (let o = 0; o < s.n; o++) {
    if (!alive(s, o) || has(s, o, CAMOUFLAGED)) continue;
    const br = radiusOf(s, o);
    const dc = len(s.x[o] - px, s.y[o] - py);
    if (dc >= r + br - EPS) continue;
    const full = dc + br <= r + EPS || dc + r <= br + EPS;
    if (o !== m) fireReadinessTest(s, o, m);
    const bonus = Math.max(indirectBonus, touchingCoverBonus(s, o)) + stealthArmour(s, o);
    resolveHit(s, o, profile, {
      attacker: m,
      extraShots,
      coverBonus: bonus,
      partial: !full,
      source,
      what: `${wd.name} blast on ${s.c.models[o].id}`,
    });
  }
}

/** The armour bonus of the best cover piece a model's base touches (UN-14.13.5). */
function touchingCoverBonus(s: GameState, m: number): number {
  let best = 0;
  const r = radiusOf(s, m);
  for (let pi = 0; pi < s.pieces.length; pi++) {
    const p = s.pieces[pi];
    if (COVER_ARMOUR[p.cover] <= best) continue;
    if (circleOverlaps(p.poly, s.x[m], s.y[m], r) || withinDistance(p.poly, s.x[m], s.y[m], r + CONTACT_CM))
      best = COVER_ARMOUR[p.cover];
  }
  return best;
}

/** Blocked scatter (UN-14.13.3): the first solid piece or base crossed on the line from the shooter. */
function stopScatter(s: GameState, m: number, px: number, py: number): [number, number] {
  const ax = s.x[m];
  const ay = s.y[m];
  let best = 1;
  const spans: number[] = [];
  for (let pi = 0; pi < s.pieces.length; pi++) {
    const p = s.pieces[pi];
    if (!p.solid) continue;
    segmentInside(p.poly, ax, ay, px, py, true, spans, s.tmp);
    if (spans.length > 0 && spans[0] < best && !contains(p.poly, ax, ay, true)) best = spans[0];
  }
  for (let o = 0; o < s.n; o++) {
    if (o === m || !alive(s, o)) continue;
    const span = segmentCircleSpan(ax, ay, px, py, s.x[o], s.y[o], radiusOf(s, o));
    if (span && span[0] > 0 && span[0] < best) best = span[0];
  }
  return [ax + best * (px - ax), ay + best * (py - ay)];
}
