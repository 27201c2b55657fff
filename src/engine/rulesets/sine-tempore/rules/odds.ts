/**
 * What an attack is likely to do, before the designer commits to it in test-play: the Action dice it rolls, whether
 * the target stands in cover (ST-29.9, D-26: one success re-rolled), and the odds of 0, 1, 2… wounds. The odds come
 * from carrying the attack out on copies of the game, each with dice of its own, so everything the rules apply to
 * a roll (re-rolls, the Penalty Die, Resistance, Dodge, cover, Sustained Attack, defence) is in them and nothing is
 * worked out twice. The copies come from the caller (`fork`), which knows how to make one (the test-play worker
 * replays the game's seed and decisions); the game itself is never touched.
 */
import { Rng } from '../../../core/rng';
import { apply, type Action } from './game';
import { heroWeapon } from './actions';
import { heroAttackPool } from './combat';
import { inCoverFrom } from './targeting';
import { stat, type GameState } from './state';

export type AttackAction = Extract<Action, { type: 'attack' }>;

export interface AttackPreview {
  /** Action dice rolled (before a Focus die or the Penalty Die). */
  dice: number;
  /** The target stands in cover from the attacker. */
  cover: boolean;
  /** The target's wounds before, and how many it can take in all. */
  wounds: number;
  health: number;
  /** `odds[k]`: the share of attacks that wound it k times; the last entry includes taking it out of the fight. */
  odds: number[];
  samples: number;
}

/**
 * The preview of an attack on a model (null when the action is not an attack on a model the attacker can
 * make). `fork()` returns a fresh copy of the game as it is now; each copy's dice are replaced by its own.
 */
export function attackPreview(fork: () => GameState, a: AttackAction, samples = 200): AttackPreview | null {
  const s = fork();
  const h = s.byId.get(a.actor);
  const t = typeof a.target === 'string' ? s.byId.get(a.target) : undefined;
  if (h === undefined || t === undefined) return null;
  const hero = s.models[h];
  const target = s.models[t];
  const w = heroWeapon(s, hero, a.weapon);
  if (!w) return null;
  const health = stat(target, 'HE');
  const before = target.wounds;
  const dice = heroAttackPool(s, hero, target, w.a, a.options?.strength);
  const cover = !w.a.power && inCoverFrom(s, hero, hero.cell, target);
  const odds = new Array<number>(Math.max(1, health - before) + 1).fill(0);
  let n = 0;
  for (let k = 0; k < samples; k++) {
    const copy = k === 0 ? s : fork();
    // Every copy rolls its own dice: the game's generator is replaced, so the game's own rolls stay untouched.
    copy.rng = Rng.fromSeed(0x5eed + k * 7919);
    if (!apply(copy, a).ok) {
      if (k === 0) return null;
      continue;
    }
    const m = copy.models[t];
    const dealt = m.removed || m.ko ? health - before : Math.min(health - before, m.wounds - before);
    odds[Math.max(0, dealt)]++;
    n++;
  }
  return {
    dice,
    cover,
    wounds: before,
    health,
    odds: odds.map((c) => c / Math.max(1, n)),
    samples: n,
  };
}
