/**
 * The ruleset seam: everything the studio knows about one game system, as one object. A ruleset is one folder
 * (src/engine/rulesets/<id>/) and one entry in the list (src/engine/rulesets/index.ts); the format registry,
 * `studio validate|simulate|conform|export`, the batch core and the worker pool read that list and never name a
 * ruleset. The shape follows boardgame.io's `Game` and OpenSpiel's registered games: a game is a compiled
 * document, a seed and the decisions taken; the rules run on by themselves between decisions.
 *
 * Contract (tests/unit/seam/contract.test.ts holds every registered ruleset to it):
 * - deterministic: the RNG lives in the game state; the same compiled document, seed and decisions give the same
 *   game, bit for bit;
 * - re-entrant: no module-level mutable state, so two games interleave in one thread and a bot may look ahead on a
 *   `clone`;
 * - `apply` refuses an illegal action with a reason and leaves the state exactly as it was;
 * - `observe` returns plain JSON; batch statistics are plain JSON and slices of a batch merge into the whole batch.
 */
import type { RulesetRunner } from './conform/types';
import type { Language } from './core/language';
import type { Finding } from './format/findings';
import type { Message } from './format/messages/index';
import type { Severity } from './format/diagnostic';
import type { SchemaValidator } from './generated/validators/catalog.js';

export type { Language } from './core/language';

/** One step of a file format's history. `migrate` never throws; shapes it does not recognise are left for the schema. */
export interface Migration {
  from: number;
  to: number;
  /** What changed, for the info diagnostic the user sees (a message, so it reads in the user's language). */
  summary: Message;
  migrate(document: Record<string, unknown>): Record<string, unknown>;
}

/** What a kind's semantic checks may look at besides the document. */
export interface CheckContext {
  /**
   * The documents this one names (its `references`), by field, each already valid against its own schema; a field is
   * absent when its document could not be loaded or is invalid (validation has said so already).
   */
  references: Readonly<Record<string, unknown>>;
}

/** A document this kind names by a path relative to itself, e.g. a mission's `catalog`, a skirmish's `units`. */
export interface ReferenceSpec {
  /** The top-level property holding the path; also the name of the command line's override (`--catalog FILE`). */
  field: string;
  /** The kind of the document it names. */
  kind: string;
}

export interface CodeSpec {
  severity: Severity;
  /** The heading docs/formats.md lists the code under. */
  group: string;
  meaning: string;
}

/**
 * One kind of document a ruleset reads. The schema is `schemas/<kind>.schema.json` (found by `npm run gen`); the
 * parts here are what a schema cannot say.
 */
export interface DocumentKindSpec {
  kind: string;
  /** Semantic checks, run only on a document that passed its schema (and never on one whose migration failed). */
  check?(document: any, context: CheckContext): Finding[];
  migrations?: Migration[];
  /**
   * Every diagnostic code these checks emit, with what it means (docs/formats.md lists them). A reference's own
   * codes are `<field>-not-checked`, `<field>-not-found` and `<field>-invalid`: list them here too.
   */
  codes?: Record<string, CodeSpec>;
  /** Other documents it names; validate, simulate and export load them (relative to the document). */
  references?: ReferenceSpec[];
  /** The kind compiles into a game (`compile` takes it): `studio simulate` accepts it. */
  playable?: boolean;
  /**
   * The schema, for a ruleset that brings its own (a plug-in, the tests' toy ruleset). Built-in kinds leave it out:
   * `npm run gen` finds schemas/<kind>.schema.json and generates the validator.
   */
  schema?: KindSchema;
}

export interface KindSchema {
  schemaFile: string;
  /** The `$id` documents name in `$schema`. */
  schemaId: string;
  title: string;
  /** The `formatVersion` the studio writes; undefined for a schema without one. */
  currentVersion: number | undefined;
  schema: Record<string, unknown>;
  /** A standalone validator (no `eval` at run time: the studio's CSP forbids it). */
  validate: SchemaValidator;
}

export interface GameOptions {
  /** Keep a log of what happens (replays and the step-by-step panes); batches play without one, for speed. */
  log?: boolean;
}

export type ApplyResult = { ok: true } | { ok: false; reason: string };

export interface GameResult {
  /** The ruleset's own word for it ('victory', 'defeat', 'draw', 'success', 'failure', …). */
  outcome: string;
  reason: string;
  /** The side that won, when one did. */
  winner?: string;
}

/** A player that decides for one side: created once per game, so it may remember what it saw. */
export interface Bot<State, Action> {
  /** The side's next action; it should be legal (a refused one is answered by `Ruleset.pass`). */
  decide(state: State): Action;
}

export interface BotSpec<Compiled, State, Action> {
  name: string;
  /** The sides it can play; 'any' for a bot that plays whichever side it is given. */
  sides: readonly string[] | 'any';
  /** One-line description for `--help`. */
  summary?: string;
  create(compiled: Compiled, seed: number, side: string): Bot<State, Action>;
}

/** What a report says about the batch it reports on. `file` is the document as the user named it. */
export interface ReportContext {
  file: string;
  seed: number;
  /** The games asked for (a batch stopped early played fewer: its statistics say how many). */
  runs: number;
  /** The bot playing each side, by side. */
  bots: Readonly<Record<string, string>>;
}

