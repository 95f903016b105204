// Talisman Upgrade clause 30 and note D14 (src/rules/upgrade/lost-turn.ts): a lost turn also costs a
// Craft, each turn enslaved at the Temple included; with clause 9 it may take Craft below the start.
import { describe, expect, it } from 'vitest';
import { craft, playTurn } from '../../../src/engine/index.ts';
import { lay } from '../../helpers.ts';
import { expectAllDiceRolled, landOn, play } from '../../engine/fixtures.ts';
import { onlyParts } from './hero-parts.ts';

const RULES = { upgrade: onlyParts({ lostTurnCraft: true, capped: true }) };

describe('Upgrade 30: a lost turn costs a Craft', () => {
  // The Thief: Craft 3. The Tavern's 1: drunk, miss a turn (reference O07).
  it('should take a Craft from a character who gets drunk at the Tavern, below his starting value', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'fields-3' }], dice: [1], rules: RULES });
    landOn(g, p[0], 'tavern');
    expect(p[0].missTurns).toBe(1);
    expect(craft(g, p[0])).toBe(2);
    expectAllDiceRolled(g);
  });

  it('should take none in the base game (the control)', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'fields-3' }], dice: [1] });
    landOn(g, p[0], 'tavern');
    expect(craft(g, p[0])).toBe(3);
  });

  it('should take one for a turn lost on a card too (the Maze, Craft below 5)', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [], rules: RULES });
    lay(g, 'fields-1', 'maze');
    landOn(g, p[0], 'fields-1');
    expect(craft(g, p[0])).toBe(2);
  });

  // Note D14: "since imprisonment causes you to lose a turn, you lose a craft (for every round you are imprisoned)".
  it('should take one for each turn a character stays enslaved at the Temple, none when he rolls free', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'temple' }], dice: [3, 2, 4, 1], rules: RULES, answers: { move: [] } });
    p[0].enslaved = true;
    playTurn(g, p[0]);
    playTurn(g, p[0]);
    expect(craft(g, p[0])).toBe(1);
    expect(p[0].enslaved).toBe(true);
    playTurn(g, p[0]);
    expect(p[0].enslaved).toBe(false);
    expect(craft(g, p[0])).toBe(1);
  });
});
