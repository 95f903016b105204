// Naturals decide (params.naturalsDecide, combat.ts compareScores; the fan API's parameter): the
// kept dice all 6 win and all 1 lose whatever the totals, with one die as with two (2D6
// Auto-Win/Lose), through a fan module's withParams, with pinned dice.
import { describe, expect, it } from 'vitest';
import { DOUBLE_WIN, LOSE, STANDOFF, WIN, compareScores, fightCreature, type Game } from '../../src/engine/index.ts';
import { houseRule, withParams } from '../../src/rules/fan-api.ts';
import { fanRuleModule } from '../../src/rules/fan-facade.ts';
import { expectAllDiceRolled, play } from './fixtures.ts';

const naturals = fanRuleModule(houseRule({ id: 'naturals', desc: 'naturals decide', apply: (r) => withParams(r, { naturalsDecide: true }) }), 'naturals.ts');
const twoDice = fanRuleModule(houseRule({ id: 'two-dice', desc: 'two dice, naturals decide', apply: (r) => withParams(r, { combatDice: 2, naturalsDecide: true }) }), 'two-dice.ts');

/** The Troll (Strength 6, no Armour, 1 fate kept) fights a creature of this Strength with pinned dice: the result and his lives lost. */
function fight(strength: number, dice: number[], on: boolean, modules = [naturals]) {
  const { g, p } = play({ heroes: [{ character: 'troll', at: 'fields-1' }], dice, modules: on ? modules : [] });
  const lives = p[0].lives;
  const r = fightCreature(g, p[0], g.foe.reset(false, strength, 'Beast'));
  expectAllDiceRolled(g);
  return [r, lives - p[0].lives];
}

describe('naturals decide with one die', () => {
  it('a natural 6 wins against a higher total; without the rule the totals decide', () => {
    // 6 + 6 = 12 against 20 + 3.
    expect(fight(20, [6, 3], true)).toEqual([WIN, 0]);
    expect(fight(20, [6, 3], false)).toEqual([LOSE, 1]);
  });

  it('a natural 1 loses against a lower total, and the creature\'s natural 6 wins against one', () => {
    // 6 + 1 = 7 against 1 + 2; 6 + 5 = 11 against 1 + 6.
    expect(fight(1, [1, 2], true)).toEqual([LOSE, 1]);
    expect(fight(1, [1, 2], false)).toEqual([WIN, 0]);
    expect(fight(1, [5, 6], true)).toEqual([LOSE, 1]);
    expect(fight(1, [5, 1], true)).toEqual([WIN, 0]);
  });

  it('both 6 are a Double Win (a life lost, the fight won), both 1 a stand-off', () => {
    expect(fight(20, [6, 6], true)).toEqual([WIN, 1]);
    expect(fight(1, [1, 1], true)).toEqual([STANDOFF, 0]);
  });
});

describe('naturals decide with two dice (2D6 Auto-Win/Lose)', () => {
  it('reads 12 and 2 as the naturals, not a die of 6 or 1', () => {
    // 6 + 6 + 6 = 18 against 20 + 2 + 3: his natural 12 wins; 6 + 6 + 1 = 13 against 20 + 3 + 3 loses on the totals.
    expect(fight(20, [6, 6, 2, 3], true, [twoDice])).toEqual([WIN, 0]);
    expect(fight(20, [6, 1, 3, 3], true, [twoDice])).toEqual([LOSE, 1]);
    expect(fight(1, [1, 1, 3, 3], true, [twoDice])).toEqual([LOSE, 1]);
  });
});

describe('compareScores', () => {
  const rules = (naturalsDecide: boolean, combatDice: number) => ({ rules: { params: { naturalsDecide, combatDice } } }) as unknown as Game;
  it('compares the scores alone when naturals do not decide, and a side without a die has no natural', () => {
    expect([compareScores(rules(false, 1), 5, 9, 6, 1), compareScores(rules(false, 1), 9, 9, 1, 1)]).toEqual([LOSE, STANDOFF]);
    expect(compareScores(rules(true, 1), 9, 3, 2, 0)).toBe(WIN);
    expect(compareScores(rules(true, 1), 9, 3, 1, 0)).toBe(LOSE);
    expect(compareScores(rules(true, 2), 9, 3, 6, 12)).toBe(LOSE);
    expect(compareScores(rules(true, 2), 9, 30, 12, 12)).toBe(DOUBLE_WIN);
  });
});
