// The simulator's speed on the full sample exploration mission (The Verdant Sweep: 4 heroes, heuristic bots).
// - Games per second on one core, steady: the engine bundled as the workers run it, warmed up (V8 has compiled it,
//   the mission's caches are full), then five timed rounds of 2,000 different games on one thread; the median
//   round is the figure: what a long batch runs at.
// - Games per second of a fresh worker over its first 10,000 games, JIT warm-up and cache filling included, as a
//   `studio simulate --workers 1` of that size sees it (start-up excluded). Reported for comparison, no target.
// - A 10,000-game batch on 2 worker threads, and its peak memory (measured in a process of its own, so the other
//   runs do not count), both the way `studio simulate` runs it (src/engine/node/engine-bundle.ts).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Catalog } from '../src/engine/generated/types/catalog';
import type { Mission } from '../src/engine/generated/types/mission';
import { simulatePool } from '../src/engine/node/sim-pool';
import { report } from './report';
import { peakRssMb } from './types';

const mission = JSON.parse(readFileSync('samples/verdant-sweep.mission.json', 'utf8')) as Mission;
const catalog = JSON.parse(readFileSync('samples/sine-tempore-core.catalog.json', 'utf8')) as Catalog;
const batch = Number(process.env.SIM_BENCH_BATCH ?? 10_000);
const source = { ruleset: 'sine-tempore', document: mission, references: { catalog } };
const bots = { heroes: 'heuristic' };

if (process.argv.includes('--batch')) {
  const t = process.hrtime.bigint();
  const stats = await simulatePool(source, { runs: batch, seed: 2, bots, workers: 2 });
  if (stats.games !== batch) throw new Error(`the batch played ${stats.games} games, not ${batch}`);
  console.log(JSON.stringify({ seconds: Number(process.hrtime.bigint() - t) / 1e9, peak: peakRssMb() }));
} else {
  // The same batch size as the two-worker figure, so the two compare: a worker's first few hundred games run
  // while V8 is still compiling the engine (about a third of the speed), which a short batch would overweight.
  const games = Number(process.env.SIM_BENCH_GAMES ?? batch);
  let playMs = NaN;
  await simulatePool(source, { runs: games, seed: 1, bots, workers: 1, onTiming: (ms) => (playMs = ms[0]) });
  const coldWorker = games / (playMs / 1000);
  const steady = await steadyOneCore();
  const child = spawnSync(process.execPath, ['--import', 'tsx', 'bench/simulate.bench.ts', '--batch'], { encoding: 'utf8', env: process.env });
  if (child.status !== 0) throw new Error(`the batch run failed:\n${child.stderr}`);
  const b = JSON.parse(child.stdout.trim().split('\n').pop()!) as { seconds: number; peak: number };
  report([
    { name: 'simulate: verdant-sweep games/s, 1 core, heuristic', value: Math.round(steady), unit: 'games/s', target: 1000, better: 'higher' },
    { name: `simulate: first ${games} games of a fresh worker, games/s`, value: Math.round(coldWorker), unit: 'games/s', target: null, better: 'higher' },
    { name: `simulate: ${batch} games on 2 workers`, value: Number(b.seconds.toFixed(2)), unit: 's', target: 10, better: 'lower' },
    { name: `simulate: peak memory of the ${batch}-game batch`, value: b.peak, unit: 'MB', target: 300, better: 'lower' },
  ]);
}

/** Bundles bench/simulate-steady.ts as the workers' engine is bundled (no tsx), runs it alone, reads its figure. */
async function steadyOneCore(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'studio-bench-'));
  try {
    const out = join(dir, 'simulate-steady.mjs');
    await build({ entryPoints: ['bench/simulate-steady.ts'], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile: out, logLevel: 'silent' });
    const run = spawnSync(process.execPath, [out], { encoding: 'utf8', env: process.env });
    if (run.status !== 0) throw new Error(`the steady run failed:\n${run.stderr}`);
    const { rates } = JSON.parse(run.stdout.trim().split('\n').pop()!) as { rates: number[] };
    process.stderr.write(`simulate: steady rounds of 2,000 games on one core: ${rates.map((r) => Math.round(r)).join(', ')} games/s\n`);
    // The median round: one slow round (the machine busy elsewhere) or one lucky round does not decide.
    return [...rates].sort((a, b) => a - b)[Math.floor(rates.length / 2)];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
