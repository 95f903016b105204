// pairing's metric: two arms on the same game seeds, and per game each arm's rounds and, per seat
// and per character dealt, whether it won: the paired values whose variance pairing.ts compares.
// Kept value by value in game order (pairing plays thousands of games, not millions).
import type { GameRecord } from '../sim/run-game.ts';
import type { Metric } from './metric.ts';

/** Per arm, its values in game order. */
export type PairedValues = [number[], number[]];

export interface PairingValues {
  rounds: PairedValues;
  /** By seat index. */
  seats: Record<string, PairedValues>;
  /** By the character a seat was dealt (its games: those in which some seat was dealt it). */
  characters: Record<string, PairedValues>;
}

export interface PairingParams {
  /** False: one dice stream for every roll, as before the per-seat streams (--single-stream). */
  splitDice: boolean;
}

function dealt(r: GameRecord): string[] {
  return r.seats.map((s) => s.characters[0]);
}

function push(to: Record<string, PairedValues>, key: string, a: number, b: number): void {
  const v = (to[key] ??= [[], []]);
  v[0].push(a);
  v[1].push(b);
}

function empty(): PairingValues {
  return { rounds: [[], []], seats: {}, characters: {} };
}

/** `from`'s values after `to`'s, in order (a loop: a batch may hold more values than a call takes arguments). */
function appendValues(to: PairedValues, from: PairedValues): void {
  for (let k = 0; k < 2; k++) for (const x of from[k]) to[k].push(x);
}

function append(to: Record<string, PairedValues>, from: Record<string, PairedValues>): void {
  for (const [key, v] of Object.entries(from)) appendValues((to[key] ??= [[], []]), v);
}

export const PAIRING_METRIC: Metric<PairingValues, PairingValues, PairingParams> = {
  fold(_arms, params) {
    const values = empty();
    const records: GameRecord[] = [];
    return {
      watch: () => (params.splitDice ? null : { splitDice: false }),
      add(a, r) {
        records[a] = r;
      },
      endGame() {
        const [ra, rb] = records;
        const d = dealt(ra);
        if (d.join() !== dealt(rb).join()) throw new Error('the two plans dealt different characters; pair plans with the same seed and seats');
        values.rounds[0].push(ra.rounds);
        values.rounds[1].push(rb.rounds);
        d.forEach((c, s) => {
          const wa = ra.winner === s ? 1 : 0;
          const wb = rb.winner === s ? 1 : 0;
          push(values.seats, String(s), wa, wb);
          push(values.characters, c, wa, wb);
        });
      },
      result: () => values,
    };
  },
  empty,
  merge(total, batch) {
    appendValues(total.rounds, batch.rounds);
    append(total.seats, batch.seats);
    append(total.characters, batch.characters);
  },
};
