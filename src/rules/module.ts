// What a rule module is (ARCHITECTURE "Next: the engine stays still"): its options (one spec each,
// option-types.ts), its questions (engine/questions.ts), its description, and what it does to the
// RuleSet: parameters (withParams), replaced steps (withSteps), handlers on the moments (withHooks)
// and state of its own (withState).
// A module made of parts (Talisman Upgrade) folds them in as modules too (moduleOfParts).
import type { Game, HookName, Hooks, ModuleQuestion, Params, RuleSet, StateSlot, Steps } from '../engine/index.ts';
import { showValue, type FieldPath, type FieldRule } from '../fields/field-rules.ts';
import { closest } from '../fields/suggest.ts';
import { option, type OptionsOf, type OptionSpec, type TableOptions } from './option-types.ts';

export { option, type OptionNeeds, type OptionSpec, type OptionsOf } from './option-types.ts';

/**
 * The options a module's enabled and apply get: the table's, its own (typed by its specs), and any
 * other module's by key (unknown: a module reads another's only to know whether it is on).
 */
export type ModuleOptions<S extends readonly OptionSpec[]> = TableOptions & OptionsOf<S> & { readonly [key: string]: unknown };

export interface RuleModule<S extends readonly OptionSpec[] = readonly OptionSpec[]> {
  readonly id: string;
  /** One line for reports: what the rule does, and its source. */
  readonly desc: string;
  /** The options this module owns (validated by the scenario loader, listed by RULE_OPTIONS). */
  readonly options: S;
  /** Is the module on under these options? */
  enabled(o: ModuleOptions<S>): boolean;
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
  /** The rule set with this module folded in (parameters, steps, handlers, state: the with* helpers). */
  apply(r: RuleSet, o: ModuleOptions<S>): RuleSet;
  /** Ways a game may end that this module adds (endGame's reason), for the reports. */
  readonly endReasons?: readonly string[];
  /** The decks of cards this module keeps in its own state, declared for the card checks that follow a card drawn (card-balance's fork design). */
  readonly decks?: readonly ModuleDeck[];
}

/**
 * A deck of cards a module keeps in its state, as the fork design (experiment/fork-metric.ts) reads
 * it: the cards not yet drawn, top last, each a number that `ids` names; and how to pass one over
 * in a copy of the game (taken out of the deck, the next card drawn in its place).
 */
export interface ModuleDeck {
  /** Its name (`--deck`, the reports). */
  readonly id: string;
  /** Each card number's card id (copies of a card share it). */
  ids(g: Game): readonly string[];
  /** The deck in game g, top last (the module's own list: read it, do not change it). */
  cards(g: Game): readonly number[];
  /** Take the card at place `at` of g's deck out: passed over, as if set aside. */
  passOver(g: Game, at: number): void;
  /** How many cards from the top one turn may draw (deeper cards wait for a later turn). */
  readonly depth: number;
}

type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** The options a list of modules declares (RuleOptions, UpgradeOptions): each module's own, by its specs. */
export type ModulesOptions<M extends readonly unknown[]> = Intersection<{ [I in keyof M]: M[I] extends RuleModule<infer S> ? OptionsOf<S> : never }[number]>;

/** A rule module, its options typed by their specs (`export const mine = ruleModule({ ... })`). */
export function ruleModule<const S extends readonly OptionSpec[]>(m: RuleModule<S>): RuleModule<S> {
  return m;
}

/** The rule set with these parameters set. */
export function withParams(r: RuleSet, set: Partial<Params>): RuleSet {
  return { ...r, params: { ...r.params, ...set } };
}

/**
 * The rule set with these steps replaced: each is given the step as the rule set had it (the base
 * game's, or an earlier module's) and returns the new one, which may call it or not.
 */
export function withSteps(r: RuleSet, wrap: { [K in keyof Steps]?: (prior: Steps[K]) => Steps[K] }): RuleSet {
  const steps = { ...r.steps } as Record<keyof Steps, unknown>;
  for (const name of Object.keys(wrap) as (keyof Steps)[]) steps[name] = (wrap[name] as (prior: unknown) => unknown)(r.steps[name]);
  return { ...r, steps: steps as unknown as Steps };
}

/** The rule set with this module's state slot, made for each game by `init` (engine/state.ts). */
export function withState<T>(r: RuleSet, slot: StateSlot<T>, init: (g: Game) => T): RuleSet {
  return { ...r, state: [...r.state, { slot: slot as StateSlot<unknown>, init }] };
}

