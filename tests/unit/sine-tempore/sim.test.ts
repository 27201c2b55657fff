import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Catalog } from '../../../src/engine/generated/types/catalog';
import type { Mission } from '../../../src/engine/generated/types/mission';
import { compileMission } from '../../../src/engine/rulesets/sine-tempore/rules/compile';
import { gameSeed, merge, replayOf, simulate, wilson } from '../../../src/engine/rulesets/sine-tempore/batch/batch';
import { formatReport, summarize } from '../../../src/engine/rulesets/sine-tempore/batch/report';
import { formatLog } from '../../../src/engine/rulesets/sine-tempore/batch/log-format';
import { runCli } from '../../../src/cli/main';
import { IN_PROCESS_BELOW, simulatePool } from '../../../src/engine/node/sim-pool';

const catalog = JSON.parse(readFileSync('samples/sine-tempore-core.catalog.json', 'utf8')) as Catalog;
const tutorial = compileMission(JSON.parse(readFileSync('samples/tutorial.mission.json', 'utf8')) as Mission, catalog);

describe('batch simulation', () => {
  test('slices of a batch merge into exactly the whole batch (what the worker pool relies on)', () => {
    const whole = simulate(tutorial, { runs: 30, seed: 11, policy: 'heuristic' });
    const a = simulate(tutorial, { runs: 12, seed: 11, policy: 'heuristic' });
    const b = simulate(tutorial, { runs: 18, seed: 11, policy: 'heuristic', first: 12 });
    expect(JSON.stringify(merge(a, b))).toBe(JSON.stringify(whole));
  });

  test('worker threads running the bundled engine play exactly the games of one thread', async () => {
    const mission = JSON.parse(readFileSync('samples/tutorial.mission.json', 'utf8')) as Mission;
    const runs = IN_PROCESS_BELOW + 41;
    const progress: number[] = [];
    let timing: number[] = [];
    const pooled = await simulatePool({ ruleset: 'sine-tempore', document: mission, references: { catalog } }, {
      runs,
      seed: 5,
      bots: { heroes: 'heuristic' },
      workers: 2,
      onProgress: (done: number) => progress.push(done),
      onTiming: (ms: number[]) => (timing = ms),
    });
    expect(JSON.stringify(pooled)).toBe(JSON.stringify(simulate(tutorial, { runs, seed: 5, policy: 'heuristic' })));
    expect(progress.at(-1)).toBe(runs);
    expect(timing).toHaveLength(2);
    expect(timing.every((ms) => ms > 0)).toBe(true);
  });

  test('totals add up and progress is reported', () => {
    const seen: number[] = [];
    const t = simulate(tutorial, { runs: 20, seed: 3, policy: 'random', progressEvery: 5, onProgress: (d) => seen.push(d) });
    expect(seen).toEqual([5, 10, 15, 20]);
    expect(t.outcomes.victory + t.outcomes.defeat + t.outcomes.draw).toBe(20);
    expect(Object.values(t.reasons).reduce((x, y) => x + y, 0)).toBe(20);
    expect(Object.values(t.endTimes).reduce((x, y) => x + y, 0)).toBe(20);
  });

  test('heat maps by square: knock-outs, eliminations and the heroes’ squares at a defeat add up to the totals', () => {
    const verdant = compileMission(JSON.parse(readFileSync('samples/verdant-sweep.mission.json', 'utf8')) as Mission, catalog);
    const t = simulate(verdant, { runs: 24, seed: 3, policy: 'heuristic' });
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(sum(t.heroKos)).toBe(sum(t.heroes.map((h) => h.koTotal)));
    expect(sum(t.enemyKills)).toBe(sum(Object.values(t.killsByGroup)));
    expect(sum(t.enemyKills)).toBeGreaterThan(0);
    expect(sum(t.defeats)).toBeLessThanOrEqual(t.outcomes.defeat * t.heroes.length);
    if (t.outcomes.defeat > 0) expect(sum(t.defeats)).toBeGreaterThan(0);
    // Nothing off the board.
    for (const xs of [t.heroKos, t.enemyKills, t.defeats]) xs.forEach((v, c) => v > 0 && expect(t.board.onBoard[c]).toBe(1));
    const s = summarize(t);
    expect(s.heroKosPerGameBySquare.values).toHaveLength(t.board.width * t.board.height);
    expect(sum(s.enemyKillsPerGameBySquare.values) * t.games).toBeCloseTo(sum(t.enemyKills));
  });

  test('game seeds differ from game to game and from batch to batch', () => {
    const seeds = new Set([0, 1, 2, 3].flatMap((s) => [0, 1, 2, 3].map((k) => gameSeed(s, k))));
    expect(seeds.size).toBe(16);
  });

  test('the Wilson interval brackets the rate', () => {
    const [lo, hi] = wilson(30, 100);
    expect(lo).toBeLessThan(0.3);
    expect(hi).toBeGreaterThan(0.3);
    expect(wilson(0, 50)[0]).toBe(0);
    // Every game won: the interval reaches 1 itself, not a rounding hair below the rate.
    expect(wilson(6, 6)[1]).toBe(1);
    expect(wilson(0, 6)[0]).toBe(0);
  });

  test('the report has every section a designer needs', () => {
    const t = simulate(tutorial, { runs: 10, seed: 1, policy: 'heuristic' });
    const text = formatReport(t);
    for (const part of ['Win rate', '95% interval', 'How games end', 'When games end', 'Heroes', 'Enemies eliminated', 'Events', 'Where heroes take wounds']) expect(text).toContain(part);
    const s = summarize(t);
    expect(s.heroes).toHaveLength(2);
    expect(s.heroWoundsPerGameBySquare.values).toHaveLength(tutorial.board.n);
  });

  test('--replay plays the same game as the batch', () => {
    const t = simulate(tutorial, { runs: 1, seed: 8, policy: 'heuristic', first: 4 });
    const r = replayOf(tutorial, 8, 4, 'heuristic');
    expect(t.reasons[`${r.result.outcome}: ${r.result.reason}`]).toBe(1);
    expect(formatLog(r.log).some((l) => l.startsWith('RESULT:'))).toBe(true);
  });
});

