import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, relative, resolve } from 'node:path';
import { EXIT_INVALID, EXIT_OK, UsageError, type Command, type Io } from '../command';
import { missionCatalogPath, parseDocument, validateDocument, type Diagnostic } from '../../engine/format/index';
import { printBlockingProblems } from '../problems';
import type { Catalog } from '../../engine/generated/types/catalog';
import type { Mission } from '../../engine/generated/types/mission';
import { CompileError, compileMission } from '../../engine/rulesets/sine-tempore/rules/compile';
import { replayOf, type PolicyName } from '../../engine/rulesets/sine-tempore/batch/batch';
import { formatReport, summarize } from '../../engine/rulesets/sine-tempore/batch/report';
import { formatLog } from '../../engine/rulesets/sine-tempore/batch/log-format';
import { simulatePool } from '../../engine/node/sim-pool';
import { DECK_BOTS, simulateDeck } from './simulate-deck';
import type { BotKind } from '../../engine/rulesets/time-stories/rules/index';
import { simulateSkirmish } from './simulate-skirmish';

function int(v: string | undefined, name: string, min: number): number {
  const n = Number(v);
  if (v === undefined || !Number.isInteger(n) || n < min) throw new UsageError(`${name} takes a whole number${min > 0 ? ` of at least ${min}` : ''}, not "${v ?? ''}"`);
  return n;
}

function readJson(path: string, what: string): { text: string } {
  try {
    return { text: readFileSync(path, 'utf8') };
  } catch (e) {
    throw new UsageError(`cannot read the ${what} ${path}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}`);
  }
}

/** Prints the problems that stop a simulation; null, for `load` to return. */
function refuse(problems: { file: string; d: Diagnostic }[], io: Io): null {
  printBlockingProblems('simulate', problems, io);
  return null;
}

/** Reads and validates the mission and its catalog; prints their problems and returns null when invalid. */
function load(missionPath: string, catalogArg: string | undefined, io: Io): { mission: Mission; catalog: Catalog } | null {
  const full = resolve(io.cwd, missionPath);
  const mText = readJson(full, 'mission').text;
  const parsed = parseDocument(mText, full);
  const shown = relative(io.cwd, full) || full;
  // A file that does not parse names no catalog either: its own problems are the ones to show.
  const unreadable = parsed.diagnostics.filter((d) => d.severity === 'error');
  if (!parsed.readable && unreadable.length > 0) return refuse(unreadable.map((d) => ({ file: shown, d })), io);
  const ref = catalogArg ? resolve(io.cwd, catalogArg) : missionCatalogPath(parsed.document) ? resolve(dirname(full), missionCatalogPath(parsed.document)!) : undefined;
  if (!ref) throw new UsageError('the mission names no catalog; give one with --catalog');
  const cText = readJson(ref, 'catalog').text;
  const result = validateDocument(parsed, { catalog: { fileName: ref, text: cText } });
  const cat = validateDocument(parseDocument(cText, ref));
  const problems = [...result.diagnostics.map((d) => ({ file: shown, d })), ...cat.diagnostics.map((d) => ({ file: relative(io.cwd, ref) || ref, d }))].filter(({ d }) => d.severity === 'error');
  if (result.kind !== 'mission') {
    io.err(`studio simulate: ${shown} is not a Sine Tempore mission`);
    return null;
  }
  if (problems.length > 0) return refuse(problems, io);
  return { mission: result.document as Mission, catalog: cat.document as Catalog };
}

