/**
 * Powers (UN-20, AD-74): using one costs its AP and needs an attribute roll with its difficulty; HP are lost
 * as its card says (on a failure or always). A lasting power stays in play until its owner ends it or an
 * enemy blocks it. Enemies of a discipline may block a power being used (a reaction, 3 AP) or one in play
 * (an action, 2 AP) with a roll on the power's attribute and difficulty, and then suffer its HP loss too.
 * A power's own effect is card text the players judge (AD-79): the engine plays its costs, rolls, blocks and
 * duration, and logs the use; hooks on the card play its effect (an action, or the lasting effects of
 * rules/effects.ts, which end with the power).
 */
import { CONTACT_CM } from '../geometry';
import { MODEL_TYPES, type PowerDef } from './defs';
import { checkCritical, eliminate } from './damage';
import { attributeRoll } from './dice';
import { hookEffect } from './hook-actions';
import { distance, los, perceives } from './sight';
import { endEffects, placeEffects } from './effects';
import { perceptionRange, radiusOf } from './profile';
import { DEFENCE, alive, has, note, set, type GameState } from './state';
import { counterWindow, openWindow, type CounterData } from './reactions';

export function powerProblem(
  s: GameState,
  m: number,
  p: number,
  target: number,
  at?: readonly number[] | null,
): string | null {
  const power = s.c.models[m].powers[p];
  if (!power) return 'no such power';
  if (power.lasting && s.powersOn[m] & (1 << p)) return `${power.name} is in play; end it first (UN-20.2.7)`;
  if (power.target === 'area' && power.effects && power.effects.blockerCm > 0)
    return pointProblem(s, m, power, at);
  if (power.target === 'model') {
    if (target < 0 || !alive(s, target)) return `${power.name} needs a model as its target`;
    if (power.range === 'touch' && distance(s, m, target) > CONTACT_CM + 1e-9)
      return `${power.name} needs base contact`;
    if (power.range === 'touch' && s.c.models[target].side !== s.c.models[m].side)
      return 'a touch power on an enemy comes with a won melee (AD-74)';
    if (power.action && power.action.targetType >= 0 && s.c.models[target].type !== power.action.targetType)
      return `${power.name} needs a ${MODEL_TYPES[power.action.targetType]} as its target`;
    if (power.range === 'distance') {
      // Without a range in cm, as far as the user perceives (UN-4.6.1): its perception range and a line of sight.
      if (beyondReach(s, m, power, target) || (power.rangeCm === null && !los(s, m, target)))
        return `${s.c.models[target].id} is out of the power's range (AD-74)`;
    }
  }
  return null;
}

/**
 * Whether m's power p on model t is surely refused for its range (true only where powerProblem refuses it),
 * for the bots, which weigh many power options on enemies out of range: the distance alone, which powerProblem
 * asks before any line of sight, so the sight cache is left as the whole check would leave it.
 */
export function powerOutOfRange(s: GameState, m: number, p: number, t: number): boolean {
  const power = s.c.models[m].powers[p];
  return !!power && power.target === 'model' && power.range === 'distance' && t >= 0 && beyondReach(s, m, power, t);
}

/** Whether t lies beyond the reach of m's power on a model: its range in cm, or else m's perception range (AD-74). */
function beyondReach(s: GameState, m: number, power: PowerDef, t: number): boolean {
  return distance(s, m, t) > (power.rangeCm ?? perceptionRange(s, m)) + 1e-9;
}

/**
 * An area power that places a circle needs its target point (UN-20.2.5): on the table, and within the power's
 * range of the user's base edge (without a range in cm, its perception range, AD-74).
 */
function pointProblem(s: GameState, m: number, power: PowerDef, at: readonly number[] | null | undefined) {
  if (!at || at.length !== 2 || !Number.isFinite(at[0]) || !Number.isFinite(at[1]))
    return `${power.name} needs a target point (at: [x, y] in cm)`;
  const [x, y] = at;
  if (x < 0 || x > 90 || y < 0 || y > 90) return `the point (${x}, ${y}) is off the table`;
  const range = power.rangeCm ?? perceptionRange(s, m);
  const d = Math.hypot(x - s.x[m], y - s.y[m]) - radiusOf(s, m);
  if (d > range + 1e-9) return `the point (${x}, ${y}) is out of the power's range (${range} cm)`;
  return null;
}

