// The Seek in whole games: every invariant checked after every turn (test/engine/invariant-checks.ts)
// with the rule on alone and with every other rule module on, and each clause's event counted in a
// seeded coverage run. The suite plays a few games; SEEK_GAMES=2000 plays the 2,000 by hand.
import { describe, expect, it } from 'vitest';
import { eventCount, eventNames, playGame } from '../../../src/engine/index.ts';
import { MODULES } from '../../../src/rules/modules.ts';
import { DEFAULT_RULES, type RuleOptions } from '../../../src/rules/options.ts';
import { createGame } from '../../../src/sim/run-game.ts';
import type { RunPlan } from '../../../src/sim/plan.ts';
import { runChecked } from '../../engine/invariant-checks.ts';
import '../../../src/rules/fantastic-diversions/seek.ts';
import { EVERY_MODULE } from '../everything.ts';

const GAMES = Number(process.env.SEEK_GAMES ?? 20);

/** Every rule module on, each with its fullest options. */

function plan(rules: Partial<RuleOptions>, seed: string, strategy = 'basic'): RunPlan {
  return {
    scenario: 'seek', rules: { ...DEFAULT_RULES, ...rules, players: 4 }, games: 0, seed,
    seats: Array.from({ length: 4 }, (_, i) => ({ character: null, strategy: i === 3 ? 'random' : i === 1 ? 'expert' : strategy })),
  };
}

describe(`The Seek in whole games (${GAMES} games each)`, () => {
  it.each([['alone', { seek: true }], ['with every other module', EVERY_MODULE]] as const)('keeps every invariant %s', (name, rules) => {
    const p = plan(rules, `seek17/${name}`);
    for (let i = 0; i < GAMES; i++) runChecked(p, i);
  }, 60_000 + GAMES * 400);

  it('counts every clause\'s event in a seeded coverage run', () => {
    const names = eventNames().filter((n) => n.startsWith('seek.'));
    expect(names).toHaveLength(13);
    const seen = new Map(names.map((n) => [n, 0]));
    const p = plan({ seek: true }, 'seek17/coverage');
    for (let i = 0; i < 40; i++) {
      const g = createGame(p, i);
      playGame(g);
      for (const n of names) seen.set(n, seen.get(n)! + eventCount(g.events, n));
    }
    for (const [n, k] of seen) expect(k, n).toBeGreaterThan(0);
  });
});
