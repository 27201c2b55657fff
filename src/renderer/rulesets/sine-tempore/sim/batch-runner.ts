/**
 * Runs a batch on several Web Workers (the browser's counterpart of the command line's worker-thread pool):
 * one slice per worker, partial totals streamed back, combined and handed to the pane at most once per
 * animation frame, so thousands of games never flood the UI thread. Cancel ends the workers at once.
 */
import { proxy, wrap, type Remote } from 'comlink';
import type { Catalog } from '../../../../engine/generated/types/catalog';
import type { Mission } from '../../../../engine/generated/types/mission';
import type { BatchStats, PolicyName } from '../../../../engine/rulesets/sine-tempore/batch/batch';
import { combine, sliceJobs } from './batch-slice';
import type { SimApi } from './worker-api';

export interface BatchRequest {
  mission: Mission;
  catalog: Catalog;
  runs: number;
  seed: number;
  policy: PolicyName;
  workers: number;
}

export interface BatchHandle {
  cancel(): void;
  /** The whole batch's totals, or null when it was cancelled. */
  result: Promise<BatchStats | null>;
}

export function defaultWorkers(): number {
  const cores = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency || 2 : 2;
  return Math.max(1, Math.min(4, cores - 1));
}

export function newSimWorker(): Worker {
  return new Worker(new URL('./sim.worker.ts', import.meta.url), { type: 'module', name: 'mission-simulator' });
}

/** Calls `flush` once in the next animation frame however often `request` is called before it. */
export function frameThrottle(flush: () => void, schedule: (f: () => void) => void = (f) => requestAnimationFrame(f)): () => void {
  let pending = false;
  return () => {
    if (pending) return;
    pending = true;
    schedule(() => {
      pending = false;
      flush();
    });
  };
}

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

/** A worker of a warm pool: its remote API and how to end it (a Web Worker here, a worker thread in the bench). */
export interface PoolWorker {
  remote: Remote<SimApi>;
  terminate(): void;
}

export function webPoolWorker(): PoolWorker {
  const worker = newSimWorker();
  return { remote: wrap<SimApi>(worker), terminate: () => worker.terminate() };
}

/**
 * Workers kept warm between batches (live balance re-runs a batch after every edit): the engine is loaded and
 * compiled by V8 once, and the mission once per version. A run that became stale is stopped in its worker
 * between two chunks of games, not by ending the worker, so the next run starts at once.
 */
export class WarmPool {
  private workers: PoolWorker[] = [];
  private run = 0;

  constructor(private readonly make: () => PoolWorker = webPoolWorker) {}

  start(req: BatchRequest, onUpdate: (totals: BatchStats, done: number) => void): BatchHandle {
    const id = ++this.run;
    const jobs = sliceJobs(req.runs, req.workers, req.seed, req.policy);
    while (this.workers.length < jobs.length) this.workers.push(this.make());
    const parts: (BatchStats | null)[] = jobs.map(() => null);
    const done = jobs.map(() => 0);
    const current = () => id === this.run;
    const slices = jobs.map((job, i) =>
      this.workers[i].remote.liveSlice(
        req.mission,
        req.catalog,
        job,
        proxy((totals: BatchStats, n: number) => {
          if (!current()) return;
          parts[i] = totals;
          done[i] = n;
          const all = combine(parts);
          if (all) onUpdate(all, done.reduce((a, b) => a + b, 0));
        }),
      ),
    );
    const result = Promise.all(slices).then((all) => (current() && all.every((x) => x !== null) ? combine(all) : null));
    return {
      cancel: () => {
        if (!current()) return;
        this.run++;
        for (const w of this.workers) void w.remote.stopLive();
      },
      result,
    };
  }

  dispose(): void {
    this.run++;
    for (const w of this.workers) w.terminate();
    this.workers = [];
  }
}