/** The ability-use rows choices.csv lists for a module: its questions', then the base choices it changes. */
export function choiceRows(m: RuleModule): string[] {
  return [...(m.questions ?? []).map((q) => q.rowName), ...(m.choices ?? [])];
}

/** The rule set with these handlers appended at their moments (after the earlier modules'). */
export function withHooks(r: RuleSet, add: { [K in HookName]?: Hooks[K][number] }): RuleSet {
  const hooks = { ...r.hooks } as Record<HookName, unknown[]>;
  for (const name of Object.keys(add) as HookName[]) hooks[name] = [...hooks[name], add[name]];
  return { ...r, hooks: hooks as unknown as Hooks };
}

/** The resolved mapping of a module's parts' options: every part's keys with their values. */
export type PartOptions = Readonly<Record<string, unknown>>;

const isMapping = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** "did you mean parties? " for a key near one of the mapping's (as checkMapping words it), else ''. */
function meantKey(key: string, keys: readonly string[]): string {
  const meant = closest(key, keys);
  return meant === null ? '' : `did you mean ${meant}? `;
}

/**
 * The field rule of a module of parts' one option: true (every part at its default), false (off),
 * or a mapping of the parts' keys, each checked by its part's rule (an omitted key takes its default).
 */
export function partsRule(name: string, specs: readonly OptionSpec[]): FieldRule<PartOptions | false> {
  const keys = specs.map((s) => s.key);
  const defaults: PartOptions = Object.freeze(Object.fromEntries(specs.map((s) => [s.key, s.default])));
  const locate = (raw: unknown): { path: FieldPath; problem: string; atKey?: boolean } | undefined => {
    if (!isMapping(raw)) return undefined;
    for (const key of Object.keys(raw)) {
      const spec = specs.find((s) => s.key === key);
      if (!spec) return { path: [key], problem: `is not a known key; ${meantKey(key, keys)}allowed keys in rules.${name}: ${keys.join(', ')}`, atKey: true };
      if (spec.rule.parse(raw[key]) === undefined) return { path: [key], problem: `must be ${spec.rule.expect} (got ${showValue(raw[key])})` };
    }
    return undefined;
  };
  return {
    expect: `true, false or a mapping of ${keys.join(', ')}`,
    parse: (v) => {
      if (v === false) return false;
      if (v === true) return defaults;
      if (!isMapping(v) || locate(v) !== undefined) return undefined;
      const out: Record<string, unknown> = {};
      for (const s of specs) out[s.key] = v[s.key] === undefined ? s.default : s.rule.parse(v[s.key]);
      return out;
    },
    locate,
  };
}

/**
 * A module made of parts, each itself a rule module (Talisman Upgrade): its one option `key` is
 * false (off), true (every part at its default) or a mapping of the parts' own options; each part
 * on under that mapping is folded in after it, in order, listed in the reports after it. The
 * parts' base choices (RuleModule.choices) are the module's.
 */
export function moduleOfParts<const K extends string, P extends PartOptions>(m: {
  readonly id: string;
  readonly desc: string;
  readonly key: K;
  readonly doc: string;
  readonly parts: readonly RuleModule[];
  /** The parts' questions, in the order the registry installs them (the ability-use rows' order). */
  readonly questions?: readonly ModuleQuestion[];
}): RuleModule<readonly [OptionSpec<K, P | false>]> {
  const specs = m.parts.flatMap((p) => p.options);
  const spec = option(m.key, partsRule(m.key, specs) as FieldRule<P | false>, false, m.doc);
  const endReasons = m.parts.flatMap((p) => p.endReasons ?? []);
  const choices = m.parts.flatMap((p) => p.choices ?? []);
  return {
    id: m.id,
    desc: m.desc,
    options: [spec],
    ...(m.questions ? { questions: m.questions } : {}),
    ...(choices.length > 0 ? { choices } : {}),
    ...(endReasons.length > 0 ? { endReasons } : {}),
    enabled: (o) => o[m.key] !== false,
    apply: (r, o) => {
      const given = { ...o, ...(o[m.key] as P) };
      for (const part of m.parts) {
        if (part.enabled(given)) r = { ...part.apply(r, given), modules: [...r.modules, { id: part.id, desc: part.desc }] };
      }
      return r;
    },
  };
}
