// bench --split: a replay of a game's recorded choices plays the same game (so the engine does the
// same work with the strategies out of the way), a replay that strays is caught, and the timings.
import { describe, expect, it } from 'vitest';
import { runGame } from '../../src/sim/run-game.ts';
import { recordGame, replayGame, timeSplit } from '../../src/sim/split.ts';
import { smallPlan } from './fixtures.ts';

describe('replayGame', () => {
  it('should play the recorded game again, record for record, for basic, random and expert seats', () => {
    const plan = smallPlan(3, 'split');
    plan.seats = ['basic', 'random', 'expert', 'cautious'].map((strategy) => ({ character: null, strategy }));
    for (let i = 0; i < 3; i++) {
      const recorded = recordGame(plan, i);
      expect(recorded.record).toEqual(runGame(plan, i));
      expect(recorded.choices.length).toBeGreaterThan(recorded.record.turns);
      expect(replayGame(plan, i, recorded)).toEqual(recorded.record);
    }
  });

  it('should throw when the choices do not play the recorded game', () => {
    const plan = smallPlan(1, 'split');
    const recorded = recordGame(plan, 0);
    expect(() => replayGame(plan, 0, { ...recorded, choices: recorded.choices.slice(0, -1).concat(0, 0) })).toThrow(/game 0 replayed differently/);
    expect(() => replayGame(plan, 0, { ...recorded, record: { ...recorded.record, turns: recorded.record.turns + 1 } })).toThrow(/replayed differently/);
  });
});

describe('timeSplit', () => {
  it('should time each pass both ways, repeats times', () => {
    const t = timeSplit(smallPlan(2, 'split'), 2, 3);
    expect(t.full).toHaveLength(3);
    expect(t.engine).toHaveLength(3);
    for (const s of [...t.full, ...t.engine]) expect(s).toBeGreaterThan(0);
  });
});
