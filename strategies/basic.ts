import type { Strategy } from '../src/engine/index.ts';
export function basicStrategy(): Strategy {
  return { id: 'basic', choose: (_view, d, rng) => rng.int(d.options.length) };
}
