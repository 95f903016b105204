// Progress on stderr with a fake clock: plain lines every interval and a last line without a
// terminal, a bar redrawn in place on one, nothing before the first update; an ETA that does not
// extrapolate the start-up, even when every worker's batch comes back at the same moment.
import { describe, expect, it } from 'vitest';
import { Progress, formatDuration } from '../../src/sim/progress.ts';

function clock() {
  const c = { t: 0, now: () => c.t };
  return c;
}

describe('Progress without a terminal', () => {
  it('should print a line per interval with games/s and ETA, and a last line', () => {
    const c = clock();
    const lines: string[] = [];
    const p = new Progress({ line: (l) => lines.push(l) }, { now: c.now, intervalMs: 1000 });
    p.update(0, 1000);
    for (const [t, done] of [[500, 100], [1000, 200], [1500, 300], [2000, 400], [5000, 1000]]) {
      c.t = t;
      p.update(done, 1000);
    }
    p.finish();
    expect(lines).toEqual([
      'talisman-sim: 200/1000 games (20.0%), ? games/s, ETA ?',
      'talisman-sim: 400/1000 games (40.0%), 200 games/s, ETA 3.0s',
      'talisman-sim: 1000/1000 games, 200 games/s, 5.0s',
    ]);
  });

  it('should count only this session\'s games in the rate of a resumed run', () => {
    const c = clock();
    const lines: string[] = [];
    const p = new Progress({ line: (l) => lines.push(l) }, { now: c.now, intervalMs: 1000 });
    p.update(600, 1000);
    for (const [t, done] of [[1000, 700], [2000, 800], [3000, 900]]) {
      c.t = t;
      p.update(done, 1000);
    }
    p.finish();
    expect(lines.slice(2)).toEqual(['talisman-sim: 900/1000 games (90.0%), 100 games/s, ETA 1.0s', 'talisman-sim: 900/1000 games, 100 games/s, 3.0s']);
  });

  it('should print nothing if no game was ever counted', () => {
    const lines: string[] = [];
    new Progress({ line: (l) => lines.push(l) }).finish();
    expect(lines).toEqual([]);
  });
});

describe('Progress on a terminal', () => {
  it('should redraw a bar in place and end it with a newline', () => {
    const c = clock();
    const raw: string[] = [];
    const p = new Progress({ line: () => undefined, write: (t) => raw.push(t) }, { now: c.now });
    p.update(0, 100);
    for (const [t, done] of [[1000, 25], [2000, 50], [3000, 75]]) {
      c.t = t;
      p.update(done, 100);
    }
    p.finish();
    expect(raw[1]).toBe('\r[######..................] 25/100 games 25.0%  ? games/s  ETA ?\x1b[K');
    expect(raw[3]).toBe('\r[##################......] 75/100 games 75.0%  25 games/s  ETA 1.0s\x1b[K');
    expect(raw[4].endsWith('\n')).toBe(true);
  });

  it('should clear the bar before a status line, and draw it again at the next update', () => {
    const c = clock();
    const out: string[] = [];
    const p = new Progress({ line: (l) => out.push(`${l}\n`), write: (t) => out.push(t) }, { now: c.now });
    p.update(0, 100);
    p.say('compare: 50 games, widest primary half-width ±9.00 points');
    c.t = 10;
    p.update(50, 100);
    expect(out.slice(1)).toEqual(['\r\x1b[K', 'compare: 50 games, widest primary half-width ±9.00 points\n', '\r[############............] 50/100 games 50.0%  ? games/s  ETA ?\x1b[K']);
  });
});

/**
 * A pool's merges: `startup` seconds before the first batch is back, then each of `workers`
 * workers brings back a batch of `batch` games every `perBatch` seconds, all at the same moment
 * (1 ms apart, in index order, as in-order.ts merges them). Each merge is an update.
 */
function poolRun(p: Progress, c: { t: number }, o: { games: number; workers: number; batch: number; startup: number; perBatch: number }): void {
  p.update(0, o.games);
  for (let done = 0, cycle = 0; done < o.games; cycle++) {
    for (let w = 0; w < o.workers && done < o.games; w++) {
      c.t = (o.startup + cycle * o.perBatch) * 1000 + w;
      done = Math.min(o.games, done + o.batch);
      p.update(done, o.games);
    }
  }
}

/** Seconds in an ETA text (4.0s, 1m05s, 2h03m). */
function seconds(text: string): number {
  const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:([\d.]+)s)?$/.exec(text) as RegExpExecArray;
  return Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
}

describe('the ETA', () => {
  // The default run's shape: 10,000 games, batches of 100, a slow start (the first ETA of `npm start` said 33m41s for a run of 1m15s).
  const shape = { games: 10_000, batch: 100, startup: 20, perBatch: 1 };

  it.each([2, 8])('should not extrapolate the start-up: the first ETA shown is within a quarter of the time left (%d workers, plain lines)', (workers) => {
    const c = clock();
    const lines: string[] = [];
    const p = new Progress({ line: (l) => lines.push(l) }, { now: c.now, intervalMs: 5000 });
    poolRun(p, c, { ...shape, workers });
    const first = lines.map((l) => /(\d+)\/10000 games .* ETA (\S+)$/.exec(l)).find((m) => m !== null && m[2] !== '?') as RegExpExecArray;
    const left = (shape.games - Number(first[1])) / ((workers * shape.batch) / shape.perBatch);
    expect(Math.abs(seconds(first[2]) - left) / left).toBeLessThan(0.25);
  });

  it('should be right in the first bar that shows one, and "?" before it', () => {
    const c = clock();
    const raw: string[] = [];
    const p = new Progress({ line: () => undefined, write: (t) => raw.push(t) }, { now: c.now });
    poolRun(p, c, { ...shape, workers: 4 });
    const etas = raw.map((r) => /(\d+)\/10000 games .* ETA (\S+)\x1b/.exec(r) as RegExpExecArray);
    const shown = etas.findIndex((m) => m[2] !== '?');
    expect(shown).toBeGreaterThan(0);
    const left = (shape.games - Number(etas[shown][1])) / ((4 * shape.batch) / shape.perBatch);
    expect(Math.abs(seconds(etas[shown][2]) - left) / left).toBeLessThan(0.25);
  });

  it('should show one when batches come back every few milliseconds', () => {
    const c = clock();
    const lines: string[] = [];
    const p = new Progress({ line: (l) => lines.push(l) }, { now: c.now, intervalMs: 1000 });
    p.update(0, 100_000);
    for (let done = 100; done <= 100_000; done += 100) {
      c.t = 3000 + done / 50;
      p.update(done, 100_000);
    }
    expect(lines.filter((l) => / ETA \?$/.test(l))).toHaveLength(1);
    expect(lines.at(-1)).toMatch(/ 50000 games\/s, ETA /);
  });
});

describe('formatDuration', () => {
  it.each([[3.21, '3.2s'], [42, '42s'], [65, '1m05s'], [7380, '2h03m']])('should show %d seconds as %s', (s, text) => {
    expect(formatDuration(s)).toBe(text);
  });
});
