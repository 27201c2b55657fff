/**
 * The Universalis ruleset behind the seam (issue 11): compile a skirmish with its unit cards, play it
 * decision by decision (newGame, toMove, legalActions, apply, observe, clone, result), its bots, its batch
 * statistics and its conformance runner. Everything here takes and returns plain data or the game state.
 * Until src/engine/ruleset.ts lands, this object is shaped after the sketch in the seam brief.
 */
import { compileSkirmish, CompileError } from './compile';
import { universalisRunner } from './conform';
import { bots, BOT_NAMES, botByName, type BotName } from './bots';
import { legalActions } from './bots/candidates';
import {
  emptyStats,
  fold,
  merge,
  playGame,
  simulate,
  summarize,
  type UniversalisStats,
  type UniversalisSummary,
} from './batch/stats';
import { formatReport } from './batch/report';
import type { Language } from './batch/messages';
import { apply, clone, newGame, result, toMove } from './rules/game';
import { observeModels } from './observe';
import { gameSeed } from '../sine-tempore/batch/batch';
import type { Action } from './rules/actions';
import type { Compiled, GameState, LogEntry } from './rules/state';
import type { UniversalisSettings } from './rules/settings';
import { universalisKinds } from './format/index';
import { MESSAGES } from './batch/messages';

export {
  CompileError,
  compileSkirmish,
  BOT_NAMES,
  botByName,
  simulate,
  summarize,
  formatReport,
  playGame,
  legalActions,
};
export type {
  Action,
  BotName,
  Compiled,
  GameState,
  LogEntry,
  UniversalisSettings,
  UniversalisStats,
  UniversalisSummary,
  Language,
};
export { DEFAULT_SETTINGS, resolveSettings } from './rules/settings';

/** The observable state: models as the conformance format shows them, plus where the game stands. */
export function observe(s: GameState): unknown {
  return {
    round: s.round,
    toMove: toMove(s),
    active: s.active >= 0 ? s.c.models[s.active].id : null,
    pending: s.pending
      ? {
          kind: s.pending.kind,
          side: s.pending.side === 0 ? 'a' : 'b',
          reactor: s.c.models[s.pending.reactors[0]].id,
        }
      : null,
    models: observeModels(s),
    objects: Object.fromEntries(
      s.c.objects.map((o, i) => [
        o.id,
        {
          at: [s.objX[i], s.objY[i]],
          used: s.objUsed[i] === 1,
          carrier: s.objCarrier[i] >= 0 ? s.c.models[s.objCarrier[i]].id : null,
        },
      ]),
    ),
    result: s.result ? { ...s.result } : null,
  };
}

export interface ReplayOutput {
  game: number;
  seed: number;
  result: { outcome: string; reason: string; round: number } | null;
  decisions: Action[];
  log: LogEntry[];
}

/** Game k of a batch again, with its full log and every decision. */
export function replayOf(c: Compiled, seed: number, k: number, bots: { a: string; b: string }): ReplayOutput {
  const g = playGame(c, seed, k, bots, true);
  return {
    game: k,
    seed: gameSeed(seed, k),
    result: g.state.result,
    decisions: g.decisions,
    log: g.state.log ?? [],
  };
}

/** Words of the engine's outcomes per language (endings of a game), for panes and reports. */
const words = (l: Language): Record<string, string> => ({ ...MESSAGES[l].reasons, draw: MESSAGES[l].draw });
const messages: Record<Language, Record<string, string>> = {
  en: words('en'),
  de: words('de'),
  fr: words('fr'),
};

export const universalis = {
  id: 'universalis',
  kinds: [
    { kind: 'skirmish', ...universalisKinds.skirmish, playable: true },
    { kind: 'units', ...universalisKinds.units },
  ],
  messages,
  compile(
    document: unknown,
    references: Record<string, unknown>,
    settings?: Partial<UniversalisSettings>,
  ): Compiled {
    return compileSkirmish(document, { units: references.units }, settings);
  },
  newGame,
  toMove,
  legalActions,
  apply,
  observe,
  clone,
  result(s: GameState): { outcome: string; reason: string; winner?: string } | null {
    const r = result(s);
    return (
      r && {
        outcome: r.outcome === 'draw' ? 'draw' : 'win',
        reason: r.reason,
        winner: r.outcome === 'draw' ? undefined : r.outcome,
      }
    );
  },
  bots,
  batch: {
    empty: (c: Compiled, o: { seed: number; bots: Record<string, string> }): UniversalisStats =>
      emptyStats(c, { seed: o.seed, bots: { a: o.bots.a ?? 'aggressive', b: o.bots.b ?? 'aggressive' } }),
    fold: (t: UniversalisStats, s: GameState) => fold(t, s),
    merge,
    summarize,
    format: (summary: UniversalisSummary, language: Language) => formatReport(summary, language),
  },
  conform: universalisRunner,
};
