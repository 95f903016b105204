// A card's effect on its first drawer (src/experiment/drawer.ts, drawer-effects.ts), worked by hand:
// per game the first drawer's win with the whole deck less his win without the card, 0 where the
// card was not drawn; relative to the other cards' mean on the larger of its own and the permutation
// standard error; and the first drawer read from a record's seat events.
import { describe, expect, it } from 'vitest';
import { addDrawerGame, emptyDrawer, firstDrawers } from '../../src/experiment/drawer.ts';
import { drawerRows } from '../../src/experiment/drawer-effects.ts';
import type { GameRecord } from '../../src/sim/run-game.ts';
import { studentQuantile95 } from '../../src/stats/small-samples.ts';

/** Per game: the winners of arms 0-5 (1 the whole deck, 3-5 without cards a, b, c) and the whole deck's first drawers of a, b, c. */
const GAMES: [number[], number[]][] = [
  [[-1, 0, -1, 1, 0, 0], [0, 2, -1]], // d = 1, 0, 0
  [[-1, 2, -1, 2, 1, 2], [1, 2, 2]], //  d = 0, 1, 0
  [[-1, 3, -1, 3, 3, 1], [3, 0, 1]], //  d = 0, 0, -1
  [[-1, 0, -1, 2, 0, 0], [0, 0, 0]], //  d = 1, 0, 0
];

describe('the first drawer\'s win', () => {
  const s = emptyDrawer(3);
  for (let k = 0; k < 3; k++) for (const [winners, drawers] of GAMES) addDrawerGame(s, [3, 4, 5], 1, winners, drawers);
  const rows = drawerRows(s, 12, ['a', 'b', 'c'], [true, true, true]);

  it('sums each card\'s difference in its first drawer\'s win', () => {
    expect(s).toEqual({ d: [6, 3, -3], dd: [6, 3, 3], dD: [6, 3, 3], drawn: [12, 12, 9], D: 6, DD: 12 });
  });

  it('gives the effect per game with Student\'s t on the games less one', () => {
    const a = rows[0];
    // Mean 6/12; se sqrt((6 - 36/12) / (12 · 11)).
    expect(a.effect).toBeCloseTo(0.5, 12);
    expect(a.low).toBeCloseTo(0.5 - studentQuantile95(11) * Math.sqrt(3 / 132), 12);
    expect(a.scaled).toBeCloseTo(50, 12);
    expect(a.whole).toBe(1);
    // b differs in 3 games only: too few for a test.
    expect(rows[1].note).toBe('too few games');
  });

  it('gives the effect relative to the other cards\' mean on the permutation standard error when larger', () => {
    // r = (3·d_a - D)/2: Σr = (18 - 6)/2 = 6, Σr² = (9·6 - 2·3·6 + 12)/4 = 7.5: own se sqrt((7.5 - 3)/132);
    // permutation: v = (6 + 3 + 3)/3 - 12/9 = 8/3, se 3·sqrt(8/3)/(2·12), the larger.
    const v = rows[0].relative;
    expect(v.effect).toBeCloseTo(0.5, 12);
    const se = (3 * Math.sqrt(8 / 3)) / 24;
    expect(se).toBeGreaterThan(Math.sqrt(4.5 / 132));
    expect(v.high).toBeCloseTo(0.5 + studentQuantile95(11) * se, 12);
  });

  it('finds each card\'s first drawer among the seats\' events, -1 where none drew it or none is followed', () => {
    const seat = (events?: Record<string, number>) => ({ events }) as GameRecord['seats'][number];
    const r = { seats: [seat(), seat({ 'fan.fan-x.first-drawn': 1 }), seat({ 'fan.fan-y.drawn': 2 })] } as GameRecord;
    expect(firstDrawers(r, ['fan.fan-x.first-drawn', 'fan.fan-z.first-drawn', ''])).toEqual([1, -1, -1]);
  });
});
