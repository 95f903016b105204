// The talisman-sim command line (yargs): `run` plays a scenario's games over worker threads and
// writes summary.json, `merge` joins shard outputs, `bench` times the simulator (their bodies are in
// cli-sim.ts), `tournament` pits strategies against each other (cli-tournament.ts), `tune` the
// expert's weights (cli-tune.ts), `compare` rule sets on paired games (cli-compare.ts), `trace`
// prints one game's log, `cards` the decks, `odds` the odds, `plan` the games a comparison needs
// (cli-plan.ts).
// Exit codes: 0 done, 1 internal error, 2 usage, scenario, input-file or output-folder error,
// 130 interrupted (checkpoint written).
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import type { Argv } from 'yargs';
import { COMBAT_DICE } from './rules/fantastic-diversions/two-d6-combat.ts';
import { TROPHY_RATES } from './rules/faster-trophies.ts';
import { applyOverrides, loadScenario, type Overrides } from './scenario/load.ts';
import { NON_NEGATIVE_INT, POSITIVE_INT, ScenarioError, checkFlag, type AllowedIds, type FieldRule } from './scenario/validate.ts';
import type { RunPlan } from './sim/plan.ts';
import { InputError, WriteError } from './sim/json-file.ts';
import { VERSION } from './sim/summary.ts';
import type { BenchFlags, PlanFlags, RunFlags } from './cli-sim.ts';
import type { TournamentFlags } from './cli-tournament.ts';
import type { TuneFlags } from './cli-tune.ts';
import type { PlanCommandFlags } from './cli-plan.ts';
import type { CompareFlags } from './cli-compare.ts';
import type { DisagreementFlags } from './cli-disagreements.ts';
import type { DocBalanceFlags } from './cli-doc-balance.ts';

/** Where the CLI writes; tests pass their own to capture output. Each out/err call is one line. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** Present when stderr is a terminal: raw text for the progress bar. */
  errRaw?(text: string): void;
  /** Call `stop` on Ctrl-C while a run is going; returns the unsubscribe function. */
  onInterrupt?(stop: () => void): () => void;
}

const PROCESS_IO: CliIo = {
  out: (line) => void process.stdout.write(`${line}\n`),
  err: (line) => void process.stderr.write(`${line}\n`),
  errRaw: process.stderr.isTTY ? (text) => void process.stderr.write(text) : undefined,
  onInterrupt: onSigint,
};

/** Repeats of the first interrupt within this many ms are one press (npm and `timeout` resend it). */
const SAME_PRESS_MS = 1000;

/**
 * First Ctrl-C (or SIGTERM, as Slurm, Kubernetes and preemption send): stop the workers and write a
 * checkpoint. A second Ctrl-C more than a second later quits without one; SIGINTs that arrive
 * together (a process group's copies) count as one press.
 */
function onSigint(stop: () => void): () => void {
  let first = 0;
  const interrupt = (signal: NodeJS.Signals) => {
    const now = Date.now();
    if (first === 0) {
      first = now;
      process.stderr.write(`\ntalisman-sim: ${signal === 'SIGTERM' ? 'SIGTERM: ' : ''}stopping, writing a checkpoint (Ctrl-C again after a second to quit without one)\n`);
      stop();
    } else if (signal === 'SIGINT' && now - first > SAME_PRESS_MS) process.exit(130);
  };
  process.on('SIGINT', interrupt);
  process.on('SIGTERM', interrupt);
  return () => {
    process.off('SIGINT', interrupt);
    process.off('SIGTERM', interrupt);
  };
}

export const DEFAULT_SCENARIO = 'scenarios/default.yaml';
const EXIT_INTERNAL = 1;
const EXIT_USAGE = 2;

type PlanArgs = PlanFlags;
type RunArgs = RunFlags;

interface BenchArgs extends PlanArgs, BenchFlags {}

interface PairingArgs {
  a: string;
  b: string;
  games: string;
  singleStream: boolean;
}

interface TraceArgs extends PlanArgs {
  game: string;
}

