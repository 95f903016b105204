// What a rule module is (ARCHITECTURE "Growing it"): its options, its description, and what it does
// to the RuleSet: parameters, a replaced named step, or handlers on named hook sites.
import type { HookName, Hooks, ModuleQuestion, RuleSet } from '../engine/index.ts';
import type { FieldRule } from '../fields/field-rules.ts';
import type { RuleOptions } from './option-types.ts';

/**
 * One option a scenario may set under `rules:`: the field rule that validates it (its `expect` is
 * the allowed values in every error), its default, and a one-line description for docs and reports.
 */
export interface OptionSpec<K extends keyof RuleOptions = keyof RuleOptions> {
  readonly key: K;
  readonly rule: FieldRule<RuleOptions[K]>;
  readonly default: RuleOptions[K];
  readonly doc: string;
  /** The option this one works under, and its values that turn it on: trade needs fullEncounters true. */
  readonly needs?: OptionNeeds;
}

/** An option and the values of it under which another option has an effect. */
export type OptionNeeds = { [P in keyof RuleOptions]: { readonly key: P; readonly values: readonly RuleOptions[P][] } }[keyof RuleOptions];

/** An option spec of any key (the list type of RuleModule.options). */
export type AnyOptionSpec = { [K in keyof RuleOptions]: OptionSpec<K> }[keyof RuleOptions];

export interface RuleModule {
  readonly id: string;
  /** One line for reports: what the rule does, and its source. */
  readonly desc: string;
  /** The options this module owns (validated by the scenario loader, listed by RULE_OPTIONS). */
  readonly options: readonly AnyOptionSpec[];
  /** Is the module on under these options? */
  readonly enabled: (o: RuleOptions) => boolean;
  /**
   * The questions this module asks (engine/questions.ts: yesNoQuestion, choiceQuestion); the
   * registry installs them, in this order within the yes/no questions and within the kinds.
   */
  readonly questions?: readonly ModuleQuestion[];
  /**
   * The base game's choices this module changes or offers more of (rows of the ability-use table,
   * engine/ability-use.ts, such as `wish:strength`): choices.csv lists them after its questions'.
   */
  readonly choices?: readonly string[];
  /** The rule set with this module folded in (new parameters, steps or hooks; `withHooks` helps). */
  readonly apply: (r: RuleSet, o: RuleOptions) => RuleSet;
}

/** The ability-use rows choices.csv lists for a module: its questions', then the base choices it changes. */
export function choiceRows(m: RuleModule): string[] {
  return [...(m.questions ?? []).map((q) => q.rowName), ...(m.choices ?? [])];
}

/** The rule set with these handlers appended at their hook sites (after the earlier modules'). */
export function withHooks(r: RuleSet, add: { [K in HookName]?: Hooks[K][number] }): RuleSet {
  const hooks = { ...r.hooks } as Record<HookName, unknown[]>;
  for (const name of Object.keys(add) as HookName[]) hooks[name] = [...hooks[name], add[name]];
  return { ...r, hooks: hooks as unknown as Hooks };
}
