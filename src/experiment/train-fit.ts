// Fitting the learned value (strategies/learned/value.ts): a logistic regression of "this seat won"
// on the position's features, by Newton's method with an L2 penalty (on every weight but the bias),
// written out plainly: each step solves (X'WX + l2 I) d = X'(p - y) + l2 w by Cholesky. Features are
// standardised for the fit and the weights turned back to raw features at the end, so the model
// evaluates on the features as featuresOf writes them. Then the held-out measures: log-loss, Brier
// score and a reliability table by tenths of predicted chance.
import { calibrated, type Calibration, type HeldOut, type ReliabilityBin } from '../../strategies/learned/value.ts';

/** Positions: `count` rows of `width` features (row-major) and a 0/1 label each. */
export interface Positions {
  x: Float32Array;
  y: Uint8Array;
  width: number;
  count: number;
}

export interface FitOptions {
  l2: number;
  /** Newton steps at most; it stops sooner once no weight moves by more than 1e-9. */
  steps: number;
}

export const FIT_DEFAULTS: FitOptions = { l2: 1, steps: 30 };

/** Mean and spread of each column; a constant column (the bias) keeps mean 0 and spread 1. */
function scaling(p: Positions): { mean: Float64Array; scale: Float64Array } {
  const { x, width, count } = p;
  const mean = new Float64Array(width);
  const sq = new Float64Array(width);
  for (let r = 0; r < count; r++) for (let k = 0; k < width; k++) mean[k] += x[r * width + k];
  for (let k = 0; k < width; k++) mean[k] /= Math.max(1, count);
  for (let r = 0; r < count; r++) for (let k = 0; k < width; k++) sq[k] += (x[r * width + k] - mean[k]) ** 2;
  const scale = new Float64Array(width);
  for (let k = 0; k < width; k++) {
    const sd = Math.sqrt(sq[k] / Math.max(1, count));
    if (sd < 1e-9) {
      mean[k] = 0;
      scale[k] = 1;
    } else scale[k] = sd;
  }
  return { mean, scale };
}

/** Solve A z = b in place for a symmetric positive definite A (n x n, row-major); z overwrites b. */
export function choleskySolve(a: Float64Array, b: Float64Array, n: number): void {
  for (let j = 0; j < n; j++) {
    let d = a[j * n + j];
    for (let k = 0; k < j; k++) d -= a[j * n + k] ** 2;
    if (d <= 0) throw new Error('train: the fit\'s matrix is not positive definite (raise the L2 penalty)');
    const l = Math.sqrt(d);
    a[j * n + j] = l;
    for (let i = j + 1; i < n; i++) {
      let s = a[i * n + j];
      for (let k = 0; k < j; k++) s -= a[i * n + k] * a[j * n + k];
      a[i * n + j] = s / l;
    }
  }
  for (let i = 0; i < n; i++) {
    let s = b[i];
    for (let k = 0; k < i; k++) s -= a[i * n + k] * b[k];
    b[i] = s / a[i * n + i];
  }
  for (let i = n - 1; i >= 0; i--) {
    let s = b[i];
    for (let k = i + 1; k < n; k++) s -= a[k * n + i] * b[k];
    b[i] = s / a[i * n + i];
  }
}

/**
 * The weights (on raw features) of the L2-penalised logistic regression of y on x; column `bias`
 * (the constant 1) is not penalised.
 */
export function fitLogistic(p: Positions, bias: number, o: FitOptions = FIT_DEFAULTS): number[] {
  const { x, y, width: n, count } = p;
  const { mean, scale } = scaling(p);
  const w = new Float64Array(n);
  const z = new Float64Array(n);
  const h = new Float64Array(n * n);
  const grad = new Float64Array(n);
  for (let step = 0; step < o.steps; step++) {
    h.fill(0);
    grad.fill(0);
    for (let r = 0; r < count; r++) {
      let s = 0;
      for (let k = 0; k < n; k++) {
        z[k] = (x[r * n + k] - mean[k]) / scale[k];
        s += w[k] * z[k];
      }
      const q = 1 / (1 + Math.exp(-s));
      const e = q - y[r];
      const v = q * (1 - q);
      for (let i = 0; i < n; i++) {
        grad[i] += e * z[i];
        const vz = v * z[i];
        for (let j = 0; j <= i; j++) h[i * n + j] += vz * z[j];
      }
    }
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < i; j++) h[j * n + i] = h[i * n + j];
      if (i !== bias) {
        h[i * n + i] += o.l2;
        grad[i] += o.l2 * w[i];
      }
    }
    choleskySolve(h, grad, n);
    let moved = 0;
    for (let k = 0; k < n; k++) {
      w[k] -= grad[k];
      moved = Math.max(moved, Math.abs(grad[k]));
    }
    if (moved < 1e-9) break;
  }
  // Back to raw features: w.z = sum w_k (x_k - m_k) / s_k = sum (w_k / s_k) x_k - sum w_k m_k / s_k.
  const raw = new Array<number>(n);
  let shift = 0;
  for (let k = 0; k < n; k++) {
    raw[k] = w[k] / scale[k];
    shift += (w[k] * mean[k]) / scale[k];
  }
  raw[bias] -= shift;
  return raw;
}

