// The fork design's findings (card-balance --design fork; the sums from fork-metric.ts). A card's
// effect on one draw is the mean over its forks of the paired difference (the game as played minus
// its fork with the card passed over): on its drawer's win rate, in points, and on the game's length,
// in % of the mean rounds. Forks of one game share the game as played, so the game is the unit: each
// mean is a ratio Σd/Σn over games, its variance the delta method's from the games' vectors,
// Σ_g (b'v_g)² with b the mean's gradient (W. G. Cochran, Sampling Techniques, 3rd ed., 1977, §6.4),
// which the sums Σv and Σvv' give exactly for any combination of cards. A card's relative effect is
// its mean minus the other cards' mean of means. One Holm family over every absolute and relative
// effect, simultaneous intervals at 5% / m, flags and ranking as the ablation's (doc-balance.ts).
// The first draw's forks alone give the ablation's quantity, the card's effect on its first drawer.
import { holmAdjust, normalTwoSidedP } from '../stats/differences.ts';
import { normalQuantile } from '../stats/power.ts';
import { FORK_VALUES, type ForkSums } from './fork-metric.ts';

/** The drawer's win per draw, the game's rounds per draw, the drawer's win at the card's first draw in a game. */
export const FORK_OUTCOMES = ['drawer', 'rounds', 'first'] as const;
/** Per outcome, the places in a card's values of its count and of its sum. */
export const PLACES: readonly (readonly [number, number])[] = [[0, 1], [0, 2], [3, 4]];
export type ForkOutcome = (typeof FORK_OUTCOMES)[number];
/** A flag per outcome: the drawer's and the first drawer's win in points, the game's length in %, per draw. */
export type ForkFlags = Readonly<Record<ForkOutcome, number>>;
/**
 * --flag by default under the one-arm fork: 1 point of the drawer's chance, or 1% of the game's
 * length, per draw. The fork measures one meeting with the card, where the ablation (2, per game)
 * measures the card's presence in a whole game: docs/statistics.md, "The flag of each design", gives
 * the calibration behind each (npm run card-checks).
 */
export const FORK_FLAGS: ForkFlags = { drawer: 1, rounds: 1, first: 1 };
/**
 * --flag by default under the change design (--against): the drawer's chance as the one-arm fork's;
 * the game's length from the change design's own null runs (a placebo change, CARD_CHECKS=doc-null).
 */
export const CHANGE_FLAGS: ForkFlags = { drawer: 1, rounds: 0, first: 1 };
/** --flag N: N for every outcome. */
export function sameFlags(n: number): ForkFlags {
  return { drawer: n, rounds: n, first: n };
}
/** The flags as a report says them: "±1", or each outcome's when they differ (a flag of 0: any significant change). */
export function flagsText(f: ForkFlags): string {
  if (f.drawer === f.rounds && f.rounds === f.first) return `±${f.drawer}`;
  const points = (n: number) => `±${n} point${n === 1 ? '' : 's'}`;
  const rounds = f.rounds === 0 ? 'any significant change of rounds' : `±${f.rounds}% of rounds`;
  return f.drawer === f.first ? `${points(f.drawer)} of a drawer's win, ${rounds}` : `${points(f.drawer)} of the drawer's win, ${points(f.first)} of the first drawer's, ${rounds}`;
}
/** Forks below which a card's effects read too few. */
const FEW = 6;

export interface ForkEffect {
  /** Per fork, scaled: points of the drawer's win rate, or % of the mean rounds. */
  effect: number;
  se: number;
  low: number;
  high: number;
  p: number;
  holm: number;
  significant: boolean;
}

export interface ForkRow {
  card: string;
  name: string;
  outcome: ForkOutcome;
  forks: number;
  absolute: ForkEffect | null;
  relative: ForkEffect | null;
}

export interface ForkRank {
  rank: number;
  card: string;
  name: string;
  flagged: boolean;
  /** The relative effect behind its rank. */
  largest: ForkRow;
}

export interface ForkFindings {
  games: number;
  forks: number;
  /** The games' cost in whole games: the games as played plus every fork's rounds over the mean game's. */
  gamesPlayed: number;
  missed: number;
  tests: number;
  flag: ForkFlags;
  rows: ForkRow[];
  ranking: ForkRank[];
  verdict: string;
}

