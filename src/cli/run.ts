// `talisman-sim run`, loaded by main.ts once it has parsed the flags: resolves the plan, plays it
// (or one shard) into the output folder (src/experiment/run-dir.ts) with its report
// (src/report/run-report.ts), turns Ctrl-C into a checkpoint and outcomes into stdout/stderr lines
// and an exit code. merge.ts shares writeReport.
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { EXIT_INTERNAL, EXIT_INTERRUPTED, commandName, interruptible, loadSim, type Interruptible, messageOf, printJson, resolvePlan, startProgress, status, warnRoundCap, type CliIo, type PlanFlags } from './io.ts';
import { DURATION, POSITIVE_INT, ScenarioError, checkFlag, WORKERS } from '../scenario/validate.ts';
import type { Aggregate } from '../sim/aggregate.ts';
import { InputError, WriteError, describeChanges, readJsonObject } from '../sim/json-file.ts';
import { GAMES_CSV } from '../sim/games-csv.ts';
import { AGGREGATE } from '../sim/merge.ts';
import type { RunPlan } from '../sim/plan.ts';
import { DEFAULT_WORKERS } from '../experiment/pool.ts';
import { checkRunSize } from '../sim/limits.ts';
import { lockOutDir } from '../sim/out-lock.ts';
import { checkpointPath, removeCheckpoint } from '../sim/checkpoint.ts';
import { SUMMARY, runToDir, type DirRunResult } from '../experiment/run-dir.ts';
import { checkOutKind, clearOutDir } from './out-dir.ts';
import { DEFAULT_BATCH, GameFailure } from '../experiment/run-plan.ts';
import { FAN_THREW } from '../rules/fan-api.ts';
import { houseRulesOf, type FanModuleRef } from '../rules/fan-load.ts';
import { parseShard, shardRange, type Shard } from '../sim/shards.ts';
import { writeProvenanceFile } from '../sim/provenance.ts';
import { formatTable, type Summary } from '../sim/summary.ts';
import { roundCapWarning, runCounts } from '../stats/round-cap.ts';

/** The flags of `run` (main.ts declares them). */
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
  json: boolean;
}

/** `run`: the scenario with the flags over it, played into the output folder. */
export async function runCommand(args: RunFlags, io: CliIo, argv: readonly string[] = []): Promise<number> {
  const plan = resolvePlan(args, (await loadSim()).ids);
  return runPlanCommand(args, plan, io, argv);
}

/** Play the plan (or one shard) into the output folder; `argv` goes to provenance.json. */
async function runPlanCommand(args: RunFlags, plan: RunPlan, io: CliIo, argv: readonly string[]): Promise<number> {
  const shard = args.shard === undefined ? null : shardFlag(args.shard);
  const workers = args.workers === undefined ? DEFAULT_WORKERS : checkFlag('workers', args.workers, WORKERS);
  const batch = args.batch === undefined ? DEFAULT_BATCH : checkFlag('batch', args.batch, POSITIVE_INT);
  const checkpointMs = checkFlag('checkpoint-every', args.checkpointEvery, DURATION, true);
  checkRunSize(plan, plan.games, workers, batch, args.gamesCsv);
  const dir = args.out ?? join('reports', plan.scenario);
  const unlock = lockOutDir(dir);
  try {
    const resume = startingPoint(args, plan, dir, io);
    return await runLocked({ ...args, resume }, plan, io, { dir, shard, workers, batch, checkpointMs, argv });
  } finally {
    unlock();
  }
}

/**
 * Whether the run resumes: with --resume and a checkpoint. --resume with none starts the run (a
 * retried job that was stopped before its first checkpoint); a checkpoint without --resume or
 * --fresh, another command's files or another plan's run stop it. A run that starts replaces the
 * folder's old run files.
 */
function startingPoint(args: RunFlags, plan: RunPlan, dir: string, io: CliIo): boolean {
  const checkpoint = existsSync(checkpointPath(dir));
  if (!args.resume && !args.fresh && checkpoint) {
    throw new InputError(`${checkpointPath(dir)} holds an interrupted run: add --resume to continue it, or --fresh to start again and delete it`);
  }
  checkOutKind(dir, 'run', args.fresh);
  if (args.resume && checkpoint) return true;
  if (args.fresh) removeCheckpoint(dir);
  else checkSamePlan(dir, plan);
  // Said once the run does start: a refusal above is the one line.
  if (args.resume) io.err(`talisman-sim: no checkpoint in ${dir}: starting the run`);
  clearOutDir(dir, 'run');
  return false;
}

/** What makes two runs the same run, more games or fewer. */
function identity(p: { scenario?: unknown; seed?: unknown; rules?: unknown; seats?: unknown; cards?: unknown; characters?: unknown; handicaps?: unknown; houseRules?: unknown; modules?: FanModuleRef[] }) {
  // A plan's modules are recorded as houseRules (files and hashes) in summary.json: compared in that form.
  const houseRules = p.houseRules ?? (p.modules && houseRulesOf(p.modules));
  return {
    scenario: p.scenario, seed: p.seed, rules: p.rules, seats: p.seats, ...(p.cards === undefined ? {} : { cards: p.cards }),
    ...(p.characters === undefined ? {} : { characters: p.characters }), ...(p.handicaps === undefined ? {} : { handicaps: p.handicaps }), ...(houseRules === undefined ? {} : { houseRules }),
  };
}

