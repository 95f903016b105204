// doc-balance's experiment and findings: the DOC deck off, x1 and x2, and x1 less each card in turn
// (shuffled in, then set aside: RunPlan.setAside, so that every other card keeps its place), every
// arm on the same game seeds; x1 is played once and is the base of every
// ablation arm, off the base of x1 and x2. From the sums: each card's effect (whole deck minus the
// deck without it) on each character's win rate, mean rounds and the timeout rate, and its effect
// relative to the mean of the other cards (the mean of the other ablation arms minus the deck without
// it: x1 drops out); one Holm family over every row the report marks (the whole deck's rows, every
// absolute and every relative effect); its exposure from the x1 arm's event counters; and the
// ranking of the cards by the nearer end of their relative effects' simultaneous intervals.
import { DOC_DECK, type BalanceDeck } from './balance-deck.ts';
import { holmAdjust } from '../stats/differences.ts';
import { MIN_DISCORDANT, studentQuantile, studentTwoSidedP } from '../stats/small-samples.ts';
import { REPORT_FAMILY, SIGNIFICANCE, compareRows, degreesOfFreedom, type CompareRow } from './results.ts';
import { experimentOf, type Arm, type Experiment } from './arms.ts';
import type { EventSums } from './events.ts';
import { layoutOf } from './metrics.ts';
import { ARM_FIELDS, PAIR_FIELDS, armSums, poolEstimate, type ExperimentSums, type PoolSums } from './sums.ts';

/** The arms before the ablation arms: off, x1 (the whole deck, every ablation's base), x2. */
export const DECK_ARMS = ['off', 'x1', 'x2'] as const;
const WHOLE = 1;

/** What an ablation looks at: each character's win rate (dealt), mean rounds, the timeout rate. */
const ABLATION_METRICS = new Set(['character-dealt', 'rounds', 'timeout']);

/** An effect with its paired 95% interval, on its own scale and on the report's, and its tests; no interval nor p-value with too few games. */
export interface Effect {
  effect: number;
  low: number | null;
  high: number | null;
  /** The effect and its interval on one scale: rates in percentage points, rounds in percent of the whole deck's mean rounds. */
  scaled: number;
  scaledLow: number | null;
  scaledHigh: number | null;
  p: number | null;
  /** Holm-adjusted over the report's one family (every deck row, absolute and relative effect tested). */
  pHolm: number | null;
  significant: boolean;
  /** 'too few games' or 'no game differs' when untested, '' otherwise. */
  note: string;
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
  /** The relative effect is significant after the report's Holm family and its simultaneous interval lies wholly outside ±flag (scaled). */
  flagged: boolean;
}

/**
 * The card's effect minus the mean effect of the other cards in the run: per game, the mean of the
 * other without-one-card arms minus the arm without this card, so the whole deck (x1), which every
 * ablation shares, drops out, and with it x1's own chance deviation that moves every card's absolute
 * effect alike. Same units and scale as the absolute ones (rounds in percent of the whole deck's
 * mean rounds); paired interval with Student's t; Holm over the report's family. Beside the 95%
 * interval the simultaneous one (Bonferroni over the family: every such interval of the report
 * covers its effect at once in 95% of runs), which the ranking and the flag read.
 */
export interface RelativeEffect extends Effect {
  /** The degrees of freedom of its t interval (null when untested). */
  df: number | null;
  simultaneousLow: number | null;
  simultaneousHigh: number | null;
}

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
  /** The row behind the card's rank (and flag, when flagged): its relative effect's simultaneous interval lies farthest from 0. */
  largest: AblationRow;
  /** How far that interval's nearer end lies from 0 (scaled; 0 when it spans 0): the ranking's criterion. */
  evidence: number;
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
  const arm = (name: string, r: Partial<typeof rules>, setAside?: readonly string[]): Arm => ({
    name, file: base.file, plan: { ...base.plan, rules: { ...rules, ...r }, ...(setAside ? { setAside: { ids: setAside } } : {}) },
  });
  const arms = [
    ...DECK_ARMS.map((mode) => arm(`doc=${mode}`, { doc: mode })),
    ...cards.map((id) => arm(`without ${id}`, { doc: 'x1' }, [id])),
  ];
  const x = experimentOf(arms, games);
  const ablations = cards.map((_, i) => DECK_ARMS.length + i);
  return { ...x, bases: arms.map((_, a) => (a < DECK_ARMS.length ? 0 : WHOLE)), eventsOf: WHOLE, pool: ablations };
}

