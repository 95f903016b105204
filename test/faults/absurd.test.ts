// Absurd counts (issue 14, case 5): a billion games start at once and play in bounded memory (the
// batches are made as they are needed), and stop on Ctrl-C with a checkpoint; counts that cannot be
// played exactly or do not fit in memory stop before the first game with one line.
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCheckpoint } from '../../src/sim/checkpoint.ts';
import { cli, tempDir } from '../sim/fixtures.ts';
import { sleep, talisman, until } from './process.ts';

/** The resident memory of a live process, in MB (Linux). */
function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : 0;
}

describe('a run of 10^9 games', () => {
  it.skipIf(!existsSync('/proc/self/status'))('should start at once, play in bounded memory and stop on SIGINT with a checkpoint', async () => {
    const dir = tempDir('billion');
    const p = talisman(['run', '--games', '1e9', '--workers', '2', '--quiet', '--checkpoint-every', '200ms', '--out', dir]);
    const pid = p.child.pid as number;
    let peak = 0;
    const cp = join(dir, 'checkpoint.json');
    await until(() => {
      peak = Math.max(peak, rssMb(pid));
      return existsSync(cp) && readCheckpoint(dir).aggregate.games >= 200;
    }, 600_000);
    for (let i = 0; i < 10; i++, await sleep(100)) peak = Math.max(peak, rssMb(pid));
    p.child.kill('SIGINT');
    const r = await p.done;
    expect(r.code, r.err).toBe(130);
    expect(r.err).toMatch(/interrupted after \d+\/1000000000 games/);
    expect(readCheckpoint(dir).plan.games).toBe(1e9);
    // A list of the 10^7 batches alone took over 600 MB before the first game.
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThan(400);
  });
});

describe('counts that cannot be played', () => {
  it.each([
    [['--games', '1e12'], /^talisman-sim: --games must be at most 25019997929 for 4 seats and a round cap of 300 \(got 1000000000000\)/],
    [['--games', '2.5'], /^talisman-sim: --games must be a positive integer \(got "2\.5"\)/],
    [['--workers', '1000'], new RegExp(`^talisman-sim: --workers must be an integer from 1 to ${availableParallelism() * 4} \\(got "1000"\\)`)],
    [['--batch', '100000000', '--games-csv'], /^talisman-sim: --workers \d+ with --batch 100000000 and --games-csv needs about [\d,]+ MB, and this machine allows [\d,]+ MB/],
    [['--batch', '3000000', '--games-csv', '--workers', '1'], /^talisman-sim: (--batch 3000000 with --games-csv holds about [\d,]+ MB of rows in flight|--workers 1 with --batch 3000000 and --games-csv needs about)/],
  ])('should refuse %j before the first game, with one line and exit 2', async (flags, message) => {
    const dir = tempDir('absurd');
    const r = await cli(['run', ...flags, '--quiet', '--out', dir]);
    expect(r.code).toBe(2);
    expect(r.err.split('\n')).toHaveLength(1);
    expect(r.err).toMatch(message);
    expect(existsSync(join(dir, 'checkpoint.json'))).toBe(false);
  });
});
