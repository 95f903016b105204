// disagreements' metric: every search seat observed at each decision it searches (issue 20), and
// every learned seat at each decision of two options or more against basic's choice, per
// decision kind (a yes/no question by name): decisions searched, choices that differ from the
// policy's, and each disagreement's estimated gain, kept in game order so that their sum is added
// in the same order whatever the batches (disagreements.ts turns the tally into its table).
import { decisionName, type Decision } from '../engine/index.ts';
import { searchStrategy } from '../../strategies/search.ts';
import { policyStrategy } from '../../strategies/learned/policy.ts';
import { strategyMakerOf } from '../sim/run-game.ts';
import type { Metric } from './metric.ts';

export interface KindTally {
  decisions: number;
  disagreements: number;
  /** The rollouts' value of the search's choice less the policy's, per disagreement, in game order. */
  gains: number[];
}

/** By decision kind; `yes-no:QUESTION` for a yes/no question. */
export type DisagreementTally = Record<string, KindTally>;

function tallyOf(to: DisagreementTally, kind: string): KindTally {
  return (to[kind] ??= { decisions: 0, disagreements: 0, gains: [] });
}

export const DISAGREEMENTS_METRIC: Metric<DisagreementTally, DisagreementTally, null> = {
  fold(arms) {
    const seen: DisagreementTally = {};
    const observe = (d: Decision, quick: number, pick: number, gap: number) => {
      const t = tallyOf(seen, decisionName(d));
      t.decisions++;
      if (pick === quick) return;
      t.disagreements++;
      t.gains.push(gap);
    };
    return {
      watch(a) {
        const plan = arms[a];
        const base = strategyMakerOf(plan);
        return { make: (id) => (id === 'search' ? searchStrategy({ ...plan.search, observe }) : id === 'learned' && !plan.models ? policyStrategy(undefined, observe) : base(id)) };
      },
      add: () => undefined,
      result: () => seen,
    };
  },
  empty: () => ({}),
  merge(total, batch) {
    for (const [kind, b] of Object.entries(batch)) {
      const t = tallyOf(total, kind);
      t.decisions += b.decisions;
      t.disagreements += b.disagreements;
      for (const g of b.gains) t.gains.push(g);
    }
  },
};
