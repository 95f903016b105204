// The Inner Region and the Crown of Command (rulebook p.19-20: Movement in the Inner Region,
// Turning Back, Crypt, Mines, Werewolf Den, Pits, The Crown of Command; reference 1.4): one space
// a turn, each space's instructions before moving on, and the end of the game.
import { describe, expect, it } from 'vitest';
import { gainStrength, playTurn, type Decision } from '../../../src/engine/index.ts';
import { at, give, stackDeck } from '../../helpers.ts';
import { expectAllDiceRolled, landOn, play, setLives, visit } from '../../engine/fixtures.ts';

describe('the Plain of Peril', () => {
  it('should move a character one space a turn, without rolling, along the route he chooses', () => {
    const routes: number[][] = [];
    const { g, p } = play({
      heroes: [{ character: 'troll', at: 'plain-of-peril' }],
      dice: [1, 1, 1], // the Crypt: 3 - Strength 6, he stays there
      answer: (d: Decision) => (d.kind === 'route' ? (routes.push([...d.options]), -1) : undefined),
    });
    playTurn(g, p[0]);
    expect(routes).toEqual([[1, -1, 0]]);
    expect(at(g, p[0])).toBe('crypt');
    expectAllDiceRolled(g);
  });

  it('should take the other route through the Mines', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'plain-of-peril' }], dice: [1, 1, 1], answers: { route: [1] } });
    playTurn(g, p[0]); // the Mines: 3 - Craft 3
    expect(at(g, p[0])).toBe('mines');
    expectAllDiceRolled(g);
  });

  it('should let a character leave through the Portal of Power without opening it, as his whole move', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'plain-of-peril' }], dice: [], answers: { route: [0] } });
    stackDeck(g, ['bag-of-gold']);
    playTurn(g, p[0]);
    expect(at(g, p[0])).toBe('portal-of-power');
    expect(p[0].gold).toBe(2);
  });
});

describe('the Mines and the Crypt', () => {
  // 3d6 minus Craft (Mines) or Strength (Crypt); the Thief has 3 of each (reference I02/I08).
  const BANDS: [number[], number, string, string][] = [
    [[1, 1, 1], 0, 'mines', 'crypt'],
    [[1, 1, 2], 1, 'plain-of-peril', 'plain-of-peril'],
    [[1, 2, 2], 2, 'portal-of-power', 'portal-of-power'],
    [[2, 2, 2], 3, 'portal-of-power', 'portal-of-power'],
    [[2, 2, 3], 4, 'warlocks-cave', 'warlocks-cave'],
    [[2, 3, 3], 5, 'warlocks-cave', 'warlocks-cave'],
    [[3, 3, 3], 6, 'tavern', 'city'],
    [[6, 6, 6], 15, 'tavern', 'city'],
  ];

  function emerge(space: 'mines' | 'crypt', dice: number[], to: string) {
    const more = to === 'tavern' ? [4] : []; // the Tavern's roll: win 1 gold
    const t = play({ heroes: [{ character: 'thief', at: 'plain-of-peril' }], dice: [...dice, ...more],
      yes: { quest: false }, answers: { visit: [visit('none')] } });
    stackDeck(t.g, ['bag-of-gold']);
    landOn(t.g, t.p[0], space);
    return t;
  }

  it.each(BANDS)('should send a Thief rolling %j in the Mines (result %i) to the %s', (dice, _r, mines) => {
    const { g, p } = emerge('mines', dice, mines);
    expect(at(g, p[0])).toBe(mines);
    expectAllDiceRolled(g);
  });

  it.each(BANDS)('should send a Thief rolling %j in the Crypt (result %i) to the %s', (dice, _r, _m, crypt) => {
    const { g, p } = emerge('crypt', dice, crypt);
    expect(at(g, p[0])).toBe(crypt);
    expectAllDiceRolled(g);
  });

  it('should let a character who emerges on the Crypt itself move on next turn', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'plain-of-peril' }], dice: [1, 1, 1, 6, 6, 1, 1],
      answers: { route: [-1], inner: [0] } });
    playTurn(g, p[0]);
    expect(at(g, p[0])).toBe('crypt');
    playTurn(g, p[0]); // Death: 12 against 2
    expect(at(g, p[0])).toBe('death');
    expect(p[0].inner.done).toBe(true);
    expectAllDiceRolled(g);
  });

  it('should let the Dwarf roll only two dice in the Mines', () => {
    const { g, p } = play({ heroes: [{ character: 'dwarf', at: 'plain-of-peril' }], dice: [3, 3] });
    stackDeck(g, ['bag-of-gold']);
    landOn(g, p[0], 'mines'); // 6 - Craft 3 = 3
    expect(at(g, p[0])).toBe('portal-of-power');
    expectAllDiceRolled(g);
  });
});

