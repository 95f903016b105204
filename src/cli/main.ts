// The talisman-sim command line (yargs): this module declares the commands and their flags and
// loads a command's module (src/cli/<command>.ts) only when it runs, so that --help and usage
// errors stay fast. `run` plays a scenario's games and writes summary.json, `merge` joins shard
// outputs, `bench` times the simulator, `trace` prints one game's log, `tournament` pits
// strategies against each other, `tune` the expert's weights, `pairing` and `plan` size a
// comparison, `compare` rule sets on paired games, `disagreements` where search overrules basic,
// `doc-balance` the DOC cards, `card-balance` a scenario's fan cards, `cards` the decks, `scenarios`
// the shipped and example scenarios, `scaffold` a designer's starting files, `validate` files
// without playing, `odds` the combat odds, `serve` a local web page that runs
// `compare` jobs (through main itself, in a worker thread). What every command shares is in io.ts.
// Exit codes: 0 done, 1 internal error, 2 usage, scenario, input-file or output-folder error,
// 130 interrupted (checkpoint written).
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import type { Argv, MiddlewareFunction } from 'yargs';
import { VERSION } from '../sim/summary.ts';
import { closest, didYouMean } from '../fields/suggest.ts';
import {
  BATCH_FLAG, EXIT_INTERNAL, EXIT_USAGE, JSON_FLAG, QUIET_FLAG, ROUND_CAP_FLAG, SEARCH_ALLOCATION_FLAG, SEARCH_BUDGET_FLAG, SEARCH_EVALUATION_FLAG, SEARCH_HORIZON_FLAG, SEARCH_POLICY_FLAG, WORKERS_FLAG,
  guard, messageOf, planOptions, processIo, type CliIo,
} from './io.ts';
import type { BenchFlags } from './bench.ts';
import type { CardsFlags } from './cards.ts';
import type { CompareFlags } from './compare.ts';
import type { DisagreementFlags } from './disagreements.ts';
import type { CardBalanceFlags } from './card-balance.ts';
import type { DocBalanceFlags } from './doc-balance.ts';
import type { MergeFlags } from './merge.ts';
import type { OddsFlags } from './odds.ts';
import type { PairingFlags } from './pairing.ts';
import type { PlanCommandFlags } from './plan.ts';
import type { RunFlags } from './run.ts';
import type { ScaffoldFlags } from './scaffold.ts';
import type { ScenariosFlags } from './scenarios.ts';
import type { ServeFlags } from './serve.ts';
import type { TournamentFlags } from './tournament.ts';
import type { TraceFlags } from './trace.ts';
import type { TuneFlags } from './tune.ts';
import type { ValidateFlags } from './validate.ts';
import type { TrainFlags } from './train.ts';
import type { WorthFlags } from './worth.ts';
import type { BalanceFlags } from './balance.ts';

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
export async function main(argv: string[], io: CliIo = processIo()): Promise<number> {
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
  /** The flags of the command being parsed (a middleware reads them before yargs validates), for "did you mean". */
  let flags: string[] = [];
  /** A command's handler: load its module, run it under guard, keep its exit code. */
  const command = <A>(load: () => Promise<(args: A, io: CliIo, argv: readonly string[]) => Promise<number>>) =>
    async (args: A) => setCode(await guard(io, hint, async () => (await load())(args, io, argv)));
  return yargs(argv)
    .scriptName('talisman-sim')
    .usage('$0 <command> [options]\n\nMonte Carlo balance simulator for Talisman (Revised 4th Edition).')
    .command<RunFlags>('run [scenario]', 'play a scenario\'s games and write summary.json', (y) =>
      planOptions(y)
        .option('games', { type: 'string', requiresArg: true, describe: 'number of games (positive integer)' })
        .option('out', { type: 'string', requiresArg: true, describe: 'output folder [default: reports/<scenario name>]' })
        .option('quiet', QUIET_FLAG)
        .option('workers', WORKERS_FLAG)
        .option('batch', { type: 'string', requiresArg: true, describe: 'games per batch handed to a worker [default: 100]' })
        .option('games-csv', { type: 'boolean', default: false, describe: 'also write games.csv, one row per game' })
        .option('shard', { type: 'string', requiresArg: true, describe: 'K/N: play the K-th of N game ranges, write aggregate.json' })
        .option('resume', { type: 'boolean', default: false, describe: 'continue from the output folder\'s checkpoint.json' })
        .option('fresh', { type: 'boolean', default: false, describe: 'start again, deleting the output folder\'s checkpoint.json' })
        .option('checkpoint-every', { type: 'string', default: '30s', requiresArg: true, describe: 'write checkpoint.json this often (100ms to 24h, or off), so that a kill or a power loss loses at most that much' })
        .option('json', JSON_FLAG)
        .check((a) => {
          if (a.resume && a.fresh) throw new Error('--resume and --fresh cannot go together: continue the checkpoint, or start again');
          return true;
        }) as unknown as Argv<RunFlags>,
    command(async () => (await import('./run.ts')).runCommand))
    .command<MergeFlags>('merge <dirs..>', 'merge the shard outputs of run, compare or doc-balance into the unsharded report', (y) =>
      y.positional('dirs', { type: 'string', array: true, describe: 'shard output folders' })
        .option('out', { type: 'string', requiresArg: true, describe: 'output folder [default: the unsharded command\'s]' })
        .option('json', JSON_FLAG) as unknown as Argv<MergeFlags>,
    command(async () => (await import('./merge.ts')).mergeCommand))
    .command<BenchFlags>('bench [scenario]', 'time the simulator at 1 worker and at every core', (y) =>
      planOptions(y)
        .option('games', { type: 'string', default: '1000', requiresArg: true, describe: 'games per timed run' })
        .option('repeats', { type: 'string', default: '3', requiresArg: true, describe: 'timed runs per worker count, alternating; the median is kept' })
        .option('workers', { type: 'string', requiresArg: true, describe: 'worker threads to compare with 1 [default: every core]' })
        .option('batch', BATCH_FLAG)
        .option('split', { type: 'boolean', default: false, describe: 'also time the engine alone, with the strategies\' choices replayed' })
        .option('rules', { type: 'string', requiresArg: true, describe: 'a scenario (name or file): time its rule set against the base game, alternating (1 worker unless --workers)' })
        .option('instructions', { type: 'boolean', default: false, describe: 'count instructions per game under valgrind\'s callgrind instead: the 400 games after 600, on one thread' })
        .option('json', JSON_FLAG) as unknown as Argv<BenchFlags>,
    command(async () => (await import('./bench.ts')).benchCommand))
    .command<TraceFlags>('trace [scenario]', 'play one game and print its narrative log', (y) =>
      planOptions(y)
        .option('game', { type: 'string', default: '0', requiresArg: true, describe: 'game index (0-based) to replay' })
        .option('json', JSON_FLAG) as unknown as Argv<TraceFlags>,
    command(async () => (await import('./trace.ts')).traceCommand))
    .command<TournamentFlags>('tournament', 'play strategies against each other in rotated 4-seat tables', (y) =>
      y.option('strategies', { type: 'string', demandOption: true, requiresArg: true, describe: 'comma-separated strategy ids, at least two (e.g. random,basic)' })
        .option('games', { type: 'string', default: '1000', requiresArg: true, describe: 'games, rounded up to whole cycles of tables x rotations' })
        .option('seed', { type: 'string', default: 'talisman', requiresArg: true, describe: 'master seed' })
        .option('out', { type: 'string', default: 'reports/tournament', requiresArg: true, describe: 'output folder' })
        .option('fresh', FRESH_FLAG)
        .option('workers', WORKERS_FLAG)
        .option('batch', BATCH_FLAG)
        .option('round-cap', ROUND_CAP_FLAG)
        .option('search-budget', SEARCH_BUDGET_FLAG)
        .option('search-horizon', SEARCH_HORIZON_FLAG)
        .option('search-policy', SEARCH_POLICY_FLAG)
        .option('search-evaluation', SEARCH_EVALUATION_FLAG)
        .option('search-allocation', SEARCH_ALLOCATION_FLAG)
        .option('quiet', QUIET_FLAG)
        .option('json', JSON_FLAG) as unknown as Argv<TournamentFlags>,
    command(async () => (await import('./tournament.ts')).tournamentCommand))
    .command<TuneFlags>('tune', 'improve the expert\'s weights by self-play against the current best', (y) =>
      y.option('weights', { type: 'string', requiresArg: true, describe: 'starting weights [default: strategies/expert.weights.json]' })
        .option('out', { type: 'string', default: 'reports/tune/expert.weights.json', requiresArg: true, describe: 'where the best weights go' })
        .option('rounds', { type: 'string', default: '40', requiresArg: true, describe: 'at most this many rounds' })
        .option('candidates', { type: 'string', default: '8', requiresArg: true, describe: 'candidates per round' })
        .option('games', { type: 'string', default: '2000', requiresArg: true, describe: 'games per head-to-head (a multiple of 8)' })
        .option('seed', { type: 'string', default: 'talisman', requiresArg: true, describe: 'master seed' })
        .option('step', { type: 'string', default: '0.2', requiresArg: true, describe: 'relative nudge of a weight, between 0 and 1' })
        .option('workers', WORKERS_FLAG)
        .option('round-cap', ROUND_CAP_FLAG)
        .option('json', JSON_FLAG) as unknown as Argv<TuneFlags>,
    command(async () => (await import('./tune.ts')).tuneCommand))
    .command<TrainFlags>('train [scenarios..]', 'fit the learned player\'s value on self-play games: a model file with its held-out calibration', (y) =>
      y.positional('scenarios', { type: 'string', array: true, describe: 'scenarios (names or files) whose games to learn from, a mix [default: default]' })
        .option('games', { type: 'string', default: '2000', requiresArg: true, describe: 'games per scenario (and per generation); a fifth are held out' })
        .option('seed', { type: 'string', default: 'talisman', requiresArg: true, describe: 'master seed' })
        .option('out', { type: 'string', default: 'reports/train/model.json', requiresArg: true, describe: 'the model file (its reliability chart goes beside it)' })
        .option('generations', { type: 'string', default: '0', requiresArg: true, describe: 'policy iteration: up to this many generations, each fitted on the last one\'s games' })
        .option('eval-games', { type: 'string', default: '400', requiresArg: true, describe: 'games of each generation\'s tournaments (against the previous one and against basic)' })
        .option('l2', { type: 'string', default: '1', requiresArg: true, describe: 'L2 penalty of the logistic fit' })
        .option('expert-iteration', { type: 'string', requiresArg: true, describe: 'distil the search player into the learned player over N generations (--games: search games a generation, one thread; --out: the policy file)' })
        .option('labels', { type: 'string', requiresArg: true, describe: 'with --expert-iteration: the first generation\'s labels, read from this file when it exists (a fit in seconds), else written to it after labelling' })
        .option('workers', WORKERS_FLAG)
        .option('batch', BATCH_FLAG)
        .option('quiet', QUIET_FLAG)
        .option('json', JSON_FLAG) as unknown as Argv<TrainFlags>,
    command(async () => (await import('./train.ts')).trainCommand))
    .command<PairingFlags>('pairing <a> <b>', 'how much pairing games by seed shrinks the variance of a difference between two scenarios', (y) =>
      y.positional('a', { type: 'string', describe: 'baseline scenario (name or file)' })
        .positional('b', { type: 'string', describe: 'scenario to compare (same seed and seats)' })
        .option('games', { type: 'string', default: '2000', requiresArg: true, describe: 'games per scenario' })
        .option('single-stream', { type: 'boolean', default: false, describe: 'one dice stream for every roll, as before the per-seat streams (to measure them)' })
        .option('workers', WORKERS_FLAG)
        .option('json', JSON_FLAG) as unknown as Argv<PairingFlags>,
    command(async () => (await import('./pairing.ts')).pairingCommand))
    .command<PlanCommandFlags>('plan [a] [b]', 'games per rule set needed to find a difference in a character\'s win rate, or per arm to flag a card (--cards)', (y) =>
      y.positional('a', { type: 'string', describe: 'baseline scenario (name or file) for the pilot' })
        .positional('b', { type: 'string', describe: 'scenario to compare, for the pilot (same seed and seats)' })
        .option('baseline', { type: 'string', requiresArg: true, describe: 'baseline win rate, e.g. 0.15' })
        .option('diff', { type: 'string', requiresArg: true, describe: 'smallest difference worth finding, as a rate: 0.02 = 2 points' })
        .option('cards', { type: 'string', requiresArg: true, describe: 'SCENARIO: games per arm for card-balance (its cards:) or doc-balance (its DOC deck) to flag a card --effect points out of line' })
        .option('effect', { type: 'string', requiresArg: true, describe: 'with --cards: the relative effect to flag, in points [default: 4]' })
        .option('flag', { type: 'string', requiresArg: true, describe: 'with --cards: the report\'s --flag [default: 2]' })
        .option('alpha', { type: 'string', default: '0.05', requiresArg: true, describe: 'two-sided significance level of the whole family' })
        .option('power', { type: 'string', default: '0.8', requiresArg: true, describe: 'chance of finding a true difference of --diff' })
        .option('comparisons', { type: 'string', requiresArg: true, describe: 'comparisons corrected together [default: the rows compare tests for one arm, 39 for 4 of 14 characters]' })
        .option('players', { type: 'string', default: '4', requiresArg: true, describe: 'characters dealt per game' })
        .option('characters', { type: 'string', requiresArg: true, describe: 'characters in the deal [default: all]' })
        .option('pilot', { type: 'string', requiresArg: true, describe: 'N: play N games of A and B to measure the pairing' })
        .option('vary', { type: 'string', requiresArg: true, describe: 'PATH=V1,V2: the pilot plays scenario A with each value (e.g. rules.trophyRate=7,5)' })
        .option('workers', { ...WORKERS_FLAG, describe: 'worker threads of the pilot [default: every core]' })
        .option('json', JSON_FLAG) as unknown as Argv<PlanCommandFlags>,
    command(async () => (await import('./plan.ts')).planCommand))
    .command<CompareFlags>('compare <scenarios..>', 'compare rule sets on paired games: differences with intervals, Holm, stopping rules', (y) =>
      y.positional('scenarios', { type: 'string', array: true, describe: 'scenarios (names or files), baseline first (or one with --vary)' })
        .option('vary', { type: 'string', requiresArg: true, describe: 'PATH=V1,V2: one option of one scenario, each value an arm (e.g. rules.combat=1d6,2d6)' })
        .option('games', { type: 'string', requiresArg: true, describe: 'games per arm [default: the baseline scenario\'s]' })
        .option('strategies', { type: 'string', requiresArg: true, describe: 'run the comparison once per strategy, every seat that strategy (e.g. basic,expert)' })
        .option('precision', { type: 'string', requiresArg: true, describe: 'play blocks until every primary interval is within ± this many percentage points' })
        .option('sprt', { type: 'string', requiresArg: true, describe: 'CHARACTER:D0:D1: play blocks until the SPRT decides between a D0- and a D1-point difference' })
        .option('unpaired', { type: 'boolean', default: false, describe: 'the arms on independent seeds (an A/A check, or rule files of other seeds): unpaired intervals' })
        .option('anytime', { type: 'boolean', default: false, describe: 'every paired interval the confidence sequence (valid at every look), as under --sprt' })
        .option('max-games', { type: 'string', requiresArg: true, describe: 'with --precision or --sprt: stop here at the latest [default: --games]' })
        .option('block', { type: 'string', requiresArg: true, describe: 'games between looks (--precision, --sprt) and checkpoints [default: 1000]' })
        .option('name', { type: 'string', requiresArg: true, describe: 'report name [default: from the arms]' })
        .option('out', { type: 'string', requiresArg: true, describe: 'output folder [default: reports/compare/<name>]' })
        .option('workers', WORKERS_FLAG)
        .option('batch', BATCH_FLAG)
        .option('search-budget', SEARCH_BUDGET_FLAG)
        .option('search-horizon', SEARCH_HORIZON_FLAG)
        .option('search-policy', SEARCH_POLICY_FLAG)
        .option('search-evaluation', SEARCH_EVALUATION_FLAG)
        .option('search-allocation', SEARCH_ALLOCATION_FLAG)
        .option('quiet', QUIET_FLAG)
        .option('resume', { type: 'boolean', default: false, describe: 'continue from the output folder\'s compare-checkpoint.json' })
        .option('fresh', { type: 'boolean', default: false, describe: 'start again, deleting the output folder\'s compare-checkpoint.json' })
        .option('shard', { type: 'string', requiresArg: true, describe: 'K/N: play the K-th of N game ranges of every arm and mix, write compare-shard.json for merge (not with --precision or --sprt)' })
        .option('json', JSON_FLAG) as unknown as Argv<CompareFlags>,
    command(async () => (await import('./compare.ts')).compareCommand))
    .command<ServeFlags>('serve', 'a local web page to pick rules, run comparisons and watch their intervals narrow', (y) =>
      y.option('port', { type: 'string', default: '8038', requiresArg: true, describe: 'port to listen on (0: any free port)' })
        .option('host', { type: 'string', default: '127.0.0.1', requiresArg: true, describe: 'address to listen on; another than 127.0.0.1 lets other machines in' })
        .option('jobs-dir', { type: 'string', default: 'reports/serve', requiresArg: true, describe: 'the job folder: one folder per job, its report inside' })
        .option('trusted-modules', {
          type: 'string', requiresArg: true,
          describe: 'a folder of house-rule modules that uploaded scenarios may name by file name (modules: [my-rule.ts]); they run as code on this machine. Without it a request names no module, and never a path',
        })
        .option('workers', WORKERS_FLAG)
        .option('quiet', QUIET_FLAG) as unknown as Argv<ServeFlags>,
    command(async () => (await import('./serve.ts')).serveCommand))
    .command<DisagreementFlags>('disagreements [scenario]', 'where the search or the learned player overrules basic, by decision kind: disagreements.csv', (y) =>
      planOptions(y)
        .positional('scenario', { type: 'string', default: 'search-vs-basic', describe: 'scenario (name or file) seating the search player' })
        .option('games', { type: 'string', requiresArg: true, describe: 'games [default: the scenario\'s]' })
        .option('out', { type: 'string', default: 'reports/disagreements', requiresArg: true, describe: 'output folder' })
        .option('workers', WORKERS_FLAG)
        .option('quiet', QUIET_FLAG)
        .option('json', JSON_FLAG) as unknown as Argv<DisagreementFlags>,
    command(async () => (await import('./disagreements.ts')).disagreementsCommand))
    .command<DocBalanceFlags>('doc-balance [scenario]', 'which DOC cards swing the game: each card left out on paired games, exposure, the deck off/x1/x2', (y) =>
      y.positional('scenario', { type: 'string', default: 'doc-x1', describe: 'scenario (name or file): its seed, seats and DOC cards' })
        .option('games', { type: 'string', requiresArg: true, describe: 'games per arm [default: 4000]' })
        .option('seed', { type: 'string', requiresArg: true, describe: 'master seed (overrides the scenario)' })
        .option('flag', { type: 'string', requiresArg: true, describe: 'flag cards whose interval lies outside ± this many points [default: 2, per game; 1 under --design fork, per draw; 0% of game length with --against (any significant change)]' })
        .option('design', { ...DESIGN_FLAG, describe: `${DESIGN_FLAG.describe.replace(' [default: ablation]', '')}; fork: the scenario's games, forked at each draw of a DOC card and played on without it on the same dice (1 arm; --games counts the games, not the forks) [default: ablation]` })
        .option('continuations', CONTINUATIONS_FLAG)
        .option('horizon', HORIZON_FLAG)
        .option('against', { type: 'string', requiresArg: true, describe: '--design fork: BASE, the scenario before a change (the same DOC cards); reports each DOC card\'s effect per draw after the change minus before it, every game played under both on one seed' })
        .option('out', { type: 'string', requiresArg: true, describe: 'output folder [default: reports/doc-balance/<scenario name>]' })
        .option('workers', WORKERS_FLAG)
        .option('batch', BATCH_FLAG)
        .option('shard', { type: 'string', requiresArg: true, describe: 'K/N: play the K-th of N game ranges of every arm, write doc-balance-shard.json for merge' })
        .option('fresh', FRESH_FLAG)
        .option('quiet', QUIET_FLAG)
        .option('json', JSON_FLAG) as unknown as Argv<DocBalanceFlags>,
    command(async () => (await import('./doc-balance.ts')).docBalanceCommand))
    .command<CardBalanceFlags>('card-balance <scenario>', 'which of a scenario\'s fan cards (cards:) swing the game: doc-balance\'s ablation for any deck', (y) =>
      y.positional('scenario', { type: 'string', describe: 'scenario (name or file) with two or more cards: entries' })
        .option('games', { type: 'string', requiresArg: true, describe: 'games per arm [default: 4000]' })
        .option('seed', { type: 'string', requiresArg: true, describe: 'master seed (overrides the scenario)' })
        .option('flag', { type: 'string', requiresArg: true, describe: 'flag cards whose interval lies outside ± this many points [default: 2, per game; 1 under --design fork, per draw; 0% of game length with --against (any significant change)]' })
        .option('design', { ...DESIGN_FLAG, describe: `${DESIGN_FLAG.describe.replace(' [default: ablation]', '')}; fork: the scenario's games, forked at each draw of a fan card and played on without it on the same dice (1 arm; --games counts the games, not the forks) [default: ablation]` })
        .option('continuations', CONTINUATIONS_FLAG)
        .option('horizon', HORIZON_FLAG)
        .option('against', { type: 'string', requiresArg: true, describe: '--design fork: BASE, the scenario before a change to its cards; reports each card\'s effect per draw after the change minus before it, every game played under both on one seed' })
        .option('out', { type: 'string', requiresArg: true, describe: 'output folder [default: reports/card-balance/<scenario name>]' })
        .option('workers', WORKERS_FLAG)
        .option('batch', BATCH_FLAG)
        .option('fresh', FRESH_FLAG)
        .option('quiet', QUIET_FLAG)
        .option('json', JSON_FLAG) as unknown as Argv<CardBalanceFlags>,
    command(async () => (await import('./card-balance.ts')).cardBalanceCommand))
    .command<WorthFlags>('worth [scenario]', 'what one point of Strength, Craft, lives, fate, gold or a Spell is worth to each character, on paired games: worth.csv and a heatmap', (y) =>
      y.positional('scenario', { type: 'string', default: 'default', describe: 'scenario (name or file): its seed, seats, bots and handicaps' })
        .option('attributes', { type: 'string', requiresArg: true, describe: 'attributes to measure [default: strength,craft,lives,fate,gold,spells]' })
        .option('characters', { type: 'string', requiresArg: true, describe: 'characters to measure [default: every one]' })
        .option('strategy', { type: 'string', requiresArg: true, describe: 'the bot of every seat [default: the scenario\'s]' })
        .option('precision', { type: 'string', requiresArg: true, describe: 'play until every worth\'s simultaneous 95% interval is within ± this many points [default: 2]' })
        .option('max-games', { type: 'string', requiresArg: true, describe: 'stop here at the latest, in game indices [default: 60000]' })
        .option('block', { type: 'string', requiresArg: true, describe: 'game indices between looks [default: 2000]' })
        .option('seed', { type: 'string', requiresArg: true, describe: 'master seed (overrides the scenario)' })
        .option('out', { type: 'string', requiresArg: true, describe: 'output folder [default: reports/worth/<scenario name>]' })
        .option('workers', WORKERS_FLAG)
        .option('batch', { type: 'string', requiresArg: true, describe: 'game indices per batch [default: 10]' })
        .option('fresh', FRESH_FLAG)
        .option('quiet', QUIET_FLAG)
        .option('json', JSON_FLAG) as unknown as Argv<WorthFlags>,
    command(async () => (await import('./worth.ts')).worthCommand))
    .command<BalanceFlags>('balance [scenario]', 'search for small integer handicaps that put every character\'s dealt win rate in a band around the fair share, verified on fresh games: balanced.yaml', (y) =>
      y.positional('scenario', { type: 'string', default: 'default', describe: 'scenario (name or file): its seed, seats, bots and handicaps to start from' })
        .option('strategies', { type: 'string', requiresArg: true, describe: 'balance for these bots at once, every seat one bot per measurement (e.g. basic,expert) [default: the scenario\'s]' })
        .option('band', { type: 'string', requiresArg: true, describe: 'every character within the fair share ± this many points [default: 5]' })
        .option('margin', { type: 'string', requiresArg: true, describe: 'the search accepts the band less this many points, for the verification\'s chance [default: 1.5]' })
        .option('attributes', { type: 'string', requiresArg: true, describe: 'attributes the handicaps may change [default: strength,craft,lives,fate,gold]' })
        .option('games', { type: 'string', requiresArg: true, describe: 'games per search step [default: 10000]' })
        .option('max-games', { type: 'string', requiresArg: true, describe: 'games per search step at most, when a rate is near the band\'s edge [default: 2 x --games]' })
        .option('steps', { type: 'string', requiresArg: true, describe: 'search steps at most [default: 12]' })
        .option('scale-precision', { type: 'string', requiresArg: true, describe: 'the scale factors\' half-width, in points (worth --precision) [default: 4]' })
        .option('scale', { type: 'string', requiresArg: true, describe: 'scale factors from a worth report of the scenario (its worth.json) instead of measuring them' })
        .option('scale-games', { type: 'string', requiresArg: true, describe: 'game indices of the scale factors at most (worth --max-games) [default: 20000]' })
        .option('verify-games', { type: 'string', requiresArg: true, describe: 'games of the verification, on a fresh seed [default: 10000]' })
        .option('verify-seed', { type: 'string', requiresArg: true, describe: 'the verification\'s master seed [default: <seed>/verify]' })
        .option('seed', { type: 'string', requiresArg: true, describe: 'master seed of the search (overrides the scenario)' })
        .option('out', { type: 'string', requiresArg: true, describe: 'output folder [default: reports/balance/<scenario name>]' })
        .option('workers', WORKERS_FLAG)
        .option('batch', BATCH_FLAG)
        .option('fresh', FRESH_FLAG)
        .option('quiet', QUIET_FLAG)
        .option('json', JSON_FLAG) as unknown as Argv<BalanceFlags>,
    command(async () => (await import('./balance.ts')).balanceCommand))
    .command<CardsFlags>('cards [scenario]', 'list every card of every deck, or a scenario\'s whole deck with its fan cards', (y) =>
      y.positional('scenario', { type: 'string', describe: 'scenario (name or file): its deck, fan cards (cards:) and DOC cards included' })
        .option('deck', { type: 'string', choices: ['all', 'adventure', 'spell', 'purchase', 'talisman', 'doc'], default: 'all', describe: 'one deck only (doc: the DOC deck, not in "all")' })
        .option('json', JSON_FLAG) as unknown as Argv<CardsFlags>,
    command(async () => (await import('./cards.ts')).cardsCommand))
    .command<ScenariosFlags>('scenarios', 'list the shipped scenarios (run by name) and the example scenarios (run by path)', (y) =>
      y.option('json', JSON_FLAG) as unknown as Argv<ScenariosFlags>,
    command(async () => (await import('./scenarios.ts')).scenariosCommand))
    .command<ScaffoldFlags>('scaffold <kind> <name>', 'write a starting point to edit and run: a fan card (card), a house-rule module (module) or a scenario naming both (scenario)', (y) =>
      y.positional('kind', { type: 'string', describe: 'card, module or scenario' })
        .positional('name', { type: 'string', describe: 'the file name without its ending, optionally in a folder (bog-troll, decks/bog-troll)' })
        .option('cards', { type: 'string', requiresArg: true, describe: 'scenario: the deck file it names [default: a new NAME-cards.yaml]' })
        .option('module', { type: 'string', requiresArg: true, describe: 'scenario: the module file it names [default: a new NAME-rule.ts]' }) as unknown as Argv<ScaffoldFlags>,
    command(async () => (await import('./scaffold.ts')).scaffoldCommand))
    .command<ValidateFlags>('validate <files..>', 'check scenario files, deck files and house-rule modules without playing: one line per file', (y) =>
      y.positional('files', { type: 'string', array: true, describe: 'scenarios (names or files), deck files (.yaml) and modules (.ts, .mts, .js, .mjs)' }) as unknown as Argv<ValidateFlags>,
    command(async () => (await import('./validate.ts')).validateCommand))
    .command<OddsFlags>('odds', 'exact combat odds by enumeration: CSV, a Markdown table and a heatmap', (y) =>
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
        .option('out', { type: 'string', default: 'reports/odds', requiresArg: true, describe: 'output folder' })
        .option('json', JSON_FLAG) as unknown as Argv<OddsFlags>,
    command(async () => (await import('./odds.ts')).oddsCommand))
    // yargs hands a middleware its own instance too, which its types leave out.
    .middleware(((_: unknown, y: { getOptions(): { key: object } }) => void (flags = Object.keys(y.getOptions().key))) as unknown as MiddlewareFunction, true)
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
      const what = msg.startsWith('Did you mean') ? `unknown command '${argv[0]}'. ${msg}` : `${oneLine(msg, argv[0])}${flagMeant(msg, flags)}${choiceMeant(msg)}`;
      io.err(`talisman-sim: ${what} (see 'talisman-sim${helpFor(argv)} --help')`);
      throw new UsageError(msg);
    });
}

