// The body of `talisman-sim compare`, loaded by main.ts once it has parsed the flags: builds the
// arms (src/experiment/arms.ts), plays each --strategies mix in blocks (src/experiment/blocks.ts),
// resumes from and writes checkpoints, and writes reports/compare/<name>/; or, under --shard K/N,
// plays the K-th range of the games and writes DIR/compare-shard.json, which merge.ts turns into the
// same report (mergedCompare, finishCompare).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { interruptible, loadSim, printJson, searchFlags, startProgress, status, warnRoundCap, type CliIo } from './io.ts';
import { characterIdsOfPlans } from '../content/plan-content.ts';
import { armsFromFiles, armsFromVary, experimentOf, withStrategy, type Arm, type Experiment } from '../experiment/arms.ts';
import { FIXED_STOP, finishedMix, playMix, playShardMix, sequentialOf, type Stopping } from '../experiment/blocks.ts';
import { layoutOf } from '../experiment/metrics.ts';
import { holmOverReport } from '../experiment/results.ts';
import { agreementOf, armProvenance, type CompareOutcome } from '../experiment/outcome.ts';
import { skillCheckOf } from '../experiment/skill.ts';
import { emptySums, type ExperimentSums } from '../experiment/sums.ts';
import { mergeExperimentShards, writeExperimentShard, type MergedExperiment, type PlanShape } from '../experiment/shard-file.ts';
import { compareCheckpointPath, readCompareCheckpoint, removeCompareCheckpoint, writeCompareCheckpoint, type FinishedMix } from '../experiment/checkpoint.ts';
import { searchOverrides } from '../scenario/load.ts';
import { NAME, POSITIVE_INT, ScenarioError, WORKERS, checkFlag, type AllowedIds } from '../scenario/validate.ts';
import { InputError, writeReportFiles } from '../sim/json-file.ts';
import { lockOutDir } from '../sim/out-lock.ts';
import { checkOutKind, clearOutDir } from './out-dir.ts';
import { DEFAULT_WORKERS, openRunner } from '../experiment/pool.ts';
import { DEFAULT_BATCH } from '../experiment/run-plan.ts';
import { parseShard, shardRange, type Shard } from '../sim/shards.ts';
import { writeProvenanceFile } from '../sim/provenance.ts';
import { VERSION } from '../sim/summary.ts';
import { capCountsOfRows, markRoundCap } from '../stats/round-cap.ts';
import { strategyList } from './tournament.ts';
import { didYouMean } from '../fields/suggest.ts';
import { skillLines } from '../report/skill-report.ts';
import { compareReport, subjectName, tableCells, tableHead, unpairedOf } from '../report/compare-report.ts';

export const DEFAULT_BLOCK = 1000;

/** The flags of `compare` (main.ts declares them). */
export interface CompareFlags {
  scenarios: string[];
  vary?: string;
  games?: string;
  strategies?: string;
  precision?: string;
  maxGames?: string;
  block?: string;
  sprt?: string;
  anytime: boolean;
  unpaired: boolean;
  name?: string;
  out?: string;
  workers?: string;
  batch?: string;
  searchBudget?: string;
  searchHorizon?: string;
  searchPolicy?: string;
  searchEvaluation?: string;
  searchAllocation?: string;
  quiet: boolean;
  resume: boolean;
  fresh: boolean;
  shard?: string;
  json: boolean;
}


const SEQUENTIAL_METHOD = 'asymptotic confidence sequence (Waudby-Smith, Arbour, Sinha, Kennedy and Ramdas 2021, Robbins\' normal mixture, alpha 0.05, tuned for half of --max-games): valid at every look, whatever the stopping rule; p-values are anytime-valid.';
const UNPAIRED_METHOD = 'unpaired intervals, the arms on independent seeds (--unpaired), fixed sample: Newcombe\'s hybrid score interval and Fisher\'s exact test for win rates over games, Welch\'s interval and t test (Welch\'s degrees of freedom) for the rest.';
const FIXED_WIDTH = ' Play stopped when every primary interval was narrow enough (fixed-width stopping, Chow and Robbins 1965): the intervals keep their coverage.';
const FIXED_METHOD = 'paired intervals, the game as the unit, fixed sample: Tango\'s score interval and McNemar\'s exact test for win/loss outcomes on the same games, Student\'s t on the per-game differences (delta method for ratios of per-game totals) for the rest; "too few games" where fewer than 6 games differ.';

