// Seat rotation (--rotate, `rotate: true`): game i shifts the strategies by i seats, characters stay
// with their seat, per-strategy stats count the strategy actually played, and the summary is the
// same bytes for any worker count.
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../src/scenario/load.ts';
import { ScenarioError } from '../../src/scenario/validate.ts';
import type { RunPlan } from '../../src/sim/plan.ts';
import { seatsOf } from '../../src/sim/rotation.ts';
import { runGame } from '../../src/sim/run-game.ts';
import { runPlan, summarise } from '../../src/experiment/run-plan.ts';
import { smallPlan } from './fixtures.ts';

const IDS = { characters: ['dwarf', 'elf', 'monk', 'troll'], strategies: ['random', 'basic'] };

function mixedPlan(games: number, rotate: boolean): RunPlan {
  const plan = smallPlan(games, 'rotate');
  plan.seats = [{ character: 'dwarf', strategy: 'random' }, { character: null, strategy: 'basic' }, { character: null, strategy: 'basic' }, { character: null, strategy: 'basic' }];
  if (rotate) plan.rotate = true;
  return plan;
}

describe('seatsOf', () => {
  it('should leave the seats alone without rotation', () => {
    const plan = mixedPlan(4, false);
    expect(seatsOf(plan, 3)).toEqual(plan.seats);
  });

  it('should shift the strategies by the game index and keep characters at their seat', () => {
    const plan = mixedPlan(4, true);
    expect(seatsOf(plan, 0).map((s) => s.strategy)).toEqual(['random', 'basic', 'basic', 'basic']);
    expect(seatsOf(plan, 1).map((s) => s.strategy)).toEqual(['basic', 'basic', 'basic', 'random']);
    expect(seatsOf(plan, 3).map((s) => s.strategy)).toEqual(['basic', 'random', 'basic', 'basic']);
    expect(seatsOf(plan, 5)).toEqual(seatsOf(plan, 1));
    for (let i = 0; i < 4; i++) expect(seatsOf(plan, i).map((s) => s.character)).toEqual(['dwarf', null, null, null]);
  });

  it('should play tables in turn, each in every rotation', () => {
    const plan = { ...mixedPlan(8, true), tables: [['a', 'a', 'a', 'b'], ['a', 'b', 'b', 'b']] };
    expect(seatsOf(plan, 2).map((s) => s.strategy)).toEqual(['a', 'b', 'a', 'a']);
    expect(seatsOf(plan, 4).map((s) => s.strategy)).toEqual(['a', 'b', 'b', 'b']);
    expect(seatsOf(plan, 9)).toEqual(seatsOf(plan, 1));
  });
});

describe('a rotated run', () => {
  it('should record the strategy each seat actually played', () => {
    const plan = mixedPlan(4, true);
    const record = runGame(plan, 1);
    expect(record.seats.map((s) => s.strategy)).toEqual(['basic', 'basic', 'basic', 'random']);
    if (record.winner >= 0) expect(record.winnerStrategy).toBe(record.seats[record.winner].strategy);
  });

  it('should count seat-games by strategy and give the same summary for 1 and 2 workers', async () => {
    const plan = mixedPlan(12, true);
    const texts: string[] = [];
    for (const [workers, batch] of [[1, 12], [2, 5]]) {
      const outcome = await runPlan(plan, { workers, batch });
      texts.push(JSON.stringify(summarise(plan, outcome.aggregate)));
    }
    expect(texts[1]).toBe(texts[0]);
    const summary = JSON.parse(texts[0]);
    expect(summary.strategies.map((s: { strategy: string; seats: number }) => [s.strategy, s.seats])).toEqual([['basic', 36], ['random', 12]]);
    expect(summary.provenance.rotate).toBe(true);
  });
});

describe('the rotate scenario key', () => {
  it('should turn rotation on', () => {
    expect(parseScenario('rotate: true\n', 'r.yaml', IDS).rotate).toBe(true);
    expect(parseScenario('rotate: false\n', 'r.yaml', IDS)).not.toHaveProperty('rotate');
  });

  it('should reject a value that is not a boolean', () => {
    expect(() => parseScenario('rotate: sometimes\n', 'r.yaml', IDS)).toThrow(ScenarioError);
    expect(() => parseScenario('rotate: sometimes\n', 'r.yaml', IDS)).toThrow(/rotate/);
  });
});
