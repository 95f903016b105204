// The one runner of experiments, on the main thread: the arms' games of a range of indices cut into
// batches (src/sim/shards.ts), played on a BatchRunner (pool.ts) and scheduled by in-order.ts, each
// batch's sums handed on strictly in index order so that every result is the same for any worker
// count. Stops early on an AbortSignal. measureArms folds the batches into the metric's total;
// runPlan (run-plan.ts), compare's blocks (blocks.ts) and train take them as they come.
import { taperedBatches, type IndexRange } from '../sim/shards.ts';
import type { Experiment } from './arms.ts';
import type { ArmsSpec } from './batch.ts';
import { playInOrder } from './in-order.ts';
import { metricOf, type BatchOf, type MetricId, type TotalOf } from './metric-registry.ts';
import { openRunner, type BatchRunner } from './pool.ts';
import { mergeSums, type ExperimentSums } from './sums.ts';

export interface PlayArms<B> {
  /** Games per batch (each batch plays them in every arm). */
  batch: number;
  signal?: AbortSignal;
  /** Take one batch's sums, in index order. */
  take(sums: B, range: IndexRange): void;
  /** Called after each round of taken batches while the run goes on (periodic checkpoints). */
  afterTake?: () => void;
}

/**
 * Play every arm's games of `ranges` on the runner, handing each batch to `take` in index order.
 * Resolves false when the signal stopped it (a prefix of whole batches was taken), true when done;
 * throws the GameFailure of the first game, in index order, that threw.
 */
export function playArms<K extends MetricId>(x: ArmsSpec<K>, ranges: readonly IndexRange[], runner: BatchRunner, o: PlayArms<BatchOf<K>>): Promise<boolean> {
  return playInOrder(taperedBatches(ranges, o.batch, runner.workers), {
    workers: runner.workers,
    seed: x.arms[0].seed,
    signal: o.signal,
    play: ([start, end]) => runner.run({ ...x, start, end }),
    take: (r, range) => o.take(r.sums, range),
    afterTake: o.afterTake,
  });
}

/** The threads worth opening for these ranges: `workers`, or fewer when there are fewer batches (at least 1). */
export function runnerSize(ranges: readonly IndexRange[], batch: number, workers: number): number {
  const batches = taperedBatches(ranges, batch, workers);
  let n = 0;
  while (n < workers && !batches.next().done) n++;
  return Math.max(1, n);
}

export interface MeasureOptions {
  batch: number;
  /** A runner to reuse (left open); otherwise one of `workers` threads (default 1) is opened and stopped here. */
  runner?: BatchRunner;
  workers?: number;
  signal?: AbortSignal;
  /** Called after each merged batch with the game indices done and their number. */
  onProgress?: (done: number, total: number) => void;
}

/** Play games 0..games-1 of every arm and fold them into the metric's total; null when stopped. */
export async function measureArms<K extends MetricId>(x: ArmsSpec<K>, games: number, o: MeasureOptions): Promise<TotalOf<K> | null> {
  const metric = metricOf(x.metric);
  const total = metric.empty(x.arms, x.params);
  const runner = o.runner ?? openRunner(runnerSize([[0, games]], o.batch, Math.max(1, o.workers ?? 1)), games);
  let done = 0;
  try {
    const complete = await playArms(x, [[0, games]], runner, {
      batch: o.batch,
      signal: o.signal,
      take: (sums, [start, end]) => {
        metric.merge(total, sums);
        done += end - start;
        o.onProgress?.(done, games);
      },
    });
    return complete ? total : null;
  } finally {
    if (!o.runner) await runner.stop();
  }
}

/** compare's arms and paired metric (paired-metric.ts) as the runner's spec. */
export function pairedSpec(x: Experiment): ArmsSpec<'paired'> {
  return { arms: x.arms.map((a) => a.plan), metric: 'paired', params: { strategies: x.strategies, bases: x.bases, eventsOf: x.eventsOf, pool: x.pool, factorial: x.factorial, drawer: x.drawer } };
}

export interface PlayOptions {
  batch: number;
  signal?: AbortSignal;
  /** Called after each merged batch with the games merged so far. */
  onBatch?: (games: number) => void;
}

/**
 * Play games [from, to) of every arm of a paired experiment and merge them into `sums` (in place).
 * Resolves false when the signal stopped it (sums then hold a prefix of whole batches), true when
 * the range is done.
 */
export function playRange(x: Experiment, sums: ExperimentSums, range: IndexRange, runner: BatchRunner, o: PlayOptions): Promise<boolean> {
  return playArms(pairedSpec(x), [range], runner, {
    batch: o.batch,
    signal: o.signal,
    take: (s) => {
      mergeSums(sums, s);
      o.onBatch?.(sums.games);
    },
  });
}