/** `compare`: play the arms, print the table, write the report. */
export async function compareCommand(args: CompareFlags, io: CliIo, argv: readonly string[]): Promise<number> {
  const { ids } = await loadSim();
  const arms = withSearch(args.vary !== undefined ? varied(args, ids) : filesArms(args, ids), args);
  const games = args.games === undefined ? arms[0].plan.games : checkFlag('games', args.games, POSITIVE_INT);
  const stopping = stoppingOf(args, games, ids);
  const shard = shardOf(args.shard, shardBars(stopping));
  const range = shard ? shardRange(games, shard) : null;
  const base = args.unpaired ? unpairedExperiment(arms, stopping.maxGames) : experimentOf(arms, stopping.maxGames);
  const mixes = args.strategies === undefined ? [''] : strategyList(args.strategies, ids.strategies, 1);
  const name = args.name === undefined ? defaultName(args, base) : checkFlag('name', args.name, NAME, true);
  const out = args.out ?? join('reports', 'compare', name);
  const workers = args.workers === undefined ? DEFAULT_WORKERS : checkFlag('workers', args.workers, WORKERS);
  const batch = args.batch === undefined ? DEFAULT_BATCH : checkFlag('batch', args.batch, POSITIVE_INT);
  const release = lockOutDir(out);
  const runner = openRunner(workers);
  const stop = interruptible(io);
  try {
    const identity = { arms: base.arms.map((a) => a.plan), mixes, stopping, ...(shard ? { shard } : {}) };
    const start = startingPoint(args, io, out, identity, base.arms.length, metricsOf(mixes[0] === '' ? base : withStrategy(base, mixes[0])));
    const finished = start.finished;
    let sums = start.sums;
    const progress = startProgress(io, args.quiet);
    const perMix = range ? range[1] - range[0] : stopping.maxGames;
    /** Games over every arm: the finished mixes', this one's so far; a mix stopped early takes its unplayed games off the total. */
    const show = (games: number) => {
      const played = finished.reduce((n, f) => n + f.outcome.games, 0);
      progress?.update((played + games) * base.arms.length, (played + (mixes.length - finished.length) * perMix) * base.arms.length);
    };
    for (const mix of mixes.slice(finished.length)) {
      const x = mix === '' ? base : withStrategy(base, mix);
      sums ??= emptySums(x.arms.length, metricsOf(x));
      const save = (s: ExperimentSums) => writeCompareCheckpoint(out, identity, finished, s);
      const watch = io.watchCompare;
      const onBatch = (s: ExperimentSums) => {
        watch?.({ x, mix, sums: s, maxGames: stopping.maxGames, unpaired: stopping.unpaired });
        show(s.games);
      };
      show(sums.games);
      const run = { batch, signal: stop.signal, save, say: (t: string) => progress?.say(t), onBatch };
      const r = range ? await playShardMix(x, mix, range, stopping.block, runner, sums, run) : await playMix(x, mix, stopping, runner, sums, run);
      if (r === null) {
        progress?.finish();
        io.err(`talisman-sim: compare interrupted; checkpoint: ${save(sums)} (run the same command with --resume to continue)`);
        return 130;
      }
      finished.push(r);
      sums = null;
      if (finished.length < mixes.length) save(emptySums(x.arms.length, metricsOf(withStrategy(base, mixes[finished.length]))));
    }
    show(0);
    stop.played();
    progress?.finish();
    if (shard && range) {
      const plan: ComparePlan = { name, arms: base.arms, mixes, games, unpaired: stopping.unpaired };
      const path = writeExperimentShard(out, 'compare', { plan, command: commandLine(argv), shard, range, sums: finished.map((f) => f.sums as ExperimentSums) });
      removeCompareCheckpoint(out);
      writeProvenanceFile(out, argv);
      return shardDone(io, path, shard, range, games, args);
    }
    await finishCompare(out, outcomeOf(base, name, commandLine(argv), finished, stopping), args, io);
    return 0;
  } finally {
    stop.release();
    await runner.stop();
    release();
  }
}

/** The report of the finished mixes: compare.json and the rest in `out`, the checkpoint removed, the table printed. */
export async function finishCompare(out: string, played: CompareOutcome, o: { json: boolean; quiet: boolean }, io: CliIo): Promise<void> {
  const outcome = markRoundCap(played, capCountsOfRows(played.rows, played.arms[0].name));
  writeReportFiles(out, await compareReport(outcome), 'compare report');
  removeCompareCheckpoint(out);
  if (o.json) printJson(io, outcome);
  else for (const line of summaryLines(outcome)) io.out(line);
  warnRoundCap(io, outcome.roundCapWarning);
  status(io, `report: ${join(out, 'index.html')}`, o.quiet);
}

