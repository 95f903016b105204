// Rolling for a character (src/engine/dice.ts; rulebook p.15: "Once per die roll, a player may pay
// one fate token ... to reroll one die he has just rolled"): the dice and the total a roll leaves,
// the reroll offered (which die, for which roll, at what cost), and the rolls that offer none: no
// fate left, a creature's attack roll. Written for the surviving mutants of dice.ts (issue 22).
import { describe, expect, it } from 'vitest';
import { ROLL, WANT, rollOne, rollOwn, rollPlain, spendFate, type Decision } from '../../src/engine/index.ts';
import { offerReroll } from '../../src/engine/dice.ts';
import { makeGame } from '../helpers.ts';
import { expectAllDiceRolled } from './fixtures.ts';

/** A game whose Thief (2 fate) answers each reroll offer from `rerolls` (-1 keeps), noting every offer. */
function game(dice: number[], rerolls: number[] = []) {
  const offers: { options: number[]; subject: number; detail: number }[] = [];
  const t = makeGame({
    heroes: [{ character: 'thief', at: 'fields-1' }], dice,
    answer: (d: Decision) => {
      if (d.kind !== 'reroll') return undefined;
      offers.push({ options: [...d.options], subject: d.subject, detail: d.detail });
      return rerolls.shift() ?? -1;
    },
  });
  return { ...t, offers };
}

describe('rollOwn', () => {
  it('should leave the dice in g.dice, their count and their total, and say them', () => {
    const { g, p, log, offers } = game([2, 5, 6]);
    expect(rollOwn(g, p[0], 3, ROLL.tavern)).toBe(13);
    expect([...g.dice.slice(0, g.diceCount)]).toEqual([2, 5, 6]);
    expect(offers).toEqual([{ options: [-1, 0, 1, 2], subject: WANT.higher, detail: ROLL.tavern }]);
    expect(log.lines).toContain(`  ${g.name(p[0])} rolls 2+5+6`);
    expect(p[0].fate).toBe(2);
  });

  it('should reroll the die chosen for one fate, and add the change to the total', () => {
    // Keeps the 2, rerolls the 5 (die 1) into a 3: 2 + 3.
    const { g, p, log } = game([2, 5, 3], [1]);
    expect(rollOwn(g, p[0], 2, ROLL.tavern)).toBe(5);
    expect([...g.dice.slice(0, g.diceCount)]).toEqual([2, 3]);
    expect(p[0].fate).toBe(1);
    expect(log.lines).toContain(`  ${g.name(p[0])} pays 1 fate to reroll a 5: 3`);
    expect(log.lines).toContain(`  ${g.name(p[0])} rolls 2+3`);
    expectAllDiceRolled(g);
  });

  it('should offer a movement roll\'s reroll with the movement want', () => {
    const { g, p, offers } = game([4]);
    expect(rollOne(g, p[0], ROLL.movement)).toBe(4);
    expect(offers.map((o) => o.subject)).toEqual([WANT.move]);
  });

  it('should offer no reroll of a roll the fate rule excludes (a creature\'s attack), fate or not', () => {
    const { g, p, offers } = game([6]);
    expect(rollOne(g, p[0], ROLL['creature-attack'])).toBe(6);
    expect([offers, p[0].fate]).toEqual([[], 2]);
  });

  it('should offer nothing once the fate is spent', () => {
    const { g, p, offers } = game([6]);
    spendFate(g, p[0]);
    spendFate(g, p[0]);
    expect(rollOne(g, p[0], ROLL.tavern)).toBe(6);
    expect(offers).toEqual([]);
  });
});

describe('offerReroll, as combat calls it', () => {
  it('should ask nothing and change nothing without fate', () => {
    const { g, p, offers } = game([]);
    spendFate(g, p[0]);
    spendFate(g, p[0]);
    g.dice[0] = 1;
    expect(offerReroll(g, p[0], 1, ROLL.attack)).toBe(0);
    expect([offers, p[0].fate, g.dice[0]]).toEqual([[], 0, 1]);
  });

  it('should return the change when the die is rerolled, down as well as up', () => {
    const { g, p } = game([2], [0]);
    g.dice[0] = 5;
    expect(offerReroll(g, p[0], 1, ROLL.attack)).toBe(-3);
    expect([g.dice[0], p[0].fate]).toEqual([2, 1]);
  });
});

describe('rollPlain', () => {
  it('should add up n dice and offer no reroll, fate or not', () => {
    const { g, p, offers } = game([3, 4]);
    expect(rollPlain(g, 2, p[0])).toBe(7);
    expect(offers).toEqual([]);
  });
});
