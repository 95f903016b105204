// What an odds table is computed for: the combat mode, the character's fate policy and extra dice,
// the Runes. The enumeration is in enumerate.ts; the `odds` command's flags map onto OddsOptions.

/** 1d6 (rulebook p.10), 2D6 Combat, and 2D6 Combat with its Auto-Win/Lose option (the Fantastic Diversions house rules). */
export const ODDS_COMBAT = ['1d6', '2d6', '2d6-auto'] as const;
export type OddsCombat = (typeof ODDS_COMBAT)[number];

/**
 * When the character pays one fate to reroll one of his attack dice (rulebook p.11, once per
 * roll, after the creature's roll): never, on a loss, or on anything short of a win. 'destiny':
 * True Fate's Destiny (Fantastic Diversions, issue 17), one fate paid before every attack roll
 * for one extra die, the lowest discarded, and no reroll.
 */
export const FATE_POLICIES = ['none', 'loss', 'not-win', 'destiny'] as const;
export type FatePolicy = (typeof FATE_POLICIES)[number];

/** The most extra dice the enumeration allows (besides the Warrior's): 6^8 rolls at most. */
export const MAX_EXTRA_DICE = 4;

export interface OddsOptions {
  combat: OddsCombat;
  fate: FatePolicy;
  /** The Warrior rolls one extra die in battle and keeps the best (1d6) or best two (2D6). */
  warrior: boolean;
  /** The Runes: +2 to the creature's attack roll. */
  runes: boolean;
  /** Further extra dice for the character (0 to MAX_EXTRA_DICE); the best are kept. */
  extraDice: number;
}

export const DEFAULT_ODDS: OddsOptions = { combat: '1d6', fate: 'none', warrior: false, runes: false, extraDice: 0 };

/** Dice kept for an attack roll: one, or two under 2D6 Combat. */
export function keptDice(o: OddsOptions): number {
  return o.combat === '1d6' ? 1 : 2;
}

/** Dice the character rolls: the kept dice plus the Warrior's, any extra dice and Destiny's. */
export function rolledDice(o: OddsOptions): number {
  return keptDice(o) + (o.warrior ? 1 : 0) + o.extraDice + (o.fate === 'destiny' ? 1 : 0);
}

const COMBAT_NAMES: Record<OddsCombat, string> = {
  '1d6': '1d6 combat',
  '2d6': '2D6 Combat',
  '2d6-auto': '2D6 Combat with Auto-Win/Lose',
};

/** A one-line caption for tables and charts, e.g. "2D6 Combat; Warrior; fate reroll on a loss". */
export function describeOdds(o: OddsOptions, modifier = 0): string {
  const parts = [COMBAT_NAMES[o.combat]];
  if (o.warrior) parts.push(`Warrior (one extra die, best ${keptDice(o) === 1 ? 'die' : 'two'} kept)`);
  if (o.extraDice > 0) parts.push(`${o.extraDice} extra ${o.extraDice === 1 ? 'die' : 'dice'} (best kept)`);
  if (o.fate === 'loss') parts.push('fate reroll on a loss');
  if (o.fate === 'not-win') parts.push('fate reroll unless winning');
  if (o.fate === 'destiny') parts.push('Destiny (one extra die before the roll, the lowest discarded)');
  if (o.runes) parts.push('Runes (+2 to the creature)');
  if (modifier !== 0) parts.push(`character ${modifier > 0 ? '+' : ''}${modifier}`);
  return parts.join('; ');
}

/** The `odds` command's flags that reproduce these options (for provenance). */
export function oddsFlags(o: OddsOptions, modifier = 0): string {
  const words = ['--combat', o.combat];
  if (o.fate !== 'none') words.push('--fate', o.fate);
  if (o.warrior) words.push('--warrior');
  if (o.runes) words.push('--runes');
  if (o.extraDice > 0) words.push('--extra-dice', String(o.extraDice));
  if (modifier !== 0) words.push('--modifier', String(modifier));
  return words.join(' ');
}
