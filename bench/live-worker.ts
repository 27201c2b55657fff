// The studio's simulator worker (src/renderer/rulesets/sine-tempore/sim/worker-api.ts) on a worker thread: the
// same API, the same slices and the same stale-run check as the Web Worker live balance uses in the studio.
import { parentPort } from 'node:worker_threads';
import { expose } from 'comlink';
import { nodeEndpoint } from './node-endpoint';
import { createSimApi } from '../src/renderer/rulesets/sine-tempore/sim/worker-api';

expose(
  createSimApi(
    () => performance.now(),
    () => new Promise<void>((ok) => setImmediate(ok)),
  ),
  nodeEndpoint(parentPort!),
);
