// doc-balance's experiment and findings: the DOC deck off, x1 and x2, and x1 less each card in turn
// (docExclude), every arm on the same game seeds; x1 is played once and is the base of every
// ablation arm, off the base of x1 and x2. From the sums: each card's effect (whole deck minus the
// deck without it) on each character's win rate, mean rounds and the timeout rate, and its effect
// relative to the deck's mean card (the mean of the ablation arms minus the deck without it: x1 drops
// out), both Holm-adjusted across the cards; its exposure from the x1 arm's event counters; and the
// ranking of the cards by their relative effects.
import { DOC_CARDS } from '../rules/doc/cards.ts';
import { differenceP, holmAdjust, normalInterval } from '../stats/differences.ts';
import { SIGNIFICANCE, compareRows, type CompareRow } from './results.ts';
import { experimentOf, type Arm, type Experiment } from './arms.ts';
import type { EventSums } from './events.ts';
import { layoutOf } from './metrics.ts';
import { poolEstimate, type ExperimentSums } from './sums.ts';

/** The arms before the ablation arms: off, x1 (the whole deck, every ablation's base), x2. */
export const DECK_ARMS = ['off', 'x1', 'x2'] as const;
const WHOLE = 1;

/** What an ablation looks at: each character's win rate (dealt), mean rounds, the timeout rate. */
const ABLATION_METRICS = new Set(['character-dealt', 'rounds', 'timeout']);

/** An effect with its paired 95% interval, on its own scale and on the report's, and its tests. */
export interface Effect {
  effect: number;
  low: number;
  high: number;
  /** The effect and its interval on one scale: rates in percentage points, rounds in percent of the whole deck's mean rounds. */
  scaled: number;
  scaledLow: number;
  scaledHigh: number;
  p: number;
  /** Holm-adjusted across the cards (per metric and subject). */
  pHolm: number;
  significant: boolean;
}

/** A card's ablation on one metric: its effect is the whole deck minus the deck without it (rates as fractions, rounds as rounds). */
export interface AblationRow extends Effect {
  card: string;
  metric: 'character-dealt' | 'rounds' | 'timeout';
  subject: string;
  /** The whole deck's value. */
  whole: number;
  /** The card's effect relative to the deck's mean card: see RelativeEffect. */
  relative: RelativeEffect;
  /** The relative interval lies wholly outside ±flag (scaled) and the relative effect is significant after Holm across the cards: not one of the intervals that miss by chance among hundreds. */
  flagged: boolean;
}

/**
 * The card's effect minus the mean effect of every card in the run: per game, the mean of the
 * without-one-card arms minus the arm without this card, so the whole deck (x1), which every
 * ablation shares, drops out, and with it x1's own chance deviation that moves every card's absolute
 * effect alike. Relative effects sum to 0 over the cards. Same units and scale as the absolute ones
 * (rounds in percent of the whole deck's mean rounds); paired interval, Holm across the cards.
 */
export type RelativeEffect = Effect;

export interface CardExposure {
  card: string;
  /** Per game of the whole deck (x1): times drawn, times encountered; the share of games it was drawn in. */
  drawnPerGame: number;
  encounteredPerGame: number;
  gamesDrawn: number;
  /** What it did, per game: every 'doc.<card>.<what>' event but drawn and encountered. */
  did: { what: string; perGame: number }[];
  /** Seats that encountered it: how many seat-games, their win rate; the other seats' win rate. An association, not a cause. */
  seatsEncountered: number;
  winRateEncountered: number | null;
  winRateNot: number | null;
}

export interface RankedCard {
  rank: number;
  card: string;
  name: string;
  /** The ablation row with the largest |scaled relative effect|. */
  largest: AblationRow;
  flagged: boolean;
}

