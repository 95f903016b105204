// The run summary: an Aggregate (aggregate.ts) of GameRecords turned into win rates with their
// Wilson intervals, game lengths, end reasons, a balance test and provenance, plus the plain-text
// table the CLI prints. Nothing here varies between two runs of the same plan: no clocks, no
// durations. The maths is in src/stats; src/report turns a Summary into CSV, charts and HTML.
import { readFileSync } from 'node:fs';
import { END_REASONS } from '../engine/index.ts';
import { equalRatesTest } from '../stats/chi-square.ts';
import { histogramOf, histogramQuantile, lengthSummary, type Histogram, type LengthSummary } from '../stats/histogram.ts';
import { clusteredMean } from '../stats/cluster.ts';
import { wilsonInterval } from '../stats/intervals.ts';
import { kaplanMeier, medianSurvival, type SurvivalRow } from '../stats/survival.ts';
import { markRoundCap, runCounts } from '../stats/round-cap.ts';
import { contentProvenance, gitCommit, weightsSha256, type ContentProvenance } from './provenance.ts';
import { addRecord, emptyAggregate, mergeAggregate, type Aggregate, type Counts } from './aggregate.ts';
import type { RuleOptions } from '../rules/options.ts';
import type { RunPlan, SeatPlan } from './plan.ts';
import { isRotating } from './rotation.ts';
import type { GameRecord } from './run-game.ts';

/** The engine version every output names (package.json). */
export const VERSION: string = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version;

export interface CharacterSummary {
  character: string;
  /** Games in which some seat played this character at any point. */
  games: number;
  /** Games won by a seat whose winning character was this one. */
  wins: number;
  winRate: number;
  /** 95% Wilson interval of the win rate. */
  ciLow: number;
  ciHigh: number;
  /** Seat-games in which a seat was dealt this character at the start (before any death). */
  dealt: number;
  /** Games won by the seat dealt this character at the start, whatever character it won with. */
  dealtWins: number;
  dealtWinRate: number;
  dealtCiLow: number;
  dealtCiHigh: number;
}

export interface SeatSummary {
  /** Seat index, 0 = first to play. */
  seat: number;
  games: number;
  wins: number;
  winRate: number;
  ciLow: number;
  ciHigh: number;
}

export interface StrategySummary {
  strategy: string;
  /** Seat-games played by this strategy (a strategy at two seats counts twice per game). */
  seats: number;
  wins: number;
  /** wins / seats: a per-seat rate, comparable to 1 / players. */
  winRate: number;
  /** 95% Wilson interval; null when this strategy held every seat (its rate is fixed by design). */
  ciLow: number | null;
  ciHigh: number | null;
  /**
   * Per seat-game, with 95% intervals clustered by game (src/stats/cluster.ts): characters it
   * killed, Inner Region entries, game rounds.
   */
  kills: MeanSummary;
  innerEntries: MeanSummary;
  rounds: MeanSummary;
}

/** A mean with its 95% interval (normal approximation, the game as the unit). */
export interface MeanSummary {
  mean: number;
  ciLow: number;
  ciHigh: number;
}

/** Game length in rounds, with the Kaplan-Meier median that treats timeouts as censored. */
export interface RoundsSummary extends LengthSummary {
  /** First round after which at most half the games were still running (timeouts censored); null if never. */
  survivalMedian: number | null;
}

/** How far the characters' win rates are from equal chances. */
export interface BalanceSummary {
  /** Characters played in at least one game; the others are left out of the figures below. */
  characters: number;
  highest: string | null;
  highestRate: number;
  lowest: string | null;
  lowestRate: number;
  /** highestRate - lowestRate. */
  spread: number;
  /** All characters' wins over all their games: every character's rate under equal chances. */
  pooledRate: number;
  /**
   * Pearson's chi-square against equal chances, calibrated for the characters of a game sharing its
   * one win (src/stats/chi-square.ts); null: nothing to test.
   */
  chiSquare: number | null;
  df: number | null;
  pValue: number | null;
}

export interface Provenance extends ContentProvenance {
  version: string;
  scenario: string;
  seed: string;
  games: number;
  rules: RuleOptions;
  ruleModules: { id: string; desc: string }[];
  /** Strategy of each seat, in seat order. */
  strategies: string[];
  /** Each seat's fixed character (null: dealt at random) and strategy. */
  seats: SeatPlan[];
  /** Present (true) when strategies rotated through the seats (src/sim/rotation.ts). */
  rotate?: boolean;
  /** The tournament's tables, when the run was one (src/experiment/tournament.ts). */
  tables?: string[][];
  // The fan cards, every character in play and the house-rule modules' files (ContentProvenance) follow the tables.
  /** `git rev-parse HEAD` of the code that played, null when it is not a git checkout. */
  commit: string | null;
  /** SHA-256 of strategies/expert.weights.json (the expert's shipped weights), hex. */
  weightsSha256: string;
}

