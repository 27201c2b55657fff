// Live balance (issue 14): an edit of the largest sample mission (The Verdant Sweep), then the studio's own
// LiveBalance and WarmPool (src/renderer/rulesets/sine-tempore/sim/) re-run 1,000 games on 2 warm workers.
// - From the edit to the report: the pause after an edit (LIVE_DELAY_MS) and the problems check included; the median of several edits,
//   each a model moved one square, the first run (workers starting, the engine compiled by V8) left out.
// - An edit during a run: the stale batch is cancelled and the figure for the last edit comes as fast.
// - The UI thread's longest stall while batches run (it only merges partial totals): the studio stays responsive.
// The workers run the same worker API the studio's Web Workers run, bundled by esbuild as a worker thread.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { wrap } from 'comlink';
import { nodeEndpoint } from './node-endpoint';
import type { Catalog } from '../src/engine/generated/types/catalog';
import type { Mission } from '../src/engine/generated/types/mission';
import { WarmPool, type PoolTiming, type PoolWorker } from '../src/renderer/rulesets/sine-tempore/sim/warm-pool';
import { LIVE_DELAY_MS, LIVE_RUNS, LiveBalance, type LiveState } from '../src/renderer/rulesets/sine-tempore/sim/live-balance';
import type { SimApi } from '../src/renderer/rulesets/sine-tempore/sim/worker-api';
import { CHECK_DELAY_MS } from '../src/renderer/problems/check-delay';
import { parseDocument, validateDocument } from '../src/engine/format/index';
import { report } from './report';

const base = JSON.parse(readFileSync('samples/verdant-sweep.mission.json', 'utf8')) as Mission;
const catalogText = readFileSync('samples/sine-tempore-core.catalog.json', 'utf8');
const catalog = JSON.parse(catalogText) as Catalog;
const EDITS = Number(process.env.LIVE_BENCH_EDITS ?? 7);

const dir = mkdtempSync(join(tmpdir(), 'studio-bench-live-'));
const bundle = join(dir, 'live-worker.mjs');
await build({ entryPoints: ['bench/live-worker.ts'], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile: bundle, logLevel: 'silent' });

const pool = new WarmPool((): PoolWorker => {
  const w = new Worker(bundle);
  w.on('error', (e) => {
    process.stderr.write(`live balance: a worker failed: ${e.stack ?? e.message}\n`);
    process.exit(1);
  });
  return { remote: wrap<SimApi>(nodeEndpoint(w)), terminate: () => void w.terminate() };
}, () => performance.now());

let mission = base;
let revision = 0;
/** When the last edit was made and when its batch started (the pause ends). */
let editedAt = 0;
let startedAt = 0;
let waiter: ((s: LiveState) => void) | null = null;
const live = new LiveBalance({
  delayMs: LIVE_DELAY_MS,
  now: () => performance.now(),
  timer: (f, ms) => {
    const t = setTimeout(f, ms);
    return () => clearTimeout(t);
  },
  start: async () => {
    await checked();
    startedAt = performance.now();
    return { handle: pool.start({ mission, catalog, runs: LIVE_RUNS, seed: 1, policy: 'heuristic', workers: 2 }, () => {}), revision };
  },
  onState: (s) => {
    if (s.error) throw new Error(s.error);
    if (s.stats && !s.waiting && !s.running && s.revision === revision) waiter?.(s);
  },
});
const reported = () => new Promise<LiveState>((ok) => (waiter = ok));

/**
 * The studio starts a live batch when the problems check of the edited revision has answered (session.ts): the
 * check's own typing pause after the edit, then the check, run here on this thread as the studio's validation
 * worker runs it beside the idle simulation workers.
 */
async function checked(): Promise<void> {
  const wait = editedAt + CHECK_DELAY_MS - performance.now();
  if (wait > 0) await new Promise((ok) => setTimeout(ok, wait));
  const text = JSON.stringify(mission, null, 2);
  const result = validateDocument(parseDocument(text, 'verdant-sweep.mission.json'), {
    references: { catalog: { fileName: 'sine-tempore-core.catalog.json', text: catalogText } },
  });
  if (result.diagnostics.some((d) => d.severity === 'error')) throw new Error('the edited mission has errors');
}

/** The mission with its first enemy model moved `dx` squares to the left: an edit on the map. */
function edit(dx: number): void {
  const m = structuredClone(base);
  const model = m.enemyGroups![0].models[0];
  model.at = [model.at[0] - dx, model.at[1]];
  mission = m;
  revision++;
  editedAt = performance.now();
  live.edited();
}

