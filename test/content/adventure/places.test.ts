// The 9 Places (reference 3.9): the Cave's and Shrine's tables, the Fountain, Stream and Pool that
// run dry, the Magic Portal, the Market, and the Marsh and Maze that cost a turn.
import { describe, expect, it } from 'vitest';
import { VISITS, gainGold } from '../../../src/engine/index.ts';
import { at, give, lay, makeGame, stackDeck } from '../../helpers.ts';
import { expectDiceUsed, landOn, script, whereIs } from './script.ts';

describe('Cave', () => {
  it.each([
    [4, 3], [5, 3], [6, 4],
  ])('Cave rolling %i gives gold (the Thief ends with %iG)', (roll, gold) => {
    const { g, p } = makeGame({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [roll], answer: script() });
    const cave = lay(g, 'fields-1', 'cave');
    landOn(g, p[0], 'fields-1');
    expect(p[0].gold).toBe(gold);
    expect(whereIs(g, cave)).toBe('fields-1');
  });

  it('Cave rolling 3 costs a turn', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [3], answer: script() });
    lay(g, 'fields-1', 'cave');
    landOn(g, p[0], 'fields-1');
    expect(p[0].missTurns).toBe(1);
    expect(g.turnOver).toBe(true);
  });

  it('Cave rolling 2 sets a Goblin of Strength 2 on the visitor', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [2, 1, 2], answer: script() });
    lay(g, 'fields-1', 'cave');
    landOn(g, p[0], 'fields-1');
    expect(g.turnOver).toBe(true);
    expect(p[0].lives).toBe(4);
    expect(p[0].trophies).toEqual([]);
    expectDiceUsed(g);
  });

  it('Cave rolling 1 sets a Dragon of Strength 7 on the visitor', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [1, 4, 1], answer: script() });
    lay(g, 'fields-1', 'cave');
    landOn(g, p[0], 'fields-1');
    expect(p[0].lives).toBe(3);
    expect(g.turnOver).toBe(true);
    expectDiceUsed(g);
  });

  it('Cave\'s Dragon counts as a Dragon for the Holy Lance', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'elf', at: 'fields-2' }], dice: [1, 2, 1], answer: script() });
    give(g, p[0], 'holy-lance');
    lay(g, 'fields-1', 'cave');
    landOn(g, p[0], 'fields-1');
    expect(p[0].lives).toBe(4);
    expect(g.turnOver).toBe(true);
    expectDiceUsed(g);
  });

  it('Cave adds 1 to the Dwarf\'s roll when he takes it', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'dwarf', at: 'fields-2' }], dice: [2, 6], answer: script({ yes: ['cave-plus-one'] }) });
    lay(g, 'fields-1', 'cave');
    landOn(g, p[0], 'fields-1');
    expect(p[0].missTurns).toBe(1);
    g.turnOver = false;
    landOn(g, p[0], 'fields-1');
    expect(p[0].gold).toBe(4);
    expectDiceUsed(g);
  });
});

/** A Place that holds 4 counters: visited 4 times, it gives one each and is then discarded. */
function fourVisits(id: string, character: string) {
  const t = makeGame({ heroes: [{ character, at: 'fields-2' }], dice: [], answer: script() });
  const card = lay(t.g, 'fields-1', id);
  const where: string[] = [];
  for (let i = 0; i < 4; i++) {
    landOn(t.g, t.p[0], 'fields-1');
    where.push(whereIs(t.g, card));
  }
  return { ...t, card, where };
}

describe('Fountain of Wisdom', () => {
  it('Fountain of Wisdom gives 1 Craft a visit and is discarded after the fourth', () => {
    const { p, where } = fourVisits('fountain-of-wisdom', 'warrior');
    expect(p[0].craftCounters).toBe(4);
    expect(where).toEqual(['fields-1', 'fields-1', 'fields-1', 'discard']);
  });

  it('Fountain of Wisdom drawn again from a reshuffled deck holds 4 Craft anew', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'warrior', at: 'fields-2' }], dice: [], answer: script() });
    const [fountain] = stackDeck(g, ['fountain-of-wisdom']);
    g.cardState[fountain] = 3;
    landOn(g, p[0], 'fields-1');
    expect(p[0].craftCounters).toBe(1);
    expect(whereIs(g, fountain)).toBe('fields-1');
  });
});

describe('Magic Stream', () => {
  it('Magic Stream gives 1 Strength a visit and is discarded after the fourth', () => {
    const { p, where } = fourVisits('magic-stream', 'warrior');
    expect(p[0].strengthCounters).toBe(4);
    expect(where).toEqual(['fields-1', 'fields-1', 'fields-1', 'discard']);
  });
});

describe('Pool of Life', () => {
  it('Pool of Life gives 1 life a visit and is discarded after the fourth', () => {
    const { p, where } = fourVisits('pool-of-life', 'warrior');
    expect(p[0].lives).toBe(9);
    expect(where).toEqual(['fields-1', 'fields-1', 'fields-1', 'discard']);
  });
});

