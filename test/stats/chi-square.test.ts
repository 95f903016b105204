// The chi-square upper tail against closed forms and simple-statistics' table of critical values,
// and the test of equal win rates against a hand-computed 2 x 2 table.
import { describe, expect, it } from 'vitest';
import { chiSquaredDistributionTable } from 'simple-statistics';
import { chiSquareUpperTail, equalRatesTest, upperGammaQ } from '../../src/stats/chi-square.ts';

/** Node has no erfc: 1 - erf by its Maclaurin series (ample for x < 3, where it is used). */
function erfc(x: number): number {
  let sum = 0;
  let term = x;
  for (let n = 0; n < 200; n++) {
    sum += term / (2 * n + 1);
    term *= (-x * x) / (n + 1);
  }
  return 1 - (2 / Math.sqrt(Math.PI)) * sum;
}

describe('chiSquareUpperTail', () => {
  it.each([0.5, 2, 5.991464547107979, 13.8155])('should match exp(-x/2) on 2 degrees of freedom at %f', (x) => {
    expect(chiSquareUpperTail(x, 2)).toBeCloseTo(Math.exp(-x / 2), 14);
  });

  it.each([0.1, 1, 3.841458820694124, 6.6349])('should match erfc(sqrt(x/2)) on 1 degree of freedom at %f', (x) => {
    expect(chiSquareUpperTail(x, 1)).toBeCloseTo(erfc(Math.sqrt(x / 2)), 12);
  });

  it('should match exp(-x/2)(1 + x/2) on 4 degrees of freedom', () => {
    expect(chiSquareUpperTail(10, 4)).toBeCloseTo(Math.exp(-5) * 6, 14);
  });

  it('should give 1 at 0 and keep tiny tails relative-accurate', () => {
    expect(chiSquareUpperTail(0, 13)).toBe(1);
    // Q(2, 50) = e^-50 (1 + 50), 100 on 4 df.
    const exact = Math.exp(-50) * 51;
    expect(Math.abs(chiSquareUpperTail(100, 4) / exact - 1)).toBeLessThan(1e-12);
    expect(upperGammaQ(1, 3)).toBeCloseTo(Math.exp(-3), 14);
  });

  it('should give the tail probabilities of simple-statistics\' critical values (to their two decimals)', () => {
    for (const [df, row] of Object.entries(chiSquaredDistributionTable)) {
      for (const [p, critical] of Object.entries(row as object) as [string, number][]) {
        // The table rounds each critical value to 0.01: allow the p-value change that rounding makes.
        const slack = Math.abs(chiSquareUpperTail(critical - 0.005, Number(df)) - chiSquareUpperTail(critical + 0.005, Number(df)));
        expect(Math.abs(chiSquareUpperTail(critical, Number(df)) - Number(p)), `df ${df}, p ${p}`).toBeLessThanOrEqual(slack + 1e-9);
      }
    }
  });
});

describe('equalRatesTest', () => {
  it('should compute Pearson\'s statistic on the 2 x k table of wins and other games', () => {
    // 30 of 100 against 10 of 100: pooled 0.2, expected 20 wins and 80 others each;
    // chi-square = 2 x (100/20 + 100/80) = 12.5 on 1 df, p = erfc(2.5) (R: prop.test(c(30, 10), c(100, 100), correct = FALSE)).
    const t = equalRatesTest([{ games: 100, wins: 30 }, { games: 100, wins: 10 }]);
    expect(t?.statistic).toBeCloseTo(12.5, 12);
    expect(t?.df).toBe(1);
    expect(t?.pValue).toBeCloseTo(0.000406952017444959, 15);
  });

  it('should give 0 and p = 1 when every rate is equal, and leave unplayed rows out', () => {
    expect(equalRatesTest([{ games: 40, wins: 10 }, { games: 8, wins: 2 }, { games: 0, wins: 0 }])).toEqual({ statistic: 0, df: 1, pValue: 1 });
  });

  it('should have nothing to test with one row, no wins or only wins', () => {
    expect(equalRatesTest([{ games: 5, wins: 2 }])).toBeNull();
    expect(equalRatesTest([{ games: 5, wins: 0 }, { games: 3, wins: 0 }])).toBeNull();
    expect(equalRatesTest([{ games: 5, wins: 5 }, { games: 3, wins: 3 }])).toBeNull();
  });
});
