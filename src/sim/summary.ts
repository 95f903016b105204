// The run summary: GameRecords folded one at a time (SummaryBuilder) into win rates, game lengths
// and provenance, plus the plain-text table the CLI prints. Nothing here varies between two runs
// of the same plan: no clocks, no durations. Records come from run-game.ts; run-plan.ts drives it.
import { readFileSync } from 'node:fs';
import { END_REASONS } from '../engine/index.ts';
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

/** Folds GameRecords as they come; keeps counts only (round counts as a histogram). */
export class SummaryBuilder {
  private games = 0;
  private timeouts = 0;
  private roundsSum = 0;
  private turnsSum = 0;
  private readonly roundCounts = new Map<number, number>();
  private readonly endReasons = new Map<string, number>(END_REASONS.map((r) => [r, 0]));
  private readonly characterGames = new Map<string, number>();
  private readonly characterWins = new Map<string, number>();
  private readonly seatGames: number[] = [];
  private readonly seatWins: number[] = [];
  private readonly strategySeats = new Map<string, number>();
  private readonly strategyWins = new Map<string, number>();

  /** `characters`: every character id, so that one never played still gets a row. */
  constructor(characters: readonly string[]) {
    for (const c of characters) {
      this.characterGames.set(c, 0);
      this.characterWins.set(c, 0);
    }
  }

  add(r: GameRecord): this {
    this.games++;
    if (r.endReason === 'timeout') this.timeouts++;
    this.roundsSum += r.rounds;
    this.turnsSum += r.turns;
    bump(this.roundCounts, r.rounds);
    bump(this.endReasons, r.endReason);
    this.addCharacters(r);
    r.seats.forEach((seat, i) => {
      this.seatGames[i] = (this.seatGames[i] ?? 0) + 1;
      this.seatWins[i] = (this.seatWins[i] ?? 0) + (r.winner === i ? 1 : 0);
      bump(this.strategySeats, seat.strategy);
      if (!this.strategyWins.has(seat.strategy)) this.strategyWins.set(seat.strategy, 0);
    });
    if (r.winnerStrategy !== null) bump(this.strategyWins, r.winnerStrategy);
    return this;
  }

  private addCharacters(r: GameRecord): void {
    const played = new Set<string>();
    for (const seat of r.seats) for (const c of seat.characters) played.add(c);
    for (const c of played) {
      bump(this.characterGames, c);
      if (!this.characterWins.has(c)) this.characterWins.set(c, 0);
    }
    if (r.winnerCharacter !== null) bump(this.characterWins, r.winnerCharacter);
  }

  /** The summary of every record added so far; `modules` from buildRuleSet(plan.rules).modules. */
  build(plan: RunPlan, modules: readonly { id: string; desc: string }[]): Summary {
    const n = this.games;
    return {
      games: n,
      timeouts: this.timeouts,
      timeoutRate: ratio(this.timeouts, n),
      roundsMean: ratio(this.roundsSum, n),
      roundsMedian: histogramMedian(this.roundCounts),
      turnsMean: ratio(this.turnsSum, n),
      endReasons: Object.fromEntries([...this.endReasons].sort(byReason)),
      characters: sortedKeys(this.characterGames).map((c) => rateRow({ character: c }, this.characterGames.get(c)!, this.characterWins.get(c) ?? 0)),
      seats: this.seatGames.map((games, seat) => rateRow({ seat }, games, this.seatWins[seat])),
      strategies: sortedKeys(this.strategySeats).map((s) => {
        const seats = this.strategySeats.get(s)!;
        const wins = this.strategyWins.get(s) ?? 0;
        return { strategy: s, seats, wins, winRate: ratio(wins, seats) };
      }),
      provenance: provenanceOf(plan, modules),
    };
  }
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

function bump<K>(map: Map<K, number>, key: K): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

function ratio(a: number, b: number): number {
  return b === 0 ? 0 : a / b;
}

function rateRow<T extends object>(head: T, games: number, wins: number): T & { games: number; wins: number; winRate: number } {
  return { ...head, games, wins, winRate: ratio(wins, games) };
}

function sortedKeys(map: Map<string, number>): string[] {
  return [...map.keys()].sort();
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
