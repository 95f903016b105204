// The floor: every decision uniformly at random over its legal options, from the seat's own stream.
import type { Strategy } from '../src/engine/index.ts';

export function randomStrategy(): Strategy {
  return { id: 'random', choose: (_view, d, rng) => rng.int(d.options.length) };
}
