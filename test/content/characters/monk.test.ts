// The Monk (reference section 2): his Craft value added to his Strength in battle, +1 when
// praying, and no Weapons or Armour.
import { describe, expect, it } from 'vitest';
import { land } from '../../../src/engine/index.ts';
import { attackValue } from '../../../src/engine/combat.ts';
import { give, lay, makeGame } from '../../helpers.ts';
import {
  answerTo, beginTurn, diceLeft, encounterSpace, expectSetUp, keepDice, script,
} from '../../engine/fixtures-combat.ts';

function monkGame(dice: number[], ...rules: Parameters<typeof script>) {
  const s = script(...rules, encounterSpace, keepDice());
  const game = makeGame({ heroes: [{ character: 'monk', at: 'city' }], dice, answer: s.answer });
  beginTurn(game.g, game.p[0]);
  return { ...game, s, monk: game.p[0] };
}

describe('the Monk', () => {
  it('should start on the Village with Strength 2, Craft 3, 4 lives, 5 fate, good, and no Spells', () => {
    expectSetUp('monk', { strength: 2, craft: 3, life: 4, fate: 5, alignment: 'good', start: 'village', spells: 0 });
  });

  it('should add his Craft value to his Strength in battle', () => {
    // Monk 2 + 3 + 2 = 7 against the Ogre's 5 + 1 = 6.
    const t = monkGame([2, 1]);
    const ogre = lay(t.g, 'fields-1', 'ogre');
    land(t.g, t.monk, t.g.space('fields-1'));
    expect(t.monk.trophies).toEqual([ogre]);
  });

  it('should add the printed Craft value, not his Craft counters', () => {
    const t = monkGame([]);
    t.monk.craftCounters = 2;
    expect(attackValue(t.g, t.monk, false, null)).toBe(2 + 3);
  });

  it('should not use Weapons in battle', () => {
    const t = monkGame([]);
    give(t.g, t.monk, 'sword');
    expect(attackValue(t.g, t.monk, false, null)).toBe(2 + 3);
  });

  it('should not use Armour: no roll saves the life he loses in battle', () => {
    // Monk 5 + 1 against the Ogre's 5 + 6; no Armour roll follows.
    const t = monkGame([1, 6]);
    give(t.g, t.monk, 'armour');
    lay(t.g, 'fields-1', 'ogre');
    land(t.g, t.monk, t.g.space('fields-1'));
    expect(t.monk.lives).toBe(3);
    expect(diceLeft(t.g)).toBe(0);
  });

  it('should add 1 to his roll when praying at the Chapel', () => {
    // A 4 becomes 5: he gains a life above his life value.
    const t = monkGame([4], answerTo('pray', true));
    land(t.g, t.monk, t.g.space('chapel'));
    expect(t.monk.lives).toBe(5);
    expect(diceLeft(t.g)).toBe(0);
  });
});