export interface DocBalanceFindings {
  games: number;
  flag: number;
  ranking: RankedCard[];
  ablation: AblationRow[];
  exposure: CardExposure[];
  /** x1 and x2 against off: every tested row (characters dealt and played, seats, rounds, timeout, end reasons). */
  deck: CompareRow[];
  /** The widest ablation half-width: characters dealt in points, mean rounds in percent of the mean. */
  widest: { characters: number; rounds: number; timeout: number };
}

/** The arms: the scenario's plan with doc off, x1, x2, then x1 less each card in play; paired as the header says. */
export function docBalanceExperiment(base: Arm, cards: readonly string[], games: number): Experiment {
  const rules = base.plan.rules;
  const arm = (name: string, r: Partial<typeof rules>): Arm => ({ name, file: base.file, plan: { ...base.plan, rules: { ...rules, ...r } } });
  const arms = [
    ...DECK_ARMS.map((mode) => arm(`doc=${mode}`, { doc: mode })),
    ...cards.map((id) => arm(`without ${id}`, { doc: 'x1', docExclude: [...rules.docExclude, id] })),
  ];
  const x = experimentOf(arms, games);
  const ablations = cards.map((_, i) => DECK_ARMS.length + i);
  return { ...x, bases: arms.map((_, a) => (a < DECK_ARMS.length ? 0 : WHOLE)), eventsOf: WHOLE, pool: ablations };
}

/** Everything the report shows, from the experiment's sums. */
export function docBalanceFindings(x: Experiment, sums: ExperimentSums, characters: readonly string[], cards: readonly string[], flag: number): DocBalanceFindings {
  const rows = compareRows(x, sums, characters);
  const deck = rows.filter((r) => (r.arm === 'doc=x1' || r.arm === 'doc=x2') && (r.low !== null || r.metric === 'median-rounds'));
  const metrics = layoutOf(characters, x.arms[0].plan.seats.length, x.strategies).metrics;
  const relative = (card: string, r: CompareRow) => relativeEffect(sums, cards.indexOf(card), metrics.findIndex((d) => d.metric === r.metric && d.subject === r.subject), scaleOf(r.metric, r.baseline));
  const ablation = ablationRows(rows, cards, relative);
  for (const r of ablation) r.flagged = r.relative.significant && (r.relative.scaledLow > flag || r.relative.scaledHigh < -flag);
  const ranking = rankingOf(ablation, cards);
  const half = (m: string) => Math.max(0, ...ablation.filter((r) => r.metric === m).map((r) => (r.scaledHigh - r.scaledLow) / 2));
  return {
    games: sums.games, flag, ranking, ablation, deck,
    exposure: cards.map((id) => exposureOf(id, sums.events as EventSums, sums.games)),
    widest: { characters: half('character-dealt'), rounds: half('rounds'), timeout: half('timeout') },
  };
}

/** Each card's rows, sign turned (the card's effect), with its relative effect; both Holm-adjusted across the cards for each metric and subject. */
function ablationRows(rows: readonly CompareRow[], cards: readonly string[], relative: (card: string, r: CompareRow) => RelativeEffect): AblationRow[] {
  const out: AblationRow[] = [];
  for (const id of cards) {
    for (const r of rows) {
      if (r.arm !== `without ${id}` || !ABLATION_METRICS.has(r.metric) || r.low === null) continue;
      const scale = scaleOf(r.metric, r.baseline);
      out.push({
        card: id, metric: r.metric as AblationRow['metric'], subject: r.subject, whole: r.baseline, effect: -r.diff,
        low: -(r.high as number), high: -(r.low as number), scaled: -r.diff * scale, scaledLow: -(r.high as number) * scale, scaledHigh: -(r.low as number) * scale,
        p: r.p ?? 1, pHolm: r.p ?? 1, significant: false, relative: relative(id, r), flagged: false,
      });
    }
  }
  holmAcrossCards(out, (r) => (untold(r) ? Number.NaN : r.p), (r, p) => {
    r.pHolm = Number.isNaN(p) ? 1 : p;
    r.significant = p < SIGNIFICANCE;
  });
  holmAcrossCards(out, (r) => r.relative.p, (r, p) => {
    r.relative.pHolm = p;
    r.relative.significant = p < SIGNIFICANCE;
  });
  return out;
}

