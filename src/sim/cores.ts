// How many worker threads a run starts by default: the cores this process may use, and no more than
// its container's CPU quota allows (Node 20's availableParallelism counts the CPUs a container may be
// scheduled on, not the share of them its quota grants, so a pod limited to 2 CPUs on a 64-core node
// started 64 threads). The quota is read from cgroup v2's cpu.max, or cgroup v1's cfs files.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** Read a file's text, or null when it cannot be read. */
export type ReadText = (path: string) => string | null;

const readText: ReadText = (path) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};

/** The CPU quota in cores (a fraction rounded up, at least 1), or null when there is none. */
export function cpuQuota(read: ReadText = readText): number | null {
  const v2 = read('/sys/fs/cgroup/cpu.max')?.trim().split(/\s+/);
  if (v2 && v2.length === 2) return v2[0] === 'max' ? null : cores(Number(v2[0]), Number(v2[1]));
  const quota = Number(read('/sys/fs/cgroup/cpu/cpu.cfs_quota_us')?.trim());
  const period = Number(read('/sys/fs/cgroup/cpu/cpu.cfs_period_us')?.trim());
  return quota > 0 ? cores(quota, period) : null;
}

function cores(quota: number, period: number): number | null {
  return quota > 0 && period > 0 ? Math.max(1, Math.ceil(quota / period)) : null;
}

/** Worker threads by default: the usable cores, capped by the CPU quota. */
export function defaultWorkers(read: ReadText = readText, usable = availableParallelism()): number {
  const quota = cpuQuota(read);
  return quota === null ? usable : Math.min(usable, quota);
}
