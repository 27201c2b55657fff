/**
 * A campaign: the game a deck batch plays. A team goes on runs until one ends with the success card or the deck's
 * `simulator.maxRuns` is reached; agency items and persistent tokens carry over between runs (TS-11.8, TS-40.30) and
 * the systematic bot remembers what it saw (TS-14.5.4). Each step is one action of the current run; when a run ends,
 * the next one starts within the same step, so between steps the team always has a decision to take (or the
 * campaign is over).
 */
import { Rng } from '../../../core/rng';
import type { ApplyResult } from '../../../ruleset';
import { decide, fallbackEntry, learn, newBot, type BotKind } from './bots';
import { apply, cloneRun, legalActions, newRun, nextRun, type Action, type RunState } from './engine';
import type { CompiledDeck } from './compile';

/** A run that has taken this many actions without ending is given up ("stuck"): a bot that loops must not hang a batch. */
export const MAX_RUN_ACTIONS = 10_000;

export interface Campaign {
  deck: CompiledDeck;
  /** The seed the campaign started from. */
  seed: number;
  maxRuns: number;
  log: boolean;
  /** The run being played (the last one once the campaign is over). */
  run: RunState;
  /** Runs finished, in order (the last one may be the current run, once over). */
  done: RunState[];
  /** Actions taken in the current run. */
  actions: number;
  over: boolean;
  won: boolean;
}

export interface CampaignOptions {
  log?: boolean;
  /** Give up after this many runs (default: the deck's `simulator.maxRuns`). */
  maxRuns?: number;
}

const ROUND_NOTHING: Action = { type: 'round', orders: [] };

/** The first run of a campaign: the captain is drawn from the campaign's seed, as every batch has done. */
export function newCampaign(deck: CompiledDeck, seed: number, options: CampaignOptions = {}): Campaign {
  const rng = Rng.fromSeed(seed);
  const log = options.log === true;
  const run = newRun(deck, { rng, log, captain: rng.index(Math.max(1, deck.team.length)) });
  const c: Campaign = { deck, seed, maxRuns: options.maxRuns ?? deck.settings.maxRuns, log, run, done: [], actions: 0, over: false, won: false };
  settle(c);
  return c;
}

/** Ends the current run when it is over (or stuck), starting the next one while the campaign goes on. */
function settle(c: Campaign): void {
  while (!c.over && (c.run.phase === 'ended' || c.actions >= MAX_RUN_ACTIONS)) endRun(c);
}

function endRun(c: Campaign): void {
  c.done.push(c.run);
  if (c.run.outcome?.result === 'success') {
    c.over = true;
    c.won = true;
  } else if (c.done.length >= c.maxRuns) {
    c.over = true;
  } else {
    c.run = nextRun(c.deck, c.run, { log: c.log });
    c.actions = 0;
  }
}

/** One action of the current run; a refusal leaves the campaign unchanged. */
export function applyToCampaign(c: Campaign, action: Action): ApplyResult {
  if (c.over) return { ok: false, reason: 'the campaign is over' };
  if (action === null || typeof action !== 'object') return { ok: false, reason: `not an action: ${JSON.stringify(action)}` };
  const r = apply(c.deck, c.run, action);
  if (!r.ok) return r;
  c.actions++;
  settle(c);
  return r;
}

/**
 * After a refused action: let the time run (an empty round), or enter with the first letters allowed. A run still
 * at its entry after that cannot go on: it ends there, unfinished ("stuck").
 */
export function passCampaign(c: Campaign): Action {
  const s = c.run;
  const a: Action = s.phase === 'round' ? ROUND_NOTHING : { type: 'enter', slots: fallbackEntry(c.deck, s) };
  apply(c.deck, s, a);
  if (s.phase === 'entry') endRun(c);
  else c.actions++;
  settle(c);
  return a;
}

export function cloneCampaign(c: Campaign): Campaign {
  // Finished runs never change again; the current one is copied with its RNG.
  const run = cloneRun(c.run);
  return { ...c, run, done: c.done.map((d) => (d === c.run ? run : d)) };
}

/** A bot team for a whole campaign: what it saw in finished runs stays known (TS-14.5.4). */
export function campaignBot(deck: CompiledDeck, kind: BotKind): { decide(c: Campaign): Action } {
  const bot = newBot(deck, kind);
  let learned = 0;
  return {
    decide(c) {
      while (learned < c.done.length) learn(bot, c.done[learned++]);
      return decide(deck, c.run, bot) ?? ROUND_NOTHING;
    },
  };
}

/** Plays a campaign to its end with one bot team (the generic game loop of core/batch.ts, for this module's callers). */
export function playCampaign(c: Campaign, bot: { decide(c: Campaign): Action }): Campaign {
  while (!c.over) if (!applyToCampaign(c, bot.decide(c)).ok) passCampaign(c);
  return c;
}

/** Every way of picking one item from each list, first lists slowest, at most `limit` of them. */
function combinations<T>(lists: readonly (readonly T[])[], limit: number): T[][] {
  const out: T[][] = [];
  if (lists.some((l) => l.length === 0)) return out;
  const at = lists.map(() => 0);
  while (out.length < limit) {
    out.push(lists.map((l, i) => l[at[i]]));
    let i = lists.length - 1;
    while (i >= 0 && ++at[i] === lists[i].length) at[i--] = 0;
    if (i < 0) break;
  }
  return out;
}

/**
 * Legal actions of the current run as a finite list: entries and rounds combine one choice per agent, so they are
 * listed up to `limit` combinations; every action listed has been tried on a copy and accepted.
 */
export function campaignActions(c: Campaign, limit = 64): Action[] {
  if (c.over) return [];
  const legal = legalActions(c.deck, c.run);
  const candidates: Action[] = [];
  if (legal.enter) {
    const perAgent = legal.enter.letters.map((l) => (l.length ? l : [null]));
    for (const slots of combinations<string | null>(perAgent, limit)) candidates.push({ type: 'enter', slots });
  }
  if (legal.round) {
    const perAgent = legal.round.orders.filter((o) => o.length > 0);
    for (const orders of combinations(perAgent, limit)) candidates.push({ type: 'round', orders });
  }
  for (const l of legal.leave) candidates.push({ type: 'leave', to: l.to });
  for (const ch of legal.choose) candidates.push({ type: 'choose', agent: ch.agent, option: ch.option });
  for (const g of legal.give) candidates.push({ type: 'give', item: g.item, to: g.to });
  const out: Action[] = [];
  for (const a of candidates) {
    if (out.length >= limit) break;
    if (applyToCampaign(cloneCampaign(c), a).ok) out.push(a);
  }
  return out;
}
