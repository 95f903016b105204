// Seed derivation: game i's seed depends on (master seed, i) only, never on a worker or a batch;
// each game splits it into named streams so that rule variants share the deal and the decks.
import { seededRng, type GameStreams } from '../engine/index.ts';

export function gameSeed(master: string, index: number): string {
  return `${master}/${index}`;
}

export function gameStreams(seed: string, seats: number): GameStreams {
  const strategies = [];
  for (let s = 0; s < seats; s++) strategies.push(seededRng(`${seed}/strategy/${s}`));
  return {
    deal: seededRng(`${seed}/deal`),
    adventure: seededRng(`${seed}/adventure`),
    spell: seededRng(`${seed}/spell`),
    dice: seededRng(`${seed}/dice`),
    strategies,
  };
}
