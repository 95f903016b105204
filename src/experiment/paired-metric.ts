// compare's metric (and doc-balance's and card-balance's): each game's per-metric values of every arm
// (metrics.ts: characters dealt and played, seats, strategies, rounds, end reasons) folded at once
// into the paired sums (sums.ts) of each arm against its base, optionally one arm's event counts
// (events.ts), a pool of arms, the factorial design's regression (factorial-sums.ts) and the pooled
// cards' first drawers (drawer.ts).
import { characterIdsOfPlans } from '../content/plan-content.ts';
import type { RunPlan } from '../sim/plan.ts';
import { addRecordEvents, emptyEventSums } from './events.ts';
import { addDrawerGame, emptyDrawer, firstDrawers, type DrawerTask } from './drawer.ts';
import { addFactorialGame, emptyFactorial, factorialMetrics, keptHalf } from './factorial-sums.ts';
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
  /** The factorial design's cards: regress the two arms' difference on them (factorial.ts); absent: none. */
  factorial?: number;
  /** Follow each pooled arm's card to its first drawer (drawer.ts); absent: none. */
  drawer?: DrawerTask;
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
    if (p.factorial !== undefined) sums.factorial = emptyFactorial(p.factorial, factorialMetrics(layout.metrics));
    if (p.drawer && p.pool) sums.drawer = emptyDrawer(p.pool.length);
    const ys = arms.map(() => new Int32Array(m));
    const zs = arms.map(() => new Int32Array(m));
    const rounds = arms.map(() => 0);
    const winners = arms.map(() => -1);
    let drawers: number[] = [];
    let index = 0;
    return {
      add(a, r) {
        gameValues(layout, r, ys[a], zs[a]);
        rounds[a] = r.rounds;
        winners[a] = r.winner;
        index = r.index;
        if (a === p.drawer?.whole) drawers = firstDrawers(r, p.drawer.events);
        if (a === p.eventsOf && sums.events) addRecordEvents(sums.events, r);
      },
      endGame() {
        addGame(sums, ys, zs, rounds, p.bases);
        if (sums.factorial) addFactorialGame(sums.factorial, ys, zs, keptHalf(arms[0], index));
        if (sums.drawer && p.drawer && p.pool) addDrawerGame(sums.drawer, p.pool, p.drawer.whole, winners, drawers);
      },
      result: () => sums,
    };
  },
  empty: (arms, p) => emptySums(arms.length, pairedLayout(arms, p.strategies).metrics.length, p.pool),
  merge: (total, batch) => void mergeSums(total, batch),
};
