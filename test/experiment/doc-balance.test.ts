// doc-balance's relative effect (a card's effect minus the mean card's), worked by hand on three games
// of six arms (off, x1, x2, and the deck without each of three cards): the effect, its paired
// interval, that x1 drops out of it, and that the mean is over the ablation arms and nothing else.
import { describe, expect, it } from 'vitest';
import type { Arm, Experiment } from '../../src/experiment/arms.ts';
import { docBalanceFindings, type AblationRow } from '../../src/experiment/doc-balance.ts';
import { emptyEventSums } from '../../src/experiment/events.ts';
import { layoutOf } from '../../src/experiment/metrics.ts';
import { addGame, emptySums } from '../../src/experiment/sums.ts';
import { Z95 } from '../../src/stats/intervals.ts';

const CHARACTERS = ['elf'];
const CARDS = ['a', 'b', 'c'];
const NAMES = ['doc=off', 'doc=x1', 'doc=x2', 'without a', 'without b', 'without c'];
const layout = layoutOf(CHARACTERS, 1, ['basic']);
const at = (metric: string) => layout.metrics.findIndex((d) => d.metric === metric && d.subject === (metric === 'character-dealt' ? 'elf' : ''));

/** Per arm (NAMES' order), per game: mean rounds, and whether the elf (dealt in games 1 and 3) won. */
const ROUNDS = [
  [50, 60, 70], // off: in no card's relative effect
  [10, 20, 30], // x1: the base of every absolute effect, in no relative one
  [90, 80, 40], // x2: in neither
  [12, 18, 27], // without a
  [9, 21, 33], //  without b
  [9, 15, 24], //  without c
];
const ELF_DEALT = [1, 0, 1];
const ELF_WON = [
  [1, 0, 1],
  [0, 0, 0],
  [1, 0, 1],
  [1, 0, 0],
  [0, 0, 1],
  [1, 0, 1],
];

function findings(rounds: number[][]): AblationRow[] {
  const m = layout.metrics.length;
  const sums = emptySums(NAMES.length, m, [3, 4, 5]);
  sums.events = emptyEventSums(1);
  for (let g = 0; g < 3; g++) {
    const ys = NAMES.map(() => new Int32Array(m));
    const zs = NAMES.map(() => new Int32Array(m));
    NAMES.forEach((_, a) => {
      ys[a][at('character-dealt')] = ELF_WON[a][g];
      zs[a][at('character-dealt')] = ELF_DEALT[g];
      ys[a][at('rounds')] = rounds[a][g];
      zs[a][at('rounds')] = 1;
      zs[a][at('timeout')] = 1;
    });
    addGame(sums, ys, zs, rounds.map((r) => r[g]), [0, 0, 0, 1, 1, 1]);
  }
  const arms = NAMES.map((name) => ({ name, file: '', plan: { seats: [{}] } }) as unknown as Arm);
  const x: Experiment = { arms, strategies: ['basic'], bases: [0, 0, 0, 1, 1, 1], eventsOf: 1, pool: [3, 4, 5] };
  return docBalanceFindings(x, sums, CHARACTERS, CARDS, 2).ablation;
}

const row = (rows: AblationRow[], card: string, metric: string) => rows.find((r) => r.card === card && r.metric === metric) as AblationRow;

describe('doc-balance relative effects', () => {
  const rows = findings(ROUNDS);

  it('gives a card\'s effect minus the mean card\'s, with its paired interval, on rounds', () => {
    // Per game, the mean of the decks without one card: (12+9+9)/3 = 10, (18+21+15)/3 = 18,
    // (27+33+24)/3 = 28. Less the deck without a (12, 18, 27): -2, 0, +1, mean -1/3 round.
    // Deviations -5/3, 1/3, 4/3: squares 25/9 + 1/9 + 16/9 = 14/3; variance 14/3 / 2 = 7/3;
    // standard error sqrt(7/3 / 3) = sqrt(7)/3. Scaled: percent of x1's 20 mean rounds (x 5).
    const a = row(rows, 'a', 'rounds');
    const se = Math.sqrt(7) / 3;
    expect(a.relative.effect).toBeCloseTo(-1 / 3, 12);
    expect(a.relative.low).toBeCloseTo(-1 / 3 - Z95 * se, 12);
    expect(a.relative.high).toBeCloseTo(-1 / 3 + Z95 * se, 12);
    expect(a.relative.scaled).toBeCloseTo(-5 / 3, 12);
    // Beside it the absolute effect: x1's 20 rounds minus the 19 without a.
    expect(a.effect).toBeCloseTo(1, 12);
    // b: 18 2/3 - 21 = -7/3; c: 18 2/3 - 16 = +8/3; the three sum to 0.
    expect(row(rows, 'b', 'rounds').relative.effect).toBeCloseTo(-7 / 3, 12);
    expect(row(rows, 'c', 'rounds').relative.effect).toBeCloseTo(8 / 3, 12);
  });

  it('reads a win rate as a ratio, the games the character was dealt as its denominator', () => {
    // The elf is dealt in games 1 and 3. Rates without a, b, c: 1/2, 1/2, 2/2; their mean 2/3;
    // a's relative effect 2/3 - 1/2 = +1/6 (16.7 points). Per game the pool's mean wins are 2/3, 0,
    // 2/3; the influences ((y_a - 1/2 z) - (mean y - 2/3 z)) / (2/3 dealt per game) are +3/4, 0,
    // -3/4: variance 9/8 / (3 * 2) = 3/16, standard error sqrt(3)/4.
    const a = row(rows, 'a', 'character-dealt');
    expect(a.relative.effect).toBeCloseTo(1 / 6, 12);
    expect(a.relative.high - a.relative.effect).toBeCloseTo(Z95 * Math.sqrt(3) / 4, 12);
    expect(a.relative.scaled).toBeCloseTo(100 / 6, 12);
  });

  it('leaves x1 out: moving x1 moves every absolute effect alike and no relative one', () => {
    const moved = findings(ROUNDS.map((r, i) => (i === 1 ? r.map((v) => v + 6) : r)));
    for (const card of CARDS) {
      const before = row(rows, card, 'rounds');
      const after = row(moved, card, 'rounds');
      expect(after.effect - before.effect, card).toBeCloseTo(6, 12);
      expect(after.relative.effect, card).toBeCloseTo(before.relative.effect, 12);
      expect(after.relative.low, card).toBeCloseTo(before.relative.low, 12);
    }
  });

  it('flags by the relative interval and Holm across the cards', () => {
    for (const r of rows) expect(r.flagged).toBe(r.relative.significant && (r.relative.scaledLow > 2 || r.relative.scaledHigh < -2));
    for (const r of rows) expect(r.relative.pHolm).toBeGreaterThanOrEqual(r.relative.p);
  });
});
