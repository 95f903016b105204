// Invariant run: thousands of seeded games, checked after every turn: every card is in exactly
// one place, counters, fate and gold stay within the stock, lives are never negative, every game ends,
// and what each player keeps about his cards (castWindows, objectTraits, turnStartHooks, Weapons) matches them.
import { describe, expect, it } from 'vitest';
import { STOCK, TRAITS, playGame, type Game } from '../../src/engine/index.ts';
import { cardFault, keptFault, limitFault, spellLimitFault, stockFault } from './invariant-checks.ts';
import { STRATEGY_IDS } from '../../strategies/index.ts';
import { createGame } from '../../src/sim/run-game.ts';
import { DEFAULT_RULES } from '../../src/rules/options.ts';
import type { RunPlan } from '../../src/sim/plan.ts';

function plan(strategy: string, seed: string, players = 4): RunPlan {
  return {
    scenario: 'invariants', rules: { ...DEFAULT_RULES, players }, games: 0, seed,
    seats: Array.from({ length: players }, () => ({ character: null, strategy })),
  };
}

function runChecked(p: RunPlan, index: number, extra: (g: Game) => string | null = () => null): Game {
  const g = createGame(p, index);
  const check = (g: Game): void => {
    const fault = cardFault(g) ?? stockFault(g) ?? keptFault(g) ?? limitFault(g) ?? extra(g);
    if (fault) throw new Error(`game ${index} (seed ${p.seed}) round ${g.round}: ${fault}`);
  };
  check(g);
  playGame(g, check);
  return g;
}

describe('the checker', () => {
  it('should name a card held twice and a card that is nowhere', () => {
    const g = createGame(plan('basic', 'checker'), 0);
    expect(cardFault(g)).toBeNull();
    const c = g.adventureDeck[0];
    g.players[1].trophies.push(c);
    expect(cardFault(g)).toBe(`card ${c} (${g.cardDef[c].name}) twice, again in trophies of seat 1`);
    g.players[1].trophies.pop();
    g.adventureDeck.shift();
    expect(cardFault(g)).toBe(`card ${c} (${g.cardDef[c].name}) is nowhere`);
  });

  // The loops rewritten without allocation (issue 22) still see each kept count go wrong.
  it('should name a stock, a trait count, a hook count and a Weapon bonus that do not match', () => {
    const g = createGame(plan('basic', 'checker'), 0);
    expect(stockFault(g) ?? keptFault(g)).toBeNull();
    g.pool.gold++;
    expect(stockFault(g)).toBe(`gold ${STOCK.gold + 1} (pool ${g.pool.gold})`);
    g.pool.gold--;
    const p = g.players[2];
    p.objectTraits[TRAITS.indexOf('weapon')]++;
    expect(keptFault(g)).toBe('seat 2 objectTraits says 1 weapon, holds 0');
    p.objectTraits[TRAITS.indexOf('weapon')]--;
    p.turnStartHooks++;
    expect(keptFault(g)).toBe('seat 2 turnStartHooks 1, holds 0');
    p.turnStartHooks--;
    p.weaponTwoAll = 2;
    expect(keptFault(g)).toBe('seat 2 Weapons (with Magic Objects) kept as 0, 2; held 0, 0');
  });
});

describe('invariant run', () => {
  it('keeps every card in one place and every stock within its limit over 1,500 basic games', () => {
    const p = plan('basic', 'invariants');
    for (let i = 0; i < 1500; i++) runChecked(p, i);
  });

  it('keeps the invariants over 500 random-strategy games of 2 to 8 players', () => {
    for (let i = 0; i < 500; i++) runChecked(plan('random', 'invariants-random', 2 + (i % 7)), i);
  });

  it.each(STRATEGY_IDS.filter((id) => id !== 'basic' && id !== 'random'))('keeps the invariants over 100 games of the %s strategy', (id) => {
    const p = plan(id, `invariants-${id}`);
    for (let i = 0; i < 100; i++) runChecked(p, i);
  });

  // Found by this test (issue 22): Destroy Magic stopped the Craft of others' Magic Objects (a Thief
  // with Solomon's Crown, seed invariants game 1 round 76) without their Spell limit being enforced;
  // fixed in content/spells.ts and pinned in spells.test.ts ('Destroy Magic').
  it('keeps the Spell limit between turns over 300 basic games', () => {
    const p = plan('basic', 'invariants');
    for (let i = 0; i < 300; i++) runChecked(p, i, spellLimitFault);
  });
});
