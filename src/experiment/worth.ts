// `worth`: what one point of Strength, Craft, lives, fate, starting gold or a starting Spell is worth
// to each character, as the change in its dealt win rate on the same deals and dice. Each row (a
// character and an attribute) plays the character's games again with a point more and, where the
// attribute may go down, a point fewer (worth-metric.ts). Its worth is the central difference
// (rate with a point more − rate with a point fewer) / 2, or the one-sided difference where only
// one way is allowed. Every interval of the report is simultaneous over its family (Bonferroni: the
// normal quantile at 5% / 2m for m intervals, Tango's score interval at it), and play goes on in
// blocks until every row's interval is within the target half-width (fixed-width stopping) or
// --max-games; after the first block, the plan says how many games that will take.
import { characterIdsWith } from '../content/plan-content.ts';
import { contentOf } from '../sim/run-game.ts';
import { HANDICAP_POINTS, HANDICAP_RANGE, printedValue, type HandicapPoint } from '../scenario/handicaps.ts';
import type { RunPlan } from '../sim/plan.ts';
import { metricOf } from './metric-registry.ts';
import type { BatchRunner } from './pool.ts';
import { playArms } from './run.ts';
import type { IndexRange } from '../sim/shards.ts';
import { holmAdjust } from '../stats/differences.ts';
import { normalQuantile, observationsForWidth } from '../stats/power.ts';
import { MIN_DISCORDANT, signTestP, tangoInterval } from '../stats/small-samples.ts';
import { WORTH_CELLS, emptyWorthSums, type WorthRow, type WorthSums } from './worth-metric.ts';

export type { WorthSums } from './worth-metric.ts';

export const WORTH_SIGNIFICANCE = 0.05;

/** A paired difference between two arms of a row, in rate units (0.1 = 10 points). */
export interface WorthDifference {
  diff: number;
  low: number | null;
  high: number | null;
  p: number | null;
  pHolm: number | null;
  significant: boolean;
  /** '' when tested; 'too few games' or 'no game differs' otherwise. */
  note: string;
}

export interface WorthFinding {
  character: string;
  attribute: HandicapPoint;
  /** The attribute's value on the scenario's card (its handicap included). */
  value: number;
  /** Games dealing the character in which the row's arms were played. */
  games: number;
  /** The character's dealt win rate in those games: as given, a point more, a point fewer (null: not allowed). */
  rate: number;
  plusRate: number | null;
  minusRate: number | null;
  /** `central`: (more − fewer) / 2; `more`: more − as given; `fewer`: as given − fewer. */
  method: 'central' | 'more' | 'fewer';
  /** The worth of one point, with its simultaneous interval. */
  worth: WorthDifference;
  /** A point more against as given, and a point fewer against as given (null where not played; the worth itself when one-sided). */
  plus: WorthDifference | null;
  minus: WorthDifference | null;
}

export interface WorthFindings {
  rows: WorthFinding[];
  /** Intervals in the report's family, and the normal quantile each is taken at. */
  familySize: number;
  z: number;
  /** The widest worth half-width (Infinity while a row has too few games). */
  widest: number;
}

/** The rows of a scenario: each character × attribute, a point more where allowed and a point fewer where allowed. */
export function worthRows(plan: RunPlan, characters: readonly string[], attributes: readonly HandicapPoint[]): WorthRow[] {
  const defs = contentOf(plan).characters;
  const rows: WorthRow[] = [];
  for (const id of characters) {
    const def = defs.find((c) => c.id === id);
    if (!def) throw new Error(`unknown character ${id}`);
    for (const attribute of attributes) {
      const v = printedValue(def, attribute);
      const [min, max] = HANDICAP_RANGE[attribute];
      const row = { character: id, attribute, plus: v + 1 <= max, minus: v - 1 >= min };
      if (row.plus || row.minus) rows.push(row);
    }
  }
  return rows;
}