/** Everything the report shows, from the experiment's sums. */
export function docBalanceFindings(x: Experiment, sums: ExperimentSums, characters: readonly string[], cards: readonly string[], flag: number, on: BalanceDeck = DOC_DECK): DocBalanceFindings {
  const rows = compareRows(x, sums, characters);
  const deck = rows.filter((r) => (r.arm === on.arms[1] || r.arm === on.arms[2]) && (r.p !== null || r.note !== '' || r.metric === 'median-rounds'));
  const metrics = layoutOf(characters, x.arms[0].plan.seats.length, x.strategies).metrics;
  const relative = (card: string, r: CompareRow) => relativeEffect(sums, cards.indexOf(card), metrics.findIndex((d) => d.metric === r.metric && d.subject === r.subject), scaleOf(r.metric, r.baseline));
  const ablation = ablationRows(rows, cards, relative);
  holmOverDocBalance(deck, ablation);
  for (const r of ablation) {
    const v = r.relative;
    r.flagged = v.significant && ((v.simultaneousLow as number) > flag || (v.simultaneousHigh as number) < -flag);
  }
  const ranking = rankingOf(ablation, cards, on);
  const half = (m: string) => Math.max(0, ...ablation.filter((r) => r.metric === m && r.scaledLow !== null).map((r) => ((r.scaledHigh as number) - (r.scaledLow as number)) / 2));
  return {
    games: sums.games, flag, ranking, ablation, deck,
    exposure: cards.map((id) => exposureOf(id, sums.events as EventSums, sums.games, on.events)),
    widest: { characters: half('character-dealt'), rounds: half('rounds'), timeout: half('timeout') },
  };
}

/** Each card's rows, sign turned (the card's effect), with its relative effect. */
function ablationRows(rows: readonly CompareRow[], cards: readonly string[], relative: (card: string, r: CompareRow) => RelativeEffect): AblationRow[] {
  const out: AblationRow[] = [];
  for (const id of cards) {
    for (const r of rows) {
      if (r.arm !== `without ${id}` || !ABLATION_METRICS.has(r.metric)) continue;
      const scale = scaleOf(r.metric, r.baseline);
      const turn = (v: number | null) => (v === null ? null : -v);
      const times = (v: number | null) => (v === null ? null : v * scale);
      out.push({
        card: id, metric: r.metric as AblationRow['metric'], subject: r.subject, whole: r.baseline, effect: -r.diff,
        low: turn(r.high), high: turn(r.low), scaled: -r.diff * scale, scaledLow: times(turn(r.high)), scaledHigh: times(turn(r.low)),
        p: r.p, pHolm: null, significant: false, note: r.note, relative: relative(id, r), flagged: false,
      });
    }
  }
  return out;
}

/**
 * Holm over one family of every row the report marks: the whole deck's rows against off, every
 * card's absolute and relative effect tested; then each relative effect's simultaneous interval at
 * the family's size.
 */
function holmOverDocBalance(deck: readonly CompareRow[], ablation: readonly AblationRow[]): void {
  const effects: Effect[] = [...ablation, ...ablation.map((r) => r.relative)];
  const adjusted = holmAdjust([...deck.map((r) => r.p ?? Number.NaN), ...effects.map((e) => e.p ?? Number.NaN)]);
  const size = adjusted.filter((p) => !Number.isNaN(p)).length;
  deck.forEach((r, i) => {
    const p = adjusted[i];
    Object.assign(r, { pHolm: Number.isNaN(p) ? null : p, significant: p < SIGNIFICANCE, family: Number.isNaN(p) ? '' : REPORT_FAMILY, familySize: Number.isNaN(p) ? null : size });
  });
  effects.forEach((e, i) => {
    const p = adjusted[deck.length + i];
    e.pHolm = Number.isNaN(p) ? null : p;
    e.significant = p < SIGNIFICANCE;
  });
  for (const r of ablation) simultaneous(r.relative, Math.max(1, size));
}

/** The relative effect's interval at level 5% / m (Bonferroni over the family), from its 95% one. */
function simultaneous(v: RelativeEffect, m: number): void {
  if (v.scaledLow === null || v.scaledHigh === null || v.df === null) return;
  const half = ((v.scaledHigh - v.scaledLow) / 2) * (studentQuantile(SIGNIFICANCE / m, v.df) / studentQuantile(SIGNIFICANCE, v.df));
  v.simultaneousLow = v.scaled - half;
  v.simultaneousHigh = v.scaled + half;
}

/** Rates in percentage points; rounds in percent of the whole deck's mean rounds. */
function scaleOf(metric: string, whole: number): number {
  return metric === 'rounds' ? 100 / whole : 100;
}

/**
 * Pooled arm j's relative effect on metric m: the mean of the other pooled arms minus arm j, per game,
 * which is K/(K − 1) times the pool's mean minus arm j (experiment/sums.ts), with its t interval on the
 * games at stake less one. Its test is the permutation test of no card differing from the others: with
 * the pooled arms exchangeable, arm j's total S has mean ΣY/K and variance Σ_k Σy_k²/K − ΣY²/K²
 * given each game's values (permutationP). A win/loss outcome that fewer than MIN_DISCORDANT games
 * can tell apart (a game where the card's arm and the pool part counts at most (K − 1)² in
 * Σ(K·y_j − Y)²) has too few games.
 */
