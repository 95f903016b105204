// Where batches run: a piscina pool of worker threads, or, for one worker, the main thread itself;
// both run worker.ts's default export (batch.ts playArmsBatch) from the compiled bundle
// (compiled.ts). run.ts schedules an experiment's batches on a BatchRunner and merges the results;
// nothing here knows about plans or metrics.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Piscina } from 'piscina';
import { defaultWorkers } from '../sim/cores.ts';
import type { ArmsResult, ArmsTask } from './batch.ts';
import { compiledArmsBatch, compiledWorker } from './compiled.ts';
import type { MetricId } from './metric-registry.ts';

export interface BatchRunner {
  readonly workers: number;
  /** One batch of an experiment: every arm's games [start, end) folded into its metric (batch.ts). */
  run<K extends MetricId>(task: ArmsTask<K>): Promise<ArmsResult<K>>;
  /** Stop at once: batches still running are abandoned and their promises reject. */
  stop(): Promise<void>;
}
/** Every usable core, within the container's CPU quota (cores.ts). */
export const DEFAULT_WORKERS = defaultWorkers();

/** A runner with `workers` threads; 1 plays batches in this thread, between event-loop turns. */
export function openRunner(workers: number): BatchRunner {
  return workers <= 1 ? inThreadRunner() : poolRunner(workers);
}

function inThreadRunner(): BatchRunner {
  let stopped = false;
  let play: ReturnType<typeof compiledArmsBatch> | null = null;
  return {
    workers: 1,
    async run(task) {
      const playArmsBatch = await (play ??= compiledArmsBatch());
      await nextTurn();
      if (stopped) throw new Error('runner stopped');
      return playArmsBatch(task);
    },
    async stop() {
      stopped = true;
    },
  };
}

function poolRunner(workers: number): BatchRunner {
  const pool = compiledWorker().then((filename) => new Piscina({
    filename,
    minThreads: workers,
    maxThreads: workers,
    idleTimeout: 60_000,
  }));
  return {
    workers,
    run: async <K extends MetricId>(task: ArmsTask<K>) => (await pool).run(task) as Promise<ArmsResult<K>>,
    stop: async () => (await pool).destroy(),
  };
}
