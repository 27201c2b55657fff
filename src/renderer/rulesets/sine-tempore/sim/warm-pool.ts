/**
 * Workers kept warm for live balance, and what a batch is: nothing here knows about the DOM, so the benchmark
 * runs the same pool on worker threads (bench/live-balance.bench.ts) as the studio runs on Web Workers.
 */
import type { Remote } from 'comlink';
import type { Catalog } from '../../../../engine/generated/types/catalog';
import type { Mission } from '../../../../engine/generated/types/mission';
import type { BatchStats, PolicyName } from '../../../../engine/rulesets/sine-tempore/batch/batch';
import { combine, guidedChunks } from './batch-slice';
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

/** Where a batch's time went on the page's side, from `start` (ms): what the live-balance benchmark prints. */
export interface PoolTiming {
  workers: {
    /** The mission sent and compiled (the round trip). */
    compiled: number;
    /** Chunks played, and the time spent waiting for them (games, their messages and the worker's yields). */
    chunks: number;
    playing: number;
    /** When it had no chunk left. */
    finished: number;
  }[];
  /** The totals of every chunk merged (the report is ready). */
  merged: number;
}

/**
 * Workers kept warm between batches (live balance re-runs a batch after every edit): the engine is loaded and
 * compiled by V8 once, and the mission once per version. A batch is handed out in chunks (`guidedChunks`): each
 * worker takes the next one when it has finished its last, so both finish together even when one runs slower. A
 * run that became stale is stopped in its worker between two sub-chunks of games, not by ending the worker, so
 * the next run starts at once.
 */
export class WarmPool {
  private workers: PoolWorker[] = [];
  private run = 0;
  /** How the last batch that finished spent its time (with a clock only). */
  lastTiming: PoolTiming | null = null;

  constructor(
    private readonly make: () => PoolWorker,
    private readonly now?: () => number,
  ) {}

  start(req: BatchRequest, onUpdate: (totals: BatchStats, done: number) => void): BatchHandle {
    const id = ++this.run;
    const n = Math.max(1, Math.min(req.workers, req.runs));
    const jobs = guidedChunks(req.runs, n, req.seed, req.policy);
    while (this.workers.length < n) this.workers.push(this.make());
    const parts: (BatchStats | null)[] = jobs.map(() => null);
    let next = 0;
    let done = 0;
    const current = () => id === this.run;
    const now = this.now;
    const t0 = now?.() ?? 0;
    const timing: PoolTiming = { workers: [], merged: 0 };
    const play = async (w: PoolWorker, i: number): Promise<void> => {
      const mine = (timing.workers[i] = { compiled: 0, chunks: 0, playing: 0, finished: 0 });
      await w.remote.liveCompile(req.mission, req.catalog);
      if (now) mine.compiled = now() - t0;
      while (current() && next < jobs.length) {
        const k = next++;
        const t = now?.() ?? 0;
        const totals = await w.remote.liveChunk(jobs[k]);
        if (now) mine.playing += now() - t;
        mine.chunks++;
        if (!totals || !current()) return;
        parts[k] = totals;
        done += jobs[k].count;
        if (done < req.runs) {
          const all = combine(parts);
          if (all) onUpdate(all, done);
        }
      }
      if (now) mine.finished = now() - t0;
    };
    const cancel = () => {
      if (!current()) return;
      this.run++;
      for (const w of this.workers) void w.remote.stopLive();
    };
    // A worker that fails (the mission does not compile) stops the others: the batch has failed.
    const failing = (p: Promise<void>) =>
      p.catch((e: unknown) => {
        cancel();
        throw e;
      });
    const result = Promise.all(this.workers.slice(0, n).map((w, i) => failing(play(w, i)))).then(() => {
      if (!current() || !parts.every((x) => x !== null)) return null;
      const all = combine(parts);
      if (now) {
        timing.merged = now() - t0;
        this.lastTiming = timing;
      }
      return all;
    });
    return { cancel, result };
  }

  dispose(): void {
    this.run++;
    for (const w of this.workers) w.terminate();
    this.workers = [];
  }
}