export interface Summary {
  games: number;
  timeouts: number;
  timeoutRate: number;
  /** When more than 10% of the games reached the round cap: the warning that the win rates come from the games that ended (stats/round-cap.ts). */
  roundCapWarning?: string;
  roundsMean: number;
  roundsMedian: number;
  turnsMean: number;
  endReasons: Record<string, number>;
  characters: CharacterSummary[];
  seats: SeatSummary[];
  strategies: StrategySummary[];
  rounds: RoundsSummary;
  turns: LengthSummary;
  balance: BalanceSummary;
  provenance: Provenance;
  /** Rule modules' events (engine/events.ts): per name, the total count and the games with any; absent when none. */
  events?: Record<string, { count: number; games: number }>;
}

/** Folds GameRecords as they come (into an Aggregate, aggregate.ts); merges other aggregates. */
export class SummaryBuilder {
  readonly aggregate: Aggregate;

  /** `characters`: every character id, so that one never played still gets a row. */
  constructor(characters: readonly string[]) {
    this.aggregate = emptyAggregate(characters);
  }

  add(r: GameRecord): this {
    addRecord(this.aggregate, r);
    return this;
  }

  merge(other: Aggregate): this {
    mergeAggregate(this.aggregate, other);
    return this;
  }

  /** The summary of every record added so far; `modules` from buildRuleSet(plan.rules).modules. */
  build(plan: RunPlan, modules: readonly { id: string; desc: string }[]): Summary {
    return summaryOf(this.aggregate, plan, modules);
  }
}

/** The summary of an aggregate: the same JSON whatever order its games were folded and merged in. */
export function summaryOf(a: Aggregate, plan: RunPlan, modules: readonly { id: string; desc: string }[]): Summary {
  const n = a.games;
  const characters = sortedKeys(a.characterGames).map((c) => characterRow(a, c));
  return {
    games: n,
    timeouts: a.timeouts,
    timeoutRate: ratio(a.timeouts, n),
    ...markRoundCap({}, runCounts(a)),
    roundsMean: ratio(a.roundsSum, n),
    roundsMedian: histogramMedian(histogramOf(a.rounds)),
    turnsMean: ratio(a.turnsSum, n),
    endReasons: Object.fromEntries(Object.entries(a.endReasons).sort(byReason)),
    characters,
    seats: a.seatGames.map((games, seat) => rateRow({ seat }, games, a.seatWins[seat] ?? 0)),
    strategies: sortedKeys(a.strategySeats).map((s) => strategyRow(a, s, plan)),
    rounds: { ...lengthSummary(histogramOf(a.rounds)), survivalMedian: medianSurvival(survivalRows(a)) },
    turns: lengthSummary(histogramOf(a.turns)),
    balance: balanceOf(characters, a),
    provenance: provenanceOf(plan, modules),
    ...eventsOf(a),
  };
}

function eventsOf(a: Aggregate): Pick<Summary, 'events'> {
  const names = Object.keys(a.events).sort();
  if (names.length === 0) return {};
  return { events: Object.fromEntries(names.map((n) => [n, { count: a.events[n], games: a.eventGames[n] }])) };
}

/** The Kaplan-Meier rows of an aggregate: games that ended, and timeouts censored at the cap. */
export function survivalRows(a: Aggregate): SurvivalRow[] {
  const censored = histogramOf(a.timeoutRounds);
  const ended = new Map<number, number>();
  for (const [round, games] of histogramOf(a.rounds)) {
    const n = games - (censored.get(round) ?? 0);
    if (n > 0) ended.set(round, n);
  }
  return kaplanMeier(ended, censored);
}

function balanceOf(characters: readonly CharacterSummary[], a: Aggregate): BalanceSummary {
  const played = characters.filter((c) => c.games > 0);
  let highest: CharacterSummary | null = null;
  let lowest: CharacterSummary | null = null;
  for (const c of played) {
    if (!highest || c.winRate > highest.winRate) highest = c;
    if (!lowest || c.winRate < lowest.winRate) lowest = c;
  }
  const games = played.reduce((s, c) => s + c.games, 0);
  // The mean number of other characters played in a character's game: how much they share a win.
  const test = equalRatesTest(played, ratio(a.characterPairs, games));
  return {
    characters: played.length,
    highest: highest?.character ?? null,
    highestRate: highest?.winRate ?? 0,
    lowest: lowest?.character ?? null,
    lowestRate: lowest?.winRate ?? 0,
    spread: (highest?.winRate ?? 0) - (lowest?.winRate ?? 0),
    pooledRate: ratio(played.reduce((s, c) => s + c.wins, 0), games),
    chiSquare: test?.statistic ?? null,
    df: test?.df ?? null,
    pValue: test?.pValue ?? null,
  };
}

