import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, relative, resolve } from 'node:path';
import { EXIT_INVALID, EXIT_OK, UsageError, type Command, type Io } from '../command';
import { listDocumentKinds, parseDocument, validateDocument, type Diagnostic, type ReferenceInput } from '../../engine/format/index';
import { printBlockingProblems } from '../problems';
import { CompileError, type ReportContext, type Ruleset } from '../../engine/ruleset';
import { getRuleset, RULESETS } from '../../engine/rulesets/index';
import { BotError, playGame, resolveBots } from '../../engine/core/batch';
import { simulatePool } from '../../engine/node/sim-pool';
import { referencedFiles, referenceUsage, takeReferenceOption } from '../references';
import { languageOption } from '../language';
import { errorText, messageOf } from '../../engine/format/messages/error';

/** The exit code of a batch stopped by Ctrl+C (128 + SIGINT), after its partial report. */
export const EXIT_INTERRUPTED = 130;

function int(v: string | undefined, name: string, min: number): number {
  const n = Number(v);
  if (v === undefined || !Number.isInteger(n) || n < min) throw new UsageError(`${name} takes a whole number${min > 0 ? ` of at least ${min}` : ''}, not "${v ?? ''}"`);
  return n;
}

function readText(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read the ${what} ${path}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}`);
  }
}

interface Loaded {
  ruleset: Ruleset;
  shown: string;
  document: unknown;
  references: Record<string, unknown>;
}

const playableKinds = () => listDocumentKinds().filter((k) => k.playable);

/**
 * Reads and validates a playable document and the documents it names; prints their problems (as `studio validate`
 * does) and returns null when they stop the simulation.
 */
function load(file: string, overrides: Readonly<Record<string, string>>, io: Io): Loaded | null {
  const full = resolve(io.cwd, file);
  const parsed = parseDocument(readText(full, 'file'), full);
  const shown = relative(io.cwd, full) || full;
  const blocking = (diagnostics: readonly Diagnostic[], where: string) => diagnostics.filter((d) => d.severity === 'error').map((d) => ({ file: where, d }));
  // A file that does not parse names nothing either: its own problems are the ones to show.
  if (!parsed.readable || !parsed.kind) {
    const problems = blocking(parsed.diagnostics, shown);
    if (problems.length > 0) {
      printBlockingProblems('simulate', problems, io);
      return null;
    }
  }
  const kind = parsed.kind;
  const ruleset = kind?.playable && kind.ruleset ? getRuleset(kind.ruleset) : undefined;
  if (!kind || !ruleset) {
    throw new UsageError(`${shown} is ${kind ? `a ${kind.kind}` : 'not a studio document'}; simulate plays ${playableKinds().map((k) => `${k.kind}s`).join(', ')}`);
  }
  const inputs: Record<string, ReferenceInput> = {};
  const references: Record<string, unknown> = {};
  const referenceProblems: { file: string; d: Diagnostic }[] = [];
  for (const { ref, path, outside } of referencedFiles(kind, parsed.document, full, overrides, io.cwd)) {
    if (path === undefined) throw new UsageError(`the ${kind.kind} names no ${ref.kind}; give one with --${ref.field}`);
    // Never read: validation says why, as `studio validate` does.
    if (outside) {
      inputs[ref.field] = { fileName: relative(dirname(full), path) || path, error: outside };
      continue;
    }
    const text = readText(path, ref.kind);
    inputs[ref.field] = { fileName: path, text };
    const checked = validateDocument(parseDocument(text, path));
    // eslint-disable-next-line studio/no-unbounded-spread -- validateDocument lists at most 501 diagnostics
    referenceProblems.push(...blocking(checked.diagnostics, relative(io.cwd, path) || path));
    references[ref.field] = checked.document;
  }
  const result = validateDocument(parsed, { references: inputs });
  const problems = [...blocking(result.diagnostics, shown), ...referenceProblems];
  if (problems.length > 0) {
    printBlockingProblems('simulate', problems, io);
    return null;
  }
  return { ruleset, shown, document: result.document, references };
}

/** `--bot side=name` or `--bot name` (every side); `--policy name` is the older spelling of the second. */
function askedBots(specs: readonly string[], ruleset: Ruleset): Record<string, string> {
  const asked: Record<string, string> = {};
  for (const spec of specs) {
    const eq = spec.indexOf('=');
    if (eq < 0) for (const side of ruleset.sides) asked[side] = spec;
    else asked[spec.slice(0, eq)] = spec.slice(eq + 1);
  }
  return asked;
}

function botsHelp(): string {
  return RULESETS.map((r) => `${r.title}: ${r.sides.map((side) => `${side} ${r.bots.filter((b) => b.sides === 'any' || b.sides.includes(side)).map((b) => b.name).join('|')}`).join(', ')}`).join('; ');
}

/** "12 s", "3 min 20 s": how long a batch still needs, from how fast it went so far. */
function remaining(ms: number): string {
  const s = Math.ceil(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
}

export const simulate: Command = {
  name: 'simulate',
  get summary() {
    return `Plays a document many times with bots and reports what decides its games: win rate with its 95% interval, why and when games end, and what the ruleset counts (for a mission: knock-outs and Serious Wounds per hero, TV over time, enemies eliminated, events fired, where heroes take wounds; for a deck: success within one run, expected runs, TU left, cards never visited). --replay K prints the full log of game K of the batch. Bots: ${botsHelp()} (the first is the default). Long batches show their progress on a terminal; Ctrl+C prints the report of the games played so far.`;
  },
  get usage() {
    return `studio simulate <${playableKinds().map((k) => k.kind).join('|')}> ${referenceUsage()} [--runs N] [--seed S] [--bot [side=]name]… [--policy name] [--workers K] [--json] [--replay K] [--lang en|de|fr]`;
  },
  async run(args, io) {
    let file: string | undefined;
    const overrides: Record<string, string> = {};
    let runs = 1000;
    let seed = 1;
    const botSpecs: string[] = [];
    let workers: number | undefined;
    let json = false;
    let replay: number | undefined;
    let language = languageOption(undefined);
    for (let i = 0; i < args.length; i++) {
      const a = args[i];
      const took = takeReferenceOption(args, i, overrides);
      if (took) {
        i += took - 1;
        continue;
      }
      const [flag, inline] = a.startsWith('--') && a.includes('=') && !a.startsWith('--bot=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined];
      const value = () => inline ?? args[++i];
      if (flag === '--runs') runs = int(value(), '--runs', 1);
      else if (flag === '--seed') seed = int(value(), '--seed', -(2 ** 31));
      else if (flag === '--workers') workers = int(value(), '--workers', 1);
      else if (flag === '--replay') replay = int(value(), '--replay', 0);
      else if (flag === '--json') json = true;
      else if (flag === '--policy') botSpecs.push(value() ?? '');
      else if (flag === '--bot' || flag.startsWith('--bot=')) botSpecs.push((flag.startsWith('--bot=') ? flag.slice(6) : value()) ?? '');
      else if (flag === '--lang') language = languageOption(value());
      else if (a.startsWith('-')) throw new UsageError(`unknown option ${a}`);
      else if (file === undefined) file = a;
      else throw new UsageError('simulate one document at a time');
    }
    if (!file) throw new UsageError('name the document to simulate');
    if (replay !== undefined && replay >= runs) throw new UsageError(`--replay takes a game below --runs (${runs})`);
    const loaded = load(file, overrides, io);
    if (!loaded) return EXIT_INVALID;
    const { ruleset, shown } = loaded;
    let bots: Record<string, string>;
    try {
      bots = resolveBots(ruleset, askedBots(botSpecs, ruleset));
    } catch (e) {
      if (e instanceof BotError) throw new UsageError(e.message);
      throw e;
    }
    let compiled: unknown;
    try {
      compiled = ruleset.compile(loaded.document, loaded.references);
    } catch (e) {
      if (e instanceof CompileError) {
        io.err(`studio simulate: ${errorText(e, language)}`);
        return EXIT_INVALID;
      }
      throw e;
    }
    const context: ReportContext = { file: shown, seed, runs, bots };
    if (replay !== undefined) {
      let game: ReturnType<typeof playGame>;
      try {
        game = playGame(ruleset, compiled, seed, replay, bots, { log: true, record: true });
      } catch (e) {
        if (!messageOf(e)) throw e;
        io.err(`studio simulate: ${errorText(e, language)}`);
        return EXIT_INVALID;
      }
      if (json) io.out(JSON.stringify(ruleset.replay.json(game, context), null, 2));
      else for (const line of ruleset.replay.format(game, context, language)) io.out(line);
      return EXIT_OK;
    }

    const stop = new AbortController();
    const undo = io.onInterrupt?.(() => stop.abort());
    const show = json ? undefined : io.progress;
    const started = Date.now();
    let last = -1;
    let stats: unknown;
    try {
      stats = await simulatePool(
        { ruleset: ruleset.id, document: loaded.document, references: loaded.references },
        {
          runs,
          seed,
          bots,
          workers: workers ?? (runs >= 2000 ? Math.min(4, availableParallelism()) : 1),
          signal: stop.signal,
          onProgress: (done, total) => {
            const pct = Math.floor((100 * done) / total);
            if (!show || pct === last || stop.signal.aborted) return;
            last = pct;
            const left = done > 0 && done < total ? `, about ${remaining(((Date.now() - started) * (total - done)) / done)} left` : '';
            show(`simulating… ${pct}% (${done} of ${total} games${left}; Ctrl+C stops and reports)`);
          },
        },
      );
    } catch (e) {
      // The engine's own errors say what stopped the games, in the report's language.
      if (!messageOf(e)) throw e;
      io.err(`studio simulate: ${errorText(e, language)}`);
      return EXIT_INVALID;
    } finally {
      undo?.();
      show?.(null);
    }
    const played = ruleset.batch.games(stats);
    const stopped = stop.signal.aborted && played < runs;
    if (stopped) io.err(`studio simulate: stopped by Ctrl+C after ${played} of ${runs} games; the report covers those`);
    if (json) io.out(JSON.stringify(ruleset.batch.json(stats, context), null, 2));
    else for (const line of ruleset.batch.format(stats, context, language)) io.out(line);
    return stopped ? EXIT_INTERRUPTED : EXIT_OK;
  },
};
