// `balance`: a small set of integer handicaps under which every character's dealt win rate lies in a
// band around the fair share (1 / players), searched from `worth`'s scale factors. Each step measures
// every character's dealt rate under the handicaps so far (every step on the same game seeds, so that
// steps differ by the handicaps and not by the dice), gives each character outside the accepted band
// the handicap whose predicted change (the scale factors, taken as linear) brings it nearest the fair
// share with the fewest points, and measures again; a step whose rates lie near the edge of the
// accepted band is measured again on more games. The CLI (src/cli/balance.ts) then verifies the
// result on a fresh seed and writes it as a scenario.
import type { Handicap, Handicaps } from '../content/handicaps.ts';
import { HANDICAP_KEYS, HANDICAP_RANGE, printedValue, type HandicapPoint } from '../scenario/handicaps.ts';
import type { CharacterDef } from '../engine/index.ts';
import type { Aggregate } from '../sim/aggregate.ts';
import { wilsonInterval, type Interval } from '../stats/intervals.ts';

/** Worth of one point per character and attribute, as a rate (0.1 = 10 points). */
export type ScaleFactors = Record<string, Partial<Record<HandicapPoint, number>>>;

/** The most points one step moves an attribute, and the fewest points of worth an attribute must have to be used. */
export const MAX_STEP = 4;
export const MIN_WORTH = 0.0025;

/** A character's dealt rate in a measurement, with its 95% Wilson interval. */
export interface MeasuredRate extends Interval {
  character: string;
  dealt: number;
  wins: number;
  rate: number;
}

/** Every character's dealt win rate of a run's aggregate. */
export function dealtRates(a: Aggregate, characters: readonly string[]): MeasuredRate[] {
  return characters.map((c) => {
    const dealt = a.characterDealt[c] ?? 0;
    const wins = a.characterDealtWins[c] ?? 0;
    return { character: c, dealt, wins, rate: dealt === 0 ? 0 : wins / dealt, ...wilsonInterval(wins, dealt) };
  });
}

/**
 * The new handicap of one character (`def`: its card as printed): from `current`, changes of up to MAX_STEP points on one or two
 * of the `attributes` whose worth is at least MIN_WORTH, each kept within its range on the card; the
 * change whose predicted rate lies within `accept` of the wanted change `want` with the fewest points
 * in the whole handicap (then the fewest attributes, then the smallest predicted miss), or else the
 * one that misses it by least. Returns `current` when no change helps.
 */
export function stepFor(def: CharacterDef, current: Handicap, want: number, scale: Partial<Record<HandicapPoint, number>>, attributes: readonly HandicapPoint[], accept: number): Handicap {
  const usable = attributes.filter((a) => (scale[a] ?? 0) >= MIN_WORTH);
  type Option = { h: Handicap; miss: number; points: number; changed: number };
  const options: Option[] = [{ h: current, miss: Math.abs(want), points: pointsOf(current), changed: 0 }];
  const add = (deltas: [HandicapPoint, number][]) => {
    const h: Handicap = { ...current };
    let moved = 0;
    for (const [a, d] of deltas) {
      const v = (h[a] ?? 0) + d;
      const [min, max] = HANDICAP_RANGE[a];
      const value = printedValue(def, a) + v;
      if (value < min || value > max) return;
      if (v === 0) delete h[a];
      else h[a] = v;
      moved += d * (scale[a] as number);
    }
    options.push({ h, miss: Math.abs(want - moved), points: pointsOf(h), changed: deltas.length });
  };
  const steps = Array.from({ length: 2 * MAX_STEP + 1 }, (_, i) => i - MAX_STEP).filter((d) => d !== 0);
  usable.forEach((a, i) => {
    for (const d of steps) add([[a, d]]);
    for (const b of usable.slice(i + 1)) for (const d of steps) for (const e of steps) add([[a, d], [b, e]]);
  });
  const within = options.filter((o) => o.miss <= accept);
  const pool = within.length > 0 ? within : options;
  pool.sort((x, y) => (within.length > 0 ? x.points - y.points || x.changed - y.changed || x.miss - y.miss : x.miss - y.miss || x.points - y.points || x.changed - y.changed));
  return pool[0].h;
}

/** Points of a handicap: the sum of its attributes' absolute points, a start space counting one. */
export function pointsOf(h: Handicap | undefined): number {
  if (!h) return 0;
  let n = h.start === undefined ? 0 : 1;
  for (const [k, v] of Object.entries(h)) if (k !== 'start') n += Math.abs(v as number);
  return n;
}

/** Every handicap's points. */
export function totalPoints(h: Handicaps): number {
  return Object.values(h).reduce((n, x) => n + pointsOf(x), 0);
}

export interface BandCheck {
  /** Characters whose rate (under some bot) lies outside the accepted band. */
  out: string[];
  /** Characters whose interval reaches across the accepted band's edge: measure them on more games. */
  uncertain: string[];
}

/** Which characters lie outside `fair ± accept` under any bot's rates, and which are too near its edge to say. */
export function checkBand(perBot: readonly MeasuredRate[][], fair: number, accept: number): BandCheck {
  const out = new Set<string>();
  const uncertain = new Set<string>();
  for (const rates of perBot) {
    for (const r of rates) {
      if (r.dealt === 0) continue;
      if (Math.abs(r.rate - fair) > accept) out.add(r.character);
      if (r.low < fair - accept && r.high > fair - accept) uncertain.add(r.character);
      if (r.low < fair + accept && r.high > fair + accept) uncertain.add(r.character);
    }
  }
  return { out: [...out], uncertain: [...uncertain] };
}

