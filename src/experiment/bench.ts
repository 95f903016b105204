// `talisman-sim bench`: how fast games run at 1 worker and at N (default: every core), on the same
// games and code path as `run`. Runs alternate between the two worker counts and the median is
// kept, so that a noisy machine skews both alike. Reports games per second, per core and the
// scaling efficiency gps_N / (N * gps_1), as a table or JSON. With `split`, also how much of a game's
// time the strategies take (split.ts). With `--rules`, the base game against a scenario's rule set
// instead, alternating, and the ratio: the speed check every rule module passes (README "bench").
// Timings live only here, in split.ts and in progress.ts.
import { availableParallelism, cpus } from 'node:os';
import { defaultWorkers } from '../sim/cores.ts';
import { performance } from 'node:perf_hooks';
import { compiledTimeSplit } from './compiled.ts';
import { openRunner, type BatchRunner } from './pool.ts';
import type { RunPlan } from '../sim/plan.ts';
import { DEFAULT_BATCH, runPlan } from './run-plan.ts';
import { VERSION } from '../sim/summary.ts';

export interface BenchRun {
  workers: number;
  games: number;
  /** The median of `samples`. */
  seconds: number;
  gamesPerSecond: number;
  gamesPerSecondPerCore: number;
  /** Seconds of each timed repeat, in order. */
  samples: number[];
}

export interface BenchResult {
  version: string;
  node: string;
  cpu: string;
  cores: number;
  scenario: string;
  players: number;
  games: number;
  batch: number;
  repeats: number;
  runs: BenchRun[];
  /** gps at the most workers / (workers * gps at 1 worker). */
  scalingEfficiency: number;
  /** With `split`: the same games on one thread, with their strategies and with their choices replayed. */
  split?: BenchSplit;
}

export interface BenchSplit {
  /** Medians, in seconds, of the passes with the strategies deciding and with choices replayed. */
  seconds: number;
  engineSeconds: number;
  gamesPerSecond: number;
  engineGamesPerSecond: number;
  /** The part of a game's time the strategies take: 1 - engineSeconds / seconds. */
  strategyShare: number;
  samples: number[];
  engineSamples: number[];
}

export interface BenchOptions {
  games: number;
  /** The worker count to compare with 1 (default: every core). */
  workers?: number;
  batch?: number;
  /** Timed runs per worker count (default 3). */
  repeats?: number;
  /** Games per worker played, untimed, first (default 200). */
  warmUp?: number;
  /** Also time the engine alone (split.ts): `repeats` more passes each way, on the main thread. */
  split?: boolean;
  /** Called before each timed run (workers 0: the split passes). */
  onRun?: (workers: number, repeat: number) => void;
  /** Milliseconds now (default performance.now; tests pass a fake clock). */
  clock?: () => number;
}

export interface RulesBenchResult {
  version: string;
  node: string;
  cpu: string;
  cores: number;
  /** The base game's scenario, and the scenario whose rules are timed against it. */
  base: string;
  scenario: string;
  /** The rule modules on in the timed rule set. */
  modules: string[];
  players: number;
  games: number;
  batch: number;
  repeats: number;
  workers: number;
  baseRun: BenchRun;
  rulesRun: BenchRun;
  /** Games per second under the rules / games per second of the base game. */
  ratio: number;
}

export interface RulesBenchOptions extends Omit<BenchOptions, 'onRun' | 'split'> {
  /** Called before each timed run: arm 0 the base game, 1 the rule set. */
  onRun?: (arm: number, repeat: number) => void;
}

/**
 * The base plan's games against the same games under another rule set (`rules`: the base plan with
 * the scenario's rules), on one runner, alternating run by run so that a noisy machine skews both
 * alike; medians of `repeats` each.
 */
export async function runRulesBench(base: RunPlan, rules: RunPlan, modules: string[], options: RulesBenchOptions): Promise<RulesBenchResult> {
  const workers = options.workers ?? 1;
  const batch = options.batch ?? DEFAULT_BATCH;
  const repeats = options.repeats ?? 3;
  const plans = [base, rules].map((p) => ({ ...p, games: options.games }));
  const runner = openRunner(workers);
  try {
    for (const p of plans) await warmUp(p, runner, options.warmUp ?? WARM_UP_PER_WORKER);
    const samples: number[][] = [[], []];
    for (let r = 0; r < repeats; r++) {
      for (const [i, p] of plans.entries()) {
        options.onRun?.(i, r + 1);
        samples[i].push(await timeRun(p, runner, batch, options.clock ?? now));
      }
    }
    const [baseRun, rulesRun] = samples.map((xs) => benchRun(workers, options.games, xs));
    return {
      version: VERSION, node: process.version, cpu: cpus()[0]?.model ?? 'unknown', cores: availableParallelism(),
      base: base.scenario, scenario: rules.scenario, modules, players: base.seats.length, games: options.games, batch, repeats, workers,
      baseRun, rulesRun, ratio: rulesRun.gamesPerSecond / baseRun.gamesPerSecond,
    };
  } finally {
    await runner.stop();
  }
}

