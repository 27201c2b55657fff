/**
 * The outcome a melee attacker declares with its attack (UN-15.1.3, AD-63): its checks, shared by the attack,
 * the charge, the counter-attack and the opportunity attack. Apart from melee.ts and powers.ts so that the
 * reaction checks can use it without an import cycle.
 */
import { canPush } from './melee';
import type { GameState } from './state';

/** Why model m cannot use power p on the enemy it has just beaten in melee (UN-15.1.3 c, AD-74.4), or null. */
export function touchPowerProblem(s: GameState, m: number, p: unknown): string | null {
  const power = typeof p === 'number' ? s.c.models[m].powers[p] : undefined;
  if (!power) return 'no such power';
  if (power.range !== 'touch' || power.target !== 'model')
    return `${power.name} is not a touch power on a model (UN-15.1.3 c)`;
  if (power.lasting && s.powersOn[m] & (1 << (p as number)))
    return `${power.name} is in play; end it first (UN-20.2.7)`;
  return null;
}

/**
 * Why the outcome a melee attacker declares (UN-15.1.3, AD-63) is refused, or null: a push-back needs a
 * pushable defender (UN-15.2.1); a touch power excludes a push, must be a touch power on a model, and the
 * attacker needs the AP for the attack (`cost`) and the power together out of `ap`, since the power's AP are
 * paid only when it wins. For the attack, the charge, the counter-attack and the opportunity attack alike.
 */
export function outcomeProblem(
  s: GameState,
  m: number,
  t: number,
  push: unknown,
  power: unknown,
  cost: number,
  ap: number,
): string | null {
  if (push !== undefined && (typeof push !== 'number' || !(push >= 0) || !Number.isFinite(push)))
    return 'push is a distance in cm';
  if (push && !canPush(s, m, t))
    return `${s.c.models[t].id} is larger or stationary and cannot be pushed back (UN-15.2.1)`;
  if (power === undefined) return null;
  if (push) return 'a winning attacker chooses one outcome: a hit, a push-back or a touch power (UN-15.1.3)';
  const why = touchPowerProblem(s, m, power);
  if (why) return why;
  const total = cost + s.c.models[m].powers[power as number].ap;
  return total > ap ? `${s.c.models[m].id} has ${ap} AP, the attack and the power cost ${total} (AD-63)` : null;
}

