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
  /** Of a pending shot: 0 its bound is the value without cover, 1 narrowed (see RankedOptions' `narrow`). */
  stage: number;
  /** Set by the narrowing: the direct shot's value with the cover of the pieces (see PendingShot). */
  covered: number;
  /** A shot's target (-1: not a shot). */
  target: number;
  /** Set by the settling: the shot goes indirect (no line of sight). */
  viaIndirect: boolean;
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
function sortEntries(items: Entry[], n: number): void {
  for (let i = 1; i < n; i++) {
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
 * Settles every pending shot on target t, shots[0..count) (the list is a scratch, longer than that): sets each
 * one's real value (and its action, or leaves that to `make`), or marks it dead (value -Infinity) when it cannot
 * be taken or is worth nothing.
 */
export type Settle = (t: number, shots: readonly PendingShot[], count: number) => void;

/**
 * Narrows the bound of every pending shot on target t, shots[0..count), before its settling: sets each one's
 * value to a bound still at least its real value (or -Infinity when it is worth nothing however it is settled)
 * and may keep what the settling needs in `covered`.
 */
export type Narrow = Settle;

/** What a settle callback sees of a pending shot, and sets. */
export interface PendingShot {
  readonly target: number;
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
  /**
   * Set by the settling, or left for `make` (see RankedOptions): most settled shots are never read, so their
   * actions need not be made.
   */
  action: PhaseAction;
  value: number;
  /** Set by the settling when the shot goes indirect. */
  viaIndirect: boolean;
  /** Set by the narrowing for the settling (the bots: the direct shot's value with the cover of the pieces). */
  covered: number;
}


export class RankedOptions {
  /**
   * The options are items[0..n): the list is cut by its count, never by its length (emptying an array drops its
   * storage, and a bot empties its list every decision); slots past n hold nothing to read.
   */
  private readonly items: Entry[] = [];
  private n = 0;
  private sorted = true;
  private readonly batch: Entry[] = [];
  /** Entries of earlier decisions, to be filled again (a bot weighs a few options every decision). */
  private readonly spare: Entry[] = [];

  /**
   * `make`: the action of a settled shot whose settling left it unset, made when the shot is read (a settle
   * weighs every shot on a target; a decision reads one or two).
   */
  constructor(
    private readonly settle: Settle,
    private readonly make: ((shot: PendingShot) => PhaseAction) | null = null,
    private readonly narrow: Narrow | null = null,
  ) {}

  /** Forgets every option, for the next decision (the options read before must no longer be used). */
  clear(): void {
    const items = this.items;
    for (let i = 0; i < this.n; i++) {
      items[i].action = UNSETTLED;
      this.spare.push(items[i]);
    }
    this.n = 0;
    this.sorted = true;
  }

  /** An option whose value is known. */
  add(action: PhaseAction, value: number): void {
    this.push(action, value, -1, -1, -1, 'normal', 0, 0, NaN, 0, -1);
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
    this.push(UNSETTLED, bound, t, t, weapon, kind, cost, bonus, mod, hit, indirect);
  }

  private push(
    action: PhaseAction,
    value: number,
    pending: number,
    target: number,
    weapon: number,
    kind: DirectKind,
    cost: number,
    bonus: number,
    mod: number,
    hit: number,
    indirect: number,
  ): void {
    let e = this.spare.pop();
    if (e === undefined)
      e = {
        action,
        value,
        order: this.n,
        pending,
        stage: this.narrow === null ? 1 : 0,
        covered: NaN,
        target,
        viaIndirect: false,
        weapon,
        kind,
        cost,
        bonus,
        mod,
        hit,
        indirect,
      };
    else {
      e.action = action;
      e.value = value;
      e.order = this.n;
      e.pending = pending;
      e.stage = this.narrow === null ? 1 : 0;
      e.covered = NaN;
      e.target = target;
      e.viaIndirect = false;
      e.weapon = weapon;
      e.kind = kind;
      e.cost = cost;
      e.bonus = bonus;
      e.mod = mod;
      e.hit = hit;
      e.indirect = indirect;
    }
    if (this.n < this.items.length) this.items[this.n] = e;
    else this.items.push(e);
    this.n++;
    this.sorted = false;
  }

  /**
   * The i-th best option (0: the best), or undefined past the last. With a floor, a shot still waiting for its
   * cover whose bound is at most the floor is left waiting (see `unsettled`): a reader that takes no shot worth
   * the floor or less needs neither its value nor its place, and the order of the others is unchanged (their
   * place among themselves does not depend on where it stands).
   */
  at(i: number, floor = -Infinity): Option | undefined {
    const items = this.items;
    for (;;) {
      if (!this.sorted) {
        sortEntries(items, this.n);
        this.sorted = true;
      }
      let p = -1;
      for (let k = 0; k <= i && k < this.n; k++)
        if (items[k].pending >= 0 && items[k].value > floor) {
          p = k;
          break;
        }
      if (p < 0) {
        if (i >= this.n) return undefined;
        const e = items[i];
        if (e.action === UNSETTLED && e.pending < 0 && this.make !== null) e.action = this.make(e);
        return e;
      }
      this.settleTarget(items[p].pending);
    }
  }

  /** Whether an option read with a floor (at) is a shot left waiting for its cover: worth at most that floor. */
  unsettled(o: Option): boolean {
    return (o as Entry).pending >= 0;
  }

  /**
   * Forgets the shots still waiting for their cover whose bound is at most `floor`: their real value is no
   * more, so a reader that takes nothing worth `floor` or less never needs their cover looked at.
   */
  dropPendingAtMost(floor: number): void {
    const items = this.items;
    let k = 0;
    for (let i = 0; i < this.n; i++) {
      const e = items[i];
      if (e.pending >= 0 && e.value <= floor) {
        e.action = UNSETTLED;
        this.spare.push(e);
      } else items[k++] = e;
    }
    this.n = k;
  }

  /** The best value, or -Infinity without options. */
  best(): number {
    return this.at(0)?.value ?? -Infinity;
  }

  /**
   * Settles the shots on t, or first narrows their bounds when there is a narrowing (they stay pending; a target's
   * shots are added, narrowed and settled together, so they are all at one stage).
   */
  private settleTarget(t: number): void {
    const items = this.items;
    const batch = this.batch;
    let b = 0;
    for (let i = 0; i < this.n; i++) if (items[i].pending === t) batch[b++] = items[i];
    const narrowing = batch[0].stage === 0;
    if (narrowing) this.narrow!(t, batch, b);
    else this.settle(t, batch, b);
    let k = 0;
    for (let i = 0; i < this.n; i++) {
      const e = items[i];
      if (e.pending === t) {
        if (narrowing) e.stage = 1;
        else e.pending = -1;
      }
      if (e.value !== -Infinity) items[k++] = e;
      else {
        e.action = UNSETTLED;
        this.spare.push(e);
      }
    }
    this.n = k;
    this.sorted = false;
  }
}
