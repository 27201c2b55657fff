/**
 * T.I.M.E Stories-style location decks as one ruleset (src/engine/ruleset.ts). A game is a campaign: a bot team
 * goes on runs until the success card or the deck's run limit (rules/campaign.ts). This object is the ruleset's
 * public API; rules/ holds the engine, batch/ its statistics and reports, format/ its checks, print/ its pieces.
 */
import { CompileError, type Ruleset } from '../../ruleset';
import { errorText, messageOf } from '../../format/messages/error';
import { compileDeck, type CompiledDeck } from './rules/compile';
import type { Deck } from './rules/deck';
import type { Action, LogEntry } from './rules/engine';
import { viewRun } from './rules/engine';
import type { BotKind } from './rules/bots';
import type { SimSettings } from './rules/settings';
import { applyToCampaign, campaignActions, campaignBot, cloneCampaign, newCampaign, passCampaign, type Campaign } from './rules/campaign';
import { campaignSeed, deckReport, emptyDeckStats, foldCampaign, mergeDeckStats, type BatchReport, type DeckStats } from './batch/batch';
import { formatBatchReport } from './batch/report';
import { DECK_WORDS } from './batch/words';
import { ERROR_WORDS } from './rules/errors';
import { wordsIn } from '../../format/messages/index';
import { timeStoriesRunner } from './conform';
import { DECK_CODES, deckFindings } from './format/checks';

const TEAM = 'team';

function entryLine(e: LogEntry): string {
  const fields = Object.entries(e)
    .filter(([k]) => k !== 'type')
    .map(([k, v]) => `${k}=${typeof v === 'object' ? JSON.stringify(v) : String(v)}`);
  return `  ${e.type}${fields.length ? ' ' + fields.join(' ') : ''}`;
}

function teamBot(name: BotKind, summary: string) {
  return { name, sides: [TEAM] as const, summary, create: (deck: CompiledDeck) => campaignBot(deck, name) };
}

/** The first run's log: what `--replay K` shows of campaign K. */
const firstRunLog = (c: Campaign): LogEntry[] => (c.done[0] ?? c.run).log ?? [];

export const timeStories: Ruleset<CompiledDeck, Campaign, Action, DeckStats, BatchReport> = {
  id: 'time-stories',
  title: 'T.I.M.E Stories',
  kinds: [{ kind: 'deck', check: (deck: Deck) => deckFindings(deck), codes: DECK_CODES, playable: true }],
  // The report's words and the engine's errors (rules/errors.ts), one catalog.
  messages: { en: { ...DECK_WORDS.en, ...ERROR_WORDS.en }, de: { ...DECK_WORDS.de, ...ERROR_WORDS.de }, fr: { ...DECK_WORDS.fr, ...ERROR_WORDS.fr } },
  sides: [TEAM],

  compile(document, _references, settings) {
    try {
      return compileDeck(document as Deck, settings as Partial<SimSettings> | undefined);
    } catch (e) {
      throw new CompileError(errorText(e, 'en'), messageOf(e) ?? undefined);
    }
  },
  newGame: (deck, seed, options = {}) => newCampaign(deck, seed, { log: options.log }),
  toMove: (c) => (c.over ? null : TEAM),
  legalActions: (c) => campaignActions(c),
  apply: applyToCampaign,
  pass: passCampaign,
  observe: (c) => ({ runs: c.done.length + (c.over ? 0 : 1), over: c.over, won: c.won, run: viewRun(c.deck, c.run) }),
  clone: cloneCampaign,
  result: (c) =>
    c.over
      ? c.won
        ? { outcome: 'success', reason: `success in run ${c.done.length}`, winner: TEAM }
        : { outcome: 'failure', reason: `no success within ${c.maxRuns} runs` }
      : null,
  bots: [
    teamBot('greedy', 'knows the deck by heart and goes for what the locks, conditions and success card ask for'),
    teamBot('systematic', 'explores every card it can open and remembers what it saw from one run to the next'),
  ],
  batch: {
    gameSeed: campaignSeed,
    empty: (_deck, { seed, bots }) => emptyDeckStats(_deck, { seed, bot: bots[TEAM] as BotKind }),
    fold: foldCampaign,
    merge: mergeDeckStats,
    games: (t) => t.campaigns,
    summarize: deckReport,
    json: (t, context) => ({ deck: context.file, report: deckReport(t) }),
    format: (t, context, language) => formatBatchReport(deckReport(t), context.file, language, t.sim),
  },
  replay: {
    json: (g, context) => ({ campaign: g.game, seed: context.seed, bot: context.bots[TEAM], log: firstRunLog(g.state) }),
    format: (g, context, language) => [
      wordsIn(DECK_WORDS, language)('replay-title', { file: context.file, game: g.game, seed: context.seed, bot: context.bots[TEAM] }),
      ...firstRunLog(g.state).map(entryLine),
    ],
  },
  conform: timeStoriesRunner,
};