/**
 * Each character's handicap after one step (`defs`: the cards as printed). A character's wanted
 * change is the mean over the bots of fair share − rate. The dealt rates of a table sum to about
 * one win a game, so what some characters are predicted to lose the others gain: a first pass
 * gives the characters outside the band their steps, of total predicted change T; then each
 * character's rate is read as shifted by −(T − its own change) / (C − 1), C the characters, and
 * those outside the accepted band so shifted get their handicap from the shifted rate.
 */
export function nextHandicaps(current: Handicaps, perBot: readonly MeasuredRate[][], defs: readonly CharacterDef[], scale: ScaleFactors, attributes: readonly HandicapPoint[], fair: number, accept: number, out: readonly string[]): Handicaps {
  const wants = new Map<string, number>();
  for (const def of defs) {
    const rates = perBot.map((rs) => rs.find((r) => r.character === def.id)).filter((r): r is MeasuredRate => r !== undefined && r.dealt > 0);
    if (rates.length > 0) wants.set(def.id, rates.reduce((sum, r) => sum + fair - r.rate, 0) / rates.length);
  }
  const step = (id: string, want: number) => stepFor(defs.find((c) => c.id === id) as CharacterDef, current[id] ?? {}, want, scale[id] ?? {}, attributes, accept);
  const own = new Map<string, number>();
  for (const id of out) if (wants.has(id)) own.set(id, predictedChange(current[id] ?? {}, step(id, wants.get(id) as number), scale[id] ?? {}));
  const total = [...own.values()].reduce((a, b) => a + b, 0);
  const next: Handicaps = { ...current };
  for (const [id, want] of wants) {
    const shifted = want + (total - (own.get(id) ?? 0)) / Math.max(1, wants.size - 1);
    if (Math.abs(shifted) <= accept) continue;
    const h = step(id, shifted);
    if (Object.keys(h).length === 0) delete next[id];
    else next[id] = h;
  }
  return inOrder(next, defs);
}

/** The handicaps in the characters' order, each in the attributes' order: as the scenario loader reads them back. */
function inOrder(h: Handicaps, defs: readonly CharacterDef[]): Handicaps {
  const out: Handicaps = {};
  for (const { id } of defs) {
    const x = h[id];
    if (!x) continue;
    out[id] = {};
    for (const key of HANDICAP_KEYS) if (x[key] !== undefined) (out[id] as Record<string, unknown>)[key] = x[key];
  }
  return out;
}

/** The change in the rate the scale factors predict from one handicap to another. */
export function predictedChange(from: Handicap, to: Handicap, scale: Partial<Record<HandicapPoint, number>>): number {
  let d = 0;
  for (const [a, w] of Object.entries(scale) as [HandicapPoint, number][]) d += ((to[a] ?? 0) - (from[a] ?? 0)) * w;
  return d;
}

/** The characters the bots disagree on: too strong under one bot and too weak under another. */
export function disagreements(perBot: readonly MeasuredRate[][], fair: number, band: number): string[] {
  if (perBot.length < 2) return [];
  const ids = perBot[0].map((r) => r.character);
  return ids.filter((id) => {
    const rates = perBot.map((rs) => rs.find((r) => r.character === id)).filter((r): r is MeasuredRate => r !== undefined && r.dealt > 0);
    return rates.some((r) => r.rate > fair + band) && rates.some((r) => r.rate < fair - band);
  });
}

/**
 * The scale factors learned from two measured steps (the secant): a character whose handicap
 * changed on one attribute only takes, for that attribute, the change of its rate (mean over the
 * bots) per point between the steps, when it has the sign of a worth. A point's worth is not the
 * same at every value (two points of Strength moved the Prophetess far more than twice one), and
 * the worth measured at the printed card made the search swing between two handicaps.
 */
export function learnedScale(scale: ScaleFactors, before: { handicaps: Handicaps; rates: readonly MeasuredRate[][] }, after: { handicaps: Handicaps; rates: readonly MeasuredRate[][] }): ScaleFactors {
  const out: ScaleFactors = Object.fromEntries(Object.entries(scale).map(([c, x]) => [c, { ...x }]));
  const mean = (rates: readonly MeasuredRate[][], id: string) => {
    const rs = rates.map((r) => r.find((x) => x.character === id)).filter((r): r is MeasuredRate => r !== undefined && r.dealt > 0);
    return rs.length === 0 ? null : rs.reduce((n, r) => n + r.rate, 0) / rs.length;
  };
  for (const id of new Set([...Object.keys(before.handicaps), ...Object.keys(after.handicaps)])) {
    const a = before.handicaps[id] ?? {};
    const b = after.handicaps[id] ?? {};
    if (a.start !== b.start) continue;
    const moved = HANDICAP_KEYS.filter((k) => k !== 'start' && (a[k] ?? 0) !== (b[k] ?? 0)) as HandicapPoint[];
    const r0 = mean(before.rates, id);
    const r1 = mean(after.rates, id);
    if (moved.length !== 1 || r0 === null || r1 === null) continue;
    const w = (r1 - r0) / (((b[moved[0]] ?? 0) - (a[moved[0]] ?? 0)));
    if (w >= MIN_WORTH) (out[id] ??= {})[moved[0]] = w;
  }
  return out;
}
