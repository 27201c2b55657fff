/**
 * Universalis as one ruleset (src/engine/ruleset.ts): open-table skirmish scenarios on a 90 × 90 cm table, two sides
 * (`a` and `b`) each decided by a bot. This object is the ruleset's public API; rules/ holds the engine, geometry/
 * its centimetre geometry, bots/ the players, batch/ its statistics and reports, format/ its checks, conform/ the
 * conformance runner (../shared/conformance/FORMAT-universalis.md).
 */
import { CompileError, type Ruleset } from '../../ruleset';
import { gameSeed } from '../../core/batch';
import type { SkirmishScenario } from '../../generated/types/skirmish';
import type { UnitCards } from '../../generated/types/units';
import { compileSkirmish, CompileError as SkirmishCompileError } from './compile';
import { universalisRunner } from './conform';
import { randomBot, tacticalBot, type Bot } from './bots';
import { legalActions } from './bots/candidates';
import { emptyStats, fold, merge, summarize, type UniversalisStats, type UniversalisSummary } from './batch/stats';
import { formatReport } from './batch/report';
import { MESSAGES } from './batch/messages';
import { apply, clone, newGame, result, toMove } from './rules/game';
import { observeModels } from './observe';
import type { Action } from './rules/actions';
import { releaseState, type Compiled, type GameState } from './rules/state';
import type { UniversalisSettings } from './rules/settings';
import { skirmishChecks } from './format/checks/skirmish';
import { unitsChecks } from './format/checks/units';
import { CHECK_MESSAGES } from './format/messages/index';
import { SKIRMISH_CODES, UNITS_CODES } from './format/codes';

export { DEFAULT_SETTINGS, resolveSettings } from './rules/settings';
export type { Action, Compiled, GameState, UniversalisSettings, UniversalisStats, UniversalisSummary };

const SIDES = ['a', 'b'] as const;

/** The observable state: models as the conformance format shows them, plus where the game stands. */
export function observe(s: GameState): unknown {
  return {
    round: s.round,
    toMove: toMove(s),
    active: s.active >= 0 ? s.c.models[s.active].id : null,
    pending: s.pending
      ? { kind: s.pending.kind, side: s.pending.side === 0 ? 'a' : 'b', reactor: s.c.models[s.pending.reactors[0]].id }
      : null,
    models: observeModels(s),
    objects: Object.fromEntries(
      s.c.objects.map((o, i) => [
        o.id,
        { at: [s.objX[i], s.objY[i]], used: s.objUsed[i] === 1, carrier: s.objCarrier[i] >= 0 ? s.c.models[s.objCarrier[i]].id : null },
      ]),
    ),
    result: s.result ? { ...s.result } : null,
  };
}

/**
 * The ruleset's catalog: the checks' diagnostics, and the end reasons of a game (`reason-<id>`) for panes; the batch
 * report's sentences are functions of batch/messages.ts (numbers and tables are laid out there).
 */
function catalog(language: 'en' | 'de' | 'fr'): Record<string, string> {
  const out: Record<string, string> = { ...CHECK_MESSAGES[language] };
  for (const [id, text] of Object.entries(MESSAGES[language].reasons)) out[`reason-${id}`] = text;
  out['reason-draw'] = MESSAGES[language].draw;
  return out;
}

function bot(name: 'aggressive' | 'cautious' | 'random', summary: string) {
  return {
    name,
    sides: 'any' as const,
    summary,
    // Each side's bot draws from its own stream of the game seed (only the random bot draws at all).
    create: (_c: Compiled, seed: number, side: string): Bot =>
      name === 'random' ? randomBot(gameSeed(seed, side === 'a' ? 1 : 2)) : tacticalBot(name, seed),
  };
}

export const universalis: Ruleset<Compiled, GameState, Action, UniversalisStats, UniversalisSummary> = {
  id: 'universalis',
  title: 'Universalis',
  kinds: [
    {
      kind: 'skirmish',
      check: (document: SkirmishScenario, context) => skirmishChecks(document, context),
      codes: SKIRMISH_CODES,
      references: [{ field: 'units', kind: 'units' }],
      playable: true,
    },
    { kind: 'units', check: (document: UnitCards) => unitsChecks(document), codes: UNITS_CODES },
  ],
  messages: { en: catalog('en'), de: catalog('de'), fr: catalog('fr') },
  sides: SIDES,

  compile(document, references, settings) {
    try {
      return compileSkirmish(document, { units: references.units }, settings as Partial<UniversalisSettings> | undefined);
    } catch (e) {
      if (e instanceof SkirmishCompileError) throw new CompileError(e.message);
      throw e;
    }
  },
  newGame: (c, seed, options = {}) => newGame(c, seed, { log: options.log === true }),
  toMove,
  legalActions,
  apply,
  pass(s) {
    // A refused bot decision: the first legal one instead (a select, a pass, the end of the phase), counted.
    s.refused++;
    const a: Action = legalActions(s)[0] ?? { type: 'end' };
    const r = apply(s, a);
    if (!r.ok) throw new Error(`universalis: no legal decision found (${r.reason})`);
    return a;
  },
  observe,
  clone,
  // A finished batch game's sight scratch goes to the next game of the same scenario (rules/state.ts).
  release: releaseState,
  result(s) {
    const r = result(s);
    return r && (r.outcome === 'draw' ? { outcome: 'draw', reason: r.reason } : { outcome: 'win', reason: r.reason, winner: r.outcome });
  },
  bots: [
    bot('aggressive', 'closes in and attacks, goes for the objective when the mission asks for it'),
    bot('cautious', 'keeps to cover and range, tests against direct threats, takes objectives when safe'),
    bot('random', 'a legal action at random (for fuzzing)'),
  ],
  batch: {
    empty: (c, { seed, bots }) => emptyStats(c, { seed, bots: { a: bots.a ?? 'aggressive', b: bots.b ?? 'aggressive' } }),
    fold,
    merge,
    games: (t) => t.games,
    summarize,
    json: (t, context) => ({ skirmish: context.file, summary: summarize(t) }),
    format: (t, _context, language) => formatReport(summarize(t), language),
  },
  replay: {
    json: (g, context) => ({
      game: g.game,
      seed: g.gameSeed,
      bots: context.bots,
      result: g.state.result,
      decisions: g.decisions,
      log: g.state.log ?? [],
    }),
    format: (g, context) => [
      `${g.state.c.title} — game ${g.game} of seed ${context.seed} (game seed ${g.gameSeed}); side a: ${context.bots.a}, side b: ${context.bots.b}`,
      ...(g.state.log ?? []).map((e) => `  [${e.round}] ${e.kind.padEnd(10)} ${e.text}`),
    ],
  },
  conform: universalisRunner,
};
