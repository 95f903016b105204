// Statistics that stay honest at any sample size: Student's t for paired means (its quantile and
// two-sided p-value, through the regularised incomplete beta function), the exact sign test on the
// discordant pairs of paired win/loss outcomes (McNemar's exact test) and Tango's score interval for
// a difference of paired proportions. src/experiment/results.ts chooses among them per row.
import { Z95, type Interval } from './intervals.ts';

/**
 * The fewest discordant games (games the two arms end differently) with which an exact two-sided
 * test can reach 5%: with 5 the smallest p-value is 2 · 0.5^5 = 0.0625, with 6 it is 0.03125.
 */
export const MIN_DISCORDANT = 6;

/** log Γ(x) for x > 0 (Lanczos, g = 7, 9 terms: about 15 significant digits). */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const c = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];
  const z = x - 1;
  let a = c[0];
  for (let i = 1; i < 9; i++) a += c[i] / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

/** The regularised incomplete beta function I_x(a, b), by its continued fraction (Numerical Recipes 6.4, betacf). */
export function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  if (x < (a + 1) / (a + b + 2)) return (front * betaFraction(x, a, b)) / a;
  return 1 - (front * betaFraction(1 - x, b, a)) / b;
}

/** Lentz's evaluation of the incomplete beta's continued fraction. */
function betaFraction(x: number, a: number, b: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  d = 1 / (Math.abs(d) < tiny ? tiny : d);
  let h = d;
  for (let m = 1; m <= 10000; m++) {
    const m2 = 2 * m;
    for (const aa of [(m * (b - m) * x) / ((a + m2 - 1) * (a + m2)), (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1))]) {
      d = 1 + aa * d;
      d = 1 / (Math.abs(d) < tiny ? tiny : d);
      c = 1 + aa / c;
      if (Math.abs(c) < tiny) c = tiny;
      h *= d * c;
    }
    if (Math.abs(d * c - 1) < 1e-15) break;
  }
  return h;
}

/** P(|T| >= |t|) for Student's t with `df` degrees of freedom: I_{df/(df+t²)}(df/2, 1/2). */
export function studentTwoSidedP(t: number, df: number): number {
  if (!Number.isFinite(t)) return 0;
  return Math.min(1, incompleteBeta(df / (df + t * t), df / 2, 0.5));
}

/** The two-sided 95% quantile of Student's t with `df` degrees of freedom (12.706 at 1, 1.960 at infinity). */
export function studentQuantile95(df: number): number {
  return studentQuantile(0.05, df);
}

/** The t with P(|T| >= t) = alpha for Student's t with `df` degrees of freedom, by bisection (normal beyond 10⁷ df). */
export function studentQuantile(alpha: number, df: number): number {
  const d = Math.min(df, 1e7);
  let lo = 0;
  let hi = 1e4;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (studentTwoSidedP(mid, d) > alpha) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * McNemar's exact test: of `b` games only the arm won and `c` only the baseline won, is b against c
 * a fair coin's split? Two-sided, 2 · P(X <= min(b, c)) for X ~ Binomial(b + c, 1/2), capped at 1.
 */
export function signTestP(b: number, c: number): number {
  const m = b + c;
  const k = Math.min(b, c);
  if (m === 0 || 2 * k >= m) return 1;
  return Math.min(1, 2 * incompleteBeta(0.5, m - k, k + 1));
}

/**
 * Tango's score interval for the difference of paired proportions Δ = (b − c) / n (T. Tango,
 * "Equivalence test and confidence interval for the difference in proportions for the paired-sample
 * design", Statistics in Medicine 17, 1998): the Δ whose score statistic
 * (b − c − nΔ) / sqrt(n (2 q̃ + Δ(1 − Δ))), with q̃ the constrained maximum likelihood estimate of
 * the baseline-only share, equals ∓z. At Δ = 0 the statistic is McNemar's (b − c) / sqrt(b + c).
 * Never zero-width, and inside [−1, 1].
 */
export function tangoInterval(b: number, c: number, n: number, z = Z95): Interval {
  const d = (b - c) / n;
  const score = (delta: number) => {
    const B = -b - c + (2 * n - b + c) * delta;
    const C = -c * delta * (1 - delta);
    const q = (Math.sqrt(Math.max(0, B * B - 8 * n * C)) - B) / (4 * n);
    const v = n * (2 * q + delta * (1 - delta));
    return v <= 0 ? (b - c - n * delta >= 0 ? Infinity : -Infinity) : (b - c - n * delta) / Math.sqrt(v);
  };
  const root = (target: number, from: number, to: number) => {
    let lo = from;
    let hi = to;
    for (let i = 0; i < 100; i++) {
      const mid = (lo + hi) / 2;
      if (score(mid) > target) lo = mid;
      else hi = mid;
    }
    return (lo + hi) / 2;
  };
  return { low: d <= -1 ? -1 : root(z, -1, d), high: d >= 1 ? 1 : root(-z, d, 1) };
}


/** log C(n, k). */
function logChoose(n: number, k: number): number {
  return logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1);
}

/**
 * Fisher's exact test of x1 of n1 against x2 of n2 (R. A. Fisher, *Statistical Methods for Research
 * Workers*, 1925; R's fisher.test): the two-sided p-value sums the hypergeometric probabilities of
 * every table with the same margins no more likely than the one seen.
 */
export function fisherExactP(x1: number, n1: number, x2: number, n2: number): number {
  const m = x1 + x2;
  const logP = (x: number) => logChoose(n1, x) + logChoose(n2, m - x) - logChoose(n1 + n2, m);
  const seen = logP(x1);
  let p = 0;
  for (let x = Math.max(0, m - n2); x <= Math.min(n1, m); x++) {
    const l = logP(x);
    if (l <= seen + 1e-7) p += Math.exp(l);
  }
  return Math.min(1, p);
}

/** Welch's degrees of freedom for two variances of the mean va, vb from na and nb observations (Welch 1947). */
export function welchDf(va: number, na: number, vb: number, nb: number): number {
  return (va + vb) ** 2 / (va * va / (na - 1) + vb * vb / (nb - 1));
}
