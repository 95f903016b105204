// The pool starts its threads beyond the first only when the games call for them (pool.ts
// growingGate): a run of known size once its warm speed says a second thread saves more wall time than
// the CPU it costs (secondThreadPays), judged only after the first thread's warm-up; a run of unknown
// size once it has played for a while.
import { describe, expect, it } from 'vitest';
import { WARM_MS, growingGate, secondThreadPays } from '../../src/experiment/pool.ts';

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
  it('should start a second thread when the games left are worth its warm-up, and not when they are few', () => {
    // Warm at 1 ms a game after 2.4 s of CPU for 1,000 games: the thread's warm-up was 1.4 s. A second
    // thread saves half the work left less 1.4 s of wall time, for 1.4 s of CPU: worth 1.5 times its
    // cost (WALL_PER_CPU) from 7 s of work.
    const warm = { spentMs: 2400, done: 1000, warmMsPerGame: 1 };
    expect(secondThreadPays({ ...warm, left: 2000 })).toBe(false);
    expect(secondThreadPays({ ...warm, left: 11_000 })).toBe(true);
    // The same 11,000 games left with a warm-up twice as costly (a slower start) are not worth it.
    expect(secondThreadPays({ ...warm, spentMs: 4600, done: 1600, warmMsPerGame: 0.5, left: 11_000 })).toBe(false);
  });

  it('should not judge from a speed measured during the warm-up', () => {
    // The base game's second batch on a cold thread: 2.1 ms a game. 4,800 games at that speed would
    // be 10 s of work against a warm-up of 0.55 s so far; at the warm 0.8 ms they are 3.8 s against
    // about 1.2 s, not worth a second thread.
    const cold = { spentMs: 970, done: 200, left: 4800, warmMsPerGame: 2.1 };
    expect(cold.spentMs).toBeLessThan(WARM_MS);
    expect(secondThreadPays(cold)).toBe(false);
    expect(secondThreadPays({ ...cold, spentMs: WARM_MS })).toBe(true);
  });

  it('should let a run of known size grow after its warm-up when a second thread pays, and keep a short one on one thread', async () => {
    for (const [games, grows] of [[3000, false], [12_000, true]] as const) {
      const clock = { t: 0 };
      const gate = growingGate(2, 1000, games, () => clock.t);
      const b = batches(clock);
      const runs = Array.from({ length: games / 100 }, () => gate.through(100, b.play));
      await new Promise((r) => setImmediate(r));
      expect(b.open).toHaveLength(1);
      // A cold first batch of 1 s, then 1 ms a game: at 2 s of CPU, 1,100 games played, a warm-up of 0.9 s.
      await b.finish(1000);
      for (let i = 0; i < 9; i++) await b.finish(100);
      expect(gate.allowed).toBe(1);
      expect(b.open).toHaveLength(1);
      await b.finish(100);
      // 1,900 games left are 1.9 s of work: half of it, 0.95 s, less the 0.9 s warm-up saves less
      // than 1.5 times the 0.9 s a second thread costs; 10,900 games save 4.55 s.
      expect(gate.allowed).toBe(grows ? 2 : 1);
      expect(b.open).toHaveLength(grows ? 2 : 1);
      while (b.open.length > 0) await b.finish(100);
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