/** A rules bench as plain text. */
export function formatRulesBench(r: RulesBenchResult): string {
  const names = [`base (${r.base})`, r.scenario];
  const w = Math.max(10, ...names.map((n) => n.length)) + 2;
  const row = (name: string, x: BenchRun) => `${name.padEnd(w)}${x.gamesPerSecond.toFixed(0).padStart(9)}${x.gamesPerSecondPerCore.toFixed(0).padStart(14)}   ${x.samples.map((t) => t.toFixed(2)).join(' ')}`;
  return [
    `talisman-sim ${r.version} bench --rules: ${r.scenario} against ${r.base}, ${r.players} players, ${r.games} games per run, ${r.workers} worker${r.workers === 1 ? '' : 's'}, batch ${r.batch}, median of ${r.repeats}`,
    `${r.cpu}, ${r.cores} cores, node ${r.node}`,
    `modules on: ${r.modules.length > 0 ? r.modules.join(', ') : 'none'}`,
    '',
    `${'rule set'.padEnd(w)}${'games/s'.padStart(9)}${'games/s/core'.padStart(14)}   seconds per run`,
    row(names[0], r.baseRun),
    row(names[1], r.rulesRun),
    '',
    `ratio: ${(r.ratio * 100).toFixed(1)}% of the base game's speed (${r.ratio >= 1 ? '+' : ''}${((r.ratio - 1) * 100).toFixed(1)}%)`,
  ].join('\n');
}

/** Untimed games per worker first: thread start-up, module load and JIT warm-up. */
const WARM_UP_PER_WORKER = 200;

export async function runBench(plan: RunPlan, options: BenchOptions): Promise<BenchResult> {
  const most = options.workers ?? defaultWorkers();
  const batch = options.batch ?? DEFAULT_BATCH;
  const repeats = options.repeats ?? 3;
  const timed = { ...plan, games: options.games };
  const runners = (most > 1 ? [1, most] : [1]).map((workers) => openRunner(workers));
  try {
    for (const runner of runners) await warmUp(plan, runner, options.warmUp ?? WARM_UP_PER_WORKER);
    const samples = runners.map(() => [] as number[]);
    for (let r = 0; r < repeats; r++) {
      for (const [i, runner] of runners.entries()) {
        options.onRun?.(runner.workers, r + 1);
        samples[i].push(await timeRun(timed, runner, batch, options.clock ?? now));
      }
    }
    const runs = runners.map((runner, i) => benchRun(runner.workers, options.games, samples[i]));
    const [one, many] = [runs[0], runs[runs.length - 1]];
    const result: BenchResult = {
      version: VERSION, node: process.version, cpu: cpus()[0]?.model ?? 'unknown', cores: availableParallelism(),
      scenario: plan.scenario, players: plan.seats.length, games: options.games, batch, repeats, runs,
      scalingEfficiency: many.gamesPerSecond / (many.workers * one.gamesPerSecond),
    };
    if (options.split) {
      options.onRun?.(0, 1);
      result.split = benchSplit(options.games, (await compiledTimeSplit())(timed, options.games, repeats));
    }
    return result;
  } finally {
    for (const runner of runners) await runner.stop();
  }
}

/** Warm-up games use another master seed: the timed games stay those of the scenario. */
async function warmUp(plan: RunPlan, runner: BatchRunner, perWorker: number): Promise<void> {
  const games = perWorker * runner.workers;
  await runPlan({ ...plan, seed: `${plan.seed}/warm-up`, games }, { runner, batch: Math.max(1, Math.ceil(perWorker / 4)) });
}

const now = (): number => performance.now();

async function timeRun(plan: RunPlan, runner: BatchRunner, batch: number, clock: () => number): Promise<number> {
  const t0 = clock();
  await runPlan(plan, { runner, batch });
  return (clock() - t0) / 1000;
}

function benchRun(workers: number, games: number, samples: number[]): BenchRun {
  const seconds = median(samples);
  const gamesPerSecond = games / seconds;
  return { workers, games, seconds, gamesPerSecond, gamesPerSecondPerCore: gamesPerSecond / workers, samples };
}

function benchSplit(games: number, times: { full: number[]; engine: number[] }): BenchSplit {
  const seconds = median(times.full);
  const engineSeconds = median(times.engine);
  return {
    seconds, engineSeconds, gamesPerSecond: games / seconds, engineGamesPerSecond: games / engineSeconds,
    strategyShare: 1 - engineSeconds / seconds, samples: times.full, engineSamples: times.engine,
  };
}

function median(xs: readonly number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** The result as a plain-text table. */
export function formatBench(r: BenchResult): string {
  const rows = r.runs.map((x) => [String(x.workers), String(x.games), x.seconds.toFixed(2), x.gamesPerSecond.toFixed(0), x.gamesPerSecondPerCore.toFixed(0)]);
  const head = ['workers', 'games', 'seconds', 'games/s', 'games/s/core'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)) + 2);
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('').trimEnd();
  return [
    `talisman-sim ${r.version} bench: ${r.scenario}, ${r.players} players, ${r.games} games per run, batch ${r.batch}, median of ${r.repeats}`,
    `${r.cpu}, ${r.cores} cores, node ${r.node}`,
    '',
    line(head),
    ...rows.map(line),
    '',
    `scaling efficiency (1 -> ${r.runs[r.runs.length - 1].workers} workers): ${(r.scalingEfficiency * 100).toFixed(1)}%`,
    ...(r.split ? splitLines(r.split) : []),
  ].join('\n');
}

function splitLines(s: BenchSplit): string[] {
  return [
    '',
    `on one thread: ${s.gamesPerSecond.toFixed(0)} games/s; the engine alone (choices replayed): ${s.engineGamesPerSecond.toFixed(0)} games/s`,
    `the strategies take ${(s.strategyShare * 100).toFixed(1)}% of a game's time`,
  ];
}
