import { printBlockingProblems } from '../problems';
import { relative } from 'node:path';
import { EXIT_INVALID, EXIT_OK, UsageError, type Io } from '../command';
import type { ParsedDocument } from '../../engine/format/index';
import { validateDocument } from '../../engine/format/index';
import type { Deck } from '../../engine/generated/types/deck';
import { Rng } from '../../engine/core/rng';
import {
  campaignSeed,
  compileDeck,
  formatBatchReport,
  newBot,
  newRun,
  playRun,
  runBatch,
  type BotKind,
  type LogEntry,
} from '../../engine/rulesets/time-stories/rules/index';

export interface DeckSimOptions {
  runs: number;
  seed: number;
  bot: BotKind;
  json: boolean;
  replay?: number;
}

export const DECK_BOTS: readonly BotKind[] = ['greedy', 'systematic'];

function entryLine(e: LogEntry): string {
  const fields = Object.entries(e)
    .filter(([k]) => k !== 'type')
    .map(([k, v]) => `${k}=${typeof v === 'object' ? JSON.stringify(v) : String(v)}`);
  return `  ${e.type}${fields.length ? ' ' + fields.join(' ') : ''}`;
}

/**
 * `studio simulate <deck>`: campaigns of bot teams through a T.I.M.E Stories-style deck (the same batch the
 * deck studio runs). `--replay K` plays the first run of campaign K again, exactly as the batch did, with its log.
 */
export function simulateDeck(parsed: ParsedDocument, file: string, opts: DeckSimOptions, io: Io): number {
  const shown = relative(io.cwd, file) || file;
  const result = validateDocument(parsed);
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) {
    printBlockingProblems('simulate', errors.map((d) => ({ file: shown, d })), io);
    return EXIT_INVALID;
  }
  if (!DECK_BOTS.includes(opts.bot)) throw new UsageError(`for a deck, --policy takes ${DECK_BOTS.join(' or ')}, not "${opts.bot}"`);
  const deck = compileDeck(result.document as Deck);
  if (opts.replay !== undefined) {
    if (opts.replay >= opts.runs) throw new UsageError(`--replay takes a campaign below --runs (${opts.runs})`);
    // The same start as the batch's campaign K: its seed, then the captain drawn from it.
    const rng = Rng.fromSeed(campaignSeed(opts.seed, opts.replay));
    const run = newRun(deck, { rng, log: true, captain: rng.index(Math.max(1, deck.team.length)) });
    playRun(deck, run, newBot(deck, opts.bot));
    if (opts.json) io.out(JSON.stringify({ campaign: opts.replay, seed: opts.seed, bot: opts.bot, log: run.log }, null, 2));
    else {
      io.out(`${shown} — campaign ${opts.replay}, first run, seed ${opts.seed}, ${opts.bot} bot`);
      for (const e of run.log ?? []) io.out(entryLine(e));
    }
    return EXIT_OK;
  }
  const report = runBatch(deck, { campaigns: opts.runs, seed: opts.seed, bot: opts.bot });
  if (opts.json) io.out(JSON.stringify({ deck: shown, report }, null, 2));
  else for (const line of formatBatchReport(report, shown)) io.out(line);
  return EXIT_OK;
}
