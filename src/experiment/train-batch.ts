// The work of one training batch (`talisman-sim train`, train.ts): play games [start, end) of a plan
// and record positions: at the end of each seat's turn (in every other round), the features of what that seat sees
// (strategies/learned/features.ts), labelled afterwards with whether the seat went on to win. Pool
// workers run it from the compiled bundle (compiled.ts), as they run playBatch.
import { NULL_LOG, playGame, type Game } from '../engine/index.ts';
import { FEATURE_COUNT, SEAT_FEATURES, featuresOf } from '../../strategies/learned/features.ts';
import type { RunPlan } from '../sim/plan.ts';
import { createGame, strategyMakerOf } from '../sim/run-game.ts';
import { failureOf, type BatchFailure } from '../sim/failure.ts';

export interface TrainTask {
  plan: RunPlan;
  start: number;
  end: number;
}

/** The positions of a batch, in game order and, within a game, in turn order. */
export interface TrainResult {
  start: number;
  end: number;
  /** Rows of FEATURE_COUNT features. */
  x: Float32Array;
  /** 1 when the row's seat won its game (a party's win counts for every seat in it). */
  y: Uint8Array;
  /** The game index of each row (the held-out split is by game). */
  game: Int32Array;
  failure: BatchFailure | null;
}

/** Positions are recorded in every SAMPLE_EVERY-th round: neighbouring rounds tell little more, and memory stays modest. */
export const SAMPLE_EVERY = 2;

/** Play the batch's games, recording one position per seat and turn in every SAMPLE_EVERY-th round. */
export function playTrainBatch(task: TrainTask): TrainResult {
  const xs: number[] = [];
  const ys: number[] = [];
  const games: number[] = [];
  const x = new Float64Array(FEATURE_COUNT);
  const scratch = new Float64Array(SEAT_FEATURES.length);
  const make = strategyMakerOf(task.plan);
  let failure: BatchFailure | null = null;
  for (let i = task.start; i < task.end && failure === null; i++) {
    const seats: number[] = [];
    const record = (g: Game) => {
      if (g.ended || g.round % SAMPLE_EVERY !== 0) return;
      featuresOf(g.views[g.active], x, scratch);
      for (let k = 0; k < FEATURE_COUNT; k++) xs.push(x[k]);
      seats.push(g.active);
    };
    try {
      const g = createGame(task.plan, i, NULL_LOG, make);
      playGame(g, record);
      for (const s of seats) {
        ys.push((g.winningSeats >> s) & 1);
        games.push(i);
      }
    } catch (err) {
      failure = failureOf(task.plan.seed, i, err);
    }
  }
  xs.length = ys.length * FEATURE_COUNT;
  return { start: task.start, end: task.end, x: Float32Array.from(xs), y: Uint8Array.from(ys), game: Int32Array.from(games), failure };
}
