// The 13 Events (reference 3.1): each resolved by the character who drew it, then discarded.
import { turnSlot } from '../../../src/engine/index.ts';
import { describe, expect, it } from 'vitest';
import { VISITS, gainGold, playTurn } from '../../../src/engine/index.ts';
import { at, lay, makeGame, stackDeck } from '../../helpers.ts';
import { expectDiceUsed, landOn, layAgain, script, whereIs } from './script.ts';

describe('Angel', () => {
  it('Angel gives a good character a life', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'elf', at: 'fields-2' }], dice: [], answer: script() });
    const angel = lay(g, 'fields-1', 'angel');
    landOn(g, p[0], 'fields-1');
    expect(p[0].lives).toBe(5);
    expect(whereIs(g, angel)).toBe('discard');
  });

  it('Angel takes a life from an evil character and leaves a neutral one alone', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'assassin', at: 'fields-2' }, { character: 'thief', at: 'city' }], dice: [], answer: script() });
    const angel = lay(g, 'fields-1', 'angel');
    landOn(g, p[0], 'fields-1');
    expect(p[0].lives).toBe(3);
    layAgain(g, 'fields-3', angel);
    landOn(g, p[1], 'fields-3');
    expect(p[1].lives).toBe(4);
  });
});

describe('Blizzard', () => {
  it('Blizzard makes every character move one space a turn for the next two rounds', () => {
    const { g, p } = makeGame({
      heroes: [{ character: 'warrior', at: 'fields-2' }, { character: 'thief', at: 'fields-1' }],
      dice: [],
      answer: script({ more: (d) => (d.kind === 'move' ? g.space('city') : d.kind === 'visit' ? VISITS.indexOf('none') : undefined) }),
    });
    g.round = 1;
    lay(g, 'hills-1', 'blizzard');
    landOn(g, p[0], 'hills-1');
    playTurn(g, p[1]);
    expect(at(g, p[1])).toBe('city');
    expectDiceUsed(g);
  });
});

describe('Blizzard lasts two rounds for everyone ("For 2 rounds every character moves only 1 space")', () => {
  it('should slow each of three characters on exactly his next two turns, whoever drew it', () => {
    // Seat 1 draws it in round 1: the turns that follow, in order, are seat 2 (round 1), seats 0, 1,
    // 2 (round 2), seats 0, 1 (round 3): two each. Seat 2's turn in round 3 is free again.
    const { g, p } = makeGame({ heroes: ['warrior', 'thief', 'elf'], dice: [], answer: script() });
    g.round = 1;
    lay(g, 'hills-1', 'blizzard');
    landOn(g, p[1], 'hills-1');
    const slowed = [0, 0, 0];
    for (let round = 1; round <= 4; round++) {
      for (let seat = 0; seat < 3; seat++) {
        if (turnSlot(g, round, seat) > turnSlot(g, 1, 1) && g.slowUntil >= turnSlot(g, round, seat)) slowed[seat]++;
      }
    }
    expect(slowed).toEqual([2, 2, 2]);
    expect(g.slowUntil).toBe(turnSlot(g, 3, 1));
  });
});

describe('Book of Spells', () => {
  it('Book of Spells fills the drawer up to the Spells his Craft allows', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'elf', at: 'fields-2' }], dice: [], answer: script() });
    lay(g, 'fields-1', 'book-of-spells');
    landOn(g, p[0], 'fields-1');
    expect(p[0].spells.length).toBe(2);
  });
});

describe('Devil', () => {
  it('Devil gives an evil character a life and takes one from a good character', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'assassin', at: 'fields-2' }, { character: 'elf', at: 'city' }], dice: [], answer: script() });
    const devil = lay(g, 'fields-1', 'devil');
    landOn(g, p[0], 'fields-1');
    expect(p[0].lives).toBe(5);
    layAgain(g, 'fields-3', devil);
    landOn(g, p[1], 'fields-3');
    expect(p[1].lives).toBe(3);
  });
});

