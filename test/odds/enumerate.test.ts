// Exact attack odds (src/odds/) against golden rows worked out by hand, each row's working in a
// comment; whole-table checks (every option set sums to 1, symmetry) and agreement with the
// strategies' own enumeration (strategies/odds.ts), which is independent code.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ODDS, FATE_POLICIES, ODDS_COMBAT, attackCounts, attackOdds, differenceTable, oddsGrid,
  type Odds, type OddsOptions,
} from '../../src/odds/index.ts';
import { loseChance, winChance } from '../../strategies/odds.ts';

const mode = (o: Partial<OddsOptions>): OddsOptions => ({ ...DEFAULT_ODDS, ...o });

/** [win, stand-off, loss, double win, double loss] as fractions of `den`. */
type Golden = [string, Partial<OddsOptions>, number, [number, number, number, number, number], number];

const GOLDEN: Golden[] = [
  // 1d6 (rulebook p.10): at -1 the character wins when his die beats the creature's by 2 or more:
  // 10 of 36 pairs; ties at a - b = 1: 5 pairs; the rest, 21, lose.
  ['1d6 at -1', {}, -1, [10, 5, 21, 0, 0], 36],
  // 1d6 at 0: a > b in 15 pairs, a = b in 6, a < b in 15.
  ['1d6 at 0', {}, 0, [15, 6, 15, 0, 0], 36],
  // 1d6 at +5: only 1 against 6 ties.
  ['1d6 at +5', {}, 5, [35, 1, 0, 0, 0], 36],
  // 2D6 at 0: ties are sum over s of P(s)^2 = (1+4+9+16+25+36+25+16+9+4+1)/1296 = 146/1296; by
  // symmetry win = loss = (1296 - 146) / 2 = 575.
  ['2D6 at 0', { combat: '2d6' }, 0, [575, 146, 575, 0, 0], 1296],
  // 2D6 at -10: no roll leads by more than 10, so no win; a tie needs a 10-point lead: 12 v 2 only.
  ['2D6 at -10', { combat: '2d6' }, -10, [0, 1, 1295, 0, 0], 1296],
  // 2D6 at -9: 12 v 2 wins (1); ties at mine - theirs = 9: 11 v 2 (2 ways) and 12 v 3 (2 ways) = 4.
  ['2D6 at -9', { combat: '2d6' }, -9, [1, 4, 1291, 0, 0], 1296],
  // 2D6 Auto-Win/Lose at 0: as 2D6 at 0, but the two ties 2 v 2 and 12 v 12 (1 each) become a
  // Double Loss and a Double Win; naturals against ordinary totals go the way totals did anyway.
  ['2D6 auto at 0', { combat: '2d6-auto' }, 0, [575, 144, 575, 1, 1], 1296],
  // 2D6 Auto-Win/Lose at +10: totals always favour the character, so he loses only to a natural 2
  // of his own (36 creature rolls) or a natural 12 of the creature's (36), less their overlap
  // (2 v 12) = 71, and of those 2 v 2 is a Double Loss and 12 v 12 a Double Win: 69 losses.
  ['2D6 auto at +10', { combat: '2d6-auto' }, 10, [1225, 0, 69, 1, 1], 1296],
  // The Warrior in 1d6 keeps the higher of two dice: P(max = k) = (2k - 1)/36. At 0 he wins with
  // sum over k of (2k - 1)(k - 1) = 0+3+10+21+36+55 = 125 of 216, ties with sum (2k - 1) = 36, loses 55.
  ['Warrior 1d6 at 0', { warrior: true }, 0, [125, 36, 55, 0, 0], 216],
  // The Runes at 0 in 1d6: the creature needs b + 2 vs a: win when a - b >= 3 (6 pairs), tie
  // when a - b = 2 (4 pairs), lose the other 26.
  ['Runes 1d6 at 0', { runes: true }, 0, [6, 4, 26, 0, 0], 36],
  // Fate on a loss, 1d6 at 0: against a creature's b, a loss ((b-1)/6) is rerolled once, so
  // P(loss | b) = ((b-1)/6)^2: sum (b-1)^2 = 55 of 216; ties: 1/6 + (b-1)/36 summed = 36 + 15 = 51.
  ['fate on a loss, 1d6 at 0', { fate: 'loss' }, 0, [110, 51, 55, 0, 0], 216],
  // Fate unless winning, 1d6 at 0: ties are rerolled too: P(loss | b) = (b/6)(b-1)/6, summed
  // 0+2+6+12+20+30 = 70 of 216; P(tie | b) = (b/6)(1/6), summed 21; wins 125.
  ['fate unless winning, 1d6 at 0', { fate: 'not-win' }, 0, [125, 21, 70, 0, 0], 216],
];

function asArray(p: Odds): number[] {
  return [p.win, p.standoff, p.loss, p.doubleWin, p.doubleLoss];
}

describe('exact attack odds: golden rows', () => {
  it.each(GOLDEN)('should give %s', (_, o, difference, expected, den) => {
    const got = asArray(attackOdds(difference, mode(o)));
    expected.forEach((n, i) => expect(got[i]).toBeCloseTo(n / den, 13));
    const { counts, total } = attackCounts(difference, mode(o));
    expected.forEach((n, i) => expect(counts[i] * den).toBe(n * total));
  });

  it('should treat one extra die like the Warrior\'s, in 1d6 and 2D6', () => {
    for (const combat of ODDS_COMBAT) {
      for (let d = -12; d <= 12; d++) {
        expect(attackOdds(d, mode({ combat, extraDice: 1 }))).toEqual(attackOdds(d, mode({ combat, warrior: true })));
        expect(attackOdds(d, mode({ combat, extraDice: 2 }))).toEqual(attackOdds(d, mode({ combat, warrior: true, extraDice: 1 })));
      }
    }
  });

  it('should make the Runes worth two points of difference without Auto-Win/Lose', () => {
    for (const combat of ['1d6', '2d6'] as const) {
      for (let d = -10; d <= 12; d++) expect(attackOdds(d, mode({ combat, runes: true }))).toEqual(attackOdds(d - 2, mode({ combat })));
    }
  });
});

