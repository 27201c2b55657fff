import { spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';

const studio = (...args: string[]) => spawnSync(process.execPath, ['bin/studio.mjs', ...args], { encoding: 'utf8' });

describe('studio simulate on a location deck', () => {
  test('campaigns of a bot team give the batch report (TS-14 runs, success in one run, expected runs)', () => {
    const r = studio('simulate', 'samples/kerrow-point.deck.json', '--runs', '40', '--seed', '3', '--json');
    expect(r.status).toBe(0);
    const { report } = JSON.parse(r.stdout);
    expect(report.campaigns).toBe(40);
    expect(report.bot).toBe('greedy');
    expect(report.successFirstRun).toBeGreaterThanOrEqual(0);
    expect(report.successFirstRun).toBeLessThanOrEqual(1);
  });

  test('the success within one run comes with its 95% interval (Wilson), as the mission batch\'s win rate does', () => {
    const json = JSON.parse(studio('simulate', 'samples/kerrow-point.deck.json', '--runs', '60', '--seed', '3', '--json').stdout);
    const [low, high] = json.report.successFirstRun95;
    expect(low).toBeLessThanOrEqual(json.report.successFirstRun);
    expect(high).toBeGreaterThanOrEqual(json.report.successFirstRun);
    expect(high - low).toBeGreaterThan(0.1);
    const text = studio('simulate', 'samples/kerrow-point.deck.json', '--runs', '60', '--seed', '3').stdout;
    expect(text).toMatch(/success within one run: [\d.]+ % \(95% interval [\d.]+ % – [\d.]+ %\)/);
  });

  test('same seed, same report; --replay K prints campaign K as the batch played it', () => {
    const a = studio('simulate', 'samples/kerrow-point.deck.json', '--runs', '20', '--seed', '9', '--policy', 'systematic');
    const b = studio('simulate', 'samples/kerrow-point.deck.json', '--runs', '20', '--seed', '9', '--policy', 'systematic');
    expect(a.status).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    expect(a.stdout).toMatch(/success within one run/);
    const replay = studio('simulate', 'samples/kerrow-point.deck.json', '--runs', '20', '--seed', '9', '--replay', '4', '--json');
    expect(replay.status).toBe(0);
    expect(JSON.parse(replay.stdout).log.length).toBeGreaterThan(3);
  });

  test('mission policies are refused for decks with exit 2', () => {
    const r = studio('simulate', 'samples/kerrow-point.deck.json', '--policy', 'heuristic');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/greedy or systematic/);
  });

  test('a closed pipe ends the command quietly', () => {
    const r = spawnSync('sh', ['-c', 'node bin/studio.mjs simulate samples/kerrow-point.deck.json --runs 3 --replay 1 | head -1'], {
      encoding: 'utf8',
    });
    expect(r.stderr).not.toMatch(/EPIPE/);
  });
});
