// Where the search player overrules its rollout policy (issue 20): the plan's games as an experiment
// of one arm measuring disagreements-metric.ts, every search seat observed at each decision it
// searches. Per decision kind (a yes/no question by name): decisions searched, choices that differ
// from the policy's, the rate, and the search's mean estimate of what its own choice gains. Same
// plan, same rows, whatever the worker count.
import { stringify } from 'csv-stringify/sync';
import type { RunPlan } from '../sim/plan.ts';
import type { DisagreementTally } from './disagreements-metric.ts';
import { measureArms, type MeasureOptions } from './run.ts';

export interface DisagreementRow {
  /** The decision kind; `yes-no:QUESTION` for a yes/no question. */
  kind: string;
  decisions: number;
  disagreements: number;
  rate: number;
  /** Mean over the disagreements of the rollouts' value of the search's choice less the policy's (0-1 scale); null with none. */
  meanGap: number | null;
}

/**
 * Play games 0..games-1 of the plan; the rows, most disagreements first (null when `o.signal`
 * stopped it). `o.onProgress` hears of each batch merged.
 */
export async function disagreementsOf(plan: RunPlan, games: number, o: MeasureOptions): Promise<DisagreementRow[] | null> {
  const seen = await measureArms({ arms: [plan], metric: 'disagreements', params: null }, games, o);
  return seen && rowsOf(seen);
}

/** The tally as rows, most disagreements first; each mean gain summed in game order. */
export function rowsOf(seen: DisagreementTally): DisagreementRow[] {
  return Object.entries(seen)
    .map(([kind, t]) => ({ kind, decisions: t.decisions, disagreements: t.disagreements, rate: t.disagreements / t.decisions, meanGap: t.disagreements > 0 ? t.gains.reduce((s, g) => s + g, 0) / t.disagreements : null }))
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
