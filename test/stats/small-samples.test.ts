// The small-sample statistics against tabled and hand-computed values: Student's t quantiles and
// p-values (any table), McNemar's exact test on a hand-counted binomial tail, Tango's score interval
// by its definition (the score at each end is ∓z, McNemar's statistic at 0) and its coverage by
// simulation at small n, where the normal interval of a paired difference fails.
import { describe, expect, it } from 'vitest';
import { Z95 } from '../../src/stats/intervals.ts';
import { MIN_DISCORDANT, fisherExactP, incompleteBeta, signTestP, welchDf, studentQuantile95, studentTwoSidedP, tangoInterval } from '../../src/stats/small-samples.ts';
import seedrandom from 'seedrandom';

describe('Student t', () => {
  it.each([[1, 12.7062], [2, 4.3027], [5, 2.5706], [10, 2.2281], [30, 2.0423], [120, 1.9799]])('has the 97.5%% quantile of t with %i df at %f', (df, q) => {
    expect(studentQuantile95(df)).toBeCloseTo(q, 4);
  });
  it('gives the two-sided p-value of its own quantile, and 1 at 0', () => {
    expect(studentTwoSidedP(2.2281, 10)).toBeCloseTo(0.05, 4);
    expect(studentTwoSidedP(0, 7)).toBe(1);
    expect(incompleteBeta(0.5, 2, 3)).toBeCloseTo(11 / 16, 12);
  });
});

describe('signTestP (McNemar exact)', () => {
  it('is 2 · P(X <= min) for X ~ Binomial(b + c, 1/2)', () => {
    expect(signTestP(10, 2)).toBeCloseTo((2 * (1 + 12 + 66)) / 4096, 12);
    expect(signTestP(2, 10)).toBeCloseTo(signTestP(10, 2), 12);
    expect(signTestP(3, 3)).toBe(1);
    expect(signTestP(0, 0)).toBe(1);
  });
  it('cannot reach 5% below MIN_DISCORDANT discordant games, and can at it', () => {
    expect(signTestP(MIN_DISCORDANT - 1, 0)).toBeGreaterThan(0.05);
    expect(signTestP(MIN_DISCORDANT, 0)).toBeLessThan(0.05);
  });
});

describe('tangoInterval', () => {
  /** Tango's score statistic, written out as in Tango (1998). */
  function score(b: number, c: number, n: number, d: number): number {
    const B = -b - c + (2 * n - b + c) * d;
    const q = (Math.sqrt(B * B + 8 * n * c * d * (1 - d)) - B) / (4 * n);
    return (b - c - n * d) / Math.sqrt(n * (2 * q + d * (1 - d)));
  }
  it.each([[40, 20, 160], [1, 7, 21], [6, 16, 161], [3, 0, 10]])('puts the score at ∓z at its ends for b=%i c=%i n=%i', (b, c, n) => {
    const i = tangoInterval(b, c, n);
    expect(score(b, c, n, i.low)).toBeCloseTo(Z95, 6);
    if (i.high < 1) expect(score(b, c, n, i.high)).toBeCloseTo(-Z95, 6);
    expect(i.low).toBeLessThan((b - c) / n);
    expect(i.high).toBeGreaterThan((b - c) / n);
  });
  it('excludes 0 exactly when McNemar\'s statistic (b − c)/sqrt(b + c) passes z', () => {
    expect(score(13, 4, 50, 0)).toBeCloseTo(9 / Math.sqrt(17), 12);
    expect(tangoInterval(13, 4, 50).low > 0).toBe(9 / Math.sqrt(17) > Z95);
    expect(tangoInterval(12, 4, 50).low > 0).toBe(8 / Math.sqrt(16) > Z95);
  });
  it('is never zero-width: one game, won in one arm only', () => {
    const i = tangoInterval(1, 0, 1);
    expect(i.high).toBe(1);
    expect(i.low).toBeLessThan(0);
  });
  it('covers the true difference in at least 93% of 2,000 small paired samples (n = 20)', () => {
    const rand = seedrandom('tango');
    const [p10, p01] = [0.15, 0.05];
    let covered = 0;
    for (let k = 0; k < 2000; k++) {
      let b = 0;
      let c = 0;
      for (let g = 0; g < 20; g++) {
        const u = rand();
        if (u < p10) b++;
        else if (u < p10 + p01) c++;
      }
      const i = tangoInterval(b, c, 20);
      if (i.low <= p10 - p01 && p10 - p01 <= i.high) covered++;
    }
    expect(covered / 2000).toBeGreaterThan(0.93);
  });
});

describe('fisherExactP and welchDf', () => {
  it('gives R\'s fisher.test p-values: the tea-tasting table 0.4857, and 1 for two empty rates', () => {
    expect(fisherExactP(3, 4, 1, 4)).toBeCloseTo(0.485714, 6);
    expect(fisherExactP(0, 50, 0, 60)).toBe(1);
    // 10 of 12 against 3 of 18: hypergeometric tail summed by hand in R, 0.0005367
    expect(fisherExactP(10, 12, 3, 18)).toBeCloseTo(0.0005367, 7);
  });
  it('has Welch\'s degrees of freedom: n - 1 per arm summed for equal variances and sizes', () => {
    expect(welchDf(1, 11, 1, 11)).toBeCloseTo(20, 12);
    expect(welchDf(1, 11, 0, 11)).toBeCloseTo(10, 12);
  });
});
