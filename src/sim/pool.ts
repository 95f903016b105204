// Where batches run: a piscina pool of worker threads (each loads worker-entry.mjs, which loads
// worker.ts under tsx), or, for one worker, the main thread itself. run-plan.ts schedules batches
// on a BatchRunner and merges the results; nothing here knows about plans or aggregates.
import { availableParallelism } from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Piscina } from 'piscina';
import { playBatch, type BatchResult, type BatchTask } from './worker.ts';

export interface BatchRunner {
  readonly workers: number;
  run(task: BatchTask): Promise<BatchResult>;
  /** Stop at once: batches still running are abandoned and their promises reject. */
  stop(): Promise<void>;
}

export const DEFAULT_WORKERS = availableParallelism();

/** A runner with `workers` threads; 1 plays batches in this thread, between event-loop turns. */
export function openRunner(workers: number): BatchRunner {
  return workers <= 1 ? inThreadRunner() : poolRunner(workers);
}

function inThreadRunner(): BatchRunner {
  let stopped = false;
  return {
    workers: 1,
    async run(task) {
      await nextTurn();
      if (stopped) throw new Error('runner stopped');
      return playBatch(task);
    },
    async stop() {
      stopped = true;
    },
  };
}

function poolRunner(workers: number): BatchRunner {
  const pool = new Piscina<BatchTask, BatchResult>({
    filename: new URL('./worker-entry.mjs', import.meta.url).href,
    minThreads: workers,
    maxThreads: workers,
    idleTimeout: 60_000,
  });
  return {
    workers,
    run: (task) => pool.run(task),
    stop: () => pool.destroy(),
  };
}
