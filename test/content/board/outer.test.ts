// The Outer Region's spaces (reference 1.2; rulebook p.7 "Encountering a space"): every space with
// instructions and every result of its die tables, and the draw spaces' top-up rule.
import { describe, expect, it } from 'vitest';
import {
  craft, gainCraft, gainStrength, spendFate, strength, type Alignment,
} from '../../../src/engine/index.ts';
import { at, give, lay, stackDeck } from '../../helpers.ts';
import { expectAllDiceRolled, ids, landOn, play, setGold, setLives, visit } from '../../engine/fixtures.ts';

/** What a result leaves to check on a character. */
interface After {
  lives?: number;
  strength?: number;
  craft?: number;
  gold?: number;
  fate?: number;
  spells?: number;
  missTurns?: number;
  toad?: boolean;
  alignment?: Alignment;
}

function expectAfter(g: Parameters<typeof strength>[0], p: Parameters<typeof strength>[1], after: After): void {
  const seen: After = {};
  for (const k of Object.keys(after) as (keyof After)[]) {
    if (k === 'strength') seen.strength = strength(g, p);
    else if (k === 'craft') seen.craft = craft(g, p);
    else if (k === 'spells') seen.spells = p.spells.length;
    else if (k === 'toad') seen.toad = p.toadTurns > 0;
    else (seen as Record<string, unknown>)[k] = p[k];
  }
  expect(seen).toEqual(after);
}

describe('the City', () => {
  // Thief with 1 Strength and 1 Craft counter: Strength 4, Craft 4 (2 Spells allowed).
  it.each<[number, After]>([
    [1, { toad: true }],
    [2, { strength: 3 }],
    [3, { craft: 3 }],
    [4, { craft: 5 }],
    [5, { strength: 5 }],
    [6, { spells: 1 }],
  ])('should have the Enchantress roll %i do %j', (roll, after) => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'fields-1' }], dice: [roll], answers: { visit: [visit('enchantress')] } });
    gainStrength(g, p[0], 1);
    gainCraft(g, p[0], 1);
    landOn(g, p[0], 'city');
    expectAfter(g, p[0], after);
    expectAllDiceRolled(g);
  });

  it('should have the Doctor heal at most 2 lives at 1 gold each', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'fields-1' }], dice: [], answers: { visit: [visit('doctor')] }, yes: { 'pay-to-heal': true } });
    setLives(g, p[0], 1);
    setGold(g, p[0], 3);
    landOn(g, p[0], 'city');
    expectAfter(g, p[0], { lives: 3, gold: 1 });
  });

  it('should have the Alchemist turn Objects into 1 gold each', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'fields-1' }], dice: [], answers: { visit: [visit('alchemist')] }, yes: { 'sell-object': true } });
    const sword = give(g, p[0], 'sword');
    const helmet = give(g, p[0], 'helmet');
    landOn(g, p[0], 'city');
    expect(p[0].objects).toEqual([]);
    expect(p[0].gold).toBe(3);
    expect(g.purchaseStock).toEqual(expect.arrayContaining([sword, helmet]));
  });
});

describe('the Tavern', () => {
  it.each<[number, number[], After]>([
    [1, [], { missTurns: 1, gold: 1 }],
    [2, [6, 1], { lives: 4 }], // beats the farmer: 3 + 6 against 3 + 1
    [2, [1, 6], { lives: 3 }], // loses to the farmer: 3 + 1 against 3 + 6
    [3, [], { gold: 0 }],
    [4, [], { gold: 2 }],
  ])('should make a roll of %i (then %j) leave the Thief with %j', (roll, more, after) => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [roll, ...more] });
    landOn(g, p[0], 'tavern');
    expectAfter(g, p[0], after);
    expectAllDiceRolled(g);
  });

  it('should make a roll of 5 bring a wizard offering a teleport as the next move', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [5] });
    landOn(g, p[0], 'tavern');
    expect(p[0].pendingMove).toBe(2);
  });

  it('should make a roll of 6 bring a boatman offering the Temple as the next move', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [6] });
    landOn(g, p[0], 'tavern');
    expect(p[0].pendingMove).toBe(1);
    expect(g.spaces[p[0].pendingTarget].id).toBe('temple');
  });
});

