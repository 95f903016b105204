// What an experiment measures: a metric folds each arm's games into sums that merge in index order.
// The runner (batch.ts in the workers, run.ts on the main thread) plays every arm's game i on the
// same game seed and hands the records to the metric; the metrics are listed in metric-registry.ts.
// A new analysis picks arms (RunPlans) and a metric; a new metric is one file and a registry line.
import type { GameRecord, GameWatch, StrategyMaker } from '../sim/run-game.ts';
import type { RunPlan } from '../sim/plan.ts';

/** How a metric wants an arm's games played: its own strategies, and runGame's watch. */
export interface ArmWatch extends GameWatch {
  /** The seats' strategies; absent: the plan's (strategyMakerOf). */
  make?: StrategyMaker;
}

/** One batch's fold, in the thread that plays it. */
export interface Fold<Batch> {
  /** How arm `arm`'s games are played; null: as runGame plays them. Asked once per batch. */
  watch?(arm: number): ArmWatch | null;
  /** Arm `arm`'s game just played (arms in order, game by game). */
  add(arm: number, record: GameRecord): void;
  /** Every arm of the game has been added (paired metrics fold the game here). */
  endGame?(): void;
  /** The batch's sums, plain data for the main thread (after its last game, or a failure). */
  result(): Batch;
}

/**
 * A metric over arms: `fold` runs in the worker threads, `empty` and `merge` on the main thread,
 * which merges the batches strictly in index order so that the total is the same bytes whatever
 * the worker count. `Params` is plain data: it crosses to the workers with the arms.
 */
export interface Metric<Batch, Total, Params> {
  fold(arms: readonly RunPlan[], params: Params): Fold<Batch>;
  /** The total before any game. */
  empty(arms: readonly RunPlan[], params: Params): Total;
  /** Add the next batch (in index order) into the total, in place. */
  merge(total: Total, batch: Batch): void;
}
