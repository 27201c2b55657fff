import { describe, expect, test } from 'vitest';
import { simulate } from '../../../../src/engine/rulesets/sine-tempore/batch/batch';
import { summarize } from '../../../../src/engine/rulesets/sine-tempore/batch/report';
import { frameThrottle } from '../../../../src/renderer/rulesets/sine-tempore/sim/batch-runner';
import { combine, playSlice, sliceJobs } from '../../../../src/renderer/rulesets/sine-tempore/sim/batch-slice';
import { compiledTutorial } from './fixtures';

describe('batches in the browser', () => {
  test('slices are contiguous, cover every game once, and differ by one game at most', () => {
    for (const [runs, workers] of [
      [1000, 3],
      [7, 4],
      [2, 8],
      [1, 1],
    ]) {
      const jobs = sliceJobs(runs, workers, 5, 'random');
      expect(jobs.length).toBe(Math.min(runs, workers));
      expect(jobs.reduce((n, j) => n + j.count, 0)).toBe(runs);
      jobs.forEach((j, i) => expect(j.first).toBe(i === 0 ? 0 : jobs[i - 1].first + jobs[i - 1].count));
      expect(Math.max(...jobs.map((j) => j.count)) - Math.min(...jobs.map((j) => j.count))).toBeLessThanOrEqual(1);
      expect(jobs.every((j) => j.seed === 5 && j.policy === 'random')).toBe(true);
    }
  });

  test('slices played in chunks and combined give the command line’s report, whatever the number of workers', () => {
    const cm = compiledTutorial();
    const whole = summarize(simulate(cm, { runs: 60, seed: 4, policy: 'heuristic' }));
    for (const workers of [1, 3]) {
      let clock = 0;
      const partials: number[] = [];
      const parts = sliceJobs(60, workers, 4, 'heuristic').map((job) =>
        playSlice(cm, job, (totals, done) => {
          expect(totals.games).toBe(done);
          partials.push(done);
        }, () => (clock += 40)),
      );
      const combined = combine(parts)!;
      expect(combined.games).toBe(60);
      expect(summarize(combined)).toEqual(whole);
      // A partial report every 100 ms of (fake) time, each with more games than the last of its slice.
      expect(partials.length).toBeGreaterThan(0);
    }
  });

  test('combining leaves the slices as they were, and nothing combines to nothing', () => {
    const cm = compiledTutorial();
    const a = simulate(cm, { runs: 3, seed: 1, policy: 'random' });
    const b = simulate(cm, { runs: 2, seed: 1, policy: 'random', first: 3 });
    const copyA = structuredClone(a);
    expect(combine([a, null, b])!.games).toBe(5);
    expect(a).toEqual(copyA);
    expect(combine([null, null])).toBeNull();
  });

  test('progress reaches the UI at most once per animation frame', () => {
    const frames: (() => void)[] = [];
    let flushed = 0;
    const request = frameThrottle(
      () => flushed++,
      (f) => frames.push(f),
    );
    for (let i = 0; i < 50; i++) request();
    expect(frames.length).toBe(1);
    frames.shift()!();
    expect(flushed).toBe(1);
    request();
    expect(frames.length).toBe(1);
  });
});
