// The compiled bundle's entry (compiled.ts): what pool workers and the in-thread runner (`--workers
// 1`) run. Its default export plays one batch of any experiment (batch.ts); playBatch is the run's
// batch, one plan's games folded into its Aggregate (tests and bench --instructions call it).
import type { Aggregate } from '../sim/aggregate.ts';
import type { BatchFailure } from '../sim/failure.ts';
import type { GameRow } from '../sim/games-csv.ts';
import type { RunPlan } from '../sim/plan.ts';
import { playArmsBatch, type ArmsResult, type ArmsTask } from './batch.ts';
import type { MetricId } from './metric-registry.ts';

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

/** One batch of any experiment, its arms' plans the objects this thread already has for them (samePlan). */
export default function playBatchOfArms<K extends MetricId>(task: ArmsTask<K>): ArmsResult<K> {
  return playArmsBatch({ ...task, arms: task.arms.map(samePlan) });
}

/** One plan's games [start, end) as the aggregate metric's batch of one arm. */
export function playBatch(task: BatchTask): BatchResult {
  const r = playBatchOfArms({ arms: [task.plan], metric: 'aggregate', params: { rows: task.rows }, start: task.start, end: task.end });
  return { start: r.start, end: r.end, aggregate: r.sums.arms[0], rows: r.sums.rows[0], failure: r.failure };
}

/** train --expert-iteration labels search games on pool threads (distill.ts labelAll). */
export { labelBatch } from './distill.ts';

/** bench --split runs from the same bundle as the batches. */
export { timeSplit } from '../sim/split.ts';

/** The plans this thread has played, by their JSON text; the oldest is forgotten past PLANS_KEPT. */
const plans = new Map<string, RunPlan>();
const PLANS_KEPT = 64;

/**
 * One object for each distinct plan in this thread. A pool worker receives a new copy of the plan
 * with every batch, and run-game.ts keeps a plan's rule set, content, strategies and finished Game
 * (reset for the next game) by the plan object: without this, each batch rebuilt them all, and the
 * games ran on a new rule set's functions every 100 games.
 */
export function samePlan(plan: RunPlan): RunPlan {
  const key = JSON.stringify(plan);
  const known = plans.get(key);
  if (known) return known;
  if (plans.size >= PLANS_KEPT) plans.delete(plans.keys().next().value as string);
  plans.set(key, plan);
  return plan;
}
