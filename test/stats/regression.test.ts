// Least squares from sums against a fit worked by hand, a singular design, and the contrast's
// standard error.
import { describe, expect, it } from 'vitest';
import { contrast, inverse, leastSquares } from '../../src/stats/regression.ts';

/** The sums of X (rows) and y. */
function sums(x: number[][], y: number[]) {
  const k = x[0].length;
  const xx = Array.from({ length: k * k }, (_, i) => x.reduce((s, r) => s + r[Math.floor(i / k)] * r[i % k], 0));
  const xy = Array.from({ length: k }, (_, j) => x.reduce((s, r, g) => s + r[j] * y[g], 0));
  return { xx, xy, yy: y.reduce((s, v) => s + v * v, 0), n: y.length };
}

describe('least squares from sums', () => {
  it('fits a 2^2 design with its foldover by hand', () => {
    // Columns ±1, orthogonal: X'X = 4I, so β = X'y / 4: (1·3 + 1·1 − 1·(−1) − 1·(−3)) / 4 = 2 and (3 − 1 + (−1)·... ) / 4.
    const x = [[1, 1], [1, -1], [-1, 1], [-1, -1]];
    const y = [3, 1, -1, -3];
    const s = sums(x, y);
    const fit = leastSquares(s.xx, s.xy, s.yy, s.n);
    expect(fit?.beta[0]).toBeCloseTo(2, 12);
    expect(fit?.beta[1]).toBeCloseTo(1, 12);
    // An exact fit: no residual.
    expect(fit?.sigma2).toBeCloseTo(0, 12);
    expect(fit?.df).toBe(2);
  });

  it('gives the residual variance and the coefficients\' covariance', () => {
    const x = [[1, 1], [1, -1], [-1, 1], [-1, -1], [1, 1], [-1, -1]];
    const y = [4, 1, -1, -3, 2, -3];
    const s = sums(x, y);
    const fit = leastSquares(s.xx, s.xy, s.yy, s.n)!;
    // X'X = [[6, 2], [2, 6]], X'y = [4 + 1 + 1 + 3 + 2 + 3, 4 − 1 − 1 + 3 + 2 + 3] = [14, 10]: β = [[6, −2], [−2, 6]] / 32 · [14, 10] = [2, 1].
    expect(fit.beta[0]).toBeCloseTo(2, 12);
    expect(fit.beta[1]).toBeCloseTo(1, 12);
    // Residuals: 4−3, 1−1, −1+1, −3+3, 2−3, −3+3: 1, 0, 0, 0, −1, 0; σ² = 2 / (6 − 2).
    expect(fit.sigma2).toBeCloseTo(0.5, 12);
    expect(fit.cov[0][0]).toBeCloseTo((0.5 * 6) / 32, 12);
    expect(fit.cov[0][1]).toBeCloseTo((0.5 * -2) / 32, 12);
    // β0 − β1 = 1, var = σ² (6 + 6 + 2·2) / 32.
    const c = contrast(fit, [1, -1]);
    expect(c.d).toBeCloseTo(1, 12);
    expect(c.se).toBeCloseTo(Math.sqrt((0.5 * 16) / 32), 12);
  });

  it('has no fit for a singular design or too few observations', () => {
    expect(inverse([1, 2, 2, 4], 2)).toBeNull();
    const s = sums([[1, 1], [1, 1], [-1, -1]], [1, 2, 3]);
    expect(leastSquares(s.xx, s.xy, s.yy, s.n)).toBeNull();
    expect(leastSquares([1], [1], 1, 1)).toBeNull();
    expect(inverse([2, 1, 1, 2], 2)?.flat().map((v) => Math.round(v * 3))).toEqual([2, -1, -1, 2]);
  });
});
