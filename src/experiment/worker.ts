// The compiled bundle's entry (compiled.ts): what pool workers and the in-thread runner (`--workers
// 1`) run. Its default export plays one batch of any experiment (batch.ts); playBatch is the run's
// batch, one plan's games folded into its Aggregate (tests and bench --instructions call it).
import type { Aggregate } from '../sim/aggregate.ts';
import type { BatchFailure } from '../sim/failure.ts';
import type { GameRow } from '../sim/games-csv.ts';
import type { RunPlan } from '../sim/plan.ts';
import { playArmsBatch } from './batch.ts';

export { FAIL_GAME_ENV, type BatchFailure } from '../sim/failure.ts';

export interface BatchTask {
  plan: RunPlan;
  start: number;
  end: number;
  /** Return one games.csv row per game (only with --games-csv). */
  rows: boolean;
}

export interface BatchResult {
  start: number;
  end: number;
  aggregate: Aggregate;
  rows: GameRow[];
  failure: BatchFailure | null;
}

/** One plan's games [start, end) as the aggregate metric's batch of one arm. */
export function playBatch(task: BatchTask): BatchResult {
  const r = playArmsBatch({ arms: [task.plan], metric: 'aggregate', params: { rows: task.rows }, start: task.start, end: task.end });
  return { start: r.start, end: r.end, aggregate: r.sums.arms[0], rows: r.sums.rows[0], failure: r.failure };
}

/** bench --split runs from the same bundle as the batches. */
export { timeSplit } from '../sim/split.ts';

export default playArmsBatch;
