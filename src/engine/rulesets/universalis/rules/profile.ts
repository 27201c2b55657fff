/**
 * A model's values as the rules read them now (UN-3, UN-4): attributes with a telematon's borrowed ones and
 * a colossus's lost sides, the critical state's penalties, size steps with prone, perception, danger radius
 * and speed.
 */
import { AGI, COLOSSUS, KO, NK, PROFILE_HEIGHT, TELEMATON, WN } from './defs';
import { CRITICAL, LEFT_DESTROYED, PRONE, RIGHT_DESTROYED, alive, has, type GameState } from './state';

export function isCritical(s: GameState, m: number): boolean {
  return has(s, m, CRITICAL);
}

/**
 * The model's current attribute value, without the critical −2 (UN-4.8.2): a telematon's AGI, NK, FK and EH
 * are its operator's (0 without a living operator, AD-13); a colossus loses 1 AGI and 1 NK per destroyed
 * side (UN-18.3.4).
 */
export function attribute(s: GameState, m: number, a: number): number {
  const d = s.c.models[m];
  let v = d.attrs[a];
  if (d.type === TELEMATON && a !== KO && a !== WN) {
    const op = d.operator;
    v = op >= 0 && alive(s, op) ? attribute(s, op, a) : 0;
  }
  if (Number.isNaN(v)) v = 0;
  if (d.type === COLOSSUS && (a === AGI || a === NK)) {
    if (has(s, m, LEFT_DESTROYED)) v--;
    if (has(s, m, RIGHT_DESTROYED)) v--;
  }
  return v;
}

/** −2 on every roll of a critical model (UN-11.3.2, AD-45). */
export function criticalMod(s: GameState, m: number): number {
  return has(s, m, CRITICAL) ? -2 : 0;
}

export function sizeStep(s: GameState, m: number): number {
  const size = s.c.models[m].size;
  return has(s, m, PRONE) && size > 0 ? size - 1 : size;
}

/** Height of the model's cylinder now: a prone model takes the next smaller profile's (AD-38). */
export function heightOf(s: GameState, m: number): number {
  return PROFILE_HEIGHT[sizeStep(s, m)];
}

export function radiusOf(s: GameState, m: number): number {
  return s.radius[m];
}

/** Perception range WN × 5 cm, halved and rounded up when critical (UN-4.6). */
export function perceptionRange(s: GameState, m: number): number {
  const r = s.c.models[m].attrs[WN] * 5;
  return has(s, m, CRITICAL) ? Math.ceil(r / 2) : r;
}

/** Danger radius 12 − EH; null for a telematon (UN-4.5.1, UN-19.6). */
export function dangerRadius(s: GameState, m: number): number | null {
  const d = s.c.models[m];
  if (d.type === TELEMATON) return null;
  return 12 - attribute(s, m, 5);
}

/** Speed GK, halved and rounded up when critical (UN-11.3.2). */
export function speedOf(s: GameState, m: number): number {
  const gk = s.c.models[m].speed;
  return has(s, m, CRITICAL) ? Math.ceil(gk / 2) : gk;
}
