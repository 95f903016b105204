// What pairing buys: for per-game outcomes of two arms played on the same game seeds, the variance
// of the paired difference against the variance of an unpaired one. The pairing table is in
// src/experiment/pairing.ts; the intervals on differences will build on the same sums.
import { sampleVariance } from 'simple-statistics';

/**
 * var(a − b) / (var(a) + var(b)) for paired samples a[i], b[i]: 1 when pairing gains nothing
 * (independent arms), 0 when the pairs are identical, below 1 by 2·cov/(var a + var b) otherwise.
 * NaN when neither arm varies (nothing to compare).
 */
export function pairedVarianceRatio(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length) throw new Error(`paired samples differ in length: ${a.length} and ${b.length}`);
  if (a.length < 2) return Number.NaN;
  const d = a.map((x, i) => x - b[i]);
  const unpaired = sampleVariance(a as number[]) + sampleVariance(b as number[]);
  return unpaired === 0 ? Number.NaN : sampleVariance(d) / unpaired;
}
