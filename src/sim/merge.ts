// Shard outputs and `talisman-sim merge`: a shard run (--shard K/N) writes DIR/aggregate.json (its
// plan, range, mergeable aggregate, the length and hash of its games.csv, the engine that played it,
// and a hash of all that); merging checks each file's hash and numbers, that the shards share one
// plan and engine and cover its games exactly once, then folds them, in index order, into the
// unsharded run's aggregate. checkShards serves compare's and doc-balance's shards too.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { characterIdsWith } from '../content/plan-content.ts';
import { aggregateFault, canonicalAggregate, emptyAggregate, isAggregate, mergeAggregate, type Aggregate } from './aggregate.ts';
import { GAMES_CSV, gamesCsvHeader, type CsvState } from './games-csv.ts';
import { InputError, checkContentHash, makeDirs, readJsonObject, stableJson, withContentHash, writeJsonAtomic } from './json-file.ts';
import type { RunPlan } from './plan.ts';
import { isRange, type IndexRange, type Shard } from './shards.ts';
import { engineDifference, engineOf, isEngine, type Engine, type ShardEngine } from './provenance.ts';
import { VERSION } from './summary.ts';

export const AGGREGATE = 'aggregate.json';

export interface AggregateFile {
  version: string;
  plan: RunPlan;
  /** The shard this is (null: a whole run). */
  shard: Shard | null;
  range: IndexRange;
  aggregate: Aggregate;
  /** The length and SHA-256 of the shard's games.csv; null without --games-csv. */
  gamesCsv: CsvState | null;
  /** The engine that played it. */
  engine: Engine;
}

/** Write DIR/aggregate.json atomically, with this process's engine and the content hash; returns its path. */
export function writeAggregateFile(dir: string, file: Omit<AggregateFile, 'version' | 'engine'>): string {
  const path = join(dir, AGGREGATE);
  writeJsonAtomic(path, withContentHash({ version: VERSION, ...file, aggregate: canonicalAggregate(file.aggregate), engine: engineOf(VERSION) }));
  return path;
}

/** Read DIR/aggregate.json (or the file itself, when given a path to a .json file). */
export function readAggregateFile(dirOrFile: string): AggregateFile & { dir: string } {
  const isFile = dirOrFile.endsWith('.json');
  const path = isFile ? dirOrFile : join(dirOrFile, AGGREGATE);
  const f = readJsonObject(path, 'a talisman-sim aggregate file') as Partial<AggregateFile>;
  const csvOk = f.gamesCsv === null || (typeof f.gamesCsv === 'object' && Number.isSafeInteger(f.gamesCsv?.bytes) && typeof f.gamesCsv?.sha256 === 'string');
  if (typeof f.plan !== 'object' || f.plan === null || !Array.isArray(f.plan.seats) || !isRange(f.range) || !isAggregate(f.aggregate) || !csvOk || !isEngine(f.engine)) {
    throw new InputError(`${path} is not a talisman-sim aggregate file`);
  }
  if (f.version !== VERSION) throw new InputError(`${path} was written by talisman-sim ${f.version}, this is ${VERSION}; rerun the shard`);
  const fault = aggregateFault(f.aggregate, f.range[1] - f.range[0], f.plan.seats.length);
  if (fault) throw new InputError(`${path} does not add up: ${fault}; rerun the shard`);
  checkContentHash(path, f as Record<string, unknown>);
  return { ...(f as AggregateFile), dir: isFile ? join(path, '..') : dirOrFile };
}

export interface Merged {
  plan: RunPlan;
  aggregate: Aggregate;
  /** The shard folders in index order. */
  dirs: string[];
  /** Their games.csv lengths and hashes, in the same order. */
  csvs: (CsvState | null)[];
  /** Their folders, ranges and engines, in the same order (for provenance.json). */
  shards: ShardEngine[];
}

/** Merge shard outputs into the aggregate of the whole plan; an InputError if they do not fit. */
export function mergeShards(paths: readonly string[]): Merged {
  const files = paths.map(readAggregateFile).sort((a, b) => a.range[0] - b.range[0]);
  const plan = files[0].plan;
  for (const f of files) {
    if (stableJson(f.plan) !== stableJson(plan)) throw new InputError(`${f.dir} was run with a different plan than ${files[0].dir}`);
  }
  const shards = checkShards(files, plan.games);
  const aggregate = emptyAggregate(characterIdsWith(plan.characters));
  for (const f of files) mergeAggregate(aggregate, f.aggregate);
  return { plan, aggregate, dirs: files.map((f) => f.dir), csvs: files.map((f) => f.gamesCsv), shards };
}

