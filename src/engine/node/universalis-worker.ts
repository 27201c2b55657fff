/** A worker thread of simulateSkirmishPool: compiles the skirmish once, plays its slice, sends back the totals. */
import { parentPort, workerData } from 'node:worker_threads';
import { compileSkirmish } from '../rulesets/universalis/compile';
import { simulate } from '../rulesets/universalis/batch/stats';
import type { SkirmishSliceJob, SkirmishWorkerMessage } from './universalis-pool';

const job = workerData as SkirmishSliceJob;
const post = (m: SkirmishWorkerMessage) => parentPort!.postMessage(m);
try {
  const c = compileSkirmish(job.skirmish, { units: job.units }, job.settings);
  const t0 = performance.now();
  const stats = simulate(c, job.count, {
    seed: job.seed,
    bots: job.bots,
    first: job.first,
    progressEvery: Math.max(1, Math.floor(job.count / 50)),
    onProgress: (done) => post({ kind: 'progress', done }),
  });
  post({ kind: 'done', stats, ms: performance.now() - t0 });
} catch (e) {
  post({ kind: 'error', message: e instanceof Error ? e.message : String(e) });
}
