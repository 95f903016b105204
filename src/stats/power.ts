// Power planning for a difference between two win rates: how many games each rule set needs so that
// a difference of d points is found with the given power, at alpha split over k comparisons
// (Bonferroni, which Holm never needs more than), with paired arms shrinking the variance by the
// pairing ratio that a pilot measures (src/experiment/pairing.ts). `talisman-sim plan` prints it.

/**
 * The standard normal quantile (Acklam's rational approximation, relative error below 1.2e-9):
 * z(0.975) = 1.959964, z(0.8) = 0.841621. simple-statistics' probit is too coarse (src/stats/intervals.ts).
 */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`normalQuantile: p must be between 0 and 1 (got ${p})`);
  const low = 0.02425;
  if (p < low) return tail(Math.sqrt(-2 * Math.log(p)));
  if (p > 1 - low) return -tail(Math.sqrt(-2 * Math.log(1 - p)));
  const q = p - 0.5;
  const r = q * q;
  const num = ((((-39.69683028665376 * r + 220.9460984245205) * r - 275.9285104469687) * r + 138.357751867269) * r - 30.66479806614716) * r + 2.506628277459239;
  const den = ((((-54.47609879822406 * r + 161.5858368580409) * r - 155.6989798598866) * r + 66.80131188771972) * r - 13.28068155288572) * r + 1;
  return (q * num) / den;
}

/** Acklam's lower-tail branch at q = sqrt(-2 ln p). */
function tail(q: number): number {
  const num = ((((-0.007784894002430293 * q - 0.3223964580411365) * q - 2.400758277161838) * q - 2.549732539343734) * q + 4.374664141464968) * q + 2.938163982698783;
  const den = (((0.007784695709041462 * q + 0.3224671290700398) * q + 2.445134137142996) * q + 3.754408661907416) * q + 1;
  return num / den;
}

export interface PowerQuestion {
  /** The baseline win rate p (0 < p < 1). */
  baseline: number;
  /** The smallest difference worth finding, as a rate (0.02 = 2 points); the other arm's rate is p + d. */
  diff: number;
  /** Two-sided significance level of the whole family. */
  alpha: number;
  /** Chance of finding a true difference of `diff`. */
  power: number;
  /** Comparisons tested together (14 characters): each is tested at alpha / comparisons. */
  comparisons: number;
  /** var(A − B) / (var A + var B) of the paired per-game outcomes: 1 unpaired, below 1 when pairing helps. */
  pairingRatio: number;
}

/**
 * Observations per arm (games in which the subject is dealt) for a two-sided test of p1 = p2 at
 * alpha / k, by Fleiss' formula for two independent proportions (Fleiss, Levin & Paik 2003, eq. 4.14,
 * without continuity correction; R's power.prop.test solves the same equation):
 *   n = [z(1 − a/2) · sqrt(2 p̄ q̄) + z(power) · sqrt(p1 q1 + p2 q2)]² / d²,  a = alpha / k, p̄ = (p1 + p2) / 2.
 * Paired arms: every variance in it is var A + var B − 2 cov = ratio · (var A + var B), so n scales
 * by the pairing ratio. Not rounded.
 */
export function observationsPerArm(q: PowerQuestion): number {
  const p1 = q.baseline;
  const p2 = q.baseline + q.diff;
  const pBar = (p1 + p2) / 2;
  const zAlpha = normalQuantile(1 - q.alpha / (2 * q.comparisons));
  const zPower = normalQuantile(q.power);
  const root = zAlpha * Math.sqrt(2 * pBar * (1 - pBar)) + zPower * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2));
  return (q.pairingRatio * root * root) / (q.diff * q.diff);
}

/**
 * Games per arm when the subject is in only a share of the games (a character dealt to one of 4
 * seats from 14 characters is in 4/14 of them): observations / share, rounded up.
 */
export function gamesPerArm(q: PowerQuestion, share: number): number {
  return Math.ceil(observationsPerArm(q) / share);
}

/**
 * Observations for a normal interval of half-width `halfWidth` on a mean whose variance per
 * observation is `variance`, at the quantile `z` (z = normalQuantile(1 − alpha / 2k) for k intervals
 * held at once): n = z² · variance / halfWidth². `worth` sizes itself with it after a pilot. Not rounded.
 */
export function observationsForWidth(variance: number, halfWidth: number, z: number): number {
  return (z * z * variance) / (halfWidth * halfWidth);
}

/**
 * Games per arm for a card check to flag an effect of `effect` (points): its simultaneous interval
 * (at alpha over the m tests of the report's family) must lie wholly beyond ±`flag`, with the given
 * power, when one game's contribution to the effect has standard deviation `sigma` (its standard
 * error is sigma / sqrt(games)): n = ((z(1 − alpha/2m) + z(power)) · sigma / (effect − flag))².
 * Infinite when the effect is not beyond the flag.
 */
export function gamesToFlag(sigma: number, effect: number, flag: number, m: number, alpha: number, power: number): number {
  if (!(effect > flag)) return Number.POSITIVE_INFINITY;
  const z = normalQuantile(1 - alpha / (2 * m)) + normalQuantile(power);
  return Math.ceil(((z * sigma) / (effect - flag)) ** 2);
}
