// The one scheduler of batches on a BatchRunner (pool.ts), shared by runPlan and the experiments:
// two batches in flight per worker, results handed on strictly in index order so that the outcome
// is the same for any worker count, a stop on an AbortSignal, and a failed batch turned into the
// GameFailure of its first failing game (a runner that cannot start, such as a bundle that cannot be
// written, is no game's failure: its WriteError passes through).
import { WriteError } from '../sim/json-file.ts';
import { gameSeed } from '../sim/seeds.ts';
import type { IndexRange } from '../sim/shards.ts';
import type { BatchFailure } from '../sim/failure.ts';

/** A game that threw: its index and seed, the original message and stack. */
export class GameFailure extends Error {
  override name = 'GameFailure';
  constructor(readonly gameIndex: number, readonly seed: string, message: string, readonly detail: string) {
    super(`game ${gameIndex} (seed ${seed}): ${message}`);
  }
}

export interface InOrder<R> {
  /** Workers of the runner: twice as many batches are kept in flight. */
  workers: number;
  /** The master seed, to name a crashed worker's first game. */
  seed: string;
  /** Play one batch. */
  play(range: IndexRange): Promise<R>;
  /** Take one batch's result, in index order. */
  take(result: R, range: IndexRange): void;
  /** Called after each round of taken results while the run goes on (periodic checkpoints). */
  afterTake?: () => void;
  signal?: AbortSignal;
}

/**
 * Play every batch and hand the results to `take` in index order. Resolves true when all are taken,
 * false when the signal stopped it (a prefix of whole batches was taken); throws the GameFailure of
 * the first batch, in index order, that failed.
 */
export async function playInOrder<R extends { failure: BatchFailure | null }>(batches: Iterator<IndexRange>, o: InOrder<R>): Promise<boolean> {
  const stop = abortWatch(o.signal);
  try {
    return await schedule(batches, o, stop.fired);
  } finally {
    stop.release();
  }
}

async function schedule<R extends { failure: BatchFailure | null }>(batches: Iterator<IndexRange>, o: InOrder<R>, stopped: Promise<void>): Promise<boolean> {
  const results = new Map<number, R | Error>();
  const ranges = new Map<number, IndexRange>();
  const inFlight = new Set<Promise<void>>();
  let submitted = 0;
  let taken = 0;
  let next = batches.next();
  while (!next.done || taken < submitted) {
    if (o.signal?.aborted) return false;
    while (!next.done && inFlight.size < o.workers * 2) {
      const n = submitted++;
      ranges.set(n, next.value);
      const p: Promise<void> = o.play(next.value).then(
        (r) => void results.set(n, r),
        (err: unknown) => void results.set(n, err instanceof Error ? err : new Error(String(err))),
      ).finally(() => inFlight.delete(p));
      inFlight.add(p);
      next = batches.next();
    }
    await Promise.race([...inFlight, stopped]);
    for (let r = results.get(taken); r !== undefined; r = results.get(taken)) {
      const range = ranges.get(taken) as IndexRange;
      results.delete(taken);
      ranges.delete(taken);
      o.take(checked(o.seed, range, r), range);
      taken++;
    }
    if (!o.signal?.aborted) o.afterTake?.();
  }
  return true;
}

/** The batch result, or the GameFailure it carries (or a worker's crash, blamed on its first game). */
function checked<R extends { failure: BatchFailure | null }>(seed: string, [start, end]: IndexRange, r: R | Error): R {
  if (r instanceof WriteError) throw r;
  if (r instanceof Error) {
    const message = `a worker failed while playing games ${start} to ${end - 1}: ${r.message}`;
    throw new GameFailure(start, gameSeed(seed, start), message, r.stack ?? r.message);
  }
  if (r.failure) throw new GameFailure(r.failure.index, r.failure.seed, r.failure.message, r.failure.stack);
  return r;
}

/** A promise that resolves when the signal fires, and the release of its listener. */
function abortWatch(signal: AbortSignal | undefined): { fired: Promise<void>; release: () => void } {
  let listener = () => undefined as void;
  const fired = new Promise<void>((resolve) => {
    listener = () => resolve();
    if (signal?.aborted) resolve();
    else signal?.addEventListener('abort', listener, { once: true });
  });
  return { fired, release: () => signal?.removeEventListener('abort', listener) };
}
