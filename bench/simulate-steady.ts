// Entry of the steady single-core measurement (bundled by simulate.bench.ts with esbuild, as the workers are,
// and run in a process of its own): the engine plays warm-up games until V8 has compiled it and the mission's
// caches are filled, then timed rounds of 2,000 games each on this one thread.
import { readFileSync } from 'node:fs';
import type { Catalog } from '../src/engine/generated/types/catalog';
import type { Mission } from '../src/engine/generated/types/mission';
import { runSlice } from '../src/engine/core/batch';
import { getRuleset } from '../src/engine/rulesets/index';

const mission = JSON.parse(readFileSync('samples/verdant-sweep.mission.json', 'utf8')) as Mission;
const catalog = JSON.parse(readFileSync('samples/sine-tempore-core.catalog.json', 'utf8')) as Catalog;
const rounds = Number(process.env.SIM_BENCH_ROUNDS ?? 5);
const perRound = Number(process.env.SIM_BENCH_GAMES ?? 2_000);
const warmup = Number(process.env.SIM_BENCH_WARMUP ?? 2_000);
// The generic batch core over the ruleset, as the workers play it.
const ruleset = getRuleset('sine-tempore')!;
const cm = ruleset.compile(mission, { catalog });
const bots = { heroes: 'heuristic' };
const simulate = (runs: number, seed: number) => runSlice(ruleset, cm, { first: 0, count: runs, seed, bots });
simulate(warmup, 99);
// Several rounds of different games: a shared machine only ever adds time, so the rounds show how much it did.
const rates: number[] = [];
for (let r = 0; r < rounds; r++) {
  const t = process.hrtime.bigint();
  const stats = simulate(perRound, 1 + r);
  const seconds = Number(process.hrtime.bigint() - t) / 1e9;
  if (stats.games !== perRound) throw new Error(`the batch played ${stats.games} games, not ${perRound}`);
  rates.push(perRound / seconds);
}
console.log(JSON.stringify({ rates }));
