// Every rule option a scenario may set: the option specs (allowed values, default, one-line doc)
// of the table and of each module, and the RuleOptions type derived from them (option-types.ts has
// the spec's shape). buildRuleSet() in ruleset.ts folds the chosen options into the RuleSet.
import type { ModulesOptions } from './module.ts';
import { MODULES, type Modules } from './modules.ts';
import { TABLE_OPTIONS, type OptionSpec, type TableOptions } from './option-types.ts';

export type { CombatDice } from './fantastic-diversions/two-d6-combat.ts';
export type { CommandSpellTable } from './optional/command-spell.ts';
export type { SuddenDeathMode } from './optional/sudden-death.ts';
export type { TrophyRate } from './faster-trophies.ts';

/** The rule options of a scenario's `rules:` section (all optional there; DEFAULT_RULES fills them in). */
export type RuleOptions = TableOptions & ModulesOptions<Modules>;

/** Every option settable under a scenario's `rules:`, the table's first, then each module's in order. */
export const RULE_OPTIONS: readonly OptionSpec[] = [...TABLE_OPTIONS, ...MODULES.flatMap((m) => m.options)];

/** The spec of one option (the CLI's --combat and --trophy-rate validate with its rule). */
export function ruleOption<K extends keyof RuleOptions & string>(key: K): OptionSpec<K, RuleOptions[K]> {
  const spec = RULE_OPTIONS.find((s) => s.key === key);
  if (!spec) throw new Error(`no rule option '${key}'`);
  return spec as OptionSpec<K, RuleOptions[K]>;
}

export const DEFAULT_RULES: RuleOptions = Object.assign(
  { players: 4 },
  Object.fromEntries(RULE_OPTIONS.map((s) => [s.key, s.default])),
) as unknown as RuleOptions;