/** The intervals the report prints: a row's worth, and beside a central worth its two one-sided differences. */
export function familySize(rows: readonly WorthRow[]): number {
  return rows.reduce((n, r) => n + (r.plus && r.minus ? 3 : 1), 0);
}

/** The normal quantile of a simultaneous 95% interval over `m` intervals (Bonferroni). */
export function simultaneousZ(m: number): number {
  return normalQuantile(1 - WORTH_SIGNIFICANCE / (2 * Math.max(1, m)));
}

/** Play games [from, to) into `sums` (in place), each row only below its limit; false when the signal stopped it. */
export function playWorthRange(plan: RunPlan, rows: WorthRow[], limits: number[], sums: WorthSums, range: IndexRange, runner: BatchRunner, o: { batch: number; signal?: AbortSignal; onBatch?: (games: number) => void }): Promise<boolean> {
  const metric = metricOf('worth');
  return playArms({ arms: [plan], metric: 'worth', params: { rows, limits } }, [range], runner, {
    batch: o.batch,
    signal: o.signal,
    take: (batch) => {
      metric.merge(sums, batch);
      o.onBatch?.(sums.games);
    },
  });
}

/** Games of row r by whether arm `a` won and arm `b` did not (bits: 1 as given, 2 more, 4 fewer). */
function only(counts: readonly number[], r: number, a: number, b: number): number {
  let n = 0;
  for (let cell = 0; cell < WORTH_CELLS; cell++) if ((cell & a) !== 0 && (cell & b) === 0) n += counts[r * WORTH_CELLS + cell];
  return n;
}

/** The paired difference (arm a − arm b) / n · scale with its interval at z, or why none. */
function difference(b: number, c: number, n: number, z: number, scale: number): WorthDifference {
  const diff = n === 0 ? 0 : ((b - c) / n) * scale;
  const none = { diff, low: null, high: null, p: null, pHolm: null, significant: false };
  if (b + c === 0) return { ...none, note: 'no game differs' };
  if (b + c < MIN_DISCORDANT) return { ...none, note: 'too few games' };
  const ci = tangoInterval(b, c, n, z);
  return { diff, low: ci.low * scale, high: ci.high * scale, p: signTestP(b, c), pHolm: null, significant: false, note: '' };
}

/** Every row's worth and differences, Holm over the family, and the widest worth half-width. */
export function worthFindings(plan: RunPlan, rows: readonly WorthRow[], sums: WorthSums): WorthFindings {
  const m = familySize(rows);
  const z = simultaneousZ(m);
  const defs = contentOf(plan).characters;
  const found = rows.map((row, r): WorthFinding => {
    const n = rows.length === 0 ? 0 : sums.counts.slice(r * WORTH_CELLS, (r + 1) * WORTH_CELLS).reduce((s, x) => s + x, 0);
    const won = (bit: number) => (n === 0 ? 0 : only(sums.counts, r, bit, 0) / n);
    const plus = row.plus ? difference(only(sums.counts, r, 2, 1), only(sums.counts, r, 1, 2), n, z, 1) : null;
    const minus = row.minus ? difference(only(sums.counts, r, 4, 1), only(sums.counts, r, 1, 4), n, z, 1) : null;
    const method = row.plus && row.minus ? 'central' : row.plus ? 'more' : 'fewer';
    const worth = method === 'central' ? difference(only(sums.counts, r, 2, 4), only(sums.counts, r, 4, 2), n, z, 0.5)
      : method === 'more' ? (plus as WorthDifference) : { ...(minus as WorthDifference) };
    if (method === 'fewer') turn(worth);
    return {
      character: row.character, attribute: row.attribute, value: printedValue(defs.find((c) => c.id === row.character)!, row.attribute), games: n,
      rate: won(1), plusRate: row.plus ? won(2) : null, minusRate: row.minus ? won(4) : null, method, worth,
      plus: method === 'central' ? plus : null, minus: method === 'central' ? minus : null,
    };
  });
  holm(found);
  const widest = Math.max(0, ...found.map((f) => halfWidth(f.worth)));
  return { rows: found, familySize: m, z, widest };
}

