// Entry of the Universalis single-core measurement (bundled by universalis.bench.ts with esbuild, as the
// workers are, and run in a process of its own): warm-up games, then timed rounds of games on this thread.
// Prints wall-clock and CPU figures per round: on a shared machine the CPU time is the steadier of the two.
import { readFileSync } from 'node:fs';
import { runSlice } from '../src/engine/core/batch';
import { universalis } from '../src/engine/rulesets/universalis/index';

const sample = process.env.UN_BENCH_SAMPLE ?? 'gull-point-drill';
const skirmish = JSON.parse(readFileSync(`samples/${sample}.skirmish.json`, 'utf8'));
const units = JSON.parse(readFileSync('samples/salt-frontier.units.json', 'utf8'));
const rounds = Number(process.env.UN_BENCH_ROUNDS ?? 5);
const perRound = Number(process.env.UN_BENCH_GAMES ?? 200);
// 300: V8 keeps optimising until about 200–400 games (docs/universalis-simulator.md, session 8, how V8 runs the
// engine); with 100 the first timed round still held half of the warming and was ~20% below the later ones.
const warmup = Number(process.env.UN_BENCH_WARMUP ?? 300);
const bots = { a: 'aggressive', b: 'cautious' };
const c = universalis.compile(skirmish, { units });
// The generic batch core over the ruleset, as the workers play it.
const simulate = (runs: number, seed: number) => runSlice(universalis, c, { first: 0, count: runs, seed, bots });
simulate(warmup, 99);
const rates: number[] = [];
const cpuRates: number[] = [];
for (let r = 0; r < rounds; r++) {
  const t = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  const stats = simulate(perRound, 1 + r);
  const seconds = Number(process.hrtime.bigint() - t) / 1e9;
  const used = process.cpuUsage(cpu);
  if (stats.games !== perRound) throw new Error(`the batch played ${stats.games} games, not ${perRound}`);
  rates.push(perRound / seconds);
  cpuRates.push(perRound / ((used.user + used.system) / 1e6));
}
console.log(JSON.stringify({ rates, cpuRates }));
