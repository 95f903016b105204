// A process's CPU by thread, from Linux's /proc/self/task/*/stat (npm run thread-cpu, thread-cpu.ts):
// each thread's user + system seconds, and a run's split into the main thread, the threads started
// during it (the pool's) and the rest (V8's compiler and garbage-collector threads, libuv's).
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks a second of /proc's stat times (USER_HZ, 100 on Linux). */
const HZ = 100;

export interface ThreadReading {
  /** User + system CPU seconds. */
  cpu: number;
  /** Seconds after the machine's boot at which the thread started. */
  start: number;
}

/** Each thread of process `pid` (this one by default): its CPU seconds and start, by thread id. */
export function readThreads(pid: number | 'self' = 'self'): Map<number, ThreadReading> {
  const out = new Map<number, ThreadReading>();
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return out; // the process has ended
  }
  for (const tid of tids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // the thread ended between the listing and the read
    }
    // Fields after the command name (in parentheses, which may hold spaces), from the state on:
    // utime is the 12th, stime the 13th, starttime the 20th.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    out.set(Number(tid), { cpu: (Number(f[11]) + Number(f[12])) / HZ, start: Number(f[19]) / HZ });
  }
  return out;
}

/** CPU seconds of each thread of this process, by thread id. */
export function threadSeconds(): Map<number, number> {
  return new Map([...readThreads()].map(([tid, r]) => [tid, r.cpu]));
}

export interface ThreadSplit {
  main: number;
  /** Threads that started during the run and spent at least a tenth of a second: the pool's. */
  pool: number[];
  /** Every other thread's CPU during the run: V8's compiler and GC threads, libuv's. */
  rest: number;
}

/** What each thread spent between two readings; threads new in `after` count from zero. */
export function splitThreads(before: Map<number, number>, after: Map<number, number>, mainTid: number): ThreadSplit {
  const split: ThreadSplit = { main: 0, pool: [], rest: 0 };
  for (const [tid, s] of after) {
    const spent = s - (before.get(tid) ?? 0);
    if (tid === mainTid) split.main = spent;
    else if (!before.has(tid) && spent >= 0.1) split.pool.push(spent);
    else split.rest += spent;
  }
  return split;
}
