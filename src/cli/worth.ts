// The body of `talisman-sim worth`, loaded by main.ts: what one point of each attribute is worth to
// each character (src/experiment/worth.ts), played on the pool in blocks until every interval is
// within --precision, printed as a table and written to reports/worth/<scenario>/ (worth.json,
// worth.csv, the heatmap worth.vl.json and worth.svg; src/report/worth-report.ts).
import { join } from 'node:path';
import { interruptible, loadSim, playHeld, printJson, status, watchedProgress, type CliIo } from './io.ts';
import { claimOutDir } from './out-dir.ts';
import { commandLine } from './compare.ts';
import { HANDICAP_POINTS, type HandicapPoint } from '../scenario/handicaps.ts';
import { loadScenario } from '../scenario/load.ts';
import { POSITIVE_INT, SEED, ScenarioError, WORKERS, checkFlag, oneOfRule, type FieldRule } from '../scenario/validate.ts';
import { measureWorth, scenarioCharacters, worthRows, WORTH_ATTRIBUTES, type WorthOutcome } from '../experiment/worth.ts';
import { writeReportFiles } from '../sim/json-file.ts';
import type { RunPlan } from '../sim/plan.ts';
import { DEFAULT_WORKERS, openRunner } from '../experiment/pool.ts';
import { writeProvenanceFile } from '../sim/provenance.ts';
import { VERSION } from '../sim/summary.ts';
import { renderSvg, withDescription } from '../report/svg.ts';
import { worthCsv, worthSpec, worthTable } from '../report/worth-report.ts';
import { seatsInWords } from '../report/labels.ts';

/** Every worth within ±2 points by default (issue 48's goal); game indices between looks; the most played. */
export const DEFAULT_WORTH_PRECISION = 2;
export const DEFAULT_WORTH_BLOCK = 2000;
export const DEFAULT_WORTH_MAX_GAMES = 60_000;
/** Game indices per batch: each plays the scenario and, per character dealt, every row's arms (about 45 games). */
export const DEFAULT_WORTH_BATCH = 10;

/** A flag in percentage points, above 0 and at most 50 (worth's --precision; balance's --band, --margin). */
export function percentPoints(example: number): FieldRule<number> {
  return {
    expect: `a number of percentage points above 0 and at most 50 (e.g. ${example})`,
    parse: (v) => (typeof v === 'number' && v > 0 && v <= 50 ? v : undefined),
  };
}

/** --precision: a half-width in points. */
const PRECISION = percentPoints(2);

export interface WorthFlags {
  scenario: string;
  attributes?: string;
  characters?: string;
  strategy?: string;
  precision?: string;
  block?: string;
  maxGames?: string;
  seed?: string;
  out?: string;
  workers?: string;
  batch?: string;
  fresh: boolean;
  quiet: boolean;
  json: boolean;
}

export const WORTH_METHOD = 'each character\'s games (those dealing it) played again on the same game seeds with one point more and, where the card allows, one fewer of the attribute; worth = (rate with a point more - rate with a point fewer) / 2, or the one-sided difference where only one way is allowed; Tango\'s score interval for paired proportions and McNemar\'s exact test; every interval simultaneous over the report\'s family (Bonferroni), Holm over the same family for the *; blocks of game indices until every interval is within the target half-width (fixed-width stopping).';

/** A comma-separated list of `values`, each checked, no repeats. */
export function listFlag<T extends string>(flag: string, text: string, values: readonly T[]): T[] {
  const rule = oneOfRule(values);
  const out = text.split(',').map((v) => checkFlag(flag, v.trim(), rule, true));
  const repeated = out.find((v, i) => out.indexOf(v) !== i);
  if (repeated !== undefined) throw new ScenarioError(`--${flag} lists ${repeated} twice`);
  return out;
}

/** The scenario with --seed and --strategy (every seat) applied; worth needs the deal not to depend on the handicaps. */
export function worthPlanOf(args: { scenario: string; seed?: string; strategy?: string }, ids: { characters: readonly string[]; strategies: readonly string[] }): RunPlan {
  let plan = loadScenario(args.scenario, ids);
  if (args.seed !== undefined) plan = { ...plan, seed: checkFlag('seed', args.seed, SEED, true) };
  if (args.strategy !== undefined) {
    const strategy = checkFlag('strategy', args.strategy, oneOfRule(ids.strategies), true);
    plan = { ...plan, seats: plan.seats.map((s) => ({ ...s, strategy })) };
    delete plan.rotate;
  }
  if (plan.rules.dealThree) {
    throw new ScenarioError(`${args.scenario}: worth and balance need rules.dealThree: false (with three characters to choose from, a handicap could change which one a seat keeps, and the games dealing a character would differ between arms)`);
  }
  return plan;
}

