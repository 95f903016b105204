// Talisman Upgrade clauses 4-5 (seed 002): movement on 1d4 (a d6's 5 and 6 rolled again), a "6"
// named for movement read as "4" (the Troll's regeneration), and a move of one space at will.
import { describe, expect, it } from 'vitest';
import { MOVE_MODES, playTurn } from '../../../src/engine/index.ts';
import { UPGRADE_DEFAULTS } from '../../../src/rules/upgrade/index.ts';
import { at } from '../../helpers.ts';
import { expectAllDiceRolled, optionName, play } from '../../engine/fixtures.ts';

const UPGRADE = { upgrade: UPGRADE_DEFAULTS };
const STEP_ONE = MOVE_MODES.indexOf('step-one');
const ROLL = MOVE_MODES.indexOf('roll');

describe('Upgrade movement', () => {
  it('rolls a 5 and a 6 again: the move is the first die of 1 to 4 (clause 4)', () => {
    const moves: number[] = [];
    const { g, p } = play({
      heroes: [{ character: 'warrior', at: 'tavern' }],
      rules: UPGRADE,
      dice: [6, 5, 3, 1],
      answer: (d) => {
        if (d.kind === 'move-mode') return ROLL;
        if (d.kind === 'move') moves.push(d.subject);
        return undefined;
      },
    });
    g.adventureDeck.length = 0;
    playTurn(g, p[0]);
    expect(moves).toEqual([3]);
  });

  it('regenerates the Troll on a movement 4, the top face (clause 4: a "6" reads as "4")', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'crags' }], rules: UPGRADE, dice: [4], answers: { 'move-mode': [ROLL] }, yes: { regenerate: true } });
    p[0].lives = 3;
    playTurn(g, p[0]);
    expect(p[0].lives).toBe(4);
    expect(at(g, p[0])).toBe('crags');
    expectAllDiceRolled(g);
  });

  it('offers a move of one space without a roll (clause 5), and the base game does not', () => {
    const seen: number[][] = [];
    const { g, p } = play({
      heroes: [{ character: 'warrior', at: 'tavern' }],
      rules: UPGRADE,
      dice: [],
      answer: (d) => {
        if (d.kind === 'move-mode') {
          seen.push([...d.options]);
          return STEP_ONE;
        }
        if (d.kind === 'move') return d.options.find((o) => optionName(g, o) === 'plains-2');
        return undefined;
      },
    });
    g.adventureDeck.length = 0;
    playTurn(g, p[0]);
    expect(seen[0]).toContain(STEP_ONE);
    expect(at(g, p[0])).toBe('plains-2');
    const base = play({ heroes: ['warrior'], dice: [2], answer: (d) => (d.kind === 'move-mode' ? (seen.push([...d.options]), undefined) : undefined) });
    base.g.adventureDeck.length = 0;
    playTurn(base.g, base.p[0]);
    // The base game's only mode there is the roll, so the choice is not even put.
    expect(seen.slice(1).flat()).not.toContain(STEP_ONE);
    expect(at(base.g, base.p[0])).not.toBe('tavern');
  });
});
