/**
 * Melee (UN-15): the NK modifiers of both sides, the opposed NK roll with its AGI tie-break, and the outcome
 * the winning attacker declared (AD-63): a hit with its weapon, a push-back, or a touch power (played by the
 * caller, actions.ts, since it may open a block window). The winning defender's push-back is its side's
 * decision after the roll (reactions.ts, window 'push').
 */
import { AGI, NK } from './defs';
import { breakTie, hookBonus, opposedRoll } from './dice';
import { ROLL_MELEE } from './hooks';
import { resolveHit, weaponProfile } from './damage';
import { attribute, criticalMod, radiusOf, sizeStep, speedOf } from './profile';
import { fireReadinessTest, afterUse, reveal, sidesMod, stealthArmour } from './ranged';
import { inContact } from './sight';
import { AMBUSHER, CAMOUFLAGED, DEFENCE, alive, has, note, place, set, type GameState } from './state';
import { baseOnTable, basesOverlap, circleOverlaps, len } from '../geometry';
import { STATIONARY } from './movement';
import { passabilityAt, surfaceAt } from './terrain';
import { fallDamage } from './falls';

export interface MeleeOptions {
  charge: boolean;
  reckless: boolean;
}

/** Living friends of `side` other than `except` touching model m (UN-15.7.2, AD-66). */
function friendsTouching(s: GameState, m: number, side: number, except: number): number {
  let k = 0;
  for (let f = 0; f < s.n; f++) {
    if (f === except || f === m || !alive(s, f) || s.c.models[f].side !== side) continue;
    if (inContact(s, f, m)) k++;
  }
  return k;
}

/** Modifiers a model adds to its own NK roll whatever its role: stealth, unwieldy gear, lost sides, critical. */
function ownMods(s: GameState, m: number): number {
  const d = s.c.models[m];
  let mod = 0;
  if (has(s, m, AMBUSHER)) mod += 2;
  if (d.stealth?.active) mod += 1;
  if (d.carriesUnwieldy) mod -= 3;
  return mod + sidesMod(s, m) + criticalMod(s, m) + hookBonus(s, m, NK, ROLL_MELEE);
}

/**
 * Every modifier each side adds to its NK roll besides NK itself (UN-15.7): charge +2 unless the defender is
 * in defence; reckless +3; +2 per other living friend touching the opponent; +2 attacking out of camouflage
 * (and for the rest of that round, AD-81); active stealth +1; −3 carrying unwieldy gear; +2 per size step
 * larger (prone counts one smaller); −1 per critical colossus side; −2 critical.
 */
export function meleeModifiers(
  s: GameState,
  att: number,
  def: number,
  o: MeleeOptions,
): { attacker: number; defender: number } {
  let a = ownMods(s, att);
  let d = ownMods(s, def);
  if (o.charge && !has(s, def, DEFENCE)) a += 2;
  if (o.reckless) a += 3;
  if (has(s, att, CAMOUFLAGED) && !has(s, att, AMBUSHER)) a += 2;
  a += 2 * friendsTouching(s, def, s.c.models[att].side, att);
  d += 2 * friendsTouching(s, att, s.c.models[def].side, def);
  const diff = sizeStep(s, att) - sizeStep(s, def);
  if (diff > 0) a += 2 * diff;
  else if (diff < 0) d -= 2 * diff;
  return { attacker: a, defender: d };
}

export interface MeleeResolution extends MeleeOptions {
  /** The attacker's weapon (index into its weapons). */
  weapon: number;
  /** The attacker fights with NK 0 (no rule asks for it yet; kept for symmetry). */
  attackerNk0: boolean;
  /** A winning attacker pushes the defender back this far (cm) instead of hitting (UN-15.1.3 b); 0: it hits. */
  push?: number;
  /** A winning attacker uses this touch power on the defender instead of hitting (UN-15.1.3 c); the caller plays it. */
  power?: number;
  /** The defender fights with NK 0: a disengaging model (UN-15.4.2) or a reckless attacker that lost, facing the counter-attack (AD-65). */
  defenderNk0: boolean;
  what: string;
}

/** Whether `pusher` may push `pushed` back: not larger (prone counts smaller), not stationary (UN-15.2.1, AD-64). */
export function canPush(s: GameState, pusher: number, pushed: number): boolean {
  return sizeStep(s, pushed) <= sizeStep(s, pusher) && s.c.models[pushed].movement !== STATIONARY;
}

/** Where a push-back ends: the base centre, the height it ends at, and the height it falls (0: none). */
export interface PushEnd {
  x: number;
  y: number;
  z: number;
  fall: number;
}

/**
 * Where a push-back (UN-15.2, AD-64) from a pusher standing at (px, py) would leave `pushed`: up to `cm` (at
 * most its GK) straight away from the pusher, half as far through difficult terrain; solid terrain taller than
 * it stands, impassable terrain, other bases and the table edge stop it; pushed off a solid piece it falls
 * (UN-15.2.3). Changes nothing: the bots weigh pushes with it.
 */
