// The Starting Bonus (rulebook p.21): one Strength or Craft counter each at the start, the player's
// choice, "as if earned in the usual way" (from the stock); basic and expert take the counter for
// the attribute they fight with, random picks either.
import { describe, expect, it } from 'vitest';
import { STOCK, WISHES } from '../../../src/engine/index.ts';
import { makeGame } from '../../helpers.ts';

const STRENGTH = WISHES.indexOf('strength');
const CRAFT = WISHES.indexOf('craft');

describe('the Starting Bonus', () => {
  it('should give each player the counter he chooses, from the stock, with a trace line', () => {
    const { g, p, log } = makeGame({ heroes: ['troll', 'wizard'], rules: { startingBonus: true }, answer: (d) => (d.kind === 'wish' ? (d.seat === 0 ? CRAFT : STRENGTH) : undefined) });
    expect([p[0].strengthCounters, p[0].craftCounters, p[1].strengthCounters, p[1].craftCounters]).toEqual([0, 1, 1, 0]);
    expect([g.pool.strength, g.pool.craft]).toEqual([STOCK.strength - 1, STOCK.craft - 1]);
    expect(log.lines).toContain('  Troll#0 takes a starting bonus Craft counter (rulebook p.21)');
  });

  it('should give nothing when off', () => {
    const { p } = makeGame({ heroes: ['troll', 'wizard'] });
    expect(p.map((q) => q.strengthCounters + q.craftCounters)).toEqual([0, 0]);
  });

  it.each(['basic', 'expert'])('should make %s take Strength for the Troll and Craft for the Wizard', (strategy) => {
    const { p } = makeGame({ heroes: ['troll', 'wizard'], rules: { startingBonus: true }, fallback: strategy });
    expect([p[0].strengthCounters, p[1].craftCounters]).toEqual([1, 1]);
  });

  it('should make random choose either, about half the time each', () => {
    let strength = 0;
    for (let i = 0; i < 200; i++) strength += makeGame({ heroes: ['troll'], rules: { startingBonus: true }, fallback: 'random', seed: `sb${i}` }).p[0].strengthCounters;
    expect(strength).toBeGreaterThan(70);
    expect(strength).toBeLessThan(130);
  });
});
