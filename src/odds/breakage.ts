// Exact chances for the Fantastic Diversions' Battle Breakage and Graduated Armour System: per battle,
// that the Weapon or an Armour breaks (`odds --breakage`), and that a set of Armour saves a life lost
// (`odds --armour`). The attack roll is enumerated as in enumerate.ts; the rest multiplies exact fractions.
import { DIFFERENCE_MAX, DIFFERENCE_MIN, forEachAttackCase } from './enumerate.ts';
import { DOUBLE_WIN, LOSS } from './outcome.ts';
import { keptDice, type OddsOptions } from './options.ts';

/** The base game's Armours (reference 5, Purchase and Adventure cards): the lowest die that saves. */
export const ARMOUR_SAVES: Readonly<Record<string, number>> = { armour: 4, shield: 5, helmet: 6 };
export const ARMOUR_NAMES = Object.keys(ARMOUR_SAVES);

/** The Weapon used in battle: none, an Object (Sword, Axe) or a Magic Object (Holy Lance, Runesword). */
export const BREAKAGE_WEAPONS = ['none', 'object', 'magic'] as const;
export type BreakageWeapon = (typeof BREAKAGE_WEAPONS)[number];

export interface ArmourOptions {
  /** The Armours worn, by name (ARMOUR_NAMES), one of each title (G.A.S. I.3). */
  armour: readonly string[];
  /** Graduated Armour System: all are rolled, best first, until one saves; else the best one only (rulebook p.12). */
  graduated: boolean;
  /** Battle Breakage with its limits (4): no further Armour rolls once an Armour broke. */
  limits: boolean;
  /** Battle Breakage on: a natural 1 on an Armour roll makes the Breakage Roll. */
  breakage: boolean;
}

/**
 * Battle Breakage 2.1: an Object breaks on a 1 of one die (1/6), a Magic Object on 2 or 3 of two
 * dice (1/36 + 2/36). The base game's Armours are all Objects.
 */
export function breakChance(magic: boolean): number {
  return magic ? 3 / 36 : 1 / 6;
}

/** The Armours rolled, in order: most saving faces first (G.A.S. 2.1), or the best one alone. */
export function armourOrder(o: ArmourOptions): number[] {
  const saves = o.armour.map((a) => ARMOUR_SAVES[a]).sort((a, b) => a - b);
  return o.graduated ? saves : saves.slice(0, 1);
}

/** What a life lost in battle comes to with this Armour, and the chance each Armour is rolled. */
export interface ArmourOdds {
  /** Chance the life is saved. */
  saved: number;
  /** Chance at least one Armour breaks (0 without breakage). */
  broken: number;
  /** reached[i]: chance the i-th Armour (in armourOrder) is rolled. */
  reached: number[];
}

/**
 * A life is lost in battle: each Armour is rolled in order, the next only when the previous failed
 * (G.A.S. 2); a 1 fails and, under Battle Breakage, makes the Breakage Roll (1.1b); under its limits
 * a broken Armour ends the rolls (4). Armour rolls are made without fate.
 */
export function armourOdds(o: ArmourOptions): ArmourOdds {
  const q = o.breakage ? breakChance(false) : 0;
  const reached: number[] = [];
  let reach = 1;
  let saved = 0;
  for (const save of armourOrder(o)) {
    reached.push(reach);
    saved += (reach * (7 - save)) / 6;
    // Failed: a 2 up to save - 1, or a 1 whose Armour held (under the limits a break stops the rolls).
    reach *= (save - 2) / 6 + (o.limits ? (1 - q) / 6 : 1 / 6);
  }
  return { saved, broken: o.armour.length === 0 ? 0 : brokenChance(o, q), reached };
}

/** Chance that at least one Armour breaks in the sequence of rolls. */
function brokenChance(o: ArmourOptions, q: number): number {
  let reach = 1;
  let unbroken = 1;
  for (const save of armourOrder(o)) {
    // Rolled, then a 1 (1/6) and the Breakage Roll breaks it (q).
    unbroken -= (reach * q) / 6;
    reach *= (save - 2) / 6 + (1 - q) / 6;
  }
  return 1 - unbroken;
}

/** One row of the breakage table: the chance per battle at this score difference. */
export interface BreakageRow {
  difference: number;
  /** A life is at stake: a loss, or a Double Win under Auto-Win/Lose. */
  lifeLost: number;
  weapon: number;
  armour: number;
  either: number;
}

export interface BreakageOptions extends ArmourOptions {
  weapon: BreakageWeapon;
}

/**
 * Battle Breakage per battle at this difference (character minus creature): the Weapon makes the
 * Breakage Roll on a natural 1 (2 or 3 under 2D6, the kept dice after any fate reroll, 1.1a); a life
 * at stake goes to the Armour rolls (1.1b). Each case of the attack roll is enumerated
 * (forEachAttackCase), so the fate policy and Auto-Win/Lose are counted exactly.
 */
export function breakageRow(difference: number, o: OddsOptions, b: BreakageOptions): BreakageRow {
  const low = keptDice(o) === 1 ? 1 : 3;
  // cases[lowNatural][lifeAtStake], out of total.
  const cases = [[0, 0], [0, 0]];
  const total = forEachAttackCase(difference, o, (t, outcome, n) => {
    cases[t <= low ? 1 : 0][outcome === LOSS || outcome === DOUBLE_WIN ? 1 : 0] += n;
  });
  const qw = b.weapon === 'none' ? 0 : breakChance(b.weapon === 'magic');
  const qa = armourOdds({ ...b, breakage: true }).broken;
  const p = (lowNatural: number, stake: number): number => cases[lowNatural][stake] / total;
  const weapon = (p(1, 0) + p(1, 1)) * qw;
  const lifeLost = p(0, 1) + p(1, 1);
  const armour = lifeLost * qa;
  return { difference, lifeLost, weapon, armour, either: weapon + armour - p(1, 1) * qw * qa };
}

/** One row per score difference from `from` to `to` (default -12 to +12). */
export function breakageTable(o: OddsOptions, b: BreakageOptions, from = DIFFERENCE_MIN, to = DIFFERENCE_MAX): BreakageRow[] {
  const rows: BreakageRow[] = [];
  for (let d = from; d <= to; d++) rows.push(breakageRow(d, o, b));
  return rows;
}