/** One game of a batch played again with its log (`studio simulate --replay K`). */
export interface PlayedGame<State, Action> {
  /** Its index in the batch. */
  game: number;
  /** The seed the game itself started from (`batch.gameSeed(seed, game)`). */
  gameSeed: number;
  state: State;
  decisions: Action[];
}

/**
 * Batch statistics: the generic batch core (core/batch.ts) plays game k with `gameSeed(seed, k)`, folds each finished
 * game into the statistics and merges the slices its workers played; all of it plain JSON.
 */
export interface BatchSpec<Compiled, State, Stats, Summary> {
  /**
   * The seed of game k. Optional: the core's `gameSeed` unless a ruleset's reports predate it (the deck batch keeps
   * its campaign seeds so its reports stay the same).
   */
  gameSeed?(seed: number, k: number): number;
  empty(compiled: Compiled, options: { seed: number; bots: Readonly<Record<string, string>> }): Stats;
  /** Adds one finished game. */
  fold(stats: Stats, finished: State): void;
  /** Adds the statistics of the games that follow (a later slice of the same batch); returns `a`. */
  merge(a: Stats, b: Stats): Stats;
  /** The number of games folded in so far. */
  games(stats: Stats): number;
  /** The report's figures, with win rates and their 95% interval (core's `wilson`). */
  summarize(stats: Stats): Summary;
  /** What `studio simulate --json` prints. */
  json(stats: Stats, context: ReportContext): unknown;
  /** The command line's text report, in a language. */
  format(stats: Stats, context: ReportContext, language: Language): string[];
}

export interface ReplaySpec<State, Action> {
  /** What `studio simulate --replay K --json` prints. */
  json(game: PlayedGame<State, Action>, context: ReportContext): unknown;
  /** The game's log in words, with a heading line. */
  format(game: PlayedGame<State, Action>, context: ReportContext, language: Language): string[];
}

/**
 * Thrown by `compile` for a document it cannot play; the message says why, for the user, in English, and `detail`
 * (when the ruleset gives one) is the same as a message to render in the user's language (format/messages/error.ts).
 */
export class CompileError extends Error {
  constructor(
    message: string,
    readonly detail?: Message,
  ) {
    super(message);
  }
}

export interface Ruleset<Compiled = any, State = any, Action = any, Stats = any, Summary = any> {
  /** The documents' `ruleset` value, and the folder name. */
  id: string;
  /** Its name for people ("Sine Tempore"). */
  title: string;
  kinds: DocumentKindSpec[];
  /**
   * The ruleset's own words per language, as message templates (`{{name}}`, `{{n|one|other}}`: format/messages): its
   * batch report, end reasons and replay log, and the diagnostics of its checks where they are not in the shared
   * catalog (`rulesetMessage(id, args)` names them). Looked up after the shared catalog; English holds every id and a
   * missing German or French one falls back to English (a test keeps the catalogs in step).
   */
  messages: Readonly<Record<Language, Readonly<Record<string, string>>>>;
  /** The sides that take decisions ('heroes'; 'a' and 'b'), in the order reports list them. */
  sides: readonly string[];
  /** A playable document and the documents it references (by field) into what games start from. Throws CompileError. */
  compile(document: unknown, references: Readonly<Record<string, unknown>>, settings?: unknown): Compiled;
  /** A new game, already run on to the first decision (or to its end). */
  newGame(compiled: Compiled, seed: number, options?: GameOptions): State;
  /** The side that decides next, or null when the game is over. */
  toMove(state: State): string | null;
  /**
   * Legal actions of the side to move. Where decisions are continuous or combine many independent choices (a move
   * in centimetres, orders for four agents), a finite list of representative legal actions: everything listed is
   * legal, and `apply` accepts legal actions that are not listed.
   */
  legalActions(state: State): Action[];
  /** Carries out an action and runs the rules on to the next decision; a refusal leaves the state unchanged. */
  apply(state: State, action: Action): ApplyResult;
  /**
   * What a batch does when a bot's action is refused (a bot's mistake must not stall a game): carries out the move
   * that is always allowed (end the activation, let the time run) and returns it, for the record of decisions.
   */
  pass(state: State): Action;
  /** What a pane or a conformance case sees: plain JSON, a copy. */
  observe(state: State): unknown;
  /** An independent copy (look-ahead bots, "what if"): applying to one never changes the other. */
  clone(state: State): State;
  /**
   * Optional: the batch is done with a finished game (its statistics are folded in), so the ruleset may take back
   * its scratch buffers for the next game of the same compiled document. Nothing reads the state afterwards.
   */
  release?(state: State): void;
  result(state: State): GameResult | null;
  /** Bots by name; the first that can play a side is that side's default. */
  bots: BotSpec<Compiled, State, Action>[];
  batch: BatchSpec<Compiled, State, Stats, Summary>;
  replay: ReplaySpec<State, Action>;
  /** Interprets conformance cases with this `ruleset` (../shared/conformance/FORMAT*.md). */
  conform: RulesetRunner;
}
