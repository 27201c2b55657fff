/**
 * A report a Universalis player would believe (issue 12): a mirror match (a sample's side a against its own
 * mirror image, on a table mirrored the same way, the same bot on both sides) is won about as often by
 * each side, with a 95% interval that contains 50%.
 */
import { describe, expect, it } from 'vitest';
import { universalis } from '../../../src/engine/rulesets/universalis';
import { summarize } from '../../../src/engine/rulesets/universalis/batch/stats';
import { runSlice, wilson } from '../../../src/engine/core/batch';
import { mirrored } from './mirror-support';

describe('mirror match (issue 12)', () => {
  it('the same bot on a mirrored sample wins about half the decisive games for each side (95% interval contains 50%)', () => {
    const { skirmish, units } = mirrored('saltmarsh-crossing');
    const c = universalis.compile(skirmish, { units });
    const stats = runSlice(universalis, c, { first: 0, count: 120, seed: 99, bots: { a: 'aggressive', b: 'aggressive' } });
    const s = summarize(stats);
    const decisive = stats.outcomes.a + stats.outcomes.b;
    expect(decisive).toBeGreaterThan(60);
    const [low, high] = wilson(stats.outcomes.a, decisive);
    expect(low).toBeLessThanOrEqual(0.5);
    expect(high).toBeGreaterThanOrEqual(0.5);
    expect(s.wins.a.low).toBeLessThanOrEqual(s.wins.b.high);
    expect(s.refused).toBe(0);
  }, 300_000);
});
