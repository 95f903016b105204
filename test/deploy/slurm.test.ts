// The Slurm recipe (deploy/slurm/) on a real Slurm: a one-node cluster from Debian's packages
// (slurm-cluster.sh beside this file), the two sbatch commands of run.sbatch's comment run as
// written, the array scaled to 2 tasks of 800 games, task 1 requeued (`scontrol requeue`) once it
// has saved a checkpoint, and the merge's report equal, file for file, to the unsharded run's.
// Skipped, with the reason printed, where no cluster can be had (not root, no apt-get, Debian's
// mirror out of reach, a daemon that does not start). CI installs the packages (.ci/run).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../sim/fixtures.ts';
import { ROOT } from './dockerfile.ts';

const CLUSTER = join(ROOT, 'test', 'deploy', 'slurm-cluster.sh');
const SHARDS = 2;
const GAMES = 1600;
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

/** The recipe's run.sbatch at the test's size: SHARDS tasks of one CPU, GAMES games, a checkpoint every 100 ms. */
function scaledRun(): string {
  const steps: [RegExp, string][] = [
    [/^#SBATCH --array=1-16$/m, `#SBATCH --array=1-${SHARDS}`],
    [/^#SBATCH --cpus-per-task=8$/m, '#SBATCH --cpus-per-task=1'],
    [/^(exec deploy\/shard\.sh default) 16 (shards) --games 1000000 (.*--quiet)$/m, `$1 ${SHARDS} $2 --games ${GAMES} $3 --checkpoint-every 100ms`],
  ];
  return steps.reduce((text, [from, to]) => {
    expect(text, `deploy/slurm/run.sbatch has no line ${from}`).toMatch(from);
    return text.replace(from, to);
  }, read('deploy/slurm/run.sbatch'));
}

/** The commands run.sbatch's comment gives for submitting the array and then the merge. */
function submitLines(): string[] {
  const lines = [...read('deploy/slurm/run.sbatch').matchAll(/^# {3}(.*sbatch .*)$/gm)].map((m) => m[1]);
  expect(lines).toEqual(['jobid=$(sbatch --parsable deploy/slurm/run.sbatch)', 'sbatch --dependency=afterok:$jobid deploy/slurm/merge.sbatch']);
  return lines;
}

let state = '';
let skipped: string | null = 'not tried';
let env: NodeJS.ProcessEnv = {};

/** Runs slurm-cluster.sh; its stdout, or the reason it gives (exit code 77) in `skipped`. */
function cluster(...args: string[]): string {
  const run = spawnSync(CLUSTER, args, { encoding: 'utf8' });
  if (run.status === 77) skipped = run.stderr.trim();
  else if (run.status !== 0) throw new Error(`slurm-cluster.sh ${args.join(' ')} exited ${run.status}: ${run.stderr}`);
  return run.stdout.trim();
}

/** A Slurm command's stdout, on the test's cluster. */
function slurm(command: string, ...args: string[]): string {
  const run = spawnSync(command, args, { env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${run.status}: ${run.stderr}`);
  return run.stdout.trim();
}

/** JobState and Reason of a job or array task. */
function job(id: string): { state: string; reason: string } {
  const line = slurm('scontrol', 'show', 'job', '--oneliner', id);
  return { state: /\bJobState=(\S+)/.exec(line)?.[1] ?? '', reason: /\bReason=(\S+)/.exec(line)?.[1] ?? '' };
}

/** Waits (polling every 100 ms, at most 10 minutes) for `done` to be true. */
async function until(what: string, done: () => boolean, failed: () => string | null = () => null): Promise<void> {
  for (const start = Date.now(); !done(); await sleep(100)) {
    const why = failed();
    if (why) throw new Error(`${what}: ${why}`);
    if (Date.now() - start > 600_000) throw new Error(`${what}: not after 10 minutes`);
  }
}

beforeAll(() => {
  skipped = null;
  cluster('install');
  if (skipped) return;
  state = tempDir('slurm-cluster');
  const conf = cluster('start', state);
  if (skipped) return;
  env = { ...process.env, SLURM_CONF: conf };
  for (const name of ['JOB_COMPLETION_INDEX', 'SLURM_ARRAY_TASK_ID', 'SLURM_JOB_ID', 'SLURM_CPUS_PER_TASK']) delete env[name];
});

afterAll(() => {
  if (state) cluster('stop', state);
  if (skipped) console.warn(`test/deploy/slurm.test.ts skipped: ${skipped}`);
});

/** A checkout to submit from: this one's bin/ and deploy/shard.sh, the recipe's scripts at the test's size. */
function checkout(): string {
  const cwd = tempDir('slurm');
  mkdirSync(join(cwd, 'deploy', 'slurm'), { recursive: true });
  symlinkSync(join(ROOT, 'bin'), join(cwd, 'bin'));
  symlinkSync(join(ROOT, 'deploy', 'shard.sh'), join(cwd, 'deploy', 'shard.sh'));
  writeFileSync(join(cwd, 'deploy', 'slurm', 'run.sbatch'), scaledRun());
  writeFileSync(join(cwd, 'deploy', 'slurm', 'merge.sbatch'), read('deploy/slurm/merge.sbatch'));
  return cwd;
}

/** Submits the array and the merge as the recipe says; their ids (the array's task 1 for `task`). */
function submit(cwd: string): { merge: string; task: string } {
  const run = spawnSync('bash', ['-euc', `${submitLines().join('\n')}\necho "$jobid"`], { cwd, env, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  const ids = /^Submitted batch job (\d+)\n(\d+)\n$/.exec(run.stdout);
  expect(ids, run.stdout).not.toBeNull();
  return { merge: (ids as RegExpExecArray)[1], task: `${(ids as RegExpExecArray)[2]}_1` };
}

/** Whether the checkpoint in `dir` holds at least one game. */
function saved(dir: string): boolean {
  try {
    return (JSON.parse(readFileSync(join(dir, 'checkpoint.json'), 'utf8')) as { completed: unknown[] }).completed.length > 0;
  } catch {
    return false;
  }
}

/** Every report file of `dir` but provenance.json (the command line), sorted. */
const reportFiles = (dir: string): string[] => readdirSync(dir).filter((f) => f !== 'provenance.json').sort();

describe('the Slurm recipe on a one-node Slurm cluster', () => {
  it("should merge, after a task requeued mid-run, the bytes of the unsharded run's report", async (ctx) => {
    if (skipped) return ctx.skip(skipped);
    const cwd = checkout();
    const { merge, task } = submit(cwd);
    const log = (id: string) => readFileSync(join(cwd, `slurm-${id}.out`), 'utf8');

    // Task 1, once its checkpoint holds a game, is requeued: Slurm sends SIGTERM and the run saves its games.
    const running = (): string | null => {
      const { state } = job(task);
      return state === 'RUNNING' || state === 'PENDING' ? null : `task ${task} is ${state}: ${log(task)}`;
    };
    await until(`task ${task} saving a checkpoint`, () => saved(join(cwd, 'shards', 'shard-1')), running);
    slurm('scontrol', 'requeue', task);
    await until(`task ${task} requeued`, () => job(task).state === 'PENDING');
    const stopped = /interrupted after (\d+)\/(\d+) games; no report written/.exec(log(task));
    expect(stopped, log(task)).not.toBeNull();
    const [done, of] = [Number(stopped?.[1]), Number(stopped?.[2])];
    expect(done).toBeGreaterThan(0);
    expect(done).toBeLessThan(of);
    // Slurm holds a requeued job for 120 s before it may start again; the test does not wait that
    // long. But slurmd keeps the killed run's credential revoked as of that second (whole seconds),
    // and a restart given a credential of the same second is killed ("Job credential revoked",
    // exit 1, the merge's dependency never satisfied): so the restart waits for the next second.
    await sleep(2000);
    slurm('scontrol', 'update', `JobId=${task}`, 'StartTime=now');

    const ended = ['COMPLETED', 'FAILED', 'CANCELLED', 'TIMEOUT', 'NODE_FAIL', 'OUT_OF_MEMORY'];
    const neverSatisfied = () => (job(merge).reason === 'DependencyNeverSatisfied' ? `a task failed: ${log(task)}` : null);
    await until(`merge job ${merge}`, () => ended.includes(job(merge).state), neverSatisfied);
    expect(job(merge).state, log(merge)).toBe('COMPLETED');
    expect(job(task).state).toBe('COMPLETED');

    const whole = tempDir('slurm-whole');
    const run = spawnSync(join(ROOT, 'bin', 'talisman-sim.js'), ['run', 'default', '--games', String(GAMES), '--workers', '1', '--quiet'], { cwd: whole, env, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const [merged, unsharded] = [join(cwd, 'reports', 'default'), join(whole, 'reports', 'default')];
    expect(reportFiles(merged)).toEqual(reportFiles(unsharded));
    for (const file of reportFiles(unsharded)) expect(readFileSync(join(merged, file), 'utf8'), file).toBe(readFileSync(join(unsharded, file), 'utf8'));
  });
});
