// A short invariant run of the Upgrade's character parts (every part on, dragonFire too): the base
// game's checks and heroFault after every turn. The 2,000-game Upgrade run calls heroFault too;
// HERO_GAMES=500 runs more here by hand.
import { describe, it } from 'vitest';
import { DEFAULT_RULES } from '../../../src/rules/options.ts';
import { UPGRADE_DEFAULTS } from '../../../src/rules/upgrade/index.ts';
import type { RunPlan } from '../../../src/sim/plan.ts';
import { runChecked, spellLimitFault } from '../../engine/invariant-checks.ts';
import { heroFault } from './hero-invariants.ts';

const GAMES = Number(process.env.HERO_GAMES ?? 16);

function plan(strategy: string, players: number): RunPlan {
  return {
    scenario: 'upgrade-hero-invariants', rules: { ...DEFAULT_RULES, players, upgrade: { ...UPGRADE_DEFAULTS, dragonFire: true } }, games: 0,
    seed: `upgrade-hero-${strategy}`, seats: Array.from({ length: players }, () => ({ character: null, strategy })),
  };
}

describe('Upgrade character parts: invariant run', () => {
  it(`keeps the caps, the spellbooks and every card and counter in place over ${GAMES} basic games`, () => {
    const p = plan('basic', 4);
    for (let i = 0; i < GAMES; i++) runChecked(p, i, (g) => heroFault(g) ?? spellLimitFault(g));
  }, Math.max(60_000, GAMES * 400));

  it(`and over ${GAMES} random-strategy games of 2 to 6 players`, () => {
    for (let i = 0; i < GAMES; i++) runChecked(plan('random', 2 + (i % 5)), i, (g) => heroFault(g) ?? spellLimitFault(g));
  }, Math.max(60_000, GAMES * 400));
});
