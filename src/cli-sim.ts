// The bodies of the `run`, `merge` and `bench` commands, loaded by src/cli.ts once it has parsed the
// flags and resolved the plan: they turn flags into a run (src/sim/run-dir.ts) and its report
// (src/report/run-report.ts), Ctrl-C into a checkpoint, and outcomes into stdout/stderr lines and
// an exit code. Only types come from cli.ts.
import { existsSync, realpathSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { CliIo } from './cli.ts';
import { DURATION, POSITIVE_INT, ScenarioError, checkFlag, WORKERS } from './scenario/validate.ts';
import type { Aggregate } from './sim/aggregate.ts';
import { formatBench, formatRulesBench, runBench, runRulesBench } from './sim/bench.ts';
import { buildRuleSet } from './rules/ruleset.ts';
import { countInstructions, formatInstructions } from './sim/instructions.ts';
import { InputError, WriteError } from './sim/json-file.ts';
import { GAMES_CSV } from './sim/games-csv.ts';
import { mergeGamesCsv, mergeShards, missingGamesCsv, type Merged } from './sim/merge.ts';
import type { RunPlan } from './sim/plan.ts';
import { DEFAULT_WORKERS } from './sim/pool.ts';
import { Progress, type ProgressSink } from './sim/progress.ts';
import { checkRunSize } from './sim/limits.ts';
import { lockOutDir } from './sim/out-lock.ts';
import { checkpointPath, removeCheckpoint } from './sim/checkpoint.ts';
import { runToDir, writeSummaryFile } from './sim/run-dir.ts';
import { DEFAULT_BATCH, GameFailure, summarise } from './sim/run-plan.ts';
import { parseShard, shardRange, type Shard } from './sim/shards.ts';
import { writeProvenanceFile } from './sim/provenance.ts';
import { formatTable, type Summary } from './sim/summary.ts';

const EXIT_INTERNAL = 1;
/** 128 + SIGINT, as a shell reports a command stopped by Ctrl-C. */
const EXIT_INTERRUPTED = 130;

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
}

/** The flags of `run` (cli.ts declares them). */
export interface RunFlags extends PlanFlags {
  games?: string;
  out?: string;
  quiet: boolean;
  workers?: string;
  batch?: string;
  gamesCsv: boolean;
  resume: boolean;
  fresh: boolean;
  shard?: string;
  checkpointEvery: string;
}

/** `run`: play the plan (or one shard) into the output folder; `argv` goes to provenance.json. */
export async function runCommand(args: RunFlags, plan: RunPlan, io: CliIo, argv: readonly string[] = []): Promise<number> {
  const shard = args.shard === undefined ? null : shardFlag(args.shard);
  const workers = args.workers === undefined ? DEFAULT_WORKERS : checkFlag('workers', args.workers, WORKERS);
  const batch = args.batch === undefined ? DEFAULT_BATCH : checkFlag('batch', args.batch, POSITIVE_INT);
  const checkpointMs = checkFlag('checkpoint-every', args.checkpointEvery, DURATION, true);
  checkRunSize(plan, plan.games, workers, batch, args.gamesCsv);
  const dir = args.out ?? join('reports', plan.scenario);
  const unlock = lockOutDir(dir);
  try {
    if (!args.resume && !args.fresh && existsSync(checkpointPath(dir))) {
      throw new InputError(`${checkpointPath(dir)} holds an interrupted run: add --resume to continue it, or --fresh to start again and delete it`);
    }
    if (args.fresh) removeCheckpoint(dir);
    return await runLocked(args, plan, io, { dir, shard, workers, batch, checkpointMs, argv });
  } finally {
    unlock();
  }
}

interface Where {
  dir: string;
  shard: Shard | null;
  workers: number;
  batch: number;
  checkpointMs: number;
  argv: readonly string[];
}

