// What every talisman-sim command shares: where it writes (CliIo: data on stdout, status and
// progress on stderr), the exit codes, the guard that turns the user's mistakes into one line and
// exit 2, the flags several commands declare, and the engine loaded only when a command runs.
// The commands (src/cli/*.ts) import this module; it imports none of them.
import type { Argv } from 'yargs';
import { COMBAT_DICE } from '../rules/fantastic-diversions/two-d6-combat.ts';
import { TROPHY_RATES } from '../rules/faster-trophies.ts';
import { applyOverrides, loadScenario, type Overrides } from '../scenario/load.ts';
import { ScenarioError, type AllowedIds } from '../scenario/validate.ts';
import type { RunPlan } from '../sim/plan.ts';
import type { Experiment } from '../experiment/arms.ts';
import type { ExperimentSums } from '../experiment/sums.ts';
import { Progress } from '../sim/progress.ts';
import { InputError, WriteError } from '../sim/json-file.ts';
import { GameFailure } from '../experiment/run-plan.ts';

/** Where the CLI writes; tests pass their own to capture output. Each out/err call is one line. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** Present when stderr is a terminal: raw text for the progress bar. */
  errRaw?(text: string): void;
  /** Call `stop` on Ctrl-C while a command plays or writes; it returns what to say, if not the default. Returns the unsubscribe function. */
  onInterrupt?(stop: () => string | void): () => void;
  /** Told after each batch a comparison merges (the serve command's live intervals); it must only read. */
  watchCompare?(progress: CompareProgress): void;
  /** Told the games done of a total and each status line of worth and balance (the serve command's progress), under --quiet too. */
  watchGames?(done: number, total: number): void;
  watchStatus?(line: string): void;
}

/** A comparison's state after a batch: the mix's experiment, the sums so far and the most games. */
export interface CompareProgress {
  x: Experiment;
  mix: string;
  sums: ExperimentSums;
  maxGames: number;
  unpaired: boolean;
}

/** The process's own streams; the progress bar only where progressBar allows it. */
export function processIo(): CliIo {
  return {
    out: (line) => void process.stdout.write(`${line}\n`),
    err: (line) => void process.stderr.write(`${line}\n`),
    errRaw: progressBar(process.env, process.stderr.isTTY) ? (text) => void process.stderr.write(text) : undefined,
    onInterrupt: onSigint,
  };
}

/**
 * The progress bar, redrawn in place with a carriage return and an erase-line escape, is the only
 * terminal control talisman-sim writes: it goes to a terminal, and not when NO_COLOR is set to
 * anything (https://no-color.org), which gets the plain progress lines instead.
 */
export function progressBar(env: NodeJS.ProcessEnv, stderrIsTerminal: boolean | undefined): boolean {
  return stderrIsTerminal === true && (env.NO_COLOR ?? '') === '';
}

/** Repeats of the first interrupt within this many ms are one press (npm and `timeout` resend it). */
const SAME_PRESS_MS = 1000;

/**
 * First Ctrl-C (or SIGTERM, as Slurm, Kubernetes and preemption send): stop the workers and write a
 * checkpoint. A second Ctrl-C more than a second later quits without one; SIGINTs that arrive
 * together (a process group's copies) count as one press.
 */
function onSigint(stop: () => string | void): () => void {
  let first = 0;
  const interrupt = (signal: NodeJS.Signals) => {
    const now = Date.now();
    if (first === 0) {
      first = now;
      const said = stop() ?? 'stopping, writing a checkpoint (Ctrl-C again after a second to quit without one)';
      process.stderr.write(`\ntalisman-sim: ${signal === 'SIGTERM' ? 'SIGTERM: ' : ''}${said}\n`);
    } else if (signal === 'SIGINT' && now - first > SAME_PRESS_MS) process.exit(130);
  };
  process.on('SIGINT', interrupt);
  process.on('SIGTERM', interrupt);
  return () => {
    process.off('SIGINT', interrupt);
    process.off('SIGTERM', interrupt);
  };
}

/**
 * talisman-sim as the user ran it, to repeat in a hint (the resume and replay commands): `npx
 * talisman-sim` under npx, `npx tsx src/cli/main.ts` from a checkout's sources (npm start, npm run
 * sim), and otherwise the installed command, `talisman-sim`.
 */
export function commandName(env: NodeJS.ProcessEnv = process.env, script: string = process.argv[1] ?? ''): string {
  if (env.npm_command === 'exec') return 'npx talisman-sim';
  if (/src[\\/]cli[\\/]main\.ts$/.test(script)) return 'npx tsx src/cli/main.ts';
  return 'talisman-sim';
}

/** A long command's Ctrl-C (interruptible). */
export interface Interruptible {
  /** Aborted by a Ctrl-C while the games are played. */
  signal: AbortSignal;
  /** Every game is played: a Ctrl-C now lets the report finish. */
  played(): void;
  /** Stop listening (after the report). */
  release(): void;
}