describe('Magic Portal', () => {
  it('Magic Portal sends a character who steps through to the space rolled, where he has his encounter', () => {
    const { g, p } = makeGame({
      heroes: [{ character: 'thief', at: 'fields-2' }], dice: [3],
      answer: script({ yes: ['step-through'], more: (d) => (d.kind === 'visit' ? VISITS.indexOf('none') : undefined) }),
    });
    const portal = lay(g, 'fields-1', 'magic-portal');
    landOn(g, p[0], 'fields-1');
    expect(at(g, p[0])).toBe('city');
    expect(whereIs(g, portal)).toBe('fields-1');
    expectDiceUsed(g);
  });

  it('Magic Portal may be left alone', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [], answer: script({ no: ['step-through'] }) });
    lay(g, 'fields-1', 'magic-portal');
    landOn(g, p[0], 'fields-1');
    expect(at(g, p[0])).toBe('fields-1');
  });
});

describe('Market', () => {
  it('Market sells Purchase cards at Market prices', () => {
    const { g, p } = makeGame({
      heroes: [{ character: 'warrior', at: 'fields-2' }], dice: [],
      answer: script({ more: (d, v) => (d.kind === 'buy' ? (v.me.objects.length > 0 ? -1 : d.options.find((c) => c >= 0 && v.card(c).id === 'shield')) : undefined) }),
    });
    gainGold(g, p[0], 2);
    const market = lay(g, 'fields-1', 'market');
    landOn(g, p[0], 'fields-1');
    expect(p[0].objects.map((c) => g.cardDef[c].id)).toEqual(['shield']);
    expect(p[0].gold).toBe(1);
    expect(whereIs(g, market)).toBe('fields-1');
  });
});

describe('Marsh', () => {
  it('Marsh costs a character with Strength below 5 a turn', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'thief', at: 'fields-2' }, { character: 'troll', at: 'city' }], dice: [], answer: script() });
    const marsh = lay(g, 'fields-1', 'marsh');
    landOn(g, p[0], 'fields-1');
    expect(p[0].missTurns).toBe(1);
    expect(g.turnOver).toBe(true);
    g.turnOver = false;
    landOn(g, p[1], 'fields-1');
    expect(p[1].missTurns).toBe(0);
    expect(g.turnOver).toBe(false);
    expect(whereIs(g, marsh)).toBe('fields-1');
  });

  it('Marsh ends the turn as the missed one when another card is left to encounter', () => {
    const { g, p } = makeGame({
      heroes: [{ character: 'thief', at: 'fields-2' }], dice: [],
      answer: script({ more: (d) => { if (d.kind === 'buy') throw new Error('the Market was visited'); return undefined; } }),
    });
    lay(g, 'fields-1', 'marsh');
    lay(g, 'fields-1', 'market');
    landOn(g, p[0], 'fields-1');
    expect(p[0].missTurns).toBe(0);
    expect(g.turnOver).toBe(true);
  });
});

describe('Maze', () => {
  it('Maze costs a character with Craft below 5 a turn, but not the Dwarf', () => {
    const { g, p } = makeGame({
      heroes: [{ character: 'thief', at: 'fields-2' }, { character: 'dwarf', at: 'city' }, { character: 'wizard', at: 'hills-1' }],
      dice: [], answer: script(),
    });
    lay(g, 'fields-1', 'maze');
    for (const q of p) {
      g.turnOver = false;
      landOn(g, q, 'fields-1');
    }
    expect(p.map((q) => q.missTurns)).toEqual([1, 0, 0]);
  });
});

describe('Shrine', () => {
  it.each([
    [1, 'nothing', [2, 1, 0, 4]],
    [2, '1 fate', [3, 1, 0, 4]],
    [3, '1G', [2, 2, 0, 4]],
    [4, 'a Spell', [2, 1, 1, 4]],
    [5, '1 life', [2, 1, 0, 5]],
  ])('Shrine rolling %i gives %s', (roll, _what, [fate, gold, spells, lives]) => {
    const { g, p } = makeGame({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [roll], answer: script() });
    const shrine = lay(g, 'fields-1', 'shrine');
    landOn(g, p[0], 'fields-1');
    expect([p[0].fate, p[0].gold, p[0].spells.length, p[0].lives]).toEqual([fate, gold, spells, lives]);
    expect(whereIs(g, shrine)).toBe('fields-1');
  });

  it('Shrine rolling 6 teleports the character to any space of his Region', () => {
    const { g, p } = makeGame({
      heroes: [{ character: 'thief', at: 'fields-2' }], dice: [6],
      answer: script({ more: (d) => (d.kind === 'target-space' ? g.space('fields-3') : undefined) }),
    });
    lay(g, 'fields-1', 'shrine');
    lay(g, 'fields-3', 'bag-of-gold');
    landOn(g, p[0], 'fields-1');
    expect(at(g, p[0])).toBe('fields-3');
    expect(p[0].gold).toBe(2);
  });

  it('Shrine adds 1 to the Monk\'s prayer', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'monk', at: 'fields-2' }], dice: [1], answer: script() });
    lay(g, 'fields-1', 'shrine');
    landOn(g, p[0], 'fields-1');
    expect(p[0].fate).toBe(6);
  });
});
