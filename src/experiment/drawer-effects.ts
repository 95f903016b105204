// The drawer rows of a balance check (drawer.ts has the sums and what they measure): each card's
// effect on its first drawer's win rate, per game, and relative to the other cards' mean, with
// Student's t on the games less one (the relative effect on the larger of its own and the
// permutation test's standard error, as doc-balance.ts reads the pool's).
import { MIN_DISCORDANT } from '../stats/small-samples.ts';
import type { DrawerSums } from './drawer.ts';
import { moveLevels, tEffect, untested, type AblationRow, type RelativeEffect } from './effects.ts';

/** Per card with a first drawer to follow (a card that is in the whole deck and set aside in its arm), its drawer row. */
export function drawerRows(s: DrawerSums, games: number, cards: readonly string[], followed: readonly boolean[]): AblationRow[] {
  const k = cards.length;
  const sumDd = s.dd.reduce((x, v) => x + v, 0);
  const out: AblationRow[] = [];
  cards.forEach((card, j) => {
    if (!followed[j]) return;
    const own = meanEffect(s.d[j], s.dd[j], s.dd[j], games, 0);
    // r_j = (K·d_j − D)/(K − 1): its sums from d_j's and D's.
    const r = (k * s.d[j] - s.D) / (k - 1);
    const rr = (k * k * s.dd[j] - 2 * k * s.dD[j] + s.DD) / ((k - 1) * (k - 1));
    const v = sumDd / k - s.DD / (k * k);
    const relative = meanEffect(r, rr, Math.ceil(rr), games, v > 0 ? (k * Math.sqrt(v)) / ((k - 1) * games) : 0);
    const { df: _df, ...absolute } = own;
    const row: AblationRow = { ...absolute, card, metric: 'drawer', subject: '', whole: s.drawn[j] / games, relative, flagged: false };
    moveLevels(own, row);
    out.push(row);
  });
  return out;
}

/** The mean of a per-game value from its sum and sum of squares over n games; untested when fewer than MIN_DISCORDANT games differ. */
function meanEffect(sum: number, squares: number, differ: number, n: number, floor: number): RelativeEffect {
  const mean = sum / n;
  const se = Math.max(floor, Math.sqrt(Math.max(0, squares - (sum * sum) / n) / (n * (n - 1))));
  if (differ === 0) return untested(mean, 100, 'no game differs');
  if (differ < MIN_DISCORDANT || !(se > 0) || n < 2) return untested(mean, 100, 'too few games');
  return tEffect(mean, se, n - 1, 100);
}
