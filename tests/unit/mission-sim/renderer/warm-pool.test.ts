import { describe, expect, test } from 'vitest';
import type { Remote } from 'comlink';
import { simulate } from '../../../../src/engine/rulesets/sine-tempore/batch/batch';
import { errorData } from '../../../../src/engine/format/messages/error';
import { guidedChunks } from '../../../../src/renderer/rulesets/sine-tempore/sim/batch-slice';
import { WarmPool, type PoolWorker } from '../../../../src/renderer/rulesets/sine-tempore/sim/warm-pool';
import { createSimApi, type SimApi } from '../../../../src/renderer/rulesets/sine-tempore/sim/worker-api';
import { catalog, compiledTutorial, tutorial } from './fixtures';

/**
 * Workers of a warm pool in this thread: the studio's worker API as it runs in a Web Worker, each call answered
 * after `delay` macrotasks (a slow worker gets fewer chunks, as a worker V8 is re-optimising does).
 */
function inThread(delay = 0): PoolWorker & { calls: string[] } {
  const api = createSimApi(
    () => 0,
    () => new Promise<void>((ok) => setTimeout(ok, 0)),
  );
  const calls: string[] = [];
  const later = <T,>(f: () => T): Promise<T> =>
    new Promise<T>((ok, fail) => {
      let left = delay;
      const tick = () => {
        if (left-- > 0) return void setTimeout(tick, 0);
        Promise.resolve()
          .then(f)
          .then(ok, fail);
      };
      tick();
    });
  const remote = new Proxy(api, {
    get: (target, name: string) => (...args: unknown[]) => {
      calls.push(name);
      return later(() => (target[name as keyof SimApi] as (...a: unknown[]) => unknown)(...args));
    },
  }) as unknown as Remote<SimApi>;
  return { remote, terminate: () => undefined, calls };
}

describe('live balance: the warm pool (issue 14)', () => {
  test('a batch is cut into contiguous chunks in game order, big ones first, none under the smallest but the last', () => {
    for (const [runs, workers] of [
      [1000, 2],
      [1000, 1],
      [60, 3],
      [7, 2],
      [1, 2],
    ]) {
      const jobs = guidedChunks(runs, workers, 9, 'heuristic');
      expect(jobs.reduce((n, j) => n + j.count, 0)).toBe(runs);
      jobs.forEach((j, i) => {
        expect(j.first).toBe(i === 0 ? 0 : jobs[i - 1].first + jobs[i - 1].count);
        if (i > 0) expect(j.count).toBeLessThanOrEqual(jobs[i - 1].count);
        if (i < jobs.length - 1) expect(j.count).toBeGreaterThanOrEqual(16);
        expect(j.seed).toBe(9);
      });
    }
    // Few round trips for the live batch: about a dozen chunks, the last ones small.
    const live = guidedChunks(1000, 2, 1, 'heuristic');
    expect(live.length).toBeLessThanOrEqual(20);
    expect(live[live.length - 1].count).toBeLessThanOrEqual(16);
  });

  test('the chunks, taken by whichever worker is free, give the command line’s totals; a slow worker takes fewer', async () => {
    const whole = simulate(compiledTutorial(), { runs: 120, seed: 3, policy: 'heuristic' });
    const slow = inThread(40);
    const fast = inThread(0);
    const made = [slow, fast];
    const pool = new WarmPool(() => made.shift()!);
    const handle = pool.start({ mission: tutorial(), catalog: catalog(), runs: 120, seed: 3, policy: 'heuristic', workers: 2 }, () => {});
    const stats = await handle.result;
    expect(stats).toEqual(whole);
    const chunks = (w: { calls: string[] }) => w.calls.filter((c) => c === 'liveChunk').length;
    expect(chunks(fast)).toBeGreaterThan(chunks(slow));
    // The mission crosses over once per worker and batch, not with every chunk.
    expect(slow.calls.filter((c) => c === 'liveCompile')).toHaveLength(1);
    expect(fast.calls.filter((c) => c === 'liveCompile')).toHaveLength(1);
    pool.dispose();
  });

  test('a cancelled batch reports nothing, and the next one on the same workers the full batch', async () => {
    const pool = new WarmPool(() => inThread(0));
    const req = { mission: tutorial(), catalog: catalog(), runs: 80, seed: 5, policy: 'heuristic' as const, workers: 2 };
    const stale = pool.start(req, () => {});
    stale.cancel();
    const next = pool.start(req, () => {});
    expect(await stale.result).toBeNull();
    expect((await next.result)?.games).toBe(80);
    pool.dispose();
  });

  test('a mission that does not compile fails the batch with the engine’s message as data', async () => {
    const pool = new WarmPool(() => inThread(0));
    const m = tutorial();
    m.heroes[0].hero = 'nobody';
    let expected: unknown;
    try {
      createSimApi(() => 0).liveCompile(m, catalog());
    } catch (e) {
      expected = e;
    }
    expect(expected).toEqual(errorData(expected));
    await expect(pool.start({ mission: m, catalog: catalog(), runs: 40, seed: 1, policy: 'heuristic', workers: 2 }, () => {}).result).rejects.toEqual(expected);
    pool.dispose();
  });
});
