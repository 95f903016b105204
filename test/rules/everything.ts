// Every rule module's options switched on at once, for the invariant runs that check each module
// together with all the others: 2D6 Combat by its Auto-Win/Lose form, which replaces it, and a
// Command Spell that needs a 5 or 6 (the faster table's is the base 4-6 at four players). test/rules/modules.test.ts checks it leaves no module off.
import type { RuleOptions } from '../../src/rules/options.ts';

export const EVERY_MODULE: Partial<RuleOptions> = {
  combat: '2d6-auto', trophyRate: 5, commandSpellMinRoll: 5, startingBonus: true, bloodbath: true, suddenDeath: 'crown',
  inheritedItems: true, evadeUnfriendly: true, graduatedArmour: true, battleBreakage: true, breakageLimits: true,
  defensiveCombat: true, claimingAttack: true, cardlessTrophies: true, cardlessSentinel: true, trueFate: 'both',
  fatedSpells: 'on-with-target-luck', doc: 'x1', seek: true, fullEncounters: true, trade: true,
};

/**
 * Modules EVERY_MODULE leaves off: 2D6 Combat, which its Auto-Win/Lose form replaces, and Talisman
 * Upgrade, a rule set of its own with its own invariant run (test/rules/upgrade/invariants.test.ts).
 */
export const REPLACED_MODULES = ['two-d6-combat', 'upgrade'];
