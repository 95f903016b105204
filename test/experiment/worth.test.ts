// `worth`: the rows a scenario allows, the worth read from each row's cells (central and one-sided),
// one Holm family and simultaneous intervals, the batch's arms (the deal shared, the character's
// games only), the plan's sizing, and the command's report the same for any worker count.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHARACTER_IDS } from '../../src/content/index.ts';
import { parseScenario } from '../../src/scenario/load.ts';
import { familySize, simultaneousZ, worthFindings, worthPlan, worthRows, type WorthSums } from '../../src/experiment/worth.ts';
import { armPlan, WORTH_CELLS } from '../../src/experiment/worth-metric.ts';
import { playArmsBatch } from '../../src/experiment/batch.ts';
import { runGame } from '../../src/sim/run-game.ts';
import { observationsForWidth } from '../../src/stats/power.ts';
import { STRATEGY_IDS } from '../../strategies/index.ts';
import { cli, tempDir } from '../sim/fixtures.ts';

const IDS = { characters: CHARACTER_IDS, strategies: STRATEGY_IDS };
const plan = (text = '') => parseScenario(`games: 20\n${text}`, 'w.yaml', IDS);

describe('worth: rows', () => {
  it('should measure a point fewer only where the card allows it', () => {
    const rows = worthRows(plan(), ['troll', 'wizard'], ['craft', 'spells', 'gold']);
    expect(rows).toEqual([
      { character: 'troll', attribute: 'craft', plus: true, minus: false },
      { character: 'troll', attribute: 'spells', plus: true, minus: false },
      { character: 'troll', attribute: 'gold', plus: true, minus: true },
      { character: 'wizard', attribute: 'craft', plus: true, minus: true },
      { character: 'wizard', attribute: 'spells', plus: true, minus: true },
      { character: 'wizard', attribute: 'gold', plus: true, minus: true },
    ]);
    expect(familySize(rows)).toBe(2 + 4 * 3);
  });

  it('should measure around the scenario\'s own handicaps', () => {
    expect(worthRows(plan('handicaps:\n  troll: {craft: 1}\n'), ['troll'], ['craft'])).toEqual([{ character: 'troll', attribute: 'craft', plus: true, minus: true }]);
    expect(armPlan(plan('handicaps:\n  troll: {craft: 1, gold: 1}\n'), 'troll', 'craft', -1).handicaps).toEqual({ troll: { craft: 0, gold: 1 } });
  });
});

/** Sums of one row whose cells (bit 1 as given won, 2 a point more won, 4 a point fewer won) are given. */
function sumsOf(cells: number[][]): WorthSums {
  return { games: 1000, counts: cells.flat(), dealt: CHARACTER_IDS.map(() => 300), wins: CHARACTER_IDS.map(() => 75) };
}

describe('worth: findings', () => {
  const rows = [{ character: 'wizard', attribute: 'strength' as const, plus: true, minus: true }, { character: 'troll', attribute: 'craft' as const, plus: true, minus: false }];
  // Wizard: 300 games; more won 60 alone... cells by index 0-7.
  const wizard = [150, 10, 60, 30, 20, 5, 5, 20];
  const troll = [80, 30, 50, 140, 0, 0, 0, 0];
  const f = worthFindings(plan(), rows, sumsOf([wizard, troll]));

  it('should read a central worth as (more - fewer) / 2 on the same games, and a one-sided one as more - as given', () => {
    const [w, t] = f.rows;
    // more won: cells 2,3,6,7 = 60+30+5+20 = 115; fewer won: 4,5,6,7 = 20+5+5+20 = 50; as given: 1,3,5,7 = 10+30+5+20 = 65.
    expect(w).toMatchObject({ games: 300, method: 'central', rate: 65 / 300, plusRate: 115 / 300, minusRate: 50 / 300 });
    // more only (2, 3 less 3... ): b = cells with 2 and not 4 = 60+30 = 90, c = with 4 and not 2 = 20+5 = 25.
    expect(w.worth.diff).toBeCloseTo((90 - 25) / 300 / 2, 12);
    expect(w.plus?.diff).toBeCloseTo((115 - 65) / 300, 12);
    expect(w.minus?.diff).toBeCloseTo((50 - 65) / 300, 12);
    expect(t).toMatchObject({ games: 300, method: 'more', minusRate: null, plus: null, minus: null });
    expect(t.worth.diff).toBeCloseTo((50 - 30) / 300, 12);
  });

  it('should take every interval at the family\'s Bonferroni quantile and Holm over the same family', () => {
    expect(f.familySize).toBe(4);
    expect(f.z).toBeCloseTo(simultaneousZ(4), 12);
    expect(simultaneousZ(1)).toBeCloseTo(1.959964, 5);
    expect(simultaneousZ(4)).toBeCloseTo(2.497705, 5);
    const w = f.rows[0].worth;
    expect(w.low! < w.diff && w.diff < w.high!).toBe(true);
    expect(w.pHolm!).toBeGreaterThanOrEqual(w.p!);
    expect(f.widest).toBeCloseTo(Math.max(...f.rows.map((r) => (r.worth.high! - r.worth.low!) / 2)), 12);
  });

  it('should say too few games where fewer than 6 games differ, and the widest half-width is then unknown', () => {
    const few = worthFindings(plan(), rows.slice(0, 1), sumsOf([[290, 5, 2, 0, 1, 0, 0, 2]]));
    expect(few.rows[0].worth).toMatchObject({ low: null, high: null, note: 'too few games' });
    expect(few.widest).toBe(Infinity);
    // Every game alike in the three arms (a Spell the Troll's Craft cannot hold): no interval, and nothing left to measure.
    const none = worthFindings(plan(), rows.slice(0, 1), sumsOf([[250, 0, 0, 0, 0, 0, 0, 50]]));
    expect(none.rows[0].worth).toMatchObject({ diff: 0, low: null, note: 'no game differs' });
    expect(none.widest).toBe(0);
  });

  it('should size the plan by the pilot\'s variance at the family\'s z, the scenario on every index and each row\'s arms on its deals', () => {
    const p = worthPlan(f, sumsOf([wizard, troll]), rows, CHARACTER_IDS, 0.02);
    // The troll's one-sided row: variance (50 + 30)/300 - (20/300)^2, times n/(n-1).
    const v = (80 / 300 - (20 / 300) ** 2) * (300 / 299);
    expect(p.indices).toBe(Math.ceil(observationsForWidth(v, 0.02, f.z) / 0.3));
    expect(worthPlan(f, sumsOf([wizard, troll]), rows, CHARACTER_IDS, 0.02, 5000).indices).toBe(5000);
  });
});

