// An experiment's sums read as differences against the baseline: for every arm, metric and subject
// the difference, its paired 95% interval and p-value (Tango's score interval and McNemar's exact
// test for paired win/loss outcomes, Student's t for the rest, or under --sprt and --anytime the
// confidence sequence's; under --unpaired the unpaired ones), "too few games" where the counts cannot support a test, Holm's adjustment over one
// family of every tested row of the report, the unpaired interval beside it (Newcombe's for rates,
// Welch's for rounds) and how much pairing shrank the variance.
import { histogramOf, histogramQuantile } from '../stats/histogram.ts';
import {
  armEstimate, holmAdjust, newcombeInterval, pairedEstimate, ratio, welchInterval, type ArmSums, type Estimate, type PairSums,
} from '../stats/differences.ts';
import { sequenceInterval } from '../stats/sequential.ts';
import { MIN_DISCORDANT, fisherExactP, signTestP, studentQuantile, studentTwoSidedP, tangoInterval, welchDf } from '../stats/small-samples.ts';
import type { Interval } from '../stats/intervals.ts';
import type { Experiment } from './arms.ts';
import { layoutOf, type MetricKind } from './metrics.ts';
import { armSums, pairSums, type ExperimentSums } from './sums.ts';

export const SIGNIFICANCE = 0.05;

export interface CompareRow {
  /** The `--strategies` mix (every seat that strategy), or '' for the scenarios' own seats. */
  mix: string;
  arm: string;
  metric: MetricKind | 'median-rounds';
  subject: string;
  baseline: number;
  value: number;
  diff: number;
  /** The per-row paired 95% interval (null where none is honest: the median; or nothing to compare). */
  low: number | null;
  high: number | null;
  /**
   * The simultaneous 95% interval, the answer: the same interval at level 5% / m for the m rows of
   * the report's family (Bonferroni), so that every such interval of the report covers its
   * difference at once in 95% of runs. One that excludes 0 is significant after Holm.
   */
  simultaneousLow: number | null;
  simultaneousHigh: number | null;
  p: number | null;
  pHolm: number | null;
  significant: boolean;
  /** The Holm family the row was tested in ('report': every tested row of the report), '' when untested. */
  family: string;
  familySize: number | null;
  /** Why a row is not tested: 'too few games', 'no game differs', 'in one arm only', 'tested as the timeout rate'; '' when tested. */
  note: string;
  unpairedLow: number | null;
  unpairedHigh: number | null;
  /** var(paired difference) / var(unpaired difference): below 1 when pairing helped. */
  varianceRatio: number | null;
  /** The baseline's denominator: games (dealt or played), seat-games, or games. */
  trials: number;
  games: number;
}

export interface ResultOptions {
  mix?: string;
  /** Under --sprt or --anytime: the confidence sequence's mixing precision ρ² (stats/sequential.ts). */
  rho2?: number;
  /** --unpaired: the arms played on independent seeds, read with the unpaired intervals and tests. */
  unpaired?: boolean;
}

/** Every row of the experiment, arm by arm in layout order (each against its base), Holm-adjusted as one family (holmOverReport). */
export function compareRows(x: Experiment, sums: ExperimentSums, characters: readonly string[], o: ResultOptions = {}): CompareRow[] {
  const layout = layoutOf(characters, x.arms[0].plan.seats.length, x.strategies);
  const rows: CompareRow[] = [];
  for (let a = 1; a < x.arms.length; a++) {
    const base = x.bases?.[a] ?? 0;
    const armRows = layout.metrics.map((def, m) => row(sums, a, base, m, def.metric, def.subject, def.rate, o));
    armRows.forEach((r) => (r.arm = x.arms[a].name));
    rows.push(...armRows, medianRow(sums, a, base, x.arms[a].name, o.mix ?? ''));
  }
  return holmOverReport(rows);
}

/** The paired test of one row: its interval and p-value, or why there is none; `at` gives the same interval at another level. */
export interface PairedTest {
  low: number | null;
  high: number | null;
  p: number | null;
  note: string;
  at?: IntervalAt;
}

/** A row's interval at two-sided level alpha (its own kind: Tango's, Newcombe's, Student's t, the confidence sequence). */
export type IntervalAt = (alpha: number) => Interval;

/** Each tested row's interval at another level, kept beside the row (not in its JSON) for its simultaneous interval. */
const intervalAt = new WeakMap<object, IntervalAt>();

/** The two-sided normal quantile at level alpha. */
export function normalQuantile(alpha: number): number {
  return studentQuantile(alpha, Number.POSITIVE_INFINITY);
}

