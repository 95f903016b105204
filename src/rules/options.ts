// Every rule option a scenario may set: the option specs (allowed values, default, one-line doc)
// gathered from the base rules and each module (the RuleOptions type is in option-types.ts).
// buildRuleSet() in ruleset.ts folds the chosen options into the RuleSet the engine consults.
import { BOOLEAN, ROUND_CAP } from '../fields/field-rules.ts';
import type { AnyOptionSpec } from './module.ts';
import { MODULES } from './modules.ts';
import type { RuleOptions } from './option-types.ts';

export type { CombatDice, CommandSpellTable, RuleOptions, SuddenDeathMode, TrophyRate } from './option-types.ts';

/** The base rules' own options (players is not among them: it is a top-level scenario key). */
const BASE_OPTIONS: readonly AnyOptionSpec[] = [
  { key: 'roundCap', rule: ROUND_CAP, default: 300, doc: 'rounds before a game ends as timeout' },
  { key: 'dealThree', rule: BOOLEAN, default: false, doc: 'deal three characters to each player to choose from (rulebook p.4)' },
  {
    key: 'assassinateCreatures', rule: BOOLEAN, default: false,
    doc: 'the Assassin may also assassinate creatures he fights in battle (the permissive reading), not only characters he attacks',
  },
];

/** Every option settable under a scenario's `rules:`, base first, then each module's in order. */
export const RULE_OPTIONS: readonly AnyOptionSpec[] = [...BASE_OPTIONS, ...MODULES.flatMap((m) => m.options)];

/** The spec of one option (the CLI's --combat and --trophy-rate validate with its rule). */
export function ruleOption<K extends keyof RuleOptions>(key: K): AnyOptionSpec & { key: K } {
  const spec = RULE_OPTIONS.find((s) => s.key === key);
  if (!spec) throw new Error(`no rule option '${key}'`);
  return spec as AnyOptionSpec & { key: K };
}

export const DEFAULT_RULES: RuleOptions = Object.assign(
  { players: 4 },
  Object.fromEntries(RULE_OPTIONS.map((s) => [s.key, s.default])),
) as unknown as RuleOptions;
