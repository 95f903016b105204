// The run report's charts as Vega-Lite specs with their data inlined: win rates by character with
// 95% intervals (sorted by rate), win rates by seat, the game-length histogram and the survival
// curve. run-report.ts renders each to SVG (renderSvg in odds-heatmap.ts) and writes both.
import type { TopLevelSpec } from 'vega-lite';
import type { Aggregate } from '../sim/aggregate.ts';
import type { Summary } from '../sim/summary.ts';
import { histogramOf } from '../stats/histogram.ts';
import type { SurvivalRow } from '../stats/survival.ts';
import { characterName, seatName } from './labels.ts';
import { CHART_CONFIG, subtitle } from './svg.ts';

const SCHEMA = 'https://vega.github.io/schema/vega-lite/v5.json';
const WIDTH = 560;
const ROW = 22;
const MAX_BINS = 60;
const PERCENT = { format: '.0%' } as const;

/** Rates in the charts' data, rounded so that the specs stay readable. */
function round(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

interface RateDatum {
  label: string;
  games: number;
  wins: number;
  winRate: number;
  ciLow: number;
  ciHigh: number;
}

function rateDatum(label: string, r: { wins: number; winRate: number; ciLow: number; ciHigh: number }, games: number): RateDatum {
  return { label, games, wins: r.wins, winRate: round(r.winRate), ciLow: round(r.ciLow), ciHigh: round(r.ciHigh) };
}

const RATE_TOOLTIP = [
  { field: 'label', type: 'nominal', title: 'name' },
  { field: 'wins', type: 'quantitative' },
  { field: 'games', type: 'quantitative' },
  { field: 'winRate', type: 'quantitative', title: 'win rate', format: '.1%' },
  { field: 'ciLow', type: 'quantitative', title: '95% CI from', format: '.1%' },
  { field: 'ciHigh', type: 'quantitative', title: '95% CI to', format: '.1%' },
] as const;

/**
 * A dot per row at its win rate and a bar across its 95% interval, rows down the y axis in data
 * order, and a dashed line at `reference` (a layer without y, so it spans the whole height).
 */
function rateLayers(axisTitle: string, reference: number, zero: boolean) {
  const y = { field: 'label', type: 'nominal', sort: null, title: null };
  // A zoomed axis (seats) spans a few points: whole percents would repeat, so show one decimal.
  const x = { field: 'ciLow', type: 'quantitative', title: axisTitle, axis: zero ? PERCENT : { format: '.1%' }, scale: { zero } };
  return [
    { mark: { type: 'rule', strokeWidth: 2, color: '#6b8fc7' }, encoding: { y, x, x2: { field: 'ciHigh' } } },
    { mark: { type: 'point', filled: true, size: 60, color: '#1f4e9c', opacity: 1 }, encoding: { y, x: { field: 'winRate', type: 'quantitative' }, tooltip: RATE_TOOLTIP } },
    { data: { values: [{ reference: round(reference) }] }, mark: { type: 'rule', strokeDash: [4, 4], color: '#b03a2e' }, encoding: { x: { field: 'reference', type: 'quantitative' } } },
  ];
}

/** Win rate by character (characters that played), highest first, with 95% Wilson intervals. */
export function winRatesSpec(s: Summary, description: string): TopLevelSpec {
  const values = s.characters
    .filter((c) => c.games > 0)
    .slice()
    .sort((a, b) => b.winRate - a.winRate || (a.character < b.character ? -1 : 1))
    .map((c) => rateDatum(characterName(c.character), c, c.games));
  return {
    $schema: SCHEMA,
    description,
    config: CHART_CONFIG,
    title: { text: 'Win rate by character', subtitle: subtitle('95% Wilson intervals; dashed: every character winning equally often') },
    width: WIDTH,
    height: { step: ROW },
    data: { values },
    layer: rateLayers('games won / games played', s.balance.pooledRate, true),
  } as TopLevelSpec;
}

/** Win rate by seat in turn order, with 95% Wilson intervals. */
export function seatWinRatesSpec(s: Summary, description: string): TopLevelSpec {
  const values = s.seats.map((seat) => rateDatum(seatName(seat.seat), seat, seat.games));
  const games = s.seats.reduce((n, seat) => n + seat.games, 0);
  const average = games === 0 ? 0 : s.seats.reduce((n, seat) => n + seat.wins, 0) / games;
  return {
    $schema: SCHEMA,
    description,
    config: CHART_CONFIG,
    title: { text: 'Win rate by seat', subtitle: subtitle('1st seat plays first; 95% Wilson intervals; dashed: the average seat (axis zoomed, not from 0)') },
    width: WIDTH,
    height: { step: ROW * 1.5 },
    data: { values },
    layer: rateLayers('games won / games played', average, false),
  } as TopLevelSpec;
}

type StrategyRow = { strategy: string; games: number; wins: number; winRate: number; ciLow: number; ciHigh: number };

/**
 * Par for a strategy in a tournament: the win rate per seat-game every strategy would have if all
 * were equal, that is the share of games that had a winner divided among the seats (all wins over
 * all seat-games). It is 1 / seats only when every game has a winner: timeouts and "no one left"
 * lower it.
 */
export function tournamentPar(rows: readonly StrategyRow[]): number {
  const seatGames = rows.reduce((n, r) => n + r.games, 0);
  return seatGames === 0 ? 0 : rows.reduce((n, r) => n + r.wins, 0) / seatGames;
}

/** Win rate per seat-game by strategy (a tournament's), highest first, against the par line. */
export function strategyWinRatesSpec(rows: readonly StrategyRow[], seats: number, description: string): TopLevelSpec {
  const values = rows.slice()
    .sort((a, b) => b.winRate - a.winRate || (a.strategy < b.strategy ? -1 : 1))
    .map((r) => rateDatum(r.strategy, r, r.games));
  const par = tournamentPar(rows);
  return {
    $schema: SCHEMA,
    description,
    config: CHART_CONFIG,
    title: { text: 'Win rate by strategy', subtitle: [`per seat-game in rotated ${seats}-seat tables; 95% Wilson intervals`, `dashed: par, ${(par * 100).toFixed(1)}% (games with a winner / ${seats})`] },
    width: WIDTH,
    height: { step: ROW * 1.5 },
    data: { values },
    layer: rateLayers('games won / seat-games played', par, true),
  } as TopLevelSpec;
}

/** The smallest of 1, 2, 5, 10, 20, 50, ... rounds per bar that needs at most MAX_BINS bars. */
export function binWidth(max: number): number {
  for (let scale = 1; ; scale *= 10) {
    for (const step of [1, 2, 5]) if (Math.ceil((max + 1) / (step * scale)) <= MAX_BINS) return step * scale;
  }
}

/** Games by length in rounds, in bins, split into games that ended and games stopped at the cap. */
export function gameLengthData(a: Aggregate): { from: number; to: number; outcome: string; games: number }[] {
  const rounds = histogramOf(a.rounds);
  const timeouts = histogramOf(a.timeoutRounds);
  const width = binWidth(Math.max(0, ...rounds.keys()));
  const bins = new Map<string, { from: number; to: number; outcome: string; games: number }>();
  const add = (round: number, outcome: string, games: number) => {
    const from = Math.floor(round / width) * width;
    const key = `${from}/${outcome}`;
    const bin = bins.get(key) ?? { from, to: from + width, outcome, games: 0 };
    bin.games += games;
    bins.set(key, bin);
  };
  for (const [round, games] of rounds) {
    const cut = timeouts.get(round) ?? 0;
    if (games > cut) add(round, 'ended', games - cut);
    if (cut > 0) add(round, 'timeout (round cap)', cut);
  }
  return [...bins.values()].sort((x, y) => x.from - y.from || (x.outcome < y.outcome ? -1 : 1));
}

export function gameLengthSpec(a: Aggregate, description: string): TopLevelSpec {
  const values = gameLengthData(a);
  const width = values.length === 0 ? 1 : values[0].to - values[0].from;
  return {
    $schema: SCHEMA,
    description,
    config: CHART_CONFIG,
    title: { text: 'Game length', subtitle: `games by rounds played, ${width === 1 ? 'one bar per round' : `${width} rounds per bar`}` },
    width: WIDTH,
    height: 220,
    data: { values },
    mark: { type: 'bar', stroke: 'white', strokeWidth: 0.5 },
    encoding: {
      x: { field: 'from', type: 'quantitative', title: 'rounds', bin: { binned: true, step: width } },
      x2: { field: 'to' },
      y: { field: 'games', type: 'quantitative', stack: 'zero', title: 'games' },
      color: { field: 'outcome', type: 'nominal', title: null, scale: { domain: ['ended', 'timeout (round cap)'], range: ['#1f4e9c', '#b03a2e'] }, legend: { orient: 'top-right' } },
      tooltip: [{ field: 'from', title: 'from round' }, { field: 'to', title: 'to (excluded)' }, { field: 'outcome' }, { field: 'games' }],
    },
  } as TopLevelSpec;
}

/** "Still running after round r", a step curve from (0, 100%), with a cross where games were censored. */
export function survivalSpec(rows: readonly SurvivalRow[], description: string): TopLevelSpec {
  const values = [{ round: 0, survival: 1, censored: 0 }, ...rows.map((r) => ({ round: r.round, survival: round(r.survival), censored: r.censored }))];
  return {
    $schema: SCHEMA,
    description,
    config: CHART_CONFIG,
    title: { text: 'Games still running after round r', subtitle: subtitle('Kaplan-Meier; games stopped at the round cap are censored (+), not counted as ended') },
    width: WIDTH,
    height: 220,
    data: { values },
    encoding: {
      x: { field: 'round', type: 'quantitative', title: 'round' },
      y: { field: 'survival', type: 'quantitative', title: 'still running', scale: { domain: [0, 1] }, axis: PERCENT },
    },
    layer: [
      { mark: { type: 'line', interpolate: 'step-after', color: '#1f4e9c' } },
      { transform: [{ filter: 'datum.censored > 0' }], mark: { type: 'point', shape: 'cross', size: 80, color: '#b03a2e', filled: true },
        encoding: { tooltip: [{ field: 'round' }, { field: 'censored', title: 'censored games' }, { field: 'survival', format: '.1%' }] } },
    ],
  } as TopLevelSpec;
}