function provenanceOf(plan: RunPlan, modules: readonly { id: string; desc: string }[]): Provenance {
  return {
    version: VERSION,
    scenario: plan.scenario,
    seed: plan.seed,
    games: plan.games,
    rules: { ...plan.rules },
    ruleModules: modules.map((m) => ({ id: m.id, desc: m.desc })),
    strategies: plan.seats.map((s) => s.strategy),
    seats: plan.seats.map((s) => ({ character: s.character, strategy: s.strategy })),
    ...(isRotating(plan) ? { rotate: true } : {}),
    ...(plan.tables ? { tables: plan.tables.map((t) => t.slice()) } : {}),
    ...contentProvenance(plan),
    commit: gitCommit(),
    weightsSha256: weightsSha256(),
  };
}

function ratio(a: number, b: number): number {
  return b === 0 ? 0 : a / b;
}

type RateRow<K extends string> = Record<K, number> & { wins: number; winRate: number; ciLow: number; ciHigh: number };

/** A character's win rate played at any point, and dealt at the start. */
function characterRow(a: Aggregate, c: string): CharacterSummary {
  const row = rateRow({ character: c }, a.characterGames[c], a.characterWins[c] ?? 0);
  const dealt = a.characterDealt[c] ?? 0;
  const dealtWins = a.characterDealtWins[c] ?? 0;
  const ci = wilsonInterval(dealtWins, dealt);
  return { ...row, dealt, dealtWins, dealtWinRate: ratio(dealtWins, dealt), dealtCiLow: ci.low, dealtCiHigh: ci.high };
}

/** A strategy's seat-games, wins and per-seat-game means; no rate interval when it held every seat. */
function strategyRow(a: Aggregate, s: string, plan: RunPlan): StrategySummary {
  const row = rateRow({ strategy: s }, a.strategySeats[s], a.strategyWins[s] ?? 0, 'seats');
  const alone = plan.seats.every((seat) => seat.strategy === s) && !plan.tables;
  const mean = (sum: Counts, sumSq: Counts, cross: Counts) => clusteredMean({
    clusters: a.strategyGames[s] ?? 0, units: a.strategySeats[s] ?? 0, unitsSq: a.strategySeatsSq[s] ?? 0,
    sum: sum[s] ?? 0, sumSq: sumSq[s] ?? 0, cross: cross[s] ?? 0,
  });
  return {
    ...row,
    ...(alone ? { ciLow: null, ciHigh: null } : {}),
    kills: mean(a.strategyKills, a.strategyKillsGameSq, a.strategyKillsCross),
    innerEntries: mean(a.strategyInner, a.strategyInnerGameSq, a.strategyInnerCross),
    rounds: mean(a.strategyRounds, a.strategyRoundsGameSq, a.strategyRoundsCross),
  };
}

function rateRow<T extends object, K extends string = 'games'>(head: T, trials: number, wins: number, key: K = 'games' as K): T & RateRow<K> {
  const ci = wilsonInterval(wins, trials);
  return { ...head, [key]: trials, wins, winRate: ratio(wins, trials), ciLow: ci.low, ciHigh: ci.high } as T & RateRow<K>;
}

function sortedKeys(counts: Counts): string[] {
  return Object.keys(counts).sort();
}

/** END_REASONS order first, then any other reason alphabetically. */
function byReason([a]: [string, number], [b]: [string, number]): number {
  const ia = (END_REASONS as readonly string[]).indexOf(a);
  const ib = (END_REASONS as readonly string[]).indexOf(b);
  if (ia >= 0 || ib >= 0) return (ia < 0 ? Infinity : ia) - (ib < 0 ? Infinity : ib);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The exact median of the values counted in a histogram (mean of the middle two if even). */
export function histogramMedian(counts: Histogram): number {
  return histogramQuantile(counts, 0.5);
}

/**
 * Per-character win rates as a plain-text table, played at any point and dealt at the start, then
 * games, timeouts and game length.
 */
export function formatTable(s: Summary): string {
  const rows = s.characters.map((c) => [c.character, String(c.games), String(c.wins), percent(c.winRate), span(c.ciLow, c.ciHigh),
    String(c.dealt), String(c.dealtWins), percent(c.dealtWinRate), span(c.dealtCiLow, c.dealtCiHigh)]);
  const widths = [Math.max(9, ...rows.map((r) => r[0].length)), 7, 7, 7, 12, 7, 7, 7, 12];
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('').trimEnd();
  return [
    line(['character', 'games', 'wins', 'win%', '95% CI', 'dealt', 'won', 'win%', '95% CI']),
    ...rows.map(line),
    'games, wins: played at any point; dealt, won: dealt at the start, and won by that seat; 95% CI: Wilson interval, in %',
    '',
    `games: ${s.games}`,
    `timeouts: ${s.timeouts} (${percent(s.timeoutRate)})`,
    `rounds: mean ${s.roundsMean.toFixed(1)}, median ${s.roundsMedian}`,
  ].join('\n');
}

/** A rate's interval in percent, to one decimal: 63.2-66.6. */
function span(low: number, high: number): string {
  return `${(low * 100).toFixed(1)}-${(high * 100).toFixed(1)}`;
}

function percent(rate: number): string {
  return `${(rate * 100).toFixed(1)}%`;
}