// The UI thread's longest stall: a 10 ms tick that notes how late it comes.
let lastTick = performance.now();
let stall = 0;
const ticker = setInterval(() => {
  const t = performance.now();
  stall = Math.max(stall, t - lastTick - 10);
  lastTick = t;
}, 10);

try {
  const first = reported();
  live.turnOn();
  const warm = await first;
  if (warm.stats?.games !== LIVE_RUNS) throw new Error(`the first run played ${warm.stats?.games} games`);
  stall = 0;
  const latencies: number[] = [];
  const parts: Breakdown[] = [];
  for (let i = 0; i < EDITS; i++) {
    const done = reported();
    const cpu = process.cpuUsage();
    edit(i % 2 === 0 ? 1 : 0);
    const s = await done;
    const used = process.cpuUsage(cpu);
    if (s.stats?.games !== LIVE_RUNS) throw new Error(`a run played ${s.stats?.games} games`);
    latencies.push(s.latencyMs!);
    parts.push(breakdown(pool.lastTiming!, s.latencyMs!, (used.user + used.system) / 1000));
  }
  printBreakdown(parts);
  // An edit while a batch runs: that batch is stale; the figure for the newer edit comes as soon.
  const done = reported();
  edit(1);
  await new Promise((ok) => setTimeout(ok, LIVE_DELAY_MS + 300));
  edit(0);
  const restarted = (await done).latencyMs!;
  latencies.sort((a, b) => a - b);
  const median = latencies[latencies.length >> 1];
  process.stderr.write(`live balance: edit → report ${latencies.map((l) => Math.round(l)).join(', ')} ms; after a stale run ${Math.round(restarted)} ms; longest UI stall ${Math.round(stall)} ms\n`);
  report([
    { name: `live balance: verdant-sweep, ${LIVE_RUNS} games on 2 workers, edit → report (median)`, value: Number((median / 1000).toFixed(2)), unit: 's', target: 1.5, better: 'lower' },
    { name: 'live balance: edit during a run → report for the newer edit', value: Number((restarted / 1000).toFixed(2)), unit: 's', target: 1.5, better: 'lower' },
    { name: 'live balance: longest stall of the UI thread while batches run', value: Math.round(stall), unit: 'ms', target: 50, better: 'lower' },
  ]);
} finally {
  clearInterval(ticker);
  live.dispose();
  pool.dispose();
  rmSync(dir, { recursive: true, force: true });
}

/** Where one edit's time went (ms): what to work on next. */
interface Breakdown {
  latency: number;
  /** From the edit to the batch's start: the pause after the edit (and a late timer). */
  pause: number;
  /** The mission sent to each worker and compiled there, slowest worker. */
  compile: number;
  /** The longest a worker spent on its chunks (games, messages, yields). */
  games: number;
  /** One worker idle while the other finishes its last chunk. */
  tail: number;
  /** Merging the chunks' totals, and the report reaching the status bar. */
  report: number;
  /** CPU time of every thread, from the edit to the report. */
  cpu: number;
  chunks: number;
}

function breakdown(t: PoolTiming, latency: number, cpu: number): Breakdown {
  const finished = t.workers.map((w) => w.finished);
  const pause = startedAt - editedAt;
  return {
    latency,
    pause,
    compile: Math.max(...t.workers.map((w) => w.compiled)),
    games: Math.max(...t.workers.map((w) => w.playing)),
    tail: Math.max(...finished) - Math.min(...finished),
    report: latency - pause - Math.max(...finished),
    cpu,
    chunks: t.workers.reduce((n, w) => n + w.chunks, 0),
  };
}

function printBreakdown(parts: Breakdown[]): void {
  const median = (k: keyof Breakdown) => {
    const v = parts.map((p) => p[k]).sort((a, b) => a - b);
    return Math.round(v[v.length >> 1]);
  };
  const keys: (keyof Breakdown)[] = ['latency', 'pause', 'compile', 'games', 'tail', 'report', 'cpu', 'chunks'];
  for (const p of parts) process.stderr.write(`live balance: ${keys.map((k) => `${k} ${Math.round(p[k])}`).join(', ')}\n`);
  process.stderr.write(`live balance, medians: ${keys.map((k) => `${k} ${median(k)}`).join(', ')} (ms; cpu is every thread's CPU time: ${Math.round((LIVE_RUNS * 1000) / median('cpu'))} games per CPU-second)\n`);
}
