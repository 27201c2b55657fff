/**
 * Dice (UN-4.8): only D12s are rolled, except the D6 count of a burning model's moves (AD-7). Every roll
 * comes from the game's seeded generator, or from the forced list of a conformance case; every roll is
 * logged with what it was for and, for attribute rolls, its target number.
 */
import { ATTRIBUTES } from './defs';
import { GONE, note, type GameState } from './state';
import { attribute, criticalMod } from './profile';
import { distance } from './sight';
import { ROLL_MOVEMENT, ROLL_PANIC, ROLL_SHOT } from './hooks';

/** Which single roll an attribute roll is, for hooks that name one (AD-79); -1: none of them. */
function rollKind(what: string): number {
  if (what.startsWith('FK roll at')) return ROLL_SHOT;
  if (what === 'panic test' || what === 'rally test') return ROLL_PANIC;
  if (what.startsWith('movement test')) return ROLL_MOVEMENT;
  return -1;
}

/**
 * What roll hooks add to model m's roll on attribute a (or on the single roll `kind`): its own traits' and
 * equipment's, and the auras of living friends within their distance (AD-79).
 */
export function hookBonus(s: GameState, m: number, a: number, kind: number): number {
  let bonus = 0;
  const side = s.c.models[m].side;
  const hookers = s.rollHookers;
  for (let i = 0; i < hookers.length; i++) {
    const f = hookers[i];
    const hooks = s.c.models[f].rollHooks!;
    if (f !== m && (s.c.models[f].side !== side || (s.flags[f] & GONE) !== 0)) continue;
    for (const h of hooks) {
      if (h.roll !== a && h.roll !== kind) continue;
      if (h.friends ? f !== m && distance(s, f, m) <= h.withinCm + 1e-9 : f === m) bonus += h.value;
    }
  }
  return bonus;
}

/**
 * Re-rolls of a failed roll (UN-7.2.4): each hook that fits re-rolls up to its number of times, each result
 * replacing the last, while the roll fails; a trait with circles strikes one per roll re-rolled (UN-7.3).
 */
function reroll(s: GameState, m: number, a: number, kind: number, target: number, what: string): number {
  const list = s.c.models[m].rerolls;
  let die = 0;
  if (!list) return die;
  for (const h of list) {
    if (h.roll !== a && h.roll !== kind) continue;
    if (h.trait >= 0 && s.circles[m][h.trait] === 0) continue;
    if (h.trait >= 0) s.circles[m][h.trait]--;
    for (let k = 0; k < h.times; k++) {
      die = d12(s, m, `${what} (re-roll)`);
      if (s.log)
        note(
          s,
          'roll',
          m,
          `${what} re-rolled: ${ATTRIBUTES[a]} target ${target}, rolled ${die}: ${die <= target ? 'success' : 'failure'}`,
          {
            what,
            attribute: ATTRIBUTES[a],
            target,
            die,
            success: die <= target,
          },
        );
      if (die <= target) return die;
    }
  }
  return die;
}

/** A conformance case ran out of forced dice. */
export class DiceExhausted extends Error {}

/** One die of `sides` faces: the next forced result of a conformance case, else the game's generator. */
function roll(s: GameState, sides: 6 | 12, what: string): number {
  const f = s.forced;
  if (!f) return s.rng.int(1, sides);
  const list = sides === 12 ? f.d12 : f.d6;
  const i = sides === 12 ? f.i12++ : f.i6++;
  if (i >= list.length)
    throw new DiceExhausted(
      `the rules need another D${sides} (${what}) but the case gives only ${list.length}`,
    );
  return list[i];
}

/** A D12; the caller logs it with what it was for. */
export function d12(s: GameState, _m: number, what: string): number {
  return roll(s, 12, what);
}

/** The D6 of a burning model's runs (AD-7). */
export function d6(s: GameState, m: number, what: string): number {
  const die = roll(s, 6, what);
  if (s.log) note(s, 'roll', m, `${what}: D6 ${die}`, { what, die, sides: 6 });
  return die;
}

/** A random choice the rules leave to chance (ties of equal attributes, AD-8): true for the first. */
export function chance(s: GameState, what: string): boolean {
  const first = s.rng.int(0, 1) === 0;
  if (s.log) note(s, 'chance', -1, `${what}: decided by chance`, { what, first });
  return first;
}

