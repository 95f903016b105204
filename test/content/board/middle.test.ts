// The Middle Region's spaces (reference 1.3 and 1.6; rulebook p.7, p.13 "Example of Spell Limit",
// p.16 "Gaining Talismans"): the Warlock's quests, the Desert, the Oasis and Hidden Valley draws,
// the Temple's table, the Runes, the Castle, the Black Knight, the Cursed Glade and the Chasm.
import { describe, expect, it } from 'vitest';
import {
  countTrait, traitBit, craft, mayCast, playTurn, spellLimit, strength, type Game, type Player,
} from '../../../src/engine/index.ts';
import { at, give, lay, stackDeck } from '../../helpers.ts';
import { expectAllDiceRolled, ids, landOn, opt, play, setGold, setLives, setSpells } from '../../engine/fixtures.ts';

function talismans(p: Player): number {
  return countTrait(p, traitBit('talisman'));
}

describe('the Warlock\'s Cave', () => {
  it('should give no quest to a character who does not want one', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'desert-1' }], dice: [], yes: { quest: false } });
    landOn(g, p[0], 'warlocks-cave');
    expect(p[0].quest).toBe(0);
  });

  it.each([1, 2, 3, 4, 5, 6])('should give the quest rolled: %i', (roll) => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'desert-1' }], dice: [roll], yes: { quest: true } });
    landOn(g, p[0], 'warlocks-cave');
    expect(p[0].quest).toBe(roll);
    expectAllDiceRolled(g);
  });

  it('should give no second quest while one is under way', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'desert-1' }], dice: [2], yes: { quest: true } });
    landOn(g, p[0], 'warlocks-cave');
    p[0].space = g.space('desert-1');
    landOn(g, p[0], 'warlocks-cave');
    expect(p[0].quest).toBe(2);
    expectAllDiceRolled(g);
  });

  /** The Troll takes quest `roll` at the Cave, walks to the Fields, and does what it asks there. */
  function questFrom(roll: number, setUp: (g: Game, p: Player) => void, more: number[] = []) {
    const t = play({ heroes: [{ character: 'troll', at: 'desert-1' }], dice: [roll, ...more], yes: { quest: true } });
    landOn(t.g, t.p[0], 'warlocks-cave');
    t.p[0].space = t.g.space('fields-1');
    setUp(t.g, t.p[0]);
    return t;
  }

  it('should complete quest 2 by killing an Enemy: back to the Cave with a Talisman', () => {
    const { g, p } = questFrom(2, (g) => lay(g, 'fields-1', 'wolf'), [5, 1]);
    landOn(g, p[0], 'fields-1'); // 6 + 5 against the Wolf's 2 + 1
    expect(at(g, p[0])).toBe('warlocks-cave');
    expect(p[0].quest).toBe(0);
    expect(talismans(p[0])).toBe(1);
    expect(ids(g, p[0].trophies)).toEqual(['wolf']);
    expectAllDiceRolled(g);
  });

  it('should complete quest 3 by delivering a Follower', () => {
    const { g, p } = questFrom(3, (g, p) => {
      give(g, p, 'unicorn');
      lay(g, 'fields-1', 'bag-of-gold');
    });
    landOn(g, p[0], 'fields-1');
    expect(at(g, p[0])).toBe('warlocks-cave');
    expect(p[0].followers).toEqual([]);
    expect(talismans(p[0])).toBe(1);
  });

  it('should complete quest 4 by delivering a Magic Object', () => {
    const { g, p } = questFrom(4, (g, p) => {
      give(g, p, 'sword');
      give(g, p, 'ring');
      lay(g, 'fields-1', 'bag-of-gold');
    });
    landOn(g, p[0], 'fields-1');
    expect(at(g, p[0])).toBe('warlocks-cave');
    expect(ids(g, p[0].objects)).toEqual(['sword', 'talisman-card']);
  });

  it.each([[5, 3], [6, 2]])('should complete quest %i by delivering %i gold', (roll, gold) => {
    const { g, p } = questFrom(roll, (g, p) => {
      setGold(g, p, gold - 1);
      lay(g, 'fields-1', 'bag-of-gold');
    });
    landOn(g, p[0], 'fields-1');
    expect(at(g, p[0])).toBe('warlocks-cave');
    expect(p[0].gold).toBe(0);
    expect(talismans(p[0])).toBe(1);
  });

  it('should complete quest 1 by taking a life from another character', () => {
    const { g, p } = play({
      heroes: [{ character: 'troll', at: 'desert-1' }, { character: 'thief', at: 'fields-1' }],
      dice: [1, 6, 1], yes: { quest: true }, answers: { encounter: [1], 'character-action': [0], reward: [0] },
    });
    landOn(g, p[0], 'warlocks-cave');
    p[0].space = g.space('city');
    landOn(g, p[0], 'fields-1'); // the Troll 6 + 6 against the Thief 3 + 1
    expect(p[1].lives).toBe(3);
    expect(at(g, p[0])).toBe('warlocks-cave');
    expect(talismans(p[0])).toBe(1);
    expectAllDiceRolled(g);
  });

  it('should give no Talisman when none is left, but still bring the character back', () => {
    const { g, p } = questFrom(6, (g, p) => {
      setGold(g, p, 1);
      lay(g, 'fields-1', 'bag-of-gold');
      g.talismanStock.length = 0;
    });
    landOn(g, p[0], 'fields-1');
    expect(at(g, p[0])).toBe('warlocks-cave');
    expect(p[0].quest).toBe(0);
    expect(talismans(p[0])).toBe(0);
  });
});

