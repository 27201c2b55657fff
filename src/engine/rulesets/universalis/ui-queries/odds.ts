/**
 * The odds the test-play pane shows next to an action (UN-4.8): a shot's FK target number and its chance to hit
 * (a D12 at most the target, AD-9), a melee's opposed NK values and the attacker's chance to win it (a tie goes to
 * an AGI roll, counted as half: AD-63).
 */
import { pBeat, pRoll, pTie } from '../bots/estimate';
import { FK, NK } from '../rules/defs';
import { meleeModifiers } from '../rules/melee';
import { attribute, criticalMod } from '../rules/profile';
import { shotModifiers, type ShotKind } from '../rules/ranged';
import type { GameState } from '../rules/state';

export interface ShotOdds {
  /** The FK roll's target number; the shot is not allowed when null. */
  target: number | null;
  chance: number;
}

export function shotOdds(
  s: GameState,
  shooter: number,
  target: number,
  weapon: number,
  kind: ShotKind,
  shots = 1,
  indirect = false,
): ShotOdds {
  const mod = shotModifiers(s, shooter, target, weapon, { kind, shots, targetIndex: 1, indirect });
  if (mod === null) return { target: null, chance: 0 };
  const t = attribute(s, shooter, FK) + criticalMod(s, shooter) + mod;
  return { target: t, chance: pRoll(t) };
}

export interface MeleeOdds {
  attacker: number;
  defender: number;
  chance: number;
}

export function meleeOdds(
  s: GameState,
  att: number,
  def: number,
  charge: boolean,
  reckless: boolean,
): MeleeOdds {
  const mods = meleeModifiers(s, att, def, { charge, reckless });
  const a = attribute(s, att, NK) + mods.attacker;
  const d = attribute(s, def, NK) + mods.defender;
  return { attacker: a, defender: d, chance: pBeat(a - d) + pTie(a - d) / 2 };
}
