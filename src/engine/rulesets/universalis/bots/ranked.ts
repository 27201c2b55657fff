/**
 * A bot's attack options, best first, worked out only as far as they are read. Most of a decision's cost was
 * the look at every enemy's cover; a shot's value with no cover at all is an upper bound of its real value
 * (cover only lowers the FK roll and raises the armour roll), so shots enter with that bound and the cover
 * of a target is looked at only when one of its shots comes up for reading. The order read is exactly the
 * order of sorting the real values (ties: in the order the options were added).
 */
import type { PhaseAction } from '../rules/actions';

/** The shots a bot weighs. */
export type DirectKind = 'aimed' | 'normal' | 'snap';

/** An option a bot weighs: its action and its value (expected damage per √AP). */
export interface Option {
  action: PhaseAction;
  value: number;
}

interface Entry extends Option {
  /** The order it was added in (ties go to the earlier one). */
  order: number;
  /** The target whose cover is still to be looked at (value is then an upper bound), or -1. */
  pending: number;
  /** What the settling needs to finish a pending shot. */
  weapon: number;
  kind: DirectKind;
  cost: number;
  bonus: number;
  mod: number;
  hit: number;
  indirect: number;
}

/** A pending shot's action stands in until the shot is settled. */
const UNSETTLED: PhaseAction = { type: 'defence', actor: '' };

/**
 * Values closer than this are a tie. Two places or targets the table's half turn swaps are worth the same, but
 * their values, worked out from turned coordinates, differ in the last bits; ties must go to an order that turns
 * with the table (the order options were added, the models' order), not to rounding that favours a corner.
 */
export const TIE = 1e-9;

function byValue(x: Entry, y: Entry): number {
  const d = y.value - x.value;
  return d > TIE || d < -TIE ? d : x.order - y.order;
}

/**
 * Sorts the entries by byValue in place, by insertion: a decision weighs a handful of options and a settle leaves
 * the list nearly sorted, while Array.prototype.sort copies the array on every call (garbage, 1% of a run). No two
 * entries tie in byValue (their `order` differs), so every correct sort gives this one order.
 */
function sortEntries(items: Entry[]): void {
  for (let i = 1; i < items.length; i++) {
    const e = items[i];
    let j = i - 1;
    while (j >= 0 && byValue(items[j], e) > 0) {
      items[j + 1] = items[j];
      j--;
    }
    items[j + 1] = e;
  }
}

/**
 * Settles every pending shot on target t: sets each one's action and real value, or marks it dead
 * (value -Infinity) when it cannot be taken or is worth nothing.
 */
export type Settle = (t: number, shots: readonly PendingShot[]) => void;

/** What a settle callback sees of a pending shot, and sets. */
export interface PendingShot {
  readonly weapon: number;
  readonly kind: DirectKind;
  readonly cost: number;
  readonly bonus: number;
  /** The FK modifier of the direct shot without cover (NaN: no direct shot). */
  readonly mod: number;
  /** The hit's expected value without cover's armour bonus. */
  readonly hit: number;
  /** The value of the indirect shot (-1: none). */
  readonly indirect: number;
  action: PhaseAction;
  value: number;
}


export class RankedOptions {
  private readonly items: Entry[] = [];
  private sorted = true;
  private readonly batch: Entry[] = [];
  /** Entries of earlier decisions, to be filled again (a bot weighs a few options every decision). */
  private readonly spare: Entry[] = [];

  constructor(private readonly settle: Settle) {}

  /** Forgets every option, for the next decision (the options read before must no longer be used). */
  clear(): void {
    const items = this.items;
    for (let i = 0; i < items.length; i++) {
      items[i].action = UNSETTLED;
      this.spare.push(items[i]);
    }
    items.length = 0;
    this.sorted = true;
  }

  /** An option whose value is known. */
  add(action: PhaseAction, value: number): void {
    this.push(action, value, -1, -1, 'normal', 0, 0, NaN, 0, -1);
  }

  /**
   * A shot on t worth at most `bound`, settled by the callback when it comes up for reading; mod, hit and
   * indirect are what the callback needs to finish it (see PendingShot).
   */
  addPending(
    t: number,
    weapon: number,
    kind: DirectKind,
    cost: number,
    bonus: number,
    bound: number,
    mod: number,
    hit: number,
    indirect: number,
  ): void {
    this.push(UNSETTLED, bound, t, weapon, kind, cost, bonus, mod, hit, indirect);
  }

  private push(
    action: PhaseAction,
    value: number,
    pending: number,
    weapon: number,
    kind: DirectKind,
    cost: number,
    bonus: number,
    mod: number,
    hit: number,
    indirect: number,
  ): void {
    const e = this.spare.pop();
    if (e === undefined)
      this.items.push({
        action,
        value,
        order: this.items.length,
        pending,
        weapon,
        kind,
        cost,
        bonus,
        mod,
        hit,
        indirect,
      });
    else {
      e.action = action;
      e.value = value;
      e.order = this.items.length;
      e.pending = pending;
      e.weapon = weapon;
      e.kind = kind;
      e.cost = cost;
      e.bonus = bonus;
      e.mod = mod;
      e.hit = hit;
      e.indirect = indirect;
      this.items.push(e);
    }
    this.sorted = false;
  }

  /** The i-th best option (0: the best), or undefined past the last. */
  at(i: number): Option | undefined {
    const items = this.items;
    for (;;) {
      if (!this.sorted) {
        sortEntries(items);
        this.sorted = true;
      }
      let p = -1;
      for (let k = 0; k <= i && k < items.length; k++)
        if (items[k].pending >= 0) {
          p = k;
          break;
        }
      if (p < 0) return items[i];
      this.settleTarget(items[p].pending);
    }
  }

  /**
   * Forgets the shots still waiting for their cover whose bound is at most `floor`: their real value is no
   * more, so a reader that takes nothing worth `floor` or less never needs their cover looked at.
   */
  dropPendingAtMost(floor: number): void {
    const items = this.items;
    let k = 0;
    for (let i = 0; i < items.length; i++) {
      const e = items[i];
      if (e.pending >= 0 && e.value <= floor) {
        e.action = UNSETTLED;
        this.spare.push(e);
      } else items[k++] = e;
    }
    items.length = k;
  }

  /** The best value, or -Infinity without options. */
  best(): number {
    return this.at(0)?.value ?? -Infinity;
  }

  private settleTarget(t: number): void {
    const items = this.items;
    const batch = this.batch;
    batch.length = 0;
    for (const e of items) if (e.pending === t) batch.push(e);
    this.settle(t, batch);
    let k = 0;
    for (let i = 0; i < items.length; i++) {
      const e = items[i];
      if (e.pending === t) e.pending = -1;
      if (e.value !== -Infinity) items[k++] = e;
      else {
        e.action = UNSETTLED;
        this.spare.push(e);
      }
    }
    items.length = k;
    batch.length = 0;
    this.sorted = false;
  }
}
