// Seed derivation: game i's seed depends on (master seed, i) only, never on a worker or a batch;
// each game splits it into named streams so that rule variants share the deal and the decks.
import { DICE_PURPOSES, seededRng, seededRngs, type GameStreams } from '../engine/index.ts';

export function gameSeed(master: string, index: number): string {
  return `${master}/${index}`;
}

/** The streams of a game that no seat owns, by the name that seeds them. */
const SHARED_STREAMS = ['deal', 'adventure', 'spell', 'dice', 'modules'] as const;

/**
 * Game `seed`'s streams. `split` false gives the single dice stream of engine versions before the
 * split (every roll from `${seed}/dice`), kept to measure what the split buys (`pairing --single-stream`).
 */
export function gameStreams(seed: string, seats: number, split = true): GameStreams {
  const strategies = [];
  for (let s = 0; s < seats; s++) strategies.push(seededRng(`${seed}/strategy/${s}`));
  // Seat s's stream for purpose k is number s * DICE_PURPOSES + k, all seeded at once (seededRngs).
  const seatDice = split ? seededRngs(`${seed}/seat-dice`, seats * DICE_PURPOSES) : undefined;
  // The shared streams in one loop, each seeded by its name: V8 optimizes this once-a-game function
  // late (after some 600 games) and inlines seededRng at every call site; one site costs a fifth.
  const [deal, adventure, spell, dice, modules] = SHARED_STREAMS.map((name) => seededRng(`${seed}/${name}`));
  return { deal, adventure, spell, dice, seatDice, strategies, modules };
}