/** The model's score w.x for row r (its log-odds before calibration). */
export function score(weights: readonly number[], p: Positions, r: number): number {
  let s = 0;
  for (let k = 0; k < p.width; k++) s += weights[k] * p.x[r * p.width + k];
  return s;
}

/** Bins of equal count over the score for the calibration. */
export const CALIBRATION_BINS = 40;

/**
 * The calibration (value.ts, Calibration) of the weights on the positions: the positions sorted by
 * score into bins of equal count, each a knot at its mean score and its share of wins, and
 * neighbouring knots pooled, weighted by their positions, until the shares rise (pool adjacent violators).
 */
export function fitCalibration(weights: readonly number[], p: Positions, bins = CALIBRATION_BINS): Calibration {
  const z = new Float64Array(p.count);
  for (let r = 0; r < p.count; r++) z[r] = score(weights, p, r);
  const order = Array.from({ length: p.count }, (_, r) => r).sort((a, b) => z[a] - z[b] || a - b);
  const knots: { z: number; wins: number; n: number }[] = [];
  for (let b = 0; b < bins; b++) {
    const from = Math.floor((b * p.count) / bins);
    const to = Math.floor(((b + 1) * p.count) / bins);
    if (to <= from) continue;
    let sz = 0;
    let wins = 0;
    for (let i = from; i < to; i++) {
      sz += z[order[i]];
      wins += p.y[order[i]];
    }
    knots.push({ z: sz, wins, n: to - from });
    // Pool while the last knot's share falls below the one before it.
    while (knots.length > 1) {
      const a = knots[knots.length - 2];
      const c = knots[knots.length - 1];
      if (a.wins / a.n < c.wins / c.n) break;
      knots.splice(knots.length - 2, 2, { z: a.z + c.z, wins: a.wins + c.wins, n: a.n + c.n });
    }
  }
  if (knots.length < 2) return { z: [-1, 1], p: [0.5, 0.5] };
  return { z: knots.map((k) => round6(k.z / k.n)), p: knots.map((k) => round6(k.wins / k.n)) };
}

/** Rounded for the model file: 6 significant digits keep it readable and its bytes stable. */
const round6 = (x: number) => Number(x.toPrecision(6));

/** Held-out log-loss, Brier score and reliability by tenths of predicted chance (calibrated, when given). */
export function heldOutMeasures(weights: readonly number[], p: Positions, c: Calibration | null = null): HeldOut {
  const bins = Array.from({ length: 10 }, (_, i) => ({ from: i / 10, to: (i + 1) / 10, positions: 0, predicted: 0, observed: 0 }));
  let logLoss = 0;
  let brier = 0;
  let wins = 0;
  for (let r = 0; r < p.count; r++) {
    const z = score(weights, p, r);
    const q = Math.min(1 - 1e-12, Math.max(1e-12, c === null ? 1 / (1 + Math.exp(-z)) : calibrated(c.z, c.p, z)));
    const y = p.y[r];
    logLoss -= y === 1 ? Math.log(q) : Math.log(1 - q);
    brier += (q - y) ** 2;
    wins += y;
    const b = bins[Math.min(9, Math.floor(q * 10))];
    b.positions++;
    b.predicted += q;
    b.observed += y;
  }
  const n = Math.max(1, p.count);
  const reliability: ReliabilityBin[] = bins.map((b) => ({
    from: b.from, to: b.to, positions: b.positions,
    predicted: b.positions > 0 ? round6(b.predicted / b.positions) : 0,
    observed: b.positions > 0 ? round6(b.observed / b.positions) : 0,
  }));
  return { positions: p.count, logLoss: round6(logLoss / n), brier: round6(brier / n), baseRate: round6(wins / n), reliability };
}

/**
 * The worst gap between predicted and observed chance, in points, over the bins holding at least
 * `share` of the positions (the calibration goal: within 3 points where 1% or more lie).
 */
export function worstGap(h: HeldOut, share = 0.01): number {
  let worst = 0;
  for (const b of h.reliability) if (b.positions >= share * h.positions && b.positions > 0) worst = Math.max(worst, Math.abs(b.predicted - b.observed) * 100);
  return worst;
}

/** Weights rounded for the file (the model evaluates the rounded ones: what is written is what plays). */
export function roundWeights(w: readonly number[]): number[] {
  return w.map((x) => Number(x.toPrecision(8)));
}