/** What a Ctrl-C says once the games are played: the report is written all the same. */
const FINISHING = 'the games are played: finishing the report (Ctrl-C again after a second to quit without it)';

/**
 * A long command's Ctrl-C: while it plays, `signal` aborts (and the command writes its checkpoint, or
 * nothing); once `played()` is called, a Ctrl-C lets it finish its report and exit 0 instead of
 * throwing the games away. `release()` at the very end, after the report.
 */
export function interruptible(io: CliIo): Interruptible {
  const stop = new AbortController();
  let played = false;
  const release = io.onInterrupt?.(() => (played ? FINISHING : void stop.abort())) ?? (() => undefined);
  return { signal: stop.signal, played: () => void (played = true), release };
}

/** What a long command holds while it plays: Ctrl-C caught, a runner open, its output folder claimed. */
export interface Held {
  readonly stop: Interruptible;
  readonly runner: { stop(): Promise<void> };
  readonly release: () => void;
}

/** Play `body`: a game's failure is one line and exit 1; what it held is let go however it ends. */
export async function playHeld(io: CliIo, held: Held, body: () => Promise<number>): Promise<number> {
  try {
    return await body();
  } catch (err) {
    if (!(err instanceof GameFailure)) throw err;
    io.err(`talisman-sim: internal error: ${err.message}`);
    return 1;
  } finally {
    held.stop.release();
    await held.runner.stop();
    held.release();
  }
}

export const EXIT_INTERNAL = 1;
export const EXIT_USAGE = 2;
/** 128 + SIGINT, as a shell reports a command stopped by Ctrl-C. */
export const EXIT_INTERRUPTED = 130;

/** A failure to write output: reported without the "internal error" label. */
export class OutputError extends Error {}

export function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * Run a command; scenario, flag, input-file and output-folder errors (a flag's error ends with the
 * `hint` to run --help) are the user's to fix: one line, exit code 2. Anything else is an internal error.
 */
export async function guard(io: CliIo, hint: string, command: () => Promise<number>): Promise<number> {
  try {
    return await command();
  } catch (err) {
    if (err instanceof ScenarioError || err instanceof InputError || err instanceof OutputError || err instanceof WriteError) {
      io.err(`talisman-sim: ${err.message}${err.message.startsWith('--') ? hint : ''}`);
      return EXIT_USAGE;
    }
    io.err(`talisman-sim: internal error: ${messageOf(err)}`);
    return EXIT_INTERNAL;
  }
}

/** The round-cap warning (stats/round-cap.ts), when there is one: one line on stderr, under --quiet too. */
export function warnRoundCap(io: CliIo, warning: string | undefined): void {
  if (warning !== undefined) io.err(`talisman-sim: warning: ${warning}`);
}

/** --quiet, on the commands that show progress. */
export const QUIET_FLAG = { type: 'boolean', default: false, describe: 'no progress or status lines (where the files went) on stderr' } as const;
/** --workers and --batch, on the commands that play on the worker pool. */
export const WORKERS_FLAG = { type: 'string', requiresArg: true, describe: 'worker threads [default: every core]' } as const;
export const BATCH_FLAG = { type: 'string', requiresArg: true, describe: 'games per batch [default: 100]' } as const;

/** --json, on every command that prints results. */
export const JSON_FLAG = { type: 'boolean', default: false, describe: 'print one JSON document on stdout instead of the text' } as const;

/** The result as one JSON document on stdout (--json). */
export function printJson(io: CliIo, value: unknown): void {
  io.out(JSON.stringify(value, null, 2));
}

/**
 * A status line (where the output went, what was merged): on stderr, so that stdout carries the
 * data alone (`talisman-sim odds > odds.md`); none with --quiet.
 */
export function status(io: CliIo, line: string, quiet = false): void {
  if (!quiet) io.err(line);
}

/** The progress of a long command: a bar when stderr is a terminal (io.errRaw), plain lines otherwise; none with --quiet. */
export function startProgress(io: CliIo, quiet: boolean): Progress | null {
  if (quiet) return null;
  return new Progress(io.errRaw ? { line: (text) => io.err(text), write: io.errRaw } : { line: (text) => io.err(text) });
}

/** worth's and balance's status lines and games: to the progress bar (or the plain lines) and to `io`'s watchers (serve's job progress). */
export function watchedProgress(io: CliIo, quiet: boolean): { say(line: string): void; games(done: number, total: number): void; finish(): void } {
  const progress = startProgress(io, quiet);
  return {
    say(line) {
      io.watchStatus?.(line);
      if (progress) progress.say(line);
      else status(io, line, quiet);
    },
    games(done, total) {
      progress?.update(done, total);
      io.watchGames?.(done, total);
    },
    finish: () => progress?.finish(),
  };
}

/**
 * The progress of an experiment that plays `games` games of each of its `arms` arms: counted over
 * every arm (doc-balance, card-balance); update takes the games of each arm played so far.
 */
