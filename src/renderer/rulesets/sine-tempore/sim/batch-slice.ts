/**
 * A worker's share of a batch: games `first … first+count−1`, played with the engine's own `simulate` in small
 * chunks whose totals are folded together with the engine's `merge` — the same figures the command line gets —
 * and handed over every so often so the pane can show the report growing.
 */
import type { CompiledMission } from '../../../../engine/rulesets/sine-tempore/rules/compile';
import { emptyStats, merge, simulate, type BatchStats, type PolicyName } from '../../../../engine/rulesets/sine-tempore/batch/batch';

export interface SliceJob {
  seed: number;
  policy: PolicyName;
  first: number;
  count: number;
}

/** Contiguous slices, one per worker, as the command line's pool cuts them. */
export function sliceJobs(runs: number, workers: number, seed: number, policy: PolicyName): SliceJob[] {
  const n = Math.max(1, Math.min(workers, runs));
  const jobs: SliceJob[] = [];
  let first = 0;
  for (let w = 0; w < n; w++) {
    const count = Math.floor(runs / n) + (w < runs % n ? 1 : 0);
    jobs.push({ seed, policy, first, count });
    first += count;
  }
  return jobs;
}

/**
 * A batch cut into chunks for workers that take the next one as they finish (live balance): big chunks first,
 * each a share of what is left, so there are few round trips, and small ones at the end, so the workers finish
 * within a small chunk of each other however their speeds differ (a worker that V8 is re-optimising after a new
 * mission, another program on the machine). In game order: merged in this order they give the batch's totals.
 */
export function guidedChunks(runs: number, workers: number, seed: number, policy: PolicyName, smallest = 16): SliceJob[] {
  const jobs: SliceJob[] = [];
  const share = 2 * Math.max(1, workers);
  let first = 0;
  while (first < runs) {
    const count = Math.min(runs - first, Math.max(smallest, Math.ceil((runs - first) / share)));
    jobs.push({ seed, policy, first, count });
    first += count;
  }
  return jobs;
}

/** Aim for chunks of about this long: short enough for a smooth progress bar, long enough to cost nothing. */
const CHUNK_MS = 25;

export function playSlice(cm: CompiledMission, job: SliceJob, onPartial: (totals: BatchStats, done: number) => void, now: () => number, everyMs = 100): BatchStats {
  const totals = emptyStats(cm, job.policy, job.seed);
  let done = 0;
  let chunk = 2;
  let reported = now();
  while (done < job.count) {
    const n = Math.min(chunk, job.count - done);
    const t0 = now();
    merge(totals, simulate(cm, { runs: n, seed: job.seed, policy: job.policy, first: job.first + done }));
    done += n;
    const t1 = now();
    chunk = Math.max(1, Math.min(2000, Math.round((n * CHUNK_MS) / Math.max(1, t1 - t0))));
    if (done < job.count && t1 - reported >= everyMs) {
      onPartial(totals, done);
      reported = t1;
    }
  }
  return totals;
}

/** The totals of several slices as one batch (the slices are left as they were). */
export function combine(parts: readonly (BatchStats | null)[]): BatchStats | null {
  const present = parts.filter((p): p is BatchStats => p !== null);
  if (present.length === 0) return null;
  const out = structuredClone(present[0]);
  for (const p of present.slice(1)) merge(out, p);
  return out;
}

/**
 * The same slice, yielding between chunks so a newer request can stop it (live balance: an edit makes the running
 * batch stale). Returns null when `stale()` says so; the games already played are dropped with it.
 */
export async function playSliceYielding(
  cm: CompiledMission,
  job: SliceJob,
  onPartial: (totals: BatchStats, done: number) => void,
  now: () => number,
  stale: () => boolean,
  pause: () => Promise<void>,
  everyMs = 100,
): Promise<BatchStats | null> {
  const totals = emptyStats(cm, job.policy, job.seed);
  let done = 0;
  let chunk = 2;
  let reported = now();
  while (done < job.count) {
    await pause();
    if (stale()) return null;
    const n = Math.min(chunk, job.count - done);
    const t0 = now();
    merge(totals, simulate(cm, { runs: n, seed: job.seed, policy: job.policy, first: job.first + done }));
    done += n;
    const t1 = now();
    chunk = Math.max(1, Math.min(2000, Math.round((n * CHUNK_MS) / Math.max(1, t1 - t0))));
    if (done < job.count && t1 - reported >= everyMs) {
      onPartial(totals, done);
      reported = t1;
    }
  }
  return totals;
}
