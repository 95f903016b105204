// Synthetic experiments with no real difference between the arms, for the simulation tests of the
// report's error rates: games whose deal is shared by every arm and whose outcome each arm draws from
// one distribution (the same one for every arm), the same outcome in every arm some of the time
// (as common random numbers keep some games together), folded through the experiment's own
// gameValues and addGame. Characters differ in strength, seats die and play on as another character,
// games end in several ways and time out at a round cap, as real ones do.
import seedrandom from 'seedrandom';
import type { Experiment } from '../../src/experiment/arms.ts';
import { gameValues, layoutOf, type Layout } from '../../src/experiment/metrics.ts';
import { emptyEventSums } from '../../src/experiment/events.ts';
import { addGame, emptySums, type ExperimentSums } from '../../src/experiment/sums.ts';
import type { RunPlan } from '../../src/sim/plan.ts';
import type { GameRecord } from '../../src/sim/run-game.ts';

export const NULL_CHARACTERS = ['assassin', 'druid', 'dwarf', 'elf', 'ghoul', 'minstrel', 'monk', 'priest', 'prophetess', 'sorceress', 'thief', 'troll', 'warrior', 'wizard'];
const STRENGTH = [1, 0.8, 1.3, 1, 0.8, 0.7, 1.6, 0.5, 0.5, 0.6, 1.2, 3, 2, 0.9];
const PLAYERS = 4;
const CAP = 150;
/** How often an arm's game repeats the shared outcome rather than drawing its own. */
const SHARED = 0.4;

/** An experiment of `arms` arms (or arms of these names) with four seats of one strategy (only its shape is read). */
export function nullExperiment(arms: number | string[], bases?: number[], pool?: number[]): Experiment {
  const plan = { seats: [{}, {}, {}, {}] } as unknown as RunPlan;
  const names = typeof arms === 'number' ? Array.from({ length: arms }, (_, a) => `arm${a}`) : arms;
  return { arms: names.map((name) => ({ name, file: '', plan })), strategies: ['basic'], bases, pool };
}

type Rand = () => number;

function outcome(rand: Rand, dealt: number[]): { winner: number; rounds: number; swap: number; reason: GameRecord['endReason'] } {
  const rounds = Math.min(CAP, 20 + Math.floor(-60 * Math.log(1 - rand())));
  const swap = rand() < 0.2 ? Math.floor(rand() * PLAYERS) : -1;
  if (rounds >= CAP) return { winner: -1, rounds, swap, reason: 'timeout' };
  const weights = dealt.map((c) => STRENGTH[c]);
  let u = rand() * weights.reduce((s, w) => s + w, 0);
  let winner = 0;
  while (u > weights[winner]) u -= weights[winner++];
  const r = rand();
  return { winner, rounds, swap, reason: r < 0.7 ? 'command-spell' : r < 0.9 ? 'last-standing' : 'sudden-death' };
}

function record(dealt: number[], spare: number, o: ReturnType<typeof outcome>): GameRecord {
  const seats = dealt.map((c, s) => {
    const characters = s === o.swap ? [NULL_CHARACTERS[c], NULL_CHARACTERS[spare]] : [NULL_CHARACTERS[c]];
    return { strategy: 'basic', characters };
  });
  const w = o.winner >= 0 ? seats[o.winner] : null;
  return {
    winner: o.winner, winnerCharacter: w ? w.characters[w.characters.length - 1] : null, endReason: o.reason, rounds: o.rounds, seats,
  } as unknown as GameRecord;
}

/** One null game of every arm into `sums`, each arm paired with its base. */
function foldGame(rand: Rand, layout: Layout, sums: ExperimentSums, arms: number, bases?: number[]): void {
  const order = NULL_CHARACTERS.map((_, i) => i).map((i) => [rand(), i]).sort((a, b) => a[0] - b[0]).map((p) => p[1]);
  const dealt = order.slice(0, PLAYERS);
  const spare = order[PLAYERS];
  const shared = outcome(rand, dealt);
  const ys: Int32Array[] = [];
  const zs: Int32Array[] = [];
  const rounds: number[] = [];
  for (let a = 0; a < arms; a++) {
    const o = rand() < SHARED ? shared : outcome(rand, dealt);
    const y = new Int32Array(layout.metrics.length);
    const z = new Int32Array(layout.metrics.length);
    gameValues(layout, record(dealt, spare, o), y, z);
    ys.push(y);
    zs.push(z);
    rounds.push(o.rounds);
  }
  addGame(sums, ys, zs, rounds, bases);
}

/** The sums of `games` null games of experiment `x`, from the seed. */
export function nullSums(x: Experiment, games: number, seed: string): ExperimentSums {
  const rand = seedrandom(seed);
  const layout = layoutOf(NULL_CHARACTERS, PLAYERS, x.strategies);
  const sums = emptySums(x.arms.length, layout.metrics.length, x.pool);
  sums.events = emptyEventSums(1);
  for (let g = 0; g < games; g++) foldGame(rand, layout, sums, x.arms.length, x.bases);
  return sums;
}
