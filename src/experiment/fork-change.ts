// A changed card against its own unchanged version (the fork design on two arms, fork-metric.ts):
// the scenario before a change and after it, each game seed played under both, each with its forks.
// What a designer who changed a card asks is what the change did, not where the card stands among
// cards that were never alike: per card, its effect per draw after the change minus before it. The
// two arms play the same game up to the changed card's first use, and at a draw of it both forks
// pass it over into the same game, so a changed card's difference is paired game by game (the game
// the unit, the delta method's variance of the two ratios' difference from the games' joint vectors,
// Cochran §6.4 as in fork.ts). One Holm family over every card's change, simultaneous intervals at
// 5% / m, flagged beyond ±flag as the other designs; an unchanged card's change is its interplay
// with the changed one, and chance.
import { FORK_OUTCOMES, PLACES, familyEffects, flagsText, forkCombination, rankCards, type ForkEffect, type ForkFlags, type ForkOutcome, type Raw } from './fork.ts';
import { FORK_VALUES, type ForkSums } from './fork-metric.ts';

export interface ForkChangeRow {
  card: string;
  name: string;
  outcome: ForkOutcome;
  /** Forks of the card before the change and after it. */
  forks: [number, number];
  /** Its effect per draw before and after the change (per-row 95% intervals, not in the family). */
  before: ForkEffect | null;
  after: ForkEffect | null;
  /** After minus before, in the family. */
  change: ForkEffect | null;
}

export interface ForkChangeFindings {
  games: number;
  forks: number;
  tests: number;
  flag: ForkFlags;
  rows: ForkChangeRow[];
  ranking: { rank: number; card: string; name: string; flagged: boolean; largest: ForkChangeRow }[];
  verdict: string;
}

/** Forks below which a card's change reads too few. */
const FEW = 6;

/** The findings from two arms' sums (arm 0's cards first: the scenario before the change). */
export function forkChangeFindings(s: ForkSums, cards: readonly { id: string; name: string }[], flag: ForkFlags, horizon = 0): ForkChangeFindings {
  const K = cards.length;
  const meanRounds = s.games > 0 ? s.rounds / s.games : 1;
  const raws: (Raw | null)[] = [];
  const rows: ForkChangeRow[] = [];
  // Where every draw is a card's first in its game (one copy of each), the first draw's rows are the drawer's again: left out.
  const firstsOnly = s.s1.every((_, i) => i % FORK_VALUES !== 0 || s.s1[i] === s.s1[i + 3]);
  FORK_OUTCOMES.forEach((outcome, o) => {
    if ((horizon > 0 && outcome === 'rounds') || (firstsOnly && outcome === 'first')) return;
    const scale = outcome === 'rounds' ? 100 / meanRounds : 100;
    cards.forEach((card, k) => {
      const forks: [number, number] = [s.s1[k * FORK_VALUES + PLACES[o][0]], s.s1[(K + k) * FORK_VALUES + PLACES[o][0]]];
      const weights = (before: number, after: number) => Array.from({ length: 2 * K }, (_, j) => (j === k ? before : j === K + k ? after : 0));
      const few = Math.min(...forks) < FEW;
      raws.push(few ? null : { ...forkCombination(s, o, weights(-1, 1)), scale });
      const one = (w: number[], n: number) => (n < FEW ? null : familyEffects([{ ...forkCombination(s, o, w), scale }]).effects[0]);
      rows.push({ card: card.id, name: card.name, outcome, forks, before: one(weights(1, 0), forks[0]), after: one(weights(0, 1), forks[1]), change: null });
    });
  });
  const { effects, tests } = familyEffects(raws);
  rows.forEach((r, i) => (r.change = effects[i]));
  const ranking = rankCards(rows, cards, flag, (r) => r.change);
  return { games: s.games, forks: s.forks, tests, flag, rows, ranking, verdict: verdictOf(ranking, rows, flag) };
}

function verdictOf(ranking: ForkChangeFindings['ranking'], rows: readonly ForkChangeRow[], flag: ForkFlags): string {
  const flagged = ranking.filter((r) => r.flagged).map((r) => r.name);
  if (flagged.length > 0) return `Changed (a change beyond ${flagsText(flag)}, simultaneous interval): ${flagged.join(', ')}`;
  const differ = ranking.filter((r) => rows.some((x) => x.card === r.card && x.change?.significant)).map((r) => r.name);
  if (differ.length > 0) return `Changed (significant after Holm, within ${flagsText(flag)}): ${differ.join(', ')}`;
  return 'No card changed: no change is significant after Holm; the order below is chance';
}

const fmt = (v: number) => `${v >= 0 ? '+' : ''}${v.toFixed(1)}`;
const UNIT: Record<ForkOutcome, string> = { drawer: "drawer's win (points)", rounds: 'rounds (%)', first: "first drawer's win (points)" };

/** The findings as text: the verdict, then each card's change, before and after. */
export function forkChangeReport(f: ForkChangeFindings): string[] {
  const lines = [
    `${f.games.toLocaleString('en-US')} games, each before and after the change, and ${f.forks.toLocaleString('en-US')} forks`,
    f.verdict,
    '  rank  card                      change per draw (after − before)        simultaneous interval   Holm p   before   after',
  ];
  for (const r of f.ranking) {
    const e = r.largest.change!;
    const side = (x: ForkEffect | null) => (x === null ? '–' : fmt(x.effect)).padStart(7);
    lines.push(`  ${String(r.rank).padStart(4)}  ${r.name.padEnd(24).slice(0, 24)}  ${`${fmt(e.effect)} ${UNIT[r.largest.outcome]}`.padEnd(39)}  ${`${fmt(e.low)} to ${fmt(e.high)}`.padEnd(22)}  ${e.holm.toExponential(1).padStart(7)}  ${side(r.largest.before)}  ${side(r.largest.after)}${r.flagged ? '  flagged' : ''}`);
  }
  return lines;
}
