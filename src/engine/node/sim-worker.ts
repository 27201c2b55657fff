/**
 * A worker thread of `simulatePool`: compiles the mission once, plays its slice of the batch, reports
 * progress, and sends back the slice's totals (plain data).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { compileMission } from '../rulesets/sine-tempore/rules/compile';
import { simulate } from '../rulesets/sine-tempore/batch/batch';
import type { SliceJob, WorkerMessage } from './sim-pool';

const job = workerData as SliceJob;
const post = (m: WorkerMessage) => parentPort!.postMessage(m);
try {
  const cm = compileMission(job.mission, job.catalog, job.settings);
  const t0 = performance.now();
  const stats = simulate(cm, {
    runs: job.count,
    seed: job.seed,
    policy: job.policy,
    first: job.first,
    progressEvery: Math.max(1, Math.floor(job.count / 50)),
    onProgress: (done) => post({ kind: 'progress', done }),
  });
  post({ kind: 'done', stats, ms: performance.now() - t0 });
} catch (e) {
  post({ kind: 'error', message: e instanceof Error ? e.message : String(e) });
}
