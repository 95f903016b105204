// Where the search player overrules its rollout policy (issue 20): games of a plan played in this
// process, one after another, every search seat observed at each decision it searches. Per decision
// kind (a yes/no question by name): decisions searched, choices that differ from the policy's, the
// rate, and the search's mean estimate of what its own choice gains. Same plan, same rows.
import { stringify } from 'csv-stringify/sync';
import { NULL_LOG, decisionName, type Decision } from '../engine/index.ts';
import { searchStrategy } from '../../strategies/search.ts';
import type { RunPlan } from './plan.ts';
import { runGame, strategyMakerOf } from './run-game.ts';

export interface DisagreementRow {
  /** The decision kind; `yes-no:QUESTION` for a yes/no question. */
  kind: string;
  decisions: number;
  disagreements: number;
  rate: number;
  /** Mean over the disagreements of the rollouts' value of the search's choice less the policy's (0-1 scale); null with none. */
  meanGap: number | null;
}


/** Play games 0..games-1 of the plan; the rows, most disagreements first. `after` hears of each game played. */
export function disagreementsOf(plan: RunPlan, games: number, after: (done: number) => void = () => undefined): DisagreementRow[] {
  const seen = new Map<string, { decisions: number; disagreements: number; gap: number }>();
  const observe = (d: Decision, quick: number, pick: number, gap: number) => {
    const key = decisionName(d);
    const t = seen.get(key) ?? { decisions: 0, disagreements: 0, gap: 0 };
    t.decisions++;
    if (pick !== quick) {
      t.disagreements++;
      t.gap += gap;
    }
    seen.set(key, t);
  };
  const base = strategyMakerOf(plan);
  const make = (id: string) => (id === 'search' ? searchStrategy({ ...plan.search, observe }) : base(id));
  for (let i = 0; i < games; i++) {
    runGame(plan, i, NULL_LOG, make);
    after(i + 1);
  }
  return [...seen.entries()]
    .map(([kind, t]) => ({ kind, decisions: t.decisions, disagreements: t.disagreements, rate: t.disagreements / t.decisions, meanGap: t.disagreements > 0 ? t.gap / t.disagreements : null }))
    .sort((a, b) => b.disagreements - a.disagreements || b.decisions - a.decisions || (a.kind < b.kind ? -1 : 1));
}

/** disagreements.csv: `kind,decisions,disagreements,rate,mean_gain`. */
export function disagreementsCsv(rows: readonly DisagreementRow[]): string {
  const cells = rows.map((r) => [r.kind, String(r.decisions), String(r.disagreements), r.rate.toFixed(6), r.meanGap === null ? '' : r.meanGap.toFixed(6)]);
  return stringify(cells, { header: true, columns: ['kind', 'decisions', 'disagreements', 'rate', 'mean_gain'] });
}

/** The table printed: one line per kind. */
export function disagreementLines(rows: readonly DisagreementRow[]): string[] {
  const cells = [['decision kind', 'searched', 'differ', 'rate', 'mean gain'], ...rows.map((r) => [r.kind, String(r.decisions), String(r.disagreements), `${(r.rate * 100).toFixed(1)}%`, r.meanGap === null ? '–' : r.meanGap.toFixed(3)])];
  const widths = cells[0].map((_, i) => Math.max(...cells.map((c) => c[i].length)));
  return cells.map((c) => c.map((t, i) => (i === 0 ? t.padEnd(widths[i]) : t.padStart(widths[i]))).join('  ').trimEnd());
}
