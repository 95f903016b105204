// The strategies a scenario may name, by id, and the check of a scenario's `model:` file, both
// handed to the scenario loader (src/fields/field-rules.ts AllowedIds). Add yours here
// (CONTRIBUTING.md, "Adding a strategy").
import type { Strategy, StrategyFactory } from '../src/engine/index.ts';
import { aggressiveStrategy } from './aggressive.ts';
import { basicStrategy } from './basic.ts';
import { cautiousStrategy } from './cautious.ts';
import { expertStrategy } from './expert.ts';
import { learnedStrategy } from './learned/learned.ts';
import { loadModel } from './learned/value.ts';
import { policyStrategy } from './learned/policy.ts';
import { randomStrategy } from './random.ts';
import { searchStrategy } from './search.ts';

export const STRATEGIES: Readonly<Record<string, StrategyFactory>> = {
  random: randomStrategy,
  basic: basicStrategy,
  cautious: cautiousStrategy,
  aggressive: aggressiveStrategy,
  expert: () => expertStrategy(),
  search: () => searchStrategy(),
  learned: () => policyStrategy(),
  'learned-deep': () => learnedStrategy(),
};

export const STRATEGY_IDS: readonly string[] = Object.keys(STRATEGIES);

export function makeStrategy(id: string): Strategy {
  const f = STRATEGIES[id];
  if (!f) throw new Error(`unknown strategy '${id}' (known: ${STRATEGY_IDS.join(', ')})`);
  return f();
}

/** A scenario's `model:` file's JSON, checked as the learned player loads it: an Error saying why it does not. */
export function checkModel(json: unknown, file: string): void {
  loadModel(json, file);
}