interface DisagreementArgs extends PlanArgs, DisagreementFlags {}

/** A failure to write output: reported without the "internal error" label. */
class OutputError extends Error {}

/**
 * yargs' CommonJS build: its ES module build wraps help text with a stand-in that cuts words
 * anywhere ("Talisman (Re / vised 4th Edition)"); the CommonJS one wraps at word boundaries.
 */
const yargs = createRequire(import.meta.url)('yargs/yargs') as typeof import('yargs').default;

/** The width --help wraps to: the terminal's, at most 120 columns; 80 when not a terminal. */
export function helpWidth(columns: number | undefined): number {
  return Math.min(120, columns && columns > 0 ? columns : 80);
}

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
  const hint = ` (see 'talisman-sim${helpFor(argv)} --help')`;
  return yargs(argv)
    .scriptName('talisman-sim')
    .usage('$0 <command> [options]\n\nMonte Carlo balance simulator for Talisman (Revised 4th Edition).')
    .command<RunArgs>('run [scenario]', 'play a scenario\'s games and write summary.json', (y) =>
      planOptions(y)
        .option('games', { type: 'string', requiresArg: true, describe: 'number of games (positive integer)' })
        .option('out', { type: 'string', requiresArg: true, describe: 'output folder [default: reports/<scenario name>]' })
        .option('quiet', { type: 'boolean', default: false, describe: 'no progress on stderr' })
        .option('workers', { type: 'string', requiresArg: true, describe: 'worker threads [default: every core]' })
        .option('batch', { type: 'string', requiresArg: true, describe: 'games per batch handed to a worker [default: 100]' })
        .option('games-csv', { type: 'boolean', default: false, describe: 'also write games.csv, one row per game' })
        .option('shard', { type: 'string', requiresArg: true, describe: 'K/N: play the K-th of N game ranges, write aggregate.json' })
        .option('resume', { type: 'boolean', default: false, describe: 'continue from the output folder\'s checkpoint.json' })
        .option('fresh', { type: 'boolean', default: false, describe: 'start again, deleting the output folder\'s checkpoint.json' })
        .option('checkpoint-every', { type: 'string', default: '30s', requiresArg: true, describe: 'write checkpoint.json this often (100ms to 24h, or off), so that a kill or a power loss loses at most that much' })
        .check((a) => {
          if (a.resume && a.fresh) throw new Error('--resume and --fresh cannot go together: continue the checkpoint, or start again');
          return true;
        }) as unknown as Argv<RunArgs>,
    async (args) => setCode(await guard(io, hint, () => runCommand(args, io, argv))))
    .command<{ dirs: string[]; out?: string }>('merge <dirs..>', 'merge shard outputs (aggregate.json) into one summary.json', (y) =>
      y.positional('dirs', { type: 'string', array: true, describe: 'shard output folders' })
        .option('out', { type: 'string', requiresArg: true, describe: 'output folder [default: reports/<scenario name>]' }) as unknown as Argv<{ dirs: string[]; out?: string }>,
    async (args) => setCode(await guard(io, hint, async () => (await import('./cli-sim.ts')).mergeCommand(args.dirs, args.out, io, argv))))
    .command<BenchArgs>('bench [scenario]', 'time the simulator at 1 worker and at every core', (y) =>
      planOptions(y)
        .option('games', { type: 'string', default: '1000', requiresArg: true, describe: 'games per timed run' })
        .option('repeats', { type: 'string', default: '3', requiresArg: true, describe: 'timed runs per worker count, alternating; the median is kept' })
        .option('workers', { type: 'string', requiresArg: true, describe: 'worker threads to compare with 1 [default: every core]' })
        .option('batch', { type: 'string', requiresArg: true, describe: 'games per batch [default: 100]' })
        .option('split', { type: 'boolean', default: false, describe: 'also time the engine alone, with the strategies\' choices replayed' })
        .option('rules', { type: 'string', requiresArg: true, describe: 'a scenario file: time its rule set against the base game, alternating (1 worker unless --workers)' })
        .option('instructions', { type: 'boolean', default: false, describe: 'count instructions per game under valgrind\'s callgrind instead: the 400 games after 600, on one thread' })
        .option('json', { type: 'boolean', default: false, describe: 'print JSON instead of a table' }) as unknown as Argv<BenchArgs>,
    async (args) => setCode(await guard(io, hint, () => benchCommand(args, io))))
    .command<TraceArgs>('trace [scenario]', 'play one game and print its narrative log', (y) =>
      planOptions(y)
        .option('game', { type: 'string', default: '0', requiresArg: true, describe: 'game index (0-based) to replay' }) as unknown as Argv<TraceArgs>,
    async (args) => setCode(await guard(io, hint, () => traceCommand(args, io))))
    .command<TournamentFlags>('tournament', 'play strategies against each other in rotated 4-seat tables', (y) =>
      y.option('strategies', { type: 'string', demandOption: true, requiresArg: true, describe: 'comma-separated strategy ids, at least two (e.g. random,basic)' })
        .option('games', { type: 'string', default: '1000', requiresArg: true, describe: 'games, rounded up to whole cycles of tables x rotations' })
        .option('seed', { type: 'string', default: 'talisman', requiresArg: true, describe: 'master seed' })
        .option('out', { type: 'string', default: 'reports/tournament', requiresArg: true, describe: 'output folder' })
        .option('workers', { type: 'string', requiresArg: true, describe: 'worker threads [default: every core]' })
        .option('batch', { type: 'string', requiresArg: true, describe: 'games per batch [default: 100]' })
        .option('round-cap', { type: 'string', requiresArg: true, describe: 'rounds before a game ends as timeout (1-100000)' })
        .option('search-budget', SEARCH_BUDGET_FLAG)
        .option('search-horizon', SEARCH_HORIZON_FLAG)
        .option('search-policy', SEARCH_POLICY_FLAG)
        .option('quiet', { type: 'boolean', default: false, describe: 'no progress on stderr' }) as unknown as Argv<TournamentFlags>,
    async (args) => setCode(await guard(io, hint, () => tournamentCommand(args, io, argv))))
    .command<TuneFlags>('tune', 'improve the expert\'s weights by self-play against the current best', (y) =>
      y.option('weights', { type: 'string', requiresArg: true, describe: 'starting weights [default: strategies/expert.weights.json]' })
        .option('out', { type: 'string', default: 'reports/tune/expert.weights.json', requiresArg: true, describe: 'where the best weights go' })
        .option('rounds', { type: 'string', default: '40', requiresArg: true, describe: 'at most this many rounds' })
        .option('candidates', { type: 'string', default: '8', requiresArg: true, describe: 'candidates per round' })
        .option('games', { type: 'string', default: '2000', requiresArg: true, describe: 'games per head-to-head (a multiple of 8)' })
        .option('seed', { type: 'string', default: 'talisman', requiresArg: true, describe: 'master seed' })
        .option('step', { type: 'string', default: '0.2', requiresArg: true, describe: 'relative nudge of a weight, between 0 and 1' })
        .option('workers', { type: 'string', requiresArg: true, describe: 'worker threads [default: every core]' })
        .option('round-cap', { type: 'string', requiresArg: true, describe: 'rounds before a game ends as timeout (1-100000)' }) as unknown as Argv<TuneFlags>,
    async (args) => setCode(await guard(io, hint, async () => (await import('./cli-tune.ts')).tuneCommand(args, io))))
    .command<PairingArgs>('pairing <a> <b>', 'how much pairing games by seed shrinks the variance of a difference between two scenarios', (y) =>
      y.positional('a', { type: 'string', describe: 'baseline scenario file' })
        .positional('b', { type: 'string', describe: 'scenario to compare (same seed and seats)' })
        .option('games', { type: 'string', default: '2000', requiresArg: true, describe: 'games per scenario, played in this thread' })
        .option('single-stream', { type: 'boolean', default: false, describe: 'one dice stream for every roll, as before the per-seat streams (to measure them)' }) as unknown as Argv<PairingArgs>,
    async (args) => setCode(await guard(io, hint, () => pairingCommand(args, io))))
    .command<PlanCommandFlags>('plan [a] [b]', 'games per rule set needed to find a difference in a character\'s win rate', (y) =>
      y.positional('a', { type: 'string', describe: 'baseline scenario file for the pilot' })
        .positional('b', { type: 'string', describe: 'scenario to compare, for the pilot (same seed and seats)' })
        .option('baseline', { type: 'string', demandOption: true, requiresArg: true, describe: 'baseline win rate, e.g. 0.15' })
        .option('diff', { type: 'string', demandOption: true, requiresArg: true, describe: 'smallest difference worth finding, as a rate: 0.02 = 2 points' })
        .option('alpha', { type: 'string', default: '0.05', requiresArg: true, describe: 'two-sided significance level of the whole family' })
        .option('power', { type: 'string', default: '0.8', requiresArg: true, describe: 'chance of finding a true difference of --diff' })
        .option('comparisons', { type: 'string', default: '1', requiresArg: true, describe: 'comparisons corrected together (14: every character)' })
        .option('players', { type: 'string', default: '4', requiresArg: true, describe: 'characters dealt per game' })
        .option('characters', { type: 'string', requiresArg: true, describe: 'characters in the deal [default: all]' })
        .option('pilot', { type: 'string', requiresArg: true, describe: 'N: play N games of A and B to measure the pairing' })
        .option('vary', { type: 'string', requiresArg: true, describe: 'PATH=V1,V2: the pilot plays scenario A with each value (e.g. rules.trophyRate=7,5)' }) as unknown as Argv<PlanCommandFlags>,
    async (args) => setCode(await guard(io, hint, async () => (await import('./cli-plan.ts')).planCommand(args, (await loadSim()).ids, io))))
    .command<CompareFlags>('compare <scenarios..>', 'compare rule sets on paired games: differences with intervals, Holm, stopping rules', (y) =>
      y.positional('scenarios', { type: 'string', array: true, describe: 'scenario files, baseline first (or one with --vary)' })
        .option('vary', { type: 'string', requiresArg: true, describe: 'PATH=V1,V2: one option of one scenario, each value an arm (e.g. rules.combat=1d6,2d6)' })
        .option('games', { type: 'string', requiresArg: true, describe: 'games per arm [default: the baseline scenario\'s]' })
        .option('strategies', { type: 'string', requiresArg: true, describe: 'run the comparison once per strategy, every seat that strategy (e.g. basic,expert)' })
        .option('precision', { type: 'string', requiresArg: true, describe: 'play blocks until every primary interval is within ± this many percentage points' })
        .option('sprt', { type: 'string', requiresArg: true, describe: 'CHARACTER:D0:D1: play blocks until the SPRT decides between a D0- and a D1-point difference' })
        .option('max-games', { type: 'string', requiresArg: true, describe: 'with --precision or --sprt: stop here at the latest [default: --games]' })
        .option('block', { type: 'string', requiresArg: true, describe: 'games between looks (--precision, --sprt) and checkpoints [default: 1000]' })
        .option('name', { type: 'string', requiresArg: true, describe: 'report name [default: from the arms]' })
        .option('out', { type: 'string', requiresArg: true, describe: 'output folder [default: reports/compare/<name>]' })
        .option('workers', { type: 'string', requiresArg: true, describe: 'worker threads [default: every core]' })
        .option('batch', { type: 'string', requiresArg: true, describe: 'games per batch [default: 100]' })
        .option('search-budget', SEARCH_BUDGET_FLAG)
        .option('search-horizon', SEARCH_HORIZON_FLAG)
        .option('search-policy', SEARCH_POLICY_FLAG)
        .option('quiet', { type: 'boolean', default: false, describe: 'no progress on stderr' })
        .option('resume', { type: 'boolean', default: false, describe: 'continue from the output folder\'s compare-checkpoint.json' })
        .option('fresh', { type: 'boolean', default: false, describe: 'start again, deleting the output folder\'s compare-checkpoint.json' }) as unknown as Argv<CompareFlags>,
    async (args) => setCode(await guard(io, hint, async () => (await import('./cli-compare.ts')).compareCommand(args, (await loadSim()).ids, io, argv))))
    .command<DisagreementArgs>('disagreements [scenario]', 'where the search player overrules basic, by decision kind: disagreements.csv', (y) =>
      planOptions(y)
        .positional('scenario', { type: 'string', default: 'scenarios/search-vs-basic.yaml', describe: 'scenario file (YAML) seating the search player' })
        .option('games', { type: 'string', requiresArg: true, describe: 'games, played in this process [default: the scenario\'s]' })
        .option('out', { type: 'string', default: 'reports/disagreements', requiresArg: true, describe: 'output folder' })
        .option('quiet', { type: 'boolean', default: false, describe: 'no progress on stderr' }) as unknown as Argv<DisagreementArgs>,
    async (args) => setCode(await guard(io, hint, async () => (await import('./cli-disagreements.ts')).disagreementsCommand(args, resolvePlan(args, (await loadSim()).ids), io))))
    .command<DocBalanceFlags>('doc-balance [scenario]', 'which DOC cards swing the game: each card left out on paired games, exposure, the deck off/x1/x2', (y) =>
      y.positional('scenario', { type: 'string', default: 'scenarios/doc-x1.yaml', describe: 'scenario file (YAML): its seed, seats and DOC cards' })
        .option('games', { type: 'string', requiresArg: true, describe: 'games per arm [default: 4000]' })
        .option('seed', { type: 'string', requiresArg: true, describe: 'master seed (overrides the scenario)' })
        .option('flag', { type: 'string', requiresArg: true, describe: 'flag cards whose interval lies outside ± this many points [default: 2]' })
        .option('out', { type: 'string', requiresArg: true, describe: 'output folder [default: reports/doc-balance/<scenario name>]' })
        .option('workers', { type: 'string', requiresArg: true, describe: 'worker threads [default: every core]' })
        .option('batch', { type: 'string', requiresArg: true, describe: 'games per batch [default: 100]' })
        .option('quiet', { type: 'boolean', default: false, describe: 'no progress on stderr' }) as unknown as Argv<DocBalanceFlags>,
    async (args) => setCode(await guard(io, hint, async () => (await import('./cli-doc-balance.ts')).docBalanceCommand(args, (await loadSim()).ids, io, argv))))
    .command<{ json: boolean; deck: string }>('cards', 'list every card of every deck', (y) =>
      y.option('json', { type: 'boolean', default: false, describe: 'print JSON instead of a table' })
        .option('deck', { type: 'string', choices: ['all', 'adventure', 'spell', 'purchase', 'talisman', 'doc'], default: 'all', describe: 'one deck only (doc: the DOC deck, not in "all")' }) as unknown as Argv<{ json: boolean; deck: string }>,
    async (args) => setCode(await guard(io, hint, () => cardsCommand(args.json, args.deck, io))))
    .command<OddsArgs>('odds', 'exact combat odds by enumeration: CSV, a Markdown table and a heatmap', (y) =>
      y.option('combat', { type: 'string', choices: ['1d6', '2d6', '2d6-auto'], default: '1d6', describe: 'attack roll dice (2d6-auto: 2D6 with Auto-Win/Lose)' })
        .option('fate', { type: 'string', choices: ['none', 'loss', 'not-win', 'destiny'], default: 'none', describe: 'the character rerolls his lowest die once: never, on a loss, or unless winning; destiny: an extra die before the roll, the lowest discarded (True Fate)' })
        .option('warrior', { type: 'boolean', default: false, describe: 'one extra die, the best kept (the Warrior)' })
        .option('runes', { type: 'boolean', default: false, describe: '+2 to the creature\'s attack roll (the Runes)' })
        .option('extra-dice', { type: 'string', default: '0', requiresArg: true, describe: 'further extra dice for the character, 0-4, the best kept' })
        .option('modifier', { type: 'string', default: '0', requiresArg: true, describe: 'added to the character\'s value in the grid' })
        .option('breakage', { type: 'boolean', default: false, describe: 'also the chance per battle that the Weapon or an Armour breaks (Battle Breakage)' })
        .option('weapon', { type: 'string', default: 'object', requiresArg: true, describe: 'with --breakage: the Weapon used, none, object or magic' })
        .option('armour', { type: 'string', requiresArg: true, describe: 'Armours worn, e.g. armour,shield,helmet: also the chance of saving a life (Graduated Armour System)' })
        .option('graduated', { type: 'boolean', default: false, describe: 'with --breakage: every Armour rolled in turn, best first (Graduated Armour System)' })
        .option('limits', { type: 'boolean', default: false, describe: 'Battle Breakage\'s limits: no further Armour rolls once an Armour broke' })
        .option('out', { type: 'string', default: 'reports/odds', requiresArg: true, describe: 'output folder' }) as unknown as Argv<OddsArgs>,
    async (args) => setCode(await guard(io, hint, () => oddsCommand(args, io))))
    .demandCommand(1, `give a command: ${COMMANDS.join(', ')}`)
    .strict()
    .recommendCommands()
    .version(VERSION)
    .help()
    .alias('h', 'help')
    .wrap(helpWidth(process.stdout.columns))
    .exitProcess(false)
    .fail((msg, err) => {
      if (!msg) throw err;
      const what = msg.startsWith('Did you mean') ? `unknown command '${argv[0]}'. ${msg}` : oneLine(msg, argv[0]);
      io.err(`talisman-sim: ${what} (see 'talisman-sim${helpFor(argv)} --help')`);
      throw new UsageError(msg);
    });
}

