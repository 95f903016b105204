// The run's metric: each arm's games folded into the mergeable Aggregate (src/sim/aggregate.ts)
// that the summary reads, its decisions counted for the ability table, and with `rows` one
// games.csv row per game. run, tournament, tune's head-to-heads and train's generations measure it.
import { characterIdsWith } from '../content/plan-content.ts';
import { AbilityTally } from '../engine/index.ts';
import { addAbilities, addRecord, emptyAggregate, mergeAggregate, type Aggregate } from '../sim/aggregate.ts';
import { gameRow, type GameRow } from '../sim/games-csv.ts';
import type { RunPlan } from '../sim/plan.ts';
import { contentOf } from '../sim/run-game.ts';
import type { Metric } from './metric.ts';

export interface AggregateParams {
  /** Return one games.csv row per game (only with --games-csv). */
  rows: boolean;
}

/** A batch's part: per arm its aggregate and, with `rows`, its games' rows in index order. */
export interface AggregateBatch {
  arms: Aggregate[];
  rows: GameRow[][];
}

function emptyOf(arms: readonly RunPlan[]): Aggregate[] {
  return arms.map((plan) => emptyAggregate(characterIdsWith(plan.characters)));
}

/** The total is each arm's Aggregate; the rows are the caller's to write as batches arrive (run-plan.ts). */
export const AGGREGATE_METRIC: Metric<AggregateBatch, Aggregate[], AggregateParams> = {
  fold(arms, params) {
    const aggregates = emptyOf(arms);
    const rows: GameRow[][] = arms.map(() => []);
    const tallies = arms.map((plan) => new AbilityTally(contentOf(plan).characters));
    return {
      watch: (a) => ({ tally: tallies[a] }),
      add(a, record) {
        addRecord(aggregates[a], record);
        if (params.rows) rows[a].push(gameRow(record));
      },
      result() {
        aggregates.forEach((agg, a) => addAbilities(agg, tallies[a].rows, tallies[a].counts));
        return { arms: aggregates, rows };
      },
    };
  },
  empty: emptyOf,
  merge(total, batch) {
    total.forEach((agg, a) => mergeAggregate(agg, batch.arms[a]));
  },
};
