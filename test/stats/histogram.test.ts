// Quantiles read off a histogram: hand-computed values, and agreement with simple-statistics'
// quantileSorted on the same values listed one by one.
import { describe, expect, it } from 'vitest';
import { quantileSorted } from 'simple-statistics';
import { histogramMean, histogramOf, histogramQuantile, histogramTotal, lengthSummary, type Histogram } from '../../src/stats/histogram.ts';

function expand(h: Histogram): number[] {
  const out: number[] = [];
  for (const [value, n] of [...h].sort((a, b) => a[0] - b[0])) for (let i = 0; i < n; i++) out.push(value);
  return out;
}

describe('histogramQuantile', () => {
  // 10 games: 20 rounds x2, 30 x3, 40 x4, 90 x1 -> 20 20 30 30 30 40 40 40 40 90.
  const h = histogramOf({ 90: 1, 30: 3, 20: 2, 40: 4 });

  it.each([
    [0, 20],
    [0.25, 30], // index 2.25: between 30 and 30
    [0.5, 35], // index 4.5: halfway from 30 to 40
    [0.75, 40], // index 6.75
    [0.9, 45], // index 8.1: 40 + 0.1 x 50
    [1, 90],
  ])('should give the %f quantile of a hand histogram as %f', (p, value) => {
    expect(histogramQuantile(h, p)).toBeCloseTo(value, 10);
  });

  it.each([
    [{ 5: 1 }],
    [{ 1: 1, 2: 1 }],
    [{ 3: 7, 11: 2, 12: 9, 40: 1 }],
    [{ 100: 3, 7: 1, 8: 13, 300: 5, 41: 2 }],
  ])('should agree with simple-statistics quantileSorted on %j', (counts) => {
    const hist = histogramOf(counts);
    for (const p of [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1]) {
      expect(histogramQuantile(hist, p)).toBeCloseTo(quantileSorted(expand(hist), p), 12);
    }
  });

  it('should give 0 for an empty histogram', () => {
    expect(histogramQuantile(new Map(), 0.5)).toBe(0);
    expect(lengthSummary(new Map())).toEqual({ mean: 0, median: 0, q1: 0, q3: 0, p90: 0, min: 0, max: 0 });
  });

  it('should count, average and summarise', () => {
    expect(histogramTotal(h)).toBe(10);
    expect(histogramMean(h)).toBe(38);
    expect(lengthSummary(h)).toEqual({ mean: 38, median: 35, q1: 30, q3: 40, p90: expect.closeTo(45, 10), min: 20, max: 90 });
  });

  it('should drop zero counts and sort by value, not by text', () => {
    expect([...histogramOf({ 100: 1, 9: 2, 50: 0 })]).toEqual([[9, 2], [100, 1]]);
  });
});

// Mutation-testing survivors (issue 22): histograms built out of order or holding zero counts.
describe('histograms out of order and with zero counts', () => {
  it('should drop zero counts from a count table', () => {
    expect([...histogramOf({ '3': 0, '5': 2, '7': 0 })]).toEqual([[5, 2]]);
  });

  // A Map built in descending order with zero counts: the quantiles read it in ascending order
  // and ignore the zeros (12 is not the largest value). Values 9, 4, 4, 1 -> sorted 1, 4, 4, 9:
  // median 4, min 1, max 9; q1 at rank 0.75: 1 + 0.75 * (4 - 1) = 3.25.
  it('should read a Map built in descending order, ignoring zero counts', () => {
    const h: Histogram = new Map([[12, 0], [9, 1], [6, 0], [4, 2], [1, 1]]);
    expect(lengthSummary(h)).toMatchObject({ median: 4, q1: 3.25, min: 1, max: 9 });
  });

  // An exact rank: with 5 values (1, 2, 3, 4, 5) the median sits on rank 2 exactly, value 3.
  it('should return the value at an exact rank', () => {
    expect(histogramQuantile(new Map([[1, 1], [2, 1], [3, 1], [4, 1], [5, 1]]), 0.5)).toBe(3);
    expect(histogramQuantile(new Map([[1, 1], [2, 1], [3, 1], [4, 1], [5, 1]]), 0.75)).toBe(4);
  });
});
