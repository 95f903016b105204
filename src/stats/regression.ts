// Least squares from sums, for the factorial design of the card checks (experiment/factorial.ts):
// the coefficients, their covariance and the residual variance from X'X, X'y, y'y and the count of
// observations, so that the sums merge in any order and nothing grows with the games.

/** A fit: coefficients, their covariance (σ² (X'X)⁻¹), the residual variance σ² and its degrees of freedom. */
export interface LeastSquares {
  beta: number[];
  cov: number[][];
  sigma2: number;
  df: number;
}

/**
 * Ordinary least squares of y on the k columns of X (no intercept unless X has one), from X'X (k × k,
 * row by row), X'y, y'y and n: β = (X'X)⁻¹X'y, σ² = (y'y − β'X'y) / (n − k). Null when X'X is
 * singular or n ≤ k.
 */
export function leastSquares(xx: readonly number[], xy: readonly number[], yy: number, n: number): LeastSquares | null {
  const k = xy.length;
  if (n <= k) return null;
  const inv = inverse(xx, k);
  if (inv === null) return null;
  const beta = inv.map((row) => row.reduce((s, v, j) => s + v * xy[j], 0));
  const fitted = beta.reduce((s, b, j) => s + b * xy[j], 0);
  const df = n - k;
  const sigma2 = Math.max(0, yy - fitted) / df;
  return { beta, cov: inv.map((row) => row.map((v) => v * sigma2)), sigma2, df };
}

/** c'β and its standard error sqrt(c'Vc): a contrast of the coefficients. */
export function contrast(fit: LeastSquares, c: readonly number[]): { d: number; se: number } {
  const d = c.reduce((s, v, j) => s + v * fit.beta[j], 0);
  let v = 0;
  for (let i = 0; i < c.length; i++) for (let j = 0; j < c.length; j++) v += c[i] * fit.cov[i][j] * c[j];
  return { d, se: Math.sqrt(Math.max(0, v)) };
}

/** The inverse of a k × k matrix (row by row) by Gauss-Jordan elimination with partial pivoting; null when singular. */
export function inverse(a: readonly number[], k: number): number[][] | null {
  const m = Array.from({ length: k }, (_, i) => [...a.slice(i * k, (i + 1) * k), ...Array.from({ length: k }, (_, j) => (i === j ? 1 : 0))]);
  const scale = Math.max(1e-300, ...a.map(Math.abs));
  for (let col = 0; col < k; col++) {
    let pivot = col;
    for (let r = col + 1; r < k; r++) if (Math.abs(m[r][col]) > Math.abs(m[pivot][col])) pivot = r;
    if (Math.abs(m[pivot][col]) < 1e-12 * scale) return null;
    [m[col], m[pivot]] = [m[pivot], m[col]];
    const p = m[col][col];
    for (let j = 0; j < 2 * k; j++) m[col][j] /= p;
    for (let r = 0; r < k; r++) {
      if (r === col || m[r][col] === 0) continue;
      const f = m[r][col];
      for (let j = 0; j < 2 * k; j++) m[r][j] -= f * m[col][j];
    }
  }
  return m.map((row) => row.slice(k));
}
