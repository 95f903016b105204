// Progress on stderr with a fake clock: plain lines every interval and a last line without a
// terminal, a bar redrawn in place on one, nothing before the first update.
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
    c.t = 500;
    p.update(100, 1000);
    c.t = 1000;
    p.update(200, 1000);
    c.t = 1500;
    p.update(300, 1000);
    c.t = 5000;
    p.update(1000, 1000);
    p.finish();
    expect(lines).toEqual([
      'talisman-sim: 200/1000 games (20.0%), 200 games/s, ETA 4.0s',
      'talisman-sim: 1000/1000 games, 200 games/s, 5.0s',
    ]);
  });

  it('should count only this session\'s games in the rate of a resumed run', () => {
    const c = clock();
    const lines: string[] = [];
    const p = new Progress({ line: (l) => lines.push(l) }, { now: c.now, intervalMs: 1000 });
    p.update(600, 1000);
    c.t = 2000;
    p.update(800, 1000);
    expect(lines).toEqual(['talisman-sim: 800/1000 games (80.0%), 100 games/s, ETA 2.0s']);
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
    c.t = 1000;
    p.update(50, 100);
    p.finish();
    expect(raw[1]).toBe('\r[############............] 50/100 games 50.0%  50 games/s  ETA 1.0s\x1b[K');
    expect(raw[2].endsWith('\n')).toBe(true);
  });
});

describe('formatDuration', () => {
  it.each([[3.21, '3.2s'], [42, '42s'], [65, '1m05s'], [7380, '2h03m']])('should show %d seconds as %s', (s, text) => {
    expect(formatDuration(s)).toBe(text);
  });
});
