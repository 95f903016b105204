// A mean over units that come in linked clusters (a strategy's seat-games, clustered by game: one
// seat's kill is another's death, all seats share the game's rounds) with a cluster-robust interval:
// the game, not the seat-game, is the independent unit. src/sim/aggregate.ts keeps the sums.

/** Sums over clusters g of m_g units whose values total x_g. */
export interface ClusterSums {
  /** Clusters G with at least one unit. */
  clusters: number;
  /** Σ m_g: the units. */
  units: number;
  /** Σ m_g². */
  unitsSq: number;
  /** Σ x_g. */
  sum: number;
  /** Σ x_g². */
  sumSq: number;
  /** Σ x_g · m_g. */
  cross: number;
}

export interface MeanInterval {
  mean: number;
  ciLow: number;
  ciHigh: number;
}

/**
 * The mean per unit μ = Σ x_g / Σ m_g with its 95% interval from the cluster-robust (sandwich)
 * variance of a ratio estimator, with the G / (G - 1) small-sample factor (Cameron & Miller 2015,
 * "A Practitioner's Guide to Cluster-Robust Inference", eq. 11 for a regression on a constant):
 *   var μ = G / (G - 1) · Σ (x_g - μ m_g)² / (Σ m_g)²,  Σ (x_g - μ m_g)² = Σx² - 2μ Σxm + μ² Σm².
 * With one unit per cluster it is the usual s² / n; with 4 units that share one value (a game's
 * rounds) it is the variance of the game values over G, not over 4G.
 */
export function clusteredMean(c: ClusterSums, z = 1.959963984540054): MeanInterval {
  if (c.units === 0) return { mean: 0, ciLow: 0, ciHigh: 0 };
  const mean = c.sum / c.units;
  if (c.clusters < 2) return { mean, ciLow: mean, ciHigh: mean };
  const residuals = Math.max(0, c.sumSq - 2 * mean * c.cross + mean * mean * c.unitsSq);
  const variance = (c.clusters / (c.clusters - 1)) * residuals / (c.units * c.units);
  const half = z * Math.sqrt(variance);
  return { mean, ciLow: mean - half, ciHigh: mean + half };
}
