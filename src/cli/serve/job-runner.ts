// The server's side of the job thread (job-thread.ts): one worker thread, started with the first
// job and kept for the next (its modules and compiled games loaded once), that plays one job at a
// time off the request loop. A thread that dies fails its job with the reason; the next job starts
// a new one.
import { Worker } from 'node:worker_threads';
import { messageOf } from '../io.ts';
import type { JobMessage, JobProgress, LiveRow, ThreadOrder } from './job-messages.ts';

/** The entry of the job thread: loads job-thread.ts through tsx. */
const ENTRY = new URL('../../../bin/serve-job.js', import.meta.url);

/** A job's end: main()'s exit code and its last error line. */
export interface JobEnd {
  code: number;
  error: string;
}

interface Playing {
  progress: (p: JobProgress, live: LiveRow[]) => void;
  error: string;
  end: (e: JobEnd) => void;
}

export class JobRunner {
  private thread: Worker | null = null;
  private playing: Playing | null = null;

  /** Play `argv` (a `compare` command) with main() in the thread; `progress` after its batches. One job at a time. */
  play(argv: string[], progress: Playing['progress']): Promise<JobEnd> {
    if (this.playing) throw new Error('the job thread is playing a job already');
    return new Promise((end) => {
      this.playing = { progress, error: '', end: (e) => { this.playing = null; end(e); } };
      this.order({ kind: 'run', argv });
    });
  }

  /** Stop the job playing, as Ctrl-C does (compare writes its checkpoint and stops). */
  stop(): void {
    if (this.playing) this.order({ kind: 'stop' });
  }

  /** End the thread (after the job playing has ended). */
  async close(): Promise<void> {
    const thread = this.thread;
    this.thread = null;
    await thread?.terminate();
  }

  private order(o: ThreadOrder): void {
    this.thread ??= this.start();
    this.thread.postMessage(o);
  }

  private start(): Worker {
    const thread = new Worker(ENTRY);
    thread.unref();
    thread.on('message', (m: JobMessage) => {
      const p = this.playing;
      if (!p) return;
      if (m.kind === 'progress') p.progress(m.progress, m.live);
      else if (m.kind === 'err') p.error = m.line.replace(/^talisman-sim: /, '');
      else p.end({ code: m.code, error: p.error });
    });
    const died = (reason: string) => {
      if (this.thread === thread) this.thread = null;
      this.playing?.end({ code: 1, error: `internal error: the job thread ${reason}` });
    };
    thread.on('error', (err) => died(`failed: ${messageOf(err)}`));
    thread.on('exit', (code) => died(`ended (exit code ${code})`));
    return thread;
  }
}
