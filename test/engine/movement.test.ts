// Movement in the Outer and Middle Regions (rulebook p.8 "Movement", p.17-18 "Example of crossing
// the Sentinel bridge", "The Portal of Power"; reference 1.5): the destinations of a roll, the
// Sentinel bridge, the Portal of Power, and the moves that replace the roll.
import { describe, expect, it } from 'vitest';
import {
  MOVE_BRIDGE, MOVE_MODES, MOVE_PORTAL, gainCraft, gainStrength, performMove, playTurn, strength, craft,
  turnIntoToad, type Decision,
} from '../../src/engine/index.ts';
import { at, give, lay, stackDeck } from '../helpers.ts';
import { expectAllDiceRolled, movesFrom, opt, optionName, play, setSpells } from './fixtures.ts';

const mode = (m: (typeof MOVE_MODES)[number]): number => MOVE_MODES.indexOf(m);

describe('move options for a roll', () => {
  // Destinations counted by hand on the board of reference 1.2-1.3 (clockwise from the City and
  // from the Warlock's Cave); '+bridge' means the move crosses the Sentinel bridge inward.
  it.each<[string, number, string[], string]>([
    ['fields-1', 3, ['woods-1', 'woods-3'], 'both ways round the Outer Region, past the City'],
    ['fields-1', 2, ['fields-6', 'plains-1'], 'never back to the start: direction is not reversed'],
    ['warlocks-cave', 5, ['hills-3', 'woods-4'], 'both ways round the Middle Region'],
    ['woods-2', 1, ['graveyard', 'sentinel'], 'onto the Sentinel: no step left to cross'],
    ['woods-2', 2, ['fields-4', 'hills-2', 'hills-3+bridge'], 'the bridge costs one step'],
    ['graveyard', 4, ['chapel', 'cursed-glade+bridge', 'forest', 'hidden-valley+bridge'], 'either way after crossing'],
    ['sentinel', 1, ['hills-2', 'hills-3+bridge', 'woods-2'], 'across the bridge from the Sentinel itself'],
    ['hills-3', 2, ['black-knight', 'hills-2', 'runes-2', 'woods-2'], 'outward across the bridge: no Sentinel'],
    ['hidden-valley', 2, ['cursed-glade', 'portal-of-power', 'sentinel'], 'onto the Sentinel from the Middle Region'],
  ])('should move from the %s with a roll of %i to exactly %j (%s)', (from, roll, expected) => {
    const { g } = play({ heroes: ['troll'] });
    expect(movesFrom(g, from, roll)).toEqual([...expected].sort());
  });

  it('should offer the Portal of Power only when the roll carries beyond it', () => {
    const { g } = play({ heroes: ['troll'] });
    expect(movesFrom(g, 'castle', 1)).toEqual(['portal-of-power', 'runes-1']);
    expect(movesFrom(g, 'castle', 2)).toEqual(['black-knight', 'plain-of-peril+portal', 'woods-4']);
    expect(movesFrom(g, 'portal-of-power', 1)).toEqual(['black-knight', 'castle', 'plain-of-peril+portal']);
  });

  it('should reach the Runes or the Oasis from the Temple with a roll of 2 (Example of a Turn)', () => {
    const { g } = play({ heroes: [{ character: 'sorceress', at: 'temple' }] });
    expect(movesFrom(g, 'temple', 2)).toEqual(['oasis', 'runes-1']);
  });

  it('should make a Dragon lying on the Runes the card drawn there, with +2 to its roll (Example of a Turn)', () => {
    const { g, p } = play({
      heroes: [{ character: 'sorceress', at: 'temple' }],
      dice: [2, 6, 1], // move 2; her attack roll 6 (2 + 6 = 8); the Dragon's 1 (7 + 1 + 2 = 10)
      answer: (d) => (d.kind === 'move' ? d.options.find((o) => optionName(g, o) === 'runes-1') : undefined),
    });
    const dragon = lay(g, 'runes-1', 'dragon');
    const deck = g.adventureDeck.length;
    playTurn(g, p[0]);
    expect(at(g, p[0])).toBe('runes-1');
    expect(p[0].lives).toBe(3);
    expect(g.spaceCards[g.space('runes-1')]).toEqual([dragon]);
    expect(g.adventureDeck.length).toBe(deck);
    expectAllDiceRolled(g);
  });

  it('should make the Sorceress on the Oasis lose a life to the Hex and draw only one card, a Dragon (Example of a Turn)', () => {
    const { g, p } = play({
      heroes: [{ character: 'sorceress', at: 'temple' }],
      dice: [2, 1, 6], // move 2; her attack roll 1 (2 + 1 = 3); the Dragon's 6 (7 + 6 = 13)
      answer: (d) => (d.kind === 'move' ? opt(g, 'oasis') : undefined),
    });
    setSpells(g, p[0], []);
    const hex = lay(g, 'oasis', 'hex');
    g.cardState[hex] = g.round + 3;
    const [dragon] = stackDeck(g, ['dragon', 'bag-of-gold']);
    playTurn(g, p[0]);
    expect(at(g, p[0])).toBe('oasis');
    expect(p[0].lives).toBe(2);
    expect(g.spaceCards[g.space('oasis')]).toEqual([hex, dragon]);
    expectAllDiceRolled(g);
  });
});

