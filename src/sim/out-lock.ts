// One run at a time in an output folder: DIR/.talisman-sim.lock holds the pid and host of the run
// that owns it, made with an exclusive create, and the owner refreshes its modification time every
// HEARTBEAT_MS. A lock is stale, and taken over, when its holder stopped refreshing it for STALE_MS
// (a dead node, or a pid since reused by another process: whatever host wrote it), when its process
// no longer lives on this host (a crash or SIGKILL), or when it names this very process but this
// process does not hold it (a container's pid 1 restarted on the same volume). A live lock stops the
// second run at once, saying how fresh it is.
import { hostname } from 'node:os';
import { join } from 'node:path';
import { readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { InputError, WriteError, fsReason, makeDir } from './json-file.ts';

export const LOCK = '.talisman-sim.lock';
/** How often the owner refreshes its lock. */
export const HEARTBEAT_MS = 30_000;
/** A lock not refreshed for this long is stale: far above HEARTBEAT_MS, since a run playing games in its main thread (--workers 1) refreshes only between batches. */
export const STALE_MS = 10 * 60_000;

interface Holder {
  pid: number;
  host: string;
}

/** The locks this process holds (paths): a lock naming this pid is live only if listed here. */
const held = new Set<string>();

function readHolder(path: string): Holder | null {
  try {
    const h = JSON.parse(readFileSync(path, 'utf8')) as Holder;
    return Number.isInteger(h.pid) && typeof h.host === 'string' ? h : null;
  } catch {
    return null; // gone since, or half-written by a run that died writing it: stale
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Milliseconds since the lock was last refreshed (Infinity when it is gone). */
function ageMs(path: string): number {
  try {
    return Math.max(0, Date.now() - statSync(path).mtimeMs);
  } catch {
    return Infinity;
  }
}

/** Does the holder still run? On another host only its refreshes tell. */
function live(path: string, h: Holder | null): h is Holder {
  if (h === null || ageMs(path) > STALE_MS) return false;
  if (h.host !== hostname()) return true;
  if (h.pid === process.pid) return held.has(path);
  return alive(h.pid);
}

/** Refresh the lock's modification time every `everyMs`, without keeping the process alive. */
function heartbeat(path: string, everyMs: number): () => void {
  const timer = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(path, now, now);
    } catch {
      // removed under us: the next run will take the folder, as it would a stale lock
    }
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Take DIR's lock (creating DIR), or throw an InputError naming the run that holds it. Also checks,
 * before any game is played, that DIR can be written. Returns the release function.
 */
export function lockOutDir(dir: string, heartbeatMs = HEARTBEAT_MS): () => void {
  makeDir(dir);
  const path = join(dir, LOCK);
  const me: Holder = { pid: process.pid, host: hostname() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, `${JSON.stringify(me)}\n`, { flag: 'wx' });
      return holdLock(path, me, heartbeatMs);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw new WriteError(`cannot write to ${dir}: ${fsReason(err, path)}`);
      const holder = readHolder(path);
      if (live(path, holder)) throw inUse(dir, path, holder);
      rmSync(path, { force: true });
    }
  }
  throw new InputError(`${dir}: could not take its lock ${path}`);
}

/** The lock is ours: refresh it, and remove it on release or at exit. */
function holdLock(path: string, me: Holder, heartbeatMs: number): () => void {
  held.add(path);
  const stop = heartbeat(path, heartbeatMs);
  const release = () => {
    stop();
    held.delete(path);
    if (readHolder(path)?.pid === me.pid) rmSync(path, { force: true });
  };
  process.once('exit', release);
  return () => {
    process.off('exit', release);
    release();
  };
}

function inUse(dir: string, path: string, h: Holder): InputError {
  const seconds = Math.round(ageMs(path) / 1000);
  return new InputError(`${dir} is in use by another run (pid ${h.pid} on ${h.host}, its lock refreshed ${seconds} s ago); wait for it to end or choose another --out (a lock not refreshed for ${STALE_MS / 60_000} minutes is taken as stale)`);
}
