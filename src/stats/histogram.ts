// Histograms of whole numbers (games per round count, per turn count) and what the summary reads
// off them: mean, quantiles, extremes, without expanding one value per game. The Aggregate
// (src/sim/aggregate.ts) keeps them as JSON count tables; histogramOf turns one into a Histogram.

/** Value -> how many times it occurred; read in ascending order of value. */
export type Histogram = ReadonlyMap<number, number>;

/** A count table with numeric keys ({"40": 3, "7": 1}) as a Histogram sorted by value. */
export function histogramOf(counts: Readonly<Record<string, number>>): Histogram {
  const entries = Object.entries(counts).map(([value, n]): [number, number] => [Number(value), n]);
  const counted = entries.filter(([, n]) => n > 0);
  // Stryker disable next-line MethodExpression,ArrowFunction,ArithmeticOperator: equivalent, Object.entries lists whole-number keys in ascending order already
  return new Map(counted.sort((a, b) => a[0] - b[0]));
}

/** How many values the histogram counts. */
export function histogramTotal(h: Histogram): number {
  let n = 0;
  for (const c of h.values()) n += c;
  return n;
}

/** The histogram's values in ascending order with their counts (whatever order `h` was built in). */
function ascending(h: Histogram): [number, number][] {
  return [...h.entries()].filter(([, n]) => n > 0).sort((a, b) => a[0] - b[0]);
}

/** The value of rank `k` (0-based) when every counted value is listed in ascending order. */
function valueAtRank(sorted: readonly [number, number][], k: number): number {
  let seen = 0;
  for (const [value, n] of sorted) {
    seen += n;
    if (k < seen) return value;
  }
  return sorted[sorted.length - 1][0];
}

/**
 * The p-quantile of the counted values by linear interpolation between order statistics (R's and
 * numpy's default, type 7), as simple-statistics' quantileSorted computes it on the expanded list;
 * p = 0.5 is the median (mean of the middle two of an even count). 0 for an empty histogram.
 */
export function histogramQuantile(h: Histogram, p: number): number {
  const sorted = ascending(h);
  const n = sorted.reduce((sum, [, c]) => sum + c, 0);
  if (n === 0) return 0;
  const idx = (n - 1) * p;
  const lower = Math.floor(idx);
  const lo = valueAtRank(sorted, lower);
  // Stryker disable next-line ConditionalExpression: equivalent, at a whole rank the interpolation adds 0 * (next - lo)
  if (idx === lower) return lo;
  return lo + (idx - lower) * (valueAtRank(sorted, lower + 1) - lo);
}

export function histogramMean(h: Histogram): number {
  let n = 0;
  let sum = 0;
  for (const [value, c] of h) {
    n += c;
    sum += value * c;
  }
  return n === 0 ? 0 : sum / n;
}

/** Mean, median, quartiles, 90th percentile and range of a game-length histogram. */
export interface LengthSummary {
  mean: number;
  median: number;
  q1: number;
  q3: number;
  p90: number;
  min: number;
  max: number;
}

export function lengthSummary(h: Histogram): LengthSummary {
  const sorted = ascending(h);
  return {
    mean: histogramMean(h),
    median: histogramQuantile(h, 0.5),
    q1: histogramQuantile(h, 0.25),
    q3: histogramQuantile(h, 0.75),
    p90: histogramQuantile(h, 0.9),
    min: sorted.length === 0 ? 0 : sorted[0][0],
    max: sorted.length === 0 ? 0 : sorted[sorted.length - 1][0],
  };
}
