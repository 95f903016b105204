// `bench --split`: how a game's time divides between the engine and the strategies. The timed games
// are played once untimed to record every choice, then, alternately, with their strategies and with
// the recorded choices replayed, which costs next to nothing. Replayed games are the same games (the
// same turns, winner and end), so the engine does the same work; the difference is the strategies'.
// Runs on one thread, from the compiled bundle like the batches (src/experiment/worker.ts re-exports it).
import { performance } from 'node:perf_hooks';
import type { Strategy } from '../engine/index.ts';
import type { RunPlan } from './plan.ts';
import { runGame, strategyMakerOf, type GameRecord, type StrategyMaker } from './run-game.ts';

export interface SplitTimes {
  /** Seconds of each timed pass with the strategies deciding, in order. */
  full: number[];
  /** Seconds of each timed pass with the recorded choices replayed. */
  engine: number[];
}

/** Every choice the seats' strategies make, in order, into `out`. */
function recording(make: StrategyMaker, out: number[]): StrategyMaker {
  return (id) => {
    const s = make(id);
    return { id, choose: (v, d, rng) => { const i = s.choose(v, d, rng); out.push(i); return i; } };
  };
}

/** Choices handed back from a recording, in order, whatever the seat. */
class Replay {
  choices: readonly number[] = [];
  next = 0;
  readonly strategy = (id: string): Strategy => ({ id, choose: () => this.choices[this.next++] });
}

/** Play game `index` and record every choice its strategies make. */
export function recordGame(plan: RunPlan, index: number, make = strategyMakerOf(plan)): { record: GameRecord; choices: number[] } {
  const choices: number[] = [];
  return { record: runGame(plan, index, undefined, recording(make, choices)), choices };
}

/**
 * Play game `index` again with its recorded choices. A replay that strays from its recording (another
 * number of turns, winner or end, or choices left over) would time another game: it throws.
 */
export function replayGame(plan: RunPlan, index: number, recorded: { record: GameRecord; choices: readonly number[] }, replay = new Replay()): GameRecord {
  replay.choices = recorded.choices;
  replay.next = 0;
  const got = runGame(plan, index, undefined, replay.strategy);
  const want = recorded.record;
  if (got.turns !== want.turns || got.winner !== want.winner || got.endReason !== want.endReason || replay.next !== replay.choices.length) {
    throw new Error(`bench --split: game ${index} replayed differently (${got.turns} turns, not ${want.turns}; ${replay.next} of ${replay.choices.length} choices)`);
  }
  return got;
}

/** Games [0, games) of the plan timed `repeats` times each way, the two ways alternating. */
export function timeSplit(plan: RunPlan, games: number, repeats: number): SplitTimes {
  const make = strategyMakerOf(plan);
  const recorded = Array.from({ length: games }, (_, i) => recordGame(plan, i, make));
  const replay = new Replay();
  const times: SplitTimes = { full: [], engine: [] };
  for (let r = 0; r < repeats; r++) {
    times.full.push(timed(() => { for (let i = 0; i < games; i++) runGame(plan, i, undefined, make); }));
    times.engine.push(timed(() => { for (let i = 0; i < games; i++) replayGame(plan, i, recorded[i], replay); }));
  }
  return times;
}

function timed(f: () => void): number {
  const t0 = performance.now();
  f();
  return (performance.now() - t0) / 1000;
}
