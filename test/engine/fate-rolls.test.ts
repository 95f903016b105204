// The fate rule against every roll kind (rulebook p.15; src/engine/rolls.ts holds the one table):
// "Once per die roll, a player may pay one fate token ... to reroll one die he has just rolled under
// the following circumstances: 1. Rolling a die for his character's movement. 2. ... his character's
// attack roll. 3. Rolling a die due to the instructions on a card or board space. ... A player may
// not pay fate tokens to reroll a die used to determine a creature's attack roll or to reroll
// another player's die roll." The six rolls below were offered no reroll before (issue 12, item 3).
import { describe, expect, it } from 'vitest';
import { CAST, QUESTIONS, ROLL, ROLL_KINDS, WANT, offerSpells, type Decision } from '../../src/engine/index.ts';
import { at, lay, makeGame, stackDeck } from '../helpers.ts';
import { whereIs } from '../content/adventure/script.ts';
import { beginTurn, castIn, choose, ruleTable, setSpells } from './fixtures-combat.ts';
import { expectAllDiceRolled, landOn, play } from './fixtures.ts';

/** Reroll the first die of every roll offered, and note the roll kinds offered. */
function rerollAll(offered: string[]) {
  return (d: Decision): number | undefined => {
    if (d.kind !== 'reroll') return undefined;
    offered.push(ROLL_KINDS[d.detail].id);
    return 0;
  };
}

describe('the roll table', () => {
  it('names every roll once, and lets fate reroll all but the creature\'s and Death\'s dice', () => {
    const ids = ROLL_KINDS.map((k) => k.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ROLL_KINDS.filter((k) => !k.fate).map((k) => k.id)).toEqual(['creature-attack', 'death-foe']);
    for (const k of ROLL_KINDS) expect(k.source).toMatch(/^p\.15/);
  });

  it('marks the rolls whose faces are read off a table as want "face"', () => {
    const face = ROLL_KINDS.filter((k) => k.want === WANT.face).map((k) => k.id);
    expect(face).toEqual(['warlock-quest', 'imp', 'magic-portal', 'ghost', 'hermit', 'random-spell', 'fan-card']);
  });
});

