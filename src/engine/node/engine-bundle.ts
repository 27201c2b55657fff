/**
 * The simulation worker as one JavaScript bundle, built once per process (and set of run-time rulesets) with esbuild.
 *
 * Why not run the worker through tsx like the rest of the command line: tsx compiles with esbuild's
 * `keepNames`, which wraps every named closure in a `__name(…)` call each time it is created, and it loads the
 * engine module by module. The simulator creates small closures in its hot loops, so under tsx a game runs
 * about a third slower than the same code built for production (the studio's Vite worker has no `keepNames`
 * either). Bundling the worker the way Vite bundles the studio's gives the command line the studio's speed,
 * and a worker starts without compiling fifty modules again.
 */
import { build } from 'esbuild';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const bundles = new Map<string, Promise<string>>();

/**
 * CommonJS source of the worker (`sim-worker.ts`, every built-in ruleset inlined), for `new Worker(code, { eval: true })`.
 * `modules` are files that each export a run-time ruleset as `ruleset` (registered with `registerRuleset(…, { module })`):
 * they are bundled in and registered before the worker starts.
 */
export function simWorkerCode(modules: readonly string[] = []): Promise<string> {
  const key = modules.join('\n');
  let bundled = bundles.get(key);
  if (bundled) return bundled;
  const worker = fileURLToPath(new URL('./sim-worker.ts', import.meta.url));
  const rulesets = fileURLToPath(new URL('../rulesets/index.ts', import.meta.url));
  const lines = [`import { serveSlice } from ${JSON.stringify(worker)};`];
  if (modules.length) lines.push(`import { registerRuleset } from ${JSON.stringify(rulesets)};`);
  modules.forEach((m, i) => lines.push(`import { ruleset as r${i} } from ${JSON.stringify(m)};`, `registerRuleset(r${i});`));
  lines.push('serveSlice();');
  bundled = build({
    stdin: { contents: lines.join('\n'), resolveDir: dirname(worker), loader: 'ts', sourcefile: 'sim-worker-entry.ts' },
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    logLevel: 'silent',
  }).then((r) => r.outputFiles[0].text);
  bundles.set(key, bundled);
  // A failed build may be tried again by the next batch.
  bundled.catch(() => bundles.delete(key));
  return bundled;
}
