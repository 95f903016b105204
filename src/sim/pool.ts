// Where batches run: a piscina pool of worker threads, or, for one worker, the main thread itself;
// both run worker.ts's playBatch from the compiled bundle (compiled.ts). run-plan.ts schedules batches
// on a BatchRunner and merges the results; nothing here knows about plans or aggregates.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Piscina } from 'piscina';
import type { ExperimentResult, ExperimentTask } from '../experiment/batch.ts';
import { defaultWorkers } from './cores.ts';
import { compiledExperimentBatch, compiledPlayBatch, compiledTrainBatch, compiledWorker, compiledWorthBatch } from './compiled.ts';
import type { BatchResult, BatchTask } from './worker.ts';
import type { TrainResult, TrainTask } from './train-batch.ts';
import type { WorthResult, WorthTask } from '../experiment/worth-batch.ts';

export interface BatchRunner {
  readonly workers: number;
  run(task: BatchTask): Promise<BatchResult>;
  /** One batch of an experiment (every arm's games on the same seeds, src/experiment/). */
  runExperiment(task: ExperimentTask): Promise<ExperimentResult>;
  /** One batch of training positions (`train`, train-batch.ts). */
  runTrain(task: TrainTask): Promise<TrainResult>;
  /** One batch of `worth` (each dealt character's games again with a point more and fewer, src/experiment/worth-batch.ts). */
  runWorth(task: WorthTask): Promise<WorthResult>;
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
  let play: ReturnType<typeof compiledPlayBatch> | null = null;
  let experiment: ReturnType<typeof compiledExperimentBatch> | null = null;
  let train: ReturnType<typeof compiledTrainBatch> | null = null;
  let worth: ReturnType<typeof compiledWorthBatch> | null = null;
  return {
    workers: 1,
    async run(task) {
      const playBatch = await (play ??= compiledPlayBatch());
      await nextTurn();
      if (stopped) throw new Error('runner stopped');
      return playBatch(task);
    },
    async runExperiment(task) {
      const playExperimentBatch = await (experiment ??= compiledExperimentBatch());
      await nextTurn();
      if (stopped) throw new Error('runner stopped');
      return playExperimentBatch(task);
    },
    async runTrain(task) {
      const playTrainBatch = await (train ??= compiledTrainBatch());
      await nextTurn();
      if (stopped) throw new Error('runner stopped');
      return playTrainBatch(task);
    },
    async runWorth(task) {
      const playWorthBatch = await (worth ??= compiledWorthBatch());
      await nextTurn();
      if (stopped) throw new Error('runner stopped');
      return playWorthBatch(task);
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
    run: async (task) => (await pool).run(task) as Promise<BatchResult>,
    runExperiment: async (task) => (await pool).run(task, { name: 'playExperimentBatch' }) as Promise<ExperimentResult>,
    runTrain: async (task) => (await pool).run(task, { name: 'playTrainBatch' }) as Promise<TrainResult>,
    runWorth: async (task) => (await pool).run(task, { name: 'playWorthBatch' }) as Promise<WorthResult>,
    stop: async () => (await pool).destroy(),
  };
}
