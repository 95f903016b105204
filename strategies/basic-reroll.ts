// The basic player's fate rerolls (decision kind 'reroll'): which die of the roll under way to
// reroll, if any, read from the roll's want, its kind and its dice (View.die), never from the
// options, so basic-declines.ts can ask it before the offer is built. A movement roll's moves are
// scored once here and kept for the move decision that follows when the roll is kept.
import { MOVE_REROLL, ROLL, WANT, type Decision, type View } from '../src/engine/index.ts';
import { rerollFace } from './basic-abilities.ts';
import { scoreMove, situation } from './basic-moves.ts';
import type { Personality } from './personality.ts';

const COMMAND_SPELL_ROLL = ROLL['command-spell'];
/**
 * From a stand-off a rerolled attack die wins the fight if it comes up higher and costs a life if
 * lower: reroll the lowest die only when higher is likelier, a 3 or less (issue 20: search overruled
 * basic's every-stand-off reroll; +0.8 points a seat-game against the old rule, measured).
 */
const STANDOFF_REROLL_MAX = 3;

/**
 * The die to reroll of a roll of n dice (v.die(0) to v.die(n - 1)), or -1 to keep it: `want` and
 * `kind` are the reroll decision's subject (WANT) and detail (the roll's kind).
 */
export function rerollChoice(v: View, want: number, kind: number, n: number, p: Personality): number {
  let lowest = 0;
  let highest = 0;
  for (let i = 0; i < n; i++) {
    const die = v.die(i);
    if (die < v.die(lowest)) lowest = i;
    if (die > v.die(highest)) highest = i;
  }
  if (want === WANT.attack) {
    if (v.myScore === v.theirScore && p.fateOnAttack === 0) return v.die(lowest) <= STANDOFF_REROLL_MAX ? lowest : -1;
    return v.myScore <= v.theirScore + p.fateOnAttack ? lowest : -1;
  }
  if (want === MOVE_REROLL) return movesLookBad(v, v.die(0), p) ? 0 : -1;
  if (want === WANT.face) return rerollFace(v, kind, p) ? 0 : -1;
  // The Command Spell works from the rule set's minimum (p.20: 4-6; faster play lowers it, p.21).
  if (kind === COMMAND_SPELL_ROLL) return v.die(lowest) < v.commandSpellMin ? lowest : -1;
  if (want > 0) return v.die(lowest) <= 2 ? lowest : -1;
  return v.die(highest) >= 5 ? highest : -1;
}

/**
 * The moves a movement roll allows and their scores, worked out for the reroll decision. When the
 * roll is kept, the move decision that follows at once (the next stamp, the same roll) is about the
 * same options in an unchanged game, so it takes the best of these scores instead of scoring again.
 */
class RolledMoves {
  view: View | null = null;
  stamp = -1;
  steps = 0;
  /** The board's move options for the roll (read-only, shared). */
  options: readonly number[] = [];
  /** The options' scores (the first options.length), grown when a roll has more options than ever before. */
  scores = new Float64Array(16);
}
const rolled = new RolledMoves();

/** A movement roll worth a fate reroll: every place it reaches looks bad. */
function movesLookBad(v: View, steps: number, p: Personality): boolean {
  const o = v.moveOptions(steps);
  rolled.options = o;
  if (rolled.scores.length < o.length) rolled.scores = new Float64Array(2 * o.length);
  const sit = situation(v, p);
  let bestScore = -Infinity;
  for (let i = 0; i < o.length; i++) {
    const s = scoreMove(v, o[i], sit);
    rolled.scores[i] = s;
    bestScore = Math.max(bestScore, s);
  }
  const bad = bestScore < -3;
  rolled.view = bad ? null : v;
  rolled.stamp = v.stamp;
  rolled.steps = steps;
  return bad;
}

/** The move decision right after keeping a roll scored by movesLookBad(): its best option, else -1. */
export function keptRollMove(v: View, d: Decision): number {
  if (rolled.view !== v || v.stamp !== rolled.stamp + 1 || d.subject !== rolled.steps) return -1;
  return bestKept(rolled.options, rolled.scores, d);
}

/** The best of the move options `o` scored as `scores` when d offers the same options, else -1. */
export function bestKept(o: readonly number[], scores: ArrayLike<number>, d: Decision): number {
  if (o !== d.options) {
    if (o.length !== d.options.length) return -1;
    for (let i = 0; i < o.length; i++) if (o[i] !== d.options[i]) return -1;
  }
  let bi = 0;
  let bs = -Infinity;
  for (let i = 0; i < o.length; i++) {
    if (scores[i] > bs) {
      bs = scores[i];
      bi = i;
    }
  }
  return bi;
}
