// `npm run bench`: runs every bench/*.bench.ts in its own process (so peak memory is per benchmark),
// prints a table and writes bench-results.json.
import { readdirSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import type { BenchResult } from './types';

const only = process.argv.slice(2);
const files = readdirSync('bench')
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

const results: BenchResult[] = [];
for (const file of files) {
  process.stderr.write(`bench: ${file}…\n`);
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--expose-gc', `bench/${file}`], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  const lines = (child.stdout ?? '').trim().split('\n');
  const last = lines.findLast((l) => l.startsWith('BENCH_RESULTS '));
  if (child.status !== 0 || !last) {
    process.stderr.write(`bench: ${file} failed (exit ${child.status})\n${child.stdout}\n`);
    results.push({ name: `${file} (failed)`, value: NaN, unit: '', target: null, better: 'lower' });
    continue;
  }
  results.push(...(JSON.parse(last.slice('BENCH_RESULTS '.length)) as BenchResult[]));
}

const verdict = (r: BenchResult) =>
  r.target === null || Number.isNaN(r.value)
    ? Number.isNaN(r.value)
      ? 'FAILED'
      : ''
    : (r.better === 'higher' ? r.value >= r.target : r.value <= r.target)
      ? 'ok'
      : 'MISSED';
const rows = results.map((r) => [
  r.name,
  Number.isInteger(r.value) ? String(r.value) : r.value.toFixed(2),
  r.unit,
  r.target === null ? '' : `${r.better === 'higher' ? '≥' : '≤'} ${r.target}`,
  verdict(r),
]);
const head = ['benchmark', 'value', 'unit', 'target', ''];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
console.log(line(head));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of rows) console.log(line(r));
writeFileSync('bench-results.json', JSON.stringify(results, null, 2) + '\n');
console.log('\nwritten: bench-results.json');
