// The Priest (reference section 2): a starting Spell, destroying Spirits (then gaining a Spell),
// +1 when praying, and no Weapons.
import { describe, expect, it } from 'vitest';
import { land } from '../../../src/engine/index.ts';
import { attackValue } from '../../../src/engine/combat.ts';
import { give, lay, makeGame } from '../../helpers.ts';
import {
  answerTo, askedOf, beginTurn, castNothing, diceLeft, encounterSpace, expectSetUp, keepDice, script, setSpells,
} from '../../engine/fixtures-combat.ts';

function priestGame(dice: number[], ...rules: Parameters<typeof script>) {
  const s = script(...rules, encounterSpace, keepDice(), castNothing());
  const game = makeGame({ heroes: [{ character: 'priest', at: 'city' }], dice, answer: s.answer });
  const priest = game.p[0];
  const spells = setSpells(game.g, priest, ['teleport']);
  beginTurn(game.g, priest);
  return { ...game, s, priest, spells };
}

describe('the Priest', () => {
  it('should start on the Chapel with Strength 2, Craft 4, 4 lives, 5 fate, good, and 1 Spell', () => {
    expectSetUp('priest', { strength: 2, craft: 4, life: 4, fate: 5, alignment: 'good', start: 'chapel', spells: 1 });
  });

  it('should destroy a Spirit without psychic combat, take no trophy, and gain a Spell', () => {
    const t = priestGame([], answerTo('destroy-spirit', true));
    const wraith = lay(t.g, 'fields-1', 'wraith');
    land(t.g, t.priest, t.g.space('fields-1'));
    expect(t.g.spaceCards[t.g.space('fields-1')]).toEqual([]);
    expect(t.g.adventureDiscard).toContain(wraith);
    expect(t.priest.trophies).toEqual([]);
    expect(t.priest.spells).toHaveLength(2);
    expect(t.priest.lives).toBe(4);
  });

  it('may fight the Spirit by psychic combat instead', () => {
    // Craft 4 + 5 = 9 against the Wraith's 5 + 1 = 6.
    const t = priestGame([5, 1], answerTo('destroy-spirit', false));
    const wraith = lay(t.g, 'fields-1', 'wraith');
    land(t.g, t.priest, t.g.space('fields-1'));
    expect(t.priest.trophies).toEqual([wraith]);
    expect(t.priest.spells).toHaveLength(1);
    expect(askedOf(t.s.asked, 'yes-no', 'destroy-spirit')).toHaveLength(1);
  });

  it('should not use Weapons in battle', () => {
    const t = priestGame([]);
    give(t.g, t.priest, 'sword');
    expect(attackValue(t.g, t.priest, false, null)).toBe(2);
  });

  it('should add 1 to his roll when praying at the Chapel', () => {
    // A 4 becomes 5: he gains a life above his life value.
    const t = priestGame([4], answerTo('pray', true));
    land(t.g, t.priest, t.g.space('chapel'));
    expect(t.priest.lives).toBe(5);
    expect(diceLeft(t.g)).toBe(0);
  });
});
