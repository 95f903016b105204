// Per-seat-game means with the game as the unit: the interval's width must match the spread of the
// mean over repeated runs, through the real Aggregate and Summary, on made-up four-seat games whose
// seats share the game's rounds and where one seat's kills are the others' deaths.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../src/rules/options.ts';
import type { RunPlan } from '../../src/sim/plan.ts';
import type { GameRecord } from '../../src/sim/run-game.ts';
import { SummaryBuilder } from '../../src/sim/summary.ts';
import { clusteredMean } from '../../src/stats/cluster.ts';
import { Z95 } from '../../src/stats/intervals.ts';

const PLAN: RunPlan = { scenario: 'cluster', rules: { ...DEFAULT_RULES }, seats: [0, 1, 2, 3].map(() => ({ character: null, strategy: 'basic' })), games: 200, seed: 'cluster' };
const FINAL = { character: 'troll', alive: true, strength: 4, craft: 4, lives: 4, fate: 2, gold: 1, objects: 0, followers: 0, spells: 0 };

/** One game: rounds shared by all four seats; one seat kills 1 to 3 characters, the others none. */
function game(rng: () => number, index: number): GameRecord {
  const rounds = 20 + Math.floor(rng() * 100);
  const killer = Math.floor(rng() * 4);
  const kills = 1 + Math.floor(rng() * 3);
  const seats = [0, 1, 2, 3].map((s) => ({
    strategy: 'basic', characters: ['troll'], deaths: 0, kills: s === killer ? kills : 0, innerEntries: Math.floor(rng() * 3), final: FINAL,
  }));
  return { index, seed: `c/${index}`, winner: killer, party: 1, winnerCharacter: 'troll', winnerStrategy: 'basic', endReason: 'command-spell', rounds, turns: rounds * 4, seats };
}

function sd(xs: number[]): number {
  const m = xs.reduce((a, b) => a + b, 0) / xs.length;
  return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1));
}

describe('per-seat-game means clustered by game', () => {
  it('should give intervals as wide as the spread of the mean over 300 repeated runs of 200 games', () => {
    const rng = seedrandom('cluster');
    const metrics = ['rounds', 'kills', 'innerEntries'] as const;
    const means: Record<string, number[]> = { rounds: [], kills: [], innerEntries: [] };
    const halves: Record<string, number[]> = { rounds: [], kills: [], innerEntries: [] };
    for (let run = 0; run < 300; run++) {
      const b = new SummaryBuilder(['troll']);
      for (let i = 0; i < 200; i++) b.add(game(rng, i));
      const basic = b.build(PLAN, []).strategies[0];
      for (const m of metrics) {
        means[m].push(basic[m].mean);
        halves[m].push((basic[m].ciHigh - basic[m].ciLow) / 2);
      }
    }
    for (const m of metrics) {
      // The standard error the interval claims, against the one the runs show: 1 within sampling
      // error (about 4% for an sd from 300 runs). Per seat-game, as before, rounds read 0.5 (four
      // seats, one value) and kills 2.3 (one seat's kill is no other's).
      const claimed = halves[m].reduce((a, x) => a + x, 0) / halves[m].length / Z95;
      expect(claimed / sd(means[m]), m).toBeGreaterThan(0.88);
      expect(claimed / sd(means[m]), m).toBeLessThan(1.12);
    }
  });
});

describe('clusteredMean', () => {
  it('should be the usual mean and s / sqrt(n) interval with one unit per cluster', () => {
    // Values 1, 2, 3, 6: mean 3, s^2 = 14/3, half-width 1.96 x sqrt(14/3 / 4).
    const c = clusteredMean({ clusters: 4, units: 4, unitsSq: 4, sum: 12, sumSq: 50, cross: 12 });
    expect(c.mean).toBe(3);
    expect(c.ciHigh - 3).toBeCloseTo(Z95 * Math.sqrt(14 / 3 / 4), 12);
  });

  it('should give a zero-width interval when every cluster has the same total per unit, and none from one cluster', () => {
    expect(clusteredMean({ clusters: 3, units: 6, unitsSq: 12, sum: 6, sumSq: 12, cross: 12 })).toEqual({ mean: 1, ciLow: 1, ciHigh: 1 });
    expect(clusteredMean({ clusters: 1, units: 4, unitsSq: 16, sum: 8, sumSq: 64, cross: 32 })).toEqual({ mean: 2, ciLow: 2, ciHigh: 2 });
    expect(clusteredMean({ clusters: 0, units: 0, unitsSq: 0, sum: 0, sumSq: 0, cross: 0 })).toEqual({ mean: 0, ciLow: 0, ciHigh: 0 });
  });
});