describe('exact attack odds: whole tables', () => {
  const all: OddsOptions[] = [];
  for (const combat of ODDS_COMBAT) {
    for (const fate of FATE_POLICIES) {
      for (const warrior of [false, true]) {
        for (const runes of [false, true]) all.push({ combat, fate, warrior, runes, extraDice: warrior ? 0 : 2 });
      }
    }
  }

  it.each(all.map((o) => [JSON.stringify(o), o] as const))('should sum to 1 at every difference for %s', (_, o) => {
    for (const row of differenceTable(o)) {
      expect(row.win + row.standoff + row.loss + row.doubleWin + row.doubleLoss).toBeCloseTo(1, 14);
      for (const p of asArray(row)) expect(p).toBeGreaterThanOrEqual(0);
    }
  });

  it('should never make a loss likelier as the difference rises', () => {
    for (const o of all) {
      const rows = differenceTable(o);
      for (let i = 1; i < rows.length; i++) expect(rows[i].loss).toBeLessThanOrEqual(rows[i - 1].loss + 1e-15);
    }
  });

  it('should make a win likelier as the difference rises, except fate on a loss under Auto-Win/Lose', () => {
    for (const o of all.filter((x) => x.fate !== 'loss')) {
      const rows = differenceTable(o);
      for (let i = 1; i < rows.length; i++) expect(rows[i].win).toBeGreaterThanOrEqual(rows[i - 1].win - 1e-15);
    }
    // A stand-off is kept but a loss is rerolled (perhaps into a natural 12): at -8 a 2D6 roll
    // that ties is no longer rerolled, so the Warrior wins less often than at -9.
    const warrior = mode({ combat: '2d6-auto', fate: 'loss', warrior: true });
    expect(attackOdds(-8, warrior).win).toBeLessThan(attackOdds(-9, warrior).win);
  });

  it('should be symmetric in 1d6 and 2D6 without fate or extra dice', () => {
    for (const combat of ODDS_COMBAT) {
      for (let d = -12; d <= 12; d++) {
        const a = attackOdds(d, mode({ combat }));
        const b = attackOdds(-d, mode({ combat }));
        expect(a.win).toBeCloseTo(b.loss, 15);
        expect(a.doubleWin).toBe(b.doubleLoss);
      }
    }
  });

  it('should have no double outcomes except with Auto-Win/Lose', () => {
    for (const o of all.filter((x) => x.combat !== '2d6-auto')) {
      for (const row of differenceTable(o)) expect([row.doubleWin, row.doubleLoss]).toEqual([0, 0]);
    }
  });

  it('should agree with the strategies\' enumeration (strategies/odds.ts) without fate', () => {
    for (const [combat, dice] of [['1d6', 1], ['2d6', 2]] as const) {
      for (const extra of [0, 1, 2]) {
        for (let d = -12; d <= 12; d++) {
          const o = attackOdds(d, mode({ combat, extraDice: extra }));
          expect(o.win).toBeCloseTo(winChance(d, dice, extra), 12);
          expect(o.loss).toBeCloseTo(loseChance(d, dice, extra), 12);
        }
      }
    }
  });
});

describe('the strategies\' odds under Auto-Win/Lose (RuleSet.naturalsDecide)', () => {
  it('should agree with odds --combat 2d6-auto: a Double Win is won, a Double Loss a stand-off', () => {
    for (const extra of [0, 1, 2]) {
      for (let d = -12; d <= 12; d++) {
        const o = attackOdds(d, mode({ combat: '2d6-auto', extraDice: extra }));
        expect(o.win + o.doubleWin).toBeCloseTo(winChance(d, 2, extra, true, true), 12);
        expect(o.loss).toBeCloseTo(loseChance(d, 2, extra, true, true), 12);
      }
    }
    // At +12 the plain 2D6 table never loses; with naturals a 2 of one's own or a 12 of the
    // creature's loses: 69 of 1296 (the golden row at +10 above), and the assassinated creature rolls no natural.
    expect(loseChance(12, 2)).toBeCloseTo(0, 12);
    expect(loseChance(12, 2, 0, true, true)).toBeCloseTo(69 / 1296, 12);
    expect(loseChance(12, 2, 0, false, true)).toBeCloseTo(1 / 36, 12);
  });
});

describe('the odds grid', () => {
  it('should hold 16 x 16 cells, each the difference row of character + modifier - creature', () => {
    const o = mode({ combat: '2d6', warrior: true });
    for (const modifier of [0, 3, -2]) {
      const grid = oddsGrid(o, modifier);
      expect(grid).toHaveLength(256);
      expect(grid[0]).toMatchObject({ character: 1, creature: 1 });
      expect(grid[255]).toMatchObject({ character: 16, creature: 16 });
      for (const cell of grid) {
        expect(cell).toEqual({ character: cell.character, creature: cell.creature, ...attackOdds(cell.character + modifier - cell.creature, o) });
      }
    }
  });

  it('should reject extra dice outside 0-4', () => {
    expect(() => attackOdds(0, mode({ extraDice: 5 }))).toThrow(/extra dice/);
    expect(() => attackOdds(0, mode({ extraDice: 1.5 }))).toThrow(/extra dice/);
  });
});
