// The jobs of `talisman-sim serve`: each a `compare`, `worth` or `balance` command run by the CLI's own main() (the same
// flags, checks and worker pool as typed at a terminal) in the job thread (job-runner.ts), off the
// request loop, so the server answers while it plays; one at a time, the others queued (a
// bounded queue); a client key makes a repeated request give the job it started. Each job has its
// own folder under the server's job folder:
//   JOBS/ID/job.json       the request, the command, the status and its times
//   JOBS/ID/scenario.yaml  the scenario, when not a shipped one used as it is; variant.yaml: with the options set
//   JOBS/ID/reproduce.sh   the scenario files and the command that reproduce the job
//   JOBS/ID/report/        the command's --out: compare.json, compare.csv, index.html, ...; worth.json, worth.csv, worth.svg; balance.json, balanced.yaml, ...
// A job's failure (exit code 2 with its one-line error, or an internal error) is its status, not the server's.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { commandLine } from '../compare.ts';
import { COMPARE_FILES, SKILL_FILES } from '../../report/compare-report.ts';
import { armsFromFiles, armsFromVary, experimentOf } from '../../experiment/arms.ts';
import { scenarioPath } from '../../scenario/load.ts';
import type { Sources } from '../../scenario/sources.ts';
import { ScenarioError, type AllowedIds } from '../../scenario/validate.ts';
import { JobRunner } from './job-runner.ts';
import type { JobProgress, LiveRow } from './job-messages.ts';
import { RequestError, sameRequest, type JobRequest } from './request.ts';
import { checkJobRequest, planAnyJob } from './analysis-request.ts';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled' | 'interrupted';

export interface Job {
  id: string;
  request: JobRequest;
  /** The arguments main() runs (the job's --out, --quiet and --workers last). */
  argv: string[];
  /** The command as compare.json records it: what reproduces the job's report. */
  command: string;
  status: JobStatus;
  created: string;
  started: string | null;
  finished: string | null;
  /** The one-line error of a failed job. */
  error: string | null;
  progress: JobProgress | null;
  /** The client key it was started with (an Idempotency-Key header or clientKey field), if any. */
  clientKey?: string;
  /** The primary intervals after the latest batch (running jobs only; not kept in job.json). */
  live?: LiveRow[];
}

/** Files a client may fetch from a job: these names only, from the job's folder or its report. */
export const JOB_FILES = ['job.json', 'scenario.yaml', 'variant.yaml', 'reproduce.sh'];
/** What worth and balance write in their --out (worth.ts writeWorth, balance.ts balanceCommand and verify). */
export const WORTH_FILES = ['worth.json', 'worth.csv', 'worth.vl.json', 'worth.svg'];
export const BALANCE_FILES = ['balance.json', 'balance.md', 'balance.csv', 'balanced.yaml', 'verify-characters.csv'];
export const REPORT_FILES: readonly string[] = [...COMPARE_FILES, ...SKILL_FILES, ...WORTH_FILES, ...BALANCE_FILES];
/** balance --strategies writes one balanced-BOT.yaml per other bot. */
export const BALANCED_BOT = /^balanced-[a-z0-9-]{1,60}\.yaml$/;

export interface JobsOptions {
  dir: string;
  ids: AllowedIds;
  workers: number;
  /** Jobs waiting besides the running one; more get 429. */
  maxQueued: number;
  /** What uploaded scenario text may name: no file; modules by name from a trusted folder at most. */
  sources: Sources;
}

export class Jobs {
  private readonly jobs = new Map<string, Job>();
  private readonly queue: Job[] = [];
  private running: { job: Job; cancel: boolean } | null = null;
  private readonly runner = new JobRunner();
  /** The job each client key started. */
  private readonly keys = new Map<string, Job>();
  private next = 1;
  /** Resolves when the queue is empty and no job runs (tests and close wait for it). */
  private idle: Promise<void> = Promise.resolve();