export function gamesProgress(io: CliIo, quiet: boolean, arms: number, games: number): { update(played: number): void; finish(): void } {
  const progress = startProgress(io, quiet);
  progress?.update(0, arms * games);
  return { update: (played) => progress?.update(arms * played, arms * games), finish: () => progress?.finish() };
}

/** The scenario the scenario commands play unless given one: a shipped scenario, by name. */
export const DEFAULT_SCENARIO = 'default';

/** The flags every command that plays a scenario shares: the scenario and what overrides it. */
export interface PlanFlags {
  scenario: string;
  seed?: string;
  players?: string;
  roundCap?: string;
  combat?: string;
  trophyRate?: number;
  rotate?: boolean;
  searchBudget?: string;
  searchHorizon?: string;
  searchPolicy?: string;
  searchEvaluation?: string;
  searchAllocation?: string;
}

/** --round-cap (run, bench, trace, tournament, tune, disagreements). */
export const ROUND_CAP_FLAG = { type: 'string', requiresArg: true, describe: 'rounds before a game ends as timeout (1-100000)' } as const;

/** The search player's flags (run, bench, trace, tournament, compare). */
export const SEARCH_BUDGET_FLAG = { type: 'string', requiresArg: true, describe: 'search player: rollouts per decision (1-10000) [default: 48]' } as const;
export const SEARCH_HORIZON_FLAG = { type: 'string', requiresArg: true, describe: 'search player: turns each rollout plays before it is valued [default: 12]' } as const;
export const SEARCH_POLICY_FLAG = { type: 'string', requiresArg: true, describe: 'search player: rollout policy, basic, expert or learned [default: basic]' } as const;
export const SEARCH_EVALUATION_FLAG = { type: 'string', requiresArg: true, describe: 'search player: value at the horizon, worth or learned [default: learned]' } as const;
export const SEARCH_ALLOCATION_FLAG = { type: 'string', requiresArg: true, describe: 'search player: rollouts spread over the options, even, race or race-stop [default: race; race-stop under learned]' } as const;

/** The search player's flags of `args`, for searchOverrides. */
export function searchFlags(args: SearchFlags): SearchFlags {
  return {
    searchBudget: args.searchBudget, searchHorizon: args.searchHorizon, searchPolicy: args.searchPolicy,
    searchEvaluation: args.searchEvaluation, searchAllocation: args.searchAllocation,
  };
}

export interface SearchFlags {
  searchBudget?: string;
  searchHorizon?: string;
  searchPolicy?: string;
  searchEvaluation?: string;
  searchAllocation?: string;
}


/** The scenario positional and the flags that override it (run, bench, trace, disagreements). */
export function planOptions(y: Argv): Argv {
  return y
    .positional('scenario', { type: 'string', default: DEFAULT_SCENARIO, describe: 'scenario: a shipped one by name (e.g. default) or a YAML file' })
    .option('seed', { type: 'string', requiresArg: true, describe: 'master seed (overrides the scenario)' })
    .option('players', { type: 'string', requiresArg: true, describe: 'players, 2-8 (for scenarios given by a player count)' })
    .option('round-cap', ROUND_CAP_FLAG)
    .option('combat', { type: 'string', choices: COMBAT_DICE, requiresArg: true, describe: 'attack roll dice' })
    .option('trophy-rate', { type: 'number', choices: TROPHY_RATES, requiresArg: true, describe: 'trophy points per Strength/Craft counter' })
    .option('rotate', { type: 'boolean', describe: 'rotate the strategies through the seats: game i shifts them by i seats' })
    .option('search-budget', SEARCH_BUDGET_FLAG)
    .option('search-horizon', SEARCH_HORIZON_FLAG)
    .option('search-policy', SEARCH_POLICY_FLAG)
    .option('search-evaluation', SEARCH_EVALUATION_FLAG)
    .option('search-allocation', SEARCH_ALLOCATION_FLAG);
}

/**
 * The engine, content and strategies, loaded when a command runs (not for --help or a usage error).
 */
export async function loadSim() {
  const [content, strategies, runGameModule, engine] = await Promise.all([
    import('../content/index.ts'),
    import('../../strategies/index.ts'),
    import('../sim/run-game.ts'),
    import('../engine/index.ts'),
  ]);
  const ids: AllowedIds = { characters: content.CHARACTER_IDS, strategies: strategies.STRATEGY_IDS, checkModel: strategies.checkModel };
  return { ids, runGame: runGameModule.runGame, TextLog: engine.TextLog };
}

/** The scenario of `args`, with the flags over it. */
export function resolvePlan(args: PlanFlags & { games?: string }, ids: AllowedIds): RunPlan {
  const overrides: Overrides = {
    games: args.games,
    seed: args.seed,
    players: args.players,
    roundCap: args.roundCap,
    combat: args.combat,
    trophyRate: args.trophyRate,
    rotate: args.rotate,
    ...searchFlags(args),
  };
  return applyOverrides(loadScenario(args.scenario, ids), overrides);
}