describe('the Desert', () => {
  it('should take a life, then draw a card', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'warlocks-cave' }], dice: [] });
    stackDeck(g, ['bag-of-gold']);
    landOn(g, p[0], 'desert-1');
    expect(p[0].lives).toBe(5);
    expect(p[0].gold).toBe(2);
  });

  it.each(['water-bottle', 'holy-grail'])('should take no life from a character with the %s', (card) => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'oasis' }], dice: [] });
    give(g, p[0], card);
    stackDeck(g, ['bag-of-gold']);
    landOn(g, p[0], 'desert-2');
    expect(p[0].lives).toBe(6);
    expect(p[0].gold).toBe(2);
  });
});

describe('the Oasis and the Hidden Valley', () => {
  it.each([['oasis', 2], ['hidden-valley', 3]] as const)('should draw on the %s %i cards', (space, n) => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'castle' }], dice: [] });
    stackDeck(g, ['bag-of-gold', 'bag-of-gold', 'bag-of-gold', 'bag-of-gold']);
    const deck = g.adventureDeck.length;
    landOn(g, p[0], space);
    expect(g.adventureDeck.length).toBe(deck - n);
    expect(p[0].gold).toBe(1 + n);
  });

  it('should draw on the Hidden Valley only enough to make up 3 with the cards lying there', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'castle' }], dice: [] });
    lay(g, 'hidden-valley', 'bag-of-gold');
    lay(g, 'hidden-valley', 'bag-of-gold');
    stackDeck(g, ['bag-of-gold', 'bag-of-gold']);
    const deck = g.adventureDeck.length;
    landOn(g, p[0], 'hidden-valley');
    expect(g.adventureDeck.length).toBe(deck - 1);
    expect(p[0].gold).toBe(4);
  });
});

