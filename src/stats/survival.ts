// Kaplan-Meier estimate of "the game is still running after round r". A game that reached the
// round cap (a timeout) has not ended when we stop watching: it is censored at its last round, not
// counted as ending there. The report writes the curve to survival.csv and draws it.
import type { Histogram } from './histogram.ts';

export interface SurvivalRow {
  round: number;
  /** Games still running when this round started (ended or censored at this round or later). */
  atRisk: number;
  /** Games that ended in this round. */
  events: number;
  /** Games stopped at the cap in this round, still running. */
  censored: number;
  /** Estimated share of games still running after this round. */
  survival: number;
}

/**
 * The Kaplan-Meier product-limit curve, one row per round in which a game ended or was censored:
 * S(r) = prod over rounds t <= r of (1 - events(t) / atRisk(t)). A game censored in round t is
 * still at risk in round t (censoring comes after the round's endings, the usual convention).
 */
export function kaplanMeier(ended: Histogram, censored: Histogram): SurvivalRow[] {
  const rounds = [...new Set([...ended.keys(), ...censored.keys()])].sort((a, b) => a - b);
  let atRisk = 0;
  for (const n of ended.values()) atRisk += n;
  for (const n of censored.values()) atRisk += n;
  let survival = 1;
  const rows: SurvivalRow[] = [];
  for (const round of rounds) {
    const events = ended.get(round) ?? 0;
    const cut = censored.get(round) ?? 0;
    if (events + cut === 0) continue;
    survival *= 1 - events / atRisk;
    rows.push({ round, atRisk, events, censored: cut, survival });
    atRisk -= events + cut;
  }
  return rows;
}

/** The first round after which at most half the games are still running; null if never. */
export function medianSurvival(rows: readonly SurvivalRow[]): number | null {
  return rows.find((r) => r.survival <= 0.5)?.round ?? null;
}
