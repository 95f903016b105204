// Talisman Upgrade clause 35 (src/rules/upgrade/yielding.ts): the loser of a psychic combat between
// characters may offer a gold or an Object instead of a life; the winner accepts it or takes the life.
import { describe, expect, it } from 'vitest';
import { land, REWARD_GOLD, REWARD_LIFE, REWARD_OBJECT } from '../../../src/engine/index.ts';
import { give, makeGame } from '../../helpers.ts';
import { action, answerTo, askedOf, beginTurn, castNothing, choose, diceLeft, keepDice, script, type Rule } from '../../engine/fixtures-combat.ts';
import { onlyParts } from './hero-parts.ts';

/**
 * The Wizard (Craft 5) lands on the Fields where the Thief (Craft 3) is and makes psychic combat:
 * he rolls 3, the Thief 1, 8 to 4. The Thief holds `gold` gold and a Sword.
 */
function psychic(gold: number, upgrade: boolean, ...rules: Rule[]) {
  const s = script(keepDice(), castNothing(), choose('encounter', 1), choose('character-action', action('psychic-attack')), ...rules);
  const t = makeGame({
    heroes: [{ character: 'wizard', at: 'city' }, { character: 'thief', at: 'fields-1' }], dice: [3, 1], answer: s.answer,
    rules: upgrade ? { upgrade: onlyParts({ psychicYield: true }) } : {},
  });
  const thief = t.p[1];
  thief.gold = gold;
  const sword = give(t.g, thief, 'sword');
  beginTurn(t.g, t.p[0]);
  land(t.g, t.p[0], t.g.space('fields-1'));
  expect(diceLeft(t.g)).toBe(0);
  return { ...t, wizard: t.p[0], thief, sword, asked: s.asked };
}

describe('Upgrade 35: yielding in psychic combat', () => {
  it('should let the loser give a gold instead of a life when the winner accepts', () => {
    const t = psychic(2, true, answerTo('yield', true), choose('reward', REWARD_GOLD));
    expect([t.thief.lives, t.thief.gold]).toEqual([4, 1]);
    // The winner chooses only between the life and what is offered.
    expect(askedOf(t.asked, 'reward')[0].options).toEqual([REWARD_LIFE, REWARD_GOLD]);
  });

  it('should take the life when the winner refuses the offer', () => {
    const t = psychic(2, true, answerTo('yield', true), choose('reward', REWARD_LIFE));
    expect([t.thief.lives, t.thief.gold]).toEqual([3, 2]);
  });

  it('should take the life when the loser does not yield, whatever the winner wants', () => {
    const t = psychic(2, true, answerTo('yield', false), choose('reward', REWARD_GOLD));
    expect([t.thief.lives, t.thief.gold]).toEqual([3, 2]);
    expect(askedOf(t.asked, 'reward')).toHaveLength(0);
  });

  it('should let a loser without gold offer an Object of his choice', () => {
    const t = psychic(0, true, answerTo('yield', true), choose('reward', REWARD_OBJECT));
    expect(t.thief.lives).toBe(4);
    expect(t.wizard.objects).toContain(t.sword);
    expect(askedOf(t.asked, 'drop')[0]?.seat ?? 1).toBe(1);
  });

  it('should leave the choice to the winner in the base game (the control): he takes the gold unasked', () => {
    const t = psychic(2, false, answerTo('yield', false), choose('reward', REWARD_GOLD));
    expect([t.thief.lives, t.thief.gold]).toEqual([4, 1]);
    expect(askedOf(t.asked, 'yes-no', 'yield')).toHaveLength(0);
  });
});