/** A point fewer read as the worth of a point: its sign and interval turned. */
function turn(d: WorthDifference): void {
  const low = d.low;
  d.diff = -d.diff;
  d.low = d.high === null ? null : -d.high;
  d.high = low === null ? null : -low;
}

/** Holm over every tested difference of the report, one family. */
function holm(found: WorthFinding[]): void {
  const tested = found.flatMap((f) => [f.worth, f.plus, f.minus].filter((d): d is WorthDifference => d !== null));
  const adjusted = holmAdjust(tested.map((d) => d.p ?? Number.NaN));
  tested.forEach((d, i) => {
    d.pHolm = Number.isNaN(adjusted[i]) ? null : adjusted[i];
    d.significant = adjusted[i] < WORTH_SIGNIFICANCE;
  });
}

/**
 * The half-width of a worth's interval: 0 when no game differs (the point changes nothing: a Spell
 * the Troll's Craft cannot hold), Infinity while too few games differ to give one.
 */
export function halfWidth(d: WorthDifference): number {
  if (d.note === 'no game differs') return 0;
  return d.low === null || d.high === null ? Infinity : (d.high - d.low) / 2;
}

/**
 * The plan after a pilot: for each row, the games dealing its character that its worth needs for a
 * half-width of `target` at the family's z (observationsForWidth on the pilot's variance per game),
 * and the game indices that takes at the character's share of the pilot's deals; the plan's indices
 * (at most `maxGames`) and the games they take over every arm.
 */
export function worthPlan(f: WorthFindings, sums: WorthSums, rows: readonly WorthRow[], characters: readonly string[], target: number, maxGames = Infinity): { indices: number; games: number } {
  const shares = f.rows.map((row) => (sums.games === 0 ? 0 : sums.dealt[characters.indexOf(row.character)] / sums.games));
  const perRow = f.rows.map((row, r) => {
    const need = observationsForWidth(Math.max(worthVariance(sums.counts, r, row.method), 1e-4), target, f.z);
    return shares[r] > 0 ? Math.ceil(need / shares[r]) : Infinity;
  });
  const indices = Math.min(maxGames, Math.max(sums.games, ...perRow));
  // The scenario plays every index; each row's arms the games dealing its character, up to its own need.
  const games = indices + rows.reduce((n, row, r) => n + Math.min(perRow[r], indices) * shares[r] * (Number(row.plus) + Number(row.minus)), 0);
  return { indices, games: Math.ceil(games) };
}

/** The variance per game of a row's worth statistic: (y+ − y−)/2, or y± − y, from its cells. */
function worthVariance(counts: readonly number[], r: number, method: WorthFinding['method']): number {
  const [a, b, scale] = method === 'central' ? [2, 4, 0.5] : method === 'more' ? [2, 1, 1] : [1, 4, 1];
  let n = 0;
  for (let cell = 0; cell < WORTH_CELLS; cell++) n += counts[r * WORTH_CELLS + cell];
  if (n < 2) return Infinity;
  const up = only(counts, r, a, b);
  const down = only(counts, r, b, a);
  const mean = (up - down) / n;
  return scale * scale * (((up + down) / n) - mean * mean) * (n / (n - 1));
}

/** The attributes `worth` measures unless told. */
export const WORTH_ATTRIBUTES: readonly HandicapPoint[] = HANDICAP_POINTS;

/** The characters of a scenario, the 14 and its own. */
export function scenarioCharacters(plan: RunPlan): readonly string[] {
  return characterIdsWith(plan.characters);
}

