// The work of one batch of any experiment: games [start, end), each played once per arm on the
// same game seed (so the same deal and deck orders), handed to the task's metric (metric.ts) as it
// is played. Runs in the pool's workers from the compiled bundle (worker.ts), or in this thread.
import { NULL_LOG } from '../engine/index.ts';
import { failIfInjected, failureOf, injectedFailure, type BatchFailure } from '../sim/failure.ts';
import type { RunPlan } from '../sim/plan.ts';
import { replayFresh, runGame, strategyMakerOf, type GameRecord } from '../sim/run-game.ts';
import type { ArmWatch } from './metric.ts';
import { FAN_THREW } from '../rules/fan-api.ts';
import { FanModuleError, WatchdogTimeout, watchdogMs, withinBudget } from '../rules/fan-guard.ts';
import { metricOf, type BatchOf, type MetricId, type ParamsOf } from './metric-registry.ts';

/** The arms of an experiment and what it measures: everything a batch needs but its range. */
export interface ArmsSpec<K extends MetricId = MetricId> {
  /** Each arm's plan (a rule set and seating); every arm plays the same game indices. */
  arms: RunPlan[];
  metric: K;
  params: ParamsOf<K>;
}

export interface ArmsTask<K extends MetricId = MetricId> extends ArmsSpec<K> {
  start: number;
  end: number;
}

export interface ArmsResult<K extends MetricId = MetricId> {
  start: number;
  end: number;
  sums: BatchOf<K>;
  failure: BatchFailure | null;
}

/** Play the batch; a game that throws ends it with `failure` set (its sums are then partial). */
export function playArmsBatch<K extends MetricId>(task: ArmsTask<K>): ArmsResult<K> {
  const fold = metricOf(task.metric).fold(task.arms, task.params);
  const watches = task.arms.map((plan, a) => {
    const w = fold.watch?.(a) ?? null;
    return { make: w?.make ?? strategyMakerOf(plan), watch: w };
  });
  const failAt = injectedFailure();
  // A failure names its arm when there are several (none when the metric failed folding the game).
  const label = (a: number) => (task.arms.length > 1 && a < task.arms.length ? `arm ${a + 1}: ` : '');
  // Each arm's record of the batch's last game, which the determinism check plays again.
  const last: GameRecord[] = [];
  let i = task.start;
  let a = 0;
  const playOne = (): void => {
    for (a = 0; a < task.arms.length; a++) {
      failIfInjected(i, failAt);
      const record = runGame(task.arms[a], i, NULL_LOG, watches[a].make, watches[a].watch);
      if (i === task.end - 1) last[a] = record;
      fold.add(a, record);
    }
    fold.endGame?.();
  };
  // House-rule modules (fan-guard.ts) play under the watchdog, in chunks of a quarter of its budget
  // (one vm timeout, a thread's start, per chunk): each game gets at least the budget before it is cut.
  const budget = task.arms.some(hasModules) ? watchdogMs() : 0;
  const playChunk = (): void => {
    const until = performance.now() + budget / 4;
    do {
      playOne();
      i++;
    } while (i < task.end && performance.now() < until);
  };
  try {
    while (i < task.end) {
      if (budget === 0) {
        playOne();
        i++;
      } else withinBudget(budget + budget / 4, playChunk);
    }
    i = task.end - 1;
    const check = budget > 0 && Math.floor((task.end - 1) / CHECK_EVERY) * CHECK_EVERY >= task.start;
    for (a = 0; a < task.arms.length && check; a++) {
      if (hasModules(task.arms[a]) && watches[a].watch?.make === undefined) checkReplay(task.arms[a], i, watches[a].watch, last[a]);
    }
  } catch (err) {
    const plan = task.arms[a] ?? task.arms[0];
    const message = hasModules(plan) ? moduleFailure(plan, i, watches[a]?.watch ?? null, err) : err;
    return { start: task.start, end: task.end, sums: fold.result(), failure: failureOf(plan.seed, i, message, label(a)) };
  }
  return { start: task.start, end: task.end, sums: fold.result(), failure: null };
}

function hasModules(plan: RunPlan): boolean {
  return (plan.modules?.length ?? 0) > 0;
}

/** `the house-rule module ./a.ts` (or `modules ./a.ts, ./b.ts`): the plan's, for a fault no one module's code was running in. */
function modulesText(plan: RunPlan): string {
  const files = (plan.modules ?? []).map((m) => m.file);
  return `${FAN_THREW}${files.length > 1 ? 's' : ''} ${files.join(', ')}`;
}

/**
 * The batches the determinism check samples: those that hold a multiple of this index (game 0, 400,
 * ...), one in four at the default size. A check costs some three games (the module evaluated again,
 * its rule set built, a new Game): every batch's cost 3% of a run of fan-deck, one in four's under 1%.
 */
const CHECK_EVERY = 400;

/**
 * The determinism check: game `i`, played in this thread after the batch's other games, played
 * again on the modules evaluated afresh (as another worker or `trace` plays it) must give the same
 * record, or a module keeps something between games.
 */
function checkReplay(plan: RunPlan, i: number, watch: ArmWatch | null, played: GameRecord): void {
  const again = withinBudget(watchdogMs(), () => replayFresh(plan, i, strategyMakerOf(plan), watch?.splitDice ?? true));
  if (JSON.stringify(again) === JSON.stringify(played)) return;
  throw new ReplayDiffers(`${modulesText(plan)} made this game play differently when it was played again on a fresh copy of the module (as another worker count or trace plays it): it ${KEEPS}`);
}

/** The determinism check's finding (a FanModuleError that moduleFailure does not play again). */
class ReplayDiffers extends FanModuleError {}

const KEEPS = 'keeps something between games (a variable outside its fanState, a game object from an earlier game, or a random source or clock of its own); keep a game\'s values in a fanState';

/**
 * The one line for a game of a plan with house-rule modules that failed with `err`: the watchdog's,
 * naming the module that was running; or, for a module's own throw, the throw if the game played
 * alone (as `trace` replays it) throws the same, else that the module keeps something between games.
 */
function moduleFailure(plan: RunPlan, i: number, watch: ArmWatch | null, err: unknown): unknown {
  if (err instanceof WatchdogTimeout) return err.lineFor((plan.modules ?? []).map((m) => m.file));
  // A metric's own games (worth's arms) name theirs first: the plan's game played again would not be theirs.
  if (!(err instanceof FanModuleError) || err instanceof ReplayDiffers || !err.message.startsWith(FAN_THREW) || watch?.make !== undefined) return err;
  let alone: string | null = null;
  try {
    withinBudget(watchdogMs(), () => replayFresh(plan, i, strategyMakerOf(plan), watch?.splitDice ?? true));
  } catch (again) {
    alone = again instanceof Error ? again.message : String(again);
  }
  if (alone === err.message) return err;
  const played = alone === null ? 'does not fail' : `fails otherwise (${alone})`;
  return `${err.message}; but played alone, as trace plays it, the game ${played}: ${modulesText(plan)} ${KEEPS}`;
}
