/**
 * Is a change in win rate real? The two-proportion z-test (pooled standard error, two-sided), as a designer
 * comparing two versions of a scenario needs it: the difference, its 95% interval, and the p-value. Pure
 * arithmetic, the same for every ruleset.
 */

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26 for erf, error below 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

export interface ProportionTest {
  /** Rate of b minus rate of a. */
  difference: number;
  /** 95% interval of the difference (unpooled standard error). */
  interval: [number, number];
  z: number;
  /** Two-sided p-value; 1 when either side has no games or the rates are both 0 or both 1. */
  p: number;
  /** p below 0.05. */
  significant: boolean;
}

export function twoProportion(winsA: number, gamesA: number, winsB: number, gamesB: number): ProportionTest {
  if (gamesA <= 0 || gamesB <= 0) return { difference: 0, interval: [0, 0], z: 0, p: 1, significant: false };
  const pa = winsA / gamesA;
  const pb = winsB / gamesB;
  const difference = pb - pa;
  const pooled = (winsA + winsB) / (gamesA + gamesB);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / gamesA + 1 / gamesB));
  const z = se > 0 ? difference / se : 0;
  const p = se > 0 ? 2 * (1 - normalCdf(Math.abs(z))) : 1;
  const half = 1.96 * Math.sqrt((pa * (1 - pa)) / gamesA + (pb * (1 - pb)) / gamesB);
  return { difference, interval: [difference - half, difference + half], z, p, significant: p < 0.05 };
}
