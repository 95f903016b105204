// Playing an experiment's games on the pool (src/sim/pool.ts): a range of game indices cut into
// batches (src/sim/shards.ts) and scheduled by src/sim/in-order.ts, their sums merged strictly in
// index order so that the result is the same for any worker count. Stops early on an AbortSignal.
import { playInOrder } from '../sim/in-order.ts';
import type { BatchRunner } from '../sim/pool.ts';
import { taperedBatches, type IndexRange } from '../sim/shards.ts';
import type { Experiment } from './arms.ts';
import { mergeSums, type ExperimentSums } from './sums.ts';

export interface PlayOptions {
  batch: number;
  signal?: AbortSignal;
  /** Called after each merged batch with the games merged so far. */
  onBatch?: (games: number) => void;
}

/**
 * Play games [from, to) of every arm and merge them into `sums` (in place). Resolves false when the
 * signal stopped it (sums then hold a prefix of whole batches), true when the range is done.
 */
export function playRange(x: Experiment, sums: ExperimentSums, range: IndexRange, runner: BatchRunner, o: PlayOptions): Promise<boolean> {
  const arms = x.arms.map((a) => a.plan);
  return playInOrder(taperedBatches([range], o.batch, runner.workers), {
    workers: runner.workers,
    seed: x.arms[0].plan.seed,
    signal: o.signal,
    play: ([start, end]) => runner.runExperiment({ arms, strategies: x.strategies, start, end, bases: x.bases, eventsOf: x.eventsOf, pool: x.pool, factorial: x.factorial, drawer: x.drawer }),
    take: (r) => {
      mergeSums(sums, r.sums);
      o.onBatch?.(sums.games);
    },
  });
}
