// The report's error rate: with no real difference between the arms, the "significant after Holm"
// line of a compare must be empty in at least 95% of runs. Simulated on synthetic null experiments
// (test/experiment/null-games.ts) read by the same compareRows and Holm family as the command, two
// arms against a baseline at 400 games each: with one family per arm and metric the line was
// non-empty in about a fifth of them.
import { describe, expect, it } from 'vitest';
import { compareRows, holmOverReport, type CompareRow } from '../../src/experiment/results.ts';
import { NULL_CHARACTERS, nullExperiment, nullSums } from './null-games.ts';
import { checkSize, yieldTurn } from '../sizes.ts';

/** A-against-A compares: 300 under npm run full-checks, 100 in the suite. */
const RUNS = checkSize(100, 300);
const GAMES = 400;

describe('one Holm family per report', () => {
  it(`flags a difference in at most 5% of ${RUNS} A-against-A compares (two arms, ${GAMES} games)`, async () => {
    const x = nullExperiment(3);
    let flagged = 0;
    for (let run = 0; run < RUNS; run++) {
      const rows = compareRows(x, nullSums(x, GAMES, `null-${run}`), NULL_CHARACTERS);
      if (rows.some((r) => r.significant)) flagged++;
      if (run % 10 === 9) await yieldTurn();
    }
    expect(flagged / RUNS).toBeLessThanOrEqual(0.05);
  });

  it('adjusts every tested row of every mix and arm in one family, and leaves untested rows out', () => {
    const x = nullExperiment(3);
    const rows: CompareRow[] = ['basic', 'expert'].flatMap((mix, i) => compareRows(x, nullSums(x, 200, `mix-${i}`), NULL_CHARACTERS, { mix }));
    holmOverReport(rows);
    const tested = rows.filter((r) => r.p !== null);
    expect(new Set(tested.map((r) => `${r.mix}/${r.arm}`)).size).toBe(4);
    for (const r of tested) expect([r.family, r.familySize]).toEqual(['report', tested.length]);
    const smallest = tested.reduce((a, b) => ((b.p as number) < (a.p as number) ? b : a));
    expect(smallest.pHolm).toBeCloseTo(Math.min(1, (smallest.p as number) * tested.length), 12);
    for (const r of rows.filter((x) => x.p === null)) expect([r.family, r.familySize, r.pHolm, r.significant]).toEqual(['', null, null, false]);
    expect(rows.find((r) => r.metric === 'end-reason' && r.subject === 'timeout')?.note).toMatch(/timeout rate|too few/);
  });
});
