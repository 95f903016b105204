// What an experiment measures, per game and arm: every metric is a ratio of per-game totals, Σy / Σz
// (a win rate: wins over the games or seat-games it counts; a mean: rounds over games). The layout
// fixes each metric's index once per experiment; gameValues fills one arm's y and z for one game.
import { END_REASONS } from '../engine/index.ts';
import type { GameRecord } from '../sim/run-game.ts';

export const METRIC_KINDS = ['character-dealt', 'character-played', 'seat', 'strategy', 'rounds', 'timeout', 'end-reason'] as const;
export type MetricKind = (typeof METRIC_KINDS)[number];

/** What a card check looks at: each character's win rate (dealt), mean rounds, the timeout rate. */
export const ABLATION_METRICS: ReadonlySet<string> = new Set<MetricKind>(['character-dealt', 'rounds', 'timeout']);

export interface MetricDef {
  metric: MetricKind;
  /** A character id, seat number, strategy id or end reason; '' for rounds and timeout. */
  subject: string;
  /** True for rates (Newcombe's unpaired interval), false for rounds (Welch's). */
  rate: boolean;
}

/** Where each subject's metric sits in the flat per-game arrays. */
export interface Layout {
  metrics: MetricDef[];
  characters: readonly string[];
  strategies: readonly string[];
  players: number;
}

/** Every character twice (dealt at the start, primary; and played at any point), seats, strategies (when two or more), rounds, end reasons. */
export function layoutOf(characters: readonly string[], players: number, strategies: readonly string[]): Layout {
  const metrics: MetricDef[] = [];
  for (const c of characters) metrics.push({ metric: 'character-dealt', subject: c, rate: true });
  for (const c of characters) metrics.push({ metric: 'character-played', subject: c, rate: true });
  for (let s = 0; s < players; s++) metrics.push({ metric: 'seat', subject: String(s), rate: true });
  // One strategy at every seat: its rate is fixed by design (the games someone won, over the seats).
  if (strategies.length > 1) for (const s of strategies) metrics.push({ metric: 'strategy', subject: s, rate: true });
  metrics.push({ metric: 'rounds', subject: '', rate: false }, { metric: 'timeout', subject: '', rate: true });
  for (const r of END_REASONS) metrics.push({ metric: 'end-reason', subject: r, rate: true });
  return { metrics, characters, strategies, players };
}

/**
 * One game's y and z for every metric of the layout, into `y` and `z` (zeroed here, reused across
 * games). Dealt: the seat dealt the character won (y), the character was dealt (z). Played: the
 * winner's character (y), played by some seat at any point (z), as the run report counts it.
 */
export function gameValues(layout: Layout, r: GameRecord, y: Int32Array, z: Int32Array): void {
  y.fill(0);
  z.fill(0);
  const nc = layout.characters.length;
  const seatBase = 2 * nc;
  const strategyBase = seatBase + layout.players;
  const strategies = layout.strategies.length > 1 ? layout.strategies.length : 0;
  const roundsAt = strategyBase + strategies;
  for (let s = 0; s < r.seats.length; s++) {
    const seat = r.seats[s];
    const won = r.winner === s ? 1 : 0;
    const dealt = layout.characters.indexOf(seat.characters[0]);
    if (dealt >= 0) {
      z[dealt] = 1;
      y[dealt] = won;
    }
    for (const c of seat.characters) z[nc + layout.characters.indexOf(c)] = 1;
    y[seatBase + s] = won;
    z[seatBase + s] = 1;
    if (strategies === 0) continue;
    const k = layout.strategies.indexOf(seat.strategy);
    z[strategyBase + k] += 1;
    y[strategyBase + k] += won;
  }
  if (r.winnerCharacter !== null) y[nc + layout.characters.indexOf(r.winnerCharacter)] = 1;
  y[roundsAt] = r.rounds;
  z[roundsAt] = 1;
  y[roundsAt + 1] = r.endReason === 'timeout' ? 1 : 0;
  z[roundsAt + 1] = 1;
  const reason = roundsAt + 2 + END_REASONS.indexOf(r.endReason);
  for (let k = roundsAt + 2; k < roundsAt + 2 + END_REASONS.length; k++) z[k] = 1;
  y[reason] = 1;
}
