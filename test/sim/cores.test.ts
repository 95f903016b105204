// The default worker count within a container's CPU quota: cgroup v2's cpu.max, cgroup v1's cfs
// files, or no quota at all.
import { describe, expect, it } from 'vitest';
import { cpuQuota, defaultWorkers } from '../../src/sim/cores.ts';

/** A file system of the given files only. */
const files = (f: Record<string, string>) => (path: string) => f[path] ?? null;

describe('the CPU quota', () => {
  it('should read cgroup v2 cpu.max, rounding a fraction of a core up', () => {
    expect(cpuQuota(files({ '/sys/fs/cgroup/cpu.max': '200000 100000\n' }))).toBe(2);
    expect(cpuQuota(files({ '/sys/fs/cgroup/cpu.max': '150000 100000\n' }))).toBe(2);
    expect(cpuQuota(files({ '/sys/fs/cgroup/cpu.max': '50000 100000\n' }))).toBe(1);
    expect(cpuQuota(files({ '/sys/fs/cgroup/cpu.max': 'max 100000\n' }))).toBeNull();
  });

  it('should read cgroup v1 cfs files, where -1 is no quota', () => {
    const v1 = (quota: string) => files({ '/sys/fs/cgroup/cpu/cpu.cfs_quota_us': `${quota}\n`, '/sys/fs/cgroup/cpu/cpu.cfs_period_us': '100000\n' });
    expect(cpuQuota(v1('400000'))).toBe(4);
    expect(cpuQuota(v1('-1'))).toBeNull();
    expect(cpuQuota(files({}))).toBeNull();
  });

  it('should start no more workers than the quota, nor than the usable cores', () => {
    const quota2 = files({ '/sys/fs/cgroup/cpu.max': '200000 100000' });
    expect(defaultWorkers(quota2, 64)).toBe(2);
    expect(defaultWorkers(files({ '/sys/fs/cgroup/cpu.max': '800000 100000' }), 4)).toBe(4);
    expect(defaultWorkers(files({}), 6)).toBe(6);
  });
});
