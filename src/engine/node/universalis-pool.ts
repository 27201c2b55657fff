/**
 * Universalis skirmish batches on worker threads, like missions (sim-pool.ts): the batch is cut into
 * contiguous slices of games, one per worker; game k plays with gameSeed(seed, k) wherever it runs, so the
 * merged totals equal one thread playing every game. Until the seam makes the pool generic, this is the
 * skirmish copy of it.
 */
import { Worker } from 'node:worker_threads';
import { compileSkirmish } from '../rulesets/universalis/compile';
import { merge, simulate, type UniversalisStats } from '../rulesets/universalis/batch/stats';
import type { UniversalisSettings } from '../rulesets/universalis/rules/settings';
import { workerCode } from './engine-bundle';

export interface SkirmishSliceJob {
  skirmish: unknown;
  units: unknown;
  settings?: Partial<UniversalisSettings>;
  seed: number;
  bots: { a: string; b: string };
  first: number;
  count: number;
}

export type SkirmishWorkerMessage =
  | { kind: 'progress'; done: number }
  | { kind: 'done'; stats: UniversalisStats; ms: number }
  | { kind: 'error'; message: string };

export interface SkirmishPoolOptions {
  runs: number;
  seed: number;
  bots: { a: string; b: string };
  workers: number;
  settings?: Partial<UniversalisSettings>;
  onProgress?: (done: number, total: number) => void;
  onTiming?: (playMs: number[]) => void;
}

/** Below this many games a batch plays in this thread: starting workers would cost more. */
export const IN_PROCESS_BELOW = 200;

export async function simulateSkirmishPool(
  skirmish: unknown,
  units: unknown,
  o: SkirmishPoolOptions,
): Promise<UniversalisStats> {
  const workers = Math.max(1, Math.min(o.workers, o.runs));
  if (o.runs < IN_PROCESS_BELOW || workers === 1) {
    const c = compileSkirmish(skirmish, { units }, o.settings);
    const t0 = performance.now();
    const stats = simulate(c, o.runs, { seed: o.seed, bots: o.bots, onProgress: o.onProgress });
    o.onTiming?.([performance.now() - t0]);
    return stats;
  }
  const code = await workerCode('./universalis-worker.ts');
  const playMs = new Array<number>(workers).fill(0);
  const done = new Array<number>(workers).fill(0);
  const slices: Promise<UniversalisStats>[] = [];
  let first = 0;
  for (let w = 0; w < workers; w++) {
    const count = Math.floor(o.runs / workers) + (w < o.runs % workers ? 1 : 0);
    const job: SkirmishSliceJob = {
      skirmish,
      units,
      settings: o.settings,
      seed: o.seed,
      bots: o.bots,
      first,
      count,
    };
    first += count;
    slices.push(
      new Promise<UniversalisStats>((resolve, reject) => {
        const worker = new Worker(code, {
          eval: true,
          workerData: job,
          resourceLimits: { maxOldGenerationSizeMb: 512 },
        });
        worker.on('message', (m: SkirmishWorkerMessage) => {
          if (m.kind === 'progress') {
            done[w] = m.done;
            o.onProgress?.(
              done.reduce((a, b) => a + b, 0),
              o.runs,
            );
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
  o.onTiming?.(playMs);
  return parts.slice(1).reduce((acc, p) => merge(acc, p), parts[0]);
}
