// doc-balance's experiment and findings: the DOC deck off, x1 and x2, and x1 less each card in turn
// (shuffled in, then set aside: RunPlan.setAside, so that every other card keeps its place), every
// arm on the same game seeds; x1 is played once and is the base of every ablation arm, off the base
// of x1 and x2. From the sums: each card's effect (whole deck minus the deck without it) on each
// character's win rate, mean rounds, the timeout rate and its first drawer's win rate
// (drawer-effects.ts), and its effect relative to the mean of the other cards (the mean of the other
// ablation arms minus the deck without it: x1 drops out); one Holm family over every row the report
// marks (the whole deck's rows, every absolute and every relative effect), each with its
// simultaneous interval; its exposure from the x1 arm's event counters; and the ranking of the cards
// by the nearer end of their relative effects' simultaneous intervals. The factorial design's rows
// come from factorial.ts instead, through the same family, ranking and report.
import { DOC_DECK, type BalanceDeck } from './balance-deck.ts';
import { holmAdjust } from '../stats/differences.ts';
import { MIN_DISCORDANT } from '../stats/small-samples.ts';
import { REPORT_FAMILY, SIGNIFICANCE, compareRows, degreesOfFreedom, levelsOf, setSimultaneous, type CompareRow } from './results.ts';
import {
  ABLATION_METRICS, keepLevels, scaleOf, setSimultaneousEffects, tEffect, untested, type AblationRow, type Effect, type RelativeEffect,
} from './effects.ts';
import { experimentOf, type Arm, type Experiment } from './arms.ts';
import type { EventSums } from './events.ts';
import type { FactorialSums } from './factorial-sums.ts';
import { factorialExperiment, factorialRows } from './factorial.ts';
import { drawerRows } from './drawer-effects.ts';
import { layoutOf } from './metrics.ts';
import { ARM_FIELDS, PAIR_FIELDS, armSums, poolEstimate, type ExperimentSums, type PoolSums } from './sums.ts';

export type { AblationRow, Effect, RelativeEffect } from './effects.ts';

/** How a balance check measures each card: leaving it out in turn, or in one of two random halves of the deck. */
export const DESIGNS = ['ablation', 'factorial'] as const;
export type Design = (typeof DESIGNS)[number];

/** The arms before the ablation arms: off, x1 (the whole deck, every ablation's base), x2. */
export const DECK_ARMS = ['off', 'x1', 'x2'] as const;
const WHOLE = 1;

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
  /** The ablation (every card left out in turn) or the factorial design (two random halves of the deck: experiment/factorial.ts). */
  design: Design;
  games: number;
  flag: number;
  ranking: RankedCard[];
  ablation: AblationRow[];
  exposure: CardExposure[];
  /** x1 and x2 against off: every tested row (characters dealt and played, seats, rounds, timeout, end reasons). */
  deck: CompareRow[];
  /** The widest simultaneous half-width of a card's effect: characters dealt in points, mean rounds in percent of the mean. */
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
  const drawer = { whole: WHOLE, events: cards.map((id) => `doc.${id}.drawn`) };
  return { ...x, bases: arms.map((_, a) => (a < DECK_ARMS.length ? 0 : WHOLE)), eventsOf: WHOLE, pool: ablations, drawer };
}

/** The factorial design of the same check: the scenario's plan with the DOC deck x1, a random half of its cards set aside, then the other half. */
export function docFactorialExperiment(base: Arm, cards: readonly string[], games: number): Experiment {
  const arm = { ...base, plan: { ...base.plan, rules: { ...base.plan.rules, doc: 'x1' as const } } };
  return { ...factorialExperiment(arm, cards.map((id) => ({ with: [], without: [id] })), [], games), eventsOf: 0 };
}

/** Everything the report shows, from the experiment's sums (either design: the ablation, or the factorial's two halves). */
export function docBalanceFindings(x: Experiment, sums: ExperimentSums, characters: readonly string[], cards: readonly string[], flag: number, on: BalanceDeck = DOC_DECK): DocBalanceFindings {
  const metrics = layoutOf(characters, x.arms[0].plan.seats.length, x.strategies).metrics;
  const factorial = x.factorial !== undefined;
  const rows = factorial ? [] : compareRows(x, sums, characters);
  const deck = rows.filter((r) => (r.arm === on.arms[1] || r.arm === on.arms[2]) && (r.p !== null || r.note !== '' || r.metric === 'median-rounds'));
  const relative = (card: string, r: CompareRow) => relativeEffect(sums, cards.indexOf(card), metrics.findIndex((d) => d.metric === r.metric && d.subject === r.subject), scaleOf(r.metric, r.baseline));
  const followed = cards.map((_, j) => (x.drawer?.events[j] ?? '') !== '');
  const ablation = factorial ? factorialRows(sums, metrics, cards)
    : [...ablationRows(rows, cards, relative), ...(sums.drawer ? drawerRows(sums.drawer, sums.games, cards, followed) : [])];
  holmOverDocBalance(deck, ablation);
  for (const r of ablation) {
    const v = r.relative;
    r.flagged = v.significant && ((v.simultaneousLow as number) > flag || (v.simultaneousHigh as number) < -flag);
  }
  const ranking = rankingOf(ablation, cards, on);
  const half = (m: string) => Math.max(0, ...ablation.filter((r) => r.metric === m && r.simultaneousLow !== null).map((r) => ((r.simultaneousHigh as number) - (r.simultaneousLow as number)) / 2));
  const present = (j: number) => (factorial ? (sums.games + (sums.factorial as FactorialSums).x[j]) / 2 : sums.games);
  return {
    design: factorial ? 'factorial' : 'ablation', games: sums.games, flag, ranking, ablation, deck,
    exposure: cards.map((id, j) => exposureOf(id, sums.events as EventSums, present(j), on.events)),
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
      const a: AblationRow = {
        card: id, metric: r.metric as AblationRow['metric'], subject: r.subject, whole: r.baseline, effect: -r.diff,
        low: turn(r.high), high: turn(r.low), scaled: -r.diff * scale, scaledLow: times(turn(r.high)), scaledHigh: times(turn(r.low)),
        simultaneousLow: null, simultaneousHigh: null, p: r.p, pHolm: null, significant: false, note: r.note, relative: relative(id, r), flagged: false,
      };
      keepLevels(a, levelsOf(r), scale, true);
      out.push(a);
    }
  }
  return out;
}

