// The factorial design of the card checks (card-balance and doc-balance under --design factorial):
// two arms on the same game seeds, the first with a random half of the cards in its deck (each card
// by a fair coin drawn from the game's seed: sim/set-aside.ts), the second with the other half, so
// that every card is in exactly one of the two games of each seed. The difference of the two games,
// Δy = Σ_k δ_k·x_k + ε with x_k = +1 when card k was in the first game's deck and −1 when it was in
// the second's, is regressed on x: one fit gives every card's effect δ_k (in the deck against out of
// it) from the same games. A random balance design with its foldover (F. E. Satterthwaite, "Random
// balance experimentation", Technometrics 1, 1959; G. E. P. Box, J. S. Hunter and W. G. Hunter,
// Statistics for Experimenters, 2nd ed., 2005, ch. 6: the foldover frees the main effects of the
// two-card interactions). The sums here; the findings in factorialRows.
import type { SetAsideEntry } from '../sim/plan.ts';
import { contrast, leastSquares } from '../stats/regression.ts';
import { experimentOf, type Arm, type Experiment } from './arms.ts';
import { moveLevels, scaleOf, tEffect, untested, type AblationRow, type RelativeEffect } from './effects.ts';
import type { FactorialSums } from './factorial-sums.ts';
import type { MetricDef } from './metrics.ts';
import { armSums, type ExperimentSums } from './sums.ts';

/** The factorial's two arms' names: the first half of the cards, the other half. */
export const HALF_ARMS = ['one half', 'the other half'] as const;

/**
 * The two arms: the scenario's plan (`plan(base)` gives each arm's deck) with a random half of the
 * entries in (`fixed` ids set aside in both), then the other half.
 */
export function factorialExperiment(base: Arm, entries: readonly SetAsideEntry[], fixed: readonly string[], games: number): Experiment {
  const arm = (name: string, complement: boolean): Arm => ({ name, file: base.file, plan: { ...base.plan, setAside: { ids: fixed, half: { entries, complement } } } });
  const x = experimentOf([arm(HALF_ARMS[0], false), arm(HALF_ARMS[1], true)], games);
  return { ...x, factorial: entries.length };
}

/**
 * Every card's effect on each metric regressed: δ_k, in the deck against out of it (for a win rate,
 * per game dealing the character: the regression over every game divided by the share of games
 * dealing it), and its effect relative to the other cards' mean, δ_k − mean of the others, each with
 * the fit's standard error (σ²(X'X)⁻¹, the game as the unit) and Student's t on the games at stake
 * less the cards. Rows in doc-balance's shape, the whole deck's value read as both arms' mean.
 */
export function factorialRows(sums: ExperimentSums, defs: readonly MetricDef[], cards: readonly string[]): AblationRow[] {
  const f = sums.factorial as FactorialSums;
  const k = cards.length;
  const out: AblationRow[] = [];
  f.metrics.forEach((m, q) => {
    const def = defs[m];
    const a = armSums(sums, 0, m);
    const b = armSums(sums, 1, m);
    const whole = a.z + b.z === 0 ? 0 : (a.y + b.y) / (a.z + b.z);
    const share = f.z[q] / sums.games;
    const fit = share > 0 ? leastSquares(f.xx, f.xy[q], f.yy[q], sums.games) : null;
    const scale = scaleOf(def.metric, whole);
    cards.forEach((card, j) => {
      const effect = (c: number[]): RelativeEffect => {
        if (fit === null) return untested(0, scale, f.z[q] === 0 ? 'no game differs' : 'too few games');
        const e = contrast(fit, c);
        if (!(e.se > 0)) return untested(e.d / share, scale, 'no game differs');
        return tEffect(e.d / share, e.se / share, Math.max(1, f.z[q] - k), scale);
      };
      const own = effect(cards.map((_, i) => (i === j ? 1 : 0)));
      const relative = effect(cards.map((_, i) => (i === j ? 1 : -1 / (k - 1))));
      const { df: _df, ...fields } = own;
      const row: AblationRow = { ...fields, card, metric: def.metric as AblationRow['metric'], subject: def.subject, whole, relative, flagged: false };
      moveLevels(own, row);
      out.push(row);
    });
  });
  return out;
}
