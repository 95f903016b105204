// Playing an experiment's games on the pool (src/sim/pool.ts): a range of game indices cut into
// batches (src/sim/shards.ts), two in flight per worker, their sums merged strictly in index order
// so that the result is the same for any worker count. Stops early on an AbortSignal (Ctrl-C).
import { GameFailure } from '../sim/run-plan.ts';
import type { BatchRunner } from '../sim/pool.ts';
import { gameSeed } from '../sim/seeds.ts';
import { taperedBatches, type IndexRange } from '../sim/shards.ts';
import type { ExperimentResult } from './batch.ts';
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
export async function playRange(x: Experiment, sums: ExperimentSums, range: IndexRange, runner: BatchRunner, o: PlayOptions): Promise<boolean> {
  const stop = abortWatch(o.signal);
  try {
    return await schedule(x, sums, [...taperedBatches([range], o.batch, runner.workers)], runner, o, stop.fired);
  } finally {
    stop.release();
  }
}

async function schedule(x: Experiment, sums: ExperimentSums, todo: IndexRange[], runner: BatchRunner, o: PlayOptions, stopped: Promise<void>): Promise<boolean> {
  const results = new Map<number, ExperimentResult | Error>();
  const inFlight = new Set<Promise<void>>();
  const arms = x.arms.map((a) => a.plan);
  let submitted = 0;
  let merged = 0;
  while (merged < todo.length) {
    if (o.signal?.aborted) return false;
    while (submitted < todo.length && inFlight.size < runner.workers * 2) {
      const n = submitted++;
      const [start, end] = todo[n];
      const p: Promise<void> = runner.runExperiment({ arms, strategies: x.strategies, start, end }).then(
        (r) => void results.set(n, r),
        (err: unknown) => void results.set(n, err instanceof Error ? err : new Error(String(err))),
      ).finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
    await Promise.race([...inFlight, stopped]);
    for (let r = results.get(merged); r !== undefined; r = results.get(merged)) {
      results.delete(merged);
      mergeSums(sums, checked(x, todo[merged], r).sums);
      merged++;
      o.onBatch?.(sums.games);
    }
  }
  return true;
}

function checked(x: Experiment, [start, end]: IndexRange, r: ExperimentResult | Error): ExperimentResult {
  const seed = x.arms[0].plan.seed;
  if (r instanceof Error) throw new GameFailure(start, gameSeed(seed, start), `a worker failed while playing games ${start} to ${end - 1}: ${r.message}`, r.stack ?? r.message);
  if (r.failure) throw new GameFailure(r.failure.index, r.failure.seed, r.failure.message, r.failure.stack);
  return r;
}

/** A promise that resolves when the signal fires, and the release of its listener (one per range, not per look). */
function abortWatch(signal: AbortSignal | undefined): { fired: Promise<void>; release: () => void } {
  let listener = () => undefined as void;
  const fired = new Promise<void>((resolve) => {
    listener = () => resolve();
    if (signal?.aborted) resolve();
    else signal?.addEventListener('abort', listener, { once: true });
  });
  return { fired, release: () => signal?.removeEventListener('abort', listener) };
}