function outcomeOf(base: Experiment, name: string, command: string, finished: readonly FinishedMix[], stopping: Stopping): CompareOutcome {
  const rows = holmOverReport(finished.flatMap((f) => f.rows));
  const mixes = finished.map((f) => f.outcome.mix);
  return {
    version: VERSION, name, command, method: methodOf(stopping),
    precision: stopping.precision, arms: armProvenance(base), mixes: finished.map((f) => f.outcome), rows,
    agreement: mixes.length > 1 ? agreementOf(rows, mixes) : null,
    skill: skillCheckOf(rows, mixes, base.arms.map((a) => a.name)),
  };
}

function methodOf(s: Stopping): string {
  if (sequentialOf(s)) return SEQUENTIAL_METHOD;
  return `${s.unpaired ? UNPAIRED_METHOD : FIXED_METHOD}${s.precision !== null ? FIXED_WIDTH : ''}`;
}

/** The flag a shard cannot follow: the stopping rules and --anytime look at every game played so far. */
function shardBars(s: Stopping): string | null {
  if (s.precision !== null) return '--precision';
  if (s.sprt !== null) return '--sprt';
  return s.anytime ? '--anytime' : null;
}

/** What decides a compare shard's games and report: every shard of one comparison has the same. */
export interface ComparePlan {
  name: string;
  /** The arms, search settings applied and games set. */
  arms: Arm[];
  mixes: string[];
  games: number;
  /** --unpaired: the arms on independent seeds, read with the unpaired intervals. */
  unpaired: boolean;
}

export const COMPARE_SHAPE: PlanShape<ComparePlan> = {
  games: (p) => p.games,
  empty: (p) => {
    const base = planExperiment(p);
    return p.mixes.map((mix) => emptySums(base.arms.length, metricsOf(mix === '' ? base : withStrategy(base, mix))));
  },
};

/** The experiment of a shard's plan: its arms on their seeds, independent ones under --unpaired. */
export function planExperiment(p: ComparePlan): Experiment {
  return p.unpaired === true ? unpairedExperiment(p.arms, p.games) : experimentOf(p.arms, p.games);
}

function metricsOf(x: Experiment): number {
  return layoutOf(characterIdsOfPlans(x.arms.map((a) => a.plan)), x.arms[0].plan.seats.length, x.strategies).metrics.length;
}

/** The shards' sums merged, and the outcome an unsharded compare of the same flags finds; merge.ts writes it (finishCompare). */
export function mergedCompare(dirs: readonly string[]): MergedExperiment<ComparePlan> & { outcome: CompareOutcome; out: string } {
  const m = mergeExperimentShards(dirs, 'compare', COMPARE_SHAPE);
  const base = planExperiment(m.plan);
  const unpaired = m.plan.unpaired === true;
  const finished = m.plan.mixes.map((mix, i) => finishedMix(mix === '' ? base : withStrategy(base, mix), mix, m.sums[i], FIXED_STOP, null, { unpaired }));
  const fixed: Stopping = { precision: null, sprt: null, maxGames: m.plan.games, block: DEFAULT_BLOCK, anytime: false, unpaired };
  return { ...m, outcome: outcomeOf(base, m.plan.name, m.command, finished, fixed), out: join('reports', 'compare', m.plan.name) };
}

/** --shard K/N, checked; `sequential` names the stopping rule given, which a shard cannot follow. */
export function shardOf(text: string | undefined, sequential: string | null): Shard | null {
  if (text === undefined) return null;
  const shard = parseShard(text);
  if (!shard) throw new ScenarioError(`--shard must be K/N with 1 <= K <= N, e.g. 2/8 (got "${text}")`);
  if (sequential) throw new ScenarioError(`--shard cannot go with ${sequential}: it reads every game played so far after each block, which no shard sees; give --games instead`);
  return shard;
}

/** What a finished shard prints: its range and file (and the file itself under --json). */
export function shardDone(io: CliIo, path: string, shard: Shard, [start, end]: readonly number[], games: number, o: { json: boolean; quiet: boolean }): number {
  if (o.json) printJson(io, JSON.parse(readFileSync(path, 'utf8')));
  status(io, `shard ${shard.k}/${shard.n}: games ${end > start ? `${start} to ${end - 1} of ${games}` : `none of ${games} (more shards than games)`}`, o.quiet);
  status(io, `shard file: ${path} (merge every shard's folder with talisman-sim merge)`, o.quiet);
  return 0;
}

