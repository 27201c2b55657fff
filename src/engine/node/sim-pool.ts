/**
 * Batch simulation on worker threads (the command line's way to use several cores). The batch is cut into
 * contiguous slices of games, one per worker; each slice's totals come back as plain data and are merged,
 * so the result is the same as one thread playing every game.
 */
import { Worker } from 'node:worker_threads';
import type { Catalog } from '../generated/types/catalog';
import type { Mission } from '../generated/types/mission';
import type { EngineSettings } from '../rulesets/sine-tempore/rules/settings';
import { compileMission } from '../rulesets/sine-tempore/rules/compile';
import { merge, simulate, type BatchStats, type PolicyName } from '../rulesets/sine-tempore/batch/batch';
import { simWorkerCode } from './engine-bundle';

export interface SliceJob {
  mission: Mission;
  catalog: Catalog;
  settings?: Partial<EngineSettings>;
  seed: number;
  policy: PolicyName;
  first: number;
  count: number;
}

export type WorkerMessage = { kind: 'progress'; done: number } | { kind: 'done'; stats: BatchStats; ms: number } | { kind: 'error'; message: string };

export interface PoolOptions {
  runs: number;
  seed: number;
  policy: PolicyName;
  workers: number;
  settings?: Partial<EngineSettings>;
  onProgress?: (done: number, total: number) => void;
  /** Milliseconds each worker spent playing its games (start-up and compiling excluded), for benchmarks. */
  onTiming?: (playMs: number[]) => void;
}

/** Below this many games a batch plays in this thread: a worker's start (bundle, compile) would cost more. */
export const IN_PROCESS_BELOW = 200;

export async function simulatePool(mission: Mission, catalog: Catalog, opts: PoolOptions): Promise<BatchStats> {
  const workers = Math.max(1, Math.min(opts.workers, opts.runs));
  if (opts.runs < IN_PROCESS_BELOW) {
    return simulate(compileMission(mission, catalog, opts.settings), { ...opts, onProgress: opts.onProgress });
  }
  const code = await simWorkerCode();
  const playMs = new Array<number>(workers).fill(0);
  const done = new Array<number>(workers).fill(0);
  const slices: Promise<BatchStats>[] = [];
  let first = 0;
  for (let w = 0; w < workers; w++) {
    const count = Math.floor(opts.runs / workers) + (w < opts.runs % workers ? 1 : 0);
    const job: SliceJob = { mission, catalog, settings: opts.settings, seed: opts.seed, policy: opts.policy, first, count };
    first += count;
    slices.push(
      new Promise<BatchStats>((resolve, reject) => {
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
            reject(new Error(m.message));
            void worker.terminate();
          }
        });
        worker.on('error', reject);
        worker.on('exit', (c) => c !== 0 && reject(new Error(`a simulation worker stopped with code ${c}`)));
      }),
    );
  }
  const parts = await Promise.all(slices);
  opts.onTiming?.(playMs);
  return parts.slice(1).reduce((acc, p) => merge(acc, p), parts[0]);
}
