// The five combat house rules in whole games: each on alone, all five together and with every rule module, every invariant checked
// after every turn (test/engine/invariant-checks.ts), and every clause's event (events.ts) counted in
// a seeded run. The suite plays a few games; FD_GAMES=2000 plays the 2,000 per configuration by hand.
import { describe, expect, it } from 'vitest';
import { eventNames } from '../../../src/engine/index.ts';
import { DEFAULT_RULES, type RuleOptions } from '../../../src/rules/options.ts';
import { runGame } from '../../../src/sim/run-game.ts';
import type { RunPlan } from '../../../src/sim/plan.ts';
import { runChecked } from '../../engine/invariant-checks.ts';
import { EVERY_MODULE } from '../everything.ts';

const GAMES = Number(process.env.FD_GAMES ?? 25);

const ALL: Partial<RuleOptions> = {
  combat: '2d6-auto', graduatedArmour: true, defensiveCombat: true, battleBreakage: true, breakageLimits: true, claimingAttack: true,
};

/** Events seen in pinned tests only (battle-breakage.test.ts), too rare for a short seeded run. */
const PINNED = ['battle-breakage.enchantress-repair', 'battle-breakage.broken-over-limit', 'battle-breakage.limit-repaired-once'];

const CONFIGS: [string, Partial<RuleOptions>][] = [
  ['Auto-Win/Lose', { combat: '2d6-auto' }],
  ['Graduated Armour', { graduatedArmour: true }],
  ['Defensive Combat', { defensiveCombat: true }],
  ['Battle Breakage with its limits', { battleBreakage: true, breakageLimits: true }],
  ['Claiming Attack', { claimingAttack: true }],
  ['all five', ALL],
  ['every rule module', EVERY_MODULE],
];

function plan(rules: Partial<RuleOptions>, seed: string, strategy = 'basic'): RunPlan {
  return {
    scenario: 'fantastic-diversions', rules: { ...DEFAULT_RULES, ...rules, players: 4 }, games: 0, seed,
    seats: Array.from({ length: 4 }, (_, i) => ({ character: null, strategy: i % 2 === 0 ? strategy : 'random' })),
  };
}

describe(`the combat house rules in whole games (${GAMES} games each)`, () => {
  it.each(CONFIGS)('should keep every invariant with %s', (name, rules) => {
    const p = plan(rules, `fd16/${name}`);
    for (let i = 0; i < GAMES; i++) runChecked(p, i);
  }, 60_000 + GAMES * 250);

  /**
   * Every event the five modules register, counted by the engine's event counters over 60 seeded
   * games with all five on (every one of these came within 40 games of this seed; about 3 s alone).
   * Three are too rare for a short run and are checked by their pinned tests in
   * battle-breakage.test.ts instead (PINNED): the Enchantress's repair of a Magic Object and a
   * repaired Weapon's second break (none or 2 in 500 games of any seed tried), and a broken card
   * discarded over the carrying limit.
   */
  it('should count every clause\'s event in a seeded run with all five on', () => {
    const families = ['2d6-auto.', 'battle-breakage.', 'defensive-combat.', 'graduated-armour.', 'claiming-attack.'];
    const names = eventNames().filter((n) => families.some((f) => n.startsWith(f)) && !PINNED.includes(n));
    expect(names.length).toBe(25);
    expect(eventNames()).toEqual(expect.arrayContaining(PINNED));
    const seen = new Map(names.map((n) => [n, 0]));
    const p = plan(ALL, 'fd16/coverage/5', 'expert');
    for (let i = 0; i < 60; i++) {
      const events = runGame(p, i).events ?? {};
      for (const n of names) seen.set(n, seen.get(n)! + (events[n] ?? 0));
    }
    for (const [n, count] of seen) expect(count, n).toBeGreaterThan(0);
  });
});
