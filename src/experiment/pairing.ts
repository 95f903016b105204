// The pairing table: games 0..N-1 of two plans on the same game seeds, and for each metric how much
// pairing by game shrinks the variance of the difference (src/stats/paired.ts). Measures what the
// per-seat, per-purpose dice streams (src/sim/seeds.ts) buy; `talisman-sim pairing` prints it.
import { pairedVarianceRatio } from '../stats/paired.ts';
import type { RunPlan } from '../sim/plan.ts';
import { createGame, recordOf, strategyMakerOf, type GameRecord } from '../sim/run-game.ts';
import { playGame } from '../engine/index.ts';

export interface PairingRow {
  metric: 'rounds' | 'seat-win' | 'character-win';
  /** The seat index or character id ('' for rounds). */
  subject: string;
  /** Games in the metric (for a character: the games in which some seat was dealt it). */
  games: number;
  /** var(A − B) / (var(A) + var(B)); 1 = pairing gains nothing. */
  ratio: number;
}

function play(plan: RunPlan, index: number, splitDice: boolean): GameRecord {
  const g = createGame(plan, index, undefined, strategyMakerOf(plan), splitDice);
  playGame(g);
  return recordOf(g, plan, index);
}

function dealt(r: GameRecord): string[] {
  return r.seats.map((s) => s.characters[0]);
}

/** Play games 0..games-1 of both plans (same seeds) and tabulate the pairing ratios. */
export function pairingRatios(a: RunPlan, b: RunPlan, games: number, splitDice = true): PairingRow[] {
  const rounds: [number[], number[]] = [[], []];
  const seats = new Map<string, [number[], number[]]>();
  const chars = new Map<string, [number[], number[]]>();
  const push = (m: Map<string, [number[], number[]]>, k: string, x: number, y: number) => {
    let v = m.get(k);
    if (!v) m.set(k, (v = [[], []]));
    v[0].push(x);
    v[1].push(y);
  };
  for (let i = 0; i < games; i++) {
    const ra = play(a, i, splitDice);
    const rb = play(b, i, splitDice);
    const da = dealt(ra);
    if (da.join() !== dealt(rb).join()) throw new Error(`game ${i}: the two plans dealt different characters; pair plans with the same seed and seats`);
    rounds[0].push(ra.rounds);
    rounds[1].push(rb.rounds);
    da.forEach((c, s) => {
      const wa = ra.winner === s ? 1 : 0;
      const wb = rb.winner === s ? 1 : 0;
      push(seats, String(s), wa, wb);
      push(chars, c, wa, wb);
    });
  }
  const rows: PairingRow[] = [{ metric: 'rounds', subject: '', games, ratio: pairedVarianceRatio(rounds[0], rounds[1]) }];
  for (const [k, v] of [...seats].sort((x, y) => Number(x[0]) - Number(y[0]))) rows.push({ metric: 'seat-win', subject: k, games: v[0].length, ratio: pairedVarianceRatio(v[0], v[1]) });
  for (const [k, v] of [...chars].sort((x, y) => x[0].localeCompare(y[0]))) rows.push({ metric: 'character-win', subject: k, games: v[0].length, ratio: pairedVarianceRatio(v[0], v[1]) });
  return rows;
}

/** The table as printed lines. */
export function pairingLines(rows: readonly PairingRow[]): string[] {
  const lines = ['metric         subject       games   var(A-B)/(varA+varB)'];
  for (const r of rows) lines.push(`${r.metric.padEnd(14)} ${r.subject.padEnd(12)} ${String(r.games).padStart(6)}   ${Number.isNaN(r.ratio) ? 'n/a' : r.ratio.toFixed(3)}`);
  return lines;
}
