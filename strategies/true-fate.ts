// True Fate's decisions (Fantastic Diversions, issue 17; issue 32 B) for basic and expert: when to
// pay Destiny (3.1: an extra die before the roll, then no fate until the next turn, 3.2) instead of
// keeping the fate for Luck (2.1: one die rerolled after the roll, paid only when used).
// An attack roll: Destiny when its exact gain in win chance (strategies/odds.ts) is at least
// p.destinyGain and, where Luck is allowed too, beats a Luck reroll after a roll that does not win
// (with one die the two are worth the same: Luck, paid only when needed, is kept).
// A graded table roll (the Tavern, Forest, Crags, Chasm, Cave, praying, the Pits: every face a
// different result): Destiny keeps the better of two faces, 0.97 pips on average, where basic's Luck
// (a 1-2 rerolled) gains 0.67 pips for a third of a fate. Destiny is paid when its extra gain, times
// what is at stake (doubled on the last two lives), outweighs its extra cost in fate (the fate point
// is scarcer the fewer he holds) and the lock on what fate he keeps (none when it is his last).
// Other rolls (thresholds, where both are worth the same; movement; a face's meaning) keep the fate
// for Luck. A discarded die is the one that helps the roll least.
import { ROLL, WANT, type Decision, type View } from '../src/engine/index.ts';
import { SPAN, winChance } from './odds.ts';
import type { Personality } from './personality.ts';

/** The score difference before the roll and whether the other side rolls (an assassinated side does not). */
function attackDiff(v: View): number {
  const psychic = v.psychic;
  if (v.opponent >= 0) return v.attack(psychic) - v.attack(psychic, v.opponent);
  return v.attack(psychic) - v.creatureValue;
}

/** Luck win chances cached by (difference, combat dice, extra dice): key ((diff + SPAN) * 4 + dice) * 4 + extra. */
const luckCache = new Map<number, number>();

/** Chance that `dice` d6 total exactly t, by t. */
function sumChances(dice: number): Float64Array {
  const dist = new Float64Array(6 * dice + 1);
  for (let k = 0; k < 6 ** dice; k++) {
    let t = 0;
    for (let r = k, i = 0; i < dice; i++, r = Math.floor(r / 6)) t += (r % 6) + 1;
    dist[t] += 1 / 6 ** dice;
  }
  return dist;
}

/** The best `keep` of these faces, summed. */
function bestKept(faces: number[], keep: number): number {
  return [...faces].sort((a, b) => b - a).slice(0, keep).reduce((s, f) => s + f, 0);
}

/**
 * The exact win chance when the lowest die is rerolled with Luck whenever the roll does not win
 * (the basic strategy's Luck on an attack): every face of the roll, of the other side's dice and of
 * the reroll.
 */
function luckWinChance(diff: number, dice: number, extra: number): number {
  const d = Math.max(-SPAN, Math.min(SPAN, diff));
  const key = ((d + SPAN) * 4 + dice) * 4 + extra;
  const hit = luckCache.get(key);
  if (hit !== undefined) return hit;
  const theirs = sumChances(dice);
  const n = dice + extra;
  const faces = new Array<number>(n).fill(1);
  let win = 0;
  for (let k = 0; k < 6 ** n; k++) {
    for (let r = k, i = 0; i < n; i++, r = Math.floor(r / 6)) faces[i] = (r % 6) + 1;
    const low = faces.indexOf(Math.min(...faces));
    const before = faces[low];
    const mine = bestKept(faces, dice);
    for (let t = 0; t < theirs.length; t++) {
      if (theirs[t] === 0) continue;
      if (d + mine > t) {
        win += theirs[t];
        continue;
      }
      for (let f = 1; f <= 6; f++) {
        faces[low] = f;
        if (d + bestKept(faces, dice) > t) win += theirs[t] / 6;
      }
      faces[low] = before;
    }
  }
  win /= 6 ** n;
  luckCache.set(key, win);
  return win;
}

/**
 * Graded rolls of one die whose every face is a different result, better the higher (or lower, the
 * Pits' number of Pit Fiends): the table rolls True Fate 1.2 names or allows.
 */
const GRADED: ReadonlySet<number> = new Set([ROLL.tavern, ROLL.forest, ROLL.crags, ROLL.chasm, ROLL.cave, ROLL.pray, ROLL['pit-fiends']]);
/** One die, linear value: E[better of two] - E[one] = 161/36 - 3.5. */
const DESTINY_PIPS = 161 / 36 - 3.5;
/** Basic's Luck on such a roll rerolls a 1 or 2 (rerollDie): it gains (1/3) * (3.5 - 1.5) pips, paying a third of the time. */
const LUCK_PIPS = 2 / 3;
const LUCK_PAID = 1 / 3;
/** Pips one fate point buys kept for Luck (a 1-2 rerolled: 2 pips), shared over the fate he holds. */
const FATE_PIPS = 1.5;
/** Pips lost when Destiny locks the fate he keeps until his next turn (3.2). */
const LOCK_PIPS = 0.05;

/**
 * Destiny on a graded table roll, scored from the state: its gain over Luck (DESTINY_PIPS -
 * LUCK_PIPS; all of DESTINY_PIPS when Luck is not allowed), doubled on the last two lives, against
 * its extra fate (1 against Luck's LUCK_PAID, each point worth FATE_PIPS / fate held) and the lock
 * on the fate left (none when he has no other).
 */
export function destinyOnTable(fate: number, lives: number, luck: boolean): boolean {
  if (fate <= 0) return false;
  const stake = lives <= 2 ? 2 : 1;
  const point = FATE_PIPS / fate;
  const lock = fate > 1 ? LOCK_PIPS : 0;
  // Without Luck (trueFate: destiny) the whole gain is weighed against the whole point.
  if (!luck) return DESTINY_PIPS * stake > point + lock;
  return (DESTINY_PIPS - LUCK_PIPS) * stake > point * (1 - LUCK_PAID) + lock;
}

/** Pay Destiny before this roll (the question's detail is the roll's kind)? */
export function payDestiny(v: View, kind: number, p: Personality): boolean {
  if (GRADED.has(kind)) return destinyOnTable(v.me.fate, v.me.lives, v.mayReroll(kind));
  if (kind !== ROLL.attack) return false;
  const diff = attackDiff(v);
  const dice = v.rules.combatDice;
  const extra = v.extraDice(v.psychic);
  const auto = v.rules.naturalsDecide;
  const now = winChance(diff, dice, extra, true, auto);
  const gain = winChance(diff, dice, extra + 1, true, auto) - now;
  if (gain < p.destinyGain) return false;
  // Above Luck's gain by more than rounding: equal gains keep the fate, which Luck may not need.
  return !v.mayReroll(kind) || gain > luckWinChance(diff, dice, extra) - now + 1e-9;
}

/** The die to discard after Destiny from a roll that wants `want`: the lowest for an attack or a roll that wants high, the highest for one that wants low. */
export function discardDie(v: View, d: Decision, want: number): number {
  let lowest = 0;
  let highest = 0;
  for (let i = 1; i < d.options.length; i++) {
    if (v.die(d.options[i]) < v.die(d.options[lowest])) lowest = i;
    if (v.die(d.options[i]) > v.die(d.options[highest])) highest = i;
  }
  return want === WANT.lower ? highest : want === WANT.attack || want === WANT.higher ? lowest : 0;
}