async function runLocked(args: RunFlags, plan: RunPlan, io: CliIo, { dir, shard, workers, batch, checkpointMs, argv }: Where): Promise<number> {
  const progress = args.quiet ? null : new Progress(progressSink(io));
  const stop = new AbortController();
  const unsubscribe = io.onInterrupt?.(() => stop.abort()) ?? (() => undefined);
  let result;
  try {
    result = await runToDir({
      dir, plan, shard, workers, batch, checkpointMs, gamesCsv: args.gamesCsv, resume: args.resume, signal: stop.signal,
      onProgress: progress ? (done, total) => progress.update(done, total) : undefined,
    });
  } catch (err) {
    if (!(err instanceof GameFailure)) throw err;
    io.err(`talisman-sim: internal error: ${err.message}`);
    io.err(`replay it with: ${replayCommand(args, plan, err.gameIndex)}`);
    io.err('no report written');
    return EXIT_INTERNAL;
  } finally {
    unsubscribe();
    progress?.finish();
  }
  if (result.status === 'interrupted') {
    io.err(`talisman-sim: interrupted after ${result.done}/${result.total} games; no report written`);
    io.err(`checkpoint: ${result.checkpoint}`);
    io.err(`resume with: ${resumeCommand(args, plan, dir)}`);
    return EXIT_INTERRUPTED;
  }
  writeProvenanceFile(dir, argv);
  const beside = result.files.map((f) => basename(f)).filter((f) => f === GAMES_CSV);
  const page = result.summary ? await writeReport(dir, result.summary, result.aggregate, beside) : null;
  if (result.summary) io.out(formatTable(result.summary));
  if (shard) io.out(`shard ${shard.k}/${shard.n}: games ${shardText(plan, shard)}`);
  for (const file of result.files) io.out(`${fileLabel(file)}: ${file}`);
  if (page) io.out(`report: ${page}`);
  return 0;
}

/**
 * The CSV, charts and index.html of a complete run, next to its summary.json (and `beside` it,
 * games.csv when written, which the page lists); the page's path.
 */
async function writeReport(dir: string, summary: Summary, aggregate: Aggregate, beside: readonly string[]): Promise<string> {
  const { runReport, writeRunReport } = await import('./report/run-report.ts');
  const files = await runReport(summary, aggregate, beside);
  try {
    return writeRunReport(dir, files);
  } catch (err) {
    throw new WriteError(`cannot write the report in ${dir}: ${err instanceof Error ? err.message : String(err)}`);
  }
}

function shardFlag(text: string): Shard {
  const shard = parseShard(text);
  if (!shard) throw new ScenarioError(`--shard must be K/N with 1 <= K <= N, e.g. 2/8 (got "${text}")`);
  return shard;
}

function shardText(plan: RunPlan, shard: Shard): string {
  const [start, end] = shardRange(plan.games, shard);
  return end > start ? `${start} to ${end - 1} of ${plan.games}` : `none of ${plan.games} (more shards than games)`;
}

function fileLabel(path: string): string {
  if (path.endsWith('summary.json')) return 'summary';
  if (path.endsWith('aggregate.json')) return 'aggregate';
  return 'games.csv';
}

/** A bar when stderr is a terminal (io.errRaw), plain lines otherwise. */
function progressSink(io: CliIo): ProgressSink {
  return io.errRaw ? { line: (text) => io.err(text), write: io.errRaw } : { line: (text) => io.err(text) };
}

/** `merge DIR...`: shard outputs into the summary.json (and games.csv) of the unsharded run. */
export async function mergeCommand(dirs: string[], out: string | undefined, io: CliIo, argv: readonly string[] = []): Promise<number> {
  const merged = mergeShards(dirs);
  const outDir = out ?? join('reports', merged.plan.scenario);
  const input = merged.dirs.find((d) => samePath(d, outDir));
  if (input !== undefined) throw new InputError(`--out ${outDir} is one of the shard folders being merged (${input}); choose another folder`);
  const unlock = lockOutDir(outDir);
  try {
    return await mergeLocked(merged, outDir, io, argv);
  } finally {
    unlock();
  }
}

/** True when two paths name the same folder (through links too, when both exist). */
function samePath(a: string, b: string): boolean {
  const real = (p: string) => (existsSync(p) ? realpathSync(p) : resolve(p));
  return real(a) === real(b);
}

async function mergeLocked(merged: Merged, outDir: string, io: CliIo, argv: readonly string[]): Promise<number> {
  const summary = summarise(merged.plan, merged.aggregate);
  const missing = missingGamesCsv(merged);
  let csv: string | null = null;
  if (missing.length === 0) csv = await mergeGamesCsv(merged, outDir);
  else if (missing.length < merged.dirs.length) io.err(`talisman-sim: games.csv not merged: ${missing.join(', ')} has none`);
  const path = writeSummaryFile(outDir, summary);
  writeProvenanceFile(outDir, argv);
  const page = await writeReport(outDir, summary, merged.aggregate, csv ? [GAMES_CSV] : []);
  io.out(formatTable(summary));
  io.out(`merged ${merged.dirs.length} shard${merged.dirs.length === 1 ? '' : 's'}`);
  io.out(`summary: ${path}`);
  if (csv) io.out(`games.csv: ${csv}`);
  io.out(`report: ${page}`);
  return 0;
}

export interface BenchFlags {
  games: string;
  workers?: string;
  batch?: string;
  repeats: string;
  split: boolean;
  /** Count a game's instructions under callgrind instead of timing (instructions.ts). */
  instructions: boolean;
  json: boolean;
  /** A scenario whose rule set is timed against the base game's (the bench's scenario). */
  rules?: string;
}

