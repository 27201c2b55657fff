/**
 * The rules' range test of a power on a model (AD-74, rules/powers.ts powerProblem), asked by the bots before the
 * rules' whole check: most power options a bot weighs are on enemies out of range, and the check words a reason
 * for each. Only the distance part: a power without a range in cm reaches as far as its user perceives (UN-4.6.1),
 * and past that distance the rules refuse it before they look for a line of sight, so answering here leaves the
 * sight cache exactly as the rules' check would (a line of sight it works out is what later glimpses read).
 */
import { perceptionRange } from '../rules/profile';
import { distance } from '../rules/sight';
import type { GameState } from '../rules/state';

/** Whether m's power p on model t is surely refused for its range (true only where the rules refuse it). */
export function powerOutOfRange(s: GameState, m: number, p: number, t: number): boolean {
  const power = s.c.models[m].powers[p];
  if (!power || power.target !== 'model' || power.range !== 'distance' || t < 0) return false;
  const reach = power.rangeCm ?? perceptionRange(s, m);
  return distance(s, m, t) > reach + 1e-9;
}
