import { Rng } from '../src/engine/core/rng';
import { report } from './report';
import { peakRssMb } from './types';

// A floor for everything else: the simulator draws every die through this generator.
const rng = Rng.fromSeed(42);
const n = 5_000_000;
let sum = 0;
const t0 = process.hrtime.bigint();
for (let i = 0; i < n; i++) sum += rng.int(1, 6);
const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
if (sum === 0) throw new Error('unreachable');
report([
  { name: 'rng: d6 draws per second', value: Math.round(n / seconds), unit: 'draws/s', target: 10_000_000, better: 'higher' },
  { name: 'rng: peak memory', value: peakRssMb(), unit: 'MB', target: null, better: 'lower' },
]);
