// Wilson score intervals against hand-computed and published values.
import { describe, expect, it } from 'vitest';
import { Z95, wilsonInterval } from '../../src/stats/intervals.ts';

describe('wilsonInterval', () => {
  it.each([
    // Newcombe (1998), Statistics in Medicine 17:857, table I: 81/263 -> 0.2553 to 0.3662.
    [81, 263, 0.2552885199, 0.366209577],
    // By hand: p = 0.8, z^2/n = 0.3841459; centre 0.7168402, half-width 0.2265777.
    [8, 10, 0.4901624715, 0.9433178485],
    // p = 0.5: the interval is symmetric about 0.5.
    [2, 4, 0.1500389892, 0.8499610108],
    // p = 0: the lower end is exactly 0, the upper z^2 / (n + z^2).
    [0, 10, 0, 0.2775327999],
  ])('should give %d of %d as [%f, %f]', (k, n, low, high) => {
    const ci = wilsonInterval(k, n);
    expect(ci.low).toBeCloseTo(low, 9);
    expect(ci.high).toBeCloseTo(high, 9);
  });

  it('should mirror k of n and n - k of n', () => {
    const a = wilsonInterval(3, 17);
    const b = wilsonInterval(14, 17);
    expect(a.low).toBeCloseTo(1 - b.high, 12);
    expect(a.high).toBeCloseTo(1 - b.low, 12);
  });

  it('should give [0, 1] with no trials, and stay within [0, 1] at n of n', () => {
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
    expect(wilsonInterval(5, 5).high).toBe(1);
  });

  it('should use the 97.5% normal quantile', () => {
    expect(Z95).toBeCloseTo(1.959964, 6);
  });
});

// Mutation-testing survivors (issue 22): no trials at all, and the exact ends at 0 and n successes.
describe('Wilson interval ends', () => {
  it('should know nothing from no trials: [0, 1]', () => {
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
  });
  it('should start at exactly 0 with no successes and end at exactly 1 with all', () => {
    for (const n of [1, 3, 7, 10, 49, 1000]) {
      expect(wilsonInterval(0, n).low).toBe(0);
      expect(wilsonInterval(n, n).high).toBe(1);
    }
  });
});
