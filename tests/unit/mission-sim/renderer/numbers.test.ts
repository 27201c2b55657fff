import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { wholePercents } from '../../../../src/renderer/rulesets/sine-tempore/sim/numbers';

describe('the odds of wounds as whole percents', () => {
  test('issue 14: the odds shown before an attack add up to 100 % (they read 10 % and 91 % for 0.095 and 0.905)', () => {
    expect(wholePercents([0.095, 0.905])).toEqual([10, 90]);
    expect(wholePercents([1 / 3, 1 / 3, 1 / 3])).toEqual([34, 33, 33]);
    expect(wholePercents([0, 1])).toEqual([0, 100]);
    expect(wholePercents([])).toEqual([]);
  });

  test('any shares: the percents add up to 100 and each is its exact share rounded down or up', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 12 }), (shares) => {
        const sum = shares.reduce((a, b) => a + b, 0);
        fc.pre(sum > 1e-9);
        const p = wholePercents(shares);
        expect(p.reduce((a, b) => a + b, 0)).toBe(100);
        p.forEach((v, i) => {
          const exact = (100 * shares[i]) / sum;
          expect(v).toBeGreaterThanOrEqual(Math.floor(exact));
          expect(v).toBeLessThanOrEqual(Math.floor(exact) + 1);
        });
      }),
    );
  });
});