describe('worth: the metric', () => {
  it('should replay only the games dealing the character, on the same deal, and count the scenario\'s own result in them', () => {
    const p = parseScenario('games: 30\nseed: worth-batch\n', 'w.yaml', IDS);
    const rows = [{ character: 'troll', attribute: 'strength' as const, plus: true, minus: true }];
    const { sums: r, failure } = playArmsBatch({ arms: [p], metric: 'worth', params: { rows, limits: [20] }, start: 0, end: 30 });
    expect(failure).toBeNull();
    expect(r.games).toBe(30);
    let dealing = 0;
    let won = 0;
    for (let i = 0; i < 20; i++) {
      const g = runGame(p, i);
      const seat = g.seats.findIndex((s) => s.characters[0] === 'troll');
      if (seat < 0) continue;
      dealing++;
      won += g.winner === seat ? 1 : 0;
    }
    const cells = r.counts.slice(0, WORTH_CELLS);
    expect(cells.reduce((a, b) => a + b, 0)).toBe(dealing);
    expect(cells.filter((_, c) => (c & 1) !== 0).reduce((a, b) => a + b, 0)).toBe(won);
    expect(r.dealt[CHARACTER_IDS.indexOf('troll')]).toBeGreaterThanOrEqual(dealing);
    expect(r.dealt.reduce((a, b) => a + b, 0)).toBe(30 * 4);
  });
});

describe('worth: the command', () => {
  it('should write the same report for one worker and two, with the table and its cost', async () => {
    const dir = tempDir('worth');
    const args = (out: string, workers: string) => ['worth', 'default', '--characters', 'troll,priest', '--attributes', 'strength', '--block', '40', '--max-games', '40', '--batch', '7', '--out', join(dir, out), '--workers', workers, '--quiet'];
    const one = await cli(args('one', '1'));
    const two = await cli(args('two', '2'));
    expect(one.code).toBe(0);
    expect(two.code).toBe(0);
    expect(one.out).toMatch(/^default: what one point is worth to each character.*\n {2}character +strength\n {2}Troll +[+-]\d/);
    expect(one.out).toMatch(/40 game indices, [\d,]+ games over every arm, --max-games 40 reached/);
    expect(readFileSync(join(dir, 'one', 'worth.csv'), 'utf8')).toBe(readFileSync(join(dir, 'two', 'worth.csv'), 'utf8'));
    expect(readFileSync(join(dir, 'one', 'worth.csv'), 'utf8').split('\n')[1]).toMatch(/^troll,strength,6,\d+,/);
    expect(readFileSync(join(dir, 'one', 'worth.vl.json'), 'utf8')).toContain('"tooltip"');
  });

  it('should refuse an unknown attribute, a repeated character and a scenario dealing three, in one line', async () => {
    expect((await cli(['worth', '--attributes', 'strenght'])).err).toMatch(/^talisman-sim: --attributes must be one of strength, craft, lives, fate, gold, spells \(got "strenght"\)/);
    expect((await cli(['worth', '--characters', 'troll,troll'])).err).toMatch(/^talisman-sim: --characters lists troll twice/);
    const dir = tempDir('worth');
    const file = join(dir, 'three.yaml');
    (await import('node:fs')).writeFileSync(file, 'rules: {dealThree: true}\n');
    expect((await cli(['worth', file])).err).toMatch(/worth and balance need rules\.dealThree: false/);
  });
});
