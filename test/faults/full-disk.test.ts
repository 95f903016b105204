// A full disk: a run writing games.csv and frequent checkpoints into a 200 KB tmpfs ends with one
// line and exit 2, its last good checkpoint intact (a short write once replaced it with a truncated
// one, and the run ended as an "internal error"); after space is freed, --resume finishes the run
// with a games.csv byte-identical to an uninterrupted run's. Needs a tmpfs mount (root on Linux):
// skipped with its reason where the machine allows none.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCheckpoint } from '../../src/sim/checkpoint.ts';
import { WriteError, writeFileAtomic } from '../../src/sim/json-file.ts';
import { tempDir } from '../sim/fixtures.ts';
import { talisman } from './process.ts';

const disk = tempDir('full-disk');

/** Mount a tmpfs of `size` at `disk`; the reason it cannot be, or null. */
function mountTmpfs(size: string): string | null {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', disk], { stdio: 'pipe' });
    return null;
  } catch (err) {
    return `cannot mount a tmpfs here (${(err as Error).message.split('\n')[0]})`;
  }
}

function grow(size: string): void {
  execFileSync('mount', ['-o', `remount,size=${size}`, disk], { stdio: 'pipe' });
}

let noMount: string | null = 'not tried';
beforeAll(() => {
  noMount = process.platform === 'linux' ? mountTmpfs('200k') : 'tmpfs needs Linux';
  if (noMount) console.warn(`full-disk tests skipped: ${noMount}`);
});
afterAll(() => {
  if (!noMount) execFileSync('umount', [disk]);
});

describe('a full disk', () => {
  it('should keep the previous file whole when a rewrite does not fit', (ctx) => {
    if (noMount) return ctx.skip();
    const path = join(disk, 'atomic', 'file.json');
    mkdirSync(join(disk, 'atomic'));
    writeFileAtomic(path, 'good\n');
    expect(() => writeFileAtomic(path, 'x'.repeat(400_000))).toThrow(WriteError);
    expect(readFileSync(path, 'utf8')).toBe('good\n');
    expect(() => readFileSync(`${path}.tmp`)).toThrow(/ENOENT/);
  });

  it('should end a run with one line and exit 2, keep its last checkpoint, and resume once there is room', async (ctx) => {
    if (noMount) return ctx.skip();
    const out = join(disk, 'run');
    const args = ['run', '--games', '3000', '--games-csv', '--checkpoint-every', '200ms', '--workers', '1', '--quiet', '--out', out];
    const full = await talisman(args).done;
    expect(full.code, full.err).toBe(2);
    expect(full.err.trim().split('\n')).toHaveLength(1);
    expect(full.err).toMatch(/^talisman-sim: cannot write .*: no space left on the disk; the last checkpoint is kept: free some space, then rerun with --resume\n$/);
    const kept = readCheckpoint(out);
    expect(kept.plan.games).toBe(3000);

    grow('8m');
    const resumed = await talisman([...args, '--resume']).done;
    expect(resumed.code, resumed.err).toBe(0);
    const whole = tempDir('full-disk-ref');
    const reference = await talisman(['run', '--games', '3000', '--games-csv', '--workers', '1', '--quiet', '--out', whole]).done;
    expect(reference.code, reference.err).toBe(0);
    expect(readFileSync(join(out, 'games.csv'), 'utf8')).toBe(readFileSync(join(whole, 'games.csv'), 'utf8'));
  });
});
