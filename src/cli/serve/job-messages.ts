// What the server and its job thread say to each other (job-runner.ts on the server's side,
// job-thread.ts in the thread): types only, so that neither side imports the other.

/** A live interval: one primary row (a character dealt) after the games so far. */
export interface LiveRow {
  arm: string;
  subject: string;
  diff: number;
  low: number;
  high: number;
}

/** The games played of the most, in the mix playing (compare); worth and balance: of the stage playing, and their latest status line. */
export interface JobProgress {
  mix: string;
  games: number;
  maxGames: number;
  phase?: string;
}

/** What the thread tells the server. */
export type JobMessage =
  | { kind: 'progress'; progress: JobProgress; live: LiveRow[] }
  | { kind: 'err'; line: string }
  | { kind: 'exit'; code: number };

/** What the server tells the thread: run a job's arguments with main(), or stop the job running. */
export type ThreadOrder = { kind: 'run'; argv: string[] } | { kind: 'stop' };