describe('the Forest', () => {
  it.each<[number, number[], After]>([
    [1, [6, 1], { lives: 4 }], // beats the Brigand: 3 + 6 against 4 + 1
    [1, [1, 6], { lives: 3 }], // loses to the Brigand: 3 + 1 against 4 + 6
    [2, [], { missTurns: 1 }],
    [3, [], { missTurns: 1 }],
    [4, [], { missTurns: 0, craft: 3 }],
    [5, [], { missTurns: 0, craft: 3 }],
    [6, [], { craft: 4 }],
  ])('should make a roll of %i (then %j) leave the Thief with %j', (roll, more, after) => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'fields-3' }], dice: [roll, ...more] });
    landOn(g, p[0], 'forest');
    expectAfter(g, p[0], after);
    expectAllDiceRolled(g);
  });

  it('should let the Elf not roll in the Forest', () => {
    const { g, p } = play({ heroes: [{ character: 'elf', at: 'fields-3' }], dice: [], yes: { 'optional-roll': false } });
    landOn(g, p[0], 'forest');
    expectAfter(g, p[0], { missTurns: 0, craft: 4, lives: 4 });
  });

  it('should let the Elf roll in the Forest if he wants to', () => {
    const { g, p } = play({ heroes: [{ character: 'elf', at: 'fields-3' }], dice: [6], yes: { 'optional-roll': true } });
    landOn(g, p[0], 'forest');
    expectAfter(g, p[0], { craft: 5 });
    expectAllDiceRolled(g);
  });
});

describe('the Village', () => {
  // Blacksmith prices (reference O13): Helmet 2, Sword 2, Axe 3, Shield 3, Armour 4.
  it.each<[string, number]>([['helmet', 2], ['sword', 2], ['axe', 3], ['shield', 3], ['armour', 4]])(
    'should have the Blacksmith sell the %s for %i gold, and not for one less',
    (item, price) => {
      const offers: string[][] = [];
      const { g, p } = play({
        heroes: [{ character: 'warrior', at: 'fields-4' }], dice: [],
        answers: { visit: [visit('blacksmith'), visit('blacksmith')] },
        answer: (d) => {
          if (d.kind !== 'buy') return undefined;
          offers.push(d.options.filter((c) => c >= 0).map((c) => g.cardDef[c].id));
          return d.options.find((c) => c >= 0 && g.cardDef[c].id === item) ?? -1;
        },
      });
      setGold(g, p[0], price - 1);
      landOn(g, p[0], 'village');
      expect(offers.flat()).not.toContain(item);
      offers.length = 0;
      setGold(g, p[0], price);
      landOn(g, p[0], 'village');
      expect(offers[0]).toContain(item);
      expect(ids(g, p[0].objects)).toEqual([item]);
      expect(p[0].gold).toBe(0);
    });

  it('should have the Blacksmith offer only what the gold pays for', () => {
    let offered: string[] = [];
    const { g, p } = play({
      heroes: [{ character: 'warrior', at: 'fields-4' }], dice: [], answers: { visit: [visit('blacksmith')] },
      answer: (d) => (d.kind === 'buy' ? ((offered = d.options.filter((c) => c >= 0).map((c) => g.cardDef[c].id).sort()), -1) : undefined),
    });
    setGold(g, p[0], 3);
    landOn(g, p[0], 'village');
    expect(offered).toEqual(['axe', 'helmet', 'shield', 'sword']);
  });

  it('should have the Healer heal up to the life value at 1 gold each', () => {
    const { g, p } = play({ heroes: [{ character: 'warrior', at: 'fields-4' }], dice: [], answers: { visit: [visit('healer')] }, yes: { 'pay-to-heal': true } });
    setLives(g, p[0], 1);
    setGold(g, p[0], 6);
    landOn(g, p[0], 'village');
    expectAfter(g, p[0], { lives: 5, gold: 2 });
  });

  // The Thief is neutral with Craft 3 (1 Spell allowed).
  it.each<[number, After]>([
    [1, { alignment: 'evil' }],
    [2, { alignment: 'neutral', craft: 3, spells: 0 }],
    [3, { alignment: 'neutral', craft: 3, spells: 0 }],
    [4, { alignment: 'good' }],
    [5, { craft: 4 }],
    [6, { spells: 1 }],
  ])('should have the Mystic roll %i do %j', (roll, after) => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'fields-4' }], dice: [roll], answers: { visit: [visit('mystic')] } });
    landOn(g, p[0], 'village');
    expectAfter(g, p[0], after);
    expectAllDiceRolled(g);
  });
});

