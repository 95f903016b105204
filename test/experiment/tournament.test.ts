// Tournaments: the tables (every 4-multiset mixing two or more strategies), a balanced design (each
// strategy in every seat equally often), games rounded to whole cycles, and the entries.
import { describe, expect, it } from 'vitest';
import { seatsOf } from '../../src/sim/rotation.ts';
import { runPlan, summarise } from '../../src/experiment/run-plan.ts';
import { cycleGames, tournamentEntries, tournamentPlan, tournamentTables } from '../../src/experiment/tournament.ts';

describe('tournamentTables', () => {
  it('should list every mixed 4-multiset in order', () => {
    expect(tournamentTables(['a', 'b'])).toEqual([['a', 'a', 'a', 'b'], ['a', 'a', 'b', 'b'], ['a', 'b', 'b', 'b']]);
    expect(tournamentTables(['a', 'b', 'c'])).toHaveLength(15 - 3);
    expect(cycleGames(['a', 'b', 'c', 'd', 'e'])).toBe((70 - 5) * 4);
  });

  it('should seat every strategy in every seat equally often over a cycle, meeting every other', () => {
    const strategies = ['a', 'b', 'c'];
    const plan = tournamentPlan({ strategies, games: 1, seed: 's' });
    expect(plan.games).toBe(cycleGames(strategies));
    const bySeat = new Map<string, number>();
    const met = new Set<string>();
    for (let i = 0; i < plan.games; i++) {
      const seats = seatsOf(plan, i).map((s) => s.strategy);
      seats.forEach((s, seat) => bySeat.set(`${s}@${seat}`, (bySeat.get(`${s}@${seat}`) ?? 0) + 1));
      for (const x of seats) for (const y of seats) if (x !== y) met.add(`${x}-${y}`);
    }
    expect(new Set(bySeat.values()).size).toBe(1);
    expect(bySeat.size).toBe(12);
    expect(met.size).toBe(6);
  });

  it('should round games up to whole cycles', () => {
    expect(tournamentPlan({ strategies: ['a', 'b'], games: 13, seed: 's' }).games).toBe(24);
    expect(tournamentPlan({ strategies: ['a', 'b'], games: 24, seed: 's' }).games).toBe(24);
  });
});

describe('a tournament run', () => {
  it('should give one entry per strategy with per-seat-game rates, the same for 1 and 2 workers', async () => {
    const strategies = ['random', 'basic'];
    const plan = tournamentPlan({ strategies, games: 12, seed: 't' });
    const [one, two] = await Promise.all([1, 2].map(async (workers) => {
      const outcome = await runPlan(plan, { workers, batch: 5 });
      return tournamentEntries(strategies, summarise(plan, outcome.aggregate));
    }));
    expect(JSON.stringify(two)).toBe(JSON.stringify(one));
    expect(one.map((e) => [e.strategy, e.games])).toEqual([['random', 24], ['basic', 24]]);
    for (const e of one) {
      expect(Object.keys(e)).toEqual(['strategy', 'games', 'wins', 'winRate', 'ciLow', 'ciHigh']);
      expect(e.winRate).toBeCloseTo(e.wins / e.games, 12);
      expect(e.ciLow).toBeLessThanOrEqual(e.winRate);
      expect(e.ciHigh).toBeGreaterThanOrEqual(e.winRate);
    }
  });
});
