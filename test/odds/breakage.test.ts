// Battle Breakage and Graduated Armour odds (src/odds/breakage.ts) against fractions worked out by
// hand, each with its working; test/odds/engine-breakage.test.ts checks them against the engine.
import { describe, expect, it } from 'vitest';
import { DEFAULT_ODDS, armourOdds, breakageRow, breakageTable, type ArmourOptions, type BreakageOptions, type OddsOptions } from '../../src/odds/index.ts';

const mode = (o: Partial<OddsOptions>): OddsOptions => ({ ...DEFAULT_ODDS, ...o });
const kit = (b: Partial<BreakageOptions>): BreakageOptions => ({ weapon: 'object', armour: [], graduated: false, limits: false, breakage: true, ...b });
const armour = (a: Partial<ArmourOptions>): ArmourOptions => ({ armour: [], graduated: true, limits: false, breakage: false, ...a });

describe('odds --breakage: the chance per battle that a Weapon or an Armour breaks', () => {
  it('1d6, a Sword and Armour, at 0: natural 1 then a 1 for the Sword; a loss, a 1 on the Armour roll, then a 1', () => {
    const r = breakageRow(0, mode({}), kit({ armour: ['armour'] }));
    // Weapon: natural 1 (1/6) x Object breaks on a 1 (1/6) = 1/36.
    expect(r.weapon).toBeCloseTo(1 / 36, 14);
    // Loss at 0: 15 of 36 pairs; Armour roll 1 (1/6) x Breakage Roll 1 (1/6): 15/36 x 1/36 = 15/1296.
    expect(r.lifeLost).toBeCloseTo(15 / 36, 14);
    expect(r.armour).toBeCloseTo(15 / 1296, 14);
    // Both: natural 1 and a loss (the creature rolls 2-6: 5/36), then both breakage chances (1/6 x 1/36):
    // either = 36/1296 + 15/1296 - 5/7776 = 301/7776.
    expect(r.either).toBeCloseTo(301 / 7776, 14);
  });

  it('2D6 with a Magic Object: a natural 2 or 3 (3/36), then 2 or 3 on two dice (3/36) = 1/144, whatever the difference', () => {
    for (const d of [-12, 0, 12]) {
      const r = breakageRow(d, mode({ combat: '2d6' }), kit({ weapon: 'magic' }));
      expect(r.weapon).toBeCloseTo(1 / 144, 14);
      expect(r.armour).toBe(0);
      expect(r.either).toBeCloseTo(1 / 144, 14);
    }
  });

  it('the Warrior under 2D6 Auto-Win/Lose: the kept natural is 2 or 3 only for 1-1-1 and the three orders of 1-1-2 (4/216)', () => {
    const r = breakageRow(3, mode({ combat: '2d6-auto', warrior: true }), kit({}));
    expect(r.weapon).toBeCloseTo(4 / 216 / 6, 14);
  });

  it('counts a Double Win\'s lost life for the Armour: at +12 under Auto-Win/Lose a life is lost only to a natural 2, a natural 12 of the creature or two 12s', () => {
    const r = breakageRow(12, mode({ combat: '2d6-auto' }), kit({ weapon: 'none', armour: ['helmet'] }));
    // As odds' golden row at +10: 69 losses + 1 Double Win of 1296 (no total ties at +12 either).
    expect(r.lifeLost).toBeCloseTo(70 / 1296, 14);
    expect(r.armour).toBeCloseTo((70 / 1296) * (1 / 36), 14);
    expect(r.weapon).toBe(0);
  });

  it('a fate reroll on a loss changes the natural: 1d6 at +5 never loses, so only the first 1 counts (no reroll)', () => {
    const none = breakageRow(5, mode({}), kit({}));
    const loss = breakageRow(5, mode({ fate: 'loss' }), kit({}));
    expect(loss.weapon).toBeCloseTo(none.weapon, 14);
    // At -3 every loss is rerolled (30 of 36 pairs: wins need a lead of 4, 3 pairs; ties of 3, 3 pairs),
    // and the final die is a 1 when the new face is: 30/36 x 1/6 = 5/36; then the Sword's 1/6.
    expect(breakageRow(-3, mode({ fate: 'loss' }), kit({})).weapon).toBeCloseTo(5 / 36 / 6, 14);
  });

  it('makes one row per difference, -12 to +12', () => {
    expect(breakageTable(mode({}), kit({})).map((r) => r.difference)).toEqual(Array.from({ length: 25 }, (_, i) => i - 12));
  });
});

describe('odds --armour: the chance of saving a life (Graduated Armour System)', () => {
  it('rolls Armour, Shield and Helmet in turn: 1 - (3/6)(4/6)(5/6) = 13/18; the base game rolls the best only (1/2)', () => {
    const set = ['helmet', 'armour', 'shield'];
    const g = armourOdds(armour({ armour: set }));
    expect(g.saved).toBeCloseTo(13 / 18, 14);
    expect(g.reached).toEqual([1, 0.5, 0.5 * (4 / 6)].map((x) => expect.closeTo(x, 14)));
    expect(armourOdds(armour({ armour: set, graduated: false })).saved).toBeCloseTo(1 / 2, 14);
  });

  it('under Battle Breakage\'s limits a broken Armour stops the rolls: saved 5503/7776, broken 2299/46656', () => {
    // After Armour: a 2-3 (12/36) or a 1 that holds (5/36) go on: 17/36; after the Shield: 2-4 or a
    // held 1: 23/36. Saved: 1/2 + 17/36 x 1/3 + 17/36 x 23/36 x 1/6 = (3888 + 1224 + 391)/7776.
    // Broken (the first break): 1/36 + 17/36 x 1/36 + 391/1296 x 1/36 = (1296 + 612 + 391)/46656.
    const g = armourOdds(armour({ armour: ['armour', 'shield', 'helmet'], breakage: true, limits: true }));
    expect(g.saved).toBeCloseTo(5503 / 7776, 14);
    expect(g.broken).toBeCloseTo(2299 / 46656, 14);
    // Without the limits a broken Armour's failure still passes to the next: 13/18 saved, as without breakage.
    expect(armourOdds(armour({ armour: ['armour', 'shield', 'helmet'], breakage: true })).saved).toBeCloseTo(13 / 18, 14);
  });
});
