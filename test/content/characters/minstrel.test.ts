// The Minstrel (reference section 2): Animals and Dragons do not attack him, he may charm an Animal
// into a Follower that fights with him, and he may take the Maiden or the Princess.
import { describe, expect, it } from 'vitest';
import { land } from '../../../src/engine/index.ts';
import { give, lay, makeGame } from '../../helpers.ts';
import {
  action, answerTo, askedOf, beginTurn, castNothing, choose, diceLeft, encounterSpace, expectSetUp, keepDice, script,
  type Rule,
} from '../../engine/fixtures-combat.ts';

/** The Minstrel lands on the Fields with these cards laid there. */
function onFields(cards: string[], dice: number[], ...rules: Rule[]) {
  const s = script(...rules, encounterSpace, keepDice());
  const game = makeGame({ heroes: [{ character: 'minstrel', at: 'city' }], dice, answer: s.answer });
  const laid = cards.map((id) => lay(game.g, 'fields-1', id));
  beginTurn(game.g, game.p[0]);
  const fields = game.g.space('fields-1');
  return { ...game, s, laid, minstrel: game.p[0], go: () => land(game.g, game.p[0], fields), left: () => game.g.spaceCards[fields] };
}

describe('the Minstrel', () => {
  it('should start on the Tavern with Strength 2, Craft 4, 4 lives, 5 fate, good, and no Spells', () => {
    expectSetUp('minstrel', { strength: 2, craft: 4, life: 4, fate: 5, alignment: 'good', start: 'tavern', spells: 0 });
  });

  it('should not be attacked by an Animal: he may leave it be', () => {
    const t = onFields(['bear'], [], answerTo('charm', false), choose('evade', 1));
    t.go();
    expect(t.left()).toEqual(t.laid);
    expect(t.minstrel.lives).toBe(4);
    expect(t.g.turnOver).toBe(false);
  });

  it('should not be attacked by a Dragon either', () => {
    const t = onFields(['dragon'], [], choose('evade', 1));
    t.go();
    expect(t.left()).toEqual(t.laid);
    expect(askedOf(t.s.asked, 'yes-no', 'charm')).toEqual([]);
  });

  it('may still attack an Animal', () => {
    // Minstrel 2 + 6 = 8 against the Bear's 3 + 1 = 4.
    const t = onFields(['bear'], [6, 1], answerTo('charm', false), choose('evade', 0));
    t.go();
    expect(t.minstrel.trophies).toEqual(t.laid);
  });

  it('should be attacked by a Monster as anyone is', () => {
    const t = onFields(['ogre'], [6, 1]);
    t.go();
    expect(askedOf(t.s.asked, 'evade')).toEqual([]);
    expect(t.minstrel.trophies).toEqual(t.laid);
  });

  it('should not charm an Animal while Cursed by a Hag (issue 12, item 13)', () => {
    // Reference 3.2, the Hag: "no other Followers may be gained until you visit the Village Mystic".
    const t = onFields(['wolf'], [], answerTo('charm', true), choose('evade', 1));
    const hag = give(t.g, t.minstrel, 'hag');
    t.go();
    expect(askedOf(t.s.asked, 'yes-no', 'charm')).toEqual([]);
    expect(t.minstrel.followers).toEqual([hag]);
    expect(t.left()).toEqual(t.laid);
  });

  it('should charm an Animal with a roll higher than its Strength: it becomes his Follower', () => {
    const t = onFields(['wolf'], [3], answerTo('charm', true));
    t.go();
    expect(t.minstrel.followers).toEqual(t.laid);
    expect(t.left()).toEqual([]);
    expect(diceLeft(t.g)).toBe(0);
  });

  it('should fail to charm an Animal with a roll not higher than its Strength', () => {
    const t = onFields(['bear'], [3], answerTo('charm', true), choose('evade', 1));
    t.go();
    expect(t.minstrel.followers).toEqual([]);
    expect(t.left()).toEqual(t.laid);
  });

  it('should add the Strength of one charmed Animal in battle', () => {
    // Minstrel 2 + Bear 3 (not the Wolf too) + 1 = 6 against the Ogre's 5 + 1 = 6: a stand-off.
    const t = onFields(['ogre'], [1, 1]);
    give(t.g, t.minstrel, 'wolf');
    give(t.g, t.minstrel, 'bear');
    t.go();
    expect(t.left()).toEqual(t.laid);
    expect(t.minstrel.lives).toBe(4);
    expect(t.minstrel.followers).toHaveLength(2);
  });

  it('should take the Maiden from a character he lands on, but not another Follower', () => {
    const s = script(choose('encounter', 1), choose('character-action', action('take-maiden-princess')), castNothing());
    const { g, p } = makeGame({ heroes: [{ character: 'minstrel', at: 'city' }, { character: 'thief', at: 'fields-1' }], dice: [], answer: s.answer });
    const maiden = give(g, p[1], 'maiden');
    const unicorn = give(g, p[1], 'unicorn');
    beginTurn(g, p[0]);
    land(g, p[0], g.space('fields-1'));
    expect(p[0].followers).toEqual([maiden]);
    expect(p[1].followers).toEqual([unicorn]);
  });
});
