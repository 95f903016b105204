// A card's effects as the balance checks report them (doc-balance.ts for the ablation,
// factorial.ts for the factorial design): the effect on its own scale and the report's, its per-row
// and simultaneous intervals and its tests, and the way to its interval at any level, kept beside
// the effect (not in its JSON) for the simultaneous interval once the report's family is known.
import type { Interval } from '../stats/intervals.ts';
import { SIGNIFICANCE, tTest, type IntervalAt } from './results.ts';
export { ABLATION_METRICS } from './metrics.ts';

/** An effect with its paired 95% interval, on its own scale and on the report's, and its tests; no interval nor p-value with too few games. */
export interface Effect {
  effect: number;
  /** The per-row 95% interval. */
  low: number | null;
  high: number | null;
  /** The effect and its per-row interval on one scale: rates in percentage points, rounds in percent of the whole deck's mean rounds. */
  scaled: number;
  scaledLow: number | null;
  scaledHigh: number | null;
  /**
   * The simultaneous 95% interval on that scale, the answer: the same interval at level 5% / m for
   * the report's family of m tests (Bonferroni), so that all of them cover their effects at once in
   * 95% of runs. One that excludes 0 is significant after Holm.
   */
  simultaneousLow: number | null;
  simultaneousHigh: number | null;
  p: number | null;
  /** Holm-adjusted over the report's one family (every deck row, absolute and relative effect tested). */
  pHolm: number | null;
  significant: boolean;
  /** 'too few games' or 'no game differs' when untested, '' otherwise. */
  note: string;
}

/**
 * A card's effect on one metric: the whole deck minus the deck without it (rates as fractions,
 * rounds as rounds); 'drawer' is the win rate of the seat that first drew it (drawer.ts).
 */
export interface AblationRow extends Effect {
  card: string;
  metric: 'character-dealt' | 'rounds' | 'timeout' | 'drawer';
  subject: string;
  /** The whole deck's value (for 'drawer': the share of games the card was drawn in). */
  whole: number;
  /** The card's effect relative to the deck's mean card: see RelativeEffect. */
  relative: RelativeEffect;
  /** The relative effect is significant after the report's Holm family and its simultaneous interval lies wholly outside ±flag (scaled). */
  flagged: boolean;
}

/**
 * The card's effect minus the mean effect of the other cards in the run: per game, the mean of the
 * other without-one-card arms minus the arm without this card, so the whole deck (x1), which every
 * ablation shares, drops out, and with it x1's own chance deviation that moves every card's absolute
 * effect alike. Same units and scale as the absolute ones (rounds in percent of the whole deck's
 * mean rounds); Student's t on one standard error for its interval and its test alike (relativeEffect);
 * Holm over the report's family. The ranking and the flag read its simultaneous interval.
 */
export interface RelativeEffect extends Effect {
  /** The degrees of freedom of its t interval (null when untested). */
  df: number | null;
}

/** Each tested effect's scaled interval at any level, for its simultaneous interval. */
const levels = new WeakMap<Effect, IntervalAt>();

/** Rates in percentage points; rounds in percent of the whole deck's mean rounds. */
export function scaleOf(metric: string, whole: number): number {
  return metric === 'rounds' ? 100 / whole : 100;
}

/** An effect with no interval nor test (too few games, or no game differs). */
export function untested(d: number, scale: number, note: string): RelativeEffect {
  return {
    effect: d, low: null, high: null, scaled: d * scale, scaledLow: null, scaledHigh: null, simultaneousLow: null, simultaneousHigh: null,
    p: null, pHolm: null, significant: false, note, df: null,
  };
}

/** An effect d with standard error se: Student's t on df degrees of freedom for its interval and its test alike. */
export function tEffect(d: number, se: number, df: number, scale: number): RelativeEffect {
  const t = tTest({ d, se }, df);
  const at = t.at as IntervalAt;
  const e: RelativeEffect = { ...untested(d, scale, ''), low: t.low, high: t.high, scaledLow: (t.low as number) * scale, scaledHigh: (t.high as number) * scale, p: t.p, df };
  levels.set(e, (alpha) => scaled(at(alpha), scale));
  return e;
}

/** An effect whose interval at any level is `at` (unscaled), sign turned when `turn` (an arm minus the whole deck read as the card's effect). */
export function keepLevels(e: Effect, at: IntervalAt | undefined, scale: number, turn: boolean): void {
  if (at) levels.set(e, (alpha) => scaled(turn ? { low: -at(alpha).high, high: -at(alpha).low } : at(alpha), scale));
}

/** `to` takes `from`'s intervals at any level (an effect copied into a row). */
export function moveLevels(from: Effect, to: Effect): void {
  const at = levels.get(from);
  if (at) levels.set(to, at);
}

function scaled(i: Interval, scale: number): Interval {
  return { low: i.low * scale, high: i.high * scale };
}

/** Set each tested effect's simultaneous interval for a family of m tests: its interval at 5% / m. */
export function setSimultaneousEffects(effects: readonly Effect[], m: number): void {
  for (const e of effects) {
    const at = levels.get(e);
    if (at === undefined || e.p === null) continue;
    const i = at(SIGNIFICANCE / m);
    e.simultaneousLow = i.low;
    e.simultaneousHigh = i.high;
  }
}