  constructor(private readonly o: JobsOptions) {
    mkdirSync(o.dir, { recursive: true });
    for (const id of readdirSync(o.dir).filter((d) => /^[0-9]{1,9}$/.test(d)).sort((a, b) => Number(a) - Number(b))) {
      this.next = Math.max(this.next, Number(id) + 1);
      const job = this.readJob(id);
      if (job) this.add(job);
    }
  }

  list(): Job[] {
    return [...this.jobs.values()].reverse();
  }

  get(id: string): Job | undefined {
    return /^[0-9]{1,9}$/.test(id) ? this.jobs.get(id) : undefined;
  }

  folder(job: Job): string {
    return join(this.o.dir, job.id);
  }

  /** The path of one of a job's files, when its name is a known one and it exists; null otherwise. */
  file(job: Job, name: string): string | null {
    const path = JOB_FILES.includes(name) ? join(this.folder(job), name) : REPORT_FILES.includes(name) || BALANCED_BOT.test(name) ? join(this.folder(job), 'report', name) : null;
    return path !== null && existsSync(path) ? path : null;
  }

  /** The balanced-BOT.yaml files of a balance job's report (balance --strategies), by name. */
  balancedBots(job: Job): string[] {
    const dir = join(this.folder(job), 'report');
    return existsSync(dir) ? readdirSync(dir).filter((f) => BALANCED_BOT.test(f)).sort() : [];
  }

  /**
   * Check, plan and queue a request; a RequestError (400 with the one-line message, 429 when the
   * queue is full). With a client key already used, the job it started (`again`), whatever its
   * state; 409 when that job's request was another.
   */
  submit(body: unknown, clientKey?: string): Job & { again?: true } {
    const request = checkJobRequest(body, this.o.ids);
    const before = clientKey === undefined ? undefined : this.keys.get(clientKey);
    if (before) {
      if (!sameRequest(before.request, request)) throw new RequestError(409, `the client key ${JSON.stringify(clientKey)} started job ${before.id} with another request; use a new key for a new job`);
      return { ...before, again: true };
    }
    if (this.queue.length >= this.o.maxQueued) throw new RequestError(429, `${this.queue.length} jobs are waiting already (at most ${this.o.maxQueued}); wait for one to finish, or cancel one`);
    const plan = (() => {
      try {
        return planAnyJob(request, this.o.ids, (name) => readFileSync(scenarioPath(name), 'utf8'), this.o.sources);
      } catch (err) {
        throw err instanceof ScenarioError ? new RequestError(400, err.message) : err;
      }
    })();
    const id = String(this.next++);
    const dir = join(this.o.dir, id);
    mkdirSync(dir);
    try {
      for (const [name, text] of Object.entries(plan.files)) writeFileSync(join(dir, name), text);
      const args = plan.args.map((a) => (a in plan.files ? join(dir, a) : a));
      if (args[0] === 'compare') checkArms(args, request, this.o.ids);
      const argv = [...args, '--out', join(dir, 'report'), '--quiet', '--workers', String(this.o.workers)];
      const job: Job = { id, request, argv, command: commandLine(argv), status: 'queued', created: now(), started: null, finished: null, error: null, progress: null };
      if (clientKey !== undefined) job.clientKey = clientKey;
      writeFileSync(join(dir, 'reproduce.sh'), reproduceScript(job, args, plan.files, dir));
      this.save(job);
      this.add(job);
      this.queue.push(job);
      this.kick();
      return job;
    } catch (err) {
      rmSync(dir, { recursive: true, force: true });
      if (err instanceof ScenarioError) throw new RequestError(400, err.message.split(`${dir}/`).join(''));
      throw err;
    }
  }

  /** The same request again, as a new job (once per client key). */
  rerun(job: Job, clientKey?: string): Job & { again?: true } {
    return this.submit(job.request, clientKey);
  }

