// Where batches run: the main thread itself and, when the games are worth it, a piscina pool of the
// other worker threads; both run worker.ts's default export (batch.ts playArmsBatch) from the compiled bundle
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
 * A runner with `workers` threads. Batches play in this thread, between event-loop turns; a runner of
 * more than one opens a pool of the other threads only when the `games` it will play (when known) or
 * the time it has played call for them (growingGate), and this thread keeps playing beside them.
 * `growAfterMs` is the wait for a run of unknown size (tests give 0 to play on every thread at once).
 */
export function openRunner(workers: number, games: number | null = null, growAfterMs = GROW_AFTER_MS): BatchRunner {
  return workers <= 1 ? inThreadRunner() : growingRunner(workers, games, growAfterMs);
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
 * A pool of unknown size (no `games`) plays on one thread for this long (wall time), then on all: a
 * worker's start-up (its thread, the bundle, V8 compiling the engine again) costs as much CPU as a
 * thousand games, so a run that ends sooner plays on one thread at half the CPU.
 */
export const GROW_AFTER_MS = 1000;

/**
 * CPU milliseconds a run of known size plays on one thread before the gate judges whether a second
 * thread pays: by then V8 has compiled the hot engine (the base game's first thread spends about
 * 1.2 s beyond its warm speed). CPU per game measured sooner is two to ten times the warm figure (the
 * 100-game batches of the base game on one thread: 7.6, 2.1, 1.5, 1.3, 1.1, then 0.7-1.0 ms a game),
 * and a gate that judged from the second batch started a second thread for 3,000-game runs that
 * ended before it could pay back its own warm-up.
 */
export const WARM_MS = 2000;

/**
 * Wall milliseconds a second thread must save for each CPU millisecond it costs beyond the games'
 * own. Above 1 for a margin: a thread's warm-up and speed measured on a loaded machine scatter by a
 * fifth or more, and at 1 a 6,000-game run of the base game (at break-even) grew in 2 of 3 runs at
 * load 30, for 24% more CPU and no less wall time.
 */
export const WALL_PER_CPU = 1.5;

/** What a run of known size has measured on its one thread, after a batch. */
export interface GateReading {
  /** CPU milliseconds spent since the first batch began (every thread of the process). */
  spentMs: number;
  /** Games played, and games left to play. */
  done: number;
  left: number;
  /** The lowest CPU milliseconds a game of any batch after the first: the thread's warm speed. */
  warmMsPerGame: number;
}

/**
 * Whether starting a second thread now is worth its CPU. This thread's warm-up is what it spent
 * beyond its warm speed; a new thread spends it again (the same start, the same code to compile).
 * A second thread saves about half the work left, less one warm-up: while it warms up, V8's
 * compiling threads take the two cores from both game threads (on the quiet machine, the base game
 * at 2 workers grown after 200 games saved 0.13, 1.13 and 3.5 s of wall time in 3,000, 6,000 and
 * 12,000 games: half of 2.4, 4.9 and 10 s of work left, less about 1.2 s). It starts when that
 * saving is at least WALL_PER_CPU times the CPU it costs, the warm-up. Not judged before WARM_MS,
 * when the speed is not yet the warm one.
 */
export function secondThreadPays(r: GateReading): boolean {
  if (r.spentMs < WARM_MS) return false;
  const warmUp = Math.max(0, r.spentMs - r.done * r.warmMsPerGame);
  const work = r.left * r.warmMsPerGame;
  return work / 2 - warmUp >= WALL_PER_CPU * warmUp;
}

/** The CPU milliseconds of this process, every thread's. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * This thread and, once the gate lets more batches through, a pool of `workers - 1` threads: a batch
 * plays here when this thread is free, else in the pool. A run the gate keeps on one thread starts no
 * thread at all, and a grown one has no thread idle while the others play (a pool of `workers` beside
 * this thread's own start-up cost a thread more). Each pool thread takes a second batch while it
 * plays one, so that it does not wait while this thread, playing, cannot hand it the next.
 */
export function growingRunner(workers: number, games: number | null, growAfterMs: number): BatchRunner & { readonly pooled: number; readonly pooledGames: number } {
  const here = inThreadRunner();
  let busyHere = false;
  let pooled = 0;
  let pooledGames = 0;
  let pool: Promise<Piscina> | null = null;
  const openPool = () => (pool ??= compiledWorker().then((filename) => new Piscina({
    filename,
    minThreads: workers - 1,
    maxThreads: workers - 1,
    concurrentTasksPerWorker: 2,
    idleTimeout: 60_000,
  })));
  const gate = growingGate(2 * workers - 1, growAfterMs, games);
  const play = async <K extends MetricId>(task: ArmsTask<K>): Promise<ArmsResult<K>> => {
    if (busyHere) {
      pooled++;
      pooledGames += task.end - task.start;
      return (await openPool()).run(task) as Promise<ArmsResult<K>>;
    }
    busyHere = true;
    try {
      return await here.run(task);
    } finally {
      busyHere = false;
    }
  };
  return {
    workers,
    /** Batches handed to the pool so far. */
    get pooled() {
      return pooled;
    },
    /** Games handed to the pool so far. */
    get pooledGames() {
      return pooledGames;
    },
    run: (task) => gate.through(task.end - task.start, () => play(task)),
    stop: async () => {
      gate.stop();
      await here.stop();
      if (pool) await (await pool).destroy();
    },
  };
}

/**
 * Lets one batch at a time through, then `max` at a time: when `games` is known, once a finished batch's reading says a second
 * thread pays (secondThreadPays); when it is null, once batches have been playing for `afterMs`. The
 * first batch does not count towards the warm speed: its time is mostly the thread's start and V8
 * compiling the engine. Times are the process's CPU time (one batch runs at a time until then), so
 * that a loaded machine, which stretches the wall time, does not start threads for a short run.
 */
export function growingGate(max: number, afterMs: number, games: number | null, now: () => number = cpuMs) {
  let allowed = 1;
  let running = 0;
  let left = games ?? 0;
  let started = -1;
  let finished = 0;
  let warmMsPerGame = Infinity;
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
  /** One batch of `batchGames` played from `from` (CPU ms) on the one thread: grow if a second pays. */
  const judge = (batchGames: number, from: number) => {
    const at = now();
    if (finished > 1) warmMsPerGame = Math.min(warmMsPerGame, (at - from) / batchGames);
    if (games !== null && finished > 1 && secondThreadPays({ spentMs: at - started, done: games - left, left, warmMsPerGame })) allowed = max;
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
        if (allowed < max) judge(batchGames, from);
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