describe('the Sentinel bridge', () => {
  it('should let the Sorceress on the Graveyard with a 6 cross and go counterclockwise to the Portal of Power (rulebook example)', () => {
    const { g } = play({ heroes: [{ character: 'sorceress', at: 'graveyard' }] });
    expect(movesFrom(g, 'graveyard', 6)).toEqual(['chasm+bridge', 'crags', 'portal-of-power+bridge', 'ruins']);
  });

  it('should let the Sorceress evade the Sentinel with Immobility and land on the Portal of Power (rulebook example)', () => {
    const { g, p } = play({
      heroes: [{ character: 'sorceress', at: 'graveyard' }],
      dice: [6],
      answer: (d) => {
        if (d.kind === 'move') return opt(g, 'portal-of-power', MOVE_BRIDGE);
        if (d.kind === 'cast') return d.options.find((c) => c >= 0 && g.cardDef[c].id === 'immobility') ?? -1;
        return undefined;
      },
    });
    setSpells(g, p[0], ['immobility']);
    stackDeck(g, ['bag-of-gold']);
    playTurn(g, p[0]);
    expect(at(g, p[0])).toBe('portal-of-power');
    expect(p[0].lives).toBe(4);
    expect(p[0].spells).toEqual([]);
    expect(p[0].gold).toBe(2);
    expectAllDiceRolled(g);
  });

  it('should make a character crossing inward beat the Strength 9 Sentinel, then land in the Middle Region', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'woods-2' }], dice: [2, 5, 1],
      answer: (d) => (d.kind === 'move' ? opt(g, 'hills-3', MOVE_BRIDGE) : undefined) });
    stackDeck(g, ['bag-of-gold']);
    playTurn(g, p[0]); // Troll 6 + 5 = 11 beats the Sentinel 9 + 1 = 10
    expect(at(g, p[0])).toBe('hills-3');
    expect(p[0].lives).toBe(6);
    expect(p[0].gold).toBe(2);
    expectAllDiceRolled(g);
  });

  it('should stop a character who loses to the Sentinel on the Sentinel, a life down, drawing nothing', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'woods-2' }], dice: [2, 1, 6],
      answer: (d) => (d.kind === 'move' ? opt(g, 'hills-3', MOVE_BRIDGE) : undefined) });
    const deck = g.adventureDeck.length;
    playTurn(g, p[0]); // 6 + 1 = 7 against 9 + 6 = 15
    expect(at(g, p[0])).toBe('sentinel');
    expect(p[0].lives).toBe(5);
    expect(g.adventureDeck.length).toBe(deck);
    expectAllDiceRolled(g);
  });

  it('should stop a character on the Sentinel and end his turn after a stand-off', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'woods-2' }], dice: [2, 4, 1],
      answer: (d) => (d.kind === 'move' ? opt(g, 'hills-3', MOVE_BRIDGE) : undefined) });
    const deck = g.adventureDeck.length;
    playTurn(g, p[0]); // 6 + 4 = 10 against 9 + 1 = 10
    expect(at(g, p[0])).toBe('sentinel');
    expect(p[0].lives).toBe(6);
    expect(g.adventureDeck.length).toBe(deck);
    expectAllDiceRolled(g);
  });

  it('should not make a character crossing outward fight the Sentinel', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'hills-3' }], dice: [1],
      answer: (d) => (d.kind === 'move' ? opt(g, 'sentinel') : undefined) });
    stackDeck(g, ['bag-of-gold']);
    playTurn(g, p[0]);
    expect(at(g, p[0])).toBe('sentinel');
    expect(p[0].gold).toBe(2);
    expectAllDiceRolled(g);
  });

  it('should make a character who stops on the Sentinel draw a card, not fight', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'woods-2' }], dice: [1],
      answer: (d) => (d.kind === 'move' ? opt(g, 'sentinel') : undefined) });
    stackDeck(g, ['bag-of-gold']);
    playTurn(g, p[0]);
    expect(at(g, p[0])).toBe('sentinel');
    expect(p[0].gold).toBe(2);
    expect(p[0].lives).toBe(6);
    expectAllDiceRolled(g);
  });
});

