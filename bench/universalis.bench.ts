// The Universalis simulator's speed and memory on a sample skirmish with 5 models a side (Gull Point
// Drill, the Standard mission: aggressive bot for side a, cautious for side b; Saltmarsh Crossing, 6 models
// against 5 since its rebalancing, is measured beside it without a target):
// - games per second on one core, steady: the engine bundled as the workers run it, warmed up (300 games), then five
//   timed rounds of 200 different games; the median round is the figure (wall clock; the CPU-time figure,
//   steadier on a shared machine, is printed beside it);
// - a 10,000-game batch on 2 worker threads (studio simulate's way) and its peak memory, measured in a
//   process of its own. UN_BENCH_BATCH sets the batch size.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { simulatePool } from '../src/engine/node/sim-pool';
import { report } from './report';
import { peakRssMb } from './types';

const batch = Number(process.env.UN_BENCH_BATCH ?? 10_000);
const FIVE_A_SIDE = 'gull-point-drill';

if (process.argv.includes('--batch')) {
  const skirmish = JSON.parse(readFileSync(`samples/${FIVE_A_SIDE}.skirmish.json`, 'utf8'));
  const units = JSON.parse(readFileSync('samples/salt-frontier.units.json', 'utf8'));
  const t = process.hrtime.bigint();
  const stats = await simulatePool({ ruleset: 'universalis', document: skirmish, references: { units } }, { runs: batch, seed: 2, bots: { a: 'aggressive', b: 'cautious' }, workers: 2 });
  if (stats.games !== batch) throw new Error(`the batch played ${stats.games} games, not ${batch}`);
  console.log(JSON.stringify({ seconds: Number(process.hrtime.bigint() - t) / 1e9, peak: peakRssMb() }));
} else {
  const steady = await steadyOneCore(FIVE_A_SIDE);
  const salt = await steadyOneCore('saltmarsh-crossing');
  const child = spawnSync(process.execPath, ['--import', 'tsx', 'bench/universalis.bench.ts', '--batch'], { encoding: 'utf8', env: process.env });
  if (child.status !== 0) throw new Error(`the batch run failed:\n${child.stderr}`);
  const b = JSON.parse(child.stdout.trim().split('\n').pop()!) as { seconds: number; peak: number };
  report([
    { name: `universalis: ${FIVE_A_SIDE} games/s, 1 core, 5 models a side`, value: Math.round(steady.wall), unit: 'games/s', target: 300, better: 'higher' },
    { name: 'universalis: the same, games per CPU-second', value: Math.round(steady.cpu), unit: 'games/s', target: null, better: 'higher' },
    { name: 'universalis: saltmarsh-crossing games/s, 1 core, 6 models against 5', value: Math.round(salt.wall), unit: 'games/s', target: null, better: 'higher' },
    { name: `universalis: ${batch} games on 2 workers`, value: Number(b.seconds.toFixed(1)), unit: 's', target: null, better: 'lower' },
    { name: `universalis: peak memory of the ${batch}-game batch`, value: b.peak, unit: 'MB', target: 300, better: 'lower' },
  ]);
}

/** Bundles bench/universalis-steady.ts as the workers' engine is bundled (no tsx), runs it alone, reads its figures. */
async function steadyOneCore(sample: string): Promise<{ wall: number; cpu: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'studio-bench-'));
  try {
    const out = join(dir, 'universalis-steady.mjs');
    await build({ entryPoints: ['bench/universalis-steady.ts'], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile: out, logLevel: 'silent' });
    const run = spawnSync(process.execPath, [out], { encoding: 'utf8', env: { ...process.env, UN_BENCH_SAMPLE: sample } });
    if (run.status !== 0) throw new Error(`the steady run failed:\n${run.stderr}`);
    const { rates, cpuRates } = JSON.parse(run.stdout.trim().split('\n').pop()!) as { rates: number[]; cpuRates: number[] };
    process.stderr.write(`universalis: ${sample}: steady rounds on one core: ${rates.map((r) => r.toFixed(1)).join(', ')} games/s (per CPU-second: ${cpuRates.map((r) => r.toFixed(1)).join(', ')})\n`);
    const median = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
    return { wall: median(rates), cpu: median(cpuRates) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
