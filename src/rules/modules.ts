// The registry: every rule module, in the order buildRuleSet folds them in. A new rule adds its
// file and one line here (and a test, a scenario and a README row), nothing else.
import type { RuleModule } from './module.ts';
import { twoD6Combat } from './two-d6-combat.ts';
import { fasterTrophies } from './faster-trophies.ts';
import { docDeck } from './doc/index.ts';

export const MODULES: readonly RuleModule[] = [
  twoD6Combat, fasterTrophies,
  docDeck, // issue 15
];