describe('the Portal of Power', () => {
  const portal = MOVE_PORTAL;

  it('should end the turn on the Plain of Peril when 2d6 is at most the Strength', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'castle' }], dice: [2, 3, 3],
      answers: { attribute: [0] },
      answer: (d) => (d.kind === 'move' ? opt(g, 'plain-of-peril', portal) : undefined) });
    const deck = g.adventureDeck.length;
    playTurn(g, p[0]);
    expect(at(g, p[0])).toBe('plain-of-peril');
    expect(strength(g, p[0])).toBe(6);
    expect(g.adventureDeck.length).toBe(deck);
    expectAllDiceRolled(g);
  });

  it('should leave a character who fails by Strength on the Portal, 1 Strength down, turn over', () => {
    const { g, p } = play({ heroes: [{ character: 'warrior', at: 'castle' }], dice: [3, 3], answers: { attribute: [0] } });
    gainStrength(g, p[0], 1);
    const deck = g.adventureDeck.length;
    performMove(g, p[0], opt(g, 'plain-of-peril', portal)); // 6 > Strength 5
    expect(at(g, p[0])).toBe('portal-of-power');
    expect(strength(g, p[0])).toBe(4);
    expect(g.turnOver).toBe(true);
    expect(g.adventureDeck.length).toBe(deck);
    expectAllDiceRolled(g);
  });

  it('should make a character who fails by Craft lose 1 Craft', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'castle' }], dice: [4, 3], answers: { attribute: [1] } });
    gainCraft(g, p[0], 1);
    performMove(g, p[0], opt(g, 'plain-of-peril', portal)); // 7 > Craft 4
    expect(at(g, p[0])).toBe('portal-of-power');
    expect(craft(g, p[0])).toBe(3);
  });

  it('should let the Dwarf open the Portal by Craft with one die', () => {
    const { g, p } = play({ heroes: [{ character: 'dwarf', at: 'castle' }], dice: [3], answers: { attribute: [1] } });
    performMove(g, p[0], opt(g, 'plain-of-peril', portal)); // 3 <= Craft 3
    expect(at(g, p[0])).toBe('plain-of-peril');
    expectAllDiceRolled(g);
  });

  it('should make the Dwarf roll two dice when he tries by Strength', () => {
    const { g, p } = play({ heroes: [{ character: 'dwarf', at: 'castle' }], dice: [2, 2], answers: { attribute: [0] } });
    performMove(g, p[0], opt(g, 'plain-of-peril', portal)); // 4 > Strength 3
    expect(at(g, p[0])).toBe('portal-of-power');
    expectAllDiceRolled(g);
  });
});

/** Answers every decision of a kind with pick(), recording the options it was given. */
function recorder(kind: Decision['kind'], pick: () => number) {
  const seen: number[][] = [];
  return {
    seen,
    answer: (d: Decision): number | undefined => {
      if (d.kind !== kind) return undefined;
      seen.push([...d.options]);
      return pick();
    },
  };
}

