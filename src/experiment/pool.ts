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

/**
 * A runner with `workers` threads; 1 plays batches in this thread, between event-loop turns. A
 * pool starts its threads beyond the first only when the `games` it will play (when known) or the
 * time it has played call for them (growingGate).
 */
export function openRunner(workers: number, games: number | null = null): BatchRunner {
  return workers <= 1 ? inThreadRunner() : poolRunner(workers, games);
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

/**
 * A pool plays on one thread until its batches would keep a second busy for this long: a worker's
 * start-up (its thread, the bundle, V8 compiling the engine again) costs as much CPU as a few
 * hundred games, so a run that ends sooner (100 games of the base game) plays on one thread at
 * half the CPU. A run of known size decides after each batch but the first, from that batch's CPU
 * time per game and the games left; any other, after this long (wall time).
 */
export const GROW_AFTER_MS = 1000;

/** The CPU milliseconds of this process, every thread's. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function poolRunner(workers: number, games: number | null): BatchRunner {
  const pool = compiledWorker().then((filename) => new Piscina({
    filename,
    minThreads: 1,
    maxThreads: workers,
    idleTimeout: 60_000,
  }));
  const gate = growingGate(workers, GROW_AFTER_MS, games);
  return {
    workers,
    run: <K extends MetricId>(task: ArmsTask<K>) => gate.through(task.end - task.start, async () => (await pool).run(task) as Promise<ArmsResult<K>>),
    stop: async () => {
      gate.stop();
      await (await pool).destroy();
    },
  };
}

/**
 * Lets one batch at a time through, then `max` at a time (piscina starts a thread only for a batch
 * that finds the others busy): once a finished batch's time per game says the `games` left would
 * take longer than `afterMs`, or, when `games` is null, once batches have been playing that long.
 * The first batch does not decide: its time is mostly the thread's start and V8 compiling the
 * engine (a cold first batch of 25 games said 100 games would take over a second, and started the
 * second thread for a run that ended sooner than that thread's own warm-up). A batch's time is the
 * process's CPU time (one batch runs at a time until then), so that a loaded machine, which
 * stretches the wall time, does not start threads for a short run.
 */
export function growingGate(max: number, afterMs: number, games: number | null, now: () => number = cpuMs) {
  let allowed = 1;
  let running = 0;
  let left = games ?? 0;
  let started = -1;
  let finished = 0;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const waiting: { go: () => void; fail: (err: Error) => void }[] = [];
  const release = () => {
    while (running < allowed && waiting.length > 0) {
      running++;
      waiting.shift()?.go();
    }
  };
  const grow = () => {
    allowed = max;
    release();
  };
  return {
    get allowed() {
      return allowed;
    },
    async through<T>(batchGames: number, work: () => Promise<T>): Promise<T> {
      if (stopped) throw new Error('runner stopped');
      if (started < 0) {
        started = now();
        if (games === null && max > 1) timer = setTimeout(grow, afterMs).unref();
      }
      if (running < allowed) running++;
      else await new Promise<void>((go, fail) => waiting.push({ go, fail }));
      const from = now();
      try {
        return await work();
      } finally {
        running--;
        left -= batchGames;
        finished++;
        if (games !== null && allowed < max && finished > 1 && ((now() - from) / batchGames) * left > afterMs) allowed = max;
        release();
      }
    },
    /** Batches waiting reject, and later ones too: none starts on the pool being destroyed. */
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      for (const w of waiting.splice(0)) w.fail(new Error('runner stopped'));
    },
  };
}
