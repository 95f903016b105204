// The search player under Talisman Upgrade's finale (strategies/search.ts planned): the moves, the
// Upgrade's own questions and the Inner Region's decisions go to the policy's plan unsearched; the
// base game's other decisions are still searched. The same player in the base game searches its moves.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../src/rules/options.ts';
import { UPGRADE_DEFAULTS } from '../../src/rules/upgrade/index.ts';
import { runGame, strategyMakerOf } from '../../src/sim/run-game.ts';
import type { RunPlan } from '../../src/sim/plan.ts';
import { searchStrategy } from '../../strategies/search.ts';
import { UPGRADE_SEARCH } from '../../strategies/search-settings.ts';

/**
 * A short game of seat 0 searching (20 rollouts of 2 turns), three basic players: the kinds it
 * searched, how many were a module's questions, and how many spent more than the Upgrade's budget (8)
 * allows (every option is played at least twice).
 */
function searched(upgrade: boolean): { kinds: Set<string>; module: number; over: number } {
  const rules = { ...DEFAULT_RULES, roundCap: 15, ...(upgrade ? { upgrade: { ...UPGRADE_DEFAULTS, finale: 'dragon-king' } } : {}) };
  const plan = { scenario: 'search-upgrade', rules, seats: [0, 1, 2, 3].map((i) => ({ character: null, strategy: i === 0 ? 'search' : 'basic' })), games: 1, seed: 'search-upgrade' } as RunPlan;
  const kinds = new Set<string>();
  let module = 0;
  let over = 0;
  const base = strategyMakerOf(plan);
  const search = searchStrategy({
    budget: 20, horizon: 2, evaluation: 'worth',
    observe: (d) => {
      kinds.add(d.kind);
      if (d.asked !== null) module++;
    },
    label: (_v, _d, _quick, race) => {
      if (race.spent > Math.max(UPGRADE_SEARCH.budget, 2 * race.n)) over++;
    },
  });
  runGame(plan, 0, undefined, (id) => (id === 'search' ? search : base(id)));
  return { kinds, module, over };
}

describe('search under the Upgrade', () => {
  it('leaves the moves and the Upgrade\'s questions to the plan and searches the other decisions on its smaller budget; in the base game it searches the moves on the whole budget', () => {
    const upgrade = searched(true);
    expect(upgrade.kinds.has('move')).toBe(false);
    expect(upgrade.module).toBe(0);
    expect(upgrade.kinds.size).toBeGreaterThan(0);
    expect(upgrade.over).toBe(0);
    const base = searched(false);
    expect(base.kinds.has('move')).toBe(true);
    expect(base.over).toBeGreaterThan(0);
  });
});
