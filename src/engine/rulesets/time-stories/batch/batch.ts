/**
 * Thousands of simulated campaigns and what they say about a deck: the chance to win within one run, the expected
 * number of runs (agency items kept between runs), TU left at success, cards nobody ever saw, and the fastest win.
 * Statistics are accumulated as runs finish, so a worker can stream partial reports to the UI.
 */
import { Rng } from '../../../core/rng';
import { letterOf, type CompiledDeck } from '../rules/compile';
import { newBot, playRun, type BotKind } from '../rules/bots';
import { newRun, nextRun, type RunState } from '../rules/engine';
import { describeSettings } from '../rules/settings';
import { maxOf, minOf } from '../../../core/lists';

export interface BatchOptions {
  /** How many campaigns to play; each starts with a fresh team that knows nothing (for the systematic bot). */
  campaigns: number;
  seed: number;
  bot: BotKind;
  /** Stop a campaign after this many runs (default: the deck's `simulator.maxRuns`). */
  maxRuns?: number;
  /** Report progress after this many campaigns. */
  chunk?: number;
}

export interface Summary {
  mean: number;
  min: number;
  max: number;
}

export interface BatchReport {
  bot: BotKind;
  seed: number;
  campaigns: number;
  /** Single runs played in all. */
  runs: number;
  /** Share of first runs that ended with the success card. */
  successFirstRun: number;
  /** Share of all runs that ended with the success card. */
  successPerRun: number;
  /** Mean runs until success, over the campaigns that won within `maxRuns`. */
  expectedRuns: number | null;
  /** Campaigns still unwon after `maxRuns` runs. */
  unsolved: number;
  runsToWin: number[];
  tuLeftAtSuccess: Summary | null;
  failures: Record<string, number>;
  deathsPerRun: number;
  /** Cards never explored in any run, as `location/letter`. */
  neverVisited: string[];
  /** The successful run that spent the fewest TU: its cost and the locations it went through. */
  shortest: { tuSpent: number; path: string[]; run: number; seed: number } | null;
  settings: string[];
}

class Accumulator {
  runs = 0;
  campaigns = 0;
  firstWins = 0;
  wins = 0;
  winRuns: number[] = [];
  unsolved = 0;
  tuLeft: number[] = [];
  failures: Record<string, number> = {};
  deaths = 0;
  visited: boolean[];
  shortest: BatchReport['shortest'] = null;

  constructor(
    private deck: CompiledDeck,
    private opts: BatchOptions,
  ) {
    this.visited = deck.cards.map(() => false);
  }

  run(s: RunState, path: string[], seed: number) {
    this.runs++;
    this.deaths += s.deaths;
    s.visited.forEach((v, c) => v && (this.visited[c] = true));
    const o = s.outcome;
    if (o?.result === 'success') {
      this.wins++;
      if (s.runNo === 1) this.firstWins++;
      this.tuLeft.push(o.tu);
      const spent = this.deck.tuStart - o.tu;
      if (!this.shortest || spent < this.shortest.tuSpent)
        this.shortest = { tuSpent: spent, path, run: s.runNo, seed };
    } else {
      const key = o ? `${o.reason}${o.failure ? `:${o.failure}` : ''}` : 'stuck';
      this.failures[key] = (this.failures[key] ?? 0) + 1;
    }
  }

  report(): BatchReport {
    const summary = (xs: number[]): Summary | null =>
      xs.length
        ? { mean: xs.reduce((a, b) => a + b, 0) / xs.length, min: minOf(xs), max: maxOf(xs) }
        : null;
    const won = this.winRuns.length;
    return {
      bot: this.opts.bot,
      seed: this.opts.seed,
      campaigns: this.campaigns,
      runs: this.runs,
      successFirstRun: this.campaigns ? this.firstWins / this.campaigns : 0,
      successPerRun: this.runs ? this.wins / this.runs : 0,
      expectedRuns: won ? this.winRuns.reduce((a, b) => a + b, 0) / won : null,
      unsolved: this.unsolved,
      runsToWin: histogram(this.winRuns),
      tuLeftAtSuccess: summary(this.tuLeft),
      failures: { ...this.failures },
      deathsPerRun: this.runs ? this.deaths / this.runs : 0,
      neverVisited: this.deck.cards
        .filter((c) => c.letter > 0 && !this.visited[c.index])
        .map((c) => `${this.deck.locations[c.location].id}/${letterOf(c)}`),
      shortest: this.shortest,
      settings: describeSettings(this.deck.settings),
    };
  }
}

function histogram(xs: number[]): number[] {
  const h: number[] = [];
  for (const x of xs) h[x] = (h[x] ?? 0) + 1;
  return Array.from(h, (v) => v ?? 0);
}

/** A distinct, reproducible seed per campaign. */
export function campaignSeed(seed: number, i: number): number {
  return (Math.imul(seed | 0, 0x9e3779b1) ^ Math.imul(i + 1, 0x85ebca6b)) | 0;
}

/**
 * Plays the campaigns, yielding a report after every `chunk` campaigns and a final one. Pure and deterministic:
 * the same deck, options and seed give the same reports.
 */
export function* simulateBatch(deck: CompiledDeck, opts: BatchOptions): Generator<BatchReport, BatchReport> {
  const acc = new Accumulator(deck, opts);
  const maxRuns = opts.maxRuns ?? deck.settings.maxRuns;
  const chunk = Math.max(1, opts.chunk ?? 100);
  for (let i = 0; i < opts.campaigns; i++) {
    const seed = campaignSeed(opts.seed, i);
    const rng = Rng.fromSeed(seed);
    const bot = newBot(deck, opts.bot);
    let s = newRun(deck, { rng, log: false, captain: rng.index(Math.max(1, deck.team.length)) });
    acc.campaigns++;
    for (let run = 1; ; run++) {
      playRun(deck, s, bot);
      acc.run(
        s,
        s.path.map((l) => deck.locations[l].id),
        seed,
      );
      if (s.outcome?.result === 'success') {
        acc.winRuns.push(run);
        break;
      }
      if (run >= maxRuns) {
        acc.unsolved++;
        break;
      }
      s = nextRun(deck, s, { log: false });
    }
    if ((i + 1) % chunk === 0 && i + 1 < opts.campaigns) yield acc.report();
  }
  return acc.report();
}

/** Runs a whole batch and returns the final report. */
export function runBatch(deck: CompiledDeck, opts: BatchOptions): BatchReport {
  const it = simulateBatch(deck, opts);
  for (;;) {
    const r = it.next();
    if (r.done) return r.value;
  }
}

/** One run, start to end, with its full log: what the step pane replays and what tests look at. */
export function simulateOne(deck: CompiledDeck, seed: number, bot: BotKind = 'greedy'): RunState {
  const s = newRun(deck, { seed, log: true });
  playRun(deck, s, newBot(deck, bot));
  return s;
}
