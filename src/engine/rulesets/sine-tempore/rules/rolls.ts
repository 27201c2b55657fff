/**
 * A hero's roll and what may change it before it is counted (ST-1.5, ST-21, ST-24.2 steps 1–3, ST-25.3, ST-36;
 * D-5, D-31, D-32): the dice and the Penalty die, Enemy re-rolls, then the hero's own re-rolls lowest die number
 * first (FORMAT.md "Forced inputs"), the Penalty die's re-roll, Select the Point, and the Penalty die's removal.
 */
import { ST, countMask, faceNames, type Face } from './symbols';
import { choiceError, discard, rollAction, rollPenalty, type GameState, type Model } from './state';

export interface Die {
  face: Face;
  /** Re-rolled once by an enemy effect / by a hero effect (D-5). */
  eRe: boolean;
  hRe: boolean;
  /** Set aside, eliminated or removed by the Penalty die: counts for nothing. */
  out: boolean;
  /** A Sustained Attack extra die (D-34: no re-roll, no Enemy effect). */
  extra: boolean;
  /** A saved Focus die added to the roll (D-36: no re-roll, no face change). */
  focus: boolean;
}

export interface Roll {
  dice: Die[];
  /** The Penalty die's face, -1 when the hero rolls none (ST-36.1). */
  penalty: Face;
}

export function die(face: Face, focus = false): Die {
  return { face, eRe: false, hRe: false, out: false, extra: false, focus };
}

export function penaltyApplies(s: GameState, m: Model): boolean {
  return m.hero && m.wounds >= s.rs.s.penaltyFromWounds;
}

/** Rolls `n` Action dice (D-6: none below 0), then the Penalty die when the hero has 3 or more Wounds. */
export function rollPool(s: GameState, h: Model, n: number, penalty = true): Roll {
  const dice: Die[] = [];
  for (let i = 0; i < n; i++) dice.push(die(rollAction(s)));
  return { dice, penalty: penalty && penaltyApplies(s, h) ? rollPenalty(s) : -1 };
}

export function rerollDie(s: GameState, d: Die, by: 'enemy' | 'hero'): void {
  d.face = rollAction(s);
  if (by === 'enemy') d.eRe = true;
  else d.hRe = true;
}

/** ST-36.2, D-32: the Penalty die removes one die showing the very same face, after every re-roll. */
export function applyPenalty(roll: Roll): void {
  if (roll.penalty < 0) return;
  for (let i = roll.dice.length - 1; i >= 0; i--) {
    const d = roll.dice[i];
    if (!d.out && d.face === roll.penalty) {
      d.out = true;
      return;
    }
  }
}

/** Occurrences of the symbols of `mask` on the dice that count. */
export function symbolCount(dice: readonly Die[], mask: number): number {
  let n = 0;
  for (const d of dice) if (!d.out) n += countMask(d.face, mask);
  return n;
}

export function facesOf(dice: readonly Die[]): string[][] {
  const out: string[][] = [];
  for (const d of dice) if (!d.out) out.push(faceNames(d.face));
  return out;
}

/** What a hero chooses to change in a roll it has just made (ST-44.6, ST-36.4, ST-42.6, ST-29.9.2, ST-45.8, ST-45.9). */
export interface HeroRerolls {
  /** Dice re-rolled with a Re-roll token each. */
  rerolls?: number[];
  /** The Penalty die re-rolled with a Re-roll token. */
  rerollPenalty?: boolean;
  /** One attack die re-rolled against a Poisoned enemy (no token). */
  poisonReroll?: number;
  /** One defence die re-rolled by a hero in Cover (no token). */
  coverReroll?: number;
  /** One die of an Oblivion test re-rolled with a Concentration token. */
  concentration?: number;
  /** Select the Point: a die turned to a face, after every re-roll (D-5). */
  selectPoint?: { die: number; face: Face };
}

type Pick = { i: number; token: number; why: string };

/**
 * The hero's effects on its roll (ST-24.2 step 3, ST-25.3 step 3): every re-roll it chose or its equipment
 * makes (`auto`, dice numbers), lowest die number first, each die at most once (D-5); then the Penalty die's
 * re-roll and Select the Point. A choice the rules do not allow is left out and told (`choiceError`).
 */