/** The positional arguments of the commands that take them, named in a "not enough" message. */
const POSITIONALS: Record<string, string> = { merge: 'merge <dirs..>: give the shard folders', pairing: 'pairing <a> <b>: give two scenario files' };

/** A yargs message on one line ("Invalid values:\n  Argument: ..."), naming missing positionals. */
function oneLine(msg: string, command: string | undefined): string {
  const text = msg.replace(/\s*\n\s*/g, ' ');
  const usage = command === undefined ? undefined : POSITIONALS[command];
  return text.startsWith('Not enough non-option arguments') && usage ? `${text}: ${usage}` : text;
}

/** ' run' when the mistake was in a command's flags, '' otherwise: where the usage line points. */
function helpFor(argv: readonly string[]): string {
  return COMMANDS.includes(argv[0]) ? ` ${argv[0]}` : '';
}

const COMMANDS = ['run', 'merge', 'bench', 'trace', 'tournament', 'tune', 'pairing', 'compare', 'doc-balance', 'plan', 'disagreements', 'cards', 'odds'];

function planOptions(y: Argv): Argv {
  return y
    .positional('scenario', { type: 'string', default: DEFAULT_SCENARIO, describe: 'scenario file (YAML)' })
    .option('seed', { type: 'string', requiresArg: true, describe: 'master seed (overrides the scenario)' })
    .option('players', { type: 'string', requiresArg: true, describe: 'players, 2-8 (for scenarios given by a player count)' })
    .option('round-cap', { type: 'string', requiresArg: true, describe: 'rounds before a game ends as timeout (1-100000)' })
    .option('combat', { type: 'string', choices: COMBAT_DICE, requiresArg: true, describe: 'attack roll dice' })
    .option('trophy-rate', { type: 'number', choices: TROPHY_RATES, requiresArg: true, describe: 'trophy points per Strength/Craft counter' })
    .option('rotate', { type: 'boolean', describe: 'rotate the strategies through the seats: game i shifts them by i seats' })
    .option('search-budget', SEARCH_BUDGET_FLAG)
    .option('search-horizon', SEARCH_HORIZON_FLAG)
    .option('search-policy', SEARCH_POLICY_FLAG);
}

