// The work of one batch: play games [start, end) of a plan with runGame and fold them into one
// Aggregate (plus one CSV row per game when asked). Pool workers and the main thread (`--workers 1`)
// run it from the bundle compiled.ts makes of this file. Scheduling lives in run-plan.ts.
import { BASE_CONTENT, CHARACTER_IDS } from '../content/index.ts';
import { AbilityTally } from '../engine/index.ts';
import { addAbilities, addRecord, emptyAggregate, type Aggregate } from './aggregate.ts';
import { gameRow, type GameRow } from './games-csv.ts';
import type { RunPlan } from './plan.ts';
import { runGame, type GameRecord } from './run-game.ts';
import { gameSeed } from './seeds.ts';

export interface BatchTask {
  plan: RunPlan;
  start: number;
  end: number;
  /** Return one games.csv row per game (only with --games-csv). */
  rows: boolean;
}

/** A game that threw, as plain data (an Error loses its fields crossing a thread). */
export interface BatchFailure {
  index: number;
  seed: string;
  message: string;
  stack: string;
}

export interface BatchResult {
  start: number;
  end: number;
  aggregate: Aggregate;
  rows: GameRow[];
  failure: BatchFailure | null;
}

/**
 * Fault injection for the failure-path tests: the game whose index this variable names throws.
 * Read here, not in the engine, so that rules code carries no test hooks.
 */
export const FAIL_GAME_ENV = 'TALISMAN_SIM_FAIL_GAME';

/** Play the batch; a game that throws ends it with `failure` set (its aggregate is then partial). */
export function playBatch(task: BatchTask): BatchResult {
  const result: BatchResult = { start: task.start, end: task.end, aggregate: emptyAggregate(CHARACTER_IDS), rows: [], failure: null };
  const failAt = injectedFailure();
  const tally = new AbilityTally(BASE_CONTENT.characters);
  for (let i = task.start; i < task.end; i++) {
    let record: GameRecord;
    try {
      if (i === failAt) throw new Error(`injected failure (${FAIL_GAME_ENV}=${i})`);
      record = runGame(task.plan, i, undefined, undefined, tally);
    } catch (err) {
      result.failure = failureOf(task.plan, i, err);
      return result;
    }
    addRecord(result.aggregate, record);
    if (task.rows) result.rows.push(gameRow(record));
  }
  addAbilities(result.aggregate, tally.counts);
  return result;
}

/** The game index TALISMAN_SIM_FAIL_GAME names (tests inject a failing game with it), or -1. */
export function injectedFailure(): number {
  const text = process.env[FAIL_GAME_ENV];
  return text !== undefined && /^\d+$/.test(text) ? Number(text) : -1;
}

function failureOf(plan: RunPlan, index: number, err: unknown): BatchFailure {
  const message = err instanceof Error ? err.message : String(err);
  const stack = err instanceof Error && err.stack ? err.stack : message;
  return { index, seed: gameSeed(plan.seed, index), message, stack };
}

/** bench --split runs from the same bundle as the batches. */
export { timeSplit } from './split.ts';

/** So do the experiments' batches (`compare`, src/experiment/). */
export { playExperimentBatch } from '../experiment/batch.ts';

export default playBatch;
