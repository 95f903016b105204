// The A/A check of compare --unpaired in small (npm run unpaired-check plays 300 compares; its
// figures are in docs/statistics.md): 40 compares of the default scenario against itself on
// independent seeds, 60 games per arm. The mean-rounds row's t statistics must spread as Student's
// do (root mean square near 1: a variance too small by a third would put it above 1.25), and few
// compares may mark anything after Holm.
import { afterAll, describe, expect, it } from 'vitest';
import { unpairedCheck } from '../../src/docs/unpaired-check.ts';
import { openRunner } from '../../src/experiment/pool.ts';

const runner = openRunner(1);
afterAll(() => runner.stop());

describe('compare --unpaired against itself', () => {
  it('spreads the mean-rounds t statistics as Student\'s and marks few compares', async () => {
    const check = await unpairedCheck(40, 60, runner, 'scenarios/default.yaml', 'unpaired-ci');
    expect(check.roundsT).toHaveLength(40);
    expect(check.roundsRms).toBeGreaterThan(0.75);
    expect(check.roundsRms).toBeLessThan(1.25);
    expect(check.marked).toBeLessThanOrEqual(3);
    expect(check.rows.rounds.below5).toBeLessThanOrEqual(5);
  }, 300_000);
});
