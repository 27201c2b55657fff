/**
 * The tactical bots' use of lasting sight effects (AD-79 hooks sightBlocker and shotModifier, rules/effects.ts):
 * a circle that blocks sight between the strongest enemy shooter and the friend it sees, and a veil on the user
 * when it is under fire. Asked when the bot has no attack worth its AP: `beforeMoves` for the powers that outlast a
 * move, then, with no move to make either, for those that end when their user moves (wasted if it moves right
 * after).
 */
import type { PhaseAction } from '../rules/actions';
import { checkAction } from '../rules/actions';
import { ENDS_MOVES } from '../rules/hooks';
import { bandsOf } from '../rules/ranged';
import { distance, los } from '../rules/sight';
import { alive, type GameState } from '../rules/state';

/** Expected weight of model e's best ranged weapon at distance d (0 when none reaches): strength × damage × shots. */
function firepower(s: GameState, e: number, d: number): number {
  let best = 0;
  for (const w of s.c.models[e].weapons) {
    const b = bandsOf(s, e, w);
    if (!b || d > b.band * b.bands + 1e-9) continue;
    const v = Math.max(1, w.strength) * Math.max(1, w.damage) * (1 + w.df);
    if (v > best) best = v;
  }
  return best;
}

/** The enemy shooter that threatens m's side most now, and the friend (m included) it sees: [-1, -1] when none. */
function strongestShooter(s: GameState, m: number): [number, number] {
  const side = s.c.models[m].side;
  let best = 0;
  let shooter = -1;
  let victim = -1;
  for (let e = 0; e < s.n; e++) {
    if (!alive(s, e) || s.c.models[e].side === side) continue;
    for (let f = 0; f < s.n; f++) {
      if (!alive(s, f) || s.c.models[f].side !== side) continue;
      const v = firepower(s, e, distance(s, e, f));
      if (v > best && los(s, e, f)) {
        best = v;
        shooter = e;
        victim = f;
      }
    }
  }
  return [shooter, victim];
}

/** Whether an enemy could shoot m from where it stands (a weapon in range and a line of sight). */
function underFire(s: GameState, m: number): boolean {
  const side = s.c.models[m].side;
  for (let e = 0; e < s.n; e++)
    if (alive(s, e) && s.c.models[e].side !== side && firepower(s, e, distance(s, e, m)) > 0 && los(s, e, m))
      return true;
  return false;
}

/**
 * A lasting power of m worth using now, with the bot's reason (worded only when asked: batches keep no log),
 * or null: its veil (a shot modifier below 0 on itself) when an enemy can shoot it; its circle between the
 * strongest enemy shooter and the friend it sees, as close to the shooter as the power's range allows (a circle
 * near the shooter hides the widest cone).
 */
export function lastingEffectAction(
  s: GameState,
  m: number,
  beforeMoves: boolean,
): { action: PhaseAction; why: () => string } | null {
  const d = s.c.models[m];
  const actor = d.id;
  for (let p = 0; p < d.powers.length; p++) {
    const power = d.powers[p];
    const l = power.effects;
    if (!l || s.powersOn[m] & (1 << p) || s.ap[m] < power.ap) continue;
    if ((l.endsWhen === ENDS_MOVES) === beforeMoves) continue;
    if (power.target === 'self' && l.shotMod < 0 && underFire(s, m)) {
      const a: PhaseAction = { type: 'usePower', actor, power: p };
      if (!checkAction(s, a)) return { action: a, why: () => `veils itself with ${power.name}: it is under fire` };
    }
    if (power.target === 'area' && l.blockerCm > 0) {
      const [e, f] = strongestShooter(s, m);
      if (e < 0) continue;
      const dx = s.x[f] - s.x[e];
      const dy = s.y[f] - s.y[e];
      const length = Math.hypot(dx, dy);
      if (!(length > 0)) continue;
      for (const part of [0.25, 0.5, 0.75]) {
        const at: [number, number] = [s.x[e] + dx * part, s.y[e] + dy * part];
        const a: PhaseAction = { type: 'usePower', actor, power: p, at };
        if (!checkAction(s, a))
          return {
            action: a,
            why: () => `blocks the sight of ${s.c.models[e].id}, the strongest shooter, on ${s.c.models[f].id} with ${power.name}`,
          };
      }
    }
  }
  return null;
}