describe('the Vampire\'s Tower', () => {
  it.each([[1, 5], [2, 5], [3, 4], [4, 4], [5, 3], [6, 3]])('should leave the Troll rolling %i with %i lives', (roll, lives) => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'mines' }], dice: [roll] });
    landOn(g, p[0], 'vampires-tower');
    expect(p[0].lives).toBe(lives);
    expect(p[0].inner.done).toBe(true);
  });

  it('should let each Follower discarded cancel one of the lives', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'mines' }], dice: [5],
      answer: (d) => (d.kind === 'drop' ? d.options.find((c) => c >= 0) : undefined) });
    give(g, p[0], 'unicorn');
    give(g, p[0], 'maiden');
    landOn(g, p[0], 'vampires-tower');
    expect(p[0].followers).toEqual([]);
    expect(p[0].lives).toBe(5);
  });

  it('should let a character keep his Followers and lose the lives', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'mines' }], dice: [5], answers: { drop: [-1] } });
    give(g, p[0], 'unicorn');
    landOn(g, p[0], 'vampires-tower');
    expect(p[0].followers.length).toBe(1);
    expect(p[0].lives).toBe(3);
  });
});

describe('the Pits', () => {
  it('should make a character fight the Pit Fiends one at a time, and the rest next turn after a defeat', () => {
    const { g, p } = play({
      heroes: [{ character: 'troll', at: 'vampires-tower' }],
      // 2 Pit Fiends; beats the first 9 to 5; loses to the second 7 to 10; next turn beats it 11 to 5
      dice: [2, 3, 1, 1, 6, 5, 1],
      answers: { inner: [0, 0, 0] },
    });
    give(g, p[0], 'talisman');
    p[0].inner.route = 1;
    landOn(g, p[0], 'pits');
    expect(p[0].lives).toBe(5);
    expect(p[0].inner.pitFiends).toBe(1);
    expect(g.turnOver).toBe(true);
    playTurn(g, p[0]);
    expect(at(g, p[0])).toBe('pits');
    expect(p[0].inner.pitFiends).toBe(0);
    expect(p[0].inner.done).toBe(true);
    playTurn(g, p[0]);
    expect(at(g, p[0])).toBe('valley-of-fire');
    expectAllDiceRolled(g);
  });
});

describe('the Werewolf Den', () => {
  it('should make the Dwarf fight a Werewolf of Strength 8 twice, as in the rulebook\'s example', () => {
    const { g, p } = play({
      heroes: [{ character: 'dwarf', at: 'death' }],
      // The Werewolf's Strength 3 + 5; the Dwarf (Strength 6, with 3 counters) rolls 4 = 10 against
      // 8 + 5 = 13; next turn 4 again = 10 against 8 + 1 = 9.
      dice: [3, 5, 4, 5, 4, 1],
      answers: { inner: [0] },
    });
    gainStrength(g, p[0], 3);
    p[0].inner.route = -1;
    landOn(g, p[0], 'werewolf-den');
    expect(p[0].inner.werewolf).toBe(8);
    expect(p[0].lives).toBe(4);
    expect(p[0].inner.done).toBe(false);
    playTurn(g, p[0]);
    expect(p[0].inner.werewolf).toBe(8);
    expect(p[0].lives).toBe(4);
    expect(p[0].inner.done).toBe(true);
    expect(at(g, p[0])).toBe('werewolf-den');
    expectAllDiceRolled(g);
  });
});

describe('Death', () => {
  it.each<[number[], number, boolean, string]>([
    [[6, 6, 1, 1], 6, true, 'higher: moves on next turn'],
    [[3, 4, 2, 5], 6, false, 'equal: dice again next turn'],
    [[1, 1, 6, 6], 5, false, 'lower: loses a life and dices again next turn'],
  ])('should after rolls %j leave the Troll %i lives, done %s (%s)', (dice, lives, done) => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'crypt' }], dice });
    landOn(g, p[0], 'death');
    expect(p[0].lives).toBe(lives);
    expect(p[0].inner.done).toBe(done);
    expectAllDiceRolled(g);
  });

  it('should make a character who tied dice with Death again next turn', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'crypt' }], dice: [3, 4, 2, 5, 5, 5, 1, 2], answers: { inner: [0] } });
    landOn(g, p[0], 'death');
    playTurn(g, p[0]);
    expect(at(g, p[0])).toBe('death');
    expect(p[0].inner.done).toBe(true);
    expectAllDiceRolled(g);
  });
});

describe('the Valley of Fire and turning back', () => {
  it('should make a character without a Talisman turn back, ignoring the spaces on the way', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'pits' }], dice: [], answers: { inner: [0] } });
    p[0].inner.route = 1;
    p[0].inner.done = true;
    playTurn(g, p[0]);
    expect(at(g, p[0])).toBe('vampires-tower');
    expect(p[0].inner.turningBack).toBe(true);
    playTurn(g, p[0]);
    expect(at(g, p[0])).toBe('mines');
    playTurn(g, p[0]);
    expect(at(g, p[0])).toBe('plain-of-peril');
    expect(p[0].inner.turningBack).toBe(false);
    expect(p[0].lives).toBe(6);
  });

  it('should let a character with a Talisman enter the Valley of Fire', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'werewolf-den' }], dice: [], answers: { inner: [0] } });
    give(g, p[0], 'talisman');
    p[0].inner.route = -1;
    p[0].inner.done = true;
    playTurn(g, p[0]);
    expect(at(g, p[0])).toBe('valley-of-fire');
  });

  it('should let a character turn back at any time, one space a turn, without facing the spaces', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'death' }], dice: [], answers: { inner: [1] } });
    p[0].inner.route = -1;
    playTurn(g, p[0]);
    expect(at(g, p[0])).toBe('crypt');
    playTurn(g, p[0]);
    expect(at(g, p[0])).toBe('plain-of-peril');
    expect(p[0].lives).toBe(6);
  });
});

