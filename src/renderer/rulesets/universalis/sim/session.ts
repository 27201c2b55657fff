/**
 * One test-play game: who plays each side (a person or a bot), the seed, every decision taken and the state after
 * each, so a decision can be undone and any moment replayed (the scrubber). A game is its seed plus its decisions:
 * the states are kept only to scrub without replaying. Runs on the UI thread: one decision takes well under a
 * millisecond.
 */
import { gameSeed } from '../../../../engine/core/batch';
import { universalis } from '../../../../engine/rulesets/universalis';
import {
  apply,
  clone,
  legalActions,
  newGame,
  toMove,
  type Action,
  type Bot,
  type Compiled,
  type GameState,
  type LogEntry,
} from './engine';

export type Controller = 'person' | 'aggressive' | 'cautious' | 'random';
export type Side = 'a' | 'b';

export interface SessionOptions {
  seed: number;
  controllers: Record<Side, Controller>;
  /** Game `game` of a batch with this seed: the game seed and the bots exactly as the batch had them. */
  replayOf?: number;
}

/** The seed a game starts from: the batch's per-game seed for a replay, the seed itself for a test game. */
export const seedOf = (o: SessionOptions): number => (o.replayOf === undefined ? o.seed : gameSeed(o.seed, o.replayOf));

/** Decisions a run to the end takes at most before it stops (a game that never ends is a rules bug). */
export const RUN_LIMIT = 20000;

export class PlaySession {
  readonly states: GameState[];
  readonly decisions: Action[] = [];
  /**
   * The game's log, one for all the states (a clone carries none): the state after decision i has written the
   * first `logAt[i]` entries.
   */
  private readonly log: LogEntry[];
  private readonly logAt: number[];
  /** The moment shown: an index into `states` (the last one unless scrubbing). */
  at = 0;
  private readonly bots: Record<Side, Bot | null>;
  /** Refusals the rules gave (a bot's or a person's), kept for the pane to say. */
  lastRefusal: string | null = null;
  /** Decisions taken back, latest last, in the groups one Undo took back (Redo takes them again). */
  private readonly undone: Action[][] = [];

  constructor(
    readonly compiled: Compiled,
    readonly options: SessionOptions,
  ) {
    // The batch's own bots and game seed (the ruleset object), so "Replay game K" is game K of the batch.
    const seed = seedOf(options);
    const first = newGame(compiled, seed, { log: true });
    this.log = first.log ?? [];
    this.logAt = [this.log.length];
    this.states = [first];
    const bot = (side: Side): Bot | null => {
      const c = options.controllers[side];
      const spec = c === 'person' ? undefined : universalis.bots.find((b) => b.name === c);
      return spec ? spec.create(compiled, seed, side) : null;
    };
    this.bots = { a: bot('a'), b: bot('b') };
  }

  get state(): GameState {
    return this.states[this.at];
  }

  get latest(): GameState {
    return this.states[this.states.length - 1];
  }

  get scrubbing(): boolean {
    return this.at !== this.states.length - 1;
  }

  /** Who decides next in the latest state, and whether a bot does. */
  next(): { side: Side | null; bot: boolean } {
    const side = toMove(this.latest);
    return { side, bot: side !== null && this.bots[side] !== null };
  }

  legal(): Action[] {
    return this.scrubbing ? [] : legalActions(this.latest);
  }

  /** Takes a decision in the latest state (a person's, or one a bot chose); a new decision ends what Redo had. */
  act(action: Action): boolean {
    const taken = this.take(action);
    if (taken) this.undone.length = 0;
    return taken;
  }

  private take(action: Action): boolean {
    if (this.scrubbing) this.truncate();
    const next = clone(this.latest);
    next.log = this.log;
    const r = apply(next, action);
    if (!r.ok) {
      this.log.length = this.logAt[this.logAt.length - 1];
      this.lastRefusal = r.reason;
      return false;
    }
    this.lastRefusal = null;
    this.states.push(next);
    this.logAt.push(this.log.length);
    this.decisions.push(action);
    this.at = this.states.length - 1;
    return true;
  }

  /** One decision by the bot whose turn it is; false when a person decides next or the game is over. */
  step(): boolean {
    const { side, bot } = this.next();
    if (!side || !bot || this.scrubbing) return false;
    const decided = this.bots[side]!.decide(this.latest);
    if (this.act(decided)) return true;
    // A refused bot decision is a bot bug: the first legal one instead (or the end of the phase), as the batch does.
    return this.act(legalActions(this.latest)[0] ?? { type: 'end' });
  }

  /** Bot decisions until a person decides or the game ends. */
  runBots(limit = RUN_LIMIT): number {
    let n = 0;
    while (n < limit && this.step()) n++;
    return n;
  }

  /**
   * Takes back the last decision; with a person playing, back to the last moment that person was to decide (the
   * bot decisions in between go too). With two bots, one decision.
   */
  undo(): boolean {
    if (this.decisions.length === 0) return false;
    if (this.scrubbing) {
      this.truncate();
      this.undone.length = 0;
    }
    const person = this.bots.a === null || this.bots.b === null;
    const group: Action[] = [];
    do {
      this.states.pop();
      this.logAt.pop();
      group.unshift(this.decisions.pop()!);
    } while (person && this.decisions.length > 0 && this.botToMove(this.latest));
    this.undone.push(group);
    this.at = this.states.length - 1;
    this.log.length = this.logAt[this.at];
    this.lastRefusal = null;
    return true;
  }

  get canUndo(): boolean {
    return this.decisions.length > 0;
  }

  get canRedo(): boolean {
    return this.undone.length > 0 && !this.scrubbing;
  }

  /** Takes the decisions the last Undo took back again (the same rolls: the state carries its dice). */
  redo(): boolean {
    const group = this.undone.pop();
    if (!group || this.scrubbing) return false;
    for (const a of group) if (!this.take(a)) return false;
    return true;
  }

  /** The decision Undo would take back (the person's, when a person plays), and the one Redo would take again. */
  get lastDecision(): Action | null {
    return this.decisions[this.decisions.length - 1] ?? null;
  }

  get nextRedo(): Action | null {
    const g = this.undone[this.undone.length - 1];
    return g ? g[g.length - 1] : null;
  }

  /** The log as it stood at the moment shown. */
  visibleLog(): readonly LogEntry[] {
    return this.log.slice(0, this.logAt[this.at]);
  }

  private botToMove(s: GameState): boolean {
    const side = toMove(s);
    return side !== null && this.bots[side] !== null;
  }

  seek(index: number): void {
    this.at = Math.max(0, Math.min(this.states.length - 1, index));
  }

  /** Scrubbed back and now acting: the moments after the one shown are dropped. */
  private truncate(): void {
    this.states.length = this.at + 1;
    this.logAt.length = this.at + 1;
    this.log.length = this.logAt[this.at];
    this.decisions.length = this.at;
  }
}