/**
 * Where play starts: from nothing, or from the folder's checkpoint (--resume; with none, from
 * nothing, said on stderr); a stale checkpoint or another command's files stop a fresh start,
 * which replaces the folder's old comparison.
 */
function startingPoint(args: CompareFlags, io: CliIo, out: string, identity: unknown, arms: number, metrics: number): { finished: FinishedMix[]; sums: ExperimentSums | null } {
  if (args.resume && args.fresh) throw new ScenarioError('--resume and --fresh cannot go together: continue the checkpoint, or start again');
  const checkpoint = existsSync(compareCheckpointPath(out));
  checkOutKind(out, 'compare', args.fresh);
  if (args.resume && !checkpoint) io.err(`talisman-sim: no checkpoint in ${out}: starting the comparison`);
  if (args.fresh) removeCompareCheckpoint(out);
  if (args.resume && checkpoint) {
    const cp = readCompareCheckpoint(out, identity, arms, metrics);
    return { finished: cp.finished, sums: cp.sums };
  }
  if (checkpoint && !args.fresh) {
    throw new InputError(`${compareCheckpointPath(out)} holds an interrupted compare: add --resume to continue it, or --fresh to start again and delete it`);
  }
  clearOutDir(out, 'compare');
  return { finished: [], sums: null };
}

/** Flags that do not change what is played or found: left out, so that the report is the same bytes. */
const QUIET_FLAGS = new Set(['--workers', '--batch', '--out', '--quiet', '--resume', '--fresh', '--shard']);
const BOOLEAN_FLAGS = new Set(['--quiet', '--resume', '--fresh']);

/** The command line as given, less the flags that cannot change the results (and their values). */
export function commandLine(argv: readonly string[]): string {
  const kept: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i].split('=')[0];
    if (!QUIET_FLAGS.has(flag)) kept.push(argv[i]);
    else if (!argv[i].includes('=') && !BOOLEAN_FLAGS.has(flag)) i++;
  }
  return ['talisman-sim', ...kept].join(' ');
}

function varied(args: CompareFlags, ids: AllowedIds) {
  if (args.scenarios.length !== 1) throw new ScenarioError(`--vary takes one scenario file (got ${args.scenarios.length})`);
  return armsFromVary(args.scenarios[0], args.vary as string, ids);
}

function filesArms(args: CompareFlags, ids: AllowedIds) {
  if (args.scenarios.length < 2) throw new ScenarioError('compare needs two or more scenario files, or one with --vary PATH=V1,V2');
  return armsFromFiles(args.scenarios, ids);
}

/** --search-budget and --search-horizon over every arm's search settings. */
function withSearch(arms: Arm[], args: CompareFlags): Arm[] {
  for (const arm of arms) {
    const search = searchOverrides(arm.plan.search, searchFlags(args));
    if (search) arm.plan = { ...arm.plan, search };
  }
  return arms;
}

function defaultName(args: CompareFlags, x: Experiment): string {
  const text = args.vary !== undefined ? `${x.arms[0].plan.scenario}-${args.vary}` : x.arms.map((a) => a.plan.scenario).join('-vs-');
  return text.replace(/[^A-Za-z0-9_.-]+/g, '-');
}

/** --precision, --sprt, --max-games and --block, checked. */
function stoppingOf(args: CompareFlags, games: number, ids: AllowedIds): Stopping {
  const block = args.block === undefined ? DEFAULT_BLOCK : checkFlag('block', args.block, POSITIVE_INT);
  const sequential = args.precision !== undefined || args.sprt !== undefined;
  if (!sequential && args.maxGames !== undefined) throw new ScenarioError('--max-games goes with --precision or --sprt (without them, --games is the count)');
  if (args.precision !== undefined && args.sprt !== undefined) throw new ScenarioError('--precision and --sprt cannot go together: stop on a width, or on one hypothesis');
  const maxGames = args.maxGames === undefined ? games : checkFlag('max-games', args.maxGames, POSITIVE_INT);
  let precision: number | null = null;
  if (args.precision !== undefined) {
    const h = Number(args.precision);
    if (!(h > 0 && h < 100)) throw new ScenarioError(`--precision must be a half-width in percentage points, above 0 and below 100 (got ${JSON.stringify(args.precision)})`);
    precision = h / 100;
  }
  if (args.unpaired && (args.sprt !== undefined || args.anytime)) throw new ScenarioError('--unpaired goes with a fixed game count or --precision, not with --sprt or --anytime');
  return { precision, sprt: args.sprt === undefined ? null : sprtOf(args.sprt, ids), maxGames, block, anytime: args.anytime === true, unpaired: args.unpaired === true };
}