describe('the Graveyard', () => {
  it('should take a life from a good character', () => {
    const { g, p } = play({ heroes: [{ character: 'elf', at: 'fields-4' }], dice: [] });
    landOn(g, p[0], 'graveyard');
    expectAfter(g, p[0], { lives: 3 });
  });

  it('should let a neutral character replenish fate at 1 gold each', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'fields-4' }], dice: [], yes: { 'replenish-fate': true } });
    spendFate(g, p[0]);
    spendFate(g, p[0]);
    setGold(g, p[0], 3);
    landOn(g, p[0], 'graveyard');
    expectAfter(g, p[0], { fate: 2, gold: 1, lives: 4 });
  });

  it('should replenish an evil character\'s fate free', () => {
    const { g, p } = play({ heroes: [{ character: 'assassin', at: 'fields-4' }], dice: [], yes: { pray: false } });
    spendFate(g, p[0]);
    spendFate(g, p[0]);
    landOn(g, p[0], 'graveyard');
    expectAfter(g, p[0], { fate: 3, gold: 1, lives: 4 });
  });

  // The Assassin (evil, fate 3, Craft 3: 1 Spell allowed) prays instead.
  it.each<[number, After]>([
    [1, { fate: 3, spells: 0 }], [2, { fate: 3, spells: 0 }], [3, { fate: 3, spells: 0 }], [4, { fate: 3, spells: 0 }],
    [5, { fate: 4, spells: 0 }],
    [6, { fate: 3, spells: 1 }],
  ])('should make an evil character\'s prayer roll of %i give %j', (roll, after) => {
    const { g, p } = play({ heroes: [{ character: 'assassin', at: 'fields-4' }], dice: [roll], yes: { pray: true } });
    landOn(g, p[0], 'graveyard');
    expectAfter(g, p[0], after);
    expectAllDiceRolled(g);
  });
});

describe('the Chapel', () => {
  it('should take a life from an evil character', () => {
    const { g, p } = play({ heroes: [{ character: 'assassin', at: 'fields-5' }], dice: [] });
    landOn(g, p[0], 'chapel');
    expectAfter(g, p[0], { lives: 3 });
  });

  it('should let a neutral character heal up to the life value at 1 gold each', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'fields-5' }], dice: [], yes: { 'pay-to-heal': true } });
    setLives(g, p[0], 1);
    setGold(g, p[0], 5);
    landOn(g, p[0], 'chapel');
    expectAfter(g, p[0], { lives: 4, gold: 2 });
  });

  it('should heal a good character up to the life value free', () => {
    const { g, p } = play({ heroes: [{ character: 'elf', at: 'fields-5' }], dice: [], yes: { pray: false } });
    setLives(g, p[0], 1);
    landOn(g, p[0], 'chapel');
    expectAfter(g, p[0], { lives: 4, gold: 1 });
  });

  // The Elf (good, 4 lives, Craft 4: 2 Spells allowed) prays instead.
  it.each<[number, After]>([
    [1, { lives: 4, spells: 0 }], [2, { lives: 4, spells: 0 }], [3, { lives: 4, spells: 0 }], [4, { lives: 4, spells: 0 }],
    [5, { lives: 5, spells: 0 }],
    [6, { lives: 4, spells: 1 }],
  ])('should make a good character\'s prayer roll of %i give %j', (roll, after) => {
    const { g, p } = play({ heroes: [{ character: 'elf', at: 'fields-5' }], dice: [roll], yes: { pray: true } });
    landOn(g, p[0], 'chapel');
    expectAfter(g, p[0], after);
    expectAllDiceRolled(g);
  });

  it('should add 1 to the Priest\'s prayer', () => {
    const { g, p } = play({ heroes: [{ character: 'priest', at: 'fields-5' }], dice: [4], yes: { pray: true } });
    landOn(g, p[0], 'chapel');
    expectAfter(g, p[0], { lives: 5 });
  });
});

