/**
 * Workers kept warm for live balance, and what a batch is: nothing here knows about the DOM, so the benchmark
 * runs the same pool on worker threads (bench/live-balance.bench.ts) as the studio runs on Web Workers.
 */
import { proxy, type Remote } from 'comlink';
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

/** A worker of a warm pool: its remote API and how to end it (a Web Worker here, a worker thread in the bench). */
export interface PoolWorker {
  remote: Remote<SimApi>;
  terminate(): void;
}

/**
 * Workers kept warm between batches (live balance re-runs a batch after every edit): the engine is loaded and
 * compiled by V8 once, and the mission once per version. A run that became stale is stopped in its worker
 * between two chunks of games, not by ending the worker, so the next run starts at once.
 */
export class WarmPool {
  private workers: PoolWorker[] = [];
  private run = 0;

  constructor(private readonly make: () => PoolWorker) {}

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
