// Probe for live balance (not part of `npm run bench`): the CPU time of one worker's 500-game share after each
// of twelve edits, the mission compiled again each time as a warm live-balance worker does, printed as
// "first 50 games + the other 450" per edit (ms). MODE=same plays the same compiled mission throughout, for
// comparison. It bundles the engine with esbuild, as the workers run it, and runs it in a process of its own;
// add node flags such as --trace-deopt with PROBE_NODE_FLAGS.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Catalog } from '../src/engine/generated/types/catalog';
import type { Mission } from '../src/engine/generated/types/mission';
import { compileMission } from '../src/engine/rulesets/sine-tempore/rules/compile';
import { simulate } from '../src/engine/rulesets/sine-tempore/batch/batch';

if (process.env.LIVE_PROBE_CHILD) probe();
else await run();

async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'studio-live-probe-'));
  try {
    const out = join(dir, 'probe.mjs');
    // Imported here only: the bundle (the child) never runs this part and leaves esbuild out.
    const { build } = await import('esbuild');
    await build({ entryPoints: ['bench/live-balance-recompile.ts'], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile: out, logLevel: 'silent', external: ['esbuild'] });
    const flags = (process.env.PROBE_NODE_FLAGS ?? '').split(' ').filter(Boolean);
    spawnSync(process.execPath, [...flags, out], { stdio: 'inherit', env: { ...process.env, LIVE_PROBE_CHILD: '1' } });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function probe(): void {
  const base = JSON.parse(readFileSync('samples/verdant-sweep.mission.json', 'utf8')) as Mission;
  const catalog = JSON.parse(readFileSync('samples/sine-tempore-core.catalog.json', 'utf8')) as Catalog;
  const cpu = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  /** The mission with its first enemy model moved `dx` squares to the left: an edit on the map. */
  const edited = (dx: number): Mission => {
    const m = structuredClone(base);
    const model = m.enemyGroups![0].models[0];
    model.at = [model.at[0] - dx, model.at[1]];
    return m;
  };
  const same = process.env.MODE === 'same';
  let cm = compileMission(base, catalog);
  simulate(cm, { runs: 1000, seed: 7, policy: 'heuristic', first: 0 });
  const out: string[] = [];
  for (let e = 0; e < 12; e++) {
    const t0 = cpu();
    if (!same) cm = compileMission(edited(e % 2 ? 0 : 1), catalog);
    simulate(cm, { runs: 50, seed: 1, policy: 'heuristic', first: 0 });
    const t1 = cpu();
    simulate(cm, { runs: 450, seed: 1, policy: 'heuristic', first: 50 });
    out.push(`${Math.round(t1 - t0)}+${Math.round(cpu() - t1)}`);
  }
  console.log(`${same ? 'same mission' : 'compiled again after each edit'}: ${out.join(' ')} (CPU ms per edit: first 50 games + 450 more)`);
}
