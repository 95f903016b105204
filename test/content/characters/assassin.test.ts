// The Assassin (reference section 2): assassination when he attacks a character, and with the
// permissive reading (rules.assassinateCreatures) a creature he fights in battle, at his choice.
import { describe, expect, it } from 'vitest';
import { STANDOFF, WIN, fightCreature, land, remainingFaces } from '../../../src/engine/index.ts';
import { characterActions } from '../../../src/engine/encounter-character.ts';
import { give, lay, makeGame } from '../../helpers.ts';
import {
  action, askedOf, beginTurn, castNothing, choose, diceLeft, encounterSpace, expectSetUp, keepDice, script,
} from '../../engine/fixtures-combat.ts';

describe('the Assassin', () => {
  it('should start on the City with Strength 3, Craft 3, 4 lives, 3 fate, evil, and no Spells', () => {
    expectSetUp('assassin', { strength: 3, craft: 3, life: 4, fate: 3, alignment: 'evil', start: 'city', spells: 0 });
  });

  it('should assassinate a creature he fights, under the permissive reading: it rolls no die', () => {
    // Assassin 3 + 3 = 6 against the Ogre's bare Strength 5; only his own die is rolled.
    const s = script(encounterSpace, keepDice());
    const { g, p } = makeGame({ heroes: [{ character: 'assassin', at: 'city' }], dice: [3], answer: s.answer, rules: { assassinateCreatures: true } });
    const ogre = lay(g, 'fields-1', 'ogre');
    beginTurn(g, p[0]);
    land(g, p[0], g.space('fields-1'));
    expect(p[0].trophies).toEqual([ogre]);
    expect(diceLeft(g)).toBe(0);
  });

  it('should assassinate a character: the victim rolls no die and loses a life (no Object or gold taken)', () => {
    // Assassin 3 + 2 = 5 against the Thief's bare Strength 3.
    const s = script(keepDice(), castNothing(), choose('encounter', 1), choose('character-action', action('assassinate')));
    const { g, p } = makeGame({
      heroes: [{ character: 'assassin', at: 'city' }, { character: 'thief', at: 'fields-1' }], dice: [2], answer: s.answer,
    });
    const [assassin, thief] = p;
    const sword = give(g, thief, 'sword');
    beginTurn(g, assassin);
    land(g, assassin, g.space('fields-1'));
    expect(thief.lives).toBe(3);
    expect(thief.objects).toEqual([sword]);
    expect(thief.gold).toBe(1);
    expect(askedOf(s.asked, 'reward')).toEqual([]);
    expect(askedOf(s.asked, 'reroll').map((a) => a.seat)).toEqual([0]);
    expect(diceLeft(g)).toBe(0);
  });

  it('should not assassinate on the Crown of Command', () => {
    const { g, p } = makeGame({ heroes: ['assassin', 'thief'] });
    const offCrown: number[] = [];
    const onCrown: number[] = [];
    characterActions(g, p[0], p[1], false, offCrown);
    characterActions(g, p[0], p[1], true, onCrown);
    expect(offCrown).toContain(action('assassinate'));
    expect(onCrown).toEqual([action('attack')]);
  });

  it('should not assassinate when he is the one attacked: both roll', () => {
    const s = script(keepDice(), castNothing(), choose('encounter', 1), choose('character-action', action('attack')),
      choose('reward', 0));
    // Thief 3 + 4 = 7 against Assassin 3 + 5 = 8.
    const { g, p } = makeGame({
      heroes: [{ character: 'thief', at: 'city' }, { character: 'assassin', at: 'fields-1' }], dice: [4, 5], answer: s.answer,
    });
    beginTurn(g, p[0]);
    land(g, p[0], g.space('fields-1'));
    expect(p[0].lives).toBe(3);
    expect(diceLeft(g)).toBe(0);
  });
});

describe('the assassinateCreatures rule option', () => {
  const noFate = (d: { kind: string }) => (d.kind === 'reroll' ? -1 : d.kind === 'cast' ? -1 : undefined);

  it('should let a creature roll its die by default (the strict reading: "when he attacks a character")', () => {
    // Assassin Strength 3 rolls 4: 7; the Ogre (Strength 5) rolls 1: 6. Both dice are rolled.
    const { g, p } = makeGame({ heroes: [{ character: 'assassin', at: 'fields-1' }], dice: [4, 1], answer: noFate });
    expect(fightCreature(g, p[0], g.foe.reset(false, 5))).toBe(WIN);
    expect(remainingFaces(g.rng.dice)).toBe(0);
  });

  it('should leave the creature without a die when he chooses to assassinate it (permissive reading)', () => {
    // Only the Assassin's die is rolled: 3 + 4 = 7 against the Ogre's bare 5.
    const { g, p } = makeGame({ heroes: [{ character: 'assassin', at: 'fields-1' }], dice: [4], rules: { assassinateCreatures: true },
      answer: (d) => (d.kind === 'yes-no' ? 1 : noFate(d)) });
    expect(fightCreature(g, p[0], g.foe.reset(false, 5))).toBe(WIN);
    expect(remainingFaces(g.rng.dice)).toBe(0);
  });

  it('should let the creature roll when he declines: assassination is his choice ("may")', () => {
    // Assassin 3 + 4 = 7 against the Ogre 5 + 2 = 7: a stand-off on these dice.
    const { g, p } = makeGame({ heroes: [{ character: 'assassin', at: 'fields-1' }], dice: [4, 2], rules: { assassinateCreatures: true },
      answer: (d) => (d.kind === 'yes-no' ? 0 : noFate(d)) });
    expect(fightCreature(g, p[0], g.foe.reset(false, 5))).toBe(STANDOFF);
    expect(remainingFaces(g.rng.dice)).toBe(0);
  });

  it('should never assassinate in psychic combat ("may not roll a die to add to his Strength")', () => {
    // A Spirit of Craft 4 rolls 3: 7 against the Assassin's Craft 3 + 5 = 8; no question is asked.
    const asked: string[] = [];
    const { g, p } = makeGame({ heroes: [{ character: 'assassin', at: 'fields-1' }], dice: [5, 3], rules: { assassinateCreatures: true },
      answer: (d) => { asked.push(d.kind); return noFate(d); } });
    expect(fightCreature(g, p[0], g.foe.reset(true, 4))).toBe(WIN);
    expect(asked).not.toContain('yes-no');
    expect(remainingFaces(g.rng.dice)).toBe(0);
  });

  it('should take away only the die: the Runes\' +2 to the creature still counts', () => {
    // Assassin 3 + 4 = 7 against the Ogre's bare 5 + 2 (the space's bonus, no die): a stand-off.
    const { g, p } = makeGame({ heroes: [{ character: 'assassin', at: 'fields-1' }], dice: [4], rules: { assassinateCreatures: true },
      answer: (d) => (d.kind === 'yes-no' ? 1 : noFate(d)) });
    const foe = g.foe.reset(false, 5);
    foe.rollBonus = 2;
    expect(fightCreature(g, p[0], foe)).toBe(STANDOFF);
    expect(remainingFaces(g.rng.dice)).toBe(0);
  });
});
