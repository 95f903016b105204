// runPlan(plan, options): plays a plan's games (or one shard's range of them) in batches on a
// BatchRunner (pool.ts), merges the batch aggregates in index order and writes games.csv rows in
// that order. It stops early on an AbortSignal (the CLI's Ctrl-C) with what it merged so far, hands
// what is merged to a periodic save every so often, and fails with the first game, in index order,
// that threw. Batches are made as they are needed: memory does not grow with the game count.
// Checkpoint files live in checkpoint.ts.
import { CHARACTER_IDS } from '../content/index.ts';
import { buildRuleSet } from '../rules/ruleset.ts';
import { emptyAggregate, mergeAggregate, type Aggregate } from './aggregate.ts';
import type { GamesCsvWriter } from './games-csv.ts';
import type { RunPlan } from './plan.ts';
import { openRunner, type BatchRunner } from './pool.ts';
import { gameSeed } from './seeds.ts';
import { normaliseRanges, taperedBatches, rangeGames, remainingRanges, type IndexRange } from './shards.ts';
import { summaryOf, type Summary } from './summary.ts';
import type { BatchResult } from './worker.ts';

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

/** A game that threw: its index and seed, the original message and stack. */
export class GameFailure extends Error {
  override name = 'GameFailure';
  constructor(readonly gameIndex: number, readonly seed: string, message: string, readonly detail: string) {
    super(`game ${gameIndex} (seed ${seed}): ${message}`);
  }
}

/** Play the range's games not yet done, merging them into the done aggregate. */
export async function runPlan(plan: RunPlan, options: RunOptions = {}): Promise<RunOutcome> {
  const range = options.range ?? [0, plan.games];
  const state = {
    aggregate: options.done?.aggregate ?? emptyAggregate(CHARACTER_IDS),
    completed: normaliseRanges(options.done?.ranges ?? []),
  };
  const workers = options.runner?.workers ?? Math.max(1, options.workers ?? 1);
  const batches = () => taperedBatches(remainingRanges(range, state.completed), options.batch ?? DEFAULT_BATCH, workers);
  const total = range[1] - range[0];
  options.onProgress?.(rangeGames(state.completed), total);
  const runner = options.runner ?? openRunner(countUpTo(batches(), workers));
  let saved = Date.now();
  try {
    const complete = await schedule(plan, runner, batches(), options, (r) => {
      mergeAggregate(state.aggregate, r.aggregate);
      state.completed = normaliseRanges([...state.completed, [r.start, r.end]]);
      options.onProgress?.(rangeGames(state.completed), total);
    }, () => {
      if (!options.periodic || Date.now() - saved < options.periodic.everyMs) return;
      options.periodic.save(state.completed, state.aggregate);
      saved = Date.now();
    });
    return { complete, aggregate: state.aggregate, range, completed: state.completed };
  } finally {
    if (!options.runner) await runner.stop();
  }
}

/** The Summary of a complete run's aggregate. */
export function summarise(plan: RunPlan, aggregate: Aggregate): Summary {
  return summaryOf(aggregate, plan, buildRuleSet(plan.rules).modules);
}

/** The number of items of `items`, counting no further than `max` (at least 1). */
function countUpTo(items: Iterator<unknown>, max: number): number {
  let n = 0;
  while (n < max && !items.next().done) n++;
  return Math.max(1, n);
}

/**
 * Keep the runner busy (two batches per worker in flight), hand results to `merge` in index order,
 * write their rows, then call `afterMerge`. Resolves true when every batch is merged, false when
 * the signal fired.
 */
async function schedule(plan: RunPlan, runner: BatchRunner, batches: Iterator<IndexRange>, options: RunOptions, merge: (r: BatchResult) => void, afterMerge: () => void): Promise<boolean> {
  const results = new Map<number, BatchResult | Error>();
  const ranges = new Map<number, IndexRange>();
  const inFlight = new Set<Promise<void>>();
  const aborted = abortPromise(options.signal);
  const rows = Boolean(options.csv);
  let submitted = 0;
  let merged = 0;
  let next = batches.next();
  while (!next.done || merged < submitted) {
    if (options.signal?.aborted) return false;
    while (!next.done && inFlight.size < runner.workers * 2) {
      const n = submitted++;
      const [start, end] = next.value;
      ranges.set(n, next.value);
      next = batches.next();
      const p: Promise<void> = runner.run({ plan, start, end, rows }).then(
        (r) => void results.set(n, r),
        (err: unknown) => void results.set(n, err instanceof Error ? err : new Error(String(err))),
      ).finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
    await Promise.race([...inFlight, aborted]);
    for (let r = results.get(merged); r !== undefined; r = results.get(merged)) {
      results.delete(merged);
      const result = checked(plan, ranges.get(merged) as IndexRange, r);
      ranges.delete(merged);
      merge(result);
      options.csv?.write(result.rows);
      merged++;
    }
    if (!options.signal?.aborted) afterMerge();
  }
  return true;
}

/** The batch result, or the GameFailure it carries (or a worker's crash, blamed on its first game). */
function checked(plan: RunPlan, [start, end]: IndexRange, r: BatchResult | Error): BatchResult {
  if (r instanceof Error) {
    const message = `a worker failed while playing games ${start} to ${end - 1}: ${r.message}`;
    throw new GameFailure(start, gameSeed(plan.seed, start), message, r.stack ?? r.message);
  }
  if (r.failure) throw new GameFailure(r.failure.index, r.failure.seed, r.failure.message, r.failure.stack);
  return r;
}

/** A promise that resolves when the signal fires (never, without one). */
function abortPromise(signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (!signal) return;
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });
}
