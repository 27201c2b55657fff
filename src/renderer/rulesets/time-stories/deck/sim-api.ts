/**
 * What the deck simulator's worker does, as a plain object (sim.worker.ts exposes it through comlink, tests call
 * it in their thread): one step-by-step run kept between calls, with its history for undo, redo and the replay
 * scrubber, and batches of bot campaigns that stream partial reports back. The UI only ever sees plain views,
 * legal actions and reports.
 */
import type { Deck } from '../../../../engine/rulesets/time-stories/rules/deck';
import { compileDeck, type CompiledDeck } from '../../../../engine/rulesets/time-stories/rules/compile';
import {
  apply,
  legalActions,
  newRun,
  nextRun,
  viewRun,
  type Action,
  type LegalActions,
  type LogEntry,
  type RunState,
  type RunView,
} from '../../../../engine/rulesets/time-stories/rules/engine';
import {
  decide,
  learn,
  newBot,
  type Bot,
  type BotKind,
} from '../../../../engine/rulesets/time-stories/rules/bots';
import { simulateBatch, type BatchReport } from '../../../../engine/rulesets/time-stories/batch/batch';

export interface StepState {
  view: RunView;
  legal: LegalActions;
  /** The log entries added since the run started. */
  log: LogEntry[];
  /** Why the last action was refused, for the designer. */
  refused: string | null;
  /** Where the run stands in its history (0: the start), and how many steps the history holds (redo goes there). */
  step: number;
  steps: number;
}

/** A step of the run's history: a decision of the team, one the bot took, or the next run of the campaign. */
type Step = { kind: 'act'; action: Action } | { kind: 'bot' } | { kind: 'next' };

export function createDeckSimApi() {
  let deck: CompiledDeck | null = null;
  let run: RunState | null = null;
  let bot: Bot | null = null;
  let batchToken = 0;
  /** How the run started, and the steps taken since: any earlier moment is the start with the first `at` steps again. */
  let origin: { seed: number; botKind: BotKind } | null = null;
  let history: Step[] = [];
  let at = 0;

  function state(refused: string | null = null): StepState {
    if (!deck || !run) throw new Error('No run has started.');
    return {
      view: viewRun(deck, run),
      legal: legalActions(deck, run),
      log: run.log ?? [],
      refused,
      step: at,
      steps: history.length,
    };
  }

  /** Plays one step on the run as it is; a refused or empty one changes nothing and is not kept. */
  function play(step: Step): string | null | false {
    if (!deck || !run || !bot) throw new Error('No run has started.');
    if (step.kind === 'next') {
      learn(bot, run);
      run = nextRun(deck, run, { log: true });
      return null;
    }
    const action = step.kind === 'act' ? step.action : decide(deck, run, bot);
    if (!action) return false;
    const result = apply(deck, run, action);
    return result.ok ? null : result.reason;
  }

  /** A new step after the current one: later steps (undone ones) are dropped, as an editor's redo is. */
  function take(step: Step): StepState {
    const refused = play(step);
    if (refused === null) {
      history.length = at;
      history.push(step);
      at++;
    }
    return state(refused === false ? null : refused);
  }

  /** The run again from its start, to step `k` of its history (the engine is deterministic: same seed, same steps). */
  function replayTo(k: number): StepState {
    if (!deck || !origin) throw new Error('No run has started.');
    run = newRun(deck, { seed: origin.seed, log: true });
    bot = newBot(deck, origin.botKind);
    at = Math.max(0, Math.min(history.length, k));
    for (let i = 0; i < at; i++) play(history[i]);
    return state();
  }

  return {
    start(doc: Deck, seed: number, botKind: BotKind): StepState {
      deck = compileDeck(doc);
      origin = { seed, botKind };
      history = [];
      return replayTo(0);
    },
    /** The next run of the same campaign (agency items and persistent tokens kept). */
    next: (): StepState => take({ kind: 'next' }),
    act: (action: Action): StepState => take({ kind: 'act', action }),
    /** Lets the bot take the team's next decision. */
    botStep: (): StepState => take({ kind: 'bot' }),
    /** Takes back the last step (never the deck); `redo` plays it again. */
    undo: (): StepState => replayTo(at - 1),
    redo: (): StepState => replayTo(at + 1),
    /** Any moment of the run's history, for the replay scrubber. */
    goTo: (step: number): StepState => replayTo(step),
    /** Plays campaigns and reports every `chunk`; a newer batch (or `cancel`) stops an older one. */
    async batch(
      doc: Deck,
      opts: { campaigns: number; seed: number; bot: BotKind },
      progress: (report: BatchReport, done: number) => void,
    ): Promise<BatchReport | null> {
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
}

export type SimWorkerApi = ReturnType<typeof createDeckSimApi>;
