// True Fate's decisions (Fantastic Diversions, issue 17) for basic and expert. Destiny is paid before
// an attack roll when its exact gain in win chance (strategies/odds.ts: one more die, the best kept)
// is at least p.destinyGain and, where Luck is allowed too, beats what the same fate buys as a Luck
// reroll after a roll that does not win (with one die the two are worth the same: Luck is kept).
// Other rolls keep their fate for Luck. A discarded die is the one that helps the roll least.
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

/** Pay Destiny before this roll (the question's detail is the roll's kind)? */
export function payDestiny(v: View, kind: number, p: Personality): boolean {
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

/** The die to discard after Destiny: the lowest for an attack or a roll that wants high, the highest for one that wants low. */
export function discardDie(v: View, d: Decision): number {
  let lowest = 0;
  let highest = 0;
  for (let i = 1; i < d.options.length; i++) {
    if (v.die(d.options[i]) < v.die(d.options[lowest])) lowest = i;
    if (v.die(d.options[i]) > v.die(d.options[highest])) highest = i;
  }
  return d.subject === WANT.lower ? highest : d.subject === WANT.attack || d.subject === WANT.higher ? lowest : 0;
}