/** What a fork run writes: the command, the scenario and how its forks were played, and the findings. */
export interface ForkRunOutcome {
  version: string;
  command: string;
  scenario: string;
  seed: string;
  design: 'fork';
  /** The deck the cards are drawn from ('adventure', or a module's deck). */
  deck: string;
  continuations: number;
  horizon: number;
  findings: ForkFindings;
}

export interface Raw {
  est: number;
  se: number;
  scale: number;
}

/** Mean and standard error of Σ_k a_k m_k, m_k card k's mean difference of outcome o per fork. */
export function forkCombination(s: ForkSums, o: number, a: readonly number[]): { est: number; se: number } {
  const n = s.s1.length;
  const b = new Array<number>(n).fill(0);
  const [count, sum] = PLACES[o];
  let est = 0;
  a.forEach((w, k) => {
    const c = s.s1[k * FORK_VALUES + count];
    if (w === 0 || c === 0) return;
    const m = s.s1[k * FORK_VALUES + sum] / c;
    est += w * m;
    b[k * FORK_VALUES + sum] += w / c;
    b[k * FORK_VALUES + count] -= (w * m) / c;
  });
  let v = 0;
  for (let i = 0; i < n; i++) {
    if (b[i] === 0) continue;
    for (let j = 0; j < n; j++) if (b[j] !== 0) v += b[i] * b[j] * s.s2[i * n + j];
  }
  const g = s.games;
  return { est, se: Math.sqrt(Math.max(0, v) * (g > 1 ? g / (g - 1) : 1)) };
}

/**
 * The findings. With a horizon (ForkParams.horizon) the continuations stop before most games end,
 * so the game's length is not read: the rounds rows are left out of the report and its family.
 */
export function forkFindings(s: ForkSums, cards: readonly { id: string; name: string }[], flag: ForkFlags, horizon = 0): ForkFindings {
  const K = cards.length;
  const meanRounds = s.games > 0 ? s.rounds / s.games : 1;
  const raws: (Raw | null)[] = [];
  const rows: ForkRow[] = [];
  for (let o = 0; o < FORK_OUTCOMES.length; o++) {
    if (horizon > 0 && FORK_OUTCOMES[o] === 'rounds') continue;
    const scale = FORK_OUTCOMES[o] === 'rounds' ? 100 / meanRounds : 100;
    const count = PLACES[o][0];
    cards.forEach((card, k) => {
      const forks = s.s1[k * FORK_VALUES + count];
      const few = forks < FEW;
      const unit = cards.map((_, j) => Number(j === k));
      const rel = cards.map((_, j) => (j === k ? 1 : -1 / (K - 1)));
      const others = cards.every((_, j) => j === k || s.s1[j * FORK_VALUES + count] >= FEW);
      raws.push(few ? null : { ...forkCombination(s, o, unit), scale });
      raws.push(few || !others ? null : { ...forkCombination(s, o, rel), scale });
      rows.push({ card: card.id, name: card.name, outcome: FORK_OUTCOMES[o], forks, absolute: null, relative: null });
    });
  }
  const { effects, tests } = familyEffects(raws);
  rows.forEach((row, i) => {
    row.absolute = effects[2 * i];
    row.relative = effects[2 * i + 1];
  });
  const ranking = rankCards(rows, cards, flag, (r) => r.relative);
  return { games: s.games, forks: s.forks, gamesPlayed: s.games + s.forkRounds / meanRounds, missed: s.missed, tests, flag, rows, ranking, verdict: verdictOf(ranking, rows, flag) };
}

/** One Holm family over `raws` (null: not tested), each effect with its simultaneous interval at 5% / m. */
export function familyEffects(raws: readonly (Raw | null)[]): { effects: (ForkEffect | null)[]; tests: number } {
  const ps = raws.map((r) => (r === null || r.se === 0 ? Number.NaN : normalTwoSidedP(r.est / r.se)));
  const tests = ps.filter((p) => !Number.isNaN(p)).length;
  const holm = holmAdjust(ps);
  const z = normalQuantile(1 - 0.05 / (2 * Math.max(1, tests)));
  const effects = raws.map((r, i): ForkEffect | null => {
    if (r === null || Number.isNaN(ps[i])) return null;
    const e = r.est * r.scale;
    const h = z * r.se * r.scale;
    return { effect: e, se: r.se * r.scale, low: e - h, high: e + h, p: ps[i], holm: holm[i], significant: holm[i] < 0.05 };
  });
  return { effects, tests };
}

