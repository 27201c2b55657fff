/**
 * The simulation worker as one JavaScript bundle, built once per process with esbuild.
 *
 * Why not run the worker through tsx like the rest of the command line: tsx compiles with esbuild's
 * `keepNames`, which wraps every named closure in a `__name(…)` call each time it is created, and it loads the
 * engine module by module. The simulator creates small closures in its hot loops, so under tsx a game runs
 * about a third slower than the same code built for production (the studio's Vite worker has no `keepNames`
 * either). Bundling the worker the way Vite bundles the studio's gives the command line the studio's speed,
 * and a worker starts without compiling fifty modules again.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

let bundled: Promise<string> | null = null;

/** CommonJS source of `sim-worker.ts` with the engine inlined, for `new Worker(code, { eval: true })`. */
export function simWorkerCode(): Promise<string> {
  bundled ??= build({
    entryPoints: [fileURLToPath(new URL('./sim-worker.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    logLevel: 'silent',
  }).then((r) => r.outputFiles[0].text);
  // A failed build may be tried again by the next batch.
  bundled.catch(() => (bundled = null));
  return bundled;
}
