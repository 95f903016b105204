// An experiment's sums read as differences against the baseline: for every arm, metric and subject
// the difference, its paired 95% interval and p-value (or, under --precision, the confidence
// sequence's), Holm's adjustment within each metric family (characters, seats, ...), the unpaired
// interval beside it (Newcombe's for rates, Welch's for rounds) and how much pairing shrank the variance.
import { histogramOf, histogramQuantile } from '../stats/histogram.ts';
import {
  armEstimate, differenceP, holmAdjust, newcombeInterval, normalInterval, pairedEstimate, ratio, welchInterval, type Estimate,
} from '../stats/differences.ts';
import { sequenceInterval } from '../stats/sequential.ts';
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
  /** The paired interval (null where none is honest: the median; or nothing to compare). */
  low: number | null;
  high: number | null;
  p: number | null;
  pHolm: number | null;
  significant: boolean;
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
  /** Under --precision: the confidence sequence's mixing precision ρ² (stats/sequential.ts). */
  rho2?: number;
}

/** Every row of the experiment, arm by arm in layout order (each against its base), Holm-adjusted within each arm's metric family. */
export function compareRows(x: Experiment, sums: ExperimentSums, characters: readonly string[], o: ResultOptions = {}): CompareRow[] {
  const layout = layoutOf(characters, x.arms[0].plan.seats.length, x.strategies);
  const rows: CompareRow[] = [];
  for (let a = 1; a < x.arms.length; a++) {
    const base = x.bases?.[a] ?? 0;
    const armRows = layout.metrics.map((def, m) => row(sums, a, base, m, def.metric, def.subject, def.rate, o));
    holmWithinFamilies(armRows);
    rows.push(...armRows, medianRow(sums, a, base, x.arms[a].name, o.mix ?? ''));
    armRows.forEach((r) => (r.arm = x.arms[a].name));
  }
  return rows;
}

/**
 * A subject that never came up in either arm is not tested, and neither is one that no game told
 * apart (no paired difference in any game, as an end reason neither arm ever saw): its interval is
 * [0, 0] but it has no p-value, so it does not enlarge its Holm family.
 */
function row(sums: ExperimentSums, a: number, base: number, m: number, metric: MetricKind, subject: string, rate: boolean, o: ResultOptions): CompareRow {
  const A = armSums(sums, a, m);
  const B = armSums(sums, base, m);
  const e = pairedEstimate(A, B, pairSums(sums, a, m));
  const tested = A.z > 0 && B.z > 0 && Number.isFinite(e.se);
  const paired = tested ? pairedInterval(e, sums.games, o.rho2) : null;
  const unpaired = rate ? newcombeInterval(A.y, A.z, B.y, B.z) : welchInterval(A, B);
  const ua = armEstimate(A).se;
  const ub = armEstimate(B).se;
  const unpairedVar = ua * ua + ub * ub;
  return {
    mix: o.mix ?? '', arm: '', metric, subject,
    baseline: ratio(B), value: ratio(A), diff: e.d,
    low: paired?.low ?? null, high: paired?.high ?? null, p: paired !== null && !untold(e) ? paired.p : null, pHolm: null, significant: false,
    unpairedLow: tested ? unpaired.low : null, unpairedHigh: tested ? unpaired.high : null,
    varianceRatio: tested && unpairedVar > 0 ? (e.se * e.se) / unpairedVar : null,
    trials: B.z, games: sums.games,
  };
}

/** No game's paired difference is other than 0. */
function untold(e: Estimate): boolean {
  return e.se === 0 && e.d === 0;
}

function pairedInterval(e: Estimate, games: number, rho2: number | undefined): { low: number; high: number; p: number } {
  if (rho2 !== undefined) return sequenceInterval(e, games, rho2);
  const i = normalInterval(e);
  return { low: i.low, high: i.high, p: differenceP(e.d, e.se) };
}

function holmWithinFamilies(rows: CompareRow[]): void {
  for (const metric of new Set(rows.map((r) => r.metric))) {
    const family = rows.filter((r) => r.metric === metric);
    const adjusted = holmAdjust(family.map((r) => r.p ?? Number.NaN));
    family.forEach((r, i) => {
      r.pHolm = Number.isNaN(adjusted[i]) ? null : adjusted[i];
      r.significant = r.pHolm !== null && r.pHolm < SIGNIFICANCE;
    });
  }
}

/** The median of rounds: a difference only (a paired interval on a median would need the games). */
function medianRow(sums: ExperimentSums, a: number, b: number, arm: string, mix: string): CompareRow {
  const base = histogramQuantile(histogramOf(sums.rounds[b]), 0.5);
  const value = histogramQuantile(histogramOf(sums.rounds[a]), 0.5);
  return {
    mix, arm, metric: 'median-rounds', subject: '', baseline: base, value, diff: value - base,
    low: null, high: null, p: null, pHolm: null, significant: false, unpairedLow: null, unpairedHigh: null,
    varianceRatio: null, trials: sums.games, games: sums.games,
  };
}

/** The rows of the primary metric (the character dealt at the start), for --precision. */
export function primaryRows(rows: readonly CompareRow[]): CompareRow[] {
  return rows.filter((r) => r.metric === 'character-dealt' && r.low !== null);
}

/** The widest half-width among the primary intervals (Infinity before any is known). */
export function widestPrimary(rows: readonly CompareRow[]): number {
  const primary = primaryRows(rows);
  if (primary.length === 0) return Number.POSITIVE_INFINITY;
  return Math.max(...primary.map((r) => ((r.high as number) - (r.low as number)) / 2));
}
