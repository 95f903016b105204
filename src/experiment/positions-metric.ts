// train's metric: positions recorded per game, at the end of each seat's turn (in every other
// round), the features of what that seat sees (strategies/learned/features.ts), labelled afterwards
// with whether the seat went on to win. Each arm's positions are kept apart, in game order and,
// within a game, in turn order, every fifth game's held out; train.ts joins them arm by arm.
import { FEATURE_COUNT, SEAT_FEATURES, featuresOf } from '../../strategies/learned/features.ts';
import type { Game } from '../engine/index.ts';
import type { Metric } from './metric.ts';
import type { Positions } from './train-fit.ts';

/** One arm's positions in a batch. */
export interface PositionRows {
  /** Rows of FEATURE_COUNT features. */
  x: Float32Array;
  /** 1 when the row's seat won its game (a party's win counts for every seat in it). */
  y: Uint8Array;
  /** The game index of each row (the held-out split is by game). */
  game: Int32Array;
}

/** Positions are recorded in every SAMPLE_EVERY-th round: neighbouring rounds tell little more, and memory stays modest. */
export const SAMPLE_EVERY = 2;

/** Game i is held out when i mod HOLD_OUT_EVERY is HOLD_OUT_EVERY - 1 (a fifth of the games). */
export const HOLD_OUT_EVERY = 5;

/** Growing positions: rows appended in the order given. */
export class PositionList {
  private x = new Float32Array(FEATURE_COUNT * 1024);
  private y = new Uint8Array(1024);
  count = 0;

  add(r: PositionRows, row: number): void {
    if (this.count === this.y.length) {
      const x = new Float32Array(this.x.length * 2);
      x.set(this.x);
      this.x = x;
      const y = new Uint8Array(this.y.length * 2);
      y.set(this.y);
      this.y = y;
    }
    this.x.set(r.x.subarray(row * FEATURE_COUNT, (row + 1) * FEATURE_COUNT), this.count * FEATURE_COUNT);
    this.y[this.count++] = r.y[row];
  }

  positions(): Positions {
    return { x: this.x.subarray(0, this.count * FEATURE_COUNT), y: this.y.subarray(0, this.count), width: FEATURE_COUNT, count: this.count };
  }
}

/** One arm's positions so far, sorted by game into the fitted and the held-out ones. */
export interface ArmPositions {
  fit: PositionList;
  held: PositionList;
}

/** Per arm, its fitted and held-out positions, each in game order. */
export const POSITIONS_METRIC: Metric<PositionRows[], ArmPositions[], null> = {
  fold(arms) {
    const xs = arms.map((): number[] => []);
    const ys = arms.map((): number[] => []);
    const games = arms.map((): number[] => []);
    const x = new Float64Array(FEATURE_COUNT);
    const scratch = new Float64Array(SEAT_FEATURES.length);
    const seats: number[] = [];
    let winning = 0;
    return {
      watch: (a) => ({
        afterTurn(g: Game) {
          if (g.ended || g.round % SAMPLE_EVERY !== 0) return;
          featuresOf(g.views[g.active], x, scratch);
          for (let k = 0; k < FEATURE_COUNT; k++) xs[a].push(x[k]);
          seats.push(g.active);
        },
        ended(g: Game) {
          winning = g.winningSeats;
        },
      }),
      add(a, record) {
        for (const s of seats) {
          ys[a].push((winning >> s) & 1);
          games[a].push(record.index);
        }
        seats.length = 0;
      },
      result() {
        // A game that failed midway leaves features without labels: they are dropped.
        return arms.map((_, a) => {
          xs[a].length = ys[a].length * FEATURE_COUNT;
          return { x: Float32Array.from(xs[a]), y: Uint8Array.from(ys[a]), game: Int32Array.from(games[a]) };
        });
      },
    };
  },
  empty: (arms) => arms.map(() => ({ fit: new PositionList(), held: new PositionList() })),
  merge(total, batch) {
    batch.forEach((r, a) => {
      for (let row = 0; row < r.y.length; row++) (r.game[row] % HOLD_OUT_EVERY === HOLD_OUT_EVERY - 1 ? total[a].held : total[a].fit).add(r, row);
    });
  },
};