describe('moves that replace the roll', () => {
  it('should let a character the Tavern boatman ferried take the Temple as his next move', () => {
    const { g, p } = play({
      heroes: [{ character: 'warrior', at: 'fields-2' }],
      dice: [1, 6, 4, 4], // move 1 to the Tavern; the Tavern's 6: the boatman; he must pray at the Temple: 8, a Spell
      answers: { 'move-mode': [mode('ferry')] },
      answer: (d) => (d.kind === 'move' ? opt(g, 'tavern') : undefined),
    });
    playTurn(g, p[0]);
    expect(at(g, p[0])).toBe('tavern');
    playTurn(g, p[0]);
    expect(at(g, p[0])).toBe('temple');
    expectAllDiceRolled(g);
  });

  it('should let a character ferried by the boatman roll instead, as the boatman only offers', () => {
    const modes = recorder('move-mode', () => mode('roll'));
    const { g, p } = play({ heroes: [{ character: 'warrior', at: 'tavern' }], dice: [1],
      answer: (d) => modes.answer(d) ?? (d.kind === 'move' ? opt(g, 'fields-2') : undefined) });
    p[0].pendingMove = 1;
    p[0].pendingTarget = g.space('temple');
    stackDeck(g, ['bag-of-gold']);
    playTurn(g, p[0]);
    expect(modes.seen[0]).toEqual(expect.arrayContaining([mode('roll'), mode('ferry')]));
    expect(at(g, p[0])).toBe('fields-2');
    expect(p[0].pendingMove).toBe(0);
  });

  it('should let a character the Tavern wizard met teleport to any other Outer Region space as his next move', () => {
    const targets = recorder('target-space', () => opt(g, 'chapel'));
    const { g, p } = play({
      heroes: [{ character: 'warrior', at: 'tavern' }],
      dice: [5], // the Tavern's 5: the wizard
      answers: { 'move-mode': [mode('tavern-teleport')] },
      answer: (d) => targets.answer(d),
    });
    g.spaces[g.space('tavern')].encounter!(g, p[0], g.space('tavern'));
    playTurn(g, p[0]);
    expect(at(g, p[0])).toBe('chapel');
    expect(targets.seen[0].map((s) => g.spaces[s].id).sort()).toEqual(
      g.spaces.filter((s) => s.region === 'outer' && s.id !== 'tavern').map((s) => s.id).sort());
    expectAllDiceRolled(g);
  });

  it('should let the Elf move from a Woods to any other Woods of the Region instead of rolling', () => {
    const targets = recorder('target-space', () => opt(g, 'woods-3'));
    const { g, p } = play({ heroes: [{ character: 'elf', at: 'woods-1' }], dice: [], answers: { 'move-mode': [mode('woods')] },
      answer: (d) => targets.answer(d) });
    stackDeck(g, ['bag-of-gold']);
    playTurn(g, p[0]);
    expect(targets.seen[0].map((s) => g.spaces[s].id).sort()).toEqual(['woods-2', 'woods-3']);
    expect(at(g, p[0])).toBe('woods-3');
    expect(p[0].gold).toBe(2);
  });

  it('should not offer the Elf a Woods move from the Middle Region, which has only one Woods', () => {
    const modes = recorder('move-mode', () => mode('roll'));
    const { g, p } = play({ heroes: [{ character: 'elf', at: 'woods-4' }], dice: [1],
      answer: (d) => modes.answer(d) ?? (d.kind === 'move' ? opt(g, 'runes-1') : undefined) });
    stackDeck(g, ['bag-of-gold']);
    playTurn(g, p[0]);
    expect(modes.seen.every((o) => !o.includes(mode('woods')))).toBe(true);
    expect(at(g, p[0])).toBe('runes-1');
  });

  it('should move a Toad one space without rolling', () => {
    const moves = recorder('move', () => opt(g, 'hills-1'));
    const { g, p } = play({ heroes: [{ character: 'warrior', at: 'fields-1' }], dice: [], answer: (d) => moves.answer(d) });
    turnIntoToad(g, p[0]);
    stackDeck(g, ['bag-of-gold']);
    playTurn(g, p[0]);
    expect(moves.seen[0].map((o) => optionName(g, o)).sort()).toEqual(['city', 'hills-1']);
    expect(at(g, p[0])).toBe('hills-1');
    expect(p[0].toadTurns).toBe(2);
  });

  it('should move a character haunted by the Poltergeist one space, and lose it when he crosses the river', () => {
    const moves = recorder('move', () => opt(g, 'sentinel'));
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'hills-3' }], dice: [], answer: (d) => moves.answer(d) });
    const poltergeist = give(g, p[0], 'poltergeist');
    stackDeck(g, ['bag-of-gold']);
    playTurn(g, p[0]);
    expect(moves.seen[0].map((o) => optionName(g, o)).sort()).toEqual(['cursed-glade', 'hidden-valley', 'sentinel']);
    expect(at(g, p[0])).toBe('sentinel');
    expect(p[0].followers).toEqual([]);
    expect(g.adventureDiscard).toContain(poltergeist);
  });

  it('should make the Poltergeist leave a character who crosses the bridge inward past the Sentinel', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'sentinel' }], dice: [5, 1],
      answer: (d) => (d.kind === 'move' ? opt(g, 'hills-3', MOVE_BRIDGE) : undefined) });
    give(g, p[0], 'poltergeist');
    stackDeck(g, ['bag-of-gold']);
    playTurn(g, p[0]); // 6 + 5 = 11 beats the Sentinel's 10
    expect(at(g, p[0])).toBe('hills-3');
    expect(p[0].followers).toEqual([]);
    expectAllDiceRolled(g);
  });
});

