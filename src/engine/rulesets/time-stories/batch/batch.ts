/**
 * Thousands of simulated campaigns and what they say about a deck: the chance to win within one run, the expected
 * number of runs (agency items kept between runs), TU left at success, cards nobody ever saw, and the fastest win.
 * Statistics are accumulated as runs finish, so a worker can stream partial reports to the UI.
 */
import { wilson } from '../../../core/batch';
import { letterOf, type CompiledDeck } from '../rules/compile';
import { newBot, playRun, type BotKind } from '../rules/bots';
import { newRun, type RunState } from '../rules/engine';
import { describeSettings } from '../rules/settings';
import type { ReportSettings } from './report';
import { campaignBot, newCampaign, playCampaign, type Campaign } from '../rules/campaign';

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
  /** Its 95% interval (Wilson): how far the share may be from the deck's true one after this many campaigns. */
  successFirstRun95: [number, number];
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

/** Running totals of a deck batch: plain JSON, so slices played by workers merge into the whole batch. */
export interface DeckStats {
  bot: BotKind;
  seed: number;
  campaigns: number;
  runs: number;
  firstWins: number;
  wins: number;
  /** Per won campaign, in batch order: the run that won it. */
  winRuns: number[];
  unsolved: number;
  /** Per successful run, in batch order: TU left. */
  tuLeft: number[];
  failures: Record<string, number>;
  deaths: number;
  /** Per card: 1 once some run explored it. */
  visited: number[];
  shortest: BatchReport['shortest'];
  /** Per card, `location/letter` for the lettered ones (what "never visited" lists), else null. */
  cards: (string | null)[];
  settings: string[];
  /** The settings themselves, for reports in other languages than the English of `settings`. */
  sim: ReportSettings;
}

export function emptyDeckStats(deck: CompiledDeck, opts: { bot: BotKind; seed: number }): DeckStats {
  return {
    bot: opts.bot,
    seed: opts.seed,
    campaigns: 0,
    runs: 0,
    firstWins: 0,
    wins: 0,
    winRuns: [],
    unsolved: 0,
    tuLeft: [],
    failures: {},
    deaths: 0,
    visited: deck.cards.map(() => 0),
    shortest: null,
    cards: deck.cards.map((c) => (c.letter > 0 ? `${deck.locations[c.location].id}/${letterOf(c)}` : null)),
    settings: describeSettings(deck.settings),
    sim: {
      agents: deck.settings.agents,
      hosts: deck.settings.hosts?.slice(),
      actionDie: deck.settings.actionDie.map((f) => ({ ...f })),
      captainDie: deck.settings.captainDie.slice(),
      mandatoryForcesEntry: deck.settings.mandatoryForcesEntry,
      trackMax: deck.settings.trackMax,
    },
  };
}

function foldRun(t: DeckStats, deck: CompiledDeck, s: RunState, seed: number): void {
  t.runs++;
  t.deaths += s.deaths;
  s.visited.forEach((v, c) => v && (t.visited[c] = 1));
  const o = s.outcome;
  if (o?.result === 'success') {
    t.wins++;
    if (s.runNo === 1) t.firstWins++;
    t.tuLeft.push(o.tu);
    const spent = deck.tuStart - o.tu;
    if (!t.shortest || spent < t.shortest.tuSpent)
      t.shortest = { tuSpent: spent, path: s.path.map((l) => deck.locations[l].id), run: s.runNo, seed };
  } else {
    const key = o ? `${o.reason}${o.failure ? `:${o.failure}` : ''}` : 'stuck';
    t.failures[key] = (t.failures[key] ?? 0) + 1;
  }
}

/** Adds one finished campaign. */
export function foldCampaign(t: DeckStats, c: Campaign): void {
  t.campaigns++;
  for (const s of c.done) foldRun(t, c.deck, s, c.seed);
  if (c.won) t.winRuns.push(c.done.length);
  else t.unsolved++;
}

/** Adds the totals of the campaigns that follow `a`'s in the batch (a later slice); returns `a`. */
export function mergeDeckStats(a: DeckStats, b: DeckStats): DeckStats {
  a.campaigns += b.campaigns;
  a.runs += b.runs;
  a.firstWins += b.firstWins;
  a.wins += b.wins;
  for (const r of b.winRuns) a.winRuns.push(r);
  a.unsolved += b.unsolved;
  for (const tu of b.tuLeft) a.tuLeft.push(tu);
  for (const [k, n] of Object.entries(b.failures)) a.failures[k] = (a.failures[k] ?? 0) + n;
  a.deaths += b.deaths;
  b.visited.forEach((v, c) => v && (a.visited[c] = 1));
  // The earliest of the shortest wins, as one thread playing every campaign in order would keep.
  if (b.shortest && (!a.shortest || b.shortest.tuSpent < a.shortest.tuSpent)) a.shortest = b.shortest;
  return a;
}

function summary(xs: readonly number[]): Summary | null {
  if (xs.length === 0) return null;
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const x of xs) {
    sum += x;
    if (x < min) min = x;
    if (x > max) max = x;
  }
  return { mean: sum / xs.length, min, max };
}

/** The report's figures. */
export function deckReport(t: DeckStats): BatchReport {
  const won = t.winRuns.length;
  let winRunsSum = 0;
  for (const r of t.winRuns) winRunsSum += r;
  return {
    bot: t.bot,
    seed: t.seed,
    campaigns: t.campaigns,
    runs: t.runs,
    successFirstRun: t.campaigns ? t.firstWins / t.campaigns : 0,
    successFirstRun95: wilson(t.firstWins, t.campaigns),
    successPerRun: t.runs ? t.wins / t.runs : 0,
    expectedRuns: won ? winRunsSum / won : null,
    unsolved: t.unsolved,
    runsToWin: histogram(t.winRuns),
    tuLeftAtSuccess: summary(t.tuLeft),
    failures: { ...t.failures },
    deathsPerRun: t.runs ? t.deaths / t.runs : 0,
    neverVisited: t.cards.filter((name, c): name is string => name !== null && !t.visited[c]),
    shortest: t.shortest,
    settings: t.settings,
  };
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
  const stats = emptyDeckStats(deck, opts);
  const chunk = Math.max(1, opts.chunk ?? 100);
  for (let i = 0; i < opts.campaigns; i++) {
    const c = newCampaign(deck, campaignSeed(opts.seed, i), { maxRuns: opts.maxRuns });
    foldCampaign(stats, playCampaign(c, campaignBot(deck, opts.bot)));
    if ((i + 1) % chunk === 0 && i + 1 < opts.campaigns) yield deckReport(stats);
  }
  return deckReport(stats);
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
