// A tournament as a RunPlan: every 4-strategy multiset of the listed strategies that mixes at least
// two of them is a table, and each table is played in all four rotations (rotation.ts), so every
// strategy sits in every seat equally often and meets every other. The games are rounded up to
// whole cycles of tables x rotations; results are the summary's per-strategy seat-game rates.
import { DEFAULT_RULES, type RuleOptions } from '../rules/options.ts';
import type { RunPlan } from '../sim/plan.ts';
import type { SearchPlan } from '../../strategies/search-settings.ts';
import type { Summary } from '../sim/summary.ts';

export const TOURNAMENT_SEATS = 4;

/** One row of tournament.json: per seat-game, so a rate is comparable to par (tournamentPar in src/report/charts.ts). */
export interface TournamentEntry {
  strategy: string;
  /** Seat-games played (a strategy at two seats of a table counts twice). */
  games: number;
  wins: number;
  winRate: number;
  /** 95% Wilson interval of winRate. */
  ciLow: number;
  ciHigh: number;
}

/**
 * The tables, in lexicographic order of the strategies' list positions: each a non-decreasing
 * choice of `seats` strategies, leaving out the tables of one strategy alone.
 */
export function tournamentTables(strategies: readonly string[], seats = TOURNAMENT_SEATS): string[][] {
  const tables: string[][] = [];
  const pick = (from: number, table: number[]): void => {
    if (table.length === seats) {
      if (table[0] !== table[seats - 1]) tables.push(table.map((i) => strategies[i]));
      return;
    }
    for (let i = from; i < strategies.length; i++) pick(i, [...table, i]);
  };
  pick(0, []);
  return tables;
}

/** Games in one full cycle: every table in every rotation. */
export function cycleGames(strategies: readonly string[], seats = TOURNAMENT_SEATS): number {
  return tournamentTables(strategies, seats).length * seats;
}

export interface TournamentOptions {
  strategies: readonly string[];
  /** At least this many games: rounded up to whole cycles. */
  games: number;
  seed: string;
  rules?: Partial<RuleOptions>;
  /** The search player's settings, when given (strategies/search-settings.ts). */
  search?: SearchPlan;
}

/** The plan of a tournament (random characters at every seat). */
export function tournamentPlan(o: TournamentOptions): RunPlan {
  const tables = tournamentTables(o.strategies);
  if (tables.length === 0) throw new Error('a tournament needs at least two different strategies');
  const cycle = tables.length * TOURNAMENT_SEATS;
  return {
    scenario: 'tournament',
    rules: { ...DEFAULT_RULES, ...o.rules, players: TOURNAMENT_SEATS },
    seats: tables[0].map((strategy) => ({ character: null, strategy })),
    games: Math.ceil(o.games / cycle) * cycle,
    seed: o.seed,
    rotate: true,
    tables,
    ...(o.search ? { search: o.search } : {}),
  };
}

/** One entry per listed strategy, in the order given, from the run's summary. */
export function tournamentEntries(strategies: readonly string[], s: Summary): TournamentEntry[] {
  return strategies.map((strategy) => {
    const row = s.strategies.find((r) => r.strategy === strategy);
    if (!row) return { strategy, games: 0, wins: 0, winRate: 0, ciLow: 0, ciHigh: 1 };
    return { strategy, games: row.seats, wins: row.wins, winRate: row.winRate, ciLow: row.ciLow ?? 0, ciHigh: row.ciHigh ?? 1 };
  });
}