export interface WorthRun {
  /** The target half-width of every worth, as a rate (0.02 = 2 points). */
  target: number;
  /** Game indices between looks, and the most to play. */
  block: number;
  maxGames: number;
  batch: number;
  signal?: AbortSignal;
  /** Status lines (each look, the plan). */
  say(line: string): void;
  /** Games played so far over every arm, and the total expected. */
  progress?(done: number, total: number): void;
}

export interface WorthOutcome {
  findings: WorthFindings;
  sums: WorthSums;
  /** Games played over every arm: the scenario's on every index, each row's arms on its character's deals. */
  played: number;
  /** After the first block: the game indices and games it planned to play (at most --max-games), and those the target needs. */
  plan: { indices: number; games: number; needed: { indices: number; games: number } } | null;
  stopped: string;
}

/** Games played over every arm so far. */
function playedOf(sums: WorthSums, rows: readonly WorthRow[]): number {
  return sums.games + rows.reduce((n, row, r) => {
    let games = 0;
    for (let cell = 0; cell < WORTH_CELLS; cell++) games += sums.counts[r * WORTH_CELLS + cell];
    return n + games * ((row.plus ? 1 : 0) + (row.minus ? 1 : 0));
  }, 0);
}

/**
 * Play blocks of game indices until every row's worth is within the target (a row whose interval is
 * narrow enough stops playing its arms at that block's end) or --max-games; each look's decisions
 * read the sums merged in index order only, so that any worker count plays the same games. Null
 * when interrupted.
 */
export async function measureWorth(plan: RunPlan, rows: WorthRow[], runner: BatchRunner, o: WorthRun): Promise<WorthOutcome | null> {
  const characters = scenarioCharacters(plan);
  const sums = emptyWorthSums(rows.length, characters.length);
  const limits = rows.map(() => Number.MAX_SAFE_INTEGER);
  let findings = worthFindings(plan, rows, sums);
  let projected: WorthOutcome['plan'] = null;
  let total = o.block * (1 + rows.length);
  for (;;) {
    const to = Math.min(o.maxGames, sums.games + o.block);
    const ok = await playWorthRange(plan, rows, limits, sums, [sums.games, to], runner, { batch: o.batch, signal: o.signal, onBatch: () => o.progress?.(playedOf(sums, rows), total) });
    if (!ok) return null;
    findings = worthFindings(plan, rows, sums);
    findings.rows.forEach((f, r) => {
      if (limits[r] === Number.MAX_SAFE_INTEGER && halfWidth(f.worth) <= o.target) limits[r] = sums.games;
    });
    if (projected === null) {
      const all = worthPlan(findings, sums, rows, characters, o.target);
      projected = { ...worthPlan(findings, sums, rows, characters, o.target, o.maxGames), needed: all };
      total = Math.max(playedOf(sums, rows), projected.games);
      o.say(`worth: plan from the first ${sums.games} games: about ${all.indices.toLocaleString('en-US')} game indices, ${all.games.toLocaleString('en-US')} games over every arm, for ±${(o.target * 100).toFixed(2)} points at ${findings.familySize} simultaneous intervals${all.indices > o.maxGames ? ` (over --max-games ${o.maxGames}: stopping there, at about ${projected.games.toLocaleString('en-US')} games)` : ''}`);
    }
    const open = limits.filter((l) => l === Number.MAX_SAFE_INTEGER).length;
    o.say(`worth: ${sums.games} games, widest half-width ${Number.isFinite(findings.widest) ? `±${(findings.widest * 100).toFixed(2)} points` : 'unknown (too few games)'} (target ±${(o.target * 100).toFixed(2)}), ${rows.length - open} of ${rows.length} rows done`);
    if (open === 0) return { findings, sums, played: playedOf(sums, rows), plan: projected, stopped: `precision ±${(o.target * 100).toFixed(2)} points reached` };
    if (sums.games >= o.maxGames) return { findings, sums, played: playedOf(sums, rows), plan: projected, stopped: `--max-games ${o.maxGames} reached` };
  }
}
