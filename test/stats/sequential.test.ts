// The --precision rule's coverage and the SPRT's verdicts, checked by simulation on synthetic paired
// Bernoulli games from a seeded generator (no games of Talisman: fast): look every block, stop when
// the confidence sequence is within ±H, and count how often the final interval covers the truth.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { pairedEstimate } from '../../src/stats/differences.ts';
import { mixingPrecision, sequenceHalfWidth, sequenceInterval, sprt } from '../../src/stats/sequential.ts';
import { addGame, empty } from './synthetic-pairs.ts';

/** Look every `block` games until the sequence's half-width is at most `h` (or `max` games). */
function experiment(rng: () => number, pA: number, pB: number, h: number, block: number, max: number) {
  const rho2 = mixingPrecision(max / 2);
  const s = empty();
  for (;;) {
    for (let i = 0; i < block; i++) addGame(s, rng, pA, pB);
    const e = pairedEstimate(s.A, s.B, s.P);
    const ci = sequenceInterval(e, s.A.n, rho2);
    if ((ci.high - ci.low) / 2 <= h || s.A.n >= max) return { ...ci, games: s.A.n };
  }
}

describe('--precision: the confidence sequence', () => {
  it('covers the true difference in at least 94% of 200 repeated experiments stopped on its width', () => {
    const rng = seedrandom('coverage');
    let covered = 0;
    let games = 0;
    for (let k = 0; k < 200; k++) {
      const ci = experiment(rng, 0.3, 0.25, 0.04, 100, 20_000);
      if (ci.low <= 0.05 && 0.05 <= ci.high) covered++;
      games += ci.games;
    }
    expect(covered).toBeGreaterThanOrEqual(188);
    expect(games / 200).toBeLessThan(20_000);
  });

  it('is wider than the fixed-sample interval, and narrows as games come', () => {
    const rho2 = mixingPrecision(5000);
    expect(sequenceHalfWidth(1, 5000, rho2)).toBeGreaterThan(1.96 / Math.sqrt(5000));
    expect(sequenceHalfWidth(1, 10_000, rho2)).toBeLessThan(sequenceHalfWidth(1, 5000, rho2));
  });
});

describe('--sprt: the normalised GSPRT', () => {
  it('has the Fishtest bounds for alpha = beta = 0.05 and a hand-computed LLR', () => {
    // (d1 - d0)(2 d - d0 - d1) / (2 se²) = 0.02 (0.04 - 0.02) / (2 * 0.0001) = 2
    const s = sprt({ d: 0.02, se: 0.01 }, 0, 0.02);
    expect(s.upper).toBeCloseTo(Math.log(19), 12);
    expect(s.lower).toBeCloseTo(-Math.log(19), 12);
    expect(s.llr).toBeCloseTo(2, 12);
    expect(s.verdict).toBe('continue');
  });

  it('accepts H0 under no difference and H1 under the alternative, most of the time', () => {
    const rng = seedrandom('sprt');
    const run = (pA: number) => {
      const s = empty();
      for (;;) {
        for (let i = 0; i < 200; i++) addGame(s, rng, pA, 0.25);
        const v = sprt(pairedEstimate(s.A, s.B, s.P), 0, 0.05);
        if (v.verdict !== 'continue' || s.A.n >= 40_000) return v.verdict;
      }
    };
    const h0 = Array.from({ length: 40 }, () => run(0.25)).filter((v) => v === 'H0').length;
    const h1 = Array.from({ length: 40 }, () => run(0.30)).filter((v) => v === 'H1').length;
    expect(h0).toBeGreaterThanOrEqual(36);
    expect(h1).toBeGreaterThanOrEqual(36);
  });
});
