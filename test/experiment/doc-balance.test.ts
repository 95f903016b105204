// doc-balance's relative effect (a card's effect minus the other cards' mean), worked by hand on three
// games of six arms (off, x1, x2, and the deck without each of three cards): the effect, its paired
// interval (Student's t), that x1 drops out of it, that the mean is over the other ablation arms and
// nothing else, and that a win rate told apart in too few games has no interval.
import { describe, expect, it } from 'vitest';
import type { Arm, Experiment } from '../../src/experiment/arms.ts';
import { docBalanceFindings, type AblationRow, type DocBalanceFindings } from '../../src/experiment/doc-balance.ts';
import { emptyEventSums } from '../../src/experiment/events.ts';
import { layoutOf } from '../../src/experiment/metrics.ts';
import { addGame, emptySums } from '../../src/experiment/sums.ts';
import { studentQuantile, studentQuantile95, studentTwoSidedP } from '../../src/stats/small-samples.ts';

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

function outcome(rounds: number[][]): DocBalanceFindings {
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
  return docBalanceFindings(x, sums, CHARACTERS, CARDS, 2);
}

const findings = (rounds: number[][]): AblationRow[] => outcome(rounds).ablation;
const findingsDeckTested = () => outcome(ROUNDS).deck.filter((r) => r.p !== null).length;

const row = (rows: AblationRow[], card: string, metric: string) => rows.find((r) => r.card === card && r.metric === metric) as AblationRow;

describe('doc-balance relative effects', () => {
  const rows = findings(ROUNDS);

  it('gives a card\'s effect minus the other cards\' mean, with its paired t interval, on rounds', () => {
    // Per game, the mean of the decks without b and without c: (9+9)/2 = 9, (21+15)/2 = 18,
    // (33+24)/2 = 28.5. Less the deck without a (12, 18, 27): -3, 0, +1.5, mean -1/2 round.
    // Deviations -5/2, 1/2, 2: squares 25/4 + 1/4 + 4 = 21/2; variance 21/4; the card's own standard
    // error sqrt(21/4 / 3) = sqrt(7)/2. The permutation one: per game Y = 30, 54, 84; Σ_k Σy_k² =
    // 1197 + 1611 + 882 = 3690, ΣY² = 10872, v = 3690/3 - 10872/9 = 22, and K·sqrt(v) / ((K - 1) · 3
    // games) = sqrt(22)/2, the larger: t on 2 degrees of freedom on it, for interval and test alike.
    // Scaled: percent of x1's 20 mean rounds (x 5). (With the card in the mean, as before, it was 2/3 of this: -1/3.)
    const a = row(rows, 'a', 'rounds');
    const half = studentQuantile95(2) * Math.sqrt(22) / 2;
    expect(a.relative.p).toBeCloseTo(studentTwoSidedP(0.5 / (Math.sqrt(22) / 2), 2), 12);
    expect(a.relative.effect).toBeCloseTo(-1 / 2, 12);
    expect(a.relative.low).toBeCloseTo(-1 / 2 - half, 12);
    expect(a.relative.high).toBeCloseTo(-1 / 2 + half, 12);
    expect(a.relative.scaled).toBeCloseTo(-5 / 2, 12);
    // Beside it the absolute effect: x1's 20 rounds minus the 19 without a.
    expect(a.effect).toBeCloseTo(1, 12);
    // b: the others' mean 10.5, 16.5, 25.5 less 9, 21, 33: +1.5, -4.5, -7.5, mean -3.5;
    // c: the others' mean 10.5, 19.5, 30 less 9, 15, 24: mean +4. (Before: -7/3 and +8/3.)
    expect(row(rows, 'b', 'rounds').relative.effect).toBeCloseTo(-3.5, 12);
    expect(row(rows, 'c', 'rounds').relative.effect).toBeCloseTo(4, 12);
  });

  it('reads a win rate as a ratio, the games the character was dealt as its denominator; too few games give no interval', () => {
    // The elf is dealt in games 1 and 3. Rates without a, b, c: 1/2, 1/2, 2/2; the other two's mean
    // 3/4; a's relative effect 3/4 - 1/2 = +1/4 (25 points). Two games tell the arms apart, fewer than 6:
    // no interval, no p-value, not in the Holm family.
    const a = row(rows, 'a', 'character-dealt');
    expect(a.relative.effect).toBeCloseTo(1 / 4, 12);
    expect(a.relative.scaled).toBeCloseTo(25, 12);
    expect([a.relative.low, a.relative.high, a.relative.p, a.relative.pHolm, a.relative.note]).toEqual([null, null, null, null, 'too few games']);
  });

  it('leaves x1 out: moving x1 moves every absolute effect alike and no relative one', () => {
    const moved = findings(ROUNDS.map((r, i) => (i === 1 ? r.map((v) => v + 6) : r)));
    for (const card of CARDS) {
      const before = row(rows, card, 'rounds');
      const after = row(moved, card, 'rounds');
      expect(after.effect - before.effect, card).toBeCloseTo(6, 12);
      expect(after.relative.effect, card).toBeCloseTo(before.relative.effect, 12);
      expect(after.relative.low, card).toBeCloseTo(before.relative.low as number, 12);
    }
  });

  it('flags by the simultaneous relative interval and the report\'s Holm family', () => {
    for (const r of rows) expect(r.flagged).toBe(r.relative.significant && ((r.relative.simultaneousLow ?? 0) > 2 || (r.relative.simultaneousHigh ?? 0) < -2));
    for (const r of rows.filter((x) => x.relative.p !== null)) expect(r.relative.pHolm).toBeGreaterThanOrEqual(r.relative.p as number);
  });

  it('gives every tested effect a simultaneous interval at 5% over the family\'s size, wider than its own 95%', () => {
    const tested = rows.flatMap((r) => [r, r.relative]).filter((e) => e.p !== null);
    expect(tested.length).toBeGreaterThan(0);
    const a = row(rows, 'a', 'rounds').relative;
    // The family: the tested deck rows and effects; the same t on 2 df, at 5% over its size.
    const m = tested.length + findingsDeckTested();
    const half = studentQuantile(0.05 / m, 2) * Math.sqrt(22) / 2 * 5;
    expect(a.simultaneousLow).toBeCloseTo(a.scaled - half, 9);
    expect(a.simultaneousHigh).toBeCloseTo(a.scaled + half, 9);
    for (const e of tested) {
      expect(e.simultaneousLow as number).toBeLessThan(e.scaledLow as number);
      expect(e.simultaneousHigh as number).toBeGreaterThan(e.scaledHigh as number);
      // Excluding 0 at 5% / m is Bonferroni's rejection, which Holm's implies.
      if ((e.simultaneousLow as number) > 0 || (e.simultaneousHigh as number) < 0) expect(e.significant).toBe(true);
    }
  });
});