/**
 * Holm over one family of every row the report marks: the whole deck's rows against off, every
 * card's absolute and relative effect tested; then each one's simultaneous interval at the family's size.
 */
function holmOverDocBalance(deck: readonly CompareRow[], ablation: readonly AblationRow[]): void {
  const effects: Effect[] = [...ablation, ...ablation.map((r) => r.relative)];
  const adjusted = holmAdjust([...deck.map((r) => r.p ?? Number.NaN), ...effects.map((e) => e.p ?? Number.NaN)]);
  const size = adjusted.filter((p) => !Number.isNaN(p)).length;
  deck.forEach((r, i) => {
    const p = adjusted[i];
    Object.assign(r, { pHolm: Number.isNaN(p) ? null : p, significant: p < SIGNIFICANCE, family: Number.isNaN(p) ? '' : REPORT_FAMILY, familySize: Number.isNaN(p) ? null : size });
    setSimultaneous(r, size);
  });
  effects.forEach((e, i) => {
    const p = adjusted[deck.length + i];
    e.pHolm = Number.isNaN(p) ? null : p;
    e.significant = p < SIGNIFICANCE;
  });
  setSimultaneousEffects(effects, size);
}

/**
 * Pooled arm j's relative effect on metric m: the mean of the other pooled arms minus arm j, per game,
 * which is K/(K − 1) times the pool's mean minus arm j (experiment/sums.ts). Its interval and its test
 * are Student's t on the games at stake less one, on one standard error: the larger of the delta
 * method's (the card's own, right whatever the cards do) and the permutation test's (permutationSe,
 * right when no card differs from the others), so that the interval excludes 0 exactly when the test
 * rejects and neither is too narrow. A win/loss outcome that fewer than MIN_DISCORDANT games can tell
 * apart (a game where the card's arm and the pool part counts at most (K − 1)² in Σ(K·y_j − Y)²) has
 * too few games.
 */
function relativeEffect(sums: ExperimentSums, j: number, m: number, scale: number): RelativeEffect {
  const pool = sums.pool as PoolSums;
  const k = pool.of.length;
  const e = poolEstimate(sums, j, m);
  const a = armSums(sums, pool.of[j], m);
  const d = (-e.d * k) / (k - 1);
  const se = Math.max((e.se * k) / (k - 1), permutationSe(sums, j, m));
  const told = Math.ceil(pool.pairs[j][m * PAIR_FIELDS + 2] / ((k - 1) * (k - 1)));
  if ((a.yy === a.y && told < MIN_DISCORDANT) || !(se > 0)) return untested(d, scale, told === 0 || se === 0 ? 'no game differs' : 'too few games');
  return tEffect(d, se, degreesOfFreedom(a), scale);
}

/**
 * The relative effect's standard error under the permutation test's null (no card differs from the
 * others): the K pooled arms are then exchangeable within each game, so arm j's total S has mean
 * ΣY/K and variance Σ_k Σy_k²/K − ΣY²/K² given each game's values (E. J. G. Pitman, 1937), known from
 * every pooled arm's games; in the effect's units, K/(K − 1) of its square root over the games at
 * stake. The card's own estimate alone was too small whenever its arm happened to win a character's
 * games rarely, and 7% of null runs at 400 games per arm marked a relative effect significant
 * (test/experiment/doc-balance-null.test.ts).
 */
function permutationSe(sums: ExperimentSums, j: number, m: number): number {
  const pool = sums.pool as PoolSums;
  const k = pool.of.length;
  const arms = pool.of.map((a) => armSums(sums, a, m));
  const v = arms.reduce((s, x) => s + x.yy, 0) / k - pool.base[m * ARM_FIELDS + 2] / (k * k);
  return v > 0 && arms[j].z > 0 ? (k * Math.sqrt(v)) / ((k - 1) * arms[j].z) : 0;
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
  const did = Object.keys(e.count).filter((n) => n.startsWith(own) && ![name('drawn'), name('first-drawn'), name('encountered')].includes(n)).sort()
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
