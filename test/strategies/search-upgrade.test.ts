// The search player under Talisman Upgrade's finale (strategies/search.ts planned): the moves, the
// Upgrade's own questions and the Inner Region's decisions go to the policy's plan unsearched; the
// base game's other decisions are still searched. The same player in the base game searches its moves.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../src/rules/options.ts';
import { UPGRADE_DEFAULTS } from '../../src/rules/upgrade/index.ts';
import { runGame, strategyMakerOf } from '../../src/sim/run-game.ts';
import type { RunPlan } from '../../src/sim/plan.ts';
import { searchStrategy } from '../../strategies/search.ts';

/** A short game of seat 0 searching (the smallest budget), three basic players: the kinds it searched, and whether any was a module's question. */
function searched(upgrade: boolean): { kinds: Set<string>; module: number } {
  const rules = { ...DEFAULT_RULES, roundCap: 15, ...(upgrade ? { upgrade: { ...UPGRADE_DEFAULTS, finale: 'dragon-king' } } : {}) };
  const plan = { scenario: 'search-upgrade', rules, seats: [0, 1, 2, 3].map((i) => ({ character: null, strategy: i === 0 ? 'search' : 'basic' })), games: 1, seed: 'search-upgrade' } as RunPlan;
  const kinds = new Set<string>();
  let module = 0;
  const base = strategyMakerOf(plan);
  const search = searchStrategy({ budget: 2, horizon: 2, evaluation: 'worth', observe: (d) => {
    kinds.add(d.kind);
    if (d.asked !== null) module++;
  } });
  runGame(plan, 0, undefined, (id) => (id === 'search' ? search : base(id)));
  return { kinds, module };
}

describe('search under the Upgrade', () => {
  it('leaves the moves and the Upgrade\'s questions to the plan and searches the other decisions; in the base game it searches the moves', () => {
    const upgrade = searched(true);
    expect(upgrade.kinds.has('move')).toBe(false);
    expect(upgrade.module).toBe(0);
    expect(upgrade.kinds.size).toBeGreaterThan(0);
    expect(searched(false).kinds.has('move')).toBe(true);
  });
});