describe('the Temple', () => {
  // Reference M05: "Pray: roll 2d6" (no choice, unlike the Chapel's "either ... or pray"; issue 12, item 14).
  it('should make a character who lands there pray, unasked: 1 + 1 costs the Thief 2 lives, though he would decline', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'desert-2' }], dice: [1, 1], yes: { pray: false } });
    landOn(g, p[0], 'temple');
    expect(p[0].lives).toBe(2);
    expectAllDiceRolled(g);
  });

  // The Thief: 4 lives, 2 fate, Strength 3, Craft 3 (1 Spell allowed), with a Unicorn (+1/+1).
  it.each<[number, number, { lives?: number; followers?: number; enslaved?: boolean; strength?: number; craft?: number; spells?: number; talismans?: number; fate?: number }]>([
    [1, 1, { lives: 2 }],
    [1, 2, { lives: 3 }],
    [2, 2, { followers: 0, strength: 3, craft: 3 }],
    [2, 3, { enslaved: true }],
    [3, 3, { strength: 5 }],
    [3, 4, { craft: 5 }],
    [4, 4, { spells: 1 }],
    [4, 5, { spells: 1 }],
    [5, 5, { talismans: 1 }],
    [5, 6, { fate: 4 }],
    [6, 6, { lives: 6 }],
  ])('should answer a prayer of %i + %i with %j', (a, b, after) => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'desert-2' }], dice: [a, b], yes: { pray: true } });
    give(g, p[0], 'unicorn');
    landOn(g, p[0], 'temple');
    const seen = {
      lives: p[0].lives, followers: p[0].followers.length, enslaved: p[0].enslaved, strength: strength(g, p[0]),
      craft: craft(g, p[0]), spells: p[0].spells.length, talismans: talismans(p[0]), fate: p[0].fate,
    };
    expect(seen).toEqual({ lives: 4, followers: 1, enslaved: false, strength: 4, craft: 4, spells: 0, talismans: 0, fate: 2, ...after });
    expectAllDiceRolled(g);
  });

  it.each([[5, 6, 6], [1, 1, 3]])('should add 1 to the Monk\'s prayer: %i + %i leaves him %i lives', (a, b, lives) => {
    const { g, p } = play({ heroes: [{ character: 'monk', at: 'desert-2' }], dice: [a, b], yes: { pray: true } });
    landOn(g, p[0], 'temple');
    expect(p[0].lives).toBe(lives);
  });

  it('should leave the Monk\'s +1 to his choice ("may"): a natural 10 kept is a Talisman, not 11\'s 2 fate', () => {
    const { g, p } = play({ heroes: [{ character: 'monk', at: 'desert-2' }], dice: [5, 5], yes: { pray: true } });
    const fate = p[0].fate;
    landOn(g, p[0], 'temple');
    expect(talismans(p[0])).toBe(1);
    expect(p[0].fate).toBe(fate);
  });

  it('should add the Monk\'s +1 when he takes it: 10 + 1 is 2 fate', () => {
    const { g, p } = play({ heroes: [{ character: 'monk', at: 'desert-2' }], dice: [5, 5], yes: { pray: true, 'pray-plus-one-temple': true } });
    const fate = p[0].fate;
    landOn(g, p[0], 'temple');
    expect(p[0].objects).toEqual([]);
    expect(p[0].fate).toBe(fate + 2);
  });

  it('should keep an enslaved character on the Temple until he rolls 4, 5 or 6 to move', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'temple' }], dice: [3, 4], yes: { quest: false }, answers: { move: [] },
      answer: (d) => (d.kind === 'move' ? opt(g, 'warlocks-cave') : undefined) });
    p[0].enslaved = true;
    playTurn(g, p[0]);
    expect(at(g, p[0])).toBe('temple');
    expect(p[0].enslaved).toBe(true);
    playTurn(g, p[0]);
    expect(at(g, p[0])).toBe('warlocks-cave');
    expect(p[0].enslaved).toBe(false);
    expectAllDiceRolled(g);
  });

  it('should not let an enslaved character leave by Teleport instead of his movement roll (issue 12, item 13)', () => {
    // Reference M05: "enslaved - stay here until you roll 4, 5 or 6 on your movement die".
    let teleport = -1;
    const { g, p } = play({
      heroes: [{ character: 'thief', at: 'temple' }], dice: [3], yes: { quest: false },
      answer: (d) => (d.kind === 'cast' && d.options.includes(teleport) ? teleport : d.kind === 'target-space' ? g.space('oasis') : undefined),
    });
    [teleport] = setSpells(g, p[0], ['teleport']);
    p[0].enslaved = true;
    playTurn(g, p[0]);
    expect(at(g, p[0])).toBe('temple');
    expect(p[0].spells).toEqual([teleport]);
    expectAllDiceRolled(g);
  });
});

describe('the Runes', () => {
  it.each([['runes-1', 4, false], ['woods-4', 5, true]] as const)(
    'should leave the Dwarf who fights a Bear on the %s, rolling 4 against its 3, with %i lives',
    (space, lives, killed) => {
      const { g, p } = play({ heroes: [{ character: 'dwarf', at: 'castle' }], dice: [4, 3] });
      lay(g, space, 'bear');
      landOn(g, p[0], space); // 3 + 4 = 7 against 3 + 3, plus 2 on the Runes
      expect(p[0].lives).toBe(lives);
      expect(p[0].trophies.length).toBe(killed ? 1 : 0);
      expectAllDiceRolled(g);
    });

  it('should give the +2 on all three Runes spaces and nowhere else', () => {
    const { g } = play({ heroes: ['troll'] });
    expect(g.spaces.filter((s) => s.creatureBonus === 2).map((s) => s.id)).toEqual(['runes-1', 'runes-2', 'runes-3']);
  });
});

