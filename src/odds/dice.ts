// Attack rolls as exact counts over every ordered outcome of the dice: the creature's total, and the
// character's kept total before and after a fate reroll of one die. Counts are integers, so the
// tables in enumerate.ts divide once at the end. Outcomes and the fate policy are in outcome.ts.

/** Counts of each kept total (index = total) over all 6^rolled ordered outcomes. */
export interface RollCounts {
  kept: number;
  rolled: number;
  /** counts[t]: ordered outcomes whose best `kept` dice sum to t (out of 6^rolled). */
  counts: number[];
  /**
   * reroll[t0][t1]: (ordered outcome, face) pairs, out of 6^(rolled+1), whose kept total is t0
   * and becomes t1 when the lowest die is rerolled and shows that face.
   */
  reroll: number[][];
}

/** Sum of the best `kept` of dice[0..n). */
export function bestTotal(dice: readonly number[], kept: number): number {
  const sorted = [...dice].sort((a, b) => b - a);
  let s = 0;
  for (let i = 0; i < kept; i++) s += sorted[i];
  return s;
}

/** Index of the lowest die (the first such): the die a fate reroll replaces. */
export function lowestDie(dice: readonly number[]): number {
  let i = 0;
  for (let j = 1; j < dice.length; j++) if (dice[j] < dice[i]) i = j;
  return i;
}

/** Call visit() with every ordered outcome of n dice (the array is reused). */
function eachOutcome(n: number, visit: (dice: number[]) => void): void {
  const dice = new Array<number>(n).fill(1);
  const total = 6 ** n;
  for (let k = 0; k < total; k++) {
    let r = k;
    for (let i = 0; i < n; i++) {
      dice[i] = (r % 6) + 1;
      r = Math.floor(r / 6);
    }
    visit(dice);
  }
}

/**
 * The character's roll: `rolled` dice, the best `kept` counted. A fate reroll replaces the lowest
 * die: whatever the new face, the best `kept` of the dice are then at least as high as after
 * rerolling any other die, so it is the best choice for any aim that prefers higher totals
 * (winning, not losing, and under Auto-Win/Lose too, where the outcome only rises with the total).
 */
export function characterRoll(kept: number, rolled: number): RollCounts {
  const size = 6 * kept + 1;
  const counts = new Array<number>(size).fill(0);
  const reroll = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  eachOutcome(rolled, (dice) => {
    const t0 = bestTotal(dice, kept);
    counts[t0]++;
    const low = lowestDie(dice);
    const face = dice[low];
    for (let f = 1; f <= 6; f++) {
      dice[low] = f;
      reroll[t0][bestTotal(dice, kept)]++;
    }
    dice[low] = face;
  });
  return { kept, rolled, counts, reroll };
}

/** The creature's roll: `kept` dice, all counted, never rerolled (rulebook p.7). */
export function creatureRoll(kept: number): number[] {
  const counts = new Array<number>(6 * kept + 1).fill(0);
  eachOutcome(kept, (dice) => void counts[bestTotal(dice, kept)]++);
  return counts;
}
