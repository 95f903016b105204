// The 13 Magic Objects (reference 3.7): bonuses, abilities and alignment limits, each shown through
// the engine procedure it changes.
import { describe, expect, it } from 'vitest';
import {
  canHave, castSpell, turnIntoToad, countTrait, traitBit, craft, gainCard, mayCast, removeCard, spellLimit, strength,
} from '../../../src/engine/index.ts';
import { give, lay, makeGame, stackDeck, takeCard } from '../../helpers.ts';
import { expectDiceUsed, landOn, script, whereIs } from './script.ts';

describe('Amulet', () => {
  it('Amulet stops its holder casting Spells', () => {
    const { g, p } = makeGame({ heroes: ['wizard'], dice: [] });
    p[0].spellsAtTurnStart = p[0].spells.length;
    expect(mayCast(g, p[0])).toBe(true);
    give(g, p[0], 'amulet');
    expect(mayCast(g, p[0])).toBe(false);
  });

  it('Amulet keeps Spells cast by others off its holder', () => {
    const { g, p } = makeGame({
      heroes: ['warrior', 'thief'], dice: [5],
      answer: script({ more: (d) => { if (d.kind === 'target-seat') throw new Error('the Amulet holder was offered as a target'); return undefined; } }),
    });
    give(g, p[0], 'amulet');
    const random = give(g, p[1], 'random');
    castSpell(g, p[1], random, -1);
    expect(p[0].strengthCounters).toBe(0);
    expect(p[1].strengthCounters).toBe(1);
    expectDiceUsed(g);
  });
});

describe('Cross', () => {
  it('Cross spares a good character the Graveyard and an evil one the Chapel', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'elf', at: 'fields-4' }, { character: 'assassin', at: 'hills-2' }], dice: [], answer: script() });
    give(g, p[0], 'cross');
    landOn(g, p[0], 'graveyard');
    expect(p[0].lives).toBe(4);
    const cross = p[0].objects[0];
    removeCard(g, p[0], cross);
    gainCard(g, p[1], cross);
    landOn(g, p[1], 'chapel');
    expect(p[1].lives).toBe(4);
  });

  it('Cross destroys a Spirit without psychic combat and without a trophy', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'elf', at: 'fields-2' }], dice: [], answer: script({ yes: ['destroy-spirit'] }) });
    give(g, p[0], 'cross');
    const wraith = lay(g, 'fields-1', 'wraith');
    landOn(g, p[0], 'fields-1');
    expect(whereIs(g, wraith)).toBe('discard');
    expect(p[0].trophies).toEqual([]);
    expectDiceUsed(g);
  });
});

describe('Holy Grail', () => {
  it('Holy Grail adds 1 Craft, spares the Desert and is not for evil characters', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'elf', at: 'oasis' }, 'assassin'], dice: [], answer: script() });
    const grail = give(g, p[0], 'holy-grail');
    expect(craft(g, p[0])).toBe(5);
    lay(g, 'desert-1', 'bag-of-gold');
    landOn(g, p[0], 'desert-1');
    expect(p[0].lives).toBe(4);
    expect(canHave(g, p[1], grail)).toBe(false);
  });
});

describe('Holy Lance', () => {
  it('Holy Lance adds 3 Strength in battle against a Dragon', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'elf', at: 'fields-2' }], dice: [3, 1], answer: script() });
    give(g, p[0], 'holy-lance');
    const dragon = lay(g, 'fields-1', 'dragon');
    landOn(g, p[0], 'fields-1');
    expect(p[0].trophies).toEqual([dragon]);
    expectDiceUsed(g);
  });

  it('Holy Lance adds 1 Strength against other Enemies and is not for evil characters', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'elf', at: 'fields-2' }, 'assassin'], dice: [3, 1], answer: script() });
    const lance = give(g, p[0], 'holy-lance');
    const giant = lay(g, 'fields-1', 'giant');
    landOn(g, p[0], 'fields-1');
    expect(p[0].trophies).toEqual([]);
    expect(whereIs(g, giant)).toBe('fields-1');
    expect(p[0].lives).toBe(4);
    expect(canHave(g, p[1], lance)).toBe(false);
  });
});

describe('Magic Belt', () => {
  it('Magic Belt adds 1 Strength', () => {
    const { g, p } = makeGame({ heroes: ['warrior'], dice: [] });
    give(g, p[0], 'magic-belt');
    expect(strength(g, p[0])).toBe(5);
  });
});