/** How far a relative effect's simultaneous interval lies from 0 (negative when it spans 0). */
function clearance(e: ForkEffect): number {
  return Math.max(e.low, -e.high);
}

function flaggedBy(e: ForkEffect | null, flag: number): boolean {
  return e !== null && e.significant && (e.low > flag || e.high < -flag);
}

/** The cards ranked by the clearance of `of` (a row's effect that ranks), the largest over each card's rows. */
export function rankCards<R extends { card: string; outcome: ForkOutcome }>(rows: readonly R[], cards: readonly { id: string; name: string }[], flag: ForkFlags, of: (r: R) => ForkEffect | null): { rank: number; card: string; name: string; flagged: boolean; largest: R }[] {
  const ranked = cards.flatMap((card) => {
    const own = rows.filter((r) => r.card === card.id && of(r) !== null);
    if (own.length === 0) return [];
    const largest = own.reduce((a, b) => (clearance(of(b)!) > clearance(of(a)!) ? b : a));
    return [{ rank: 0, card: card.id, name: card.name, flagged: own.some((r) => flaggedBy(of(r), flag[r.outcome])), largest }];
  });
  ranked.sort((a, b) => clearance(of(b.largest)!) - clearance(of(a.largest)!));
  ranked.forEach((r, i) => (r.rank = i + 1));
  return ranked;
}

function verdictOf(ranking: readonly ForkRank[], rows: readonly ForkRow[], flag: ForkFlags): string {
  const flagged = ranking.filter((r) => r.flagged).map((r) => r.name);
  if (flagged.length > 0) return `Flagged (a relative effect beyond ${flagsText(flag)}, simultaneous interval): ${flagged.join(', ')}`;
  const differ = ranking.filter((r) => rows.some((x) => x.card === r.card && x.relative?.significant)).map((r) => r.name);
  if (differ.length > 0) return `Differ from the other cards (significant after Holm, within ${flagsText(flag)}): ${differ.join(', ')}`;
  return 'No card stands out: no relative effect is significant after Holm; the order below is chance';
}

const fmt = (v: number) => `${v >= 0 ? '+' : ''}${v.toFixed(1)}`;

/** The findings as text: what was played, the verdict, then the ranking. */
export function forkReport(f: ForkFindings): string[] {
  const lines = [
    `${f.games.toLocaleString('en-US')} games and ${f.forks.toLocaleString('en-US')} forks (${Math.round(f.gamesPlayed).toLocaleString('en-US')} games' worth of play); ${f.missed} draws without a fork`,
    f.verdict,
    '  rank  card                      effect per draw, relative to the others  simultaneous interval   Holm p   forks',
  ];
  for (const r of f.ranking) {
    const e = r.largest.relative!;
    const unit = { drawer: "drawer's win (points)", rounds: 'rounds (%)', first: "first drawer's win (points)" }[r.largest.outcome];
    lines.push(`  ${String(r.rank).padStart(4)}  ${r.name.padEnd(24).slice(0, 24)}  ${`${fmt(e.effect)} ${unit}`.padEnd(39)}  ${`${fmt(e.low)} to ${fmt(e.high)}`.padEnd(22)}  ${e.holm.toExponential(1).padStart(7)}  ${String(r.largest.forks).padStart(6)}${r.flagged ? '  flagged' : ''}`);
  }
  const widest = Math.max(0, ...f.rows.filter((r) => r.outcome === 'drawer' && r.relative).map((r) => r.relative!.high - r.relative!.effect));
  lines.push(`- widest simultaneous half-width of a drawer's relative effect: ±${widest.toFixed(1)} points, over ${f.tests} tests (5% / ${f.tests})`);
  return lines;
}