export function pushEnd(s: GameState, px: number, py: number, pushed: number, cm: number): PushEnd {
  const dx = s.x[pushed] - px;
  const dy = s.y[pushed] - py;
  const d = len(dx, dy) || 1;
  const ux = dx / d;
  const uy = dy / d;
  const r = radiusOf(s, pushed);
  const z = s.z[pushed];
  let budget = Math.min(cm, speedOf(s, pushed));
  let x = s.x[pushed];
  let y = s.y[pushed];
  const step = 0.25;
  while (budget > 1e-9) {
    const nx = x + ux * Math.min(step, budget);
    const ny = y + uy * Math.min(step, budget);
    if (!baseOnTable(nx, ny, r)) break;
    let blocked = false;
    for (let pi = 0; pi < s.pieces.length && !blocked; pi++) {
      const p = s.pieces[pi];
      if (p.solid && p.height > z + 1e-9 && circleOverlaps(p.poly, nx, ny, r)) blocked = true;
    }
    for (let o = 0; o < s.n && !blocked; o++) {
      if (
        o !== pushed &&
        alive(s, o) &&
        basesOverlap(nx, ny, r, s.x[o], s.y[o], radiusOf(s, o)) &&
        Math.abs(s.z[o] - z) < 1e-9
      )
        blocked = true;
    }
    const pass = passabilityAt(s, nx, ny);
    if (blocked || (pass === 2 && s.c.models[pushed].movement !== 4 && s.c.models[pushed].movement !== 1))
      break;
    budget -= Math.min(step, budget) * (pass === 1 ? 2 : 1);
    x = nx;
    y = ny;
  }
  const ground = surfaceAt(s, x, y);
  return { x, y, z: Math.min(z, ground), fall: ground < z - 1e-9 ? z - ground : 0 };
}

/** Push-back (UN-15.2, AD-64) as pushEnd finds it: free, no reactions, not fast movement, posture kept. */
export function pushBack(s: GameState, pusher: number, pushed: number, cm: number): void {
  if (!canPush(s, pusher, pushed)) return;
  const end = pushEnd(s, s.x[pusher], s.y[pusher], pushed, cm);
  if (s.log)
    note(
      s,
      'push',
      pushed,
      `${s.c.models[pusher].id} pushes ${s.c.models[pushed].id} back to (${end.x.toFixed(1)}, ${end.y.toFixed(1)})`,
      { to: [end.x, end.y] },
    );
  place(s, pushed, end.x, end.y, end.z);
  if (end.fall > 0) fallDamage(s, pushed, end.fall);
}

/**
 * One melee (UN-15.1): opposed NK roll (attacker first), a tie decided by an opposed AGI roll, then by the
 * higher AGI, then by chance (AD-63). The defence token goes after it has denied the charge bonus. A
 * winning attacker hits with its weapon, or pushes back, as it declared. Returns the winner.
 */
export function resolveMelee(s: GameState, att: number, def: number, r: MeleeResolution): number {
  const mods = meleeModifiers(s, att, def, r);
  if (has(s, def, DEFENCE)) {
    set(s, def, DEFENCE, false);
    if (s.log) note(s, 'state', def, `${s.c.models[def].id} loses defence`, { state: 'defence', on: false });
  }
  if (has(s, att, CAMOUFLAGED)) {
    set(s, att, AMBUSHER, true);
    reveal(s, att);
  }
  // Critical −2 is part of mods; the roll adds the value as given.
  const na = (r.attackerNk0 ? 0 : attribute(s, att, NK)) + mods.attacker;
  const nd = (r.defenderNk0 ? 0 : attribute(s, def, NK)) + mods.defender;
  const roll = opposedRoll(s, att, na, def, nd, r.what);
  let winner = roll.winner;
  if (winner < 0) {
    const agi = opposedRoll(
      s,
      att,
      attribute(s, att, AGI) + criticalMod(s, att) + hookBonus(s, att, AGI, -1),
      def,
      attribute(s, def, AGI) + criticalMod(s, def) + hookBonus(s, def, AGI, -1),
      'melee tie: AGI',
    );
    winner =
      agi.winner >= 0
        ? agi.winner
        : breakTie(s, att, attribute(s, att, AGI), def, attribute(s, def, AGI), 'melee tie');
  }
  if (s.log)
    note(s, 'melee', att, `${s.c.models[winner].id} wins the melee`, { winner: s.c.models[winner].id });
  if (winner === att && r.power !== undefined && r.power >= 0) {
    fireReadinessTest(s, def, att);
  } else if (winner === att && r.push !== undefined && r.push > 0) {
    fireReadinessTest(s, def, att);
    pushBack(s, att, def, r.push);
  } else if (winner === att) {
    fireReadinessTest(s, def, att);
    const p = weaponProfile(s, att, r.weapon);
    const wd = s.c.models[att].weapons[r.weapon];
    resolveHit(s, def, p, {
      attacker: att,
      extraShots: 0,
      coverBonus: stealthArmour(s, def),
      partial: false,
      source: s.c.weaponStart[att] + r.weapon,
      what: `${wd.name} hit on ${s.c.models[def].id}`,
    });
  }
  if (!s.c.models[att].weapons[r.weapon].unarmed) afterUse(s, att, r.weapon);
  return winner;
}
