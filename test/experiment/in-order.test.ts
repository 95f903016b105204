// The batch scheduler's failures: a batch that fails is its first game's GameFailure, but a runner
// that cannot start (its bundle cannot be written) is reported as that, not as game 0.
import { describe, expect, it } from 'vitest';
import { GameFailure, playInOrder } from '../../src/experiment/in-order.ts';
import { WriteError } from '../../src/sim/json-file.ts';

function ranges(n: number, size: number): Iterator<[number, number]> {
  return Array.from({ length: n }, (_, i) => [i * size, (i + 1) * size] as [number, number])[Symbol.iterator]();
}

describe('playInOrder', () => {
  it('should blame a crashed batch on its first game', async () => {
    const run = playInOrder(ranges(3, 10), {
      workers: 1, seed: 's', take: () => undefined,
      play: async ([start]) => (start === 10 ? Promise.reject(new Error('worker died')) : { failure: null }),
    });
    await expect(run).rejects.toThrow(GameFailure);
    await expect(run).rejects.toThrow(/^game 10 \(seed .*\): a worker failed while playing games 10 to 19: worker died$/);
  });

  it('should pass a runner\'s WriteError through, naming no game', async () => {
    const cannot = new WriteError('cannot keep the compiled worker bundle in any cache folder (…)');
    const run = playInOrder(ranges(2, 10), { workers: 1, seed: 's', take: () => undefined, play: () => Promise.reject(cannot) });
    await expect(run).rejects.toBe(cannot);
  });
});
