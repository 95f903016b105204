// One run at a time in an output folder: DIR/.talisman-sim.lock holds the pid and host of the run
// that owns it, made with an exclusive create. A lock whose process no longer lives on this host
// is stale (a crash or SIGKILL) and is taken over; a live one stops the second run at once.
import { hostname } from 'node:os';
import { join } from 'node:path';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { InputError, WriteError, makeDir } from './json-file.ts';

export const LOCK = '.talisman-sim.lock';

interface Holder {
  pid: number;
  host: string;
}

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

/** Is the holder a live process (on another host we cannot tell, so it counts as live)? */
function live(h: Holder | null): h is Holder {
  return h !== null && (h.host !== hostname() || alive(h.pid));
}

/**
 * Take DIR's lock (creating DIR), or throw an InputError naming the run that holds it. Also checks,
 * before any game is played, that DIR can be written. Returns the release function.
 */
export function lockOutDir(dir: string): () => void {
  makeDir(dir);
  const path = join(dir, LOCK);
  const me: Holder = { pid: process.pid, host: hostname() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, `${JSON.stringify(me)}\n`, { flag: 'wx' });
      const release = () => {
        if (readHolder(path)?.pid === me.pid) rmSync(path, { force: true });
      };
      process.once('exit', release);
      return () => {
        process.off('exit', release);
        release();
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw new WriteError(`cannot write to ${dir}: ${(err as Error).message}`);
      const holder = readHolder(path);
      if (live(holder)) throw new InputError(`${dir} is in use by another run (pid ${holder.pid} on ${holder.host}); wait for it to end or choose another --out`);
      rmSync(path, { force: true });
    }
  }
  throw new InputError(`${dir}: could not take its lock ${path}`);
}