/** The positional arguments of the commands that take them, named in a "not enough" message. */
const POSITIONALS: Record<string, string> = {
  merge: 'merge <dirs..>: give the shard folders', pairing: 'pairing <a> <b>: give two scenarios (names or files)',
  scaffold: 'scaffold <kind> <name>: give card, module or scenario, and a name (scaffold card bog-troll)', validate: 'validate <files..>: give the files to check',
};

/** A yargs message on one line ("Invalid values:\n  Argument: ..."), naming missing positionals. */
function oneLine(msg: string, command: string | undefined): string {
  const text = msg.replace(/\s*\n\s*/g, ' ');
  const usage = command === undefined ? undefined : POSITIONALS[command];
  return text.startsWith('Not enough non-option arguments') && usage ? `${text}: ${usage}` : text;
}

/** ". Did you mean --games?" after yargs' "Unknown argument: gmaes", when a flag of the command is near. */
function flagMeant(msg: string, flags: readonly string[]): string {
  const m = /^Unknown arguments?: (.*)$/.exec(msg);
  const meant = m?.[1].split(', ').map((word) => closest(word, flags)).filter((f) => f !== null) ?? [];
  return meant.length === 0 ? '' : `. Did you mean ${meant.map((f) => `--${f}`).join(', ')}?`;
}

