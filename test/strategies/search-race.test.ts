// How the search player spreads its rollouts (strategies/search-race.ts): evenly, or raced, the
// worlds going to the options still close to the best. Values here come from a seeded stand-in for
// the rollouts: option i in world w is a mean of its own plus world noise shared by every option
// (the common random numbers that make the paired differences tight) and a little of its own.
import { describe, expect, it } from 'vitest';
import { seededRng } from '../../src/engine/index.ts';
import { bestPaired, runRace } from '../../strategies/search-race.ts';
import { allocationOf } from '../../strategies/search-settings.ts';

/** A rollout stand-in: value of option i in world w, the same for the same (w, i) whatever the order asked. */
function rollouts(means: readonly number[], salt: string): (w: number, i: number) => number {
  return (w, i) => {
    const world = seededRng(`${salt}-world-${w}`).int(1000) / 1000;
    const own = seededRng(`${salt}-${w}-${i}`).int(1000) / 1000;
    return Math.min(1, Math.max(0, means[i] + 0.4 * (world - 0.5) + 0.1 * (own - 0.5)));
  };
}

describe('runRace', () => {
  it('even: every option in the same budget / options worlds (at least two)', () => {
    const race = runRace(4, 0, 16, 'even', rollouts([0.5, 0.5, 0.5, 0.5], 'even'));
    expect(race.worlds).toEqual([4, 4, 4, 4]);
    expect(race.spent).toBe(16);
    expect(runRace(10, 0, 16, 'even', rollouts(new Array(10).fill(0.5), 'wide')).worlds).toEqual(new Array(10).fill(2));
  });

  it('race: two clearly worse options leave early, and their worlds go to the close ones', () => {
    // The policy's choice (0) and option 2 are close; 1 and 3 far below.
    const race = runRace(4, 0, 32, 'race', rollouts([0.5, 0.1, 0.52, 0.05], 'close'));
    expect(race.worlds[1]).toBe(4);
    expect(race.worlds[3]).toBe(4);
    expect(race.worlds[0]).toBeGreaterThanOrEqual(12);
    expect(race.worlds[2]).toBe(race.worlds[0]);
    expect(race.spent).toBeLessThanOrEqual(32);
    // Evenly, the same budget gives each option 8 worlds.
    expect(runRace(4, 0, 32, 'even', rollouts([0.5, 0.1, 0.52, 0.05], 'close')).worlds).toEqual([8, 8, 8, 8]);
  });

  it('race: two states, two answers — a clearly better option replaces the policy\'s, equal ones do not', () => {
    const better = runRace(3, 0, 48, 'race', rollouts([0.4, 0.3, 0.6], 'better'));
    expect(bestPaired(better, 0, 2)).toBe(2);
    expect(better.worlds[1]).toBeLessThan(better.worlds[2]);
    const equal = runRace(3, 0, 48, 'race', rollouts([0.5, 0.5, 0.5], 'equal'));
    expect(bestPaired(equal, 0, 2)).toBe(0);
    expect(equal.worlds[0]).toBe(equal.worlds[2]);
  });

  it('race: stops early when every other option is clearly below the policy\'s choice', () => {
    const race = runRace(3, 1, 60, 'race', rollouts([0.1, 0.7, 0.15], 'settled'));
    // The first round only (half the budget, 10 worlds each): the other half is never played.
    expect(race.spent).toBe(30);
    expect(race.worlds).toEqual([10, 10, 10]);
    expect(bestPaired(race, 1, 2)).toBe(1);
  });

  it('race-stop: two states, two answers — stops after the first round when no option leads the policy\'s choice, races on when one does', () => {
    // Equal options: the first round (8 worlds each of a budget of 48) and no more; the race would play on.
    const equal = runRace(3, 0, 48, 'race-stop', rollouts([0.5, 0.5, 0.5], 'equal'));
    expect(equal.worlds).toEqual([8, 8, 8]);
    expect(equal.spent).toBe(24);
    expect(runRace(3, 0, 48, 'race', rollouts([0.5, 0.5, 0.5], 'equal')).spent).toBeGreaterThan(24);
    expect(bestPaired(equal, 0, 2)).toBe(0);
    // Option 2 leads after the first round: the race goes on, as `race` plays it, and 2 is taken.
    const leads = runRace(3, 0, 48, 'race-stop', rollouts([0.4, 0.3, 0.6], 'better'));
    const raced = runRace(3, 0, 48, 'race', rollouts([0.4, 0.3, 0.6], 'better'));
    expect(leads.spent).toBeGreaterThan(24);
    expect(leads.worlds).toEqual(raced.worlds);
    expect(bestPaired(leads, 0, 2)).toBe(2);
  });

  it('never drops the policy\'s choice, and an option that left cannot be picked', () => {
    // Option 1 leads early in the stand-in's first worlds only by its mean; the policy's choice (2) is worst.
    const race = runRace(3, 2, 40, 'race', rollouts([0.5, 0.9, 0.1], 'keep'));
    expect(race.worlds[2]).toBe(race.worlds[1]);
    expect(race.worlds[0]).toBeLessThan(race.worlds[1]);
    expect(bestPaired(race, 2, 2)).toBe(1);
  });

  it('is deterministic: the same rollouts give the same spread and values', () => {
    const a = runRace(5, 3, 40, 'race', rollouts([0.3, 0.35, 0.4, 0.38, 0.2], 'det'));
    const b = runRace(5, 3, 40, 'race', rollouts([0.3, 0.35, 0.4, 0.38, 0.2], 'det'));
    expect(b.worlds).toEqual(a.worlds);
    expect(b.values).toEqual(a.values);
    expect(bestPaired(b, 3, 2)).toBe(bestPaired(a, 3, 2));
  });
});

describe('allocationOf', () => {
  it('race-stop when the learned player rolls out and no allocation is named, else race; a named one is kept', () => {
    expect(allocationOf({ policy: 'learned' })).toBe('race-stop');
    expect(allocationOf({ policy: 'basic' })).toBe('race');
    expect(allocationOf({})).toBe('race');
    expect(allocationOf({ policy: 'learned', allocation: 'race' })).toBe('race');
    expect(allocationOf({ policy: 'basic', allocation: 'race-stop' })).toBe('race-stop');
  });
});
