// The work of one batch of any experiment: games [start, end), each played once per arm on the
// same game seed (so the same deal and deck orders), handed to the task's metric (metric.ts) as it
// is played. Runs in the pool's workers from the compiled bundle (worker.ts), or in this thread.
import { NULL_LOG } from '../engine/index.ts';
import { failIfInjected, failureOf, injectedFailure, type BatchFailure } from '../sim/failure.ts';
import type { RunPlan } from '../sim/plan.ts';
import { runGame, strategyMakerOf } from '../sim/run-game.ts';
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
  for (let i = task.start; i < task.end; i++) {
    let a = 0;
    try {
      for (; a < task.arms.length; a++) {
        failIfInjected(i, failAt);
        fold.add(a, runGame(task.arms[a], i, NULL_LOG, watches[a].make, watches[a].watch));
      }
      fold.endGame?.();
    } catch (err) {
      return { start: task.start, end: task.end, sums: fold.result(), failure: failureOf((task.arms[a] ?? task.arms[0]).seed, i, err, label(a)) };
    }
  }
  return { start: task.start, end: task.end, sums: fold.result(), failure: null };
}