describe('Rafts', () => {
  // Reference 1.5 "directly opposite" modelling table: each Outer space and the Middle space it faces.
  const OPPOSITE: [string, string][] = [
    ['city', 'warlocks-cave'], ['fields-1', 'warlocks-cave'], ['fields-6', 'warlocks-cave'],
    ['hills-1', 'desert-1'], ['plains-1', 'oasis'], ['woods-1', 'desert-2'],
    ['plains-2', 'temple'], ['tavern', 'temple'], ['fields-2', 'temple'],
    ['ruins', 'woods-4'], ['plains-3', 'runes-1'], ['forest', 'castle'],
    ['fields-3', 'portal-of-power'], ['village', 'portal-of-power'], ['fields-4', 'portal-of-power'],
    ['graveyard', 'black-knight'], ['woods-2', 'hidden-valley'], ['sentinel', 'hills-3'],
    ['hills-2', 'cursed-glade'], ['chapel', 'cursed-glade'], ['fields-5', 'cursed-glade'],
    ['crags', 'runes-2'], ['plains-4', 'chasm'], ['woods-3', 'runes-3'],
  ];

  it.each(OPPOSITE)('should take a Raft from the %s across to the %s', (outer, middle) => {
    const { g } = play({ heroes: ['troll'] });
    expect(g.topo.opposite[g.space(outer)].map((s) => g.spaces[s].id)).toEqual([middle]);
  });

  it('should cover all 24 Outer spaces, and read backwards from the Middle Region', () => {
    const { g } = play({ heroes: ['troll'] });
    expect(new Set(OPPOSITE.map(([o]) => o)).size).toBe(24);
    for (const s of g.spaces.filter((x) => x.region === 'middle')) {
      const back = g.topo.opposite[g.space(s.id)].map((i) => g.spaces[i].id).sort();
      expect(back).toEqual(OPPOSITE.filter(([, m]) => m === s.id).map(([o]) => o).sort());
    }
  });

  it('should cross the river on a Raft instead of rolling, then return the Raft', () => {
    const { g, p } = play({ heroes: [{ character: 'warrior', at: 'fields-3' }], dice: [], answers: { 'move-mode': [mode('raft')] } });
    const raft = give(g, p[0], 'raft');
    stackDeck(g, ['bag-of-gold']);
    playTurn(g, p[0]);
    expect(at(g, p[0])).toBe('portal-of-power');
    expect(p[0].objects).not.toContain(raft);
    expect(g.purchaseStock).toContain(raft);
    expect(p[0].gold).toBe(2);
  });

  it('should let a character with an Axe in a Woods build a Raft instead of moving', () => {
    const { g, p } = play({ heroes: [{ character: 'warrior', at: 'woods-1' }], dice: [], answers: { 'move-mode': [mode('build-raft')] } });
    give(g, p[0], 'axe');
    playTurn(g, p[0]);
    expect(at(g, p[0])).toBe('woods-1');
    expect(p[0].objects.map((c) => g.cardDef[c].id).sort()).toEqual(['axe', 'raft']);
  });

  it('should discard an unused Raft after the next turn ("whether used or not, the Raft is then discarded")', () => {
    // The Warrior rolls a 1 instead of rafting: he moves one space and the Raft goes back.
    const { g, p } = play({ heroes: [{ character: 'warrior', at: 'fields-3' }], dice: [1, 3, 3, 3, 3], answers: { 'move-mode': [mode('roll')] },
      answer: (d) => (d.kind === 'move' ? d.options[0] : undefined) });
    const raft = give(g, p[0], 'raft');
    stackDeck(g, ['bag-of-gold']);
    playTurn(g, p[0]);
    expect(at(g, p[0])).not.toBe('fields-3');
    expect(p[0].objects).not.toContain(raft);
    expect(g.purchaseStock).toContain(raft);
  });
});
