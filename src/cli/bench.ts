// `talisman-sim bench`, loaded by main.ts: times the scenario's games at 1 worker and at every core
// (src/experiment/bench.ts), or one rule set against the base game (--rules), or counts instructions per
// game under callgrind (--instructions, src/experiment/instructions.ts); a table or JSON on stdout,
// progress on stderr.
import { loadSim, printJson, resolvePlan, type CliIo, type PlanFlags } from './io.ts';
import { loadScenario } from '../scenario/load.ts';
import { POSITIVE_INT, checkFlag, WORKERS } from '../scenario/validate.ts';
import { formatBench, formatRulesBench, runBench, runRulesBench } from '../experiment/bench.ts';
import { buildRuleSet } from '../rules/ruleset.ts';
import { countInstructions, formatInstructions } from '../experiment/instructions.ts';
import { InputError } from '../sim/json-file.ts';
import type { RunPlan } from '../sim/plan.ts';
import { DEFAULT_WORKERS } from '../experiment/pool.ts';
import { checkRunSize } from '../sim/limits.ts';
import { DEFAULT_BATCH } from '../experiment/run-plan.ts';

/** The flags of `bench` (main.ts declares them). */
export interface BenchFlags extends PlanFlags {
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

/** `bench`: the plan alone, or against --rules' rule set on the same table. */
export async function benchCommand(args: BenchFlags, io: CliIo): Promise<number> {
  const { ids } = await loadSim();
  const plan = resolvePlan(args, ids);
  if (args.rules === undefined) return benchPlan(args, plan, io);
  const other = loadScenario(args.rules, ids);
  if (other.rules.players !== plan.rules.players) {
    throw new InputError(`--rules ${args.rules} is for ${other.rules.players} players, the base game ${args.scenario} for ${plan.rules.players}; bench times the same table under both rule sets`);
  }
  return benchRules(args, plan, { ...plan, scenario: other.scenario, rules: other.rules }, io);
}

/** `bench`: the scenario's games at 1 worker and at every core (or --workers), as a table or JSON. */
async function benchPlan(args: BenchFlags, plan: RunPlan, io: CliIo): Promise<number> {
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
  if (args.json) printJson(io, result);
  else io.out(formatBench(result));
  return 0;
}

/** `bench --instructions`: steady-state instructions per game under callgrind (instructions.ts). */
async function instructionsCommand(args: BenchFlags, plan: RunPlan, io: CliIo): Promise<number> {
  if (args.split || args.workers !== undefined) throw new InputError('--instructions counts one thread\'s games: it does not go with --split or --workers');
  const count = await countInstructions(plan, (games) => io.err(`talisman-sim: bench: ${games} games under callgrind (a few minutes)`));
  if (args.json) printJson(io, count);
  else io.out(formatInstructions(count));
  return 0;
}

/**
 * `bench --rules`: the base plan's games against the same games under `rules` (the base plan with a
 * rule scenario's rules), alternating on `--workers` workers (default 1: the per-core figure).
 */
async function benchRules(args: BenchFlags, base: RunPlan, rules: RunPlan, io: CliIo): Promise<number> {
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
  if (args.json) printJson(io, result);
  else io.out(formatRulesBench(result));
  return 0;
}