describe('fate rerolls of table rolls (issue 12, item 3)', () => {
  it('the Warlock\'s quest: the Troll rerolls a 1 (take a life) into a 2 (kill an Enemy) for one fate', () => {
    const offered: string[] = [];
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'desert-1' }], dice: [1, 2], yes: { quest: true }, answer: rerollAll(offered) });
    const fate = p[0].fate;
    landOn(g, p[0], 'warlocks-cave');
    expect(offered).toEqual(['warlock-quest']);
    expect(p[0].quest).toBe(2);
    expect(p[0].fate).toBe(fate - 1);
    expectAllDiceRolled(g);
  });

  it('the Imp: the Dwarf rerolls the 4 (Ruins) into a 1 (Crags)', () => {
    const offered: string[] = [];
    const { g, p } = makeGame({
      heroes: [{ character: 'dwarf', at: 'black-knight' }], dice: [4, 1],
      answer: (d) => rerollAll(offered)(d) ?? (d.kind === 'cast' || d.kind === 'encounter' ? -1 : d.kind === 'yes-no' ? 0 : undefined),
    });
    lay(g, 'hidden-valley', 'imp');
    landOn(g, p[0], 'hidden-valley');
    expect(offered).toEqual(['imp']);
    expect(at(g, p[0])).toBe('crags');
    expectAllDiceRolled(g);
  });

  it('the Magic Portal: the Thief rerolls the 3 (City) into a 6 (Plain of Peril)', () => {
    const offered: string[] = [];
    const { g, p } = makeGame({
      heroes: [{ character: 'thief', at: 'fields-2' }], dice: [3, 6],
      answer: (d) => rerollAll(offered)(d) ?? (d.kind === 'cast' || d.kind === 'encounter' ? -1 : d.kind === 'yes-no' ? 1 : undefined),
    });
    lay(g, 'fields-1', 'magic-portal');
    stackDeck(g, ['bag-of-gold']);
    landOn(g, p[0], 'fields-1');
    expect(offered[0]).toBe('magic-portal');
    expect(at(g, p[0])).toBe('plain-of-peril');
  });

  it.each([
    ['ghost', 'thief', 3, 6, 'temple'],
    ['hermit', 'warrior', 5, 2, 'plain-of-peril'],
  ])('the %s\'s placement: the drawer (%s) rerolls a %i into a %i: it goes to the %s', (card, hero, first, second, where) => {
    const offered: string[] = [];
    const { g, p } = makeGame({
      heroes: [{ character: hero, at: 'fields-2' }], dice: [first, second],
      answer: (d) => rerollAll(offered)(d) ?? (d.kind === 'cast' || d.kind === 'encounter' ? -1 : undefined),
    });
    const [c] = stackDeck(g, [card, 'bag-of-gold']);
    landOn(g, p[0], 'fields-1');
    expect(offered).toEqual([card]);
    expect(whereIs(g, c)).toBe(where);
    expectAllDiceRolled(g);
  });

  it('Random: the target rolls and may reroll his 1 (a Toad) into a 6 (a life); the caster is asked nothing', () => {
    const t = ruleTable([{ character: 'priest', at: 'chapel' }, { character: 'warrior', at: 'tavern' }], [1, 6]);
    const [priest, warrior] = t.p;
    const [card] = setSpells(t.g, priest, ['random']);
    const asked: number[] = [];
    t.on(castIn('start', card), choose('target-seat', 1), (d) => {
      if (d.kind !== 'reroll') return undefined;
      asked.push(d.seat);
      expect(d.detail).toBe(ROLL['random-spell']);
      return 0;
    });
    const lives = warrior.lives;
    beginTurn(t.g, priest);
    offerSpells(t.g, priest, CAST.start);
    expect(asked).toEqual([1]);
    expect(warrior.toadTurns).toBe(0);
    expect(warrior.lives).toBe(lives + 1);
    expectAllDiceRolled(t.g);
  });
});

describe('the Werewolf\'s Strength (rulebook p.20)', () => {
  // "The Dwarf lands on the Werewolf Den and rolls two dice to determine the Werewolf's Strength":
  // his own roll on a space's instruction, and no attack roll, so fate may reroll one die of it.
  it('the Dwarf rerolls the 6 of a 6 and 2 into a 1: a Werewolf of Strength 3', () => {
    const { g, p } = play({
      heroes: [{ character: 'dwarf', at: 'crypt' }], dice: [6, 2, 1, 6, 1],
      answer: (d) => (d.kind === 'reroll' && d.detail === ROLL['werewolf-strength'] ? 0 : undefined),
    });
    p[0].inner.route = -1;
    landOn(g, p[0], 'werewolf-den');
    expect(p[0].inner.werewolf).toBe(3);
    expect(p[0].inner.done).toBe(true);
    expectAllDiceRolled(g);
  });
});

describe('the basic player on a table roll', () => {
  /** The Troll, with one fate, rolls `face` for the Warlock's quest; basic decides on the reroll. */
  function questRerolled(face: number): boolean {
    const { g, p } = makeGame({
      heroes: [{ character: 'troll', at: 'desert-1' }], dice: [face, 5],
      answer: (d) => (d.kind === 'yes-no' && QUESTIONS[d.subject] === 'quest' ? 1 : undefined),
    });
    expect(p[0].fate).toBe(1);
    landOn(g, p[0], 'warlocks-cave');
    return p[0].fate === 0;
  }

  it('rerolls the quest to take a life from a character, keeps the quest to kill an Enemy', () => {
    expect(questRerolled(1)).toBe(true);
    expect(questRerolled(2)).toBe(false);
  });
});
