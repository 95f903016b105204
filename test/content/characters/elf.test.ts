// The Elf (reference section 2): an optional roll in the Forest, evading in the Woods, and moving
// from a Woods to any other Woods of the Region instead of rolling.
import { describe, expect, it } from 'vitest';
import { EVADED, MOVE_MODES, attackCharacter, land, playTurn } from '../../../src/engine/index.ts';
import { at, lay, makeGame } from '../../helpers.ts';
import {
  answerTo, askedOf, beginTurn, castNothing, choose, diceLeft, encounterSpace, expectSetUp, keepDice, script, spaceIndex,
} from '../../engine/fixtures-combat.ts';

describe('the Elf', () => {
  it('should start in the Forest with Strength 3, Craft 4, 4 lives, 3 fate, good, and no Spells', () => {
    expectSetUp('elf', { strength: 3, craft: 4, life: 4, fate: 3, alignment: 'good', start: 'forest', spells: 0 });
  });

  it('may choose not to roll in the Forest', () => {
    const s = script(answerTo('optional-roll', false));
    const { g, p } = makeGame({ heroes: [{ character: 'elf', at: 'plains-3' }], dice: [], answer: s.answer });
    beginTurn(g, p[0]);
    land(g, p[0], g.space('forest'));
    expect(askedOf(s.asked, 'yes-no', 'optional-roll')).toHaveLength(1);
    expect([p[0].lives, p[0].missTurns]).toEqual([4, 0]);
  });

  it('should evade a creature in the Woods', () => {
    const s = script(encounterSpace, choose('evade', 1));
    const { g, p } = makeGame({ heroes: [{ character: 'elf', at: 'plains-1' }], dice: [], answer: s.answer });
    lay(g, 'woods-1', 'ogre');
    beginTurn(g, p[0]);
    land(g, p[0], g.space('woods-1'));
    expect(p[0].lives).toBe(4);
    expect(g.spaceCards[g.space('woods-1')]).toHaveLength(1);
  });

  it('should evade a character who attacks him in the Woods', () => {
    const s = script(choose('evade', 1), castNothing());
    const { g, p } = makeGame({ heroes: [{ character: 'thief', at: 'woods-1' }, { character: 'elf', at: 'woods-1' }], dice: [], answer: s.answer });
    beginTurn(g, p[0]);
    expect(attackCharacter(g, p[0], p[1], false, false)).toBe(EVADED);
  });

  it('should move from a Woods to another Woods of his Region instead of rolling', () => {
    const s = script(choose('move-mode', MOVE_MODES.indexOf('woods')), choose('target-space', spaceIndex('woods-3')), encounterSpace,
      keepDice(), castNothing());
    const { g, p } = makeGame({ heroes: [{ character: 'elf', at: 'woods-1' }], dice: [], answer: s.answer });
    lay(g, 'woods-3', 'bag-of-gold');
    playTurn(g, p[0]);
    expect(at(g, p[0])).toBe('woods-3');
    expect(p[0].gold).toBe(2);
    expect(askedOf(s.asked, 'target-space')[0].options.sort((a, b) => a - b)).toEqual([g.space('woods-2'), g.space('woods-3')]);
    expect(diceLeft(g)).toBe(0);
  });
});
