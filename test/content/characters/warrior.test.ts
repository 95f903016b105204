// The Warrior (reference section 2): two dice in battle, the higher used, and two Weapons at once.
import { describe, expect, it } from 'vitest';
import { land } from '../../../src/engine/index.ts';
import { attackValue } from '../../../src/engine/combat.ts';
import { give, lay, makeGame } from '../../helpers.ts';
import {
  askedOf, beginTurn, diceLeft, encounterSpace, expectSetUp, inTurn, keepDice, script, type Rule,
} from '../../engine/fixtures-combat.ts';

function warriorOnFields(enemy: string, dice: number[], ...rules: Rule[]) {
  const s = script(...rules, encounterSpace, keepDice());
  const game = makeGame({ heroes: [{ character: 'warrior', at: 'city' }], dice, answer: s.answer });
  const laid = lay(game.g, 'fields-1', enemy);
  beginTurn(game.g, game.p[0]);
  return { ...game, s, laid, warrior: game.p[0], go: () => land(game.g, game.p[0], game.g.space('fields-1')) };
}

describe('the Warrior', () => {
  it('should start on the Tavern with Strength 4, Craft 2, 5 lives, 1 fate, neutral, and no Spells', () => {
    expectSetUp('warrior', { strength: 4, craft: 2, life: 5, fate: 1, alignment: 'neutral', start: 'tavern', spells: 0 });
  });

  it('should roll two dice in battle and use the higher', () => {
    // 4 + max(1, 5) = 9 against the Ogre's 5 + 3 = 8.
    const t = warriorOnFields('ogre', [1, 5, 3]);
    t.go();
    expect(t.warrior.trophies).toEqual([t.laid]);
    expect(diceLeft(t.g)).toBe(0);
  });

  it('should use two Weapons at once', () => {
    // 4 + Sword 1 + Axe 1 + 1 = 7 against the Ogre's 5 + 1 = 6 (one Weapon would be a stand-off).
    const t = warriorOnFields('ogre', [1, 1, 1]);
    give(t.g, t.warrior, 'sword');
    give(t.g, t.warrior, 'axe');
    t.go();
    expect(t.warrior.trophies).toEqual([t.laid]);
  });

  it('should use no more than two Weapons', () => {
    const t = warriorOnFields('ogre', []);
    for (const id of ['sword', 'axe', 'holy-lance']) give(t.g, t.warrior, id);
    expect(attackValue(t.g, t.warrior, false, null)).toBe(4 + 2);
  });

  it('should roll one die in psychic combat', () => {
    // Craft 2 + 6 = 8 against the Wraith's 5 + 1 = 6: two dice rolled in all.
    const t = warriorOnFields('wraith', [6, 1]);
    t.go();
    expect(t.warrior.trophies).toEqual([t.laid]);
    expect(diceLeft(t.g)).toBe(0);
  });

  it('should pay fate to reroll one of his two battle dice', () => {
    // 4 + max(1, 2) = 6 against 5 + 2 = 7; he rerolls the 1 into a 6: 10.
    const t = warriorOnFields('ogre', [1, 2, 2, 6], inTurn('reroll', [0]));
    t.go();
    expect(askedOf(t.s.asked, 'reroll')[0].options).toEqual([-1, 0, 1]);
    expect(t.warrior.trophies).toEqual([t.laid]);
    expect(t.warrior.fate).toBe(0);
  });
});
