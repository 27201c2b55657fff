/**
 * `studio simulate <skirmish>`: Universalis games between two bots, one per side (`--bot a=aggressive
 * --bot b=cautious`), and the report a player reads: win rate per side with its 95% interval, draws, how
 * games end, rounds, models lost, unit cards, where models fall. `--replay K` plays game K of the batch again
 * with its full log. Batches of 200 games or more run on worker threads.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, relative, resolve } from 'node:path';
import { EXIT_INVALID, EXIT_OK, UsageError, type Io } from '../command';
import {
  parseDocument,
  referencePaths,
  validateDocument,
  type ParsedDocument,
} from '../../engine/format/index';
import { printBlockingProblems } from '../problems';
import {
  BOT_NAMES,
  CompileError,
  compileSkirmish,
  formatReport,
  replayOf,
  summarize,
  type Language,
} from '../../engine/rulesets/universalis/index';
import { simulateSkirmishPool } from '../../engine/node/universalis-pool';

export interface SkirmishSimOptions {
  runs: number;
  seed: number;
  /** `side=bot` pairs from --bot. */
  bots: string[];
  json: boolean;
  replay?: number;
  workers?: number;
  language: Language;
}

function readText(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    throw new UsageError(
      `cannot read the ${what} ${path}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}`,
    );
  }
}

/** Which bot plays each side: `--bot a=aggressive --bot b=cautious` (a bot name alone plays both sides). */
export function parseBots(args: string[]): { a: string; b: string } {
  const bots = { a: 'aggressive', b: 'aggressive' };
  for (const arg of args) {
    const [side, name] = arg.includes('=') ? arg.split('=', 2) : ['', arg];
    if (!(BOT_NAMES as readonly string[]).includes(name))
      throw new UsageError(`--bot takes side=bot with a bot among ${BOT_NAMES.join(', ')}, not "${arg}"`);
    if (side === '') bots.a = bots.b = name;
    else if (side === 'a' || side === 'b') bots[side] = name;
    else throw new UsageError(`--bot names side a or b, not "${side}" (like --bot a=aggressive)`);
  }
  return bots;
}

export async function simulateSkirmish(
  parsed: ParsedDocument,
  file: string,
  opts: SkirmishSimOptions,
  io: Io,
): Promise<number> {
  const shown = relative(io.cwd, file) || file;
  const bots = parseBots(opts.bots);
  const refs = referencePaths(parsed.kind, parsed.document);
  if (!refs.units) {
    const result = validateDocument(parsed);
    printBlockingProblems(
      'simulate',
      result.diagnostics.filter((d) => d.severity === 'error').map((d) => ({ file: shown, d })),
      io,
    );
    return EXIT_INVALID;
  }
  const unitsPath = resolve(dirname(file), refs.units);
  const unitsText = readText(unitsPath, 'units file');
  const result = validateDocument(parsed, {
    references: { units: { fileName: refs.units, text: unitsText } },
  });
  const units = validateDocument(parseDocument(unitsText, unitsPath));
  const unitsShown = relative(io.cwd, unitsPath) || unitsPath;
  const problems = [
    ...result.diagnostics.map((d) => ({ file: shown, d })),
    ...units.diagnostics.map((d) => ({ file: unitsShown, d })),
  ].filter(({ d }) => d.severity === 'error');
  if (problems.length > 0) {
    printBlockingProblems('simulate', problems, io);
    return EXIT_INVALID;
  }
  let compiled;
  try {
    compiled = compileSkirmish(result.document, { units: units.document });
  } catch (e) {
    if (e instanceof CompileError) {
      io.err(`studio simulate: ${e.message}`);
      return EXIT_INVALID;
    }
    throw e;
  }
  if (opts.replay !== undefined) {
    const r = replayOf(compiled, opts.seed, opts.replay, bots);
    if (opts.json) io.out(JSON.stringify(r, null, 2));
    else {
      io.out(
        `${compiled.title} — game ${opts.replay} of seed ${opts.seed} (game seed ${r.seed}); side a: ${bots.a}, side b: ${bots.b}`,
      );
      for (const e of r.log) io.out(`  [${e.round}] ${e.kind.padEnd(10)} ${e.text}`);
    }
    return EXIT_OK;
  }
  const tty = process.stderr.isTTY;
  let shownPct = -1;
  const stats = await simulateSkirmishPool(result.document, units.document, {
    runs: opts.runs,
    seed: opts.seed,
    bots,
    workers: opts.workers ?? (opts.runs >= 200 ? Math.min(4, availableParallelism()) : 1),
    onProgress: (done, total) => {
      const p = Math.floor((100 * done) / total);
      if (tty && p !== shownPct) {
        shownPct = p;
        process.stderr.write(`\rsimulating… ${p}%`);
      }
    },
  });
  if (tty) process.stderr.write('\r' + ' '.repeat(20) + '\r');
  const summary = summarize(stats);
  if (opts.json) io.out(JSON.stringify({ skirmish: shown, summary }, null, 2));
  else for (const line of formatReport(summary, opts.language)) io.out(line);
  return EXIT_OK;
}
