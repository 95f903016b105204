// One run at a time in an output folder (issue 14, case 1): real processes racing for one --out,
// a stale lock left by a killed run, and a lock held by a live process.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCK } from '../../src/sim/out-lock.ts';
import { cli, tempDir } from '../sim/fixtures.ts';
import { talisman, until } from './process.ts';

describe('the output folder lock', () => {
  it('should stop a second run on the same folder at once, naming the first; a killed run\'s lock is stale', async () => {
    const dir = tempDir('lock');
    const first = talisman(['run', '--games', '1000000', '--workers', '1', '--quiet', '--out', dir]);
    await until(() => existsSync(join(dir, LOCK)), 30_000);
    const second = await talisman(['run', '--games', '10', '--quiet', '--out', dir]).done;
    expect(second.code).toBe(2);
    expect(second.err.trim().split('\n')).toEqual([`talisman-sim: ${dir} is in use by another run (pid ${first.child.pid} on ${hostname()}); wait for it to end or choose another --out`]);
    first.child.kill('SIGKILL');
    await first.done;
    expect(existsSync(join(dir, LOCK))).toBe(true);
    const third = await cli(['run', '--games', '8', '--workers', '1', '--quiet', '--out', dir]);
    expect(third.code).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8')).games).toBe(8);
    expect(existsSync(join(dir, LOCK))).toBe(false);
  });

  it('should refuse a folder whose lock a live process holds, and leave that lock alone', async () => {
    const dir = tempDir('lock-live');
    const held = `${JSON.stringify({ pid: process.pid, host: hostname() })}\n`;
    writeFileSync(join(dir, LOCK), held);
    const r = await cli(['run', '--games', '4', '--workers', '1', '--quiet', '--out', dir]);
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toEqual([`talisman-sim: ${dir} is in use by another run (pid ${process.pid} on ${hostname()}); wait for it to end or choose another --out`]);
    expect(readFileSync(join(dir, LOCK), 'utf8')).toBe(held);
    expect(existsSync(join(dir, 'summary.json'))).toBe(false);
  });
});
