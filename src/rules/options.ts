// Every rule option a scenario may set: its allowed values, default and a one-line description.
// buildRuleSet() in ruleset.ts folds the chosen options into the RuleSet the engine consults.

export const COMBAT_DICE = ['1d6', '2d6'] as const;
export type CombatDice = (typeof COMBAT_DICE)[number];

export const TROPHY_RATES = [7, 6, 5] as const;
export type TrophyRate = (typeof TROPHY_RATES)[number];

/** The rule options of a scenario's `rules:` section (all optional there; defaults below). */
export interface RuleOptions {
  /** Players at the table, 2-8. */
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
}

export const DEFAULT_RULES: RuleOptions = {
  players: 4,
  roundCap: 300,
  combat: '1d6',
  trophyRate: 7,
  dealThree: false,
  assassinateCreatures: false,
};

/** One line per option, for scenario errors, --help and reports. */
export const RULE_OPTION_DOCS: Record<keyof RuleOptions, string> = {
  players: 'players at the table: an integer from 2 to 8',
  roundCap: 'rounds before a game ends as timeout: an integer from 1 to 100000',
  combat: `attack roll dice: one of ${COMBAT_DICE.join(', ')}`,
  trophyRate: `trophy points per Strength/Craft counter: one of ${TROPHY_RATES.join(', ')}`,
  dealThree: 'deal three characters to each player to choose from: true or false',
  assassinateCreatures: 'the Assassin may also assassinate creatures he fights in battle (the permissive reading), not only characters he attacks (false, the default): true or false',
};
