// The talisman-sim command line (yargs): `run` plays a scenario's games and writes summary.json,
// `trace` prints one game's narrative log, `cards` lists the decks. Scenario files are read in src/scenario/, games are
// played and summarised in src/sim/. Exit codes: 0 done, 1 internal error, 2 usage or scenario error.
import { mkdirSync, realpathSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import yargs, { type Argv } from 'yargs';
import { COMBAT_DICE, TROPHY_RATES } from './rules/options.ts';
import { applyOverrides, loadScenario, type Overrides } from './scenario/load.ts';
import { NON_NEGATIVE_INT, ScenarioError, checkFlag, type AllowedIds } from './scenario/validate.ts';
import type { RunPlan } from './sim/plan.ts';
import { VERSION, formatTable, type Summary } from './sim/summary.ts';

/** Where the CLI writes; tests pass their own to capture output. Each call is one line. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

const PROCESS_IO: CliIo = {
  out: (line) => void process.stdout.write(`${line}\n`),
  err: (line) => void process.stderr.write(`${line}\n`),
};

export const DEFAULT_SCENARIO = 'scenarios/default.yaml';
const EXIT_INTERNAL = 1;
const EXIT_USAGE = 2;

/** The flags `run` and `trace` share: the scenario and what overrides it. */
interface PlanArgs {
  scenario: string;
  seed?: string;
  players?: string;
  roundCap?: string;
  combat?: string;
  trophyRate?: number;
}

interface RunArgs extends PlanArgs {
  games?: string;
  out?: string;
  quiet: boolean;
}

interface TraceArgs extends PlanArgs {
  game: string;
}

/** A failure to write output: reported without the "internal error" label. */
class OutputError extends Error {}

/** Thrown by the yargs fail handler, after printing, so that no command runs after a usage error. */
class UsageError extends Error {}

/** Parse `argv` (without node and the script) and run the command; resolves to the exit code. */
export async function main(argv: string[], io: CliIo = PROCESS_IO): Promise<number> {
  let code = 0;
  const setCode = (c: number) => void (code = c);
  try {
    await buildParser(argv, io, setCode).parseAsync();
  } catch (err) {
    if (err instanceof UsageError) return EXIT_USAGE;
    io.err(`talisman-sim: internal error: ${messageOf(err)}`);
    return EXIT_INTERNAL;
  }
  return code;
}

function buildParser(argv: string[], io: CliIo, setCode: (c: number) => void): Argv {
  return yargs(argv)
    .scriptName('talisman-sim')
    .usage('$0 <command> [options]\n\nMonte Carlo balance simulator for Talisman (Revised 4th Edition).')
    .command<RunArgs>('run [scenario]', 'play a scenario\'s games and write summary.json', (y) =>
      planOptions(y)
        .option('games', { type: 'string', requiresArg: true, describe: 'number of games (positive integer)' })
        .option('out', { type: 'string', requiresArg: true, describe: 'output folder [default: reports/<scenario name>]' })
        .option('quiet', { type: 'boolean', default: false, describe: 'no progress on stderr' }) as unknown as Argv<RunArgs>,
    async (args) => setCode(await guard(io, () => runCommand(args, io))))
    .command<TraceArgs>('trace [scenario]', 'play one game and print its narrative log', (y) =>
      planOptions(y)
        .option('game', { type: 'string', default: '0', requiresArg: true, describe: 'game index (0-based) to replay' }) as unknown as Argv<TraceArgs>,
    async (args) => setCode(await guard(io, () => traceCommand(args, io))))
    .command<{ json: boolean }>('cards', 'list every card of every deck', (y) =>
      y.option('json', { type: 'boolean', default: false, describe: 'print JSON instead of a table' }) as unknown as Argv<{ json: boolean }>,
    async (args) => setCode(await guard(io, () => cardsCommand(args.json, io))))
    .demandCommand(1, 'give a command: run, trace or cards')
    .strict()
    .recommendCommands()
    .version(VERSION)
    .help()
    .alias('h', 'help')
    .exitProcess(false)
    .fail((msg, err, y) => {
      if (!msg) throw err;
      y.showHelp((help: string) => io.err(help));
      io.err('');
      io.err(`talisman-sim: ${msg}`);
      throw new UsageError(msg);
    });
}

function planOptions(y: Argv): Argv {
  return y
    .positional('scenario', { type: 'string', default: DEFAULT_SCENARIO, describe: 'scenario file (YAML)' })
    .option('seed', { type: 'string', requiresArg: true, describe: 'master seed (overrides the scenario)' })
    .option('players', { type: 'string', requiresArg: true, describe: 'players, 2-8 (for scenarios given by a player count)' })
    .option('round-cap', { type: 'string', requiresArg: true, describe: 'rounds before a game ends as timeout (1-100000)' })
    .option('combat', { type: 'string', choices: COMBAT_DICE, requiresArg: true, describe: 'attack roll dice' })
    .option('trophy-rate', { type: 'number', choices: TROPHY_RATES, requiresArg: true, describe: 'trophy points per Strength/Craft counter' });
}

/** Run a command; scenario and flag errors become exit code 2, anything else an internal error. */
async function guard(io: CliIo, command: () => Promise<number>): Promise<number> {
  try {
    return await command();
  } catch (err) {
    if (err instanceof ScenarioError || err instanceof OutputError) {
      io.err(`talisman-sim: ${err.message}`);
      return err instanceof ScenarioError ? EXIT_USAGE : EXIT_INTERNAL;
    }
    io.err(`talisman-sim: internal error: ${messageOf(err)}`);
    return EXIT_INTERNAL;
  }
}

/**
 * The engine, content and strategies, loaded when a command runs (not for --help or a usage error).
 */
async function loadSim() {
  const [content, strategies, runPlanModule, runGameModule, engine] = await Promise.all([
    import('./content/index.ts'),
    import('../strategies/index.ts'),
    import('./sim/run-plan.ts'),
    import('./sim/run-game.ts'),
    import('./engine/index.ts'),
  ]);
  const ids: AllowedIds = { characters: content.CHARACTER_IDS, strategies: strategies.STRATEGY_IDS };
  return { ids, ...runPlanModule, runGame: runGameModule.runGame, TextLog: engine.TextLog };
}

function resolvePlan(args: PlanArgs & { games?: string }, ids: AllowedIds): RunPlan {
  const overrides: Overrides = {
    games: args.games,
    seed: args.seed,
    players: args.players,
    roundCap: args.roundCap,
    combat: args.combat,
    trophyRate: args.trophyRate,
  };
  return applyOverrides(loadScenario(args.scenario, ids), overrides);
}

async function runCommand(args: RunArgs, io: CliIo): Promise<number> {
  const sim = await loadSim();
  const plan = resolvePlan(args, sim.ids);
  const progress = args.quiet ? undefined : (done: number, total: number) => io.err(`talisman-sim: ${done}/${total} games`);
  let summary: Summary;
  try {
    summary = await sim.runPlan(plan, progress);
  } catch (err) {
    if (!(err instanceof sim.GameFailure)) throw err;
    io.err(`talisman-sim: internal error: ${err.message}`);
    io.err(`replay it with: ${replayCommand(args, plan, err.gameIndex)}`);
    return EXIT_INTERNAL;
  }
  const path = writeSummary(args.out ?? join('reports', plan.scenario), summary);
  io.out(formatTable(summary));
  io.out(`summary: ${path}`);
  return 0;
}

async function traceCommand(args: TraceArgs, io: CliIo): Promise<number> {
  const sim = await loadSim();
  const plan = resolvePlan(args, sim.ids);
  const game = checkFlag('game', args.game, NON_NEGATIVE_INT);
  const log = new sim.TextLog();
  try {
    const record = sim.runGame(plan, game, log);
    for (const line of log.lines) io.out(line);
    io.out(record.winner >= 0
      ? `result: seat ${record.winner} (${record.winnerCharacter}, ${record.winnerStrategy}) wins by ${record.endReason} in round ${record.rounds} (turn ${record.turns})`
      : `result: no winner (${record.endReason}) after ${record.rounds} rounds (${record.turns} turns)`);
    return 0;
  } catch (err) {
    for (const line of log.lines) io.out(line);
    io.err(`talisman-sim: internal error in game ${game}: ${messageOf(err)}`);
    if (err instanceof Error && err.stack) io.err(err.stack);
    return EXIT_INTERNAL;
  }
}

async function cardsCommand(json: boolean, io: CliIo): Promise<number> {
  const [{ BASE_CONTENT }, { cardRows, formatCards }] = await Promise.all([import('./content/index.ts'), import('./report/cards.ts')]);
  const rows = cardRows(BASE_CONTENT);
  io.out(json ? JSON.stringify(rows, null, 2) : formatCards(rows));
  return 0;
}

/** Write DIR/summary.json atomically (a .tmp file renamed into place); returns its path. */
export function writeSummary(dir: string, summary: Summary): string {
  const path = join(dir, 'summary.json');
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${path}.tmp`, `${JSON.stringify(summary, null, 2)}\n`);
    renameSync(`${path}.tmp`, path);
  } catch (err) {
    throw new OutputError(`cannot write ${path}: ${messageOf(err)}`);
  }
  return path;
}

/** The `trace` command that replays game `index` of a run with the same flags. */
function replayCommand(args: RunArgs, plan: RunPlan, index: number): string {
  const words = ['talisman-sim', 'trace', args.scenario, '--seed', plan.seed, '--game', String(index)];
  if (args.players !== undefined) words.push('--players', String(plan.rules.players));
  if (args.roundCap !== undefined) words.push('--round-cap', String(plan.rules.roundCap));
  if (args.combat !== undefined) words.push('--combat', plan.rules.combat);
  if (args.trophyRate !== undefined) words.push('--trophy-rate', String(plan.rules.trophyRate));
  return words.map(shellQuote).join(' ');
}

function shellQuote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** True when this file (or bin/talisman-sim.js, which imports it) is the script node was given. */
function isEntry(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    const real = realpathSync(script);
    const entries = [import.meta.url, new URL('../bin/talisman-sim.js', import.meta.url).href].map((u) => realpathSync(fileURLToPath(u)));
    return entries.includes(real);
  } catch {
    return false;
  }
}

if (isEntry()) process.exitCode = await main(process.argv.slice(2));
