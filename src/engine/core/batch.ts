/**
 * The batch core every ruleset shares: per-game seeds, the game loop with bots, slices of a batch and the 95%
 * interval. A batch of N games is game 0 … N-1, game k started from `gameSeed(seed, k)`; a slice is a contiguous
 * run of games, so slices played anywhere (worker threads, Web Workers, this thread) merge in order into exactly the
 * statistics of the whole batch.
 */
import type { PlayedGame, Ruleset } from '../ruleset';

/** The seed of game `k` of a batch: well mixed, so neighbouring games share nothing. */
export function gameSeed(seed: number, k: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(k + 1, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  return h | 0;
}

/** Wilson score interval for a proportion (95% by default). */
export function wilson(k: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  // The interval holds p; rounding alone would put it a hair beside p at 0 or 1 (6 wins of 6 gave 0.9999999999999999).
  return [Math.max(0, Math.min(p, centre - half)), Math.min(1, Math.max(p, centre + half))];
}

export interface Slice {
  first: number;
  count: number;
}

/** Cuts `runs` games into at most `parts` contiguous slices of nearly equal size (the first ones one game longer). */
export function slices(runs: number, parts: number): Slice[] {
  const n = Math.max(1, Math.min(parts, runs));
  const out: Slice[] = [];
  let first = 0;
  for (let w = 0; w < n; w++) {
    const count = Math.floor(runs / n) + (w < runs % n ? 1 : 0);
    out.push({ first, count });
    first += count;
  }
  return out;
}

/** The bot of each side: the ones asked for, and each other side's default (the first bot that plays it). */
export function resolveBots(ruleset: Ruleset, asked: Readonly<Record<string, string>> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const side of Object.keys(asked)) {
    if (!ruleset.sides.includes(side)) throw new BotError(`${ruleset.title} has no side "${side}" (sides: ${ruleset.sides.join(', ')})`);
  }
  for (const side of ruleset.sides) {
    const name = asked[side];
    const plays = (b: Ruleset['bots'][number]) => b.sides === 'any' || b.sides.includes(side);
    if (name === undefined) {
      const fallback = ruleset.bots.find(plays);
      if (!fallback) throw new BotError(`${ruleset.title} has no bot for the side "${side}"`);
      out[side] = fallback.name;
    } else {
      const bot = ruleset.bots.find((b) => b.name === name);
      const names = ruleset.bots.filter(plays).map((b) => b.name);
      if (!bot || !plays(bot)) throw new BotError(`the bots for ${ruleset.sides.length > 1 ? `side "${side}"` : `a ${ruleset.title} game`} are ${orList(names)}, not "${name}"`);
      out[side] = name;
    }
  }
  return out;
}

const orList = (names: readonly string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`);

/** A bot name or side that the ruleset does not have; the message says which ones it has. */
export class BotError extends Error {}

export interface PlayOptions {
  log?: boolean;
  /** Keep the decisions taken (for a replay's record). */
  record?: boolean;
  /** Stop after this many decisions (a game that never ends is a bug in its rules; this keeps a batch alive). */
  maxDecisions?: number;
}

const MAX_DECISIONS = 1_000_000;

/**
 * Plays game `k` of a batch: the game starts from its seed, each side's bot decides in turn, the rules run on in
 * between. A bot's refused action is answered by `ruleset.pass` (the game goes on; the record shows what happened).
 */
export function playGame<C, S, A>(
  ruleset: Ruleset<C, S, A>,
  compiled: C,
  seed: number,
  k: number,
  bots: Readonly<Record<string, string>>,
  options: PlayOptions = {},
): PlayedGame<S, A> {
  const gs = ruleset.batch.gameSeed ? ruleset.batch.gameSeed(seed, k) : gameSeed(seed, k);
  const deciders: Record<string, { decide(state: S): A }> = {};
  for (const side of ruleset.sides) {
    const spec = ruleset.bots.find((b) => b.name === bots[side]);
    if (!spec) throw new BotError(`no bot "${bots[side]}" for the side "${side}"`);
    deciders[side] = spec.create(compiled, gs, side);
  }
  const state = ruleset.newGame(compiled, gs, { log: options.log === true });
  const decisions: A[] = [];
  const max = options.maxDecisions ?? MAX_DECISIONS;
  let n = 0;
  for (let side = ruleset.toMove(state); side !== null; side = ruleset.toMove(state)) {
    let action = deciders[side].decide(state);
    if (!ruleset.apply(state, action).ok) action = ruleset.pass(state);
    if (options.record) decisions.push(action);
    if (++n >= max) throw new Error(`${ruleset.title}: game ${k} did not end after ${max} decisions`);
  }
  return { game: k, gameSeed: gs, state, decisions };
}

export interface SliceOptions extends Slice {
  seed: number;
  bots: Readonly<Record<string, string>>;
  /** Called every `progressEvery` games (and after the last) with the games played so far in this slice. */
  onProgress?: (done: number, total: number) => void;
  progressEvery?: number;
  /** Asked before every game: true stops the slice there (Ctrl+C); the statistics hold the games played. */
  shouldStop?: () => boolean;
}

/** Plays a slice of a batch and returns its statistics. */
export function runSlice<C, S, A, T>(ruleset: Ruleset<C, S, A, T>, compiled: C, options: SliceOptions): T {
  const stats = ruleset.batch.empty(compiled, { seed: options.seed, bots: options.bots });
  const every = options.progressEvery ?? Math.max(1, Math.floor(options.count / 100));
  for (let i = 0; i < options.count; i++) {
    if (options.shouldStop?.()) break;
    const { state } = playGame(ruleset, compiled, options.seed, options.first + i, options.bots);
    ruleset.batch.fold(stats, state);
    ruleset.release?.(state);
    if (options.onProgress && ((i + 1) % every === 0 || i + 1 === options.count)) options.onProgress(i + 1, options.count);
  }
  return stats;
}

/** Merges the statistics of consecutive slices, in batch order. */
export function mergeSlices<T>(ruleset: Ruleset<any, any, any, T>, parts: readonly T[]): T {
  let acc = parts[0];
  for (let i = 1; i < parts.length; i++) acc = ruleset.batch.merge(acc, parts[i]);
  return acc;
}