describe('studio simulate', () => {
  const run = async (args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(['simulate', ...args], { out: (l) => out.push(l), err: (l) => err.push(l), cwd: process.cwd() });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  test('prints the report, or JSON, or one game\'s log', async () => {
    const text = await run(['samples/tutorial.mission.json', '--runs', '8', '--seed', '2']);
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/Win rate: [\d.]+%/);
    const json = await run(['samples/tutorial.mission.json', '--runs', '8', '--seed', '2', '--json']);
    expect(JSON.parse(json.out).summary.games).toBe(8);
    const log = await run(['samples/tutorial.mission.json', '--seed', '2', '--replay', '3']);
    expect(log.out).toMatch(/RESULT: (victory|defeat|draw)/);
  });
  test('a mission that does not parse shows where it breaks, not that it names no catalog', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'studio-sim-'));
    const file = join(dir, 'cut.mission.json');
    writeFileSync(file, '{"formatVersion": 1, "title": ');
    const r = await run([file, '--runs', '4']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/cut\.mission\.json:1:31: error json-syntax .*cut off/);
    expect(r.err).toMatch(/fix this problem first/);
    expect(r.err).not.toMatch(/names no catalog/);
    rmSync(dir, { recursive: true, force: true });
  });
  test('problems in a mission are listed as studio validate lists them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'studio-sim-'));
    const m = JSON.parse(readFileSync('samples/tutorial.mission.json', 'utf8'));
    m.defcon = 9;
    m.catalog = join(process.cwd(), 'samples/sine-tempore-core.catalog.json');
    writeFileSync(join(dir, 'bad.mission.json'), JSON.stringify(m, null, 2));
    const r = await run([join(dir, 'bad.mission.json'), '--runs', '4']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/bad\.mission\.json:\d+:\d+: error [a-z-]+ .*\(\/defcon\)/);
    rmSync(dir, { recursive: true, force: true });
  });
  test('usage errors exit 2 with a message', async () => {
    const r = await run(['samples/tutorial.mission.json', '--policy', 'clever']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/heuristic or random/);
  });
});
