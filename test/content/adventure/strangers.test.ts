// The 8 Strangers (reference 3.5): wishes, healing, Spells, the Hermit's Talisman and the Witch.
import { describe, expect, it } from 'vitest';
import { WISHES, gainGold, loseLives, spendFate, type Wish } from '../../../src/engine/index.ts';
import { at, give, lay, makeGame, stackDeck } from '../../helpers.ts';
import { expectDiceUsed, landOn, script, whereIs } from './script.ts';

const wish = (w: Wish): number => WISHES.indexOf(w);

describe('Enchanter', () => {
  it('Enchanter grants a character with Craft 4 or more a wish, then leaves', () => {
    const { g, p } = makeGame({
      heroes: [{ character: 'elf', at: 'fields-2' }], dice: [],
      answer: script({ more: (d) => (d.kind === 'wish' ? wish('gold') : undefined) }),
    });
    const enchanter = lay(g, 'fields-1', 'enchanter');
    landOn(g, p[0], 'fields-1');
    expect(p[0].gold).toBe(2);
    expect(whereIs(g, enchanter)).toBe('discard');
  });

  it('Enchanter waits on his space for a character with Craft below 4', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [], answer: script() });
    const enchanter = lay(g, 'fields-1', 'enchanter');
    landOn(g, p[0], 'fields-1');
    expect(p[0].gold).toBe(1);
    expect(whereIs(g, enchanter)).toBe('fields-1');
  });
});

describe('Fairy', () => {
  it('Fairy grants a good character a wish and offers only the wishes he can use', () => {
    let offered: number[] = [];
    const { g, p } = makeGame({
      heroes: [{ character: 'elf', at: 'fields-2' }], dice: [],
      answer: script({ more: (d) => (d.kind === 'wish' ? ((offered = [...d.options]), wish('strength')) : undefined) }),
    });
    give(g, p[0], 'healing');
    give(g, p[0], 'teleport');
    const fairy = lay(g, 'fields-1', 'fairy');
    landOn(g, p[0], 'fields-1');
    expect(p[0].strengthCounters).toBe(1);
    expect(offered).toEqual(['gold', 'strength', 'craft', 'life', 'fate', 'teleport'].map((w) => wish(w as Wish)));
    expect(whereIs(g, fairy)).toBe('discard');
  });

  it('Fairy does nothing for a neutral character and stays', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [], answer: script() });
    const fairy = lay(g, 'fields-1', 'fairy');
    landOn(g, p[0], 'fields-1');
    expect(p[0].strengthCounters).toBe(0);
    expect(whereIs(g, fairy)).toBe('fields-1');
  });
});

describe('Phantom', () => {
  it('Phantom grants an evil character a wish: a teleport to any space of the Region, met at once', () => {
    const { g, p } = makeGame({
      heroes: [{ character: 'assassin', at: 'fields-2' }], dice: [],
      answer: script({
        more: (d) => (d.kind === 'wish' ? wish('teleport') : d.kind === 'target-space' ? g.space('fields-3') : undefined),
      }),
    });
    const phantom = lay(g, 'fields-1', 'phantom');
    lay(g, 'fields-3', 'bag-of-gold');
    landOn(g, p[0], 'fields-1');
    expect(at(g, p[0])).toBe('fields-3');
    expect(p[0].gold).toBe(2);
    expect(whereIs(g, phantom)).toBe('discard');
  });

  it('Phantom does nothing for a good character and stays', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'elf', at: 'fields-2' }], dice: [], answer: script() });
    const phantom = lay(g, 'fields-1', 'phantom');
    landOn(g, p[0], 'fields-1');
    expect(whereIs(g, phantom)).toBe('fields-1');
  });
});

describe('Healer', () => {
  it('Healer heals up to 2 lives free on every visit and stays', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'warrior', at: 'fields-2' }], dice: [], answer: script() });
    loseLives(g, p[0], 3);
    const healer = lay(g, 'fields-1', 'healer');
    landOn(g, p[0], 'fields-1');
    expect(p[0].lives).toBe(4);
    expect(p[0].gold).toBe(1);
    landOn(g, p[0], 'fields-1');
    expect(p[0].lives).toBe(5);
    expect(whereIs(g, healer)).toBe('fields-1');
  });
});

