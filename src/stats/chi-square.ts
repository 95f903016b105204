// The chi-square test of "every character wins equally often" and the chi-square distribution's
// upper tail (the p-value), from the regularized incomplete gamma function with simple-statistics'
// gammaln. The balance summary in src/sim/summary.ts reports the statistic, df and p-value.
import { gammaln } from 'simple-statistics';

/** A row of the test: how many games it was played in, how many it won. */
export interface RateCount {
  games: number;
  wins: number;
}

export interface ChiSquareTest {
  statistic: number;
  df: number;
  pValue: number;
}

/**
 * Pearson's chi-square test that every row has the same win probability (R: prop.test without
 * continuity correction): the 2 x k table of wins and other games, each cell against games x the
 * pooled rate; df = k - 1. Rows with no games are left out. Null when there is nothing to test:
 * fewer than two rows, or a pooled rate of 0 or 1 (no expected count to divide by).
 *
 * `others`: when the rows are characters that share games with one winner per game, the mean
 * number of other rows in a row's game (3 when every game deals 4 characters). Two characters of one
 * game cannot both win, so their win counts are negatively correlated: cov = -p² a shared game, a
 * correlation of -c with c = others / (k - 1) · p / (1 - p) when the deal spreads the games evenly.
 * Under equal chances Pearson's statistic is then (1 + c) · chi-square(k - 1), not chi-square(k - 1)
 * (with p = 1/4 and 14 characters 1 + c = 14/13, the (k-1)/k factor: uncorrected, 7.9% of null runs
 * reject at 5%). The statistic returned is divided by 1 + c. Still a yardstick, not an exact test:
 * seats are not exchangeable (the first player wins more) and replacement characters share games unevenly.
 */
export function equalRatesTest(rows: readonly RateCount[], others = 0): ChiSquareTest | null {
  const played = rows.filter((r) => r.games > 0);
  const games = played.reduce((s, r) => s + r.games, 0);
  const wins = played.reduce((s, r) => s + r.wins, 0);
  if (played.length < 2 || wins === 0 || wins === games) return null;
  const pooled = wins / games;
  let pearson = 0;
  for (const r of played) {
    const expectedWins = r.games * pooled;
    const expectedOther = r.games - expectedWins;
    pearson += (r.wins - expectedWins) ** 2 / expectedWins + (r.games - r.wins - expectedOther) ** 2 / expectedOther;
  }
  const df = played.length - 1;
  const shared = (Math.min(others, df) / df) * (pooled / (1 - pooled));
  const statistic = pearson / (1 + shared);
  return { statistic, df, pValue: chiSquareUpperTail(statistic, df) };
}

/** P(X >= x) for X chi-square with `df` degrees of freedom: Q(df/2, x/2). */
export function chiSquareUpperTail(x: number, df: number): number {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, upperGammaQ returns 1 for x <= 0 itself
  if (x <= 0) return 1;
  return upperGammaQ(df / 2, x / 2);
}

const EPS = 1e-15;
const MAX_ITERATIONS = 10_000;
const TINY = 1e-300;

/** The regularized upper incomplete gamma Q(a, x) = 1 - P(a, x) (Numerical Recipes 6.2). */
export function upperGammaQ(a: number, x: number): number {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent at x = 0 (the series gives 1 - 0); a statistic is never negative
  if (x <= 0) return 1;
  // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator: equivalent, both expansions converge to Q(a, x); the split at a + 1 only picks the faster
  return x < a + 1 ? 1 - lowerSeries(a, x) : upperFraction(a, x);
}

/** P(a, x) by its series, which converges fast for x < a + 1. */
function lowerSeries(a: number, x: number): number {
  let term = 1 / a;
  let sum = term;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, the terms underflow to 0 long before MAX_ITERATIONS
  for (let n = 1; n < MAX_ITERATIONS && Math.abs(term) > Math.abs(sum) * EPS; n++) {
    term *= x / (a + n);
    sum += term;
  }
  return sum * Math.exp(-x + a * Math.log(x) - gammaln(a));
}

/** Q(a, x) by its continued fraction (modified Lentz), for x >= a + 1. */
function upperFraction(a: number, x: number): number {
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  // Stryker disable next-line EqualityOperator: equivalent, the fraction converges (break below) long before MAX_ITERATIONS
  for (let i = 1; i < MAX_ITERATIONS; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent for chi-square arguments, Lentz's guard against a zero divisor never fires
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, as above
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    // Stryker disable next-line EqualityOperator: equivalent, |delta - 1| is never exactly EPS
    if (Math.abs(delta - 1) < EPS) break;
  }
  return Math.exp(-x + a * Math.log(x) - gammaln(a)) * h;
}
