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
  const result: BatchResult = { start: task.start, end: task.end, aggregate: emptyAggregate(characterIdsWith(task.plan.characters)), rows: [], failure: null };
  const failAt = injectedFailure();
  const tally = new AbilityTally(contentOf(task.plan).characters);
  for (let i = task.start; i < task.end; i++) {
    let record: GameRecord;
    try {
      failIfInjected(i, failAt);
      record = runGame(task.plan, i, undefined, undefined, tally);
    } catch (err) {
      result.failure = failureOf(task.plan.seed, i, err);
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
export { playExperimentBatch } from '../experiment/batch.ts';

/** And `worth`'s (src/experiment/worth-batch.ts). */
export { playWorthBatch } from '../experiment/worth-batch.ts';

/** And the training batches (`train`, train.ts). */
export { playTrainBatch } from './train-batch.ts';

export default playBatch;