/** `bench`: the scenario's games at 1 worker and at every core (or --workers), as a table or JSON. */
export async function benchCommand(args: BenchFlags, plan: RunPlan, io: CliIo): Promise<number> {
  if (args.instructions) return instructionsCommand(args, plan, io);
  const games = checkFlag('games', args.games, POSITIVE_INT);
  const workers = args.workers === undefined ? DEFAULT_WORKERS : checkFlag('workers', args.workers, WORKERS);
  const batch = args.batch === undefined ? DEFAULT_BATCH : checkFlag('batch', args.batch, POSITIVE_INT);
  const repeats = checkFlag('repeats', args.repeats, POSITIVE_INT);
  checkRunSize(plan, games, workers, batch, false);
  const result = await runBench(plan, {
    games, workers, batch, repeats, split: args.split,
    onRun: (w, r) => io.err(w === 0
      ? `talisman-sim: bench: ${games} games on one thread, ${repeats} times with the strategies and ${repeats} with their choices replayed`
      : `talisman-sim: bench: ${games} games at ${w} worker${w === 1 ? '' : 's'} (${r}/${repeats})`),
  });
  io.out(args.json ? JSON.stringify(result, null, 2) : formatBench(result));
  return 0;
}

/** `bench --instructions`: steady-state instructions per game under callgrind (instructions.ts). */
async function instructionsCommand(args: BenchFlags, plan: RunPlan, io: CliIo): Promise<number> {
  if (args.split || args.workers !== undefined) throw new InputError('--instructions counts one thread\'s games: it does not go with --split or --workers');
  const count = await countInstructions(plan, (games) => io.err(`talisman-sim: bench: ${games} games under callgrind (a few minutes)`));
  io.out(args.json ? JSON.stringify(count, null, 2) : formatInstructions(count));
  return 0;
}

/**
 * `bench --rules`: the base plan's games against the same games under `rules` (the base plan with a
 * rule scenario's rules), alternating on `--workers` workers (default 1: the per-core figure).
 */
export async function benchRulesCommand(args: BenchFlags, base: RunPlan, rules: RunPlan, io: CliIo): Promise<number> {
  if (args.split) throw new InputError('--split does not go with --rules: time the split with bench alone');
  if (args.instructions) throw new InputError('--instructions does not go with --rules: count each scenario with bench --instructions alone');
  const games = checkFlag('games', args.games, POSITIVE_INT);
  const workers = args.workers === undefined ? 1 : checkFlag('workers', args.workers, WORKERS);
  const batch = args.batch === undefined ? DEFAULT_BATCH : checkFlag('batch', args.batch, POSITIVE_INT);
  const repeats = checkFlag('repeats', args.repeats, POSITIVE_INT);
  checkRunSize(base, games, workers, batch, false);
  const modules = buildRuleSet(rules.rules).modules.map((m) => m.id).filter((id) => id !== 'base');
  const result = await runRulesBench(base, rules, modules, {
    games, workers, batch, repeats,
    onRun: (arm, r) => io.err(`talisman-sim: bench: ${games} games of ${arm === 0 ? base.scenario : rules.scenario} (${r}/${repeats})`),
  });
  io.out(args.json ? JSON.stringify(result, null, 2) : formatRulesBench(result));
  return 0;
}

/** The plan flags given on the command line, as words that rebuild the same plan. */
function planWords(args: RunFlags, plan: RunPlan): string[] {
  const words = [args.scenario, '--seed', plan.seed];
  if (args.players !== undefined) words.push('--players', String(plan.rules.players));
  if (args.roundCap !== undefined) words.push('--round-cap', String(plan.rules.roundCap));
  if (args.combat !== undefined) words.push('--combat', plan.rules.combat);
  if (args.trophyRate !== undefined) words.push('--trophy-rate', String(plan.rules.trophyRate));
  if (args.rotate) words.push('--rotate');
  return words;
}

/** The `trace` command that replays game `index` of a run with the same flags. */
function replayCommand(args: RunFlags, plan: RunPlan, index: number): string {
  return ['talisman-sim', 'trace', ...planWords(args, plan), '--game', String(index)].map(shellQuote).join(' ');
}

/** The `run` command that continues an interrupted run from its checkpoint. */
function resumeCommand(args: RunFlags, plan: RunPlan, dir: string): string {
  const words = ['npx', 'talisman-sim', 'run', ...planWords(args, plan), '--games', String(plan.games), '--out', dir];
  if (args.shard !== undefined) words.push('--shard', args.shard);
  if (args.gamesCsv) words.push('--games-csv');
  if (args.checkpointEvery !== '30s') words.push('--checkpoint-every', args.checkpointEvery);
  words.push('--resume');
  return words.map(shellQuote).join(' ');
}

function shellQuote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
