// The card checks in small (npm run card-checks plays the calibration of docs/statistics.md): three
// equal Ogres and a Boon (gain 3 Strength, which its first drawer turns into some 25 points of win
// rate) at a few hundred games per arm. The Boon must come first, with its sign, and be flagged,
// under the ablation (by its first drawer) and the factorial design (by game length); the three
// Ogres alone must flag nothing and mark no relative effect significant.
import { afterAll, describe, expect, it } from 'vitest';
import { deckRun } from '../../src/docs/card-checks.ts';
import { openRunner } from '../../src/experiment/pool.ts';

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
});
