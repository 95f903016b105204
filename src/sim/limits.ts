// How large a run may be, checked before the first game (issue 14, case 5): the game count, so that
// every count and sum of the aggregate stays an exact integer, and the memory that the workers and
// the batches in flight need, against what the machine (or its container) and the heap allow.
// Nothing here grows with the game count: the batches are made as they are needed (shards.ts).
import { totalmem } from 'node:os';
import { getHeapStatistics } from 'node:v8';
import { ScenarioError } from '../fields/field-rules.ts';
import type { RunPlan } from './plan.ts';

/** A hard ceiling whatever the plan: 10^12 games is about 30 years on one core at 1,000 games/s. */
export const MAX_GAMES = 1e12;

const MB = 1024 * 1024;
/** The main thread with the engine loaded, measured: about 150 MB of resident memory. */
const MAIN_BYTES = 200 * MB;
/** One worker thread with the compiled bundle and its own heap: about 40 MB measured; kept with margin. */
const WORKER_BYTES = 64 * MB;
/** One games.csv row held as a JavaScript array until its batch is merged: about 400 bytes measured. */
const ROW_BYTES = 1024;

/**
 * The most games a plan may have. The aggregate keeps, per strategy, the sum of squared rounds:
 * with every game at the round cap that is games x seats x roundCap^2, which must stay below 2^53
 * to be exact (2.5 x 10^10 games for 4 seats and the default cap of 300), and never above MAX_GAMES.
 */
export function maxGames(plan: RunPlan): number {
  const perGame = plan.seats.length * plan.rules.roundCap * plan.rules.roundCap;
  return Math.min(MAX_GAMES, Math.floor(Number.MAX_SAFE_INTEGER / perGame));
}

/** The memory a run needs at most: the main thread, its workers and two batches in flight per worker. */
export function runBytes(workers: number, batch: number, gamesCsv: boolean): number {
  const threads = workers > 1 ? workers : 0;
  return MAIN_BYTES + threads * WORKER_BYTES + (gamesCsv ? workers * 2 * batch * ROW_BYTES : 0);
}

/** The memory this process may use: the machine's, or its container's when that is less. */
export function memoryAvailable(): number {
  const constrained = process.constrainedMemory?.() ?? 0;
  return constrained > 0 ? Math.min(constrained, totalmem()) : totalmem();
}

/**
 * A ScenarioError naming the flag when a run of `games` games on `workers` threads in batches of
 * `batch` cannot be played exactly or does not fit in memory; called before the first game.
 */
export function checkRunSize(plan: RunPlan, games: number, workers: number, batch: number, gamesCsv: boolean): void {
  const most = maxGames(plan);
  if (games > most) {
    throw new ScenarioError(`--games must be at most ${most} for ${plan.seats.length} seats and a round cap of ${plan.rules.roundCap} (got ${games}): beyond that the summed squares of the rounds could pass 2^53 and stop being exact`);
  }
  const need = runBytes(workers, batch, gamesCsv);
  const have = memoryAvailable();
  if (need > have) {
    throw new ScenarioError(`--workers ${workers} with --batch ${batch}${gamesCsv ? ' and --games-csv' : ''} needs about ${mb(need)} MB, and this machine allows ${mb(have)} MB; use fewer workers or a smaller batch`);
  }
  const rows = gamesCsv ? workers * 2 * batch * ROW_BYTES : 0;
  const heap = getHeapStatistics().heap_size_limit;
  if (rows > heap / 2) {
    throw new ScenarioError(`--batch ${batch} with --games-csv holds about ${mb(rows)} MB of rows in flight, more than half the ${mb(heap)} MB heap; use a smaller --batch (the default is 100)`);
  }
}

function mb(bytes: number): string {
  return Math.ceil(bytes / MB).toLocaleString('en-US');
}
