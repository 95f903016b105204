// DIR/checkpoint.json: what an interrupted run keeps (its plan, the index range it was playing,
// the parts of that range done, their merged aggregate and the length and hash of the valid part
// of games.csv.tmp), written at every --checkpoint-every and on Ctrl-C or SIGTERM; the checks that a
// `--resume` continues the same run from numbers that add up. src/experiment/run-dir.ts writes and reads it.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { aggregateFault, canonicalAggregate, isAggregate, type Aggregate } from './aggregate.ts';
import type { CsvState } from './games-csv.ts';
import { InputError, checkContentHash, describeChanges, readJsonObject, stableJson, withContentHash, writeJsonAtomic } from './json-file.ts';
import type { RunPlan } from './plan.ts';
import { isRange, isRangeList, normaliseRanges, rangeGames, type IndexRange } from './shards.ts';
import { VERSION } from './summary.ts';

export const CHECKPOINT = 'checkpoint.json';

export interface Checkpoint {
  version: string;
  plan: RunPlan;
  /** The index range the run plays: all games, or its shard's range. */
  range: IndexRange;
  /** Parts of `range` played and merged into `aggregate`. */
  completed: IndexRange[];
  /** The part of DIR/games.csv.tmp that holds the completed games' rows; null without --games-csv. */
  gamesCsv: CsvState | null;
  aggregate: Aggregate;
}

export function checkpointPath(dir: string): string {
  return join(dir, CHECKPOINT);
}

/** Write DIR/checkpoint.json atomically; returns its path. */
export function writeCheckpoint(dir: string, cp: Omit<Checkpoint, 'version'>): string {
  const path = checkpointPath(dir);
  writeJsonAtomic(path, withContentHash({ version: VERSION, ...cp, completed: normaliseRanges(cp.completed), aggregate: canonicalAggregate(cp.aggregate) }));
  return path;
}

/**
 * Read DIR/checkpoint.json; an InputError when it is missing, malformed, from another version, or
 * when its numbers do not add up (its games against its ranges, wins against games) or its content
 * hash does not match.
 */
export function readCheckpoint(dir: string): Checkpoint {
  const path = checkpointPath(dir);
  if (!existsSync(path)) throw new InputError(`nothing to resume: ${path} does not exist`);
  const cp = readJsonObject(path, 'a talisman-sim checkpoint') as Partial<Checkpoint>;
  const csvOk = cp.gamesCsv === null || isCsvState(cp.gamesCsv);
  if (typeof cp.plan !== 'object' || cp.plan === null || !Array.isArray(cp.plan.seats) || !isRange(cp.range) || !isRangeList(cp.completed) || !csvOk || !isAggregate(cp.aggregate)) {
    throw new InputError(`${path} is not a talisman-sim checkpoint`);
  }
  if (cp.version !== VERSION) {
    throw new InputError(`${path} was written by talisman-sim ${cp.version}, this is ${VERSION}: its games would not continue the same run`);
  }
  const [start, end] = cp.range;
  if (cp.completed.some(([s, e]) => s < start || e > end)) throw new InputError(`${path} does not add up: its completed games lie outside its range ${start} to ${end - 1}`);
  const fault = aggregateFault(cp.aggregate, rangeGames(normaliseRanges(cp.completed)), cp.plan.seats.length);
  if (fault) throw new InputError(`${path} does not add up: ${fault}`);
  checkContentHash(path, cp as Record<string, unknown>);
  return cp as Checkpoint;
}

function isCsvState(x: unknown): x is CsvState {
  const c = x as CsvState;
  return typeof c === 'object' && c !== null && Number.isSafeInteger(c.bytes) && c.bytes >= 0 && typeof c.sha256 === 'string';
}

/**
 * Why a checkpoint cannot continue this run (a different plan, shard or --games-csv), or null.
 * The plan is compared whole, so a changed scenario file is caught too.
 */
export function resumeMismatch(cp: Checkpoint, plan: RunPlan, range: IndexRange, gamesCsv: boolean): string | null {
  if (stableJson(cp.plan) !== stableJson(plan)) return `it was made with a different plan (${describeChanges(cp.plan, plan, 'in the checkpoint')}); give the same scenario and flags as the interrupted run`;
  if (cp.range[0] !== range[0] || cp.range[1] !== range[1]) return `it covers games ${cp.range[0]} to ${cp.range[1] - 1}, not ${range[0]} to ${range[1] - 1}; give the same --shard`;
  if ((cp.gamesCsv !== null) !== gamesCsv) return cp.gamesCsv !== null ? 'it was made with --games-csv; resume with it' : 'it was made without --games-csv; resume without it';
  return null;
}

export function removeCheckpoint(dir: string): void {
  rmSync(checkpointPath(dir), { force: true });
}