/** What merging needs of any shard file: its folder, games and engine. */
export interface ShardPart {
  dir: string;
  range: IndexRange;
  engine: Engine;
}

/**
 * Shards in index order that cover games 0..games-1 exactly once and were played by one engine (an
 * InputError naming the gap, the overlap, or the two shards and the field that differs); their
 * folders, ranges and engines.
 */
export function checkShards(files: readonly ShardPart[], games: number): ShardEngine[] {
  checkCoverage(files, games);
  for (const f of files) {
    const differs = engineDifference(files[0].engine, f.engine);
    if (differs) throw new InputError(`${f.dir} and ${files[0].dir} were played by different engines: ${differs}; rerun one with the other's code and weights`);
  }
  return files.map((f) => ({ dir: f.dir, range: [f.range[0], f.range[1]], ...f.engine }));
}

/** The one line that says which merged shards were played from a working tree with uncommitted changes; null when none. */
export function dirtyWarning(shards: readonly ShardEngine[]): string | null {
  const dirty = shards.filter((s) => s.dirty === true).map((s) => s.dir);
  return dirty.length === 0 ? null : `talisman-sim: warning: ${dirty.join(', ')} ${dirty.length === 1 ? 'was' : 'were'} played from a working tree with uncommitted changes to commit ${shards[0].commit ?? 'none'} (provenance.json says which)`;
}

function checkCoverage(files: readonly ShardPart[], games: number): void {
  let at = 0;
  for (const f of files) {
    const [start, end] = f.range;
    if (start > at) throw new InputError(`no shard covers games ${at} to ${start - 1} (next: ${f.dir}); merge every shard`);
    if (start < at) throw new InputError(`${f.dir} covers games ${start} to ${end - 1}, which overlap another shard's`);
    at = end;
  }
  if (at !== games) throw new InputError(`no shard covers games ${at} to ${games - 1}; merge every shard`);
}

/** Shard folders without a games.csv (all of them must have one for a merged games.csv). */
export function missingGamesCsv(merged: Merged): string[] {
  return merged.dirs.filter((d, i) => merged.csvs[i] === null || !existsSync(join(d, GAMES_CSV)));
}

/**
 * Concatenate the shards' games.csv files, in index order and with one header, into OUT/games.csv;
 * each must have the length and SHA-256 its aggregate.json recorded (an InputError otherwise, and
 * no games.csv is written).
 */
export async function mergeGamesCsv(merged: Merged, outDir: string): Promise<string> {
  const header = gamesCsvHeader(merged.plan.seats.length);
  const path = join(outDir, GAMES_CSV);
  const tmp = `${path}.tmp`;
  makeDirs(outDir);
  try {
    await pipeline(async function* () {
      yield header;
      for (let i = 0; i < merged.dirs.length; i++) yield* verifiedRows(join(merged.dirs[i], GAMES_CSV), merged.csvs[i] as CsvState, header);
    }, createWriteStream(tmp));
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
  renameSync(tmp, path);
  return path;
}

/** A shard's rows after its header, checked against the length and hash its aggregate.json holds. */
async function* verifiedRows(file: string, state: CsvState, header: string): AsyncGenerator<Buffer> {
  const size = statSync(file).size;
  if (size !== state.bytes) throw new InputError(`${file} has ${size} bytes, its aggregate.json says ${state.bytes} (truncated or edited); rerun the shard`);
  const hash = createHash('sha256');
  let head = true;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    if (head) {
      head = false;
      if (chunk.subarray(0, header.length).toString('utf8') !== header) throw new InputError(`${file} does not start with the games.csv header of this plan`);
      yield chunk.subarray(header.length);
    } else yield chunk;
  }
  if (hash.digest('hex') !== state.sha256) throw new InputError(`${file} does not match the SHA-256 its aggregate.json recorded (edited or damaged); rerun the shard`);
}
