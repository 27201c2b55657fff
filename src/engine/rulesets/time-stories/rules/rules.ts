/**
 * The procedures the rulebook fixes, shared by the run engine and the conformance runner:
 * the four steps of a dice roll against a test's shields (TS-20), "do nothing" during a test (TS-19.14),
 * the cost of a location change (TS-18.5) and the vortex arithmetic of a host's death (TS-22).
 */
import { tsError } from './errors';

/** Shield kinds in the order the rules list them; the numbers are the engine's compact codes. */
export const SHIELD_KINDS = ['blank', 'skull', 'time', 'heart', 'special'] as const;
export type ShieldKind = (typeof SHIELD_KINDS)[number];
export const BLANK = 0;
export const SKULL = 1;
export const TIME = 2;
export const HEART = 3;
export const SPECIAL = 4;

export function shieldCode(kind: string): number {
  const i = (SHIELD_KINDS as readonly string[]).indexOf(kind);
  if (i < 0) throw tsError('ts-error-shield', { kind, known: SHIELD_KINDS.join(', ') });
  return i;
}

/** TS-22.2: the small figure goes this many TU ahead of the time marker, toward 0. */
export const VORTEX_DELAY = 7;

/** TS-18.5.3: leaving a red-named location costs this much more than the time-captain die. */
export const RED_LEAVE_EXTRA = 2;

/**
 * A test in play: its stacks left to right (TS-19.2) and how many shields each still holds. A flat list of kinds
 * is run-length encoded, so a kind may appear in two stacks here even though a well-formed deck never does that.
 */
export interface Shields {
  kinds: number[];
  left: number[];
}

export function shieldsFromKinds(kinds: readonly number[]): Shields {
  const s: Shields = { kinds: [], left: [] };
  for (const k of kinds) {
    const last = s.kinds.length - 1;
    if (last >= 0 && s.kinds[last] === k) s.left[last]++;
    else {
      s.kinds.push(k);
      s.left.push(1);
    }
  }
  return s;
}

export function shieldsFromStacks(stacks: readonly { kind: number; count: number }[]): Shields {
  return { kinds: stacks.map((st) => st.kind), left: stacks.map((st) => st.count) };
}

/** The remaining shields as a flat list of kinds, left to right. */
export function remainingKinds(s: Shields): ShieldKind[] {
  const out: ShieldKind[] = [];
  for (let i = 0; i < s.kinds.length; i++)
    for (let n = 0; n < s.left[i]; n++) out.push(SHIELD_KINDS[s.kinds[i]]);
  return out;
}

export function countLeft(s: Shields, kind: number): number {
  let n = 0;
  for (let i = 0; i < s.kinds.length; i++) if (s.kinds[i] === kind) n += s.left[i];
  return n;
}

export function totalLeft(s: Shields): number {
  let n = 0;
  for (let i = 0; i < s.left.length; i++) n += s.left[i];
  return n;
}

/** TS-20.3: each hit removes one shield, always from the leftmost stack that still has one; extra hits are wasted. */
export function removeHits(s: Shields, hits: number): number {
  let removed = 0;
  for (let i = 0; i < s.left.length && hits > 0; i++) {
    const take = Math.min(hits, s.left[i]);
    s.left[i] -= take;
    hits -= take;
    removed += take;
  }
  return removed;
}

/** Removes up to n shields of one kind (a card effect naming the kind), leftmost stack first. */
export function removeKind(s: Shields, kind: number, n: number): number {
  let removed = 0;
  for (let i = 0; i < s.left.length && n > 0; i++) {
    if (s.kinds[i] !== kind) continue;
    const take = Math.min(n, s.left[i]);
    s.left[i] -= take;
    n -= take;
    removed += take;
  }
  return removed;
}

/** What a roll or a "do nothing" costs once the hits are assigned. */
export interface Penalties {
  /** LP the host loses: at most 1 from the counter-strike plus 1 per heart shield (TS-20.4.4, TS-20.5.1). */
  lp: number;
  /** TU the team loses: 1 per time shield (TS-20.5.2). */
  tu: number;
  /** How many times the scenario's special-shield effect applies (TS-20.5.3, TS-40.19). */
  special: number;
  /** Strength of the counter-strike, 0 when there was none (TS-20.4.2). */
  strength: number;
  /** The counter-strike beat the host's resistance. */
  wounded: boolean;
}

/**
 * Steps 3 and 4 of a roll (TS-20.4, TS-20.5), after the hits have been removed. A test with no shield left is passed
 * and punishes nothing (TS-20.3.3).
 */
export function rollPenalties(s: Shields, skullsRolled: number, resistance: number): Penalties {
  if (totalLeft(s) === 0) return { lp: 0, tu: 0, special: 0, strength: 0, wounded: false };
  const skullShields = countLeft(s, SKULL);
  const strength = skullsRolled >= 1 && skullShields >= 1 ? skullsRolled + skullShields : 0;
  const wounded = strength > 0 && resistance < strength;
  return {
    lp: (wounded ? 1 : 0) + countLeft(s, HEART),
    tu: countLeft(s, TIME),
    special: countLeft(s, SPECIAL),
    strength,
    wounded,
  };
}

/**
 * TS-19.14: an agent on an unfinished test who neither rolls nor moves loses 1 LP when at least one skull shield is
 * left, and every heart, time and special shield takes effect as after a roll.
 */
export function idlePenalties(s: Shields): Penalties {
  if (totalLeft(s) === 0) return { lp: 0, tu: 0, special: 0, strength: 0, wounded: false };
  const skull = countLeft(s, SKULL) >= 1;
  return {
    lp: (skull ? 1 : 0) + countLeft(s, HEART),
    tu: countLeft(s, TIME),
    special: countLeft(s, SPECIAL),
    strength: 0,
    wounded: skull,
  };
}

/** TS-22.2, TS-22.4: the TU value at which a host that dies now comes back, or null when it cannot this run. */
export function returnsAtTu(tuAtDeath: number): number | null {
  return tuAtDeath > VORTEX_DELAY ? tuAtDeath - VORTEX_DELAY : null;
}

/** TS-18.5: the TU a location change costs. */
export function leaveCost(captainDie: number, leavingRed: boolean): number {
  return captainDie + (leavingRed ? RED_LEAVE_EXTRA : 0);
}
