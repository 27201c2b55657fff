/**
 * A worker thread of `simulatePool`: compiles the document once through its ruleset, plays its slice of the batch,
 * reports progress, and sends back the slice's statistics (plain data). It stops between two games when the pool
 * raises the shared stop flag (Ctrl+C), and sends what it has played.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { runSlice } from '../core/batch';
import { getRuleset } from '../rulesets/index';
import type { SliceJob, WorkerMessage } from './sim-pool';
import { errorData } from '../format/messages/error';

/** Runs the job the pool gave this thread. The bundle's entry calls it once its rulesets are registered. */
export function serveSlice(): void {
  const job = workerData as SliceJob;
  const post = (m: WorkerMessage) => parentPort!.postMessage(m);
  try {
    const ruleset = getRuleset(job.ruleset);
    if (!ruleset) throw new Error(`no ruleset "${job.ruleset}" in this worker`);
    const compiled = ruleset.compile(job.document, job.references, job.settings);
    const stop = new Int32Array(job.stop);
    const t0 = performance.now();
    const stats = runSlice(ruleset, compiled, {
      first: job.first,
      count: job.count,
      seed: job.seed,
      bots: job.bots,
      progressEvery: Math.max(1, Math.floor(job.count / 50)),
      onProgress: (done) => post({ kind: 'progress', done }),
      shouldStop: () => Atomics.load(stop, 0) !== 0,
    });
    post({ kind: 'done', stats, ms: performance.now() - t0 });
  } catch (e) {
    post({ kind: 'error', ...errorData(e) });
  }
}
