// One run at a time in an output folder: real processes racing for one --out, a stale lock left by a
// killed run, a lock held by a live process, and the heartbeat that tells a live lock from one left
// by a dead node or a reused pid, whatever host wrote it.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCK, STALE_MS, lockOutDir } from '../../src/sim/out-lock.ts';
import { cli, tempDir } from '../sim/fixtures.ts';
import { talisman, until } from './process.ts';

describe('the output folder lock', () => {
  it('should stop a second run on the same folder at once, naming the first; a killed run\'s lock is stale', async () => {
    const dir = tempDir('lock');
    const first = talisman(['run', '--games', '1000000', '--workers', '1', '--quiet', '--out', dir]);
    await until(() => existsSync(join(dir, LOCK)), 30_000);
    const second = await talisman(['run', '--games', '10', '--quiet', '--out', dir]).done;
    expect(second.code).toBe(2);
    expect(second.err.trim().split('\n')).toHaveLength(1);
    expect(second.err).toMatch(inUse(dir, first.child.pid!, hostname()));
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
    const other = spawn('sleep', ['60']);
    try {
      const held = `${JSON.stringify({ pid: other.pid, host: hostname() })}\n`;
      writeFileSync(join(dir, LOCK), held);
      const r = await cli(['run', '--games', '4', '--workers', '1', '--quiet', '--out', dir]);
      expect(r.code).toBe(2);
      expect(r.err.trim().split('\n')).toHaveLength(1);
      expect(r.err).toMatch(inUse(dir, other.pid!, hostname()));
      expect(readFileSync(join(dir, LOCK), 'utf8')).toBe(held);
      expect(existsSync(join(dir, 'summary.json'))).toBe(false);
    } finally {
      other.kill();
    }
  });

  it('should refuse a fresh lock from another host, and take one its holder stopped refreshing', async () => {
    const dir = tempDir('lock-node');
    writeFileSync(join(dir, LOCK), `${JSON.stringify({ pid: 1, host: 'node-that-died' })}\n`);
    const fresh = await cli(['run', '--games', '4', '--workers', '1', '--quiet', '--out', dir]);
    expect(fresh.code).toBe(2);
    expect(fresh.err).toMatch(inUse(dir, 1, 'node-that-died'));
    ageLock(dir, STALE_MS + 60_000);
    const retry = await cli(['run', '--games', '4', '--workers', '1', '--quiet', '--out', dir]);
    expect(retry.code, retry.err).toBe(0);
    expect(existsSync(join(dir, LOCK))).toBe(false);
  });

  it('should take a lock whose pid now names another live process, once it is no longer refreshed', async () => {
    const dir = tempDir('lock-reused');
    const other = spawn('sleep', ['60']);
    try {
      writeFileSync(join(dir, LOCK), `${JSON.stringify({ pid: other.pid, host: hostname() })}\n`);
      ageLock(dir, STALE_MS + 60_000);
      const r = await cli(['run', '--games', '4', '--workers', '1', '--quiet', '--out', dir]);
      expect(r.code, r.err).toBe(0);
    } finally {
      other.kill();
    }
  });

  it('should take a lock naming its own pid that it does not hold (a container\'s pid 1 restarted), and refuse one it holds', async () => {
    const dir = tempDir('lock-own');
    writeFileSync(join(dir, LOCK), `${JSON.stringify({ pid: process.pid, host: hostname() })}\n`);
    const release = lockOutDir(dir);
    try {
      expect(() => lockOutDir(dir)).toThrow(/is in use by another run/);
    } finally {
      release();
    }
    expect(existsSync(join(dir, LOCK))).toBe(false);
  });

  it('should refresh its lock while it holds it', async () => {
    const dir = tempDir('lock-beat');
    const release = lockOutDir(dir, 20);
    try {
      ageLock(dir, 60_000);
      const before = statSync(join(dir, LOCK)).mtimeMs;
      await until(() => statSync(join(dir, LOCK)).mtimeMs > before + 30_000, 5_000);
    } finally {
      release();
    }
  });
});

/** The one-line refusal for a folder whose lock `pid` on `host` holds. */
function inUse(dir: string, pid: number, host: string): RegExp {
  const esc = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^talisman-sim: ${esc(dir)} is in use by another run \\(pid ${pid} on ${esc(host)}, its lock refreshed \\d+ s ago\\); wait for it to end or choose another --out \\(a lock not refreshed for 10 minutes is taken as stale\\)\n?$`);
}

/** Make DIR's lock look last refreshed `ms` ago. */
function ageLock(dir: string, ms: number): void {
  const then = new Date(Date.now() - ms);
  utimesSync(join(dir, LOCK), then, then);
}