describe('the Crown of Command', () => {
  it.each([[1, 4], [2, 4], [3, 4], [4, 3], [5, 3], [6, 3]])(
    'should make the Command Spell cast with a %i leave every other character %i lives',
    (roll, lives) => {
      const { g, p } = play({
        heroes: [{ character: 'troll', at: 'crown-of-command' }, { character: 'thief', at: 'fields-1' }, { character: 'elf', at: 'woods-1' }],
        dice: [roll],
      });
      g.crownReached = true;
      playTurn(g, p[0]);
      expect([p[1].lives, p[2].lives]).toEqual([lives, lives]);
      expect(p[0].lives).toBe(6);
      expectAllDiceRolled(g);
    });

  it('should make two characters on the Crown fight instead of casting the Command Spell', () => {
    const { g, p } = play({
      heroes: [{ character: 'troll', at: 'crown-of-command' }, { character: 'thief', at: 'crown-of-command' }],
      dice: [6, 1], answers: { reward: [0] },
    });
    g.crownReached = true;
    playTurn(g, p[0]); // 6 + 6 against 3 + 1
    expect(p[1].lives).toBe(3);
    expect(at(g, p[0])).toBe('crown-of-command');
    expectAllDiceRolled(g);
  });

  it('should put out a player whose character died before the Crown was reached and who waits for a new one (p.20)', () => {
    // "Players may start new characters if, and only if, no character has yet reached the Crown of
    // Command": the Thief was killed, his new character would come next turn; the Troll arrives first.
    const { g, p } = play({
      heroes: [{ character: 'troll', at: 'valley-of-fire' }, { character: 'thief', at: 'fields-1' }, { character: 'elf', at: 'woods-1' }],
      dice: [], answers: { inner: [0] },
    });
    give(g, p[0], 'talisman');
    p[0].inner.done = true;
    p[1].dead = true;
    playTurn(g, p[0]);
    expect(at(g, p[0])).toBe('crown-of-command');
    expect([p[1].inGame, p[2].inGame]).toEqual([false, true]);
    expect(g.ended).toBe(false);
  });

  it('should make a character reaching the Crown encounter the one already there', () => {
    const { g, p } = play({
      heroes: [{ character: 'troll', at: 'valley-of-fire' }, { character: 'thief', at: 'crown-of-command' }],
      dice: [6, 1], answers: { inner: [0], reward: [0] },
    });
    give(g, p[0], 'talisman');
    p[0].inner.done = true;
    playTurn(g, p[0]);
    expect(at(g, p[0])).toBe('crown-of-command');
    expect(g.crownReached).toBe(true);
    expect(p[1].lives).toBe(3);
    expectAllDiceRolled(g);
  });

  it('should put a character killed after the Crown was reached out of the game', () => {
    const { g, p } = play({
      heroes: [{ character: 'troll', at: 'crown-of-command' }, { character: 'thief', at: 'fields-1' }, { character: 'elf', at: 'woods-1' }],
      dice: [6],
    });
    g.crownReached = true;
    setLives(g, p[1], 1);
    playTurn(g, p[0]);
    expect(p[1].inGame).toBe(false);
    expect(p[2].lives).toBe(3);
    expect(g.ended).toBe(false);
  });

  it('should put a character killed anywhere out of the game once the Crown was reached', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'crown-of-command' }, { character: 'thief', at: 'fields-1' }, { character: 'elf', at: 'woods-1' }], dice: [] });
    g.crownReached = true;
    setLives(g, p[1], 1);
    landOn(g, p[1], 'desert-1');
    expect(p[1].inGame).toBe(false);
  });

  it('should give a character killed before anyone reached the Crown a new character', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'plain-of-peril' }, { character: 'thief', at: 'fields-1' }], dice: [] });
    setLives(g, p[1], 1);
    landOn(g, p[1], 'desert-1');
    expect(p[1].inGame).toBe(true);
    expect(p[1].dead).toBe(true);
  });

  it('should make the last character standing win', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'crown-of-command' }, { character: 'thief', at: 'fields-1' }], dice: [4] });
    g.crownReached = true;
    setLives(g, p[1], 1);
    playTurn(g, p[0]);
    expect(g.ended).toBe(true);
    expect(g.winner).toBe(0);
    expect(g.endReason).toBe('command-spell');
  });
});
