// The registry: every rule module, in the order buildRuleSet folds them in. A new rule adds its
// file and one line here (and a test, a scenario and a README row), nothing else.
import type { RuleModule } from './module.ts';
import { autoWinLoseCombat, twoD6Combat } from './fantastic-diversions/two-d6-combat.ts';
import { graduatedArmour } from './fantastic-diversions/graduated-armour.ts';
import { battleBreakage } from './fantastic-diversions/battle-breakage.ts';
import { defensiveCombat } from './fantastic-diversions/defensive-combat.ts';
import { claimingAttack } from './fantastic-diversions/claiming-attack.ts';
import { fasterTrophies } from './faster-trophies.ts';

export const MODULES: readonly RuleModule[] = [
  twoD6Combat,
  fasterTrophies,
  // issue 16: Fantastic Diversions, the combat house rules
  autoWinLoseCombat,
  graduatedArmour,
  battleBreakage,
  defensiveCombat,
  claimingAttack,
];
