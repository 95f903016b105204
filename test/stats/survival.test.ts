// Kaplan-Meier with censoring against a curve computed by hand.
import { describe, expect, it } from 'vitest';
import { kaplanMeier, medianSurvival } from '../../src/stats/survival.ts';

describe('kaplanMeier', () => {
  // Seven games: ended in rounds 10, 10, 20, 30; stopped at the cap (censored) in 20, 40, 40.
  const ended = new Map([[10, 2], [20, 1], [30, 1]]);
  const censored = new Map([[40, 2], [20, 1]]);
  const rows = kaplanMeier(ended, censored);

  it('should multiply 1 - events / at risk, keeping censored games at risk in their round', () => {
    expect(rows.map(({ survival, ...r }) => r)).toEqual([
      { round: 10, atRisk: 7, events: 2, censored: 0 },
      { round: 20, atRisk: 5, events: 1, censored: 1 },
      { round: 30, atRisk: 3, events: 1, censored: 0 },
      { round: 40, atRisk: 2, events: 0, censored: 2 },
    ]);
    // 5/7, then x 4/5 = 4/7, then x 2/3 = 8/21, flat through the censored games.
    expect(rows.map((r) => r.survival)).toEqual([5 / 7, 4 / 7, 8 / 21, 8 / 21].map((s) => expect.closeTo(s, 14)));
  });

  it('should give the first round at which half or fewer games are still running', () => {
    expect(medianSurvival(rows)).toBe(30);
    expect(medianSurvival(kaplanMeier(new Map([[5, 1]]), new Map([[9, 3]])))).toBeNull();
  });

  it('should be the plain empirical curve without censoring', () => {
    const plain = kaplanMeier(new Map([[1, 1], [2, 2], [3, 1]]), new Map());
    expect(plain.map((r) => r.survival)).toEqual([0.75, 0.25, 0]);
  });

  it('should be empty with no games', () => {
    expect(kaplanMeier(new Map(), new Map())).toEqual([]);
  });
});

// Mutation-testing survivors (issue 22): rounds given out of order, a round with no games, a
// curve that lands exactly on one half.
describe('Kaplan-Meier edge cases', () => {
  // 4 games end in rounds 2, 2, 5, 5 (given as 5 first), a zero count at round 3: rows at 2 and 5
  // only; S(2) = 1 - 2/4 = 0.5 exactly, so the median is round 2 ("at most half").
  it('should sort the rounds, skip empty ones, and take a curve at exactly one half as the median', () => {
    const rows = kaplanMeier(new Map([[5, 2], [3, 0], [2, 2]]), new Map());
    expect(rows.map((r) => [r.round, r.atRisk, r.events, r.survival])).toEqual([[2, 4, 2, 0.5], [5, 2, 2, 0]]);
    expect(medianSurvival(rows)).toBe(2);
  });
});