export interface RollResult {
  target: number;
  die: number;
  success: boolean;
}

/**
 * An attribute roll (UN-4.8.2, AD-9): target = attribute (−2 if critical) + modifier; a target ≤ 0 fails
 * without a roll (die 0); otherwise a D12 at most the target succeeds.
 */
export function attributeRoll(
  s: GameState,
  m: number,
  a: number,
  modifier: number,
  what: string,
  // The callers that roll most (FK, panic) name the kind rollKind would read from `what`.
  kind = rollKind(what),
): RollResult {
  const target = rollTarget(s, m, a, modifier, kind);
  if (target <= 0) {
    if (s.log)
      note(s, 'roll', m, `${what}: ${ATTRIBUTES[a]} target ${target}, fails without a roll`, {
        what,
        attribute: ATTRIBUTES[a],
        target,
        success: false,
      });
    return { target, die: 0, success: false };
  }
  let die = d12(s, m, what);
  let success = die <= target;
  if (s.log)
    note(
      s,
      'roll',
      m,
      `${what}: ${ATTRIBUTES[a]} target ${target}, rolled ${die}: ${success ? 'success' : 'failure'}`,
      {
        what,
        attribute: ATTRIBUTES[a],
        target,
        die,
        success,
      },
    );
  if (!success) {
    const again = reroll(s, m, a, kind, target, what);
    if (again > 0) {
      die = again;
      success = die <= target;
    }
  }
  return { target, die, success };
}

/** The target number of model m's roll on attribute a with this modifier (the single roll `kind`, -1: none). */
export function rollTarget(s: GameState, m: number, a: number, modifier: number, kind: number): number {
  return attribute(s, m, a) + criticalMod(s, m) + modifier + hookBonus(s, m, a, kind);
}

/**
 * Whether a failed roll of model m on attribute a (or the single roll `kind`) would reach reroll's hooks:
 * one that fits and has its circle left (or needs none). Without one, a failed roll draws no other die and
 * changes nothing, whatever its target number was.
 */
export function mayReroll(s: GameState, m: number, a: number, kind: number): boolean {
  const list = s.c.models[m].rerolls;
  if (!list) return false;
  for (const h of list) {
    if (h.roll !== a && h.roll !== kind) continue;
    if (h.trait < 0 || s.circles[m][h.trait] !== 0) return true;
  }
  return false;
}

/** Target and outcome of an attribute roll for a given die, without rolling (queries). */
export function judgeRoll(target: number, die: number): { target: number; success: boolean } {
  return { target, success: target >= 1 && die <= target };
}

/**
 * An opposed roll of two models (UN-4.8.3): each rolls a D12 (a first) and adds its value (attribute, the
 * critical −2 and every modifier, worked out by the caller). The higher total wins; on equal totals the
 * winner is -1 and the caller breaks the tie by the rule of that roll (AD-8, UN-5.5.2, UN-15.1.5).
 */
export function opposedRoll(
  s: GameState,
  a: number,
  valueA: number,
  b: number,
  valueB: number,
  what: string,
): { winner: number; ta: number; tb: number } {
  const da = d12(s, a, what);
  const db = d12(s, b, what);
  const ta = da + valueA;
  const tb = db + valueB;
  if (s.log)
    note(
      s,
      'roll',
      a,
      `${what}: ${s.c.models[a].id} ${da}${sign(valueA)} = ${ta} against ${s.c.models[b].id} ${db}${sign(valueB)} = ${tb}`,
      {
        what,
        dice: [da, db],
        totals: [ta, tb],
      },
    );
  return { winner: ta > tb ? a : ta < tb ? b : -1, ta, tb };
}

function sign(v: number): string {
  return v < 0 ? ` − ${-v}` : ` + ${v}`;
}

/** Breaks a tie on the higher unmodified attribute, then by chance (AD-8). */
export function breakTie(
  s: GameState,
  a: number,
  valueA: number,
  b: number,
  valueB: number,
  what: string,
): number {
  if (valueA !== valueB) return valueA > valueB ? a : b;
  return chance(s, what) ? a : b;
}
