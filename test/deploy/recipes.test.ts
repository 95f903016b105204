// The cluster recipes of deploy/, run here as the schedulers would run them, at a small size: each
// shard's command with the index variable its scheduler sets (Kubernetes' JOB_COMPLETION_INDEX,
// Slurm's SLURM_ARRAY_TASK_ID), then the recipe's merge, whose summary.json must be the unsharded
// run's bytes. The manifests must agree with the Dockerfile and with each other, and
// docs/scaling.md must quote these files as they are.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../sim/fixtures.ts';
import { ROOT, copyParts, dockerfileStages, envOf, installStage, last, texts } from './dockerfile.ts';

const SHARDS = 3;
const GAMES = 36;
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');
const version = (JSON.parse(read('package.json')) as { version: string }).version;

/** The environment of a scheduled task: this one's, without any scheduler's index. */
function taskEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra };
  for (const name of ['JOB_COMPLETION_INDEX', 'SLURM_ARRAY_TASK_ID']) if (!(name in extra)) delete env[name];
  return env;
}

/** A recipe's shard arguments at the test's size: N shards, GAMES games, one worker. */
function scaled(args: string[]): string[] {
  const out = [...args];
  out[1] = String(SHARDS);
  for (const [flag, value] of [['--games', String(GAMES)], ['--workers', '1']]) {
    const i = out.indexOf(flag);
    if (i >= 0) out[i + 1] = value;
  }
  expect(out).toContain(String(GAMES));
  return out;
}

/** summary.json of `dir` (relative to `cwd`), as bytes. */
const summary = (cwd: string, dir = 'reports/default'): string => readFileSync(join(cwd, dir, 'summary.json'), 'utf8');

let unsharded = '';
beforeAll(() => {
  const cwd = tempDir('unsharded');
  execFileSync(join(ROOT, 'bin', 'talisman-sim.js'), ['run', 'default', '--games', String(GAMES), '--quiet'], { cwd, env: taskEnv() });
  unsharded = summary(cwd);
});

describe('deploy/shard.sh', () => {
  const shard = (env: Record<string, string>, args = ['default', '3', 'shards']) =>
    spawnSync(join(ROOT, 'deploy', 'shard.sh'), [...args, '--games', String(GAMES), '--quiet'], { cwd: tempDir('shard'), env: taskEnv(env), encoding: 'utf8' });

  it('should stop with one line and exit code 2 when no index, two indices or an index outside the shards is set', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{}, /neither JOB_COMPLETION_INDEX \(Kubernetes\) nor SLURM_ARRAY_TASK_ID \(Slurm\) is set/],
      [{ JOB_COMPLETION_INDEX: '0', SLURM_ARRAY_TASK_ID: '1' }, /both JOB_COMPLETION_INDEX and SLURM_ARRAY_TASK_ID are set: which scheduler is this\?/],
      [{ SLURM_ARRAY_TASK_ID: '0' }, /SLURM_ARRAY_TASK_ID=0 is not one of the 3 shards \(--array=1-3\)/],
      [{ JOB_COMPLETION_INDEX: '3' }, /JOB_COMPLETION_INDEX=3 is not one of the 3 shards \(completions: 3\)/],
      [{ JOB_COMPLETION_INDEX: '-1' }, /JOB_COMPLETION_INDEX must be a whole number \(got '-1'\)/],
    ];
    for (const [env, message] of cases) {
      const run = shard(env);
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(new RegExp(`^shard\\.sh: ${message.source}\\n$`));
    }
    expect(shard({ JOB_COMPLETION_INDEX: '0' }, ['default', '0', 'shards']).stderr).toBe("shard.sh: N must be a whole number from 1 (got '0')\n");
  });

  it("should continue a shard from its folder's checkpoint (a retried pod or requeued task)", () => {
    const cwd = tempDir('retry');
    mkdirSync(join(cwd, 'shards', 'shard-2'), { recursive: true });
    writeFileSync(join(cwd, 'shards', 'shard-2', 'checkpoint.json'), '{}\n');
    const run = spawnSync(join(ROOT, 'deploy', 'shard.sh'), ['default', '3', 'shards', '--quiet'], { cwd, env: taskEnv({ SLURM_ARRAY_TASK_ID: '2' }), encoding: 'utf8' });
    // --resume was given: the checkpoint is read (and refused), not reported as an interrupted run.
    expect(run.stderr).toBe('talisman-sim: shards/shard-2/checkpoint.json is not a talisman-sim checkpoint\n');
    expect(run.status).toBe(2);
  });
});

