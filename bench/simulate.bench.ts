// The simulator's speed on the full sample exploration mission (The Verdant Sweep: 4 heroes, heuristic bots):
// games per second on one core, a 10,000-game batch on 2 worker threads, and the peak memory of that batch
// (measured in a process of its own, so the single-core run does not count). Both run the engine the way
// `studio simulate` runs it: bundled into worker threads (src/engine/node/engine-bundle.ts). The single-core
// figure is the time one worker spends playing a 10,000-game batch, JIT warm-up included, start-up excluded.
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import type { Catalog } from '../src/engine/generated/types/catalog';
import type { Mission } from '../src/engine/generated/types/mission';
import { simulatePool } from '../src/engine/node/sim-pool';
import { report } from './report';
import { peakRssMb } from './types';

const mission = JSON.parse(readFileSync('samples/verdant-sweep.mission.json', 'utf8')) as Mission;
const catalog = JSON.parse(readFileSync('samples/sine-tempore-core.catalog.json', 'utf8')) as Catalog;
const batch = Number(process.env.SIM_BENCH_BATCH ?? 10_000);

if (process.argv.includes('--batch')) {
  const t = process.hrtime.bigint();
  const stats = await simulatePool(mission, catalog, { runs: batch, seed: 2, policy: 'heuristic', workers: 2 });
  if (stats.games !== batch) throw new Error(`the batch played ${stats.games} games, not ${batch}`);
  console.log(JSON.stringify({ seconds: Number(process.hrtime.bigint() - t) / 1e9, peak: peakRssMb() }));
} else {
  // The same batch size as the two-worker figure, so the two compare: a worker's first few hundred games run
  // while V8 is still compiling the engine (about a third of the speed), which a short batch would overweight.
  const games = Number(process.env.SIM_BENCH_GAMES ?? batch);
  let playMs = NaN;
  await simulatePool(mission, catalog, { runs: games, seed: 1, policy: 'heuristic', workers: 1, onTiming: (ms) => (playMs = ms[0]) });
  const oneCore = games / (playMs / 1000);
  const child = spawnSync(process.execPath, ['--import', 'tsx', 'bench/simulate.bench.ts', '--batch'], { encoding: 'utf8', env: process.env });
  if (child.status !== 0) throw new Error(`the batch run failed:\n${child.stderr}`);
  const b = JSON.parse(child.stdout.trim().split('\n').pop()!) as { seconds: number; peak: number };
  report([
    { name: 'simulate: verdant-sweep games/s, 1 core, heuristic', value: Math.round(oneCore), unit: 'games/s', target: 1000, better: 'higher' },
    { name: `simulate: ${batch} games on 2 workers`, value: Number(b.seconds.toFixed(2)), unit: 's', target: 10, better: 'lower' },
    { name: `simulate: peak memory of the ${batch}-game batch`, value: b.peak, unit: 'MB', target: 300, better: 'lower' },
  ]);
}
