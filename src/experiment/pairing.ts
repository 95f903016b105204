// The pairing table: games 0..N-1 of two plans on the same game seeds (the two arms of an
// experiment measuring pairing-metric.ts), and for each metric how much pairing by game shrinks the
// variance of the difference (src/stats/paired.ts). Measures what the per-seat, per-purpose dice
// streams (src/sim/seeds.ts) buy; `talisman-sim pairing` prints it, `talisman-sim plan --pilot`
// reads it.
import { pairedVarianceRatio } from '../stats/paired.ts';
import type { RunPlan } from '../sim/plan.ts';
import type { PairingValues } from './pairing-metric.ts';
import { measureArms, type MeasureOptions } from './run.ts';

export interface PairingRow {
  metric: 'rounds' | 'seat-win' | 'character-win';
  /** The seat index or character id ('' for rounds). */
  subject: string;
  /** Games in the metric (for a character: the games in which some seat was dealt it). */
  games: number;
  /** var(A − B) / (var(A) + var(B)); 1 = pairing gains nothing. */
  ratio: number;
}

/** Play games 0..games-1 of both plans (same seeds) and tabulate the pairing ratios. */
export async function pairingRatios(a: RunPlan, b: RunPlan, games: number, splitDice = true, o: Omit<MeasureOptions, 'signal'> = { batch: 100 }): Promise<PairingRow[]> {
  // No signal stops it: it plays every game.
  const v = (await measureArms({ arms: [a, b], metric: 'pairing', params: { splitDice } }, games, o)) as PairingValues;
  const rows: PairingRow[] = [{ metric: 'rounds', subject: '', games, ratio: pairedVarianceRatio(v.rounds[0], v.rounds[1]) }];
  for (const [k, x] of Object.entries(v.seats).sort((p, q) => Number(p[0]) - Number(q[0]))) rows.push({ metric: 'seat-win', subject: k, games: x[0].length, ratio: pairedVarianceRatio(x[0], x[1]) });
  for (const [k, x] of Object.entries(v.characters).sort((p, q) => p[0].localeCompare(q[0]))) rows.push({ metric: 'character-win', subject: k, games: x[0].length, ratio: pairedVarianceRatio(x[0], x[1]) });
  return rows;
}

/** The table as printed lines. */
export function pairingLines(rows: readonly PairingRow[]): string[] {
  const lines = ['metric         subject       games   var(A-B)/(varA+varB)'];
  for (const r of rows) lines.push(`${r.metric.padEnd(14)} ${r.subject.padEnd(12)} ${String(r.games).padStart(6)}   ${Number.isNaN(r.ratio) ? 'n/a' : r.ratio.toFixed(3)}`);
  return lines;
}
