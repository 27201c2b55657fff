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

/** What an action's cost depends on, worked out once per action name (one lookup per question). */
export interface CostRule {
  /** A fixed cost, or -1 when the weapon decides it. */
  fixed: number;
  melee: boolean;
  ranged: boolean;
  discounted: boolean;
  /** Added to the weapon's WK: 1 for a normal shot, 2 for an aimed shot or a reckless attack. */
  extra: number;
}

/** The rule of each action name, in the order of ACTION_NAMES. */
const RULES: readonly CostRule[] = ACTION_NAMES.map((a) => ({
  fixed: FIXED[a] !== undefined && a !== 'fireReadiness' ? FIXED[a]! : -1,
  melee: MELEE.has(a),
  ranged: RANGED.has(a),
  discounted: DISCOUNTED.has(a),
  extra: a === 'normalShot' ? 1 : a === 'aimedShot' || a === 'recklessAttack' ? 2 : 0,
}));

/** A name outside ACTION_NAMES (only untyped callers): the weapon's WK, as before the table. */
const WEAPON_ONLY: CostRule = { fixed: -1, melee: false, ranged: false, discounted: false, extra: 0 };

/**
 * The cost rule of an action name; WEAPON_ONLY for a name outside ACTION_NAMES. A switch of the names: the bots
 * ask thousands of times a game, and looking a string up in a Map was about 1% of a run (the names are checked
 * against ACTION_NAMES once, below).
 */
export function costRule(name: string): CostRule {
  // The ones the bots ask most first.
  switch (name) {
    case 'normalShot':
      return RULES[8];
    case 'aimedShot':
      return RULES[9];
    case 'snapShot':
      return RULES[10];
    case 'attack':
      return RULES[14];
    case 'fireReadiness':
      return RULES[12];
    case 'reactionFire':
      return RULES[13];
    case 'charge':
      return RULES[2];
    case 'recklessAttack':
      return RULES[15];
    case 'counterAttack':
      return RULES[17];
    case 'opportunityAttack':
      return RULES[18];
    case 'reload':
      return RULES[11];
    case 'turn':
      return RULES[0];
    case 'move':
      return RULES[1];
    case 'disengage':
      return RULES[3];
    case 'prone':
      return RULES[4];
    case 'stand':
      return RULES[5];
    case 'useObject':
      return RULES[6];
    case 'dodge':
      return RULES[7];
    case 'defence':
      return RULES[16];
    case 'spot':
      return RULES[19];
    case 'spottingSupport':
      return RULES[20];
    case 'endPower':
      return RULES[21];
    case 'blockPower':
      return RULES[22];
    case 'blockPowerReaction':
      return RULES[23];
    default:
      return WEAPON_ONLY;
  }
}

// The switch names every action of ACTION_NAMES with its own rule (checked once, when the module loads).
ACTION_NAMES.forEach((a, i) => {
  if (costRule(a) !== RULES[i]) throw new Error(`costs.ts: costRule does not know the action ${a}`);
});

/**
 * AP the action costs model m now, with weapon w (index into its weapons) where the action needs one; null
 * when the weapon cannot be used for it (a melee weapon for a shot, a WK IV weapon for fire readiness, a
 * weapon without reload for Reload).
 */
export function actionCost(s: GameState, m: number, action: ActionName, w: number): number | null {
  if (action === 'move') return has(s, m, PRONE) ? 2 : 1;
  if (action === 'disengage') return has(s, m, PRONE) ? 3 : 2;
  const rule = costRule(action);
  if (rule.fixed >= 0) return rule.fixed;
  const d = s.c.models[m];
  const weapon = w >= 0 ? d.weapons[w] : undefined;
  if (!weapon) return null;
  if (rule.melee && weapon.kind !== 'melee') return null;
  if (rule.ranged && weapon.kind === 'melee') return null;
  if (action === 'fireReadiness') return weapon.wk <= 3 ? 2 : null;
  if (action === 'reactionFire' && weapon.wk > 3) return null;
  if (action === 'reload' && !weapon.reload) return null;
  let cost = weapon.wk + rule.extra;
  if (rule.discounted && d.type === COLOSSUS && weapon.wk >= 4) cost = Math.max(3, cost - 1);
  return cost;
}
