// The Ghoul (reference section 2): psychic attacks on characters that drain the life taken, and
// killed Enemies raised as Followers that add their Strength to one battle.
import { describe, expect, it } from 'vitest';
import { land } from '../../../src/engine/index.ts';
import { REWARD_LIFE } from '../../../src/engine/combat-characters.ts';
import { give, lay, makeGame } from '../../helpers.ts';
import {
  action, answerTo, askedOf, beginTurn, castNothing, choose, diceLeft, encounterSpace, expectSetUp, keepDice, script,
  type Rule,
} from '../../engine/fixtures-combat.ts';

/** The Ghoul lands on the Fields where `victim` is and attacks him as `how`. */
function attack(victim: string, how: 'attack' | 'psychic-attack', dice: number[], ...rules: Rule[]) {
  const s = script(...rules, keepDice(), castNothing(), choose('encounter', 1), choose('character-action', action(how)),
    choose('reward', REWARD_LIFE));
  const game = makeGame({ heroes: [{ character: 'ghoul', at: 'city' }, { character: victim, at: 'fields-1' }], dice, answer: s.answer });
  beginTurn(game.g, game.p[0]);
  return { ...game, s, ghoul: game.p[0], victim: game.p[1], go: () => land(game.g, game.p[0], game.g.space('fields-1')) };
}

describe('the Ghoul', () => {
  it('should start on the Graveyard with Strength 2, Craft 4, 4 lives, 4 fate, evil, and no Spells', () => {
    expectSetUp('ghoul', { strength: 2, craft: 4, life: 4, fate: 4, alignment: 'evil', start: 'graveyard', spells: 0 });
  });

  it('should attack a character by psychic combat and add the life he takes to his own', () => {
    // Ghoul Craft 4 + 3 = 7 against the Warrior's Craft 2 + 1 = 3.
    const t = attack('warrior', 'psychic-attack', [3, 1]);
    t.go();
    expect(t.victim.lives).toBe(4);
    expect(t.ghoul.lives).toBe(5);
    expect(diceLeft(t.g)).toBe(0);
  });

  it('should not let an Object save the life his psychic attack takes', () => {
    const t = attack('warrior', 'psychic-attack', [3, 1]);
    give(t.g, t.victim, 'armour');
    t.go();
    expect(t.victim.lives).toBe(4);
    expect(diceLeft(t.g)).toBe(0);
  });

  it('should not drain the life he takes in a battle', () => {
    // Ghoul Strength 2 + 6 = 8 against the Thief's 3 + 1 = 4.
    const t = attack('thief', 'attack', [6, 1]);
    t.go();
    expect(t.victim.lives).toBe(3);
    expect(t.ghoul.lives).toBe(4);
  });

  it('should raise a killed Enemy as a Follower instead of keeping it as a trophy', () => {
    // Ghoul 2 + 6 = 8 against the Wolf's 2 + 1 = 3.
    const s = script(encounterSpace, keepDice(), answerTo('raise-dead', true));
    const { g, p } = makeGame({ heroes: [{ character: 'ghoul', at: 'city' }], dice: [6, 1], answer: s.answer });
    const wolf = lay(g, 'fields-1', 'wolf');
    beginTurn(g, p[0]);
    land(g, p[0], g.space('fields-1'));
    expect(p[0].followers).toEqual([wolf]);
    expect(p[0].trophies).toEqual([]);
  });

  it('should not raise a killed Enemy while Cursed by a Hag: it is a trophy (issue 12, item 13)', () => {
    // Reference 3.2, the Hag: "no other Followers may be gained until you visit the Village Mystic".
    const s = script(encounterSpace, keepDice(), answerTo('raise-dead', true));
    const { g, p } = makeGame({ heroes: [{ character: 'ghoul', at: 'city' }], dice: [6, 1], answer: s.answer });
    const hag = give(g, p[0], 'hag');
    const wolf = lay(g, 'fields-1', 'wolf');
    beginTurn(g, p[0]);
    land(g, p[0], g.space('fields-1'));
    expect(askedOf(s.asked, 'yes-no', 'raise-dead')).toEqual([]);
    expect(p[0].followers).toEqual([hag]);
    expect(p[0].trophies).toEqual([wolf]);
  });

  it('should add one raised Follower\'s Strength to a battle, then discard it', () => {
    // Ghoul 2 + raised Ogre 5 + 2 = 9 against the Giant's 6 + 2 = 8; the Wolf is not added too.
    const s = script(encounterSpace, keepDice(), answerTo('use-raised', true), answerTo('raise-dead', false));
    const { g, p } = makeGame({ heroes: [{ character: 'ghoul', at: 'city' }], dice: [2, 2], answer: s.answer });
    const ghoul = p[0];
    const ogre = give(g, ghoul, 'ogre');
    const wolf = give(g, ghoul, 'wolf');
    const giant = lay(g, 'fields-1', 'giant');
    beginTurn(g, ghoul);
    land(g, ghoul, g.space('fields-1'));
    expect(ghoul.trophies).toEqual([giant]);
    expect(ghoul.followers).toEqual([wolf]);
    expect(g.adventureDiscard).toContain(ogre);
    expect(askedOf(s.asked, 'yes-no', 'use-raised')).toHaveLength(1);
  });
});
