/**
 * Runs a batch on several Web Workers (the browser's counterpart of the command line's worker-thread pool):
 * one slice per worker, partial totals streamed back, combined and handed to the pane at most once per
 * animation frame, so thousands of games never flood the UI thread. Cancel ends the workers at once.
 */
import { proxy, wrap } from 'comlink';
import type { BatchStats } from '../../../../engine/rulesets/sine-tempore/batch/batch';
import { combine, sliceJobs } from './batch-slice';
import type { BatchHandle, BatchRequest, PoolWorker } from './warm-pool';
import type { SimApi } from './worker-api';

export function defaultWorkers(): number {
  const cores = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency || 2 : 2;
  return Math.max(1, Math.min(4, cores - 1));
}

export function newSimWorker(): Worker {
  return new Worker(new URL('./sim.worker.ts', import.meta.url), { type: 'module', name: 'mission-simulator' });
}

export { frameThrottle } from '../../../sim-frame/frame-throttle';
import { frameThrottle } from '../../../sim-frame/frame-throttle';

export function runBatch(req: BatchRequest, onUpdate: (totals: BatchStats, done: number) => void): BatchHandle {
  const jobs = sliceJobs(req.runs, req.workers, req.seed, req.policy);
  const workers = jobs.map(() => newSimWorker());
  const parts: (BatchStats | null)[] = jobs.map(() => null);
  const done = jobs.map(() => 0);
  let over = false;
  const update = frameThrottle(() => {
    if (over) return;
    const totals = combine(parts);
    if (totals) onUpdate(totals, done.reduce((a, b) => a + b, 0));
  });
  const stop = () => {
    over = true;
    for (const w of workers) w.terminate();
  };
  let cancelled: (v: null) => void = () => {};
  const cancelledP = new Promise<null>((ok) => (cancelled = ok));
  const slices = jobs.map((job, i) => {
    const w = workers[i];
    const failed = new Promise<never>((_, reject) => w.addEventListener('error', (e) => reject(new Error(e.message || 'the simulator stopped'))));
    const remote = wrap<SimApi>(w);
    const run = remote.slice(
      req.mission,
      req.catalog,
      job,
      proxy((totals: BatchStats, n: number) => {
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

export function webPoolWorker(): PoolWorker {
  const worker = newSimWorker();
  return { remote: wrap<SimApi>(worker), terminate: () => worker.terminate() };
}
