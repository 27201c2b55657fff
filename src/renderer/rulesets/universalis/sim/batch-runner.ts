/**
 * Runs a skirmish batch on Web Workers (the browser's counterpart of the command line's worker threads): one slice
 * per worker, partial totals streamed back and combined at most once per animation frame. Cancel ends the workers.
 */
import { proxy, wrap } from 'comlink';
import type { UniversalisStats } from '../../../../engine/rulesets/universalis/batch/stats';
import { frameThrottle } from '../../../sim-frame/frame-throttle';
import { combine, sliceJobs, type BatchApi } from './batch-worker-api';

export interface SkirmishBatch {
  skirmish: unknown;
  units: unknown;
  runs: number;
  seed: number;
  bots: { a: string; b: string };
  workers: number;
}

export interface BatchHandle {
  cancel(): void;
  /** The whole batch's totals, or null when it was cancelled. */
  result: Promise<UniversalisStats | null>;
}

export function defaultWorkers(): number {
  const cores = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency || 2 : 2;
  return Math.max(1, Math.min(4, cores - 1));
}

export function runSkirmishBatch(
  req: SkirmishBatch,
  onUpdate: (totals: UniversalisStats, done: number) => void,
): BatchHandle {
  const jobs = sliceJobs(req.runs, req.workers, req.seed, req.bots);
  const workers = jobs.map(
    () =>
      new Worker(new URL('./batch.worker.ts', import.meta.url), { type: 'module', name: 'skirmish-batch' }),
  );
  const parts: (UniversalisStats | null)[] = jobs.map(() => null);
  const done = jobs.map(() => 0);
  let over = false;
  const update = frameThrottle(() => {
    if (over) return;
    const totals = combine(parts);
    if (totals)
      onUpdate(
        totals,
        done.reduce((a, b) => a + b, 0),
      );
  });
  const stop = () => {
    over = true;
    for (const w of workers) w.terminate();
  };
  let cancelled: (v: null) => void = () => {};
  const cancelledP = new Promise<null>((ok) => (cancelled = ok));
  const slices = jobs.map((job, i) => {
    const w = workers[i];
    const failed = new Promise<never>((_, reject) =>
      w.addEventListener('error', (e) => reject(new Error(e.message || 'the simulator stopped'))),
    );
    const remote = wrap<BatchApi>(w);
    const run = remote.slice(
      req.skirmish,
      req.units,
      job,
      proxy((totals: UniversalisStats, n: number) => {
        parts[i] = totals;
        done[i] = n;
        update();
      }),
    );
    return Promise.race([run, failed]).then((totals) => {
      parts[i] = totals;
      done[i] = job.count;
      return totals;
    });
  });
  const finished = Promise.all(slices).then((all) => combine(all));
  const result = Promise.race([finished, cancelledP]).finally(stop);
  return {
    cancel() {
      stop();
      cancelled(null);
    },
    result,
  };
}
