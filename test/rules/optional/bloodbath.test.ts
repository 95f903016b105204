// Talisman Bloodbath (rulebook p.21): three Talisman Cards out at the start; a killed character's
// player is out at once; the last player left wins, whether or not anyone has reached the Crown.
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../src/engine/index.ts';
import { castCommandSpell } from '../../../src/engine/inner.ts';
import { DEFAULT_RULES } from '../../../src/rules/options.ts';
import { createGame } from '../../../src/sim/run-game.ts';
import { makeGame } from '../../helpers.ts';
import { expectAllDiceRolled, setLives } from '../../engine/fixtures.ts';

describe('Talisman Bloodbath', () => {
  it('should leave one Talisman Card of four in the stock, the other three out of the game', () => {
    const { g, log } = makeGame({ heroes: ['troll', 'elf'], rules: { bloodbath: true } });
    expect(g.talismanStock).toHaveLength(1);
    expect(g.removedCards.map((c) => g.cardDef[c].id)).toEqual(['talisman-card', 'talisman-card', 'talisman-card']);
    expect(log.lines).toContain('3 Talisman Cards are removed from the game; 1 left (Talisman Bloodbath)');
    expect(makeGame({ heroes: ['troll', 'elf'] }).g.talismanStock).toHaveLength(4);
  });

  it('should put out the player whose character is killed, and make the last one left the winner', () => {
    const { g, p, log } = makeGame({ heroes: ['troll', 'elf', 'dwarf'], rules: { bloodbath: true }, dice: [6, 6] });
    setLives(g, p[1], 1);
    setLives(g, p[2], 2);
    castCommandSpell(g, p[0]); // a 6: the Elf is killed, the Dwarf keeps 1 life
    expect([p[1].inGame, p[2].inGame, g.ended]).toEqual([false, true, false]);
    expect(log.lines).toContain('  Elf#1\'s player is out of the game (Talisman Bloodbath)');
    castCommandSpell(g, p[0]);
    expect([g.ended, g.winner, g.endReason]).toEqual([true, 0, 'command-spell']);
    expect(g.crownReached).toBe(false);
    expectAllDiceRolled(g);
  });

  it('should end as last-standing when the last but one dies otherwise, with no one on the Crown', () => {
    const { g, p } = makeGame({ heroes: ['troll', 'elf'], rules: { bloodbath: true } });
    setLives(g, p[0], 0);
    expect([g.ended, g.winner, g.endReason]).toEqual([true, 1, 'last-standing']);
  });

  it('should, off, let the player wait for a new character and the game go on', () => {
    const { g, p } = makeGame({ heroes: ['troll', 'elf'] });
    setLives(g, p[0], 0);
    expect([p[0].inGame, g.ended]).toEqual([true, false]);
  });

  it('should never bring a player back after his character dies, and end every game with one winner (150 games)', () => {
    const plan = {
      scenario: 'bloodbath', rules: { ...DEFAULT_RULES, players: 4, bloodbath: true }, games: 0, seed: 'bloodbath',
      seats: Array.from({ length: 4 }, () => ({ character: null, strategy: 'basic' })),
    };
    const reasons: Record<string, number> = {};
    for (let i = 0; i < 150; i++) {
      const g = createGame(plan, i);
      playGame(g, (g) => {
        for (const p of g.players) {
          if (p.charactersPlayed.length !== 1 || (p.dead && p.inGame)) throw new Error(`game ${i} seat ${p.seat} came back (round ${g.round})`);
        }
      });
      reasons[g.endReason] = (reasons[g.endReason] ?? 0) + 1;
      if (g.endReason !== 'timeout') expect(g.players[g.winner].alive).toBe(true);
    }
    expect(reasons['no-one-left'] ?? 0).toBe(0);
    expect(reasons['last-standing']).toBeGreaterThan(0);
  });
});
