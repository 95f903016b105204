// Sudden Death (rulebook p.21): `crown`, the first character on the Crown of Command wins; `count`,
// the game stops after a named round and the most counters and possessions gained wins (the stated
// tie rule: then the higher Strength plus Craft, then a draw). Both end as `sudden-death`.
import { describe, expect, it } from 'vitest';
import { gainCraft, gainGold, gainStrength, playGame, playTurn, runGameHooks, type Game } from '../../../src/engine/index.ts';
import { DEFAULT_RULES, type RuleOptions } from '../../../src/rules/options.ts';
import { countWinner, suddenDeathScore } from '../../../src/rules/optional/sudden-death.ts';
import { createGame } from '../../../src/sim/run-game.ts';
import { at, give, makeGame } from '../../helpers.ts';
import { play } from '../../engine/fixtures.ts';

function plan(rules: Partial<RuleOptions>, seed: string, players: number) {
  return {
    scenario: 'sudden-death', rules: { ...DEFAULT_RULES, players, ...rules }, games: 0, seed,
    seats: Array.from({ length: players }, () => ({ character: null, strategy: 'basic' })),
  };
}

describe('Sudden Death: crown', () => {
  it('should end the game as the first character reaches the Crown, with him the winner', () => {
    const { g, p, log } = play({
      heroes: [{ character: 'troll', at: 'valley-of-fire' }, { character: 'thief', at: 'fields-1' }],
      dice: [], answers: { inner: [0] }, rules: { suddenDeath: 'crown' },
    });
    give(g, p[0], 'talisman');
    p[0].inner.done = true;
    playTurn(g, p[0]);
    expect(at(g, p[0])).toBe('crown-of-command');
    expect([g.ended, g.winner, g.endReason]).toEqual([true, 0, 'sudden-death']);
    expect(log.lines).toContain('  Troll#0 is the first on the Crown of Command: Sudden Death');
  });

  it('should end 1,000 games at the first arrival on the Crown, in that round, or else at the round cap', () => {
    const pl = plan({ suddenDeath: 'crown', roundCap: 80 }, 'sudden-crown', 2);
    let arrivals = 0;
    for (let i = 0; i < 1000; i++) {
      const g = createGame(pl, i);
      let arrival = -1;
      playGame(g, (g) => {
        const on = g.players.find((p) => p.alive && p.space === g.topo.crown);
        if (on && arrival < 0) arrival = g.round;
        if (on && !g.ended) throw new Error(`game ${i}: ${g.name(on)} on the Crown in round ${g.round}, the game goes on`);
      });
      if (arrival >= 0) {
        arrivals++;
        expect([g.endReason, g.round, g.players[g.winner].space]).toEqual(['sudden-death', arrival, g.topo.crown]);
      } else expect(['timeout', 'no-one-left']).toContain(g.endReason);
    }
    expect(arrivals).toBeGreaterThan(500);
  });
});

describe('Sudden Death: count', () => {
  it('should count counters and possessions above the starting ones', () => {
    const { g, p } = makeGame({ heroes: ['troll', 'wizard'], rules: { suddenDeath: 'count' } });
    // The Wizard starts with 2 Spells and 1 gold, the Troll with 1 gold: nothing counts yet.
    expect([suddenDeathScore(g, p[0]), suddenDeathScore(g, p[1])]).toEqual([0, 0]);
    gainStrength(g, p[0], 2);
    gainCraft(g, p[0], 1);
    gainGold(g, p[0], 2);
    give(g, p[0], 'sword');
    give(g, p[0], 'mule');
    expect(suddenDeathScore(g, p[0])).toBe(3 + 2 + 2);
    p[1].gold = 0; // spent his starting gold: it counts against him
    g.pool.gold++;
    expect(suddenDeathScore(g, p[1])).toBe(-1);
    expect(countWinner(g)).toBe(0);
  });

  it('should stop after the named round with the highest count the winner, and trace the scores', () => {
    const { g, p, log } = makeGame({ heroes: ['troll', 'wizard'], rules: { suddenDeath: 'count', suddenDeathRound: 3 } });
    gainCraft(g, p[1], 1);
    g.round = 2;
    runGameHooks(g.rules.hooks.roundEnd, g);
    expect(g.ended).toBe(false);
    g.round = 3;
    runGameHooks(g.rules.hooks.roundEnd, g);
    expect([g.ended, g.winner, g.endReason]).toEqual([true, 1, 'sudden-death']);
    expect(log.lines).toContain('Sudden Death after round 3: Troll#0 0, Wizard#1 1');
  });

  it('should break a tie by Strength plus Craft, and call a full tie a draw', () => {
    const { g, p } = makeGame({ heroes: ['troll', 'wizard'], rules: { suddenDeath: 'count' } });
    // Both count 0, with Strength plus Craft 7 each (the Troll 6 + 1, the Wizard 2 + 5): a draw.
    expect(countWinner(g)).toBe(-1);
    gainStrength(g, p[0], 1);
    gainGold(g, p[1], 1);
    expect(countWinner(g)).toBe(0); // both count 1; the Troll has 8 against 7
  });

  it('should end 300 games at the named round, each with a winner or a stated tie', () => {
    const pl = plan({ suddenDeath: 'count', suddenDeathRound: 20 }, 'sudden-count', 4);
    const ends = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const g: Game = createGame(pl, i);
      playGame(g);
      ends.add(`${g.endReason} ${g.round}`);
      if (g.winner < 0) expect(countWinner(g)).toBe(-1);
      else expect(g.winner).toBe(countWinner(g));
    }
    expect([...ends]).toEqual(['sudden-death 20']);
  });
});
