import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { normalCdf, twoProportion } from '../../../../src/renderer/sim-frame/stats';

describe('comparing two win rates (issue 14: compare two versions)', () => {
  test('the normal distribution function at known points', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 4);
    expect(normalCdf(-1.96)).toBeCloseTo(0.025, 4);
    expect(normalCdf(3)).toBeCloseTo(0.99865, 5);
  });

  test('the textbook case: 45 of 100 against 55 of 100 is not significant (p ≈ 0.157); 450 of 1000 against 550 of 1000 is', () => {
    const small = twoProportion(45, 100, 55, 100);
    expect(small.difference).toBeCloseTo(0.1, 10);
    expect(small.z).toBeCloseTo(1.4142, 3);
    expect(small.p).toBeCloseTo(0.1573, 3);
    expect(small.significant).toBe(false);
    const large = twoProportion(450, 1000, 550, 1000);
    expect(large.p).toBeLessThan(0.001);
    expect(large.significant).toBe(true);
    expect(large.interval[0]).toBeGreaterThan(0);
  });

  test('no games, or rates of 0 and 1 on both sides, say nothing is shown (p = 1); the test is symmetric', () => {
    expect(twoProportion(0, 0, 5, 10).p).toBe(1);
    expect(twoProportion(0, 50, 0, 80).p).toBe(1);
    expect(twoProportion(50, 50, 80, 80).p).toBe(1);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 5000 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (na, nb, ra, rb) => {
        const ka = Math.round(ra * na);
        const kb = Math.round(rb * nb);
        const ab = twoProportion(ka, na, kb, nb);
        const ba = twoProportion(kb, nb, ka, na);
        expect(ab.p).toBeCloseTo(ba.p, 9);
        expect(ab.difference).toBeCloseTo(-ba.difference, 12);
        expect(ab.p).toBeGreaterThanOrEqual(0);
        expect(ab.p).toBeLessThanOrEqual(1);
        expect(ab.interval[0]).toBeLessThanOrEqual(ab.difference + 1e-12);
        expect(ab.interval[1]).toBeGreaterThanOrEqual(ab.difference - 1e-12);
      }),
    );
  });
});
