// The dice of Talisman Upgrade's final battle (clause 43) as tables made once: a fight of one die a
// side (or the best of a few, the Warrior's battle), the dragons' fire on two dice, and whether a
// Unified Effort pays (clause 10). Read by the finale model (finale-model.ts, finale-battle.ts) and
// the basic player's party choices (modules/upgrade-party.ts, modules/upgrade-finale.ts, through finale-model.ts).

/** The Dragon King (clause 43: "Str. 12, Craft 12") and a Dragon Prince ("Str 9, Craft 9, Lives 5"), three of them. */
export const KING_VALUE = 12;
export const PRINCE_VALUE = 9;
export const PRINCES_LIVES = 15;
/** The most lives one character loses to the final battle in a game round (clause 43e: "0, 1, 2, or 3 lives"). */
export const ROUND_LIVES = 3;

/**
 * The chance that the best of `dice` dice plus `diff` beats one die, and that it loses to it, into
 * out[at] and out[at + 1]: counted over the faces, so that one die a side is ways / 36 exactly.
 */
export function fightOdds(dice: number, diff: number, out: Float64Array, at: number): void {
  let win = 0;
  let lose = 0;
  for (let r = 1; r <= 6; r++) {
    const best = r ** dice - (r - 1) ** dice;
    win += best * Math.min(6, Math.max(0, diff + r - 1));
    lose += best * Math.min(6, Math.max(0, 6 - diff - r));
  }
  out[at] = win / 6 ** (dice + 1);
  out[at + 1] = lose / 6 ** (dice + 1);
}

/** Beyond this difference a fight of one die a side is won, or lost, for certain. */
const SPAN = 6;
/** One die a side: [win, lose] at difference d - SPAN, d in 0..2 SPAN. */
const ONE_DIE = new Float64Array(4 * SPAN + 2);
for (let d = 0; d <= 2 * SPAN; d++) fightOdds(1, d - SPAN, ONE_DIE, 2 * d);

/** The most dice a side (the best counting) kept in FIGHTS; more are worked out on each call. */
const MOST_DICE = 4;
/** fightOdds for 1..MOST_DICE dice at difference -SPAN..SPAN: [win, lose] by ((dice - 1) * (2 SPAN + 1) + diff + SPAN). */
const FIGHTS = new Float64Array(2 * MOST_DICE * (2 * SPAN + 1));
for (let dice = 1; dice <= MOST_DICE; dice++) {
  for (let d = -SPAN; d <= SPAN; d++) fightOdds(dice, d, FIGHTS, 2 * ((dice - 1) * (2 * SPAN + 1) + d + SPAN));
}

/**
 * fightOdds from the table: beyond SPAN either way a fight is won, or lost, for certain, the same
 * figures fightOdds gives there (every face wins, or every face loses).
 */
export function fightOddsInto(dice: number, diff: number, out: Float64Array, at: number): void {
  if (dice < 1 || dice > MOST_DICE) {
    fightOdds(dice, diff, out, at);
    return;
  }
  const d = diff < -SPAN ? -SPAN : diff > SPAN ? SPAN : diff;
  const from = 2 * ((dice - 1) * (2 * SPAN + 1) + d + SPAN);
  out[at] = FIGHTS[from];
  out[at + 1] = FIGHTS[from + 1];
}

/** P(a + d6 > b + d6), the chance of a win at difference a - b. */
export function winChance(diff: number): number {
  return diff <= -SPAN ? 0 : diff >= SPAN ? 1 : ONE_DIE[2 * (diff + SPAN)];
}

/** P(a + d6 < b + d6), the chance of a loss at difference a - b. */
export function loseChance(diff: number): number {
  return winChance(-diff);
}

/** P(2d6 >= craft) for craft 3..12: the ways of two dice / 36. */
const FIRE = new Float64Array(13);
for (let c = 3; c <= 12; c++) {
  let ways = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b >= c) ways++;
  FIRE[c] = ways / 36;
}

/** The chance that the dragons' fire takes a life on the Crown (clause 42: he must roll "below his craft on 2 dice"). */
export function fireChance(craft: number): number {
  return craft <= 2 ? 1 : craft >= 13 ? 0 : FIRE[craft];
}

/**
 * Is a Unified Effort worth a Magic Object (shared with the basic player, modules/upgrade-party.ts)? It must
 * win more often than I would alone. Off the Crown, it must also win at least as often as
 * it loses: a lost effort costs every partner a life, and the fight could be evaded or left. On the
 * Crown, where the fight is made either way, it is made when it takes more of the dragon's lives
 * for each life the party loses (a loss costs each of `partners` a life too) than fighting alone.
 */
export function effortPays(alone: number, combined: number, foe: number, partners = 1, crown = false): boolean {
  const win = winChance(combined - foe);
  const lose = loseChance(combined - foe);
  const winAlone = winChance(alone - foe);
  if (win <= winAlone) return false;
  if (!crown) return win >= lose;
  return win * loseChance(alone - foe) > winAlone * lose * (1 + partners);
}
