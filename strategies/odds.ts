// Exact attack odds for strategies: the chance that a side with attack value `mine` (rolling the
// rule set's combat dice plus `extra`, keeping the best) beats, ties or loses to `theirs` + roll.
// Enumerated once per (combat dice, extra, creature rolls or not, naturals decide or not) and cached
// by score difference. With naturals deciding (Auto-Win/Lose) the outcomes follow src/odds/outcome.ts.
import { DOUBLE_LOSS, DOUBLE_WIN, STANDOFF, WIN, judge } from '../src/odds/outcome.ts';

/**
 * Tables by (auto ? 256 : 0) + dice * 64 + extra * 2 + (they roll ? 1 : 0): an array, not a Map, for
 * the look-up per fight scored.
 */
const cache: (Float64Array | undefined)[] = new Array<Float64Array | undefined>(512).fill(undefined);
/** Score differences beyond ±SPAN are as good as ±SPAN. */
export const SPAN = 40;

/** Distribution of an attack roll total: `dice` dice kept from `dice + extra` rolled. */
function rollDistribution(dice: number, extra: number): Float64Array {
  const n = dice + extra;
  const dist = new Float64Array(6 * dice + 1);
  const faces = new Array<number>(n).fill(1);
  const total = 6 ** n;
  for (let k = 0; k < total; k++) {
    let r = k;
    for (let i = 0; i < n; i++) {
      faces[i] = (r % 6) + 1;
      r = Math.floor(r / 6);
    }
    const kept = [...faces].sort((a, b) => b - a).slice(0, dice);
    dist[kept.reduce((s, f) => s + f, 0)] += 1 / total;
  }
  return dist;
}

/**
 * [P(win), P(stand-off)] by score difference mine - theirs, offset by SPAN: entry (d + SPAN) * 2
 * and the next. A caller scoring many fights at once looks it up once (winChance does per call).
 * `auto`: naturals decide (the kept dice, RuleSet.naturalsDecide): a Double Win counts as a win (the
 * fight is won), a Double Loss as a stand-off, as the engine's results are (src/odds/outcome.ts judge).
 */
export function table(dice: number, extra: number, theyRoll: boolean, auto = false): Float64Array {
  const key = (auto ? 256 : 0) + dice * 64 + extra * 2 + (theyRoll ? 1 : 0);
  let t = cache[key];
  if (t) return t;
  const a = rollDistribution(dice, extra);
  const b = theyRoll ? rollDistribution(dice, 0) : Float64Array.of(1);
  t = new Float64Array((2 * SPAN + 1) * 2);
  for (let diff = -SPAN; diff <= SPAN; diff++) {
    let win = 0;
    let tie = 0;
    for (let x = 0; x < a.length; x++) {
      for (let y = 0; y < b.length; y++) {
        const outcome = auto ? judge(diff, x, theyRoll ? y : 0, 0, true, dice) : judge(diff, x, y, 0, false);
        if (outcome === WIN || outcome === DOUBLE_WIN) win += a[x] * b[y];
        else if (outcome === STANDOFF || outcome === DOUBLE_LOSS) tie += a[x] * b[y];
      }
    }
    t[(diff + SPAN) * 2] = win;
    t[(diff + SPAN) * 2 + 1] = tie;
  }
  cache[key] = t;
  return t;
}

/** Chance to win an attack with this score difference (before rolls). */
export function winChance(diff: number, dice: number, extra = 0, theyRoll = true, auto = false): number {
  const d = Math.max(-SPAN, Math.min(SPAN, diff));
  return table(dice, extra, theyRoll, auto)[(d + SPAN) * 2];
}

/** Chance to lose (neither win nor stand-off). */
export function loseChance(diff: number, dice: number, extra = 0, theyRoll = true, auto = false): number {
  const d = Math.max(-SPAN, Math.min(SPAN, diff));
  const t = table(dice, extra, theyRoll, auto);
  return 1 - t[(d + SPAN) * 2] - t[(d + SPAN) * 2 + 1];
}
