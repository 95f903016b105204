// runPlan(plan, options): plays a plan's games (or one shard's range of them): the experiment of one
// arm and the aggregate metric (aggregate-metric.ts) on the runner (run.ts), merging the batch
// aggregates in index order and writing games.csv rows in that order. It stops early on an
// AbortSignal (the CLI's Ctrl-C) with what it merged so far, hands what is merged to a periodic save
// every so often, and fails with the first game, in index order, that threw (the scheduling is
// in-order.ts). Batches are made as they are needed: memory does not grow with the game count.
// Checkpoint files live in src/sim/checkpoint.ts.
export { GameFailure } from './in-order.ts';
import { characterIdsWith } from '../content/plan-content.ts';
import { buildRuleSet } from '../rules/ruleset.ts';
import { fanModulesOf } from '../rules/fan-load.ts';
import { emptyAggregate, mergeAggregate, type Aggregate } from '../sim/aggregate.ts';
import type { GamesCsvWriter } from '../sim/games-csv.ts';
import type { RunPlan } from '../sim/plan.ts';
import { openRunner, type BatchRunner } from './pool.ts';
import { playArms, runnerSize } from './run.ts';
import { normaliseRanges, rangeGames, remainingRanges, type IndexRange } from '../sim/shards.ts';
import { summaryOf, type Summary } from '../sim/summary.ts';

/** Called with the games done and the total after each merged batch (and once at the start). */
export type ProgressFn = (done: number, total: number) => void;

export const DEFAULT_BATCH = 100;

export interface RunOptions {
  /**
   * Worker threads, at most one per batch; 1 (the default) plays in this thread. Ignored when
   * `runner` is given.
   */
  workers?: number;
  /** A runner to reuse (it is left open); otherwise one is opened and stopped here. */
  runner?: BatchRunner;
  /** Games per batch. */
  batch?: number;
  /** The indices to play: all of the plan by default, or one shard's range. */
  range?: IndexRange;
  /** Parts of `range` already played (from a checkpoint) and their merged aggregate. */
  done?: { ranges: IndexRange[]; aggregate: Aggregate };
  /** Where each game's row goes, in index order (--games-csv). */
  csv?: GamesCsvWriter | null;
  signal?: AbortSignal;
  onProgress?: ProgressFn;
  /** Called after a merge once `everyMs` have passed since the start or the last save (periodic checkpoints). */
  periodic?: { everyMs: number; save(completed: IndexRange[], aggregate: Aggregate): void };
}

export interface RunOutcome {
  /** False when the signal stopped the run before every game of the range was played. */
  complete: boolean;
  aggregate: Aggregate;
  range: IndexRange;
  /** The parts of the range played and merged into `aggregate`. */
  completed: IndexRange[];
}

/** Play the range's games not yet done, merging them into the done aggregate. */
export async function runPlan(plan: RunPlan, options: RunOptions = {}): Promise<RunOutcome> {
  const range = options.range ?? [0, plan.games];
  const state = {
    aggregate: options.done?.aggregate ?? emptyAggregate(characterIdsWith(plan.characters)),
    completed: normaliseRanges(options.done?.ranges ?? []),
  };
  const ranges = remainingRanges(range, state.completed);
  const batch = options.batch ?? DEFAULT_BATCH;
  const total = range[1] - range[0];
  options.onProgress?.(rangeGames(state.completed), total);
  const runner = options.runner ?? openRunner(runnerSize(ranges, batch, Math.max(1, options.workers ?? 1)), rangeGames(ranges));
  let saved = Date.now();
  try {
    const complete = await playArms({ arms: [plan], metric: 'aggregate', params: { rows: Boolean(options.csv) } }, ranges, runner, {
      batch,
      signal: options.signal,
      take: (sums, done) => {
        mergeAggregate(state.aggregate, sums.arms[0]);
        state.completed = normaliseRanges([...state.completed, done]);
        options.csv?.write(sums.rows[0]);
        options.onProgress?.(rangeGames(state.completed), total);
      },
      afterTake: () => {
        if (!options.periodic || Date.now() - saved < options.periodic.everyMs) return;
        options.periodic.save(state.completed, state.aggregate);
        saved = Date.now();
      },
    });
    return { complete, aggregate: state.aggregate, range, completed: state.completed };
  } finally {
    if (!options.runner) await runner.stop();
  }
}

/** The Summary of a complete run's aggregate. */
export function summarise(plan: RunPlan, aggregate: Aggregate): Summary {
  return summaryOf(aggregate, plan, buildRuleSet(plan.rules, fanModulesOf(plan.modules)).modules);
}
