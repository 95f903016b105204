// A card's effect on the seat that first drew it, from the ablation's arms (doc-balance,
// card-balance): with the card set aside (RunPlan.setAside) an arm plays every other card where the
// whole deck has it, so the arm and the whole deck play the same game up to the card's first draw,
// where the same seat draws it in one and the next card in the other. The two games' wins of that
// seat then differ by the card's doing alone: d_j = won(whole deck) − won(without card j), 0 in a
// game the card was never drawn, is its effect on its first drawer, per game. Its effect relative
// to the other cards' mean is (K·d_j − D)/(K − 1), D = Σ_k d_k, as the pool's (sums.ts). The sums
// here, integers merged in index order; the effects in drawerRows.
import type { GameRecord } from '../sim/run-game.ts';

/** Per pooled card j: Σd_j, Σd_j², Σd_j·D and the games it was drawn in; over the games ΣD and ΣD². */
export interface DrawerSums {
  d: number[];
  dd: number[];
  dD: number[];
  drawn: number[];
  D: number;
  DD: number;
}

/** What the batch needs: the whole deck's arm and, per pooled arm, the event whose seat marks its card's first drawer ('' for none). */
export interface DrawerTask {
  whole: number;
  events: string[];
}

export function emptyDrawer(cards: number): DrawerSums {
  const zeros = () => new Array<number>(cards).fill(0);
  return { d: zeros(), dd: zeros(), dD: zeros(), drawn: zeros(), D: 0, DD: 0 };
}

/** The seat whose events count each name (the card's first drawer), -1 where none does. */
export function firstDrawers(r: GameRecord, events: readonly string[]): number[] {
  return events.map((name) => (name === '' ? -1 : r.seats.findIndex((s) => (s.events?.[name] ?? 0) > 0)));
}

/** One game: the winners of every arm, the whole deck's first drawers of each pooled arm's card. */
export function addDrawerGame(s: DrawerSums, pool: readonly number[], whole: number, winners: readonly number[], drawers: readonly number[]): void {
  const d = pool.map((a, j) => (drawers[j] < 0 ? 0 : Number(winners[whole] === drawers[j]) - Number(winners[a] === drawers[j])));
  const D = d.reduce((x, v) => x + v, 0);
  d.forEach((v, j) => {
    s.d[j] += v;
    s.dd[j] += v * v;
    s.dD[j] += v * D;
    if (drawers[j] >= 0) s.drawn[j]++;
  });
  s.D += D;
  s.DD += D * D;
}

export function mergeDrawer(a: DrawerSums, b: DrawerSums): void {
  for (const k of ['d', 'dd', 'dD', 'drawn'] as const) b[k].forEach((v, j) => (a[k][j] += v));
  a.D += b.D;
  a.DD += b.DD;
}