  /** Cancel a queued job, or stop a running one (compare writes its checkpoint and stops); false when it has ended. */
  cancel(job: Job): boolean {
    if (job.status === 'queued') {
      this.queue.splice(this.queue.indexOf(job), 1);
      this.end(job, 'cancelled', null);
      return true;
    }
    if (this.running?.job !== job) return false;
    this.running.cancel = true;
    this.runner.stop();
    return true;
  }

  /** Resolves once no job runs or waits. */
  settled(): Promise<void> {
    return this.idle;
  }

  /** Stop the running job, drop the queued ones, and wait for the end. */
  async close(): Promise<void> {
    for (const job of [...this.queue]) this.cancel(job);
    if (this.running) this.cancel(this.running.job);
    await this.idle;
    await this.runner.close();
  }

  private kick(): void {
    if (this.running) return;
    this.idle = this.drain();
  }

  private async drain(): Promise<void> {
    for (let job = this.queue.shift(); job; job = this.queue.shift()) await this.play(job);
  }

  private add(job: Job): void {
    this.jobs.set(job.id, job);
    if (job.clientKey !== undefined) this.keys.set(job.clientKey, job);
  }

  private async play(job: Job): Promise<void> {
    const run = { job, cancel: false };
    this.running = run;
    job.status = 'running';
    job.started = now();
    this.save(job);
    const { code, error } = await this.runner.play(job.argv, (progress, live) => {
      job.progress = progress;
      job.live = live;
    });
    this.running = null;
    delete job.live;
    if (code === 0) this.end(job, 'done', null);
    else if (run.cancel) this.end(job, 'cancelled', null);
    else this.end(job, 'failed', error.split(`${this.folder(job)}/`).join('') || `${job.argv[0]} ended with exit code ${code}`);
  }

  private end(job: Job, status: JobStatus, error: string | null): void {
    job.status = status;
    job.error = error;
    job.finished = now();
    this.save(job);
  }

  private save(job: Job): void {
    const { live: _live, ...kept } = job;
    writeFileSync(join(this.folder(job), 'job.json'), `${JSON.stringify(kept, null, 2)}\n`);
  }

  private readJob(id: string): Job | null {
    try {
      const job = JSON.parse(readFileSync(join(this.o.dir, id, 'job.json'), 'utf8')) as Job;
      if (job.id !== id) return null;
      if (job.status === 'queued' || job.status === 'running') job.status = 'interrupted';
      return job;
    } catch {
      return null;
    }
  }
}

/** The arms the command will compare, checked now: a bad scenario or --vary is the request's 400, not a failed job. */
function checkArms(args: string[], r: JobRequest, ids: AllowedIds): void {
  const arms = r.vary !== undefined ? armsFromVary(scenarioPath(args[1]), r.vary, ids) : armsFromFiles([args[1], args[2]], ids);
  experimentOf(arms, 1);
}

/** A shell script that writes the job's scenario files where the job had them and runs its command. */
export function reproduceScript(job: Job, args: readonly string[], files: Record<string, string>, dir: string): string {
  const lines = ['#!/bin/sh', `# Reproduces job ${job.id} of talisman-sim serve: the same report as the job's${args[0] === 'compare' ? ' (compare.json)' : ', timings aside'}.`, 'set -e'];
  if (Object.keys(files).length > 0) lines.push(`mkdir -p ${quote(dir)}`);
  for (const [name, text] of Object.entries(files)) {
    let end = 'TALISMAN_SCENARIO';
    while (text.split('\n').includes(end)) end += '_';
    lines.push(`cat > ${quote(join(dir, name))} <<'${end}'`, text.replace(/\n?$/, ''), end);
  }
  lines.push(['talisman-sim', ...args].map(quote).join(' '));
  return `${lines.join('\n')}\n`;
}

function quote(arg: string): string {
  return /^[A-Za-z0-9_./=,:+-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}

function now(): string {
  return new Date().toISOString();
}
