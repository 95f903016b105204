// Intervals and tests on a difference between two arms: the paired interval from per-game sums
// (a ratio of per-game totals, linearised, with the game as the unit), Newcombe's hybrid score
// interval and Welch's interval for unpaired arms, normal p-values and Holm's step-down adjustment.
// src/experiment/results.ts applies them to the sums src/experiment/sums.ts folds.
import { Z95, wilsonInterval, type Interval } from './intervals.ts';

/** Two-sided p-value of a standard normal statistic: P(|Z| >= |z|) = erfc(|z| / sqrt 2). */
export function normalTwoSidedP(z: number): number {
  return Math.min(1, erfc(Math.abs(z) / Math.SQRT2));
}

/**
 * The complementary error function, by the Chebyshev fit of Numerical Recipes (6.2, erfcc):
 * relative error below 1.2e-7 everywhere, ample for a printed p-value.
 */
export function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const poly = -z * z - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807
    + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  const r = t * Math.exp(poly);
  return x >= 0 ? r : 2 - r;
}

/** The p-value of a difference `d` with standard error `se`: 1 when both are 0, 0 when only se is. */
export function differenceP(d: number, se: number): number {
  if (se === 0) return d === 0 ? 1 : 0;
  return normalTwoSidedP(d / se);
}

/**
 * Newcombe's hybrid score interval for p1 − p2 from independent samples (Newcombe 1998, method 10):
 * each rate's Wilson interval [l, u], then d − sqrt((p1 − l1)² + (u2 − p2)²) to
 * d + sqrt((u1 − p1)² + (p2 − l2)²). Stays inside [−1, 1] and keeps its coverage near 0 and 1.
 */
export function newcombeInterval(x1: number, n1: number, x2: number, n2: number, z = Z95): Interval {
  const p1 = n1 === 0 ? 0 : x1 / n1;
  const p2 = n2 === 0 ? 0 : x2 / n2;
  const a = wilsonInterval(x1, n1, z);
  const b = wilsonInterval(x2, n2, z);
  const d = p1 - p2;
  return { low: d - Math.hypot(p1 - a.low, b.high - p2), high: d + Math.hypot(a.high - p1, p2 - b.low) };
}

/** Sums over games of one arm's per-game numerator y and denominator z (a rate is Σy / Σz). */
export interface ArmSums {
  n: number;
  y: number;
  z: number;
  yy: number;
  yz: number;
  zz: number;
}

/**
 * Sums over games of the per-game differences dy = yA − yB and dz = zA − zB between an arm A and
 * the baseline B, and their products with each other and with the baseline's y and z.
 */
export interface PairSums {
  dy: number;
  dz: number;
  dydy: number;
  dydz: number;
  dzdz: number;
  dyy: number;
  dyz: number;
  dzy: number;
  dzz: number;
}

/** A difference with its standard error. */
export interface Estimate {
  d: number;
  se: number;
}

/** Σy / Σz, or 0 when the subject never came up. */
export function ratio(s: ArmSums): number {
  return s.z === 0 ? 0 : s.y / s.z;
}

/**
 * The paired difference R_A − R_B of two ratios of per-game totals, and its standard error with the
 * game as the unit: each game's influence u = (yA − R_A zA)/z̄A − (yB − R_B zB)/z̄B (the delta
 * method for a ratio estimator), var = Σu² / (n (n − 1)). With z = 1 this is the paired t statistic's
 * variance; with z the games a character was dealt it is the cluster-robust one. Written in the
 * differences dy, dz so that identical arms give exactly 0 (every sum of differences is 0).
 */
export function pairedEstimate(a: ArmSums, b: ArmSums, p: PairSums): Estimate {
  const n = b.n;
  if (a.z === 0 || b.z === 0 || n < 2) return { d: ratio(a) - ratio(b), se: Number.NaN };
  const ra = ratio(a);
  const rb = ratio(b);
  const za = a.z / n;
  const zb = b.z / n;
  // u = c1·dy + c2·dz + c3·yB + c4·zB
  const c1 = 1 / za;
  const c2 = -ra / za;
  const c3 = 1 / za - 1 / zb;
  const c4 = rb / zb - ra / za;
  const sumSq = c1 * c1 * p.dydy + c2 * c2 * p.dzdz + c3 * c3 * b.yy + c4 * c4 * b.zz
    + 2 * (c1 * c2 * p.dydz + c1 * c3 * p.dyy + c1 * c4 * p.dyz + c2 * c3 * p.dzy + c2 * c4 * p.dzz + c3 * c4 * b.yz);
  return { d: ra - rb, se: Math.sqrt(Math.max(0, sumSq) / (n * (n - 1))) };
}

/** One arm's ratio and its standard error, the game as the unit (for Welch's interval). */
export function armEstimate(s: ArmSums): Estimate {
  if (s.z === 0 || s.n < 2) return { d: ratio(s), se: Number.NaN };
  const r = ratio(s);
  const zbar = s.z / s.n;
  const sumSq = s.yy - 2 * r * s.yz + r * r * s.zz;
  return { d: r, se: Math.sqrt(Math.max(0, sumSq) / (s.n * (s.n - 1))) / zbar };
}

/**
 * Welch's interval for a difference of two independent means (each with its own variance), with the
 * normal quantile: the arms have hundreds of games at least, where t and z agree to 3 digits.
 */
export function welchInterval(a: ArmSums, b: ArmSums, z = Z95): Interval {
  const ea = armEstimate(a);
  const eb = armEstimate(b);
  const d = ea.d - eb.d;
  const se = Math.hypot(ea.se, eb.se);
  return { low: d - z * se, high: d + z * se };
}

/** The 95% normal interval of an estimate. */
export function normalInterval(e: Estimate, z = Z95): Interval {
  return { low: e.d - z * e.se, high: e.d + z * e.se };
}

/**
 * Holm's step-down adjustment (Holm 1979) of a family of p-values: sorted ascending, the k-th
 * smallest (k from 0) is multiplied by m − k, capped at 1 and made non-decreasing. Returned in
 * the input order; NaN entries (nothing tested) stay NaN and do not count in m.
 */
export function holmAdjust(ps: readonly number[]): number[] {
  const order = ps.map((p, i) => i).filter((i) => !Number.isNaN(ps[i])).sort((i, j) => ps[i] - ps[j] || i - j);
  const out = ps.map(() => Number.NaN);
  let running = 0;
  order.forEach((i, k) => {
    running = Math.max(running, Math.min(1, (order.length - k) * ps[i]));
    out[i] = running;
  });
  return out;
}

/**
 * The interval of a difference of two independent estimates from their own intervals, each end
 * recovering the variances from the distances to its estimate (MOVER: G. Y. Zou and A. Donner,
 * "Construction of confidence limits about effect measures: a general approach", Statistics in
 * Medicine 27, 2008; Newcombe's hybrid interval is its case for two Wilson intervals):
 * d1 − d2 − sqrt((d1 − l1)² + (u2 − d2)²) to d1 − d2 + sqrt((u1 − d1)² + (d2 − l2)²).
 */
export function moverInterval(a: { d: number } & Interval, b: { d: number } & Interval): Interval {
  const d = a.d - b.d;
  return { low: d - Math.hypot(a.d - a.low, b.high - b.d), high: d + Math.hypot(a.high - a.d, b.d - b.low) };
}
