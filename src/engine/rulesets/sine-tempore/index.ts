/**
 * Sine Tempore as one ruleset (src/engine/ruleset.ts): exploration missions on a square grid, a catalog of heroes,
 * enemies and tiles, the heroes decided by a bot and everything else by the rules. This object is the ruleset's
 * public API; rules/ holds the engine, batch/ its statistics and reports, format/ its checks, print/ its pictures.
 */
import { CompileError, type Ruleset } from '../../ruleset';
import type { Catalog } from '../../generated/types/catalog';
import type { Mission } from '../../generated/types/mission';
import { applyChosen, apply as applyAction, type Action } from './rules/actions';
import { CompileError as MissionCompileError, compileMission, newGame, type CompiledMission } from './rules/compile';
import { legalActions } from './rules/game';
import { observe } from './rules/observe';
import { policyByName } from './rules/policies';
import { advance } from './rules/turn';
import { cloneState } from './rules/clone';
import { releaseScratch, takeScratch } from './rules/scratch';
import type { GameState } from './rules/state';
import type { EngineSettings } from './rules/settings';
import { emptyStats, fold, merge, type BatchStats, type PolicyName } from './batch/batch';
import { formatReport, summarize, type ReportSummary } from './batch/report';
import { formatLog } from './batch/log-format';
import { REPORT_WORDS } from './batch/words';
import { ERROR_WORDS } from './rules/errors';
import { wordsIn } from '../../format/messages/index';
import { sineTemporeRunner } from './conform';
import { catalogChecks } from './format/catalog-checks';
import { missionChecks } from './format/mission-checks';
import { missionMigrations } from './format/mission-migrations';
import { CATALOG_CODES, MISSION_CODES } from './format/codes';

const HEROES = 'heroes';

const isAction = (a: unknown): a is Action => a !== null && typeof a === 'object' && typeof (a as { type?: unknown }).type === 'string';

function policyBot(name: PolicyName, summary: string) {
  return {
    name,
    sides: [HEROES] as const,
    summary,
    create: (_cm: CompiledMission, seed: number) => policyByName(name, seed),
  };
}

export const sineTempore: Ruleset<CompiledMission, GameState, Action, BatchStats, ReportSummary> = {
  id: 'sine-tempore',
  title: 'Sine Tempore',
  kinds: [
    {
      kind: 'mission',
      check: (mission: Mission, context) => missionChecks(mission, { catalog: context.references.catalog as Catalog | undefined }),
      migrations: missionMigrations,
      codes: MISSION_CODES,
      references: [{ field: 'catalog', kind: 'catalog' }],
      playable: true,
    },
    { kind: 'catalog', check: (catalog: Catalog) => catalogChecks(catalog), codes: CATALOG_CODES },
  ],
  // The report's words and the engine's errors (rules/errors.ts), one catalog.
  messages: { en: { ...REPORT_WORDS.en, ...ERROR_WORDS.en }, de: { ...REPORT_WORDS.de, ...ERROR_WORDS.de }, fr: { ...REPORT_WORDS.fr, ...ERROR_WORDS.fr } },
  sides: [HEROES],

  compile(document, references, settings) {
    try {
      return compileMission(document as Mission, references.catalog as Catalog, settings as Partial<EngineSettings> | undefined);
    } catch (e) {
      if (e instanceof MissionCompileError) throw new CompileError(e.message, e.detail);
      throw e;
    }
  },
  newGame(cm, seed, options = {}) {
    // A bot decides the heroes' optional roll choices; statistics are kept for the batch report.
    const s = newGame(cm, seed, { log: options.log === true, stats: true, heroChoices: 'greedy', scratch: takeScratch(cm) });
    advance(s);
    return s;
  },
  toMove: (s) => (s.result || !s.act ? null : HEROES),
  legalActions,
  apply(s, action) {
    if (!isAction(action)) return { ok: false, reason: `not an action: ${JSON.stringify(action)}` };
    // `applyChosen` checks the action again unless the policy's own `refusal` has just accepted this very object.
    const r = applyChosen(s, action);
    if (!r.ok) return { ok: false, reason: r.error };
    advance(s);
    return { ok: true };
  },
  pass(s) {
    const a: Action = { type: 'end', actor: s.models[s.act!.hero].id };
    applyAction(s, a);
    advance(s);
    return a;
  },
  observe,
  clone: cloneState,
  release: (s) => s.mission && releaseScratch(s.mission.cm, s.scratch),
  result: (s) => s.result && { outcome: s.result.outcome, reason: s.result.reason, ...(s.result.outcome === 'victory' ? { winner: HEROES } : {}) },
  bots: [
    policyBot('heuristic', 'plays the heroes towards the mission goal, with cover, healing and focus'),
    policyBot('random', 'picks a legal action at random'),
  ],
  batch: {
    empty: (cm, { seed, bots }) => emptyStats(cm, bots[HEROES] as PolicyName, seed),
    fold,
    merge,
    games: (t) => t.games,
    summarize,
    json: (t, context) => ({ mission: t.mission, title: t.title, policy: t.policy, seed: context.seed, runs: context.runs, summary: summarize(t), notes: t.notes }),
    format: (t, _context, language) => formatReport(t, language).split('\n'),
  },
  replay: {
    json: (g) => ({ game: g.game, seed: g.gameSeed, result: g.state.result, decisions: g.decisions, log: g.state.log ?? [] }),
    format: (g, context, language) => [
      wordsIn(REPORT_WORDS, language)('replay-title', { title: g.state.mission?.cm.title ?? '', game: g.game, seed: context.seed, gameSeed: g.gameSeed, policy: context.bots[HEROES] }),
      ...formatLog(g.state.log ?? []),
    ],
  },
  conform: sineTemporeRunner,
};