/**
 * A subject that never came up in either arm is not tested, nor one that too few games told apart:
 * fewer than MIN_DISCORDANT games with a win in one arm only (no exact test could reach 5%), or a
 * mean whose differences do not vary. The timeout is tested once, as the timeout rate, not again as
 * an end reason.
 */
function row(sums: ExperimentSums, a: number, base: number, m: number, metric: MetricKind, subject: string, rate: boolean, o: ResultOptions): CompareRow {
  const A = armSums(sums, a, m);
  const B = armSums(sums, base, m);
  const P = pairSums(sums, a, m);
  const e = pairedEstimate(A, B, P);
  // A subject with no games in one arm (a character only one arm's pool holds) is not compared.
  const test = A.z === 0 || B.z === 0 ? { low: null, high: null, p: null, note: A.z === B.z ? 'no game differs' : 'in one arm only' }
    : o.unpaired ? unpairedTest(A, B) : pairedTest(A, B, P, e, sums.games, o.rho2);
  if (metric === 'end-reason' && subject === 'timeout' && test.p !== null) Object.assign(test, { p: null, note: 'tested as the timeout rate' });
  const shown = test.low !== null;
  const unpaired = o.unpaired && shown ? { low: test.low as number, high: test.high as number } : rate ? newcombeInterval(A.y, A.z, B.y, B.z) : welchInterval(A, B);
  const ua = armEstimate(A).se;
  const ub = armEstimate(B).se;
  const unpairedVar = ua * ua + ub * ub;
  const r: CompareRow = {
    mix: o.mix ?? '', arm: '', metric, subject,
    baseline: ratio(B), value: ratio(A), diff: e.d,
    low: test.low, high: test.high, simultaneousLow: null, simultaneousHigh: null, p: test.p, pHolm: null, significant: false, family: '', familySize: null, note: test.note,
    unpairedLow: shown ? unpaired.low : null, unpairedHigh: shown ? unpaired.high : null,
    varianceRatio: shown && unpairedVar > 0 && !o.unpaired ? (e.se * e.se) / unpairedVar : null,
    trials: B.z, games: sums.games,
  };
  if (test.at && test.p !== null) intervalAt.set(r, test.at);
  return r;
}

/**
 * Win/loss outcomes on the same games (y and z 0 or 1, z the same in both arms: a character dealt,
 * a seat, the timeout) take Tango's score interval and McNemar's exact test on the discordant games;
 * other ratios and means the delta method's standard error with Student's t on the games at stake
 * less one; under --sprt or --anytime the confidence sequence.
 */
export function pairedTest(A: ArmSums, B: ArmSums, P: PairSums, e: Estimate, games: number, rho2: number | undefined): PairedTest {
  const binary = A.yy === A.y && B.yy === B.y;
  const discordant = binary ? Math.max(P.dydy, P.dzdz) : null;
  if (discordant === 0 || (e.se === 0 && e.d === 0)) return { low: null, high: null, p: null, note: 'no game differs' };
  if ((discordant !== null && discordant < MIN_DISCORDANT) || !(e.se > 0)) return { low: null, high: null, p: null, note: 'too few games' };
  if (rho2 !== undefined) return { ...sequenceInterval(e, games, rho2), note: '', at: (alpha) => sequenceInterval(e, games, rho2, alpha) };
  if (binary && P.dzdz === 0 && A.zz === A.z && B.zz === B.z) {
    const b = (P.dydy + P.dy) / 2;
    const c = (P.dydy - P.dy) / 2;
    return { ...tangoInterval(b, c, B.z), p: signTestP(b, c), note: '', at: (alpha) => tangoInterval(b, c, B.z, normalQuantile(alpha)) };
  }
  return tTest(e, degreesOfFreedom(B));
}

/** Student's t interval and test of an estimate on `df` degrees of freedom. */
export function tTest(e: Estimate, df: number): PairedTest {
  const at = (alpha: number) => {
    const half = studentQuantile(alpha, df) * e.se;
    return { low: e.d - half, high: e.d + half };
  };
  return { ...at(SIGNIFICANCE), p: studentTwoSidedP(e.d / e.se, df), note: '', at };
}

/** Student's degrees of freedom of a ratio over games: the games at stake (z 0 or 1: those with z = 1) less one, at least 1. */
export function degreesOfFreedom(s: ArmSums): number {
  return Math.max(1, Math.min(s.n, s.zz === s.z ? s.z : s.n) - 1);
}

/**
 * Arms on independent seeds (--unpaired): a win/loss rate over games (z 0 or 1) takes Newcombe's
 * interval and Fisher's exact test; other ratios and mean rounds Welch's interval and t test, on
 * Welch's degrees of freedom. A rate no game won in either arm, or every game in both, is not tested.
 */