describe('the Kubernetes recipe (deploy/kubernetes/)', () => {
  const job = parse(read('deploy/kubernetes/job.yaml'));
  const merge = parse(read('deploy/kubernetes/merge.yaml'));
  const volume = parse(read('deploy/kubernetes/volume.yaml'));
  const shardPod = job.spec.template.spec;
  const [container] = shardPod.containers;
  const stages = dockerfileStages();
  const image = stages[stages.length - 1];
  const installDir = last(installStage(stages), 'WORKDIR') as string;

  it('should run N indexed pods of the image, each shard.sh with N shards and as many workers as CPUs', () => {
    expect(parseAllDocuments(read('deploy/kubernetes/job.yaml'))).toHaveLength(1);
    expect(job.spec.completionMode).toBe('Indexed');
    expect(job.spec.parallelism).toBe(job.spec.completions);
    expect(container.args[1]).toBe(String(job.spec.completions));
    expect(container.image).toBe(`registry.example/talisman-sim:${version}`);
    expect(merge.spec.template.spec.containers[0].image).toBe(container.image);
    expect(container.command).toEqual([`${installDir}/deploy/shard.sh`]);
    expect(texts(installStage(stages), 'COPY').map((t) => copyParts(t).dest)).toContain('./deploy/shard.sh');
    const workers = container.args[container.args.indexOf('--workers') + 1];
    expect(container.resources.limits.cpu).toBe(workers);
    expect(container.resources.requests).toEqual(container.resources.limits);
  });

  it("should mount the shared volume at the image's working folder and a writable /tmp in every pod", () => {
    for (const pod of [shardPod, merge.spec.template.spec]) {
      const mounts = Object.fromEntries(pod.containers[0].volumeMounts.map((m: { name: string; mountPath: string }) => [m.mountPath, m.name]));
      const volumes = Object.fromEntries(pod.volumes.map((v: { name: string }) => [v.name, v]));
      expect(volumes[mounts[last(image, 'WORKDIR') as string]].persistentVolumeClaim.claimName).toBe(volume.metadata.name);
      expect(envOf(image).TALISMAN_SIM_CACHE.startsWith('/tmp/')).toBe(true);
      expect(volumes[mounts['/tmp']].emptyDir).toEqual({});
    }
    expect(volume.spec.accessModes).toEqual(['ReadWriteMany']);
  });

  it("should merge, from the pods' shards, the bytes of the unsharded run", () => {
    const cwd = tempDir('kubernetes');
    const [command] = container.command as string[];
    for (let index = 0; index < SHARDS; index++) {
      execFileSync(join(ROOT, command.slice(installDir.length)), scaled(container.args), { cwd, env: taskEnv({ JOB_COMPLETION_INDEX: String(index) }) });
    }
    // The image has talisman-sim on its PATH (the Dockerfile's link); here, the checkout's.
    const bin = tempDir('bin');
    symlinkSync(join(ROOT, 'bin', 'talisman-sim.js'), join(bin, 'talisman-sim'));
    const [sh, ...shArgs] = merge.spec.template.spec.containers[0].command as string[];
    execFileSync(sh, shArgs, { cwd, env: taskEnv({ PATH: `${bin}:${process.env.PATH}` }) });
    expect(summary(cwd)).toBe(unsharded);
  });
});

describe('the Slurm recipe (deploy/slurm/)', () => {
  const run = read('deploy/slurm/run.sbatch');
  const line = /^exec deploy\/shard\.sh (.*)$/m.exec(run);

  it('should run an array from 1 to N, each task shard.sh with N shards and as many workers as CPUs', () => {
    expect(line).not.toBeNull();
    const n = (line as RegExpExecArray)[1].split(' ')[1];
    expect(run).toMatch(new RegExp(`^#SBATCH --array=1-${n}$`, 'm'));
    expect(run).toContain('--workers "$SLURM_CPUS_PER_TASK"');
    expect(read('deploy/slurm/merge.sbatch')).toMatch(/^exec bin\/talisman-sim\.js merge shards\/shard-\* --out reports\/default$/m);
  });

  it("should merge, from the array's shards, the bytes of the unsharded run", () => {
    // A checkout to submit from (its deploy/ and bin/ are this one's), with the scripts at the test's size.
    const cwd = tempDir('slurm');
    for (const dir of ['deploy', 'bin']) symlinkSync(join(ROOT, dir), join(cwd, dir));
    const words = (line as RegExpExecArray)[1].split(' ');
    writeFileSync(join(cwd, 'run.sbatch'), run.replace((line as RegExpExecArray)[0], `exec deploy/shard.sh ${scaled(words).join(' ')}`));
    for (let task = 1; task <= SHARDS; task++) {
      execFileSync('bash', ['run.sbatch'], { cwd, env: taskEnv({ SLURM_ARRAY_TASK_ID: String(task), SLURM_CPUS_PER_TASK: '1' }) });
    }
    execFileSync('bash', [join(ROOT, 'deploy', 'slurm', 'merge.sbatch')], { cwd, env: taskEnv() });
    expect(summary(cwd)).toBe(unsharded);
  });
});

describe('docs/scaling.md', () => {
  const page = read('docs/scaling.md');
  const quotes = [...page.matchAll(/^<!-- quote: (\S+) -->\n```[^\n]*\n([\s\S]*?)^```$/gm)].map((m) => ({ file: m[1], text: m[2] }));

  it('should quote the recipe files as they are (runs of their lines)', () => {
    expect(quotes.length).toBeGreaterThan(0);
    for (const { file, text } of quotes) expect(`\n${read(file)}`, file).toContain(`\n${text}`);
  });

  it('should quote every recipe file', () => {
    const deploy = readdirSync(join(ROOT, 'deploy'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    const files = ['Dockerfile', ...deploy.map((e) => relative(ROOT, join(e.parentPath, e.name)))];
    expect(new Set(quotes.map((q) => q.file))).toEqual(new Set(files));
  });
});