describe('the Castle', () => {
  it('should have the Royal Doctor heal up to the life value at 1 gold each', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'runes-1' }], dice: [], yes: { 'pay-to-heal': true } });
    setLives(g, p[0], 2);
    setGold(g, p[0], 3);
    landOn(g, p[0], 'castle');
    expect(p[0].lives).toBe(5);
    expect(p[0].gold).toBe(0);
  });

  it('should heal 2 lives free to a character with the Prince', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'runes-1' }], dice: [], yes: { 'sell-follower': false } });
    give(g, p[0], 'prince');
    setLives(g, p[0], 1);
    setGold(g, p[0], 0);
    landOn(g, p[0], 'castle');
    expect(p[0].lives).toBe(3);
    expect(p[0].followers.length).toBe(1);
  });

  it('should let a character exchange the Princess for 3 gold', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'runes-1' }], dice: [], yes: { 'sell-follower': true } });
    give(g, p[0], 'princess');
    landOn(g, p[0], 'castle');
    expect(p[0].followers).toEqual([]);
    expect(p[0].gold).toBe(4);
  });
});

describe('the Black Knight', () => {
  it('should take 1 gold from a character who pays', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'portal-of-power' }], dice: [], yes: { 'pay-black-knight': true } });
    landOn(g, p[0], 'black-knight');
    expect(p[0].gold).toBe(0);
    expect(p[0].lives).toBe(6);
  });

  it('should take a life from a character who will not pay', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'portal-of-power' }], dice: [], yes: { 'pay-black-knight': false } });
    landOn(g, p[0], 'black-knight');
    expect(p[0].gold).toBe(1);
    expect(p[0].lives).toBe(5);
  });

  it('should take a life from a character with no gold', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'portal-of-power' }], dice: [] });
    setGold(g, p[0], 0);
    landOn(g, p[0], 'black-knight');
    expect(p[0].lives).toBe(5);
  });
});

describe('the Cursed Glade', () => {
  it('should not count the Strength and Craft of Objects and Magic Objects there', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'hills-3' }], dice: [] });
    give(g, p[0], 'magic-belt');
    give(g, p[0], 'ring');
    give(g, p[0], 'unicorn');
    expect([strength(g, p[0]), craft(g, p[0])]).toEqual([9, 3]);
    lay(g, 'cursed-glade', 'bag-of-gold');
    landOn(g, p[0], 'cursed-glade');
    expect([strength(g, p[0]), craft(g, p[0])]).toEqual([7, 2]); // the Unicorn is a Follower
  });

  it('should make the Wizard with Solomon\'s Crown and 3 Spells discard one there (Example of Spell Limit)', () => {
    const { g, p } = play({ heroes: [{ character: 'wizard', at: 'hills-3' }], dice: [] });
    give(g, p[0], 'solomons-crown');
    const spells = setSpells(g, p[0], ['healing', 'teleport', 'preservation']);
    expect(spellLimit(g, p[0])).toBe(3);
    lay(g, 'cursed-glade', 'bag-of-gold');
    landOn(g, p[0], 'cursed-glade');
    expect(craft(g, p[0])).toBe(5);
    expect(p[0].spells.length).toBe(2);
    expect(g.spellDiscard.filter((c) => spells.includes(c)).length).toBe(1);
    expect(mayCast(g, p[0])).toBe(false);
    p[0].space = g.space('runes-2');
    expect(spellLimit(g, p[0])).toBe(3);
  });
});

describe('the Chasm', () => {
  it.each([[[2, 1], 3, 0], [[3, 3], 4, 1], [[1, 6], 3, 1], [[6, 2], 4, 0]])(
    'should with rolls %j for the Thief and his Follower leave %i lives and %i Followers',
    (dice, lives, followers) => {
      const { g, p } = play({ heroes: [{ character: 'thief', at: 'runes-2' }], dice });
      give(g, p[0], 'maiden');
      landOn(g, p[0], 'chasm');
      expect(p[0].lives).toBe(lives);
      expect(p[0].followers.length).toBe(followers);
      expectAllDiceRolled(g);
    });

  it('should let the Dwarf not roll in the Chasm', () => {
    const { g, p } = play({ heroes: [{ character: 'dwarf', at: 'runes-2' }], dice: [], yes: { 'optional-roll': false } });
    landOn(g, p[0], 'chasm');
    expect(p[0].lives).toBe(5);
  });
});

describe('the draw spaces', () => {
  it('should be the Woods, the Hills, the three Runes, the Cursed Glade, the Portal and the two Deserts drawing 1', () => {
    const { g } = play({ heroes: ['troll'] });
    const middle = g.spaces.filter((s) => s.region === 'middle');
    expect(middle.filter((s) => s.draw === 1).map((s) => s.id).sort()).toEqual(
      ['cursed-glade', 'desert-1', 'desert-2', 'hills-3', 'portal-of-power', 'runes-1', 'runes-2', 'runes-3', 'woods-4']);
  });
});
