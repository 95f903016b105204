// Every creature's number in the content, pinned on the boundary (issue 22): each Enemy card, and
// each creature a space or Place sends (Tavern farmer, Forest Brigand, Crags Spirit, Cave Dragon and
// Goblin, Sentinel, Pit Fiend, Runes bonus), is fought three times: losing by one, tying, winning by
// one. The fighter's Strength and Craft differ, so a creature fought by the wrong attribute fails
// too. The numbers are typed from /work/shared/reference/talisman-r4e-content.md; the Enemy
// cases are generated from the content's own data and checked against those typed numbers.
import { describe, expect, it } from 'vitest';
import { ADVENTURE_CARDS } from '../../src/content/adventure-cards.ts';
import { MOVE_BRIDGE, performMove } from '../../src/engine/index.ts';
import { lay, makeGame } from '../helpers.ts';
import { expectDiceUsed, landOn, script, whereIs } from './adventure/script.ts';
import { OUTCOMES, expectOtherAttributeDiffers, fightLine, fighter, raise } from './fight-boundary.ts';

/** Enemy cards: Strength (battle) or Craft (psychic), typed from reference 3.3 and 3.4. */
const ENEMY_NUMBERS: Record<string, [number, 'strength' | 'craft']> = {
  'wild-boar': [1, 'strength'], wolf: [2, 'strength'], ape: [3, 'strength'], bear: [3, 'strength'], lion: [3, 'strength'],
  serpent: [4, 'strength'], dragon: [7, 'strength'], goblin: [2, 'strength'], hobgoblin: [3, 'strength'],
  bandit: [4, 'strength'], ogre: [5, 'strength'], giant: [6, 'strength'],
  lemure: [1, 'craft'], shadow: [2, 'craft'], spectre: [3, 'craft'], ghost: [4, 'craft'], wraith: [5, 'craft'], demon: [10, 'craft'],
};


describe('Enemy cards: the content\'s numbers are the reference\'s', () => {
  const enemies = ADVENTURE_CARDS.filter((c) => c.kind === 'enemy');
  it('every Enemy title has a typed number, and the content agrees with it', () => {
    expect(enemies.map((c) => c.id).sort()).toEqual(Object.keys(ENEMY_NUMBERS).sort());
    for (const c of enemies) {
      const [value, attr] = ENEMY_NUMBERS[c.id];
      expect([c.id, attr === 'strength' ? c.strength : c.craft, attr === 'strength' ? c.craft : c.strength])
        .toEqual([c.id, value, undefined]);
    }
  });

  // Generated from the content's data: a number changed in the content moves the boundary, and
  // the check above fails when the typed number and the content differ.
  const cases = enemies.flatMap((c) => OUTCOMES.map((o) => [c.id, c.strength ?? c.craft!, c.craft !== undefined, o] as const));
  it.each(cases)('%s (%i, psychic %s): the fighter who should %s does', (id, value, psychic, outcome) => {
    const f = fighter(value, psychic);
    const { g, p } = makeGame({ heroes: [{ character: f.hero, at: 'fields-2' }], dice: [f.mine(outcome), f.its], answer: script({ no: ['pay-bandit'] }) });
    raise(g, p[0], psychic, f.gain);
    expectOtherAttributeDiffers(g, p[0]);
    const card = lay(g, 'fields-1', id);
    const lives = p[0].lives;
    landOn(g, p[0], 'fields-1');
    expectDiceUsed(g);
    expect(p[0].lives).toBe(outcome === 'lose' ? lives - 1 : lives);
    expect(p[0].trophies).toEqual(outcome === 'win' ? [card] : []);
    expect(whereIs(g, card)).toBe(outcome === 'win' ? `player 0` : 'fields-1');
  });
});

/**
 * Creatures the spaces and Places send: [name, where, die roll that sends it, printed number, bonus
 * to its roll, psychic], typed from the reference.
 */
const SPACE_CREATURES: [string, string, number[], number, number, boolean][] = [
  ['Tavern farmer (O07 roll 2, Str 3)', 'tavern', [2], 3, 0, false],
  ['Forest Brigand (O11 roll 1, Str 4)', 'forest', [1], 4, 0, false],
  ['Crags Spirit (O21 roll 1, Cr 4)', 'crags', [1], 4, 0, true],
  ['Cave Dragon (3.9 roll 1, Str 7)', 'card:cave', [1], 7, 0, false],
  ['Cave Goblin (3.9 roll 2, Str 2)', 'card:cave', [2], 2, 0, false],
  ['Pit Fiend (I04, one of them, Str 4)', 'pits', [1], 4, 0, false],
  ['Sentinel (O17, Str 9)', 'bridge', [], 9, 0, false],
  ['Wolf on the Runes (M07, Str 2 + 2 to its roll)', 'runes:wolf', [], 2, 2, false],
];

describe('creatures of the spaces and Places: one below, equal to and one above the printed number', () => {
  const cases = SPACE_CREATURES.flatMap(([name, where, pre, printed, bonus, psychic]) =>
    OUTCOMES.map((o) => [name, o, where, pre, printed, bonus, psychic] as const));
  it.each(cases)('%s: %s', (_name, outcome, where, pre, printed, bonus, psychic) => {
    const f = fighter(printed + bonus, psychic);
    const { g, p, log } = makeGame({ heroes: [{ character: f.hero, at: 'fields-2' }], dice: [...pre, f.mine(outcome), f.its], answer: script({ yes: ['optional-roll'] }) });
    raise(g, p[0], psychic, f.gain);
    expectOtherAttributeDiffers(g, p[0]);
    const lives = p[0].lives;
    const line = fightLine(g, p[0], psychic, printed, bonus, f.mine(outcome), f.its);
    if (where === 'bridge') {
      p[0].space = g.space('woods-2');
      performMove(g, p[0], g.space('hills-3') | MOVE_BRIDGE);
    } else if (where.startsWith('card:')) {
      lay(g, 'fields-1', where.slice(5));
      landOn(g, p[0], 'fields-1');
    } else if (where.startsWith('runes:')) {
      lay(g, 'runes-1', where.slice(6));
      landOn(g, p[0], 'runes-1');
    } else landOn(g, p[0], where);
    expectDiceUsed(g);
    expect(p[0].lives).toBe(outcome === 'lose' ? lives - 1 : lives);
    // A draw-0 space shows a tie and a win alike afterwards, so the fight's totals are read from the log.
    expect(log.lines).toContain(line);
    if (where === 'bridge') expect(g.spaces[p[0].space].id).toBe(outcome === 'win' ? 'hills-3' : 'sentinel');
    if (where === 'pits') expect(p[0].inner.pitFiends).toBe(outcome === 'win' ? 0 : 1);
  });
});
