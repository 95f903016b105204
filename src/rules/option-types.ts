// The rule options' type and the values each may take: below the rule modules (which declare their
// options with these types) and options.ts (which gathers the modules' specs), so that neither
// imports the other in a circle.

export const DOC_MODES = ['off', 'x1', 'x2'] as const;
export type DocMode = (typeof DOC_MODES)[number];

export const COMMAND_SPELL_TABLES = ['base', 'faster'] as const;
export type CommandSpellTable = (typeof COMMAND_SPELL_TABLES)[number];

export const SUDDEN_DEATH_MODES = ['off', 'crown', 'count'] as const;
export type SuddenDeathMode = (typeof SUDDEN_DEATH_MODES)[number];

export const TROPHY_RATES = [7, 6, 5] as const;
export type TrophyRate = (typeof TROPHY_RATES)[number];

export const TRUE_FATE_MODES = ['off', 'luck', 'destiny', 'both'] as const;
export type TrueFateMode = (typeof TRUE_FATE_MODES)[number];

export const FATED_SPELLS = ['off', 'on', 'on-with-target-luck'] as const;
export type FatedSpells = (typeof FATED_SPELLS)[number];

export const COMBAT_DICE = ['1d6', '2d6', '2d6-auto'] as const;
export type CombatDice = (typeof COMBAT_DICE)[number];

/** The resolved `rules.upgrade` mapping: every Upgrade part's key with its value (defaults filled in). */
export type UpgradeOptions = Readonly<Record<string, unknown>>;

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
  // the rulebook's optional rules (src/rules/optional/).
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
  // Fantastic Diversions, the combat house rules (src/rules/fantastic-diversions/)
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
  // Fantastic Diversions, part 2: Card-less Trophies, True Fate, The Seek, Full Encounters.
  /** Creatures of spaces and Places count as trophies for the turn (Card-less Trophies). */
  cardlessTrophies: boolean;
  /** With cardlessTrophies, the Sentinel counts too (the reading that 2.1.b does not exclude it). */
  cardlessSentinel: boolean;
  /** True Fate: 'off' (base fate), 'luck', 'destiny' or 'both'. */
  trueFate: TrueFateMode;
  /** With trueFate: 'on', the caster rolls single-roll Spells (Random); 'on-with-target-luck', then the target may use Luck. */
  fatedSpells: FatedSpells;
  /** The Seek: declare a named non-draw space at the end of a turn and move straight to it. */
  seek: boolean;
  // Full Encounters (src/rules/fantastic-diversions/full-encounters.ts, trade.ts).
  /** The space and one character on it in the same encounter, the character after the Strangers. */
  fullEncounters: boolean;
  /** With fullEncounters: the character met may be offered a trade (Full Encounters 3). */
  trade: boolean;
  // the DOC deck (src/rules/doc/).
  /** The DOC deck: off, one copy of each card, or two. */
  doc: DocMode;
  /** The DOC cards in the deck by id (empty: all 25). */
  docCards: readonly string[];
  /** DOC cards left out of the deck. */
  docExclude: readonly string[];
  // Talisman Upgrade (src/rules/upgrade/; its keys are declared by its parts).
  /** false (the base game), or every Upgrade part's key with its value (`true` in a scenario: all defaults). */
  upgrade: UpgradeOptions | false;
}
