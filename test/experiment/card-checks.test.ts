// The card checks in small (npm run card-checks plays the calibration of docs/statistics.md): three
// equal Ogres and a Boon (gain 3 Strength, which its first drawer turns into some 25 points of win
// rate) at a few hundred games per arm. The Boon must come first, with its sign, and be flagged,
// under the ablation (by its first drawer) and the factorial design (by game length); the three
// Ogres alone must flag nothing and mark no relative effect significant. Under the fork (--horizon 1,
// at its own default flag, 1 per draw) the calibration's Strength 9 Ogre among seven of Strength 5
// must come first with its sign, significant, and eight equal Ogres mark nothing; it is flagged from
// 2,000 games (npm run full-checks plays that size; npm run card-checks the 20 null runs).
import { afterAll, describe, expect, it } from 'vitest';
import { deckRun, ogreRun } from '../../src/docs/card-checks.ts';
import { openRunner } from '../../src/experiment/pool.ts';
import { checkSize, FULL_CHECKS } from '../sizes.ts';

const runner = openRunner(1);
afterAll(() => runner.stop());

const OGRES = ['A', 'B', 'C'].map((t) => `  - { title: Ogre ${t}, type: enemy, kind: monster, strength: 5, count: 2 }`);
const deck = (seed: string, boon: boolean) => ['players: 4', `seed: ${seed}`, 'cards:', ...OGRES, ...(boon ? ['  - { title: Boon, type: event, effect: gain-strength 3, count: 2 }'] : ['  - { title: Ogre D, type: enemy, kind: monster, strength: 5, count: 2 }']), ''].join('\n');

describe('card checks in small', () => {
  it('finds the Boon first and flags it: under the ablation by its first drawer', async () => {
    const r = await deckRun(deck('checks-boon', true), 'checks-boon', 'fan-boon', 'ablation', 300, runner);
    expect(r.card).toMatchObject({ rank: 1, metric: 'drawer', flagged: true, significant: true });
    expect(r.card?.effect).toBeGreaterThan(2);
  }, 300_000);

  it('finds the Boon first and flags it: under the factorial design by game length', async () => {
    const r = await deckRun(deck('checks-boon', true), 'checks-boon', 'fan-boon', 'factorial', 600, runner);
    expect(r.card).toMatchObject({ rank: 1, metric: 'rounds', flagged: true });
    expect(r.card?.effect).toBeLessThan(-2);
  }, 300_000);

  it.each(['ablation', 'factorial'] as const)('flags nothing among four equal Ogres (%s)', async (design) => {
    const r = await deckRun(deck('checks-null', false), 'checks-null', null, design, design === 'ablation' ? 300 : 600, runner);
    expect([r.flagged, r.significant]).toEqual([0, 0]);
  }, 300_000);

  it('under the fork (horizon 1, its default flag): the Strength 9 Ogre first, costing its drawer, and equal Ogres mark nothing', async () => {
    const games = checkSize(300, 2000);
    const r = await ogreRun('checks-ogre', true, 'fork', games, runner, 1);
    expect(r.card).toMatchObject({ rank: 1, significant: true });
    expect(r.card!.effect).toBeLessThan(-1);
    // Flagged beyond 1 per draw once its interval is narrow enough: at the full size.
    if (FULL_CHECKS) expect(r.card!.flagged).toBe(true);
    expect([r.flagged - (r.card!.flagged ? 1 : 0), r.othersClearance! < 1]).toEqual([0, true]);
    const n = await ogreRun('checks-ogre-null', false, 'fork', checkSize(200, 1000), runner, 1);
    expect([n.flagged, n.significant]).toEqual([0, 0]);
  }, 600_000);
});
