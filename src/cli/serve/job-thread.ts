// The worker thread that plays the jobs of `talisman-sim serve` (job-runner.ts starts it through
// bin/serve-job.js and keeps it for the next job): each job's `compare`, `worth` or `balance` command run by the CLI's
// own main(), one at a time, so that its games, merges and report are off the server's request
// loop. For each job the thread tells the server its progress and live intervals (at most every
// 250 ms, and after the last batch; worth and balance: the games of their stage and its status line), its error lines and its exit code; the server's 'stop' is a
// Ctrl-C (compare writes its checkpoint and stops).
import { parentPort } from 'node:worker_threads';
import { CHARACTER_IDS } from '../../content/index.ts';
import { compareRows, primaryRows } from '../../experiment/results.ts';
import { messageOf, type CliIo, type CompareProgress } from '../io.ts';
import { main } from '../main.ts';
import type { JobMessage, JobProgress, ThreadOrder } from './job-messages.ts';

function progressOf(p: CompareProgress): JobMessage {
  const rows = primaryRows(compareRows(p.x, p.sums, CHARACTER_IDS, { mix: p.mix, unpaired: p.unpaired }));
  return {
    kind: 'progress',
    progress: { mix: p.mix, games: p.sums.games, maxGames: p.maxGames },
    live: rows.map((r) => ({ arm: r.arm, subject: r.subject, diff: r.diff, low: r.low as number, high: r.high as number })),
  };
}

/** `f` at most once per `ms` (the intervals cost a little to work out), and always when `last(v)`. */
function every<T>(ms: number, f: (v: T) => void, last: (v: T) => boolean): (v: T) => void {
  let at = 0;
  return (v) => {
    const t = Date.now();
    if (t - at >= ms || last(v)) {
      at = t;
      f(v);
    }
  };
}

/** Play each job the server sends, one at a time; a 'stop' stops the one playing. */
function serve(port: NonNullable<typeof parentPort>): void {
  const tell = (m: JobMessage) => port.postMessage(m);
  let stop: (() => void) | null = null;
  let stopping = false;
  const play = async (argv: string[]) => {
    stopping = false;
    let at: JobProgress = { mix: '', games: 0, maxGames: 0, phase: '' };
    const stage = every(250, (p: JobProgress) => tell({ kind: 'progress', progress: p, live: [] }), (p) => p.games >= p.maxGames);
    const io: CliIo = {
      out: () => undefined,
      err: (line) => tell({ kind: 'err', line }),
      onInterrupt: (s) => {
        stop = s;
        if (stopping) s();
        return () => void (stop = null);
      },
      watchCompare: every(250, (p) => tell(progressOf(p)), (p) => p.sums.games >= p.maxGames),
      watchGames: (games, maxGames) => stage((at = { ...at, games, maxGames })),
      watchStatus: (line) => tell({ kind: 'progress', progress: (at = { ...at, phase: line }), live: [] }),
    };
    let code: number;
    try {
      code = await main(argv, io);
    } catch (err) {
      tell({ kind: 'err', line: `internal error: ${messageOf(err)}` });
      code = 1;
    }
    tell({ kind: 'exit', code });
  };
  port.on('message', (m: ThreadOrder) => {
    if (m.kind === 'run') void play(m.argv);
    else {
      stopping = true;
      stop?.();
    }
  });
}

if (parentPort) serve(parentPort);