function relativeEffect(sums: ExperimentSums, j: number, m: number, scale: number): RelativeEffect {
  const pool = sums.pool as PoolSums;
  const k = pool.of.length;
  const e = poolEstimate(sums, j, m);
  const a = armSums(sums, pool.of[j], m);
  const d = (-e.d * k) / (k - 1);
  const se = (e.se * k) / (k - 1);
  const base = { effect: d, scaled: d * scale, pHolm: null, significant: false, simultaneousLow: null, simultaneousHigh: null };
  const none = { low: null, high: null, scaledLow: null, scaledHigh: null, p: null, df: null };
  const told = Math.ceil(pool.pairs[j][m * PAIR_FIELDS + 2] / ((k - 1) * (k - 1)));
  if ((a.yy === a.y && told < MIN_DISCORDANT) || !(se > 0)) {
    return { ...base, ...none, note: told === 0 || se === 0 ? 'no game differs' : 'too few games' };
  }
  const df = degreesOfFreedom(a);
  const half = studentQuantile(SIGNIFICANCE, df) * se;
  const p = permutationP(sums, j, m, df);
  return { ...base, low: d - half, high: d + half, scaledLow: (d - half) * scale, scaledHigh: (d + half) * scale, p, note: '', df };
}

/**
 * The permutation test's p-value for pooled arm j on metric m: its total's deviation from ΣY/K over
 * the permutation standard deviation, read on Student's t. The variance is the permutation one, known
 * under the null from every pooled arm's games, not arm j's own estimate: with that one (the delta
 * method's), a card whose arm happened to win a character's games rarely got too small a variance,
 * and 7% of null runs at 400 games per arm marked a relative effect significant (test/experiment/doc-balance-null.test.ts).
 */
function permutationP(sums: ExperimentSums, j: number, m: number, df: number): number {
  const pool = sums.pool as PoolSums;
  const k = pool.of.length;
  const arms = pool.of.map((a) => armSums(sums, a, m));
  const o = m * ARM_FIELDS;
  const t = arms[j].y - pool.base[o] / k;
  const v = arms.reduce((s, x) => s + x.yy, 0) / k - pool.base[o + 2] / (k * k);
  return v > 0 ? studentTwoSidedP(t / Math.sqrt(v), df) : 1;
}

/**
 * The cards by the evidence of their relative effects: how far the nearer end of the simultaneous
 * interval lies from 0 (0 when it spans 0), the largest over the card's rows, then by the size of
 * that row's effect; ties by the seed's order. A flagged card shows a flagged row.
 */
function rankingOf(ablation: readonly AblationRow[], cards: readonly string[], on: BalanceDeck): RankedCard[] {
  const evidence = (r: AblationRow) => {
    const v = r.relative;
    return v.simultaneousLow === null || v.simultaneousHigh === null ? 0 : Math.max(0, v.simultaneousLow, -v.simultaneousHigh);
  };
  const better = (a: AblationRow, b: AblationRow) => Number(b.flagged) - Number(a.flagged) || evidence(b) - evidence(a) || Math.abs(b.relative.scaled) - Math.abs(a.relative.scaled);
  const ranked = cards.map((id) => {
    const own = ablation.filter((r) => r.card === id).sort(better);
    return { rank: 0, card: id, name: on.name(id), largest: own[0], evidence: evidence(own[0]), flagged: own[0].flagged };
  });
  ranked.sort((a, b) => better(a.largest, b.largest) || cards.indexOf(a.card) - cards.indexOf(b.card));
  ranked.forEach((r, i) => (r.rank = i + 1));
  return ranked;
}

/** A DOC card's name by id (the id when it is none). */
export function cardName(id: string): string {
  return DOC_DECK.name(id);
}

function exposureOf(id: string, e: EventSums, games: number, prefix: string): CardExposure {
  const name = (what: string) => `${prefix}.${id}.${what}`;
  const own = name('');
  const did = Object.keys(e.count).filter((n) => n.startsWith(own) && n !== name('drawn') && n !== name('encountered')).sort()
    .map((n) => ({ what: n.slice(own.length), perGame: e.count[n] / games }));
  const seats = e.seats[name('encountered')] ?? 0;
  const wins = e.seatWins[name('encountered')] ?? 0;
  const rate = (w: number, n: number) => (n > 0 ? w / n : null);
  return {
    card: id, drawnPerGame: (e.count[name('drawn')] ?? 0) / games, encounteredPerGame: (e.count[name('encountered')] ?? 0) / games,
    gamesDrawn: (e.games[name('drawn')] ?? 0) / games, did, seatsEncountered: seats,
    winRateEncountered: rate(wins, seats), winRateNot: rate(e.allWins - wins, e.allSeats - seats),
  };
}
