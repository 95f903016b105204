// Every rule option a scenario may set: the RuleOptions type, and the option specs (allowed values,
// default, one-line doc) gathered from the base rules and each module. buildRuleSet() in
// ruleset.ts folds the chosen options into the RuleSet the engine consults.
import { BOOLEAN, ROUND_CAP } from '../scenario/validate.ts';
import type { AnyOptionSpec } from './module.ts';
import { MODULES } from './modules.ts';
import type { CombatDice } from './two-d6-combat.ts';
import type { TrophyRate } from './faster-trophies.ts';
import type { DocMode } from './doc/index.ts';

export type { CombatDice, TrophyRate };

/** The rule options of a scenario's `rules:` section (all optional there; defaults below). */
export interface RuleOptions {
  /** Players at the table, 2-8 (set at the scenario's top level or by its seats). */
  players: number;
  /** A game still running after this many rounds ends as `timeout`. */
  roundCap: number;
  /** '1d6' (base) or '2d6' (Fantastic Diversions 2D6 Combat). */
  combat: CombatDice;
  /** Trophy points per Strength or Craft counter: 7 (base), 6 or 5 (faster play). */
  trophyRate: TrophyRate;
  /** Deal three characters to each player, who keeps one (rulebook p.4 alternative). */
  dealThree: boolean;
  /**
   * The Assassin may assassinate the creatures he fights (Enemies he draws, the Sentinel, the
   * Werewolf...), reading "when he attacks a creature" as any battle he fights; false keeps it to
   * attacks he makes on characters, reading a drawn Enemy as attacking him (reference section 2).
   */
  assassinateCreatures: boolean;
  // Issue 15: the DOC deck (src/rules/doc/).
  /** The DOC deck: off, one copy of each card, or two. */
  doc: DocMode;
  /** The DOC cards in the deck by id (empty: all 25). */
  docCards: readonly string[];
  /** DOC cards left out of the deck. */
  docExclude: readonly string[];
}

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
