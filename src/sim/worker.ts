// The work of one batch: play games [start, end) of a plan with runGame and fold them into one
// Aggregate (plus one CSV row per game when asked). Pool workers and the main thread (`--workers 1`)
// run it from the bundle compiled.ts makes of this file. Scheduling lives in run-plan.ts.
import { characterIdsWith } from '../content/plan-content.ts';
import { AbilityTally } from '../engine/index.ts';
import { addAbilities, addRecord, emptyAggregate, type Aggregate } from './aggregate.ts';
import { gameRow, type GameRow } from './games-csv.ts';
import type { RunPlan } from './plan.ts';
import { contentOf, runGame, type GameRecord } from './run-game.ts';
import { failIfInjected, failureOf, injectedFailure, type BatchFailure } from './failure.ts';
import { playExperimentBatch as experimentBatch, type ExperimentResult, type ExperimentTask } from '../experiment/batch.ts';
import { playTrainBatch as trainBatch, type TrainResult, type TrainTask } from './train-batch.ts';

export { FAIL_GAME_ENV, type BatchFailure } from './failure.ts';

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

/** Play the batch; a game that throws ends it with `failure` set (its aggregate is then partial). */
export function playBatch(task: BatchTask): BatchResult {
  const plan = samePlan(task.plan);
  const result: BatchResult = { start: task.start, end: task.end, aggregate: emptyAggregate(characterIdsWith(plan.characters)), rows: [], failure: null };
  const failAt = injectedFailure();
  const tally = new AbilityTally(contentOf(plan).characters);
  for (let i = task.start; i < task.end; i++) {
    let record: GameRecord;
    try {
      failIfInjected(i, failAt);
      record = runGame(plan, i, undefined, undefined, tally);
    } catch (err) {
      result.failure = failureOf(plan.seed, i, err);
      return result;
    }
    addRecord(result.aggregate, record);
    if (task.rows) result.rows.push(gameRow(record));
  }
  addAbilities(result.aggregate, tally.counts);
  return result;
}

/** bench --split runs from the same bundle as the batches. */
export { timeSplit } from './split.ts';

/** So do the experiments' batches (`compare`, src/experiment/). */
export function playExperimentBatch(task: ExperimentTask): ExperimentResult {
  return experimentBatch({ ...task, arms: task.arms.map(samePlan) });
}

/** And `worth`'s (src/experiment/worth-batch.ts). */
export { playWorthBatch } from '../experiment/worth-batch.ts';

/** And the training batches (`train`, train.ts). */
export function playTrainBatch(task: TrainTask): TrainResult {
  return trainBatch({ ...task, plan: samePlan(task.plan) });
}

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

export default playBatch;
