// compare's metric (and doc-balance's and card-balance's): each game's per-metric values of every arm
// (metrics.ts: characters dealt and played, seats, strategies, rounds, end reasons) folded at once
// into the paired sums (sums.ts) of each arm against its base, optionally one arm's event counts
// (events.ts) and a pool of arms.
import { characterIdsOfPlans } from '../content/plan-content.ts';
import type { RunPlan } from '../sim/plan.ts';
import { addRecordEvents, emptyEventSums } from './events.ts';
import type { Metric } from './metric.ts';
import { gameValues, layoutOf, type Layout } from './metrics.ts';
import { addGame, emptySums, mergeSums, type ExperimentSums } from './sums.ts';

export interface PairedParams {
  /** Every strategy any arm seats, in the layout's order. */
  strategies: string[];
  /** Per arm, the arm it is paired with (an earlier one); absent: every arm against arm 0. */
  bases?: number[];
  /** Sum this arm's event counts (events.ts); absent: none. */
  eventsOf?: number;
  /** Pool these arms (sums.ts, PoolSums); absent: none. */
  pool?: number[];
}

/** The layout of the arms' metrics (the arms share the player count). */
export function pairedLayout(arms: readonly RunPlan[], strategies: readonly string[]): Layout {
  return layoutOf(characterIdsOfPlans(arms), arms[0].seats.length, strategies);
}

export const PAIRED_METRIC: Metric<ExperimentSums, ExperimentSums, PairedParams> = {
  fold(arms, p) {
    const layout = pairedLayout(arms, p.strategies);
    const m = layout.metrics.length;
    const sums = emptySums(arms.length, m, p.pool);
    if (p.eventsOf !== undefined) sums.events = emptyEventSums(p.eventsOf);
    const ys = arms.map(() => new Int32Array(m));
    const zs = arms.map(() => new Int32Array(m));
    const rounds = arms.map(() => 0);
    return {
      add(a, r) {
        gameValues(layout, r, ys[a], zs[a]);
        rounds[a] = r.rounds;
        if (a === p.eventsOf && sums.events) addRecordEvents(sums.events, r);
      },
      endGame: () => addGame(sums, ys, zs, rounds, p.bases),
      result: () => sums,
    };
  },
  empty: (arms, p) => emptySums(arms.length, pairedLayout(arms, p.strategies).metrics.length, p.pool),
  merge: (total, batch) => void mergeSums(total, batch),
};