/** `worth [scenario]`: measure, print the table, write the report. */
export async function worthCommand(args: WorthFlags, io: CliIo, argv: readonly string[]): Promise<number> {
  const { ids } = await loadSim();
  const plan = worthPlanOf(args, ids);
  const attributes = args.attributes === undefined ? [...WORTH_ATTRIBUTES] : listFlag<HandicapPoint>('attributes', args.attributes, HANDICAP_POINTS);
  const characters = args.characters === undefined ? scenarioCharacters(plan) : listFlag('characters', args.characters, scenarioCharacters(plan));
  const rows = worthRows(plan, characters, attributes);
  const target = (args.precision === undefined ? DEFAULT_WORTH_PRECISION : checkFlag('precision', args.precision, PRECISION)) / 100;
  const block = args.block === undefined ? DEFAULT_WORTH_BLOCK : checkFlag('block', args.block, POSITIVE_INT);
  const maxGames = args.maxGames === undefined ? DEFAULT_WORTH_MAX_GAMES : checkFlag('max-games', args.maxGames, POSITIVE_INT);
  const workers = args.workers === undefined ? DEFAULT_WORKERS : checkFlag('workers', args.workers, WORKERS);
  const batch = args.batch === undefined ? DEFAULT_WORTH_BATCH : checkFlag('batch', args.batch, POSITIVE_INT);
  const out = args.out ?? join('reports', 'worth', plan.scenario);
  const release = claimOutDir(out, 'worth', args.fresh);
  const runner = openRunner(workers);
  const stop = interruptible(io);
  const progress = watchedProgress(io, args.quiet);
  const started = performance.now();
  const cpu = process.cpuUsage();
  return playHeld(io, { stop, runner, release }, async () => {
    const r = await measureWorth(plan, rows, runner, {
      target, block, maxGames, batch, signal: stop.signal, say: progress.say, progress: progress.games,
    });
    progress.finish();
    if (r === null) {
      io.err('talisman-sim: worth interrupted; no report written');
      return 130;
    }
    stop.played();
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const outcome = worthOutcome(plan, r, { attributes, target, block, maxGames, command: commandLine(argv), seconds, cpuSeconds: (used.user + used.system) / 1e6, workers });
    await writeWorth(out, outcome, r, attributes, argv);
    if (args.json) printJson(io, outcome);
    else for (const line of worthLines(outcome, r, attributes)) io.out(line);
    const { seconds: took, cpuSeconds, workers: on, gamesPerSecond } = outcome.cost;
    status(io, `talisman-sim: worth took ${took} s (${cpuSeconds} s of CPU) on ${on} worker${on === 1 ? '' : 's'} (${gamesPerSecond} games/s); report in ${out}/ (worth.csv, worth.svg)`, args.quiet);
    return 0;
  });
}

/** worth.json: what was measured, how, its cost, and every row. */
export function worthOutcome(plan: RunPlan, r: WorthOutcome, o: { attributes: readonly string[]; target: number; block: number; maxGames: number; command: string; seconds: number; cpuSeconds: number; workers: number }) {
  return {
    version: VERSION, command: o.command, scenario: plan.scenario, seed: plan.seed, players: plan.seats.length,
    seats: plan.seats, strategies: [...new Set(plan.seats.map((s) => s.strategy))], handicaps: plan.handicaps ?? {},
    attributes: o.attributes, method: WORTH_METHOD, target: o.target, block: o.block, maxGames: o.maxGames,
    familySize: r.findings.familySize, z: r.findings.z, widest: Number.isFinite(r.findings.widest) ? r.findings.widest : null,
    games: r.sums.games, played: r.played, plan: r.plan, stopped: r.stopped,
    // CPU seconds of every thread: on an idle machine of W cores the wall time is about cpuSeconds / W.
    cost: { seconds: Math.round(o.seconds), cpuSeconds: Math.round(o.cpuSeconds), workers: o.workers, gamesPerSecond: Math.round(r.played / Math.max(o.seconds, 1e-3)) },
    rows: r.findings.rows,
  };
}

type Outcome = ReturnType<typeof worthOutcome>;

/** The printed report: who played, the table, the games (the same for any worker count; the time goes to stderr and worth.json). */
export function worthLines(o: Outcome, r: WorthOutcome, attributes: readonly string[]): string[] {
  return [
    `${o.scenario}: what one point is worth to each character, as the change in its dealt win rate, in points (${seatsInWords(o.seats)})`,
    ...worthTable(r.findings, attributes).map((l) => `  ${l}`),
    `  ± simultaneous 95% half-width over ${o.familySize} intervals; * significant after Holm; (+1) or (-1): only that way is allowed on the card`,
    `  ${o.games.toLocaleString('en-US')} game indices, ${o.played.toLocaleString('en-US')} games over every arm, ${o.stopped}`,
  ];
}

async function writeWorth(out: string, outcome: Outcome, r: WorthOutcome, attributes: readonly string[], argv: readonly string[]): Promise<void> {
  const bots = outcome.strategies.join(', ');
  const title = `${outcome.scenario}, ${outcome.players} players, every seat ${bots}; ${outcome.games.toLocaleString('en-US')} game indices`;
  const spec = worthSpec(r.findings, attributes, title, `${outcome.command} (talisman-sim ${VERSION})`);
  const svg = withDescription(await renderSvg(spec), `${outcome.command} (talisman-sim ${VERSION})`);
  writeReportFiles(out, {
    'worth.csv': worthCsv(r.findings), 'worth.vl.json': `${JSON.stringify(spec, null, 2)}\n`, 'worth.svg': svg,
    'worth.json': `${JSON.stringify(outcome, null, 2)}\n`,
  }, 'worth report');
  writeProvenanceFile(out, argv);
}
