// `talisman-sim trace`, loaded by main.ts: plays one game of the scenario in this thread and prints
// its narrative log, then the result (--json: the game's record and the log).
import { EXIT_INTERNAL, loadSim, messageOf, printJson, resolvePlan, type CliIo, type PlanFlags } from './io.ts';
import { NON_NEGATIVE_INT, checkFlag } from '../scenario/validate.ts';
import { FAN_THREW } from '../rules/fan-api.ts';
import { WatchdogTimeout, watchdogMs, withinBudget } from '../rules/fan-guard.ts';
import { sourceStack } from '../sim/source-stack.ts';

/** The flags of `trace` (main.ts declares them). */
export interface TraceFlags extends PlanFlags {
  game: string;
  json: boolean;
}

/** `trace`: the log of game --game, then one line with its result. */
export async function traceCommand(args: TraceFlags, io: CliIo): Promise<number> {
  const sim = await loadSim();
  const plan = resolvePlan(args, sim.ids);
  const game = checkFlag('game', args.game, NON_NEGATIVE_INT);
  const log = new sim.TextLog();
  try {
    // A game of house-rule modules plays under their watchdog (src/rules/fan-guard.ts), as in a run.
    const record = plan.modules?.length ? withinBudget(watchdogMs(), () => sim.runGame(plan, game, log)) : sim.runGame(plan, game, log);
    if (args.json) {
      printJson(io, { record, log: log.lines });
      return 0;
    }
    for (const line of log.lines) io.out(line);
    io.out(record.winner >= 0
      ? `result: seat ${record.winner} (${record.winnerCharacter}, ${record.winnerStrategy}) wins by ${record.endReason} in round ${record.rounds} (turn ${record.turns})`
      : `result: no winner (${record.endReason}) after ${record.rounds} rounds (${record.turns} turns)`);
    return 0;
  } catch (err) {
    if (args.json) printJson(io, { game, error: messageOf(err), log: log.lines });
    else for (const line of log.lines) io.out(line);
    // A house-rule module's throw is the module's: its message names the file; the log above shows the game up to it.
    if (err instanceof WatchdogTimeout) err = err.lineFor((plan.modules ?? []).map((m) => m.file));
    if (messageOf(err).startsWith(FAN_THREW) || messageOf(err).startsWith('the game ran past')) {
      io.err(`talisman-sim: game ${game}: ${messageOf(err)}`);
      return EXIT_INTERNAL;
    }
    io.err(`talisman-sim: internal error in game ${game}: ${messageOf(err)}`);
    if (err instanceof Error && err.stack) io.err(sourceStack(err.stack));
    return EXIT_INTERNAL;
  }
}