/**
 * No game told the two arms apart (compare leaves such a row untested, results.ts): it reads p = 1
 * but stays out of its Holm family, so it does not make the cards that did differ look weaker.
 */
function untold(r: AblationRow): boolean {
  return r.effect === 0 && r.low === 0 && r.high === 0;
}

/** Rates in percentage points; rounds in percent of the whole deck's mean rounds. */
function scaleOf(metric: string, whole: number): number {
  return metric === 'rounds' ? 100 / whole : 100;
}

/** Holm's adjustment within each metric and subject, across the cards. */
function holmAcrossCards(rows: readonly AblationRow[], p: (r: AblationRow) => number, set: (r: AblationRow, pHolm: number) => void): void {
  for (const key of new Set(rows.map((r) => `${r.metric}\u0000${r.subject}`))) {
    const family = rows.filter((r) => `${r.metric}\u0000${r.subject}` === key);
    const adjusted = holmAdjust(family.map(p));
    family.forEach((r, i) => set(r, adjusted[i]));
  }
}

/** Pooled arm j's relative effect on metric m (the pool's mean minus the deck without card j; experiment/sums.ts), before Holm. */
function relativeEffect(sums: ExperimentSums, j: number, m: number, scale: number): RelativeEffect {
  const e = poolEstimate(sums, j, m);
  const i = normalInterval(e);
  const p = Number.isFinite(e.se) ? differenceP(e.d, e.se) : 1;
  return { effect: -e.d, low: -i.high, high: -i.low, scaled: -e.d * scale, scaledLow: -i.high * scale, scaledHigh: -i.low * scale, p, pHolm: p, significant: false };
}

/** The cards by the size of their largest relative effect (scaled), largest first; ties by the seed's order. */
function rankingOf(ablation: readonly AblationRow[], cards: readonly string[]): RankedCard[] {
  const ranked = cards.map((id) => {
    const own = ablation.filter((r) => r.card === id);
    const largest = own.reduce((a, b) => (Math.abs(b.relative.scaled) > Math.abs(a.relative.scaled) ? b : a));
    return { rank: 0, card: id, name: cardName(id), largest, flagged: own.some((r) => r.flagged) };
  });
  ranked.sort((a, b) => Math.abs(b.largest.relative.scaled) - Math.abs(a.largest.relative.scaled) || cards.indexOf(a.card) - cards.indexOf(b.card));
  ranked.forEach((r, i) => (r.rank = i + 1));
  return ranked;
}

export function cardName(id: string): string {
  return DOC_CARDS.find((c) => c.id === id)?.name ?? id;
}

function exposureOf(id: string, e: EventSums, games: number): CardExposure {
  const name = (what: string) => `doc.${id}.${what}`;
  const prefix = name('');
  const did = Object.keys(e.count).filter((n) => n.startsWith(prefix) && n !== name('drawn') && n !== name('encountered')).sort()
    .map((n) => ({ what: n.slice(prefix.length), perGame: e.count[n] / games }));
  const seats = e.seats[name('encountered')] ?? 0;
  const wins = e.seatWins[name('encountered')] ?? 0;
  const rate = (w: number, n: number) => (n > 0 ? w / n : null);
  return {
    card: id, drawnPerGame: (e.count[name('drawn')] ?? 0) / games, encounteredPerGame: (e.count[name('encountered')] ?? 0) / games,
    gamesDrawn: (e.games[name('drawn')] ?? 0) / games, did, seatsEncountered: seats,
    winRateEncountered: rate(wins, seats), winRateNot: rate(e.allWins - wins, e.allSeats - seats),
  };
}
