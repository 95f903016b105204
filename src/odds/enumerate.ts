// Exact attack odds by enumeration, never sampling: every ordered outcome of the character's dice
// (and of his fate reroll) against every outcome of the creature's, counted as integers and divided
// once. Dice counts are in dice.ts, outcomes and the fate policy in outcome.ts; files in src/report/.
import { characterRoll, creatureRoll, type RollCounts } from './dice.ts';
import { DOUBLE_LOSS, DOUBLE_WIN, LOSS, OUTCOMES, STANDOFF, WIN, judge, rerolls } from './outcome.ts';
import { MAX_EXTRA_DICE, keptDice, rolledDice, type OddsOptions } from './options.ts';

/** Probabilities of one attack's outcomes; doubleWin and doubleLoss are 0 except with Auto-Win/Lose. */
export interface Odds {
  win: number;
  standoff: number;
  loss: number;
  doubleWin: number;
  doubleLoss: number;
}

/** Exact counts of each outcome (indexed as OUTCOMES) out of `total` equally likely cases. */
export interface OddsCounts {
  counts: number[];
  total: number;
}

/** One row of the difference table: character value minus creature value. */
export interface DifferenceRow extends Odds {
  difference: number;
}

/** One cell of the grid: the character's value (modifier included in the odds) and the creature's. */
export interface GridCell extends Odds {
  character: number;
  creature: number;
}

export const DIFFERENCE_MIN = -12;
export const DIFFERENCE_MAX = 12;
export const GRID_MAX = 16;

const rollCache = new Map<number, RollCounts>();

/** The character's roll counts, computed once per (kept, rolled). */
export function cachedCharacterRoll(kept: number, rolled: number): RollCounts {
  const key = kept * 16 + rolled;
  let r = rollCache.get(key);
  if (!r) rollCache.set(key, (r = characterRoll(kept, rolled)));
  return r;
}

/** Throws a RangeError for options the enumeration cannot take. */
export function checkOptions(o: OddsOptions): void {
  if (!Number.isInteger(o.extraDice) || o.extraDice < 0 || o.extraDice > MAX_EXTRA_DICE) {
    throw new RangeError(`extra dice must be an integer from 0 to ${MAX_EXTRA_DICE} (got ${o.extraDice})`);
  }
}

/**
 * Every case of an attack at this score difference, enumerated exactly: one ordered outcome of the
 * character's dice, one face for a possible reroll (a roll kept as it is counts all six faces) and
 * one ordered outcome of the creature's dice, 6^(rolled + 1 + kept) cases in all. `visit` gets the
 * character's final kept total, the outcome and how many cases end so; returns the number of cases.
 */
export function forEachAttackCase(difference: number, o: OddsOptions, visit: (total: number, outcome: number, cases: number) => void): number {
  checkOptions(o);
  const kept = keptDice(o);
  const mine = cachedCharacterRoll(kept, rolledDice(o));
  const theirs = creatureRoll(kept);
  const bonus = o.runes ? 2 : 0;
  const auto = o.combat === '2d6-auto';
  for (let t0 = kept; t0 < mine.counts.length; t0++) {
    for (let c = kept; c < theirs.length; c++) {
      const first = judge(difference, t0, c, bonus, auto);
      if (!rerolls(o.fate, first)) {
        visit(t0, first, mine.counts[t0] * 6 * theirs[c]);
        continue;
      }
      for (let t1 = kept; t1 < mine.counts.length; t1++) visit(t1, judge(difference, t1, c, bonus, auto), mine.reroll[t0][t1] * theirs[c]);
    }
  }
  return 6 ** (mine.rolled + 1 + kept);
}

/** Exact counts of each outcome of an attack at this score difference (forEachAttackCase). */
export function attackCounts(difference: number, o: OddsOptions): OddsCounts {
  const counts = new Array<number>(OUTCOMES.length).fill(0);
  const total = forEachAttackCase(difference, o, (_t, outcome, n) => {
    counts[outcome] += n;
  });
  return { counts, total };
}

/** Exact probabilities of each outcome at this score difference (character minus creature). */
export function attackOdds(difference: number, o: OddsOptions): Odds {
  const { counts, total } = attackCounts(difference, o);
  return {
    win: counts[WIN] / total,
    standoff: counts[STANDOFF] / total,
    loss: counts[LOSS] / total,
    doubleWin: counts[DOUBLE_WIN] / total,
    doubleLoss: counts[DOUBLE_LOSS] / total,
  };
}

/** One row per score difference from `from` to `to` (default -12 to +12). */
export function differenceTable(o: OddsOptions, from = DIFFERENCE_MIN, to = DIFFERENCE_MAX): DifferenceRow[] {
  const rows: DifferenceRow[] = [];
  for (let d = from; d <= to; d++) rows.push({ difference: d, ...attackOdds(d, o) });
  return rows;
}

/**
 * The grid: character Strength (or Craft) 1..max against creature Strength (or Craft) 1..max, the
 * modifier added to the character; rows by character, then creature, both ascending.
 */
export function oddsGrid(o: OddsOptions, modifier = 0, max = GRID_MAX): GridCell[] {
  const byDifference = new Map<number, Odds>();
  const cells: GridCell[] = [];
  for (let character = 1; character <= max; character++) {
    for (let creature = 1; creature <= max; creature++) {
      const d = character + modifier - creature;
      let odds = byDifference.get(d);
      if (!odds) byDifference.set(d, (odds = attackOdds(d, o)));
      cells.push({ character, creature, ...odds });
    }
  }
  return cells;
}
