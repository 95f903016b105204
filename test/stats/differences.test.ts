// The difference statistics against published and hand-computed values: Newcombe's hybrid score
// interval (Newcombe 1998, Table II, method 10), Holm's step-down on a worked family, the paired
// estimate against the textbook paired t on a small sample, Welch, and the normal p-value.
import { describe, expect, it } from 'vitest';
import {
  differenceP, erfc, holmAdjust, newcombeInterval, normalTwoSidedP, pairedEstimate, welchInterval, type ArmSums, type PairSums,
} from '../../src/stats/differences.ts';

describe('newcombeInterval (Newcombe 1998, Statistics in Medicine 17:873, Table II, method 10, z = 1.96)', () => {
  const cases: [number, number, number, number, number, number][] = [
    [56, 70, 48, 80, 0.0524, 0.3339],
    [9, 10, 3, 10, 0.1705, 0.8090],
    [5, 56, 0, 29, -0.0381, 0.1926],
    [0, 10, 0, 20, -0.1611, 0.2775],
    [10, 10, 0, 20, 0.6791, 1.0],
  ];
  it.each(cases)('%i/%i - %i/%i is %f to %f', (x1, n1, x2, n2, lo, hi) => {
    const i = newcombeInterval(x1, n1, x2, n2, 1.96);
    expect(i.low).toBeCloseTo(lo, 4);
    expect(i.high).toBeCloseTo(hi, 4);
  });
});

describe('holmAdjust', () => {
  it('matches a hand-computed family of four', () => {
    // sorted: 0.005 x 4 = 0.02; 0.01 x 3 = 0.03; 0.03 x 2 = 0.06; 0.04 x 1 = 0.04 -> raised to 0.06
    const adjusted = holmAdjust([0.01, 0.04, 0.03, 0.005]);
    [0.03, 0.06, 0.06, 0.02].forEach((p, i) => expect(adjusted[i]).toBeCloseTo(p, 12));
  });
  it('caps at 1, leaves untested entries out of the family', () => {
    const adjusted = holmAdjust([0.5, Number.NaN, 0.02]);
    expect(adjusted[0]).toBe(0.5);
    expect(adjusted[1]).toBeNaN();
    expect(adjusted[2]).toBeCloseTo(0.04, 12);
    expect(holmAdjust([0.6, 0.7])).toEqual([1, 1]);
  });
});

/** Sums of paired samples with z = 1 (a mean), as the experiment folds them. */
function sums(a: number[], b: number[]): { A: ArmSums; B: ArmSums; P: PairSums } {
  const arm = (x: number[]): ArmSums => ({ n: x.length, y: x.reduce((s, v) => s + v, 0), z: x.length, yy: x.reduce((s, v) => s + v * v, 0), yz: x.reduce((s, v) => s + v, 0), zz: x.length });
  const d = a.map((x, i) => x - b[i]);
  const P: PairSums = { dy: d.reduce((s, v) => s + v, 0), dz: 0, dydy: d.reduce((s, v) => s + v * v, 0), dydz: 0, dzdz: 0, dyy: d.reduce((s, v, i) => s + v * b[i], 0), dyz: d.reduce((s, v) => s + v, 0), dzy: 0, dzz: 0 };
  return { A: arm(a), B: arm(b), P };
}

describe('pairedEstimate', () => {
  it('is the paired t statistic\'s mean and standard error when z = 1', () => {
    // d = 2, 1, 3, 0, 4: mean 2, sample variance 2.5, se = sqrt(2.5 / 5) = 0.7071
    const { A, B, P } = sums([12, 9, 14, 10, 15], [10, 8, 11, 10, 11]);
    const e = pairedEstimate(A, B, P);
    expect(e.d).toBeCloseTo(2, 12);
    expect(e.se).toBeCloseTo(Math.sqrt(0.5), 12);
  });
  it('gives exactly 0 and 0 for identical arms', () => {
    const { A, B, P } = sums([3, 1, 4, 1, 5, 9, 2, 6], [3, 1, 4, 1, 5, 9, 2, 6]);
    expect(pairedEstimate(A, B, P)).toEqual({ d: 0, se: 0 });
  });
});

describe('welchInterval', () => {
  it('is d ± 1.96 sqrt(s1²/n1 + s2²/n2)', () => {
    const { A, B } = sums([12, 9, 14, 10, 15], [10, 8, 11, 10, 11]);
    // var A = 26/4 = 6.5, var B = 6/4 = 1.5; se = sqrt(6.5/5 + 1.5/5) = sqrt(1.6)
    const i = welchInterval(A, B);
    expect(i.low).toBeCloseTo(2 - 1.959963984540054 * Math.sqrt(1.6), 10);
    expect(i.high).toBeCloseTo(2 + 1.959963984540054 * Math.sqrt(1.6), 10);
  });
});

describe('normal p-values', () => {
  it('gives the textbook two-sided values', () => {
    expect(normalTwoSidedP(1.959963984540054)).toBeCloseTo(0.05, 6);
    expect(normalTwoSidedP(-2.575829303548901)).toBeCloseTo(0.01, 6);
    expect(erfc(0)).toBeCloseTo(1, 7);
    expect(differenceP(0, 0)).toBe(1);
    expect(differenceP(0.1, 0)).toBe(0);
  });
});
