// --precision by fixed-width stopping (Chow and Robbins 1965): look every block, stop when the
// ordinary fixed-sample interval (the one compare prints: results.ts pairedTest, Tango's for a
// win/loss outcome) is within ±H, and count how often the final interval covers the truth, on
// synthetic paired Bernoulli games from a seeded generator; and how many fewer games it plays than
// the confidence sequence (--anytime) stopped on the same width.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { pairedTest } from '../../src/experiment/results.ts';
import { pairedEstimate } from '../../src/stats/differences.ts';
import { mixingPrecision } from '../../src/stats/sequential.ts';
import { addGame, empty } from '../stats/synthetic-pairs.ts';

/** Look every `block` games until the interval's half-width is at most `h` (or `max` games); rho2 for the sequence. */
function experiment(rng: () => number, h: number, block: number, max: number, rho2?: number) {
  const s = empty();
  for (;;) {
    for (let i = 0; i < block; i++) addGame(s, rng, 0.3, 0.25);
    const t = pairedTest(s.A, s.B, s.P, pairedEstimate(s.A, s.B, s.P), s.A.n, rho2);
    if (t.low !== null && t.high !== null && ((t.high - t.low) / 2 <= h || s.A.n >= max)) return { low: t.low, high: t.high, games: s.A.n };
  }
}

describe('--precision: fixed-width stopping on the ordinary interval', () => {
  it('covers the true difference in at least 94% of 200 experiments stopped on its width, in fewer games than the sequence', () => {
    const rng = seedrandom('fixed-width');
    let covered = 0;
    let games = 0;
    for (let k = 0; k < 200; k++) {
      const ci = experiment(rng, 0.03, 50, 20_000);
      if (ci.low <= 0.05 && 0.05 <= ci.high) covered++;
      games += ci.games;
    }
    expect(covered).toBeGreaterThanOrEqual(188);
    const sequence = seedrandom('fixed-width');
    let sequenceGames = 0;
    for (let k = 0; k < 200; k++) sequenceGames += experiment(sequence, 0.03, 50, 20_000, mixingPrecision(10_000)).games;
    expect(games / sequenceGames).toBeLessThan(0.6);
  });
});
