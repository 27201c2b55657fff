/**
 * What a batch worker does, as a plain object the worker exposes through comlink (and tests call in the same
 * thread): plays games `first … first+count−1` of a batch with the engine's batch core (`runSlice` over the
 * Universalis ruleset), in chunks folded with the ruleset's `merge` — the figures `studio simulate` gets — and hands
 * the totals so far over every 100 ms or so.
 */
import { compileSkirmish } from '../../../../engine/rulesets/universalis/compile';
import { runSlice } from '../../../../engine/core/batch';
import { universalis } from '../../../../engine/rulesets/universalis';
import { merge, type UniversalisStats } from '../../../../engine/rulesets/universalis/batch/stats';

export interface SkirmishSlice {
  seed: number;
  bots: { a: string; b: string };
  first: number;
  count: number;
}

/** Chunks of about this long: a smooth progress bar, at no cost. */
const CHUNK_MS = 25;

export function createBatchApi(now: () => number) {
  return {
    slice(
      skirmish: unknown,
      units: unknown,
      job: SkirmishSlice,
      onPartial: (totals: UniversalisStats, done: number) => void,
      everyMs = 100,
    ): UniversalisStats {
      const c = compileSkirmish(skirmish, { units });
      let totals: UniversalisStats | null = null;
      let done = 0;
      let chunk = 2;
      let reported = now();
      while (done < job.count) {
        const n = Math.min(chunk, job.count - done);
        const t0 = now();
        const part = runSlice(universalis, c, {
          seed: job.seed,
          bots: job.bots,
          first: job.first + done,
          count: n,
        });
        totals = totals ? merge(totals, part) : part;
        done += n;
        const t1 = now();
        chunk = Math.max(1, Math.min(500, Math.round((n * CHUNK_MS) / Math.max(1, t1 - t0))));
        if (done < job.count && t1 - reported >= everyMs) {
          onPartial(totals, done);
          reported = t1;
        }
      }
      return (
        totals ?? runSlice(universalis, c, { seed: job.seed, bots: job.bots, first: job.first, count: 0 })
      );
    },
  };
}

export type BatchApi = ReturnType<typeof createBatchApi>;

/** Contiguous slices, one per worker, as the command line's pool cuts them. */
export function sliceJobs(
  runs: number,
  workers: number,
  seed: number,
  bots: { a: string; b: string },
): SkirmishSlice[] {
  const n = Math.max(1, Math.min(workers, runs));
  const jobs: SkirmishSlice[] = [];
  let first = 0;
  for (let w = 0; w < n; w++) {
    const count = Math.floor(runs / n) + (w < runs % n ? 1 : 0);
    jobs.push({ seed, bots, first, count });
    first += count;
  }
  return jobs;
}

/** The totals of several slices as one batch (the slices stay as they were). */
export function combine(parts: readonly (UniversalisStats | null)[]): UniversalisStats | null {
  const present = parts.filter((p): p is UniversalisStats => p !== null);
  if (present.length === 0) return null;
  const out = structuredClone(present[0]);
  for (let i = 1; i < present.length; i++) merge(out, structuredClone(present[i]));
  return out;
}
