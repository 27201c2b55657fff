/**
 * AP costs of actions and reactions (UN-6.4, AD-24, AD-72): fixed costs, costs by the class WK of the weapon
 * used, and the colossus discount for WK IV–V weapons in combat (minimum 3).
 */
import { COLOSSUS } from './defs';
import { PRONE, has, type GameState } from './state';

export const ACTION_NAMES = [
  'turn',
  'move',
  'charge',
  'disengage',
  'prone',
  'stand',
  'useObject',
  'dodge',
  'normalShot',
  'aimedShot',
  'snapShot',
  'reload',
  'fireReadiness',
  'reactionFire',
  'attack',
  'recklessAttack',
  'defence',
  'counterAttack',
  'opportunityAttack',
  'spot',
  'spottingSupport',
  'endPower',
  'blockPower',
  'blockPowerReaction',
] as const;
export type ActionName = (typeof ACTION_NAMES)[number];

const FIXED: Partial<Record<ActionName, number>> = {
  turn: 0,
  prone: 1,
  stand: 1,
  useObject: 1,
  dodge: 1,
  fireReadiness: 2,
  defence: 2,
  spot: 2,
  spottingSupport: 2,
  endPower: 1,
  blockPower: 2,
  blockPowerReaction: 3,
};

/** Combat actions that take the colossus discount with a WK IV–V weapon (AD-72). */
const DISCOUNTED = new Set<ActionName>([
  'charge',
  'normalShot',
  'aimedShot',
  'snapShot',
  'reload',
  'reactionFire',
  'attack',
  'recklessAttack',
  'counterAttack',
  'opportunityAttack',
]);
const MELEE = new Set<ActionName>([
  'charge',
  'attack',
  'recklessAttack',
  'counterAttack',
  'opportunityAttack',
]);
const RANGED = new Set<ActionName>(['normalShot', 'aimedShot', 'snapShot', 'reactionFire', 'fireReadiness']);

/**
 * AP the action costs model m now, with weapon w (index into its weapons) where the action needs one; null
 * when the weapon cannot be used for it (a melee weapon for a shot, a WK IV weapon for fire readiness, a
 * weapon without reload for Reload).
 */
export function actionCost(s: GameState, m: number, action: ActionName, w: number): number | null {
  const prone = has(s, m, PRONE);
  if (action === 'move') return prone ? 2 : 1;
  if (action === 'disengage') return prone ? 3 : 2;
  const fixed = FIXED[action];
  if (fixed !== undefined && action !== 'fireReadiness') return fixed;
  const d = s.c.models[m];
  const weapon = w >= 0 ? d.weapons[w] : undefined;
  if (!weapon) return null;
  if (MELEE.has(action) && weapon.kind !== 'melee') return null;
  if (RANGED.has(action) && weapon.kind === 'melee') return null;
  if (action === 'fireReadiness') return weapon.wk <= 3 ? 2 : null;
  if (action === 'reactionFire' && weapon.wk > 3) return null;
  if (action === 'reload' && !weapon.reload) return null;
  let cost = weapon.wk;
  if (action === 'normalShot') cost += 1;
  else if (action === 'aimedShot' || action === 'recklessAttack') cost += 2;
  if (d.type === COLOSSUS && weapon.wk >= 4 && DISCOUNTED.has(action)) cost = Math.max(3, cost - 1);
  return cost;
}
