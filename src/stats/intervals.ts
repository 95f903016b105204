// Confidence intervals for proportions (a win rate is wins out of games). The summary (src/sim/summary.ts)
// gives every character, seat and strategy its Wilson interval; the report draws them as error bars.

/**
 * The two-sided 95% normal quantile, 1.959963984540054 (R: qnorm(0.975)). simple-statistics'
 * probit(0.975) gives 1.9572 (an approximate inverse error function), too coarse for a printed interval.
 */
export const Z95 = 1.959963984540054;

export interface Interval {
  low: number;
  high: number;
}

/**
 * The Wilson score interval for `successes` out of `trials` (Wilson 1927): unlike p ± z·SE it stays
 * inside [0, 1] and keeps its coverage near 0 and 1, where rare characters' win rates sit.
 * With no trials nothing is known: [0, 1].
 */
export function wilsonInterval(successes: number, trials: number, z = Z95): Interval {
  // Stryker disable next-line ConditionalExpression: equivalent, with 0 of 0 the ends below give 0 and 1 as well
  if (trials === 0) return { low: 0, high: 1 };
  const p = successes / trials;
  const z2n = (z * z) / trials;
  const centre = (p + z2n / 2) / (1 + z2n);
  const half = (z / (1 + z2n)) * Math.sqrt(p * (1 - p) / trials + z2n / (4 * trials));
  // At p = 0 (or 1) the bound is exactly 0 (or 1); the subtraction leaves a rounding hair (1e-17).
  return { low: successes === 0 ? 0 : clamp(centre - half), high: successes === trials ? 1 : clamp(centre + half) };
}

/** Rounding can leave an endpoint a hair outside [0, 1] at p = 0 or 1. */
function clamp(x: number): number {
  return Math.min(1, Math.max(0, x));
}
