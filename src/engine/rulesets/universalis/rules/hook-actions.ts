/**
 * Action hooks played (AD-79): the Use trait and Use equipment actions (UN-7.4, UN-17.1) and a power's effect,
 * each with a target (the user, a friend or an enemy within its distance), an optional attribute test, and one
 * effect of the closed set of hooks.ts.
 */
import { CONTACT_CM } from '../geometry';
import { resolveHit } from './damage';
import { attributeRoll } from './dice';
import type { ActionHook } from './hooks';
import { MODEL_TYPES } from './defs';
import { pushBack } from './melee';
import { distance } from './sight';
import { BURNING, CAMOUFLAGED, PANIC, alive, has, note, set, type GameState } from './state';

/** Why model m cannot use action hook h on target t (-1: none named), or null. */
export function hookTargetProblem(s: GameState, m: number, h: ActionHook, t: number): string | null {
  if (h.target === 'self') return t < 0 || t === m ? null : 'it is used on the model itself';
  if (t < 0 || !alive(s, t)) return `it needs a ${h.target} as its target`;
  const friend = s.c.models[t].side === s.c.models[m].side;
  if (h.target === 'friend' ? !friend || t === m : friend) return `it needs a ${h.target} as its target`;
  if (h.targetType >= 0 && s.c.models[t].type !== h.targetType)
    return `it needs a ${MODEL_TYPES[h.targetType]} as its target`;
  if (h.target === 'enemy' && has(s, t, CAMOUFLAGED))
    return `${s.c.models[t].id} is camouflaged and not revealed`;
  const range = h.rangeCm === null || h.rangeCm <= 0 ? CONTACT_CM : h.rangeCm;
  if (distance(s, m, t) > range + 1e-9) return `${s.c.models[t].id} is out of its range (${range} cm)`;
  return null;
}

/** The test (if any), then the effect on t (the user itself for 'self'). */
export function playHook(s: GameState, m: number, h: ActionHook, t: number, name: string): void {
  if (h.test && !attributeRoll(s, m, h.test.attribute, h.test.modifier, `using ${name}`).success) return;
  const target = h.target === 'self' || t < 0 ? m : t;
  hookEffect(s, m, h, target, name);
}

/**
 * The effect on t and, for an area (`radiusCm`), on every other living model of t's side within that distance of
 * it, base edge to base edge, and of the hook's model type if it names one (AD-79). The models are chosen before
 * the first effect, so a push inside the area does not change who is in it.
 */
export function hookEffect(s: GameState, m: number, h: ActionHook, t: number, name: string): void {
  if (h.radiusCm <= 0) return oneEffect(s, m, h, t, name);
  const inArea: number[] = [t];
  for (let o = 0; o < s.n; o++) {
    if (o === t || !alive(s, o) || s.c.models[o].side !== s.c.models[t].side) continue;
    if (h.targetType >= 0 && s.c.models[o].type !== h.targetType) continue;
    if (distance(s, t, o) <= h.radiusCm + 1e-9) inArea.push(o);
  }
  for (const o of inArea) oneEffect(s, m, h, o, name);
}

/** A burning marker's source for a hook (AD-79): past every weapon's flat index, its strength and damage packed in. */
export function hookBurnSource(s: GameState, strength: number, damage: number): number {
  return s.c.weaponCount + ((strength & 63) << 6) + (damage & 63);
}

/** One effect of the closed set (AD-79), logged. */
function oneEffect(s: GameState, m: number, h: ActionHook, t: number, name: string): void {
  if (!alive(s, t)) return;
  const id = s.c.models[t].id;
  const d = s.c.models[t];
  switch (h.effect) {
    case 'heal': {
      const before = s.hp[t];
      s.hp[t] = Math.min(d.hpNormal + d.hpCritical, s.hp[t] + h.amount);
      // The critical state, once taken, stays (UN-11.3 has no way back); only the HP come back.
      if (s.log)
        note(s, 'hook', t, `${name}: ${id} regains ${s.hp[t] - before} HP`, { effect: 'heal', hp: s.hp[t] });
      return;
    }
    case 'hit':
      if (s.log) note(s, 'hook', t, `${name}: a hit on ${id}`, { effect: 'hit' });
      resolveHit(
        s,
        t,
        { strength: h.strength, damage: h.amount, effects: 0, weapon: false },
        {
          attacker: m,
          extraShots: 0,
          coverBonus: 0,
          partial: false,
          source: -1,
          what: `${name} hit on ${id}`,
        },
      );
      return;
    case 'push':
      pushBack(s, m, t, h.amount);
      return;
    case 'burning':
      // Like an incendiary hit (UN-11.1): one marker; a model already burning keeps the one it has.
      if (has(s, t, BURNING)) return;
      set(s, t, BURNING, true);
      s.burnSrc[t] = hookBurnSource(s, h.strength, h.amount);
      if (s.log) note(s, 'state', t, `${id} is burning`, { state: 'burning' });
      return;
    case 'removeBurning':
      set(s, t, BURNING, false);
      break;
    case 'removePoison':
      s.poison[t].length = 0;
      break;
    case 'removeShock':
      s.shock[t] = 0;
      break;
    case 'removePanic':
      set(s, t, PANIC, false);
      break;
  }
  if (s.log) note(s, 'hook', t, `${name}: ${id} is rid of it (${h.effect})`, { effect: h.effect });
}