export const simulate: Command = {
  name: 'simulate',
  summary:
    'Plays a mission (or a location deck) many times with bots and reports win rate (with its 95% interval), why and when games end, knock-outs and Serious Wounds per hero, TV over time, enemies eliminated per group, events fired and where heroes take wounds. --replay K prints the full log of game K of the batch.',
  usage:
    'studio simulate <mission|deck|skirmish> [--catalog <file>] [--runs N] [--seed S] [--policy heuristic|random (missions) | greedy|systematic (decks)] [--bot a=aggressive|cautious|random --bot b=… (skirmishes)] [--lang en|de|fr] [--workers K] [--json] [--replay K]',
  async run(args, io) {
    let missionPath: string | undefined;
    let catalog: string | undefined;
    let runs = 1000;
    let seed = 1;
    let policyArg: string | undefined;
    let workers: number | undefined;
    let json = false;
    let replay: number | undefined;
    const botArgs: string[] = [];
    let lang = 'en';
    for (let i = 0; i < args.length; i++) {
      const a = args[i];
      const [flag, inline] = a.startsWith('--') && a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined];
      const value = () => inline ?? args[++i];
      if (flag === '--catalog') catalog = value();
      else if (flag === '--runs') runs = int(value(), '--runs', 1);
      else if (flag === '--seed') seed = int(value(), '--seed', -(2 ** 31));
      else if (flag === '--workers') workers = int(value(), '--workers', 1);
      else if (flag === '--replay') replay = int(value(), '--replay', 0);
      else if (flag === '--json') json = true;
      else if (flag === '--policy') policyArg = value() ?? '';
      else if (flag === '--bot') botArgs.push(value() ?? '');
      else if (flag === '--lang') lang = value() ?? '';
      else if (a.startsWith('-')) throw new UsageError(`unknown option ${a}`);
      else if (missionPath === undefined) missionPath = a;
      else throw new UsageError('simulate one mission at a time');
    }
    if (!missionPath) throw new UsageError('name the mission to simulate');
    const full = resolve(io.cwd, missionPath);
    const parsed = parseDocument(readJson(full, 'file').text, full);
    if (parsed.kind?.kind === 'skirmish') {
      if (!['en', 'de', 'fr'].includes(lang)) throw new UsageError(`--lang takes en, de or fr, not "${lang}"`);
      return simulateSkirmish(parsed, full, { runs, seed, bots: botArgs, json, replay, workers, language: lang as 'en' | 'de' | 'fr' }, io);
    }
    if (botArgs.length > 0) throw new UsageError('--bot is for skirmishes; a mission takes --policy');
    if (parsed.kind?.kind === 'deck') {
      const bot = (policyArg ?? 'greedy') as BotKind;
      if (!DECK_BOTS.includes(bot)) throw new UsageError(`for a deck, --policy takes ${DECK_BOTS.join(' or ')}, not "${policyArg}"`);
      return simulateDeck(parsed, full, { runs, seed, bot, json, replay }, io);
    }
    const policy = (policyArg ?? 'heuristic') as PolicyName;
    if (policy !== 'heuristic' && policy !== 'random') throw new UsageError(`--policy takes heuristic or random, not "${policyArg}"`);
    const docs = load(missionPath, catalog, io);
    if (!docs) return EXIT_INVALID;
    let cm;
    try {
      cm = compileMission(docs.mission, docs.catalog);
    } catch (e) {
      if (e instanceof CompileError) {
        io.err(`studio simulate: ${e.message}`);
        return EXIT_INVALID;
      }
      throw e;
    }
    if (replay !== undefined) {
      const r = replayOf(cm, seed, replay, policy);
      if (json) io.out(JSON.stringify(r, null, 2));
      else {
        io.out(`${cm.title} — game ${replay} of seed ${seed} (game seed ${r.seed}), policy ${policy}`);
        for (const line of formatLog(r.log)) io.out(line);
      }
      return EXIT_OK;
    }
    const k = workers ?? (runs >= 2000 ? Math.min(4, availableParallelism()) : 1);
    const tty = process.stderr.isTTY;
    let shown = -1;
    const stats = await simulatePool(docs.mission, docs.catalog, {
      runs,
      seed,
      policy,
      workers: k,
      onProgress: (done, total) => {
        const p = Math.floor((100 * done) / total);
        if (tty && p !== shown) {
          shown = p;
          process.stderr.write(`\rsimulating… ${p}%`);
        }
      },
    });
    if (tty) process.stderr.write('\r' + ' '.repeat(20) + '\r');
    if (json) io.out(JSON.stringify({ mission: stats.mission, title: stats.title, policy, seed, runs, summary: summarize(stats), notes: stats.notes }, null, 2));
    else io.out(formatReport(stats));
    return EXIT_OK;
  },
};
