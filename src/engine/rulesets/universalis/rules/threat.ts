/**
 * The danger zone and the direct threat (UN-4.5, AD-15, AD-16): at the start of its phase a model finds its
 * direct threats (every enemy in base contact, else the closest revealed living enemy within 12 − EH cm).
 * To act freely it must pass an EH test; otherwise its first AP-costing action (after any movement that
 * enables it) must be an attack on a direct threat, unless no such attack is possible.
 */
import { dangerRadius } from './profile';
import { distance, inContact } from './sight';
import { CAMOUFLAGED, alive, has, type GameState } from './state';

export const THREAT_NONE = 0;
export const THREAT_PASSED = 1;
export const THREAT_MUST_ATTACK = 2;
export const THREAT_DONE = 3;

/** Fills s.threats with model m's direct threats now. */
export function findThreats(s: GameState, m: number): number[] {
  const out = s.threats;
  // Overwritten in place and cut once: emptying the list first would drop its storage on every call.
  let k = 0;
  const side = s.c.models[m].side;
  for (let o = 0; o < s.n; o++) {
    if (!alive(s, o) || s.c.models[o].side === side) continue;
    if (inContact(s, m, o)) out[k++] = o;
  }
  if (k === 0) k = nearestInDanger(s, m, out);
  if (out.length !== k) out.length = k;
  return out;
}

/**
 * Without an enemy in contact: the nearest enemy within m's danger radius (UN-4.5.1) into out[0]; returns how
 * many (0 or 1). Written over the list and cut once by the caller: cutting it to 0 before a push dropped its
 * storage.
 */
function nearestInDanger(s: GameState, m: number, out: number[]): number {
  const side = s.c.models[m].side;
  const radius = dangerRadius(s, m);
  if (radius === null || radius <= 0) return 0;
  let best = -1;
  let bestD = Infinity;
  for (let o = 0; o < s.n; o++) {
    if (!alive(s, o) || s.c.models[o].side === side || has(s, o, CAMOUFLAGED)) continue;
    const d = distance(s, m, o);
    if (d <= radius + 1e-9 && d < bestD - 1e-9) {
      best = o;
      bestD = d;
    }
  }
  if (best < 0) return 0;
  out[0] = best;
  return 1;
}

export function isThreat(s: GameState, target: number): boolean {
  return s.threats.includes(target);
}

/**
 * Whether m acts in the active phase under the direct-threat rules: the active model, or one of the telematons
 * it operates (AD-71.6: a telematon able to attack its operator's direct threat must do so while the operator's
 * obligation stands).
 */
export function boundByThreat(s: GameState, m: number): boolean {
  return m === s.active || (m >= 0 && s.c.models[m].operator === s.active && s.active >= 0);
}

/** Whether m still owes an attack on a direct threat this phase (AD-15, AD-71.6). */
export function owesAttack(s: GameState, m: number): boolean {
  return s.threat[m] === THREAT_MUST_ATTACK && boundByThreat(s, m);
}
