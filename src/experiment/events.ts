// An experiment's event sums (engine/events.ts counts carried by the game records), for one arm: per
// event name the total count, the games with any, and the seat-games with any and how many of those
// the seat won, beside every seat-game and win; integer sums, merged in index order like the rest.
import type { Counts } from '../sim/aggregate.ts';
import type { GameRecord } from '../sim/run-game.ts';

export interface EventSums {
  /** The arm whose records are summed. */
  arm: number;
  count: Counts;
  games: Counts;
  /** Seat-games whose seat counted the event, and the wins among them. */
  seats: Counts;
  seatWins: Counts;
  /** Every seat-game and every win (a seat that won). */
  allSeats: number;
  allWins: number;
}

export function emptyEventSums(arm: number): EventSums {
  return { arm, count: {}, games: {}, seats: {}, seatWins: {}, allSeats: 0, allWins: 0 };
}

/** Fold one game's record (its events by name, and each seat's). */
export function addRecordEvents(s: EventSums, r: GameRecord): void {
  for (const [name, n] of Object.entries(r.events ?? {})) {
    bump(s.count, name, n);
    bump(s.games, name, 1);
  }
  r.seats.forEach((seat, i) => {
    const won = r.winner === i ? 1 : 0;
    s.allSeats++;
    s.allWins += won;
    for (const name of Object.keys(seat.events ?? {})) {
      bump(s.seats, name, 1);
      bump(s.seatWins, name, won);
    }
  });
}

/** Add `b` into `a` (in place). */
export function mergeEventSums(a: EventSums, b: EventSums): void {
  for (const k of ['count', 'games', 'seats', 'seatWins'] as const) for (const [name, n] of Object.entries(b[k])) bump(a[k], name, n);
  a.allSeats += b.allSeats;
  a.allWins += b.allWins;
}

function bump(c: Counts, name: string, n: number): void {
  c[name] = (c[name] ?? 0) + n;
}