/** The search player's flags (run, bench, trace, tournament, compare). */
const SEARCH_BUDGET_FLAG = { type: 'string', requiresArg: true, describe: 'search player: rollouts per decision (1-10000) [default: 16]' } as const;
const SEARCH_HORIZON_FLAG = { type: 'string', requiresArg: true, describe: 'search player: turns each rollout plays before it is valued [default: 24]' } as const;
const SEARCH_POLICY_FLAG = { type: 'string', requiresArg: true, describe: 'search player: rollout policy, basic or expert [default: basic]' } as const;

/**
 * Run a command; scenario, flag, input-file and output-folder errors (a flag's error ends with the
 * `hint` to run --help) (an --out that is a file or
 * cannot be written) are the user's to fix: one line, exit code 2. Anything else is an internal error.
 */
async function guard(io: CliIo, hint: string, command: () => Promise<number>): Promise<number> {
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

/**
 * The engine, content and strategies, loaded when a command runs (not for --help or a usage error).
 */
async function loadSim() {
  const [content, strategies, runGameModule, engine] = await Promise.all([
    import('./content/index.ts'),
    import('../strategies/index.ts'),
    import('./sim/run-game.ts'),
    import('./engine/index.ts'),
  ]);
  const ids: AllowedIds = { characters: content.CHARACTER_IDS, strategies: strategies.STRATEGY_IDS };
  return { ids, runGame: runGameModule.runGame, TextLog: engine.TextLog };
}

function resolvePlan(args: PlanArgs & { games?: string }, ids: AllowedIds): RunPlan {
  const overrides: Overrides = {
    games: args.games,
    seed: args.seed,
    players: args.players,
    roundCap: args.roundCap,
    combat: args.combat,
    trophyRate: args.trophyRate,
    rotate: args.rotate,
    searchBudget: args.searchBudget,
    searchHorizon: args.searchHorizon,
    searchPolicy: args.searchPolicy,
  };
  return applyOverrides(loadScenario(args.scenario, ids), overrides);
}

async function runCommand(args: RunArgs, io: CliIo, argv: readonly string[]): Promise<number> {
  const sim = await loadSim();
  const plan = resolvePlan(args, sim.ids);
  return (await import('./cli-sim.ts')).runCommand(args, plan, io, argv);
}

async function benchCommand(args: BenchArgs, io: CliIo): Promise<number> {
  const sim = await loadSim();
  const plan = resolvePlan(args, sim.ids);
  if (args.rules === undefined) return (await import('./cli-sim.ts')).benchCommand(args, plan, io);
  const other = loadScenario(args.rules, sim.ids);
  if (other.rules.players !== plan.rules.players) {
    throw new InputError(`--rules ${args.rules} is for ${other.rules.players} players, the base game ${args.scenario} for ${plan.rules.players}; bench times the same table under both rule sets`);
  }
  return (await import('./cli-sim.ts')).benchRulesCommand(args, plan, { ...plan, scenario: other.scenario, rules: other.rules }, io);
}

async function pairingCommand(args: PairingArgs, io: CliIo): Promise<number> {
  const sim = await loadSim();
  const games = checkFlag('games', args.games, POSITIVE_INT);
  const a = loadScenario(args.a, sim.ids);
  const b = loadScenario(args.b, sim.ids);
  if (a.seed !== b.seed) throw new ScenarioError(`${args.b}: seed '${b.seed}' differs from ${args.a}'s '${a.seed}'; pairing needs the same seed`);
  const { pairingRatios, pairingLines } = await import('./sim/pairing.ts');
  for (const line of pairingLines(pairingRatios(a, b, games, !args.singleStream))) io.out(line);
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

async function tournamentCommand(args: TournamentFlags, io: CliIo, argv: readonly string[]): Promise<number> {
  const sim = await loadSim();
  return (await import('./cli-tournament.ts')).tournamentCommand(args, sim.ids.strategies, io, argv);
}

async function cardsCommand(json: boolean, deck: string, io: CliIo): Promise<number> {
  const [{ BASE_CONTENT }, { cardRows, docCardRows, formatCards }] = await Promise.all([import('./content/index.ts'), import('./report/cards.ts')]);
  const all = cardRows(BASE_CONTENT);
  const rows = deck === 'doc' ? docCardRows() : deck === 'all' ? all : all.filter((r) => r.deck === deck);
  io.out(json ? JSON.stringify(rows, null, 2) : formatCards(rows));
  return 0;
}

interface OddsArgs {
  combat: string;
  fate: string;
  warrior: boolean;
  runes: boolean;
  extraDice: string;
  modifier: string;
  breakage: boolean;
  weapon: string;
  armour?: string;
  graduated: boolean;
  limits: boolean;
  out: string;
}

/** `odds`: write the exact odds files into --out and print the Markdown table. */
async function oddsCommand(args: OddsArgs, io: CliIo): Promise<number> {
  const [odds, report, { intRule, oneOfRule }, breakage, kitReport] = await Promise.all([
    import('./odds/options.ts'), import('./report/odds-report.ts'), import('./scenario/validate.ts'),
    import('./odds/breakage.ts'), import('./report/breakage-report.ts'),
  ]);
  const options = {
    combat: checkFlag('combat', args.combat, oneOfRule(odds.ODDS_COMBAT)),
    fate: checkFlag('fate', args.fate, oneOfRule(odds.FATE_POLICIES)),
    warrior: args.warrior,
    runes: args.runes,
    extraDice: checkFlag('extra-dice', args.extraDice, intRule(0, odds.MAX_EXTRA_DICE)),
  };
  const modifier = checkFlag('modifier', args.modifier, intRule(-99, 99));
  const kit = {
    weapon: checkFlag('weapon', args.weapon, oneOfRule(breakage.BREAKAGE_WEAPONS)),
    armour: args.armour === undefined ? [] : checkFlag('armour', args.armour, armourListRule(breakage.ARMOUR_NAMES), true),
    graduated: args.graduated,
    limits: args.limits,
    breakage: args.breakage,
  };
  const generator = `talisman-sim ${VERSION}`;
  const files: Record<string, string> & Awaited<ReturnType<typeof report.oddsReport>> = await report.oddsReport(options, modifier, generator);
  const printed = ['odds.md'];
  if (args.breakage) {
    Object.assign(files, kitReport.breakageReport(options, kit, `${generator}: talisman-sim odds ${odds.oddsFlags(options)} ${kitFlags(args)}`));
    printed.push('odds-breakage.md');
  }
  if (args.armour !== undefined) {
    Object.assign(files, kitReport.armourReport(kit, `${generator}: talisman-sim odds ${kitFlags(args)}`));
    printed.push('odds-armour.md');
  }
  try {
    report.writeOddsFiles(args.out, files);
  } catch (err) {
    throw new OutputError(`cannot write ${args.out}: ${messageOf(err)}`);
  }
  for (const name of printed) io.out(files[name].trimEnd());
  io.out(`odds: ${args.out}`);
  return 0;
}

/** The breakage and Armour flags given, for provenance. */
function kitFlags(args: OddsArgs): string {
  const words = args.breakage ? ['--breakage', '--weapon', args.weapon] : [];
  if (args.armour !== undefined) words.push('--armour', args.armour);
  if (args.graduated) words.push('--graduated');
  if (args.limits) words.push('--limits');
  return words.join(' ');
}

/** A comma-separated list of Armour names, each known and none twice (G.A.S. I.3: one of each title). */
function armourListRule(names: readonly string[]): FieldRule<string[]> {
  return {
    expect: `a comma-separated list of different Armours from ${names.join(', ')}`,
    parse: (raw) => {
      if (typeof raw !== 'string') return undefined;
      const list = raw.split(',').map((a) => a.trim());
      return list.every((a) => names.includes(a)) && new Set(list).size === list.length ? list : undefined;
    },
  };
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

/** A reader that closed stdout (`| head`) has all it wanted: end quietly with status 0. */
function quietOnClosedStdout(): void {
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(0);
    throw err;
  });
}

if (isEntry()) {
  quietOnClosedStdout();
  process.exitCode = await main(process.argv.slice(2));
}