describe('Evil Darkness', () => {
  it('Evil Darkness makes every character who is not evil miss a turn', () => {
    const { g, p } = makeGame({
      heroes: [{ character: 'elf', at: 'fields-2' }, { character: 'assassin', at: 'city' }, { character: 'thief', at: 'oasis' }],
      dice: [], answer: script(),
    });
    lay(g, 'fields-1', 'evil-darkness');
    landOn(g, p[0], 'fields-1');
    expect(g.turnOver).toBe(true);
    expect(p.map((q) => q.missTurns)).toEqual([1, 0, 1]);
  });

  it('Evil Darkness ends the drawer\'s turn as his missed turn when other cards are left to encounter', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'elf', at: 'fields-2' }], dice: [], answer: script() });
    lay(g, 'hidden-valley', 'evil-darkness');
    const bag = lay(g, 'hidden-valley', 'bag-of-gold');
    lay(g, 'hidden-valley', 'bag-of-gold');
    landOn(g, p[0], 'hidden-valley');
    expect(g.turnOver).toBe(true);
    expect(p[0].missTurns).toBe(0);
    expect(p[0].gold).toBe(1);
    expect(whereIs(g, bag)).toBe('hidden-valley');
  });
});

describe('Imp', () => {
  it('Imp teleports the Dwarf to the Ruins before he meets the Bear and the gold (rulebook example)', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'dwarf', at: 'black-knight' }], dice: [4], answer: script() });
    const imp = lay(g, 'hidden-valley', 'imp');
    const bear = lay(g, 'hidden-valley', 'bear');
    const bag = lay(g, 'hidden-valley', 'bag-of-gold');
    stackDeck(g, ['two-bags-of-gold', 'bag-of-gold']);
    landOn(g, p[0], 'hidden-valley');
    expect(at(g, p[0])).toBe('ruins');
    expect(p[0].gold).toBe(4);
    expect(g.spaceCards[g.space('hidden-valley')]).toEqual([bear, bag]);
    expect(whereIs(g, imp)).toBe('discard');
    expectDiceUsed(g);
  });

  it('Imp sending the drawer to the space he is on makes him encounter it afresh, without the Imp', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'dwarf', at: 'black-knight' }], dice: [5], answer: script() });
    const imp = lay(g, 'hidden-valley', 'imp');
    lay(g, 'hidden-valley', 'bag-of-gold');
    stackDeck(g, ['bag-of-gold', 'two-bags-of-gold']);
    landOn(g, p[0], 'hidden-valley');
    expect(at(g, p[0])).toBe('hidden-valley');
    expect(p[0].gold).toBe(5);
    expect(g.spaceCards[g.space('hidden-valley')]).toEqual([]);
    expect(whereIs(g, imp)).toBe('discard');
  });
});

describe('Magical Vortex', () => {
  it('Magical Vortex makes every character discard all his Spells; the Wizard keeps drawing one', () => {
    const { g, p } = makeGame({
      heroes: [{ character: 'thief', at: 'fields-2' }, { character: 'druid', at: 'city' }, { character: 'wizard', at: 'oasis' }],
      dice: [], answer: script(),
    });
    const old = [...p[2].spells];
    lay(g, 'fields-1', 'magical-vortex');
    landOn(g, p[0], 'fields-1');
    expect(p[1].spells.length).toBe(0);
    expect(p[2].spells.length).toBe(1);
    expect(old.every((c) => g.spellDiscard.includes(c))).toBe(true);
  });
});

describe('Market Day', () => {
  it('Market Day lets each character buy at Market prices, from the drawer clockwise', () => {
    const asked: number[] = [];
    const bought = new Set<number>();
    const { g, p } = makeGame({
      heroes: [{ character: 'warrior', at: 'city' }, { character: 'elf', at: 'fields-2' }],
      dice: [],
      answer: script({
        more: (d, v) => {
          if (d.kind !== 'buy') return undefined;
          if (!asked.includes(d.seat)) asked.push(d.seat);
          if (bought.has(d.seat)) return -1;
          bought.add(d.seat);
          return d.options.find((c) => c >= 0 && v.card(c).id === (d.seat === 0 ? 'shield' : 'sword'));
        },
      }),
    });
    gainGold(g, p[0], 2);
    lay(g, 'fields-1', 'market-day');
    landOn(g, p[1], 'fields-1');
    expect(asked).toEqual([1, 0]);
    expect(p[0].gold).toBe(1);
    expect(g.cardDef[p[0].objects[0]].id).toBe('shield');
    expect(p[1].gold).toBe(0);
    expect(g.cardDef[p[1].objects[0]].id).toBe('sword');
  });
});