function loseHp(s: GameState, m: number, amount: number): void {
  if (amount <= 0) return;
  const before = s.hp[m];
  s.hp[m] -= amount;
  if (s.log) note(s, 'damage', m, `${s.c.models[m].id} loses ${amount} HP to the power`, { loss: amount });
  if (s.hp[m] <= 0) eliminate(s, m, -1);
  else checkCritical(s, m, before);
}

/**
 * Uses power p (its AP already paid); `then`: the melee it came from goes on to the counter-attack window; `at`:
 * an area power's target point, kept for its lasting effects until the block window closes.
 */
export function usePower(
  s: GameState,
  m: number,
  p: number,
  target: number,
  then?: CounterData,
  at?: readonly number[],
): void {
  const power = s.c.models[m].powers[p];
  if (at && at.length === 2) {
    s.powerAt[2 * m] = at[0];
    s.powerAt[2 * m + 1] = at[1];
  }
  if (target >= 0 && has(s, target, DEFENCE) && s.c.models[target].side !== s.c.models[m].side) {
    if (!attributeRoll(s, target, 5, 0, 'defence EH test').success) set(s, target, DEFENCE, false);
  }
  const side = 1 - s.c.models[m].side;
  const blockers: number[] = [];
  for (let b = 0; b < s.n; b++) {
    if (s.c.models[b].side === side && (perceives(s, b, m) || (target >= 0 && perceives(s, b, target))))
      blockers.push(b);
  }
  const data = { kind: 'power' as const, m, power: p, target, blocked: false, then };
  if (!openWindow(s, 'block', side, blockers, data)) {
    finishPower(s, m, p, target, false);
    if (then) counterWindow(s, then);
  }
  void power;
}

export function finishPower(s: GameState, m: number, p: number, target: number, blocked: boolean): void {
  const power = s.c.models[m].powers[p];
  if (blocked) {
    if (s.log) note(s, 'power', m, `${power.name} is blocked`, { power: power.id, blocked: true });
    if (power.hpLossAlways) loseHp(s, m, power.hpLoss);
    return;
  }
  if (!alive(s, m)) return;
  const r = attributeRoll(s, m, power.attribute, power.difficulty, `using ${power.name}`);
  if (power.hpLoss > 0 && (power.hpLossAlways || !r.success)) loseHp(s, m, power.hpLoss);
  if (!r.success) return;
  if (power.lasting) s.powersOn[m] |= 1 << p;
  if (power.action || power.effects) {
    if (s.log)
      note(s, 'power', m, `${s.c.models[m].id} uses ${power.name}`, {
        power: power.id,
        target: target >= 0 ? s.c.models[target].id : null,
        played: true,
      });
    if (power.effects) placeEffects(s, m, p, target);
    if (power.action)
      hookEffect(s, m, power.action, power.target === 'self' || target < 0 ? m : target, power.name);
    return;
  }
  if (s.log)
    note(
      s,
      'power',
      m,
      `${s.c.models[m].id} uses ${power.name}${target >= 0 ? ` on ${s.c.models[target].id}` : ''} (its effect is the players' to judge, AD-79)`,
      {
        power: power.id,
        target: target >= 0 ? s.c.models[target].id : null,
      },
    );
}

export function endPower(s: GameState, m: number, p: number): void {
  s.powersOn[m] &= ~(1 << p);
  if (s.log) note(s, 'power', m, `${s.c.models[m].id} ends ${s.c.models[m].powers[p].name}`, {});
  endEffects(s, m, p, 'ended');
}

/** A blocker's roll against model m's power p (UN-20.5.3–4): success blocks; it suffers the HP loss as the card says. */
export function powerBlockRoll(s: GameState, blocker: number, m: number, p: number): boolean {
  const power = s.c.models[m].powers[p];
  const r = attributeRoll(s, blocker, power.attribute, power.difficulty, `blocking ${power.name}`);
  if (power.hpLoss > 0 && (power.hpLossAlways || !r.success)) loseHp(s, blocker, power.hpLoss);
  return r.success;
}

export function blockPowerAction(s: GameState, blocker: number, m: number, p: number): void {
  if (powerBlockRoll(s, blocker, m, p)) {
    s.powersOn[m] &= ~(1 << p);
    if (s.log)
      note(
        s,
        'power',
        blocker,
        `${s.c.models[blocker].id} blocks ${s.c.models[m].powers[p].name}: it ends`,
        {},
      );
    endEffects(s, m, p, 'blocked');
  }
}
