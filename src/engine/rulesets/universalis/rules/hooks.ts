/**
 * The hook interface for traits, equipment and power texts (AD-79): what a card's text does, as data from the
 * units file (never code). Roll modifiers (the bearer's own rolls, or its friends' within a distance), re-rolls
 * ("re-roll FK up to N times", each result replacing the last, UN-7.2.4; circles struck per roll re-rolled,
 * UN-7.3), passive profile modifiers (applied when the card is compiled) and actions: Use trait / Use equipment
 * (UN-7.4, UN-17.1) or a power's effect, each an effect from the closed set below; and the lasting effects of a
 * lasting power (a circle that blocks sight, a modifier on shots at its target) with the condition that ends the
 * power (rules/effects.ts). A text without hooks is left to the players; the game says so once in its log.
 */
import { ATTRIBUTES, MODEL_TYPES } from './defs';

/** Rolls a hook can name: the attributes (every attribute roll on one), then single rolls. */
export const HOOK_ROLLS = [...ATTRIBUTES, 'shot', 'melee', 'panic', 'movement', 'activation', 'dodge'] as const;
export const ROLL_SHOT = 6;
export const ROLL_MELEE = 7;
export const ROLL_PANIC = 8;
export const ROLL_MOVEMENT = 9;
/** The opposed AGI roll for the activation order (UN-5.5.2). */
export const ROLL_ACTIVATION = 10;
/** The opposed AGI roll of dodge fire (UN-14.4). */
export const ROLL_DODGE = 11;

export const HOOK_EFFECTS = [
  'heal',
  'hit',
  'push',
  'removeBurning',
  'removePoison',
  'removeShock',
  'removePanic',
  'burning',
] as const;
export type HookEffect = (typeof HOOK_EFFECTS)[number];

export interface RollHook {
  roll: number;
  value: number;
  /** The bearer's friends within `withinCm` (not the bearer), or the bearer itself. */
  friends: boolean;
  withinCm: number;
}

export interface RerollHook {
  roll: number;
  times: number;
  /** The trait whose circles a re-roll strikes (index into the model's traits), -1 when unlimited. */
  trait: number;
}

export interface ActionHook {
  target: 'self' | 'friend' | 'enemy';
  /** The model type the target must be (an index of MODEL_TYPES), -1: any. */
  targetType: number;
  /** Every model of the target's kind (friend or enemy) within this distance of the target gets it too; 0: the target only. */
  radiusCm: number;
  /** Greatest edge-to-edge distance to the target; 0: base contact; null: the bearer itself. */
  rangeCm: number | null;
  test: { attribute: number; modifier: number } | null;
  effect: HookEffect;
  amount: number;
  strength: number;
}

export interface ProfileHook {
  /** 0–5 an attribute, 6 the speed. */
  stat: number;
  value: number;
}

/** When a lasting power with effects ends by itself (UN-20.2.7): never, when its user moves, when it attacks. */
export const ENDS_NEVER = 0;
export const ENDS_MOVES = 1;
export const ENDS_ATTACKS = 2;

/** What a lasting power does while in play (hooks sightBlocker and shotModifier). */
export interface LastingHooks {
  /** Radius of the circle placed at the power's target point that blocks sight; 0: none. */
  blockerCm: number;
  /** Added to the FK roll of every shot at the power's target; 0: none. */
  shotMod: number;
  endsWhen: number;
}

type Json = Record<string, unknown>;

function rollIndex(name: unknown): number {
  return HOOK_ROLLS.indexOf(name as (typeof HOOK_ROLLS)[number]);
}

/** The hooks of one trait, item or power, as the engine keeps them. */
export interface HookSet {
  rolls: RollHook[];
  rerolls: RerollHook[];
  profile: ProfileHook[];
  action: ActionHook | null;
  lasting: LastingHooks | null;
}

/**
 * Reads the `hooks` of a trait, item or power (valid by the schema; the semantic checks report hooks whose
 * fields do not fit their kind, and those are skipped here). `trait`: the trait's index when its circles count.
 */
export function readHooks(list: unknown, trait = -1): HookSet {
  const out: HookSet = { rolls: [], rerolls: [], profile: [], action: null, lasting: null };
  if (!Array.isArray(list)) return out;
  for (const h of list as Json[]) {
    if (!h || typeof h !== 'object') continue;
    if (h.kind === 'rollModifier' && rollIndex(h.roll) >= 0 && h.value !== undefined) {
      if (h.who === 'friends' && h.withinCm === undefined) continue;
      out.rolls.push({
        roll: rollIndex(h.roll),
        value: Number(h.value),
        friends: h.who === 'friends',
        withinCm: Number(h.withinCm ?? 0),
      });
    } else if (h.kind === 'reroll' && rollIndex(h.roll) >= 0 && h.times !== undefined) {
      out.rerolls.push({ roll: rollIndex(h.roll), times: Number(h.times), trait });
    } else if (h.kind === 'profile' && h.value !== undefined) {
      const stat = h.stat === 'speed' ? 6 : ATTRIBUTES.indexOf(h.stat as (typeof ATTRIBUTES)[number]);
      if (stat >= 0) out.profile.push({ stat, value: Number(h.value) });
    } else if (
      h.kind === 'action' &&
      HOOK_EFFECTS.includes(h.effect as HookEffect) &&
      !((h.effect === 'hit' || h.effect === 'burning') && h.strength === undefined) &&
      !out.action
    ) {
      const test = h.test as Json | undefined;
      out.action = {
        target: (h.target as ActionHook['target']) ?? 'self',
        targetType: h.targetType === undefined ? -1 : MODEL_TYPES.indexOf(h.targetType as never),
        radiusCm: Number(h.radiusCm ?? 0),
        rangeCm: h.rangeCm === undefined ? null : Number(h.rangeCm),
        test: test
          ? { attribute: ATTRIBUTES.indexOf(test.attribute as never), modifier: Number(test.modifier ?? 0) }
          : null,
        effect: h.effect as HookEffect,
        amount: Number(h.amount ?? 1),
        strength: Number(h.strength ?? 0),
      };
    } else if (h.kind === 'sightBlocker' || h.kind === 'shotModifier') {
      const l = (out.lasting ??= { blockerCm: 0, shotMod: 0, endsWhen: ENDS_NEVER });
      if (h.kind === 'sightBlocker' && Number(h.radiusCm) > 0) l.blockerCm = Number(h.radiusCm);
      if (h.kind === 'shotModifier' && h.value !== undefined) l.shotMod += Number(h.value);
      if (h.endsWhen === 'casterMoves') l.endsWhen = ENDS_MOVES;
      else if (h.endsWhen === 'casterAttacks') l.endsWhen = ENDS_ATTACKS;
    }
  }
  return out;
}

/** Applies passive profile hooks to a card's attributes and speed (NaN attributes stay NaN). */
export function applyProfile(attrs: number[], speed: number, hooks: readonly ProfileHook[]): number {
  for (const h of hooks) {
    if (h.stat === 6) speed = Math.max(0, speed + h.value);
    else if (!Number.isNaN(attrs[h.stat])) attrs[h.stat] = Math.max(0, attrs[h.stat] + h.value);
  }
  return speed;
}
