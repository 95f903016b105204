// The work of one experiment batch: games [start, end), each played once per arm on the same game
// seed (so the same deal and deck orders), folded at once into the batch's sums. Runs in the pool's
// workers from the compiled bundle (src/sim/worker.ts re-exports it), or in this thread.
import { characterIdsOfPlans } from '../content/plan-content.ts';
import type { RunPlan } from '../sim/plan.ts';
import { runGame } from '../sim/run-game.ts';
import { failIfInjected, failureOf, injectedFailure, type BatchFailure } from '../sim/failure.ts';
import { addRecordEvents, emptyEventSums } from './events.ts';
import { addDrawerGame, emptyDrawer, firstDrawers, type DrawerTask } from './drawer.ts';
import { addFactorialGame, emptyFactorial, factorialMetrics, keptHalf } from './factorial-sums.ts';
import { gameValues, layoutOf } from './metrics.ts';
import { addGame, emptySums, type ExperimentSums } from './sums.ts';

export interface ExperimentTask {
  /** The arms' plans, baseline first; they share seed and seats. */
  arms: RunPlan[];
  /** Every strategy any arm seats, in the layout's order. */
  strategies: string[];
  start: number;
  end: number;
  /** Per arm, the arm it is paired with (an earlier one); absent: every arm against arm 0. */
  bases?: number[];
  /** Sum this arm's event counts (experiment/events.ts); absent: none. */
  eventsOf?: number;
  /** Pool these arms (experiment/sums.ts, PoolSums); absent: none. */
  pool?: number[];
  /** The factorial design's cards: regress the two arms' difference on them (experiment/factorial.ts); absent: none. */
  factorial?: number;
  /** Follow each pooled arm's card to its first drawer (experiment/drawer.ts); absent: none. */
  drawer?: DrawerTask;
}

export interface ExperimentResult {
  start: number;
  end: number;
  sums: ExperimentSums;
  failure: BatchFailure | null;
}

/** Play the batch; a game that throws ends it with `failure` set. */
export function playExperimentBatch(task: ExperimentTask): ExperimentResult {
  const layout = layoutOf(characterIdsOfPlans(task.arms), task.arms[0].seats.length, task.strategies);
  const m = layout.metrics.length;
  const sums = emptySums(task.arms.length, m, task.pool);
  const ys = task.arms.map(() => new Int32Array(m));
  const zs = task.arms.map(() => new Int32Array(m));
  const rounds = task.arms.map(() => 0);
  const winners = task.arms.map(() => -1);
  let drawers: number[] = [];
  const failAt = injectedFailure();
  if (task.eventsOf !== undefined) sums.events = emptyEventSums(task.eventsOf);
  if (task.factorial !== undefined) sums.factorial = emptyFactorial(task.factorial, factorialMetrics(layout.metrics));
  if (task.drawer && task.pool) sums.drawer = emptyDrawer(task.pool.length);
  for (let i = task.start; i < task.end; i++) {
    for (let a = 0; a < task.arms.length; a++) {
      try {
        failIfInjected(i, failAt);
        const r = runGame(task.arms[a], i);
        gameValues(layout, r, ys[a], zs[a]);
        rounds[a] = r.rounds;
        winners[a] = r.winner;
        if (a === task.drawer?.whole) drawers = firstDrawers(r, task.drawer.events);
        if (a === task.eventsOf && sums.events) addRecordEvents(sums.events, r);
      } catch (err) {
        return { start: task.start, end: task.end, sums, failure: failureOf(task.arms[a].seed, i, err, `arm ${a + 1}: `) };
      }
    }
    addGame(sums, ys, zs, rounds, task.bases);
    if (sums.factorial) addFactorialGame(sums.factorial, ys, zs, keptHalf(task.arms[0], i));
    if (sums.drawer && task.drawer && task.pool) addDrawerGame(sums.drawer, task.pool, task.drawer.whole, winners, drawers);
  }
  return { start: task.start, end: task.end, sums, failure: null };
}
