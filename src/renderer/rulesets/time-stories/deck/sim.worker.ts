/**
 * The deck simulator off the UI thread (comlink): one step-by-step run kept here between calls, and batches of
 * bot campaigns that stream partial reports back. The UI only ever sees plain views, legal actions and reports.
 */
import { expose } from 'comlink';
import type { Deck } from '../../../../engine/rulesets/time-stories/rules/deck';
import { compileDeck, type CompiledDeck } from '../../../../engine/rulesets/time-stories/rules/compile';
import { apply, legalActions, newRun, nextRun, viewRun, type Action, type LegalActions, type LogEntry, type RunState, type RunView } from '../../../../engine/rulesets/time-stories/rules/engine';
import { decide, learn, newBot, type Bot, type BotKind } from '../../../../engine/rulesets/time-stories/rules/bots';
import { simulateBatch, type BatchReport } from '../../../../engine/rulesets/time-stories/batch/batch';

export interface StepState {
  view: RunView;
  legal: LegalActions;
  /** The log entries added since the run started. */
  log: LogEntry[];
  /** Why the last action was refused, for the designer. */
  refused: string | null;
}

let deck: CompiledDeck | null = null;
let run: RunState | null = null;
let bot: Bot | null = null;
let batchToken = 0;

function state(refused: string | null = null): StepState {
  if (!deck || !run) throw new Error('No run has started.');
  return { view: viewRun(deck, run), legal: legalActions(deck, run), log: run.log ?? [], refused };
}

const api = {
  start(doc: Deck, seed: number, botKind: BotKind): StepState {
    deck = compileDeck(doc);
    run = newRun(deck, { seed, log: true });
    bot = newBot(deck, botKind);
    return state();
  },
  /** The next run of the same campaign (agency items and persistent tokens kept). */
  next(): StepState {
    if (!deck || !run) throw new Error('No run has started.');
    if (bot) learn(bot, run);
    run = nextRun(deck, run, { log: true });
    return state();
  },
  act(action: Action): StepState {
    if (!deck || !run) throw new Error('No run has started.');
    const result = apply(deck, run, action);
    return state(result.ok ? null : result.reason);
  },
  /** Lets the bot take the team's next decision. */
  botStep(): StepState {
    if (!deck || !run || !bot) throw new Error('No run has started.');
    const action = decide(deck, run, bot);
    if (!action) return state();
    const result = apply(deck, run, action);
    return state(result.ok ? null : result.reason);
  },
  /** Plays campaigns and reports every `chunk`; a newer batch (or `cancel`) stops an older one. */
  async batch(doc: Deck, opts: { campaigns: number; seed: number; bot: BotKind }, progress: (report: BatchReport, done: number) => void): Promise<BatchReport | null> {
    const token = ++batchToken;
    const compiled = compileDeck(doc);
    const chunk = Math.max(10, Math.floor(opts.campaigns / 20));
    const it = simulateBatch(compiled, { ...opts, chunk });
    let done = 0;
    for (;;) {
      const r = it.next();
      if (r.done) return r.value;
      done += chunk;
      progress(r.value, done);
      // Let a cancel message in between chunks.
      await new Promise((ok) => setTimeout(ok, 0));
      if (token !== batchToken) return null;
    }
  },
  cancel(): void {
    batchToken++;
  },
};

export type SimWorkerApi = typeof api;

expose(api);
