// Shard outputs and `talisman-sim merge`: a shard run (--shard K/N) writes DIR/aggregate.json (its
// plan, range and mergeable aggregate); merging checks that the shards share one plan and cover
// its games exactly once, then folds them, in index order, into the unsharded run's aggregate.
import { closeSync, createReadStream, createWriteStream, existsSync, mkdirSync, openSync, readSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { CHARACTER_IDS } from '../content/index.ts';
import { canonicalAggregate, emptyAggregate, isAggregate, mergeAggregate, type Aggregate } from './aggregate.ts';
import { GAMES_CSV, gameColumns } from './games-csv.ts';
import { InputError, readJson, stableJson, writeJsonAtomic } from './json-file.ts';
import type { RunPlan } from './plan.ts';
import { isRange, type IndexRange, type Shard } from './shards.ts';
import { VERSION } from './summary.ts';

export const AGGREGATE = 'aggregate.json';

export interface AggregateFile {
  version: string;
  plan: RunPlan;
  /** The shard this is (null: a whole run). */
  shard: Shard | null;
  range: IndexRange;
  aggregate: Aggregate;
}

/** Write DIR/aggregate.json atomically; returns its path. */
export function writeAggregateFile(dir: string, file: Omit<AggregateFile, 'version'>): string {
  const path = join(dir, AGGREGATE);
  writeJsonAtomic(path, { version: VERSION, ...file, aggregate: canonicalAggregate(file.aggregate) });
  return path;
}

/** Read DIR/aggregate.json (or the file itself, when given a path to a .json file). */
export function readAggregateFile(dirOrFile: string): AggregateFile & { dir: string } {
  const isFile = dirOrFile.endsWith('.json');
  const path = isFile ? dirOrFile : join(dirOrFile, AGGREGATE);
  const f = readJson(path) as Partial<AggregateFile>;
  if (typeof f.plan !== 'object' || f.plan === null || !isRange(f.range) || !isAggregate(f.aggregate)) {
    throw new InputError(`${path} is not a talisman-sim aggregate file`);
  }
  if (f.version !== VERSION) throw new InputError(`${path} was written by talisman-sim ${f.version}, this is ${VERSION}; rerun the shard`);
  return { ...(f as AggregateFile), dir: isFile ? join(path, '..') : dirOrFile };
}

export interface Merged {
  plan: RunPlan;
  aggregate: Aggregate;
  /** The shard folders in index order. */
  dirs: string[];
}

/** Merge shard outputs into the aggregate of the whole plan; an InputError if they do not fit. */
export function mergeShards(paths: readonly string[]): Merged {
  const files = paths.map(readAggregateFile).sort((a, b) => a.range[0] - b.range[0]);
  const plan = files[0].plan;
  for (const f of files) {
    if (stableJson(f.plan) !== stableJson(plan)) throw new InputError(`${f.dir} was run with a different plan than ${files[0].dir}`);
  }
  checkCoverage(files, plan.games);
  const aggregate = emptyAggregate(CHARACTER_IDS);
  for (const f of files) mergeAggregate(aggregate, f.aggregate);
  return { plan, aggregate, dirs: files.map((f) => f.dir) };
}

function checkCoverage(files: readonly (AggregateFile & { dir: string })[], games: number): void {
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
export function missingGamesCsv(dirs: readonly string[]): string[] {
  return dirs.filter((d) => !existsSync(join(d, GAMES_CSV)));
}

/** Concatenate the shards' games.csv files, in index order and with one header, into OUT/games.csv. */
export async function mergeGamesCsv(dirs: readonly string[], outDir: string, seats: number): Promise<string> {
  const header = `${gameColumns(seats).join(',')}\n`;
  const path = join(outDir, GAMES_CSV);
  const tmp = `${path}.tmp`;
  mkdirSync(outDir, { recursive: true });
  try {
    await pipeline(async function* () {
      yield header;
      for (const d of dirs) yield* rowsAfterHeader(join(d, GAMES_CSV), header);
    }, createWriteStream(tmp));
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
  renameSync(tmp, path);
  return path;
}

async function* rowsAfterHeader(file: string, header: string): AsyncGenerator<Buffer> {
  const head = Buffer.alloc(header.length);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('utf8') !== header) throw new InputError(`${file} does not start with the games.csv header of this plan`);
  yield* createReadStream(file, { start: header.length });
}
