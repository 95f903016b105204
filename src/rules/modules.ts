// The registry: every rule module, in the order buildRuleSet folds them in. A new rule adds its
// file and one line here (and a test, a scenario and a README row), nothing else.
import { installQuestions } from '../engine/index.ts';
import type { RuleModule } from './module.ts';
import { autoWinLoseCombat, twoD6Combat } from './fantastic-diversions/two-d6-combat.ts';
import { graduatedArmour } from './fantastic-diversions/graduated-armour.ts';
import { battleBreakage } from './fantastic-diversions/battle-breakage.ts';
import { defensiveCombat } from './fantastic-diversions/defensive-combat.ts';
import { claimingAttack } from './fantastic-diversions/claiming-attack.ts';
import { fasterTrophies } from './faster-trophies.ts';
// Issue 18: the rulebook's optional rules.
import { commandSpell } from './optional/command-spell.ts';
import { startingBonus } from './optional/starting-bonus.ts';
import { bloodbath } from './optional/bloodbath.ts';
import { suddenDeath } from './optional/sudden-death.ts';
import { inheritedItems } from './optional/inherited-items.ts';
import { evadeUnfriendly } from './optional/evade-unfriendly.ts';
// Issue 17 (Fantastic Diversions part 2).
import { cardlessTrophies } from './fantastic-diversions/cardless-trophies.ts';
import { trueFate } from './fantastic-diversions/true-fate.ts';
import { seek } from './fantastic-diversions/seek.ts';
import { fullEncounters } from './fantastic-diversions/full-encounters.ts';
// Issue 15: the DOC deck.
import { docDeck } from './doc/index.ts';
// Issue 19: Talisman Upgrade (its parts are listed in upgrade/parts.ts).
import { upgrade } from './upgrade/index.ts';

export const MODULES: readonly RuleModule[] = [
  twoD6Combat,
  fasterTrophies,
  // Issue 18: the rulebook's optional rules.
  commandSpell,
  startingBonus,
  bloodbath,
  suddenDeath,
  inheritedItems,
  evadeUnfriendly,
  // issue 16: Fantastic Diversions, the combat house rules
  autoWinLoseCombat,
  graduatedArmour,
  battleBreakage,
  defensiveCombat,
  claimingAttack,
  // Issue 17 (Fantastic Diversions part 2).
  cardlessTrophies,
  trueFate,
  seek,
  fullEncounters,
  // Issue 15: the DOC deck.
  docDeck,
  // Issue 19: Talisman Upgrade.
  upgrade,
];

// Every module's questions get their ability-use rows in this order, in every process alike.
installQuestions(MODULES.flatMap((m) => m.questions ?? []));