function unpairedTest(A: ArmSums, B: ArmSums): PairedTest {
  if (A.yy === A.y && B.yy === B.y && A.zz === A.z && B.zz === B.z) {
    if (A.y + B.y === 0 || (A.y === A.z && B.y === B.z)) return { low: null, high: null, p: null, note: 'no game differs' };
    return { ...newcombeInterval(A.y, A.z, B.y, B.z), p: fisherExactP(A.y, A.z, B.y, B.z), note: '', at: (alpha) => newcombeInterval(A.y, A.z, B.y, B.z, normalQuantile(alpha)) };
  }
  const a = armEstimate(A);
  const b = armEstimate(B);
  const se = Math.hypot(a.se, b.se);
  if (!(se > 0)) return { low: null, high: null, p: null, note: 'too few games' };
  return tTest({ d: a.d - b.d, se }, welchDf(a.se * a.se, A.n, b.se * b.se, B.n));
}

/**
 * The rows compare tests for one arm against the baseline, with one strategy at the table: each
 * character dealt and played, each seat, mean rounds, the timeout rate and every other end reason.
 * The size of its Holm family at most (rows no game tells apart drop out); `plan`'s default.
 */
export function armFamilySize(characters: number, players: number): number {
  const ids = Array.from({ length: characters }, (_, i) => String(i));
  return layoutOf(ids, players, ['basic']).metrics.length - 1;
}

/** The family every tested row of a report (all arms, all mixes) is Holm-adjusted in. */
export const REPORT_FAMILY = 'report';

/**
 * Holm's adjustment over one family of every tested row (p not null) of the report, whatever its arm,
 * mix or metric: the report's "significant" list then holds a false difference in at most 5% of
 * runs. Sets pHolm, significant, family and familySize in place; returns the rows.
 */
export function holmOverReport<R extends CompareRow>(rows: R[]): R[] {
  const adjusted = holmAdjust(rows.map((r) => r.p ?? Number.NaN));
  const size = adjusted.filter((p) => !Number.isNaN(p)).length;
  rows.forEach((r, i) => {
    const tested = !Number.isNaN(adjusted[i]);
    r.pHolm = tested ? adjusted[i] : null;
    r.significant = tested && adjusted[i] < SIGNIFICANCE;
    r.family = tested ? REPORT_FAMILY : '';
    r.familySize = tested ? size : null;
    setSimultaneous(r, size);
  });
  return rows;
}

/** The tested row's interval at any level (undefined where it was not tested). */
export function levelsOf(r: CompareRow): IntervalAt | undefined {
  return r.p === null ? undefined : intervalAt.get(r);
}

/** The row's interval at level 5% / m (Bonferroni over a family of m tests), where it was tested; null otherwise. */
function simultaneousOf(r: CompareRow, m: number): Interval | null {
  const at = levelsOf(r);
  return at === undefined || m < 1 ? null : at(SIGNIFICANCE / m);
}

/** Set the row's simultaneous interval for a family of m tests. */
export function setSimultaneous(r: CompareRow, m: number): void {
  const i = simultaneousOf(r, m);
  r.simultaneousLow = i === null ? null : i.low;
  r.simultaneousHigh = i === null ? null : i.high;
}

/** The median of rounds: a difference only (a paired interval on a median would need the games). */
function medianRow(sums: ExperimentSums, a: number, b: number, arm: string, mix: string): CompareRow {
  const base = histogramQuantile(histogramOf(sums.rounds[b]), 0.5);
  const value = histogramQuantile(histogramOf(sums.rounds[a]), 0.5);
  return {
    mix, arm, metric: 'median-rounds', subject: '', baseline: base, value, diff: value - base,
    low: null, high: null, simultaneousLow: null, simultaneousHigh: null, p: null, pHolm: null, significant: false, family: '', familySize: null, note: '', unpairedLow: null, unpairedHigh: null,
    varianceRatio: null, trials: sums.games, games: sums.games,
  };
}

/** The rows of the primary metric (the character dealt at the start), for --precision. */
export function primaryRows(rows: readonly CompareRow[]): CompareRow[] {
  return rows.filter((r) => r.metric === 'character-dealt' && r.low !== null);
}

/** The widest half-width among the primary intervals (Infinity before any is known, or while one has too few games). */
export function widestPrimary(rows: readonly CompareRow[]): number {
  const primary = primaryRows(rows);
  if (primary.length === 0 || rows.some((r) => r.metric === 'character-dealt' && r.note === 'too few games')) return Number.POSITIVE_INFINITY;
  return Math.max(...primary.map((r) => ((r.high as number) - (r.low as number)) / 2));
}