/** "; did you mean 'spell'?" after yargs' 'Invalid values: Argument: deck, Given: "spel", Choices: "all", "spell", ...'. */
function choiceMeant(msg: string): string {
  const m = /Given: "([^"]*)", Choices: (.*)$/s.exec(msg);
  return m ? didYouMean(m[1], [...m[2].matchAll(/"([^"]*)"/g)].map((c) => c[1])) : '';
}

/** ' run' when the mistake was in a command's flags, '' otherwise: where the usage line points. */
function helpFor(argv: readonly string[]): string {
  return COMMANDS.includes(argv[0]) ? ` ${argv[0]}` : '';
}

/** --design fork's continuations per fork and horizon (card-balance, doc-balance). */
const CONTINUATIONS_FLAG = { type: 'string', requiresArg: true, describe: '--design fork: pairs of continuations per fork, the game as played and its fork, then k − 1 pairs on fresh dice from the draw\'s turn end, averaged [default: 1]' } as const;
const HORIZON_FLAG = { type: 'string', requiresArg: true, describe: '--design fork: stop every continuation this many rounds after the draw\'s turn and score the drawer\'s chance by the value model (0: play to the end) [default: 0]' } as const;

/** --design of the card checks (doc-balance, card-balance). */
const DESIGN_FLAG = {
  type: 'string', requiresArg: true,
  describe: 'ablation: each card left out in turn (K + 3 arms); factorial: two random halves of the deck, one regression for every card (2 arms, docs/statistics.md) [default: ablation]',
} as const;

const COMMANDS = ['run', 'merge', 'bench', 'trace', 'tournament', 'tune', 'pairing', 'compare', 'doc-balance', 'card-balance', 'worth', 'balance', 'plan', 'disagreements', 'cards', 'scenarios', 'scaffold', 'validate', 'odds', 'serve'];


/** True when this file is the script node was given (`tsx src/cli/main.ts`). */
function isEntry(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

/** --fresh for the commands that write a report folder and keep no checkpoint. */
const FRESH_FLAG = { type: 'boolean', default: false, describe: 'replace another command\'s files in the output folder' } as const;

/** A reader that closed stdout (`| head`) has all it wanted: end quietly with status 0. */
function quietOnClosedStdout(): void {
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(0);
    throw err;
  });
}

/** The command as a process: argv from the command line, the exit code as the process's. */
export async function runProcess(): Promise<void> {
  quietOnClosedStdout();
  process.exitCode = await main(process.argv.slice(2));
}

if (isEntry()) await runProcess();