describe('Hermit', () => {
  it('Hermit places himself by a die when drawn and does not meet the drawer', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'warrior', at: 'fields-2' }], dice: [5], answer: script() });
    const [hermit] = stackDeck(g, ['hermit', 'bag-of-gold']);
    landOn(g, p[0], 'fields-1');
    expect(whereIs(g, hermit)).toBe('crags');
    expect(p[0].objects.length).toBe(0);
    expectDiceUsed(g);
  });

  it('Hermit gives the first visitor a Talisman, then leaves', () => {
    const { g, p } = makeGame({
      heroes: [{ character: 'dwarf', at: 'plains-4' }], dice: [],
      answer: script({ yes: ['take-talisman'], no: ['optional-roll'] }),
    });
    const hermit = lay(g, 'crags', 'hermit');
    const left = g.talismanStock.length;
    landOn(g, p[0], 'crags');
    expect(p[0].objects.map((c) => g.cardDef[c].id)).toEqual(['talisman-card']);
    expect(g.talismanStock.length).toBe(left - 1);
    expect(whereIs(g, hermit)).toBe('discard');
  });
});

describe('Mage', () => {
  it('Mage gives a good character a Spell on each visit and nothing to others', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'elf', at: 'fields-2' }, { character: 'assassin', at: 'city' }], dice: [], answer: script() });
    const mage = lay(g, 'fields-1', 'mage');
    landOn(g, p[0], 'fields-1');
    expect(p[0].spells.length).toBe(1);
    landOn(g, p[1], 'fields-1');
    expect(p[1].spells.length).toBe(0);
    expect(whereIs(g, mage)).toBe('fields-1');
  });
});

describe('Sorcerer', () => {
  it('Sorcerer sells one Spell a visit for 1G', () => {
    const { g, p } = makeGame({
      heroes: [{ character: 'elf', at: 'fields-2' }], dice: [],
      answer: script({ more: (d) => (d.kind === 'buy' ? d.options[d.options.length - 1] : undefined) }),
    });
    gainGold(g, p[0], 2);
    const sorcerer = lay(g, 'fields-1', 'sorcerer');
    landOn(g, p[0], 'fields-1');
    expect(p[0].spells.length).toBe(1);
    expect(p[0].gold).toBe(2);
    expect(whereIs(g, sorcerer)).toBe('fields-1');
  });

  it('Sorcerer sells nothing to a character whose Craft allows no more Spells', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'warrior', at: 'fields-2' }], dice: [], answer: script() });
    lay(g, 'fields-1', 'sorcerer');
    landOn(g, p[0], 'fields-1');
    expect(p[0].spells.length).toBe(0);
    expect(p[0].gold).toBe(1);
  });
});

describe('Witch', () => {
  it.each([
    [1, 'turns the visitor into a Toad for 3 turns'],
    [2, 'takes a life'],
    [3, 'gives 1 Strength'],
    [4, 'gives 1 Craft'],
    [5, 'gives a Spell'],
    [6, 'replenishes fate'],
  ])('Witch rolling %i %s', (roll) => {
    const { g, p } = makeGame({ heroes: [{ character: 'elf', at: 'fields-2' }], dice: [roll], answer: script() });
    spendFate(g, p[0]);
    spendFate(g, p[0]);
    const witch = lay(g, 'fields-1', 'witch');
    landOn(g, p[0], 'fields-1');
    const q = p[0];
    expect([q.toadTurns, q.lives, q.strengthCounters, q.craftCounters, q.spells.length, q.fate]).toEqual([
      roll === 1 ? 3 : 0, roll === 2 ? 3 : 4, roll === 3 ? 1 : 0, roll === 4 ? 1 : 0, roll === 5 ? 1 : 0, roll === 6 ? 3 : 1,
    ]);
    expect(whereIs(g, witch)).toBe('fields-1');
    expectDiceUsed(g);
  });
});