describe('Orb of Knowledge', () => {
  it('Orb of Knowledge discards a card just drawn and draws another, which is encountered', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'warrior', at: 'fields-2' }], dice: [], answer: script({ more: (d) => (d.kind === 'drop' ? dragon : undefined) }) });
    give(g, p[0], 'orb-of-knowledge');
    const [dragon] = stackDeck(g, ['dragon', 'bag-of-gold']);
    landOn(g, p[0], 'fields-1');
    expect(whereIs(g, dragon)).toBe('discard');
    expect(p[0].gold).toBe(2);
    expectDiceUsed(g);
  });
});

describe('Potion of Strength', () => {
  it('Potion of Strength adds 2 Strength for the turn and is discarded', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'elf', at: 'fields-2' }], dice: [3, 1], answer: script({ yes: ['use-potion'] }) });
    const potion = give(g, p[0], 'potion-of-strength');
    const giant = lay(g, 'fields-1', 'giant');
    landOn(g, p[0], 'fields-1');
    expect(p[0].trophies).toEqual([giant]);
    expect(whereIs(g, potion)).toBe('discard');
  });
});

describe('Ring', () => {
  it('Ring adds 1 Strength and 1 Craft', () => {
    const { g, p } = makeGame({ heroes: ['warrior'], dice: [] });
    give(g, p[0], 'ring');
    expect([strength(g, p[0]), craft(g, p[0])]).toEqual([5, 3]);
  });
});

describe('Runesword', () => {
  it('Runesword adds 1 Strength in battle and gains a life when it kills an Enemy', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'warrior', at: 'fields-2' }], dice: [1, 1, 2], answer: script() });
    give(g, p[0], 'runesword');
    const ape = lay(g, 'fields-1', 'ape');
    landOn(g, p[0], 'fields-1');
    expect(p[0].trophies).toEqual([ape]);
    expect(p[0].lives).toBe(6);
    expectDiceUsed(g);
  });

  it('Runesword gains one life a battle ("when it wins you a battle"), however many Enemies it kills', () => {
    // Ape and Bear fight as one, Strength 3 + 3 + 1 = 7; the Warrior's 4 + 1 + 6 = 11 kills both.
    const { g, p } = makeGame({ heroes: [{ character: 'warrior', at: 'fields-2' }], dice: [6, 6, 1], answer: script() });
    give(g, p[0], 'runesword');
    lay(g, 'fields-1', 'ape');
    lay(g, 'fields-1', 'bear');
    landOn(g, p[0], 'fields-1');
    expect(p[0].trophies).toHaveLength(2);
    expect(p[0].lives).toBe(6);
    expectDiceUsed(g);
  });

  it('Runesword gains no life for a battle it was not wielded in (a Toad uses no Weapons)', () => {
    // Toad 1 + 6 against the Ape's 3 + 1: a kill without the sword.
    const { g, p } = makeGame({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [6, 1], answer: script() });
    give(g, p[0], 'runesword');
    turnIntoToad(g, p[0]);
    lay(g, 'fields-1', 'ape');
    landOn(g, p[0], 'fields-1');
    expect(p[0].trophies).toHaveLength(1);
    expect(p[0].lives).toBe(4);
    expectDiceUsed(g);
  });

  it('Runesword is not for good characters', () => {
    const { g, p } = makeGame({ heroes: ['elf'], dice: [] });
    expect(canHave(g, p[0], takeCard(g, 'runesword'))).toBe(false);
  });
});

describe("Solomon's Crown", () => {
  it("Solomon's Crown adds 2 Craft, and with it the Spell limit", () => {
    const { g, p } = makeGame({ heroes: ['warrior'], dice: [] });
    give(g, p[0], 'solomons-crown');
    expect(craft(g, p[0])).toBe(4);
    expect(spellLimit(g, p[0])).toBe(2);
  });
});

describe('Talisman', () => {
  it('Talisman counts as a Talisman for the Valley of Fire', () => {
    const { g, p } = makeGame({ heroes: ['warrior'], dice: [] });
    expect(countTrait(p[0], traitBit('talisman'))).toBe(0);
    give(g, p[0], 'talisman');
    expect(countTrait(p[0], traitBit('talisman'))).toBe(1);
  });
});

describe('Wand', () => {
  it('Wand gives a Spell to a holder who has none', () => {
    const { g, p } = makeGame({ heroes: ['elf'], dice: [] });
    give(g, p[0], 'wand');
    expect(p[0].spells.length).toBe(1);
  });

  it('Wand draws a Spell when its holder casts his last', () => {
    const { g, p } = makeGame({ heroes: ['elf'], dice: [] });
    const healing = give(g, p[0], 'healing');
    give(g, p[0], 'wand');
    expect(p[0].spells).toEqual([healing]);
    p[0].spellsAtTurnStart = 1;
    castSpell(g, p[0], healing, -1);
    expect(p[0].spells.length).toBe(1);
    expect(p[0].spells[0]).not.toBe(healing);
  });
});
