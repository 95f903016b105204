// What a rule option is (one spec: key, field rule, default, one-line doc), the types derived from
// specs, and the table's own options. Below the rule modules (which declare their options with
// option()) and options.ts (which gathers them and derives RuleOptions), so that neither imports
// the other in a circle.
import { BOOLEAN, ROUND_CAP, type FieldRule } from '../fields/field-rules.ts';

/** An option and the values of it under which another option has an effect (trade needs fullEncounters true). */
export interface OptionNeeds {
  readonly key: string;
  readonly values: readonly unknown[];
}

/**
 * One option a scenario may set under `rules:` (or under a module's own mapping, as a part's): the
 * field rule that validates it (its `expect` is the allowed values in every error), its default,
 * and a one-line description for docs, reports and the serve page. The option's type is the rule's.
 */
export interface OptionSpec<K extends string = string, T = unknown> {
  readonly key: K;
  readonly rule: FieldRule<T>;
  readonly default: T;
  readonly doc: string;
  /** The option this one works under, and its values that turn it on. */
  readonly needs?: OptionNeeds;
}

/** An option spec: its key and value types are the ones RuleOptions (options.ts) gets for it. */
export function option<const K extends string, T>(key: K, rule: FieldRule<T>, value: NoInfer<T>, doc: string, needs?: OptionNeeds): OptionSpec<K, T> {
  return needs === undefined ? { key, rule, default: value, doc } : { key, rule, default: value, doc, needs };
}

/** The options a list of specs declares: each key with its value's type. */
export type OptionsOf<S extends readonly OptionSpec[]> = { [O in S[number] as O['key']]: O['default'] };

/** The base rules' own options (players is not among them: it is a top-level scenario key). */
export const TABLE_OPTIONS = [
  option('roundCap', ROUND_CAP, 300, 'rounds before a game ends as timeout'),
  option('dealThree', BOOLEAN, false, 'deal three characters to each player to choose from (rulebook p.4)'),
  option('assassinateCreatures', BOOLEAN, false,
    'the Assassin may also assassinate creatures he fights in battle (the permissive reading), not only characters he attacks'),
] as const;

/** The table: players (2-8, a top-level scenario key) and the base rules' own options. */
export type TableOptions = { players: number } & OptionsOf<typeof TABLE_OPTIONS>;
