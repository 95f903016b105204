// The five combat house rules in whole games: each on alone and all together, every invariant checked
// after every turn (test/engine/invariant-checks.ts), and each rule's trace line seen in a traced
// run. The suite plays a few games; FD_GAMES=2000 plays the 2,000 per configuration by hand.
import { describe, expect, it } from 'vitest';
import { TextLog, playGame } from '../../../src/engine/index.ts';
import { DEFAULT_RULES, type RuleOptions } from '../../../src/rules/options.ts';
import { createGame } from '../../../src/sim/run-game.ts';
import type { RunPlan } from '../../../src/sim/plan.ts';
import { runChecked } from '../../engine/invariant-checks.ts';

const GAMES = Number(process.env.FD_GAMES ?? 25);

const ALL: Partial<RuleOptions> = {
  combat: '2d6-auto', graduatedArmour: true, defensiveCombat: true, battleBreakage: true, breakageLimits: true, claimingAttack: true,
};

const CONFIGS: [string, Partial<RuleOptions>][] = [
  ['Auto-Win/Lose', { combat: '2d6-auto' }],
  ['Graduated Armour', { graduatedArmour: true }],
  ['Defensive Combat', { defensiveCombat: true }],
  ['Battle Breakage with its limits', { battleBreakage: true, breakageLimits: true }],
  ['Claiming Attack', { claimingAttack: true }],
  ['all five', ALL],
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

  it('should show each rule\'s trace line in a traced run with all five on', () => {
    const seen = new Map(['Auto-Win/Lose:', 'Graduated Armour:', 'Defensive Combat:', 'Battle Breakage:', 'Claiming Attack:'].map((k) => [k, 0]));
    const p = plan(ALL, 'fd16/trace', 'expert');
    for (let i = 0; i < 12; i++) {
      const log = new TextLog();
      playGame(createGame(p, i, log));
      for (const line of log.lines) for (const k of seen.keys()) if (line.includes(k)) seen.set(k, seen.get(k)! + 1);
    }
    for (const [k, n] of seen) expect(n, k).toBeGreaterThan(0);
  });
});
