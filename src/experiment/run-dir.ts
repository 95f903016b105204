// A run into an output folder: resume from DIR/checkpoint.json if asked (after checking it and the
// partial games.csv against each other), play the games (run-plan.ts) with a checkpoint every
// `checkpointMs`, then write summary.json (or aggregate.json for a shard) and games.csv, or, when
// interrupted, a checkpoint and no report. Every file goes through a temporary name and a rename.
// The CLI (src/cli/) owns flags, messages, Ctrl-C and exit codes.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Aggregate } from '../sim/aggregate.ts';
import { checkpointPath, readCheckpoint, removeCheckpoint, resumeMismatch, writeCheckpoint } from '../sim/checkpoint.ts';
import type { Hash } from 'node:crypto';
import { GAMES_CSV, GamesCsvWriter, verifyPartialCsv } from '../sim/games-csv.ts';
import { InputError, WriteError, makeDir, writeJsonAtomic } from '../sim/json-file.ts';
import { writeAggregateFile } from '../sim/merge.ts';
import type { RunPlan } from '../sim/plan.ts';
import { runPlan, summarise, type ProgressFn, type RunOptions, type RunOutcome } from './run-plan.ts';
import { rangeGames, shardRange, type IndexRange, type Shard } from '../sim/shards.ts';
import type { Summary } from '../sim/summary.ts';

export const SUMMARY = 'summary.json';

export interface DirRun {
  dir: string;
  plan: RunPlan;
  shard: Shard | null;
  workers: number;
  batch: number;
  gamesCsv: boolean;
  resume: boolean;
  /** Milliseconds between periodic checkpoints; 0 for none (only on an interrupt). */
  checkpointMs?: number;
  signal?: AbortSignal;
  onProgress?: ProgressFn;
}

export type DirRunResult =
  | { status: 'complete'; summary: Summary | null; aggregate: Aggregate; files: string[] }
  | { status: 'interrupted'; checkpoint: string; done: number; total: number };

/** Run the plan (or its shard) into `dir`; a GameFailure leaves no report and no games.csv. */
export async function runToDir(run: DirRun): Promise<DirRunResult> {
  const range: IndexRange = run.shard ? shardRange(run.plan.games, run.shard) : [0, run.plan.games];
  const resumed = run.resume ? resumeFrom(run, range) : null;
  makeDir(run.dir);
  const csv = run.gamesCsv ? new GamesCsvWriter(run.dir, run.plan.seats.length, resumed?.csv ?? null) : null;
  const options: RunOptions = { workers: run.workers, batch: run.batch, range, csv, signal: run.signal, onProgress: run.onProgress };
  if (resumed) options.done = { ranges: resumed.completed, aggregate: resumed.aggregate };
  const save = (completed: IndexRange[], aggregate: Aggregate) => writeCheckpoint(run.dir, { plan: run.plan, range, completed, gamesCsv: csv ? csv.sync() : null, aggregate });
  if (run.checkpointMs) options.periodic = { everyMs: run.checkpointMs, save };
  let outcome: RunOutcome;
  try {
    outcome = await runPlan(run.plan, options);
  } catch (err) {
    throw stopped(run.dir, csv, err);
  }
  if (!outcome.complete) {
    const checkpoint = save(outcome.completed, outcome.aggregate);
    csv?.close();
    return { status: 'interrupted', checkpoint, done: rangeGames(outcome.completed), total: range[1] - range[0] };
  }
  return finish(run, range, outcome.aggregate, csv);
}

/**
 * What a run that threw leaves: a failed game, no partial games.csv; a write that failed (a full
 * disk) with a checkpoint on disk, the checkpoint and the partial games.csv it vouches for, and an
 * error that says how to go on.
 */
function stopped(dir: string, csv: GamesCsvWriter | null, err: unknown): unknown {
  if (!(err instanceof WriteError) || !existsSync(checkpointPath(dir))) {
    csv?.discard();
    return err;
  }
  csv?.keep();
  return new WriteError(`${err.message}; the last checkpoint is kept: free some space, then rerun with --resume`);
}

interface Resumed {
  completed: IndexRange[];
  aggregate: Aggregate;
  csv: { bytes: number; hash: Hash } | null;
}

/** The checkpoint's state, once it and the partial games.csv are shown to continue this run. */
function resumeFrom(run: DirRun, range: IndexRange): Resumed {
  const cp = readCheckpoint(run.dir);
  const why = resumeMismatch(cp, run.plan, range, run.gamesCsv);
  if (why) throw new InputError(`cannot resume from ${checkpointPath(run.dir)}: ${why}`);
  const tmp = join(run.dir, `${GAMES_CSV}.tmp`);
  if (cp.gamesCsv !== null && !existsSync(tmp)) throw new InputError(`cannot resume from ${checkpointPath(run.dir)}: ${tmp} is gone`);
  const csv = cp.gamesCsv && { bytes: cp.gamesCsv.bytes, hash: verifyPartialCsv(tmp, cp.gamesCsv, rangeGames(cp.completed)) };
  return { completed: cp.completed, aggregate: cp.aggregate, csv };
}

async function finish(run: DirRun, range: IndexRange, aggregate: Aggregate, csv: GamesCsvWriter | null): Promise<DirRunResult> {
  const files: string[] = [];
  const gamesCsv = csv ? csv.sync() : null;
  if (csv) files.push(csv.finish());
  else rmSync(join(run.dir, `${GAMES_CSV}.tmp`), { force: true });
  let summary: Summary | null = null;
  if (run.shard) {
    files.push(writeAggregateFile(run.dir, { plan: run.plan, shard: run.shard, range, aggregate, gamesCsv }));
  } else {
    summary = summarise(run.plan, aggregate);
    files.push(writeSummaryFile(run.dir, summary));
  }
  removeCheckpoint(run.dir);
  return { status: 'complete', summary, aggregate, files };
}

/** Write DIR/summary.json atomically; returns its path. */
export function writeSummaryFile(dir: string, summary: Summary): string {
  const path = join(dir, SUMMARY);
  writeJsonAtomic(path, summary);
  return path;
}
