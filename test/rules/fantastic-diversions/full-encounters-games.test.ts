// Full Encounters and its Trade in whole games: the invariants checked after every turn
// (test/engine/invariant-checks.ts) with the module alone, with Trade, and with every other module
// on; and a coverage run in which each of their clauses acts, as counted by the engine's event
// counters. The suite plays a few games; FD_GAMES=2000 plays the 2,000 per configuration.
import { describe, expect, it } from 'vitest';
import { eventCount, eventNames } from '../../../src/engine/index.ts';
import { DEFAULT_RULES, type RuleOptions } from '../../../src/rules/options.ts';
import type { RunPlan } from '../../../src/sim/plan.ts';
import { runChecked } from '../../engine/invariant-checks.ts';
import '../../../src/rules/fantastic-diversions/full-encounters.ts';
import { EVERY_MODULE } from '../everything.ts';

const GAMES = Number(process.env.FD_GAMES ?? 20);

const TRADE: Partial<RuleOptions> = { fullEncounters: true, trade: true };
/** Every other module of the rule set on, with Full Encounters and Trade. */

const CONFIGS: [string, Partial<RuleOptions>][] = [
  ['Full Encounters', { fullEncounters: true }],
  ['Full Encounters with Trade', TRADE],
  ['every module on', EVERY_MODULE],
];

/** Four seats: basic, random, expert, random (the random seats make every offer and answer). */
function plan(rules: Partial<RuleOptions>, seed: string): RunPlan {
  const strategies = ['basic', 'random', 'expert', 'random'];
  return {
    scenario: 'full-encounters', rules: { ...DEFAULT_RULES, ...rules, players: 4 }, games: 0, seed,
    seats: strategies.map((strategy) => ({ character: null, strategy })),
  };
}

describe(`Full Encounters in whole games (${GAMES} games each)`, () => {
  it.each(CONFIGS)('should keep every invariant with %s', (name, rules) => {
    const p = plan(rules, `fe17/${name}`);
    for (let i = 0; i < GAMES; i++) runChecked(p, i);
  }, 60_000 + GAMES * 400);

  it('should count every clause of Full Encounters and Trade in a coverage run', () => {
    const names = eventNames().filter((n) => n.startsWith('full-encounters.') || n.startsWith('trade.'));
    expect(names.length).toBe(11);
    const seen = new Map(names.map((n) => [n, 0]));
    const p = plan(TRADE, 'fe17/coverage');
    for (let i = 0; i < 40 && [...seen.values()].some((n) => n === 0); i++) {
      const g = runChecked(p, i);
      for (const n of names) seen.set(n, seen.get(n)! + eventCount(g.events, n));
    }
    for (const [n, k] of seen) expect(k, n).toBeGreaterThan(0);
  });
});