describe('the Crags', () => {
  it.each<[number, number[], After]>([
    [1, [6, 1], { lives: 4 }], // beats the Spirit: Craft 3 + 6 against 4 + 1
    [1, [1, 6], { lives: 3 }], // loses to the Spirit: 3 + 1 against 4 + 6
    [2, [], { missTurns: 1 }],
    [3, [], { missTurns: 1 }],
    [4, [], { missTurns: 0, strength: 3 }],
    [5, [], { missTurns: 0, strength: 3 }],
    [6, [], { strength: 4 }],
  ])('should make a roll of %i (then %j) leave the Thief with %j', (roll, more, after) => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'plains-4' }], dice: [roll, ...more] });
    landOn(g, p[0], 'crags');
    expectAfter(g, p[0], after);
    expectAllDiceRolled(g);
  });

  it('should let the Dwarf not roll in the Crags', () => {
    const { g, p } = play({ heroes: [{ character: 'dwarf', at: 'plains-4' }], dice: [], yes: { 'optional-roll': false } });
    landOn(g, p[0], 'crags');
    expectAfter(g, p[0], { missTurns: 0, lives: 5, strength: 3 });
  });
});

describe('the draw spaces', () => {
  it('should be the 15 terrain spaces and the Sentinel drawing 1 card, and the Ruins drawing 2', () => {
    const { g } = play({ heroes: ['troll'] });
    const outer = g.spaces.filter((s) => s.region === 'outer');
    expect(outer.filter((s) => s.draw === 1).length).toBe(16);
    expect(outer.filter((s) => s.draw === 2).map((s) => s.id)).toEqual(['ruins']);
    expect(outer.filter((s) => s.draw === 0).map((s) => s.id).sort()).toEqual(
      ['chapel', 'city', 'crags', 'forest', 'graveyard', 'tavern', 'village']);
  });

  it.each(['fields-1', 'hills-1', 'plains-1', 'woods-1', 'sentinel'])('should draw 1 card on the %s', (space) => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'city' }], dice: [] });
    const [bag] = stackDeck(g, ['bag-of-gold', 'bag-of-gold']);
    const deck = g.adventureDeck.length;
    landOn(g, p[0], space);
    expect(g.adventureDeck.length).toBe(deck - 1);
    expect(g.adventureDiscard).toContain(bag);
    expect(p[0].gold).toBe(2);
  });

  it('should draw 2 cards on the Ruins', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'fields-2' }], dice: [] });
    stackDeck(g, ['bag-of-gold', 'bag-of-gold', 'bag-of-gold']);
    landOn(g, p[0], 'ruins');
    expect(p[0].gold).toBe(3);
  });

  it('should draw only up to the space\'s number when a card already lies there', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'fields-2' }], dice: [] });
    lay(g, 'ruins', 'bag-of-gold');
    stackDeck(g, ['bag-of-gold', 'bag-of-gold']);
    const deck = g.adventureDeck.length;
    landOn(g, p[0], 'ruins');
    expect(g.adventureDeck.length).toBe(deck - 1);
    expect(p[0].gold).toBe(3);
  });

  it('should draw nothing where an Object left lying already makes up the number', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'fields-2' }], dice: [], answers: { take: [0] } });
    const sword = lay(g, 'fields-1', 'sword-card');
    const deck = g.adventureDeck.length;
    landOn(g, p[0], 'fields-1');
    expect(g.adventureDeck.length).toBe(deck);
    expect(g.spaceCards[g.space('fields-1')]).toEqual([sword]);
    expect(at(g, p[0])).toBe('fields-1');
  });
});
