// Seed derivation: game i's seed depends on (master seed, i) only, never on a worker or a batch;
// each game splits it into named streams so that rule variants share the deal and the decks.
import { DICE, DICE_PURPOSES, seededRng, type GameStreams } from '../engine/index.ts';

/** Each dice purpose's name, in DICE order (the stream's seed names it). */
const PURPOSE_NAMES = Object.keys(DICE);

export function gameSeed(master: string, index: number): string {
  return `${master}/${index}`;
}

/**
 * Game `seed`'s streams. `split` false gives the single dice stream of engine versions before the
 * split (every roll from `${seed}/dice`), kept to measure what the split buys (`pairing --single-stream`).
 */
export function gameStreams(seed: string, seats: number, split = true): GameStreams {
  const strategies = [];
  for (let s = 0; s < seats; s++) strategies.push(seededRng(`${seed}/strategy/${s}`));
  const seatDice = [];
  for (let s = 0; s < seats && split; s++) {
    for (let k = 0; k < DICE_PURPOSES; k++) seatDice.push(seededRng(`${seed}/dice/${s}/${PURPOSE_NAMES[k]}`));
  }
  return {
    deal: seededRng(`${seed}/deal`),
    adventure: seededRng(`${seed}/adventure`),
    spell: seededRng(`${seed}/spell`),
    dice: seededRng(`${seed}/dice`),
    seatDice: split ? seatDice : undefined,
    strategies,
  };
}
