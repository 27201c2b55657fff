import { describe, expect, test } from 'vitest';
import { runBatch, simulateBatch, simulateOne } from '../../../src/engine/rulesets/time-stories/batch/batch';
import { compileDeck } from '../../../src/engine/rulesets/time-stories/rules/compile';
import { formatBatchReport } from '../../../src/engine/rulesets/time-stories/batch/report';
import { sampleDeck } from './fixture';

describe('bots and batch reports', () => {
  const deck = compileDeck(sampleDeck());

  test('the sample deck can be won in one run by both bots', () => {
    for (const bot of ['greedy', 'systematic'] as const) {
      const r = runBatch(deck, { campaigns: 200, seed: 11, bot });
      expect(r.successFirstRun, bot).toBeGreaterThan(0.1);
      expect(r.expectedRuns, bot).toBeGreaterThanOrEqual(1);
      expect(r.shortest?.path[0]).toBe('harbour');
      expect(r.shortest!.path.at(-1)).toBe('lighthouse');
      expect(r.tuLeftAtSuccess!.min).toBeGreaterThanOrEqual(0);
      expect(r.settings.join('\n')).toMatch(/assumption, TS-40.1/);
    }
  });

  test("a report reads in words, with the simulator's assumptions", () => {
    const text = formatBatchReport(
      runBatch(deck, { campaigns: 30, seed: 2, bot: 'greedy' }),
      'kerrow-point',
    ).join('\n');
    expect(text).toMatch(/success within one run: \d+\.\d %/);
    expect(text).toMatch(/shortest path to success: \d+ TU via harbour → /);
    expect(text).toMatch(/time-captain die \(assumption, TS-40.2\): 1, 1, 2, 2, 3, 3/);
  });

  test('the greedy bot (knows the deck) does better in one run than the systematic one (knows nothing)', () => {
    const g = runBatch(deck, { campaigns: 300, seed: 5, bot: 'greedy' });
    const s = runBatch(deck, { campaigns: 300, seed: 5, bot: 'systematic' });
    expect(g.successFirstRun).toBeGreaterThan(s.successFirstRun);
    expect(s.neverVisited.length).toBeLessThanOrEqual(g.neverVisited.length);
  });

  test('a batch is deterministic and streams partial reports', () => {
    const a = runBatch(deck, { campaigns: 50, seed: 3, bot: 'systematic' });
    const b = runBatch(deck, { campaigns: 50, seed: 3, bot: 'systematic' });
    expect(a).toEqual(b);
    const it = simulateBatch(deck, { campaigns: 50, seed: 3, bot: 'systematic', chunk: 20 });
    const partial: number[] = [];
    for (let r = it.next(); ; r = it.next()) {
      if (r.done) {
        expect(r.value).toEqual(a);
        break;
      }
      partial.push(r.value.campaigns);
    }
    expect(partial).toEqual([20, 40]);
  });

  test('agency items make later runs more likely to win (TS-11.8)', () => {
    const r = runBatch(deck, { campaigns: 300, seed: 9, bot: 'systematic' });
    expect(r.successPerRun).toBeGreaterThan(r.successFirstRun * 0.9);
    expect(r.runsToWin.slice(2).reduce((x, y) => x + y, 0)).toBeGreaterThan(0);
  });

  test('one logged run ends with the success card or a failure card, and its log tells the story', () => {
    const s = simulateOne(deck, 1, 'greedy');
    expect(s.phase).toBe('ended');
    const types = new Set(s.log!.map((e) => e.type));
    for (const t of ['run', 'layout', 'enter', 'explore', 'round', 'leave', 'end'])
      expect(types).toContain(t);
  });
});
