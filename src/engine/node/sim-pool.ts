/**
 * Batch simulation on worker threads (the command line's way to use several cores), for every ruleset. The batch is
 * cut into contiguous slices of games, one per worker (core/batch.ts); each slice's statistics come back as plain data
 * and are merged in order, so the result is the same as one thread playing every game.
 *
 * A batch can be stopped (Ctrl+C): every worker ends after the game it is playing and sends what it has, and the
 * statistics cover the games played (`ruleset.batch.games(stats)` says how many).
 */
import { Worker } from 'node:worker_threads';
import { mergeSlices, runSlice, slices } from '../core/batch';
import { getRuleset, rulesetModule } from '../rulesets/index';
import type { Ruleset } from '../ruleset';
import { MessageError } from '../format/messages/error';
import type { Message } from '../format/messages/index';
import { simWorkerCode } from './engine-bundle';

/** What a batch plays: a playable document of a ruleset and the documents it references, by field. */
export interface GameSource {
  ruleset: string;
  document: unknown;
  references: Readonly<Record<string, unknown>>;
  settings?: unknown;
}

export interface SliceJob extends GameSource {
  seed: number;
  bots: Readonly<Record<string, string>>;
  first: number;
  count: number;
  /** An Int32Array's buffer: element 0 turns non-zero when the batch is to stop. */
  stop: SharedArrayBuffer;
}

export type WorkerMessage = { kind: 'progress'; done: number } | { kind: 'done'; stats: unknown; ms: number } | { kind: 'error'; message: string; detail?: Message };

export interface PoolOptions {
  runs: number;
  seed: number;
  /** The bot of each side (`resolveBots` fills the defaults). */
  bots: Readonly<Record<string, string>>;
  workers: number;
  onProgress?: (done: number, total: number) => void;
  /** Milliseconds each worker spent playing its games (start-up and compiling excluded), for benchmarks. */
  onTiming?: (playMs: number[]) => void;
  /** Aborting stops the batch after the games being played; the statistics hold the games played so far. */
  signal?: AbortSignal;
}

/** Below this many games a batch plays in this thread: a worker's start (bundle, compile) would cost more. */
export const IN_PROCESS_BELOW = 200;

function rulesetOf(id: string): Ruleset {
  const r = getRuleset(id);
  if (!r) throw new Error(`no ruleset "${id}"`);
  return r;
}

/** In this thread, a few games at a time, so progress shows and a stop is heard between them. */
async function inProcess(source: GameSource, opts: PoolOptions): Promise<unknown> {
  const ruleset = rulesetOf(source.ruleset);
  const compiled = ruleset.compile(source.document, source.references, source.settings);
  const parts: unknown[] = [];
  let done = 0;
  let chunk = 1;
  while (done < opts.runs && !opts.signal?.aborted) {
    const count = Math.min(chunk, opts.runs - done);
    const t0 = performance.now();
    parts.push(runSlice(ruleset, compiled, { first: done, count, seed: opts.seed, bots: opts.bots }));
    done += count;
    // About 50 ms of games between two looks at the event loop (a signal, the terminal): cheap games in large chunks.
    const ms = performance.now() - t0;
    chunk = ms < 25 ? chunk * 2 : ms > 100 ? Math.max(1, chunk >> 1) : chunk;
    opts.onProgress?.(done, opts.runs);
    if (done < opts.runs) await new Promise((r) => setImmediate(r));
  }
  return parts.length ? mergeSlices(ruleset, parts) : ruleset.batch.empty(compiled, { seed: opts.seed, bots: opts.bots });
}

export async function simulatePool(source: GameSource, opts: PoolOptions): Promise<any> {
  if (opts.runs < IN_PROCESS_BELOW) return inProcess(source, opts);
  const ruleset = rulesetOf(source.ruleset);
  const module = rulesetModule(source.ruleset);
  const code = await simWorkerCode(module ? [module] : []);
  const parts = slices(opts.runs, opts.workers);
  const playMs = new Array<number>(parts.length).fill(0);
  const done = new Array<number>(parts.length).fill(0);
  const stop = new SharedArrayBuffer(4);
  const onAbort = () => Atomics.store(new Int32Array(stop), 0, 1);
  opts.signal?.addEventListener('abort', onAbort);
  if (opts.signal?.aborted) onAbort();
  try {
    const results = await Promise.all(
      parts.map(
        ({ first, count }, w) =>
          new Promise<unknown>((resolve, reject) => {
            const job: SliceJob = { ...source, seed: opts.seed, bots: opts.bots, first, count, stop };
            // A ceiling only: a tight old generation made V8 collect far more often (a third slower), for no memory won.
            const worker = new Worker(code, { eval: true, workerData: job, resourceLimits: { maxOldGenerationSizeMb: 512 } });
            worker.on('message', (m: WorkerMessage) => {
              if (m.kind === 'progress') {
                done[w] = m.done;
                opts.onProgress?.(done.reduce((a, b) => a + b, 0), opts.runs);
              } else if (m.kind === 'done') {
                playMs[w] = m.ms;
                resolve(m.stats);
                void worker.terminate();
              } else {
                reject(m.detail ? new MessageError(m.detail) : new Error(m.message));
                void worker.terminate();
              }
            });
            worker.on('error', reject);
            worker.on('exit', (c) => c !== 0 && reject(new Error(`a simulation worker stopped with code ${c}`)));
          }),
      ),
    );
    opts.onTiming?.(playMs);
    return mergeSlices(ruleset, results);
  } finally {
    opts.signal?.removeEventListener('abort', onAbort);
  }
}
