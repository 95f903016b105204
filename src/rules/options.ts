// Every rule option a scenario may set: the RuleOptions type, and the option specs (allowed values,
// default, one-line doc) gathered from the base rules and each module. buildRuleSet() in
// ruleset.ts folds the chosen options into the RuleSet the engine consults.
import { BOOLEAN, ROUND_CAP } from '../scenario/validate.ts';
import type { AnyOptionSpec } from './module.ts';
import { MODULES } from './modules.ts';
import type { CombatDice } from './fantastic-diversions/two-d6-combat.ts';
import type { TrophyRate } from './faster-trophies.ts';
import type { CommandSpellTable } from './optional/command-spell.ts';
import type { SuddenDeathMode } from './optional/sudden-death.ts';
import type { FatedSpells, TrueFateMode } from './fantastic-diversions/true-fate.ts';
import type { DocMode } from './doc/index.ts';
import type { UpgradeOptions } from './upgrade/part.ts';

export type { CombatDice, TrophyRate };
export type { CommandSpellTable, SuddenDeathMode };

/** The rule options of a scenario's `rules:` section (all optional there; defaults below). */
export interface RuleOptions {
  /** Players at the table, 2-8 (set at the scenario's top level or by its seats). */
  players: number;
  /** A game still running after this many rounds ends as `timeout`. */
  roundCap: number;
  /** '1d6' (base), '2d6' (Fantastic Diversions 2D6 Combat) or '2d6-auto' (with its Auto-Win/Lose option). */
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
  // Issue 18: the rulebook's optional rules (src/rules/optional/).
  /** The Command Spell's roll: 'base' (4-6) or 'faster' (by player count, rulebook p.21). */
  commandSpell: CommandSpellTable;
  /** A chosen lowest roll for the Command Spell, 1 (automatic) to 6; 0 takes it from commandSpell. */
  commandSpellMinRoll: number;
  /** One bonus Strength or Craft counter each at the start (rulebook p.21). */
  startingBonus: boolean;
  /** Talisman Bloodbath: three Talisman Cards removed, a killed character's player is out (p.21). */
  bloodbath: boolean;
  /** Sudden Death (p.21): off, crown (the first on the Crown wins) or count (stop after suddenDeathRound). */
  suddenDeath: SuddenDeathMode;
  /** The round after which a `count` Sudden Death game stops. */
  suddenDeathRound: number;
  /** A killed character's Objects, gold and Followers pass to his player's next character (p.21). */
  inheritedItems: boolean;
  /** Unfriendly individuals on cards and spaces outside the Inner Region may be evaded (p.21). */
  evadeUnfriendly: boolean;
  /** The cards and spaces that count as unfriendly individuals (ids). */
  evadeUnfriendlyList: readonly string[];
  /** Evading them needs only the wish, no Spell or ability (the permissive reading). */
  evadeUnfriendlyFree: boolean;
  // issue 16: Fantastic Diversions, the combat house rules (src/rules/fantastic-diversions/)
  /** Graduated Armour System: every Armour rolled in turn, best first, until one saves. */
  graduatedArmour: boolean;
  /** Battle Breakage: Weapons and Armour may break on natural 1s; repairs at the Blacksmith and Enchantress. */
  battleBreakage: boolean;
  /** Battle Breakage's limits: one repair per Weapon; no further Armour rolls after one breaks. */
  breakageLimits: boolean;
  /** Defensive Combat: an attacked character may fight "on defense". */
  defensiveCombat: boolean;
  /** Claiming Attack: attacking vs attacked as the document defines; overrides assassinateCreatures. */
  claimingAttack: boolean;
  // Issue 17 (Fantastic Diversions part 2): Card-less Trophies, True Fate, The Seek, Full Encounters.
  /** Creatures of spaces and Places count as trophies for the turn (Card-less Trophies). */
  cardlessTrophies: boolean;
  /** With cardlessTrophies, the Sentinel counts too (the reading that 2.1.b does not exclude it). */
  cardlessSentinel: boolean;
  /** True Fate: 'off' (base fate), 'luck', 'destiny' or 'both'. */
  trueFate: TrueFateMode;
  /** With trueFate: 'on', the caster rolls single-roll Spells (Random); 'on-with-target-luck', then the target may use Luck. */
  fatedSpells: FatedSpells;
  // Issue 15: the DOC deck (src/rules/doc/).
  /** The DOC deck: off, one copy of each card, or two. */
  doc: DocMode;
  /** The DOC cards in the deck by id (empty: all 25). */
  docCards: readonly string[];
  /** DOC cards left out of the deck. */
  docExclude: readonly string[];
  // Issue 19: Talisman Upgrade (src/rules/upgrade/; its keys are declared by its parts).
  /** false (the base game), or every Upgrade part's key with its value (`true` in a scenario: all defaults). */
  upgrade: UpgradeOptions | false;
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
