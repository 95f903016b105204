// The pool starts its threads beyond the first only when the games call for them (pool.ts
// growingGate): a run whose second batch (the first is cold) says the games left are over in less than a second stays
// on one thread; a longer one, and a run of unknown size that has played that long, get them all.
import { describe, expect, it } from 'vitest';
import { growingGate } from '../../src/experiment/pool.ts';

/** A batch that ends when `finish` is called, the clock moved on by `ms` first. */
function batches(clock: { t: number }) {
  const open: { resolve: () => void }[] = [];
  const play = () => new Promise<void>((resolve) => open.push({ resolve }));
  const finish = async (ms: number) => {
    clock.t += ms;
    open.shift()!.resolve();
    await new Promise((r) => setImmediate(r));
  };
  return { open, play, finish };
}

describe('growingGate', () => {
  it('should keep a run on one thread when a warm batch says the rest is short, and let it grow when it is long', async () => {
    for (const [games, grows] of [[100, false], [3000, true]] as const) {
      const clock = { t: 0 };
      const gate = growingGate(2, 1000, games, () => clock.t);
      const b = batches(clock);
      const runs = [0, 1, 2, 3, 4].map(() => gate.through(25, b.play));
      await new Promise((r) => setImmediate(r));
      expect(b.open).toHaveLength(1);
      // The cold first batch (80 ms a game: 75 games left would take 6 s) does not decide.
      await b.finish(2000);
      expect(gate.allowed).toBe(1);
      expect(b.open).toHaveLength(1);
      await b.finish(250);
      // 10 ms a game: 50 games left take 0.5 s, 2,950 take 29.5 s.
      expect(gate.allowed).toBe(grows ? 2 : 1);
      expect(b.open).toHaveLength(grows ? 2 : 1);
      while (b.open.length > 0) await b.finish(10);
      await Promise.all(runs);
      gate.stop();
    }
  });

  it('should let a run of unknown size grow once it has played for the time given', async () => {
    const gate = growingGate(3, 30, null);
    const clock = { t: 0 };
    const b = batches(clock);
    const runs = [0, 1, 2, 3].map(() => gate.through(10, b.play));
    await new Promise((r) => setImmediate(r));
    expect(b.open).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 60));
    expect(gate.allowed).toBe(3);
    expect(b.open).toHaveLength(3);
    while (b.open.length > 0) await b.finish(1);
    await Promise.all(runs);
    gate.stop();
  });

  it('should start no waiting batch once stopped: they reject, as batches queued in a destroyed pool do', async () => {
    const clock = { t: 0 };
    const gate = growingGate(2, 1000, 100, () => clock.t);
    const b = batches(clock);
    const runs = [0, 1, 2].map(() => gate.through(25, b.play));
    const settled = runs.map((r) => r.then(() => 'played', (e: unknown) => (e as Error).message));
    await new Promise((r) => setImmediate(r));
    expect(b.open).toHaveLength(1);
    gate.stop();
    await b.finish(10);
    expect(b.open).toHaveLength(0);
    expect(await Promise.all(settled)).toEqual(['played', 'runner stopped', 'runner stopped']);
    await expect(gate.through(25, b.play)).rejects.toThrow('runner stopped');
  });
});
