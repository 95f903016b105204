// runPlan over the worker pool: the same summary for 1, 2 or 8 workers and any batch size, games.csv
// rows in index order, a failing game reported with its index and seed, and a stop on the signal.
import { afterEach, describe, expect, it } from 'vitest';
import { canonicalAggregate } from '../../src/sim/aggregate.ts';
import { GameFailure, runPlan, summarise } from '../../src/experiment/run-plan.ts';
import { growingRunner } from '../../src/experiment/pool.ts';
import { FAIL_GAME_ENV } from '../../src/experiment/worker.ts';
import { smallPlan } from '../sim/fixtures.ts';

const PLAN = smallPlan(30);

async function summaryText(workers: number, batch: number): Promise<string> {
  const outcome = await runPlan(PLAN, { workers, batch });
  expect(outcome.complete).toBe(true);
  return JSON.stringify(summarise(PLAN, outcome.aggregate), null, 2);
}

describe('runPlan on worker threads', () => {
  it('should give byte-identical summaries for 1, 2 and 8 workers and any batch size', async () => {
    const reference = await summaryText(1, 30);
    expect(JSON.parse(reference).games).toBe(30);
    for (const [workers, batch] of [[1, 1], [1, 7], [2, 4], [2, 30], [8, 3]]) {
      expect(await summaryText(workers, batch), `${workers} workers, batch ${batch}`).toBe(reference);
    }
  });

  it('should give the same summary when batches play on this thread and a pool thread at once', async () => {
    // The gate keeps small runs on one thread; a run of unknown size told to grow at once plays on both.
    const reference = await summaryText(1, 30);
    const runner = growingRunner(2, null, 0);
    try {
      const outcome = await runPlan(PLAN, { runner, batch: 2 });
      expect(JSON.stringify(summarise(PLAN, outcome.aggregate), null, 2)).toBe(reference);
      expect(runner.pooled).toBeGreaterThan(0);
      expect(runner.pooled).toBeLessThan(15);
    } finally {
      await runner.stop();
    }
  });

  it('should play only the given range', async () => {
    const outcome = await runPlan(PLAN, { workers: 1, batch: 4, range: [10, 20] });
    expect(outcome).toMatchObject({ complete: true, range: [10, 20], completed: [[10, 20]] });
    expect(outcome.aggregate.games).toBe(10);
  });

  it('should report progress after each merged batch, ending at the total', async () => {
    const calls: [number, number][] = [];
    await runPlan(smallPlan(9), { workers: 1, batch: 4, onProgress: (done, total) => calls.push([done, total]) });
    expect(calls).toEqual([[0, 9], [4, 9], [8, 9], [9, 9]]);
  });
});

describe('runPlan when a game throws', () => {
  afterEach(() => {
    delete process.env[FAIL_GAME_ENV];
  });

  it.each([1, 2])('should fail with the game index and its seed (%d workers)', async (workers) => {
    process.env[FAIL_GAME_ENV] = '13';
    const error = await runPlan(smallPlan(20), { workers, batch: 5 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GameFailure);
    expect(error).toMatchObject({ gameIndex: 13, seed: 'pool/13' });
    expect((error as GameFailure).message).toContain('injected failure');
  });
});

describe('runPlan stopped by its signal', () => {
  it.each([1, 2])('should stop with the batches merged so far and resume to the same aggregate (%d workers)', async (workers) => {
    // Enough batches that a pool cannot finish them all before the stop reaches it, however
    // loaded the machine.
    const plan = smallPlan(160);
    const whole = await runPlan(plan, { workers: 1, batch: 160 });
    const stop = new AbortController();
    const part = await runPlan(plan, { workers, batch: 2, signal: stop.signal, onProgress: (done) => done > 0 && stop.abort() });
    expect(part.complete).toBe(false);
    const [[start, end]] = part.completed;
    expect([start, end % 2, part.aggregate.games]).toEqual([0, 0, end]);
    expect(end).toBeGreaterThanOrEqual(2);
    expect(end).toBeLessThan(160);
    const rest = await runPlan(plan, { workers, batch: 5, done: { ranges: part.completed, aggregate: part.aggregate } });
    expect(rest.complete).toBe(true);
    expect(JSON.stringify(canonicalAggregate(rest.aggregate))).toBe(JSON.stringify(canonicalAggregate(whole.aggregate)));
  });
});
