// npm run thread-cpu's split of a run's CPU by thread (src/docs/thread-split.ts): the main thread by
// its id, threads that started during the run and spent a tenth of a second as the pool's, the rest.
import { describe, expect, it } from 'vitest';
import { splitThreads, threadSeconds } from '../../src/docs/thread-split.ts';

describe('splitThreads', () => {
  it('should count each thread from its first reading, a new busy thread to the pool and an old one to the rest', () => {
    const before = new Map([[10, 1.0], [11, 0.5], [12, 0.2]]);
    const after = new Map([[10, 4.0], [11, 1.5], [12, 0.2], [20, 2.5], [21, 0.05]]);
    expect(splitThreads(before, after, 10)).toEqual({ main: 3.0, pool: [2.5], rest: 1.0 + 0.05 });
  });

  it('should read this process, the main thread among its threads', () => {
    expect(threadSeconds().has(process.pid)).toBe(true);
  });
});