/** An InputError when the folder's summary.json or aggregate.json is another plan's run. */
function checkSamePlan(dir: string, plan: RunPlan): void {
  const planIn: [string, (x: Record<string, unknown>) => unknown][] = [[SUMMARY, (x) => x.provenance], [AGGREGATE, (x) => x.plan]];
  for (const [name, planOf] of planIn) {
    const path = join(dir, name);
    if (!existsSync(path)) continue;
    const was = identity((planOf(readJsonObject(path, `a talisman-sim ${name}`)) ?? {}) as object);
    const now = identity({ ...plan, seats: plan.seats.map((s) => ({ character: s.character, strategy: s.strategy })) });
    const changes = describeChanges(was, now, `in ${name}`);
    if (changes !== '') throw new InputError(`${dir} holds the run of another plan (${changes}): choose another --out, or add --fresh to replace it`);
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

async function runLocked(args: RunFlags, plan: RunPlan, io: CliIo, where: Where): Promise<number> {
  const stop = interruptible(io);
  try {
    const result = await play(args, plan, io, where, stop);
    if (result.status !== 'complete') return result.code;
    return await report(args, plan, io, where, result);
  } finally {
    stop.release();
  }
}

/** The games played into the folder, or the exit code of a failed game or an interrupt (said on stderr). */
async function play(args: RunFlags, plan: RunPlan, io: CliIo, { dir, shard, workers, batch, checkpointMs }: Where, stop: Interruptible): Promise<Complete | { status: 'stopped'; code: number }> {
  const progress = startProgress(io, args.quiet);
  let result;
  try {
    result = await runToDir({
      dir, plan, shard, workers, batch, checkpointMs, gamesCsv: args.gamesCsv, resume: args.resume, signal: stop.signal,
      onProgress: (done, total) => {
        if (done === total) stop.played();
        progress?.update(done, total);
      },
    });
  } catch (err) {
    if (!(err instanceof GameFailure)) throw err;
    // A fan module's throw is the module's, not a bug of the simulator: no "internal error" label.
    io.err(`talisman-sim: ${err.message.includes(FAN_THREW) ? '' : 'internal error: '}${err.message}`);
    io.err(`replay it with: ${replayCommand(args, plan, err.gameIndex)}`);
    io.err('no report written');
    return { status: 'stopped', code: EXIT_INTERNAL };
  } finally {
    progress?.finish();
  }
  if (result.status === 'interrupted') {
    io.err(`talisman-sim: interrupted after ${result.done}/${result.total} games; no report written`);
    io.err(`checkpoint: ${result.checkpoint}`);
    io.err(`resume with: ${resumeCommand(args, plan, dir)}`);
    return { status: 'stopped', code: EXIT_INTERRUPTED };
  }
  return result;
}

type Complete = Extract<DirRunResult, { status: 'complete' }>;

/** A complete run's report and provenance written, its table printed, where the files went said. */
async function report(args: RunFlags, plan: RunPlan, io: CliIo, { dir, shard, argv }: Where, result: Complete): Promise<number> {
  writeProvenanceFile(dir, argv);
  const beside = result.files.map((f) => basename(f)).filter((f) => f === GAMES_CSV);
  const page = result.summary ? await writeReport(dir, result.summary, result.aggregate, beside) : null;
  if (args.json) printJson(io, result.summary ?? readJson(result.files.find((f) => f.endsWith(AGGREGATE)) as string));
  else if (result.summary) io.out(formatTable(result.summary));
  warnRoundCap(io, roundCapWarning(runCounts(result.aggregate)));
  if (shard) status(io, `shard ${shard.k}/${shard.n}: games ${shardText(plan, shard)}`, args.quiet);
  for (const file of result.files) status(io, `${fileLabel(file)}: ${file}`, args.quiet);
  if (page) status(io, `report: ${page}`, args.quiet);
  return 0;
}

/**
 * The CSV, charts and index.html of a complete run, next to its summary.json (and `beside` it,
 * games.csv when written, which the page lists); the page's path.
 */
export async function writeReport(dir: string, summary: Summary, aggregate: Aggregate, beside: readonly string[]): Promise<string> {
  const { runReport, writeRunReport } = await import('../report/run-report.ts');
  const files = await runReport(summary, aggregate, beside);
  try {
    return writeRunReport(dir, files);
  } catch (err) {
    throw new WriteError(`cannot write the report in ${dir}: ${messageOf(err)}`);
  }
}

/** A file this run wrote, read back: --json prints what a shard wrote (aggregate.json). */
function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
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
  return `${commandName()} ${['trace', ...planWords(args, plan), '--game', String(index)].map(shellQuote).join(' ')}`;
}

/** The `run` command that continues an interrupted run from its checkpoint. */
function resumeCommand(args: RunFlags, plan: RunPlan, dir: string): string {
  const words = ['run', ...planWords(args, plan), '--games', String(plan.games), '--out', dir];
  if (args.shard !== undefined) words.push('--shard', args.shard);
  if (args.gamesCsv) words.push('--games-csv');
  if (args.checkpointEvery !== '30s') words.push('--checkpoint-every', args.checkpointEvery);
  words.push('--resume');
  return `${commandName()} ${words.map(shellQuote).join(' ')}`;
}

function shellQuote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
