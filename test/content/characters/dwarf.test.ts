// The Dwarf (reference section 2): evading in the Hills, optional rolls in the Crags and the Chasm,
// +1 in the Cave, one die for the Portal by Craft, two dice in the Mines, immune to the Maze.
import { describe, expect, it } from 'vitest';
import { EVADED, MOVE_PORTAL, attackCharacter, land, performMove } from '../../../src/engine/index.ts';
import { lay, makeGame, at } from '../../helpers.ts';
import {
  answerTo, askedOf, beginTurn, castNothing, choose, diceLeft, encounterSpace, expectSetUp, keepDice, script,
} from '../../engine/fixtures-combat.ts';

function dwarfGame(dice: number[], ...rules: Parameters<typeof script>) {
  const s = script(...rules, encounterSpace, keepDice(), castNothing());
  const game = makeGame({ heroes: [{ character: 'dwarf', at: 'city' }], dice, answer: s.answer });
  beginTurn(game.g, game.p[0]);
  return { ...game, s, dwarf: game.p[0] };
}

describe('the Dwarf', () => {
  it('should start on the Crags with Strength 3, Craft 3, 5 lives, 5 fate, neutral, and no Spells', () => {
    expectSetUp('dwarf', { strength: 3, craft: 3, life: 5, fate: 5, alignment: 'neutral', start: 'crags', spells: 0 });
  });

  it('should evade a creature in the Hills, leaving it there', () => {
    const t = dwarfGame([], choose('evade', 1));
    lay(t.g, 'hills-1', 'bear');
    land(t.g, t.dwarf, t.g.space('hills-1'));
    expect(askedOf(t.s.asked, 'evade')).toHaveLength(1);
    expect(t.g.spaceCards[t.g.space('hills-1')].map((c) => t.g.cardDef[c].id)).toEqual(['bear']);
    expect(t.dwarf.lives).toBe(5);
    expect(t.g.turnOver).toBe(false);
  });

  it('should evade a character who attacks him in the Hills', () => {
    const s = script(choose('evade', 1), castNothing());
    const { g, p } = makeGame({ heroes: [{ character: 'thief', at: 'hills-1' }, { character: 'dwarf', at: 'hills-1' }], dice: [], answer: s.answer });
    beginTurn(g, p[0]);
    expect(attackCharacter(g, p[0], p[1], false, false)).toBe(EVADED);
    expect(askedOf(s.asked, 'evade')[0].seat).toBe(1);
  });

  it('should not be offered to evade a creature outside the Hills', () => {
    // Dwarf 3 + 6 = 9 against the Bear 3 + 1.
    const t = dwarfGame([6, 1]);
    const bear = lay(t.g, 'fields-1', 'bear');
    land(t.g, t.dwarf, t.g.space('fields-1'));
    expect(askedOf(t.s.asked, 'evade')).toEqual([]);
    expect(t.dwarf.trophies).toEqual([bear]);
  });

  it('may choose not to roll in the Crags', () => {
    const t = dwarfGame([], answerTo('optional-roll', false));
    land(t.g, t.dwarf, t.g.space('crags'));
    expect(askedOf(t.s.asked, 'yes-no', 'optional-roll')).toHaveLength(1);
    expect(t.dwarf.lives).toBe(5);
    expect(t.dwarf.missTurns).toBe(0);
  });

  it('must accept the result when he rolls in the Crags', () => {
    // A 2: lost in the Crags, he loses a turn.
    const t = dwarfGame([2], answerTo('optional-roll', true));
    land(t.g, t.dwarf, t.g.space('crags'));
    expect(t.dwarf.missTurns).toBe(1);
    expect(diceLeft(t.g)).toBe(0);
  });

  it('may choose not to roll in the Chasm', () => {
    const t = dwarfGame([], answerTo('optional-roll', false));
    land(t.g, t.dwarf, t.g.space('chasm'));
    expect(t.dwarf.lives).toBe(5);
  });

  it('should add 1 to his roll in the Cave when he takes it', () => {
    // A 5 becomes 6: 3 gold instead of 2.
    const t = dwarfGame([5], answerTo('cave-plus-one', true));
    lay(t.g, 'fields-1', 'cave');
    land(t.g, t.dwarf, t.g.space('fields-1'));
    expect(t.dwarf.gold).toBe(1 + 3);
  });

  it('may keep his Cave roll as it is (issue 12, item 13): a 2 kept is the Goblin, not 3\'s lost turn', () => {
    // He beats the Goblin: 3 + 6 against 2 + 1. With the +1 forced, the 3 cost him his next turn.
    const t = dwarfGame([2, 6, 1], answerTo('cave-plus-one', false));
    lay(t.g, 'fields-1', 'cave');
    land(t.g, t.dwarf, t.g.space('fields-1'));
    expect(askedOf(t.s.asked, 'yes-no', 'cave-plus-one').map((a) => a.detail)).toEqual([2]);
    expect([t.dwarf.lives, t.dwarf.missTurns, diceLeft(t.g)]).toEqual([5, 0, 0]);
  });

  it('should not be held by the Maze', () => {
    const t = dwarfGame([]);
    lay(t.g, 'fields-1', 'maze');
    land(t.g, t.dwarf, t.g.space('fields-1'));
    expect(t.dwarf.missTurns).toBe(0);
    expect(t.g.turnOver).toBe(false);
  });

  it('should open the Portal of Power by Craft rolling one die', () => {
    // One die, 3, is at most his Craft 3 (two dice would be rolled by others).
    const t = dwarfGame([3], choose('attribute', 1));
    t.dwarf.space = t.g.space('hidden-valley');
    performMove(t.g, t.dwarf, t.g.topo.plain | MOVE_PORTAL);
    expect(at(t.g, t.dwarf)).toBe('plain-of-peril');
    expect(diceLeft(t.g)).toBe(0);
  });

  it('should leave the Mines rolling two dice, not three', () => {
    // 2 + 1 - Craft 3 = 0: he stays, having completed the Mines.
    const t = dwarfGame([2, 1]);
    land(t.g, t.dwarf, t.g.space('mines'));
    expect(at(t.g, t.dwarf)).toBe('mines');
    expect(t.dwarf.inner.done).toBe(true);
    expect(diceLeft(t.g)).toBe(0);
  });
});
