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

const bundles = new Map<string, Promise<string>>();

/** CommonJS source of `sim-worker.ts` with the engine inlined, for `new Worker(code, { eval: true })`. */
export function simWorkerCode(): Promise<string> {
  return workerCode('./sim-worker.ts');
}

/** CommonJS source of a worker file of this folder with what it imports inlined (built once per process). */
export function workerCode(file: string): Promise<string> {
  let bundled = bundles.get(file);
  if (bundled) return bundled;
  bundled = build({
    entryPoints: [fileURLToPath(new URL(file, import.meta.url))],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    logLevel: 'silent',
  }).then((r) => r.outputFiles[0].text);
  bundles.set(file, bundled);
  // A failed build may be tried again by the next batch.
  bundled.catch(() => bundles.delete(file));
  return bundled;
}