export function heroRerolls(s: GameState, h: Model, roll: Roll, c: HeroRerolls, auto: readonly number[], what: string): void {
  const picks: Pick[] = [];
  for (const i of c.rerolls ?? []) picks.push({ i, token: ST['re-roll'], why: 're-roll token' });
  if (c.poisonReroll !== undefined) picks.push({ i: c.poisonReroll, token: -1, why: 'poison re-roll' });
  if (c.coverReroll !== undefined) picks.push({ i: c.coverReroll, token: -1, why: 'cover re-roll' });
  if (c.concentration !== undefined) picks.push({ i: c.concentration, token: ST.concentration, why: 'Concentration' });
  for (const i of auto) if (!picks.some((p) => p.i === i)) picks.push({ i, token: -1, why: 'weapon re-roll' });
  picks.sort((a, b) => a.i - b.i);
  const tokens = picks.filter((p) => p.token === ST['re-roll']).length + (c.rerollPenalty ? 1 : 0);
  if (tokens > h.tokens[ST['re-roll']]) choiceError(s, `${what}: ${h.id} needs ${tokens} Re-roll tokens and holds ${h.tokens[ST['re-roll']]} (ST-44.6)`);
  let last = -1;
  for (const p of picks) {
    const d = roll.dice[p.i];
    if (!Number.isInteger(p.i) || !d || d.out || d.focus || d.extra) {
      choiceError(s, `${what}: die ${p.i} cannot be re-rolled (${p.why})`);
      continue;
    }
    if (d.hRe || p.i === last) {
      choiceError(s, `${what}: die ${p.i} is re-rolled twice by ${h.id} (D-5)`);
      continue;
    }
    if (p.token >= 0) {
      if (h.tokens[p.token] <= 0) {
        choiceError(s, `${what}: ${h.id} holds no ${p.token === ST.concentration ? 'Concentration' : 'Re-roll'} token for die ${p.i}`);
        continue;
      }
      discard(s, h, p.token, false);
    }
    last = p.i;
    rerollDie(s, d, 'hero');
  }
  if (c.rerollPenalty) {
    if (roll.penalty < 0) choiceError(s, `${what}: ${h.id} rolls no Penalty die to re-roll (ST-36.4)`);
    else if (h.tokens[ST['re-roll']] <= 0) choiceError(s, `${what}: ${h.id} holds no Re-roll token for the Penalty die`);
    else {
      discard(s, h, ST['re-roll'], false);
      roll.penalty = rollPenalty(s);
    }
  }
  if (c.selectPoint) {
    const d = roll.dice[c.selectPoint.die];
    if (h.tokens[ST['select-the-point']] <= 0) choiceError(s, `${what}: ${h.id} holds no Select the Point token`);
    else if (!d || d.out || d.focus) choiceError(s, `${what}: Select the Point names no die ${c.selectPoint.die} of the roll`);
    else {
      discard(s, h, ST['select-the-point']);
      d.face = c.selectPoint.face;
    }
  }
}

/** What a bot takes in a roll (`heroChoices: greedy`): its Re-roll tokens on the dice that failed. */
export function greedyRerolls(h: Model, roll: Roll, failed: (d: Die) => boolean): HeroRerolls {
  const failures = failedDice(roll, failed);
  const tokens = h.tokens[ST['re-roll']];
  return tokens > 0 && failures.length > 0 ? { rerolls: failures.slice(0, tokens) } : {};
}

/** After its re-rolls, a bot turns the first die that still failed to the face it wishes for, with Select the Point. */
export function greedySelectPoint(s: GameState, h: Model, roll: Roll, failed: (d: Die) => boolean, wish: Face, what: string): void {
  if (wish <= 0 || h.tokens[ST['select-the-point']] <= 0) return;
  const first = roll.dice.findIndex((d) => !d.out && !d.focus && !d.extra && failed(d));
  if (first >= 0) heroRerolls(s, h, roll, { selectPoint: { die: first, face: wish } }, [], what);
}

function failedDice(roll: Roll, failed: (d: Die) => boolean): number[] {
  const out: number[] = [];
  roll.dice.forEach((d, i) => {
    if (!d.out && !d.focus && !d.extra && !d.hRe && failed(d)) out.push(i);
  });
  return out;
}
