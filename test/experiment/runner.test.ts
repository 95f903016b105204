// The one experiment runner (src/experiment/run.ts, batch.ts): arms on the same game indices folded
// into a metric, the same total for any worker count and batch size; a failing game names its arm;
// a metric that refuses a game (pairing's arms dealt apart) fails on that game; an experiment that
// is only arms and a metric needs no loop of its own.
import { afterEach, describe, expect, it } from 'vitest';
import { playArmsBatch, type ArmsSpec } from '../../src/experiment/batch.ts';
import { FAIL_GAME_ENV } from '../../src/experiment/worker.ts';
import type { MetricId } from '../../src/experiment/metric-registry.ts';
import { openRunner } from '../../src/experiment/pool.ts';
import { measureArms, pairedSpec } from '../../src/experiment/run.ts';
import { GameFailure } from '../../src/experiment/in-order.ts';
import { experimentOf } from '../../src/experiment/arms.ts';
import { armSums } from '../../src/experiment/sums.ts';
import { pairedLayout } from '../../src/experiment/paired-metric.ts';
import { runGame } from '../../src/sim/run-game.ts';
import type { RunPlan } from '../../src/sim/plan.ts';
import { smallPlan } from '../sim/fixtures.ts';

const base = smallPlan(12, 'runner');
const twoD6: RunPlan = { ...base, rules: { ...base.rules, combat: '2d6' } };

/** The metric's total at 1 worker (batches of 5) and at 2 (batches of 3): they must be equal. */
async function atOneAndTwo<K extends MetricId>(x: ArmsSpec<K>, games: number) {
  const one = await measureArms(x, games, { workers: 1, batch: 5 });
  const two = await measureArms(x, games, { workers: 2, batch: 3 });
  return { one, two };
}

describe('the experiment runner', () => {
  afterEach(() => {
    delete process.env[FAIL_GAME_ENV];
  });

  it.each<[string, ArmsSpec]>([
    ['aggregate', { arms: [base, twoD6], metric: 'aggregate', params: { rows: false } }],
    ['paired', { arms: [base, twoD6], metric: 'paired', params: { strategies: ['basic'] } }],
    ['pairing', { arms: [base, twoD6], metric: 'pairing', params: { splitDice: true } }],
    ['positions', { arms: [base, twoD6], metric: 'positions', params: null }],
  ])('should fold the %s metric to the same total at 1 and 2 workers, any batch size', async (_name, x) => {
    const { one, two } = await atOneAndTwo(x, 12);
    expect(one).not.toBeNull();
    expect(two).toEqual(one);
  }, 60_000);

  it('should play game i of every arm on game i\'s seed, as runGame plays it alone', async () => {
    const total = await measureArms({ arms: [base, twoD6], metric: 'aggregate', params: { rows: false } }, 4, { workers: 1, batch: 2 });
    const rounds = (plan: RunPlan) => [0, 1, 2, 3].reduce((n, i) => n + runGame(plan, i).rounds, 0);
    expect(total?.map((a) => a.roundsSum)).toEqual([rounds(base), rounds(twoD6)]);
    expect(total?.[0].roundsSum).not.toBe(total?.[1].roundsSum);
  }, 60_000);

  it('should name the arm of a game that throws, and the game', () => {
    process.env[FAIL_GAME_ENV] = '3';
    const r = playArmsBatch({ arms: [base, twoD6], metric: 'aggregate', params: { rows: false }, start: 0, end: 6 });
    expect(r.failure).toMatchObject({ index: 3, message: `arm 1: injected failure (${FAIL_GAME_ENV}=3)` });
    const alone = playArmsBatch({ arms: [base], metric: 'aggregate', params: { rows: false }, start: 0, end: 6 });
    expect(alone.failure?.message).toBe(`injected failure (${FAIL_GAME_ENV}=3)`);
    delete process.env[FAIL_GAME_ENV];
    expect(playArmsBatch({ arms: [base, twoD6], metric: 'aggregate', params: { rows: false }, start: 0, end: 6 }).failure).toBeNull();
  }, 60_000);

  it('should fail on the first game whose arms a paired metric cannot pair (pairing\'s deal), naming that game', async () => {
    const fixed: RunPlan = { ...base, seats: base.seats.map((s, i) => ({ ...s, character: i === 0 ? 'troll' : null })) };
    const r = playArmsBatch({ arms: [base, fixed], metric: 'pairing', params: { splitDice: true }, start: 0, end: 6 });
    expect(r.failure?.message).toBe('the two plans dealt different characters; pair plans with the same seed and seats');
    const runner = openRunner(1);
    try {
      await expect(measureArms({ arms: [base, fixed], metric: 'pairing', params: { splitDice: true } }, 6, { runner, batch: 2 })).rejects.toThrow(GameFailure);
    } finally {
      await runner.stop();
    }
  }, 60_000);

  it('should measure a new experiment from arms and a metric alone: a rule against the base, paired game by game', async () => {
    // What compare does, and what any analysis of arms does: pick RunPlans, pick a metric, measure.
    const x = experimentOf([{ name: 'base', file: 'a', plan: base }, { name: '2d6', file: 'b', plan: twoD6 }], 12);
    const sums = await measureArms(pairedSpec(x), 12, { workers: 1, batch: 4 });
    expect(sums?.games).toBe(12);
    // Each arm's rounds over its 12 games: the rounds metric's y and z.
    const roundsAt = pairedLayout(x.arms.map((a) => a.plan), x.strategies).metrics.findIndex((m) => m.metric === 'rounds');
    const rounds = (plan: RunPlan) => Array.from({ length: 12 }, (_, i) => runGame(plan, i).rounds).reduce((a, b) => a + b, 0);
    expect(armSums(sums!, 0, roundsAt)).toMatchObject({ y: rounds(base), z: 12 });
    expect(armSums(sums!, 1, roundsAt)).toMatchObject({ y: rounds(twoD6), z: 12 });
  }, 60_000);
});
