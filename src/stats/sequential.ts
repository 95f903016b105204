// Looking at the data many times: an asymptotic confidence sequence for `--precision` (valid at
// every look at once, so stopping when it is narrow enough keeps its coverage) and the normalised
// GSPRT of the chess engine testing frameworks for `--sprt`. Both take the paired estimate of
// stats/differences.ts: a difference, its standard error and the games behind it.
import type { Estimate } from './differences.ts';

export const SEQUENTIAL_ALPHA = 0.05;

/**
 * The mixing precision ρ² of the confidence sequence tuned to be tightest at `tStar` games
 * (Waudby-Smith et al. 2021, "Time-uniform central limit theory and asymptotic confidence
 * sequences", eq. 2.6): ρ² = (−2 log α + log(−2 log α + 1)) / t*.
 */
export function mixingPrecision(tStar: number, alpha = SEQUENTIAL_ALPHA): number {
  const l = -2 * Math.log(alpha);
  return (l + Math.log(l + 1)) / tStar;
}

/**
 * The half-width of the two-sided asymptotic confidence sequence (Robbins' normal mixture, Waudby-
 * Smith et al. 2021, Theorem 2.2) after `t` games whose per-game standard deviation is `sd`:
 * sd · sqrt( 2(tρ² + 1) / (t²ρ²) · log( sqrt(tρ² + 1) / α ) ).
 */
export function sequenceHalfWidth(sd: number, t: number, rho2: number, alpha = SEQUENTIAL_ALPHA): number {
  const a = t * rho2 + 1;
  return sd * Math.sqrt((2 * a / (t * t * rho2)) * Math.log(Math.sqrt(a) / alpha));
}

/**
 * The anytime-valid p-value of a zero difference: the smallest α whose sequence excludes 0,
 * sqrt(tρ² + 1) · exp(−t²ρ² d² / (2 sd² (tρ² + 1))), capped at 1.
 */
export function sequenceP(d: number, sd: number, t: number, rho2: number): number {
  if (sd === 0) return d === 0 ? 1 : 0;
  const a = t * rho2 + 1;
  return Math.min(1, Math.sqrt(a) * Math.exp(-(t * t * rho2 * d * d) / (2 * sd * sd * a)));
}

/** The confidence sequence's interval at this look (level alpha), from the paired estimate of `t` games. */
export function sequenceInterval(e: Estimate, t: number, rho2: number, alpha = SEQUENTIAL_ALPHA): { low: number; high: number; p: number } {
  const sd = e.se * Math.sqrt(t);
  const h = sequenceHalfWidth(sd, t, rho2, alpha);
  return { low: e.d - h, high: e.d + h, p: sequenceP(e.d, sd, t, rho2) };
}

export interface Sprt {
  llr: number;
  /** log(β / (1 − α)): accept H0 (difference d0) at or below it. */
  lower: number;
  /** log((1 − β) / α): accept H1 (difference d1) at or above it. */
  upper: number;
  verdict: 'H0' | 'H1' | 'continue';
}

/**
 * The normalised generalised SPRT (Fishtest's GSPRT, after Van den Bergh): with the difference's
 * estimate d̂ and standard error se, LLR = (d1 − d0)(2d̂ − d0 − d1) / (2 se²), the log-likelihood ratio
 * of two normal means with the variance estimated; stop when it leaves (log β/(1−α), log (1−β)/α).
 */
export function sprt(e: Estimate, d0: number, d1: number, alpha = SEQUENTIAL_ALPHA, beta = SEQUENTIAL_ALPHA): Sprt {
  const lower = Math.log(beta / (1 - alpha));
  const upper = Math.log((1 - beta) / alpha);
  const llr = e.se > 0 ? ((d1 - d0) * (2 * e.d - d0 - d1)) / (2 * e.se * e.se) : 0;
  return { llr, lower, upper, verdict: llr >= upper ? 'H1' : llr <= lower ? 'H0' : 'continue' };
}
