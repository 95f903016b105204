// The outcome of one attack from both sides' dice totals (rulebook p.10 "Compare Attack Scores";
// the Fantastic Diversions house rules, "2D6 Combat", option "Auto-Win/Lose"), and when the fate
// policy rerolls. The dice counts are in dice.ts; enumerate.ts combines them into tables.
import type { FatePolicy } from './options.ts';

/** Outcomes, as indices into a counts array. */
export const OUTCOMES = ['win', 'standoff', 'loss', 'doubleWin', 'doubleLoss'] as const;
export type Outcome = (typeof OUTCOMES)[number];
export const WIN = 0;
export const STANDOFF = 1;
export const LOSS = 2;
export const DOUBLE_WIN = 3;
export const DOUBLE_LOSS = 4;

/**
 * Compare attack scores: the character's is `difference` + his kept dice `mine`, the creature's
 * its dice `theirs` + `bonus` (the Runes); `difference` is character value minus creature value.
 *
 * With Auto-Win/Lose (Fantastic Diversions, "2D6 Combat" option 2) a natural 2 loses and a natural 12 wins whatever the
 * totals; "tied rolls of natural 2 or 12" are both sides rolling the same natural: two natural 2s
 * are a Double Loss, "a draw or standoff per the normal rules" (read as: the result is a stand-off,
 * with a stand-off's usual effects, not "compare the totals"), two natural 12s a Double Win (the
 * character loses a life as if defeated but keeps the trophy). The document's "0.08% chance each"
 * (1/36 x 1/36 = 0.077%) confirms that "tied" means both sides rolled that same natural; a natural
 * 12 against a natural 2 is a plain win for the 12, as both rules agree. Naturals are the two dice
 * kept, as a participant with extra dice "chooses which two dice to use". `dice` kept dice make the
 * naturals: 2 and 12 for two, 1 and 6 for the one die of a naturals-decide rule (the engine's
 * params.naturalsDecide, combat.ts compareScores, reads them the same way).
 */
export function judge(difference: number, mine: number, theirs: number, bonus: number, auto: boolean, dice = 2): number {
  if (auto) {
    const lowest = dice;
    const highest = 6 * dice;
    if (mine === highest && theirs === highest) return DOUBLE_WIN;
    if (mine === lowest && theirs === lowest) return DOUBLE_LOSS;
    if (mine === highest || theirs === lowest) return WIN;
    if (theirs === highest || mine === lowest) return LOSS;
  }
  const score = difference + mine - theirs - bonus;
  return score > 0 ? WIN : score === 0 ? STANDOFF : LOSS;
}

/**
 * Does the character pay fate to reroll after this outcome? 'loss': on a loss only (a Double Loss
 * is a stand-off, so it is kept). 'not-win': on a stand-off, loss or Double Loss; a Double Win is
 * kept, since rerolling a 6 of a natural 12 against a natural 12 can only lose or stay the same.
 */
export function rerolls(fate: FatePolicy, outcome: number): boolean {
  if (fate === 'loss') return outcome === LOSS;
  if (fate === 'not-win') return outcome === STANDOFF || outcome === LOSS || outcome === DOUBLE_LOSS;
  return false;
}
