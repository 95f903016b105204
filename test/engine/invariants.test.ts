// Invariant run: thousands of seeded games (hundreds in the suite), checked after every turn: every card is in exactly
// one place, counters, fate and gold stay within the stock, lives are never negative, every game ends,
// and what each player keeps about his cards (castWindows, objectTraits, turnStartHooks, Weapons) matches them.
import { describe, expect, it } from 'vitest';
import { STOCK, TRAITS } from '../../src/engine/index.ts';
import { createGame } from '../../src/sim/run-game.ts';
import { DEFAULT_RULES, type RuleOptions } from '../../src/rules/options.ts';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CHARACTER_IDS } from '../../src/content/index.ts';
import { SHIPPED_SCENARIOS_DIR, loadScenario } from '../../src/scenario/load.ts';
import { STRATEGY_IDS } from '../../strategies/index.ts';
import type { RunPlan } from '../../src/sim/plan.ts';
import { cardFault, keptFault, limitFault, runChecked, spellLimitFault, stockFault } from './invariant-checks.ts';
import { checkSize, yieldTurn } from '../sizes.ts';

/** Runs `games` checked games, game i made by `game(i)`, a turn of the event loop after each. */
async function checkedGames(games: number, game: (i: number) => void): Promise<void> {
  for (let i = 0; i < games; i++) {
    game(i);
    await yieldTurn();
  }
}

function plan(strategy: string, seed: string, players = 4, rules: Partial<RuleOptions> = {}): RunPlan {
  return {
    scenario: 'invariants', rules: { ...DEFAULT_RULES, players, ...rules }, games: 0, seed,
    seats: Array.from({ length: players }, () => ({ character: null, strategy })),
  };
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

// The suite plays a part of each run; npm run full-checks plays them whole (test/sizes.ts).
const BASIC_GAMES = checkSize(300, 1500);
const RANDOM_GAMES = checkSize(150, 500);
const STRATEGY_GAMES = checkSize(40, 100);
const SPELL_LIMIT_GAMES = checkSize(100, 300);

describe('invariant run', () => {
  it(`keeps every card in one place and every stock within its limit over ${BASIC_GAMES} basic games`, async () => {
    const p = plan('basic', 'invariants');
    await checkedGames(BASIC_GAMES, (i) => runChecked(p, i));
  });

  it(`keeps the invariants over ${RANDOM_GAMES} random-strategy games of 2 to 8 players`, async () => {
    await checkedGames(RANDOM_GAMES, (i) => runChecked(plan('random', 'invariants-random', 2 + (i % 7)), i));
  });

  // The search player is slow: one short game at a small budget (its rollouts play on copies); the
  // learned player's own run is below, under every shipped scenario's rules.
  it.each(STRATEGY_IDS.filter((id) => id !== 'basic' && id !== 'random' && !id.startsWith('learned')))(`keeps the invariants over ${STRATEGY_GAMES} games of the %s strategy`, async (id) => {
    const p = plan(id, `invariants-${id}`);
    if (id === 'search') Object.assign(p, { search: { budget: 2, horizon: 4 }, rules: { ...p.rules, roundCap: 30 } });
    await checkedGames(id === 'search' ? 1 : STRATEGY_GAMES, (i) => runChecked(p, i));
  });

  // Found by this test (issue 22): Destroy Magic stopped the Craft of others' Magic Objects (a Thief
  // with Solomon's Crown, seed invariants game 1 round 76) without their Spell limit being enforced;
  // fixed in content/spells.ts and pinned in spells.test.ts ('Destroy Magic').
  it(`keeps the Spell limit between turns over ${SPELL_LIMIT_GAMES} basic games`, async () => {
    const p = plan('basic', 'invariants');
    await checkedGames(SPELL_LIMIT_GAMES, (i) => runChecked(p, i, spellLimitFault));
  });
});

// Issue 18: each optional rule of the rulebook alone, and all of them together. The suite plays 40
// games of each, npm run full-checks 150; INVARIANT_GAMES=2000 runs the 2,000 by hand.
describe('invariant run under the rulebook\'s optional rules', () => {
  const games = Number(process.env.INVARIANT_GAMES ?? checkSize(40, 150));
  const sets: [string, number, Partial<RuleOptions>][] = [
    ['the faster Command Spell (6 players)', 6, { commandSpell: 'faster' }],
    ['an automatic Command Spell', 4, { commandSpellMinRoll: 1 }],
    ['the Starting Bonus', 4, { startingBonus: true }],
    ['Talisman Bloodbath', 4, { bloodbath: true }],
    ['Sudden Death at the Crown', 4, { suddenDeath: 'crown' }],
    ['Sudden Death by count after round 40', 4, { suddenDeath: 'count', suddenDeathRound: 40 }],
    ['Inherited Items', 4, { inheritedItems: true }],
    ['Evading Unfriendly Individuals', 4, { evadeUnfriendly: true }],
    ['Evading Unfriendly Individuals at will', 4, { evadeUnfriendly: true, evadeUnfriendlyFree: true }],
    ['all of them (6 players, trophies at 5)', 6, {
      commandSpell: 'faster', startingBonus: true, bloodbath: true, suddenDeath: 'crown', inheritedItems: true, evadeUnfriendly: true, trophyRate: 5,
    }],
  ];
  it.each(sets)(`keeps the invariants with %s over ${games} basic games`, async (name, players, rules) => {
    const p = plan('basic', `invariants-optional-${name}`, players, rules);
    await checkedGames(games, (i) => runChecked(p, i, spellLimitFault));
  });
});

// The learned player under every rule module: each shipped scenario's rules (they cover the rulebook's
// optional rules, Fantastic Diversions, the DOC decks, The Seek, Full Encounters and the Talisman
// Upgrade, its rollouts on copies of the game inside the Upgrade's decisions too: engine/scratch.ts),
// every seat learned: the fast valuation (learned, 10 games) and the rollouts on copies of the game
// (learned-deep, 2 games; the suite plays 4 and 1), short games.
describe('invariant run of the learned player under every shipped scenario\'s rules', () => {
  const ids = { characters: CHARACTER_IDS, strategies: STRATEGY_IDS };
  const files = readdirSync(SHIPPED_SCENARIOS_DIR).filter((f) => f.endsWith('.yaml'));
  it.each(files)('keeps the invariants in %s with learned seats', async (file) => {
    const scenario = loadScenario(join(SHIPPED_SCENARIOS_DIR, file), ids);
    for (const [strategy, games] of [['learned', checkSize(4, 10)], ['learned-deep', checkSize(1, 2)]] as const) {
      const p: RunPlan = { ...scenario, rotate: false, rules: { ...scenario.rules, roundCap: 40 }, seats: scenario.seats.map((s) => ({ ...s, strategy })) };
      await checkedGames(games, (i) => runChecked(p, i, spellLimitFault));
    }
  });
});