/**
 * --unpaired: every arm on its own seed. An arm whose seed an earlier arm already has (the same file
 * twice, an A/A check) plays on `SEED/arm-N` instead; arms of other seeds keep theirs. The arms must
 * share all else that experimentOf checks.
 */
export function unpairedExperiment(arms: Arm[], games: number): Experiment {
  const seeds: string[] = [];
  for (const [i, a] of arms.entries()) seeds.push(seeds.includes(a.plan.seed) ? `${a.plan.seed}/arm-${i + 1}` : a.plan.seed);
  const x = experimentOf(arms.map((a) => ({ ...a, plan: { ...a.plan, seed: arms[0].plan.seed } })), games);
  return { ...x, arms: x.arms.map((a, i) => ({ ...a, plan: { ...a.plan, seed: seeds[i] } })) };
}

/** `troll:0:2`: the Troll's (dealt) difference is 0 points (H0) or 2 points (H1). */
function sprtOf(text: string, ids: AllowedIds): { subject: string; d0: number; d1: number } {
  const m = /^([a-z-]+):(-?\d+(?:\.\d+)?):(-?\d+(?:\.\d+)?)$/.exec(text.trim());
  if (!m) throw new ScenarioError(`--sprt must be CHARACTER:D0:D1 in percentage points, e.g. troll:0:2 (got ${JSON.stringify(text)})`);
  if (!ids.characters.includes(m[1])) throw new ScenarioError(`--sprt: unknown character "${m[1]}" (known: ${ids.characters.join(', ')})${didYouMean(m[1], ids.characters)}`);
  const d0 = Number(m[2]) / 100;
  const d1 = Number(m[3]) / 100;
  if (d0 === d1) throw new ScenarioError(`--sprt: the two hypotheses must differ (got ${m[2]} and ${m[3]})`);
  return { subject: m[1], d0, d1 };
}

/** The rows printed: characters dealt (primary), seats, game length, and anything else significant. */
const PRINTED = new Set(['character-dealt', 'seat', 'rounds', 'median-rounds', 'timeout']);

/** What the command prints: per mix and arm, the table of printed rows, the pairing gain, what is significant. */
function summaryLines(o: CompareOutcome): string[] {
  const lines: string[] = [];
  for (const mix of o.mixes) {
    for (const arm of o.arms.slice(1)) {
      const rows = o.rows.filter((r) => r.mix === mix.mix && r.arm === arm.name);
      lines.push(`${arm.name} against ${o.arms[0].name}${mix.mix ? `, every seat ${mix.mix}` : ''}: ${mix.games} games (${mix.stopped})`);
      const cells = [tableHead(o), ...rows.filter((r) => PRINTED.has(r.metric) || r.significant).map(tableCells)];
      const widths = cells[0].map((_, i) => Math.max(...cells.map((c) => c[i].length)));
      for (const c of cells) lines.push(`  ${c.map((t, i) => (i === 0 ? t.padEnd(widths[i]) : t.padStart(widths[i]))).join('  ')}`);
      const ratios = (m: string) => rows.filter((r) => r.metric === m && r.varianceRatio !== null).map((r) => r.varianceRatio as number);
      const mean = (v: number[]) => (v.length === 0 ? 'n/a' : (v.reduce((t, x) => t + x, 0) / v.length).toFixed(2));
      if (!unpairedOf(o)) lines.push(`  pairing, var(paired)/var(unpaired): mean rounds ${mean(ratios('rounds'))}, characters dealt ${mean(ratios('character-dealt'))} (mean of ${ratios('character-dealt').length}), seats ${mean(ratios('seat'))}`);
      const sig = rows.filter((r) => r.significant);
      lines.push(`  significant after Holm: ${sig.length === 0 ? 'none' : sig.map(subjectName).join(', ')}`);
      if (mix.sprt) lines.push(`  SPRT ${mix.sprt.subject} ${mix.sprt.d0 * 100}:${mix.sprt.d1 * 100} points: LLR ${mix.sprt.llr.toFixed(3)}, bounds [${mix.sprt.lower.toFixed(3)}, ${mix.sprt.upper.toFixed(3)}], ${mix.sprt.verdict}`);
    }
  }
  if (o.agreement) {
    const a = o.agreement;
    lines.push(`under every mix: ${a.filter((x) => x.agree).length} of ${a.length} conclusions agree (significance after Holm, and sign where significant)`);
  }
  if (o.skill) lines.push(...skillLines(o.skill, o.arms.map((a) => a.name)));
  return lines;
}
