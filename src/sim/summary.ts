// The run summary: an Aggregate (aggregate.ts) of GameRecords turned into win rates, game lengths
// and provenance, plus the plain-text table the CLI prints. Nothing here varies between two runs
// of the same plan: no clocks, no durations. Records come from run-game.ts; run-plan.ts drives it.
import { readFileSync } from 'node:fs';
import { END_REASONS } from '../engine/index.ts';
import { addRecord, emptyAggregate, mergeAggregate, type Aggregate, type Counts } from './aggregate.ts';
import type { RuleOptions } from '../rules/options.ts';
import type { RunPlan, SeatPlan } from './plan.ts';
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
}

export interface SeatSummary {
  seat: number;
  games: number;
  wins: number;
  winRate: number;
}

export interface StrategySummary {
  strategy: string;
  /** Seat-games played by this strategy (a strategy at two seats counts twice per game). */
  seats: number;
  wins: number;
  /** wins / seats: a per-seat rate, comparable to 1 / players. */
  winRate: number;
}

export interface Provenance {
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
}

export interface Summary {
  games: number;
  timeouts: number;
  timeoutRate: number;
  roundsMean: number;
  roundsMedian: number;
  turnsMean: number;
  endReasons: Record<string, number>;
  characters: CharacterSummary[];
  seats: SeatSummary[];
  strategies: StrategySummary[];
  provenance: Provenance;
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
  return {
    games: n,
    timeouts: a.timeouts,
    timeoutRate: ratio(a.timeouts, n),
    roundsMean: ratio(a.roundsSum, n),
    roundsMedian: histogramMedian(roundHistogram(a)),
    turnsMean: ratio(a.turnsSum, n),
    endReasons: Object.fromEntries(Object.entries(a.endReasons).sort(byReason)),
    characters: sortedKeys(a.characterGames).map((c) => rateRow({ character: c }, a.characterGames[c], a.characterWins[c] ?? 0)),
    seats: a.seatGames.map((games, seat) => rateRow({ seat }, games, a.seatWins[seat] ?? 0)),
    strategies: sortedKeys(a.strategySeats).map((s) => {
      const seats = a.strategySeats[s];
      const wins = a.strategyWins[s] ?? 0;
      return { strategy: s, seats, wins, winRate: ratio(wins, seats) };
    }),
    provenance: provenanceOf(plan, modules),
  };
}

function roundHistogram(a: Aggregate): Map<number, number> {
  return new Map(Object.entries(a.rounds).map(([rounds, games]) => [Number(rounds), games]));
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
  };
}

function ratio(a: number, b: number): number {
  return b === 0 ? 0 : a / b;
}

function rateRow<T extends object>(head: T, games: number, wins: number): T & { games: number; wins: number; winRate: number } {
  return { ...head, games, wins, winRate: ratio(wins, games) };
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
export function histogramMedian(counts: ReadonlyMap<number, number>): number {
  let n = 0;
  for (const c of counts.values()) n += c;
  if (n === 0) return 0;
  const lo = Math.floor((n - 1) / 2);
  const hi = Math.floor(n / 2);
  let seen = 0;
  let loValue = 0;
  for (const value of [...counts.keys()].sort((a, b) => a - b)) {
    const next = seen + counts.get(value)!;
    if (lo >= seen && lo < next) loValue = value;
    if (hi >= seen && hi < next) return (loValue + value) / 2;
    seen = next;
  }
  return loValue;
}

/** Per-character win rates as a plain-text table, then games, timeouts and game length. */
export function formatTable(s: Summary): string {
  const rows = s.characters.map((c) => [c.character, String(c.games), String(c.wins), percent(c.winRate)]);
  const widths = [Math.max(9, ...rows.map((r) => r[0].length)), 8, 8, 7];
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('').trimEnd();
  return [
    line(['character', 'games', 'wins', 'win%']),
    ...rows.map(line),
    '',
    `games: ${s.games}`,
    `timeouts: ${s.timeouts} (${percent(s.timeoutRate)})`,
    `rounds: mean ${s.roundsMean.toFixed(1)}, median ${s.roundsMedian}`,
  ].join('\n');
}

function percent(rate: number): string {
  return `${(rate * 100).toFixed(1)}%`;
}