describe('Mephistopheles', () => {
  it('Mephistopheles gives an evil character 1 Craft and makes anyone else evil', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'assassin', at: 'fields-2' }, { character: 'elf', at: 'city' }], dice: [], answer: script() });
    const meph = lay(g, 'fields-1', 'mephistopheles');
    landOn(g, p[0], 'fields-1');
    expect(p[0].craftCounters).toBe(1);
    layAgain(g, 'fields-3', meph);
    landOn(g, p[1], 'fields-3');
    expect(p[1].alignment).toBe('evil');
    expect(p[1].craftCounters).toBe(0);
  });
});

describe('Pestilence', () => {
  it('Pestilence takes a life from every character in the drawer\'s Region', () => {
    const { g, p } = makeGame({
      heroes: [{ character: 'warrior', at: 'fields-2' }, { character: 'elf', at: 'hills-1' }, { character: 'assassin', at: 'oasis' }],
      dice: [], answer: script(),
    });
    lay(g, 'fields-1', 'pestilence');
    landOn(g, p[0], 'fields-1');
    expect(p.map((q) => q.lives)).toEqual([4, 3, 4]);
  });
});

describe('Raiders', () => {
  it('Raiders take all the drawer\'s gold to the Oasis', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'warrior', at: 'fields-2' }], dice: [], answer: script() });
    gainGold(g, p[0], 2);
    const pool = g.pool.gold;
    lay(g, 'fields-1', 'raiders');
    landOn(g, p[0], 'fields-1');
    expect(p[0].gold).toBe(0);
    expect(g.spaceGold[g.space('oasis')]).toBe(3);
    expect(g.pool.gold).toBe(pool);
  });
});

describe('Siren', () => {
  it('Siren makes every character in the drawer\'s Region miss his next turn', () => {
    const { g, p } = makeGame({
      heroes: [{ character: 'warrior', at: 'fields-2' }, { character: 'elf', at: 'hills-1' }, { character: 'assassin', at: 'oasis' }],
      dice: [], answer: script(),
    });
    lay(g, 'fields-1', 'siren');
    landOn(g, p[0], 'fields-1');
    expect(g.turnOver).toBe(true);
    expect(p.map((q) => q.missTurns)).toEqual([1, 1, 0]);
  });
});

describe('Storm', () => {
  it('Storm makes every character in the drawer\'s Region miss a turn', () => {
    const { g, p } = makeGame({
      heroes: [{ character: 'assassin', at: 'desert-1' }, { character: 'elf', at: 'temple' }, { character: 'warrior', at: 'fields-1' }],
      dice: [], answer: script(),
    });
    lay(g, 'oasis', 'storm');
    lay(g, 'oasis', 'bag-of-gold');
    landOn(g, p[0], 'oasis');
    expect(g.turnOver).toBe(true);
    expect(p.map((q) => q.missTurns)).toEqual([0, 1, 0]);
    expect(p[0].gold).toBe(1);
  });

  it('Storm\'s lost turn is the drawer\'s next turn when nothing else is left here, and he then skips it', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'warrior', at: 'fields-2' }], dice: [], answer: script() });
    lay(g, 'fields-1', 'storm');
    landOn(g, p[0], 'fields-1');
    expect(p[0].missTurns).toBe(1);
    g.turnOver = false;
    playTurn(g, p[0]);
    expect(p[0].missTurns).toBe(0);
    expect(at(g, p[0])).toBe('fields-1');
    expectDiceUsed(g);
  });
});
