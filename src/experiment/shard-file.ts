// The shard files of `compare --shard K/N` (DIR/compare-shard.json) and `doc-balance --shard K/N`
// (DIR/doc-balance-shard.json): the experiment's plan (whatever decides the games and the report),
// the report's command line, the shard's range of game indices, its mergeable sums (one per strategy
// mix), the engine that played it and a hash of all that. Merging checks each file, that the shards
// share one plan and engine (src/sim/merge.ts checkShards) and cover every game once, and adds their
// sums in index order: integer sums, so the merged sums are those of the unsharded run.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { InputError, checkContentHash, readJson, stableJson, withContentHash, writeJsonAtomic } from '../sim/json-file.ts';
import { checkShards } from '../sim/merge.ts';
import { engineOf, isEngine, type Engine, type ShardEngine } from '../sim/provenance.ts';
import { isRange, type IndexRange, type Shard } from '../sim/shards.ts';
import { VERSION } from '../sim/summary.ts';
import { mergeSums, type ExperimentSums } from './sums.ts';

export type ShardKind = 'compare' | 'doc-balance';

export const SHARD_FILES: Record<ShardKind, string> = { compare: 'compare-shard.json', 'doc-balance': 'doc-balance-shard.json' };

export interface ExperimentShard<P> {
  version: string;
  kind: ShardKind;
  /** Everything that decides the games and the report; every shard of one experiment has the same. */
  plan: P;
  /** The report's command line (compare.ts commandLine: without --shard, --out, --workers, ...). */
  command: string;
  shard: Shard;
  range: IndexRange;
  /** The range's sums, one per strategy mix (doc-balance: one). */
  sums: ExperimentSums[];
  engine: Engine;
}

/** How a kind reads its plan: its game count, and zeroed sums per mix (the shape a shard's sums must have). */
export interface PlanShape<P> {
  games(plan: P): number;
  empty(plan: P): ExperimentSums[];
}

/** The kind of shard in a folder (by the file it holds), or null for a run's shard (aggregate.json) or none. */
export function shardKindOf(dir: string): ShardKind | null {
  return (Object.keys(SHARD_FILES) as ShardKind[]).find((k) => existsSync(join(dir, SHARD_FILES[k]))) ?? null;
}

/** Write DIR/<kind>-shard.json with this process's engine and the content hash; returns its path. */
export function writeExperimentShard<P>(dir: string, kind: ShardKind, file: Omit<ExperimentShard<P>, 'version' | 'kind' | 'engine'>): string {
  const path = join(dir, SHARD_FILES[kind]);
  writeJsonAtomic(path, withContentHash({ version: VERSION, kind, ...file, engine: engineOf(VERSION) }));
  return path;
}

/** Read and check a folder's shard file: its form, version, hash, and sums of the plan's shape counting the range's games. */
export function readExperimentShard<P>(dir: string, kind: ShardKind, shape: PlanShape<P>): ExperimentShard<P> & { dir: string } {
  const path = join(dir, SHARD_FILES[kind]);
  const f = readJson(path) as Partial<ExperimentShard<P>>;
  const notOne = new InputError(`${path} is not a talisman-sim ${kind} shard file`);
  if (typeof f !== 'object' || f === null || f.kind !== kind || !isRange(f.range) || !Array.isArray(f.sums) || typeof f.command !== 'string' || !isEngine(f.engine)) throw notOne;
  if (f.version !== VERSION) throw new InputError(`${path} was written by talisman-sim ${f.version}, this is ${VERSION}; rerun the shard`);
  checkContentHash(path, f as Record<string, unknown>);
  let empty: ExperimentSums[];
  try {
    empty = shape.empty(f.plan as P);
  } catch {
    throw notOne;
  }
  const games = f.range[1] - f.range[0];
  const sums = f.sums;
  if (sums.length !== empty.length || !sums.every((s, i) => sameShape(s, empty[i]))) throw notOne;
  const wrong = sums.find((s) => s.games !== games);
  if (wrong) throw new InputError(`${path} does not add up: its sums count ${wrong.games} games where its range holds ${games}; rerun the shard`);
  return { ...(f as ExperimentShard<P>), dir };
}

export interface MergedExperiment<P> {
  plan: P;
  /** The first shard's command line. */
  command: string;
  /** Per mix, every shard's sums added in index order. */
  sums: ExperimentSums[];
  shards: ShardEngine[];
}

/** The shards' sums merged into the whole experiment's; an InputError when they do not fit together. */
export function mergeExperimentShards<P>(dirs: readonly string[], kind: ShardKind, shape: PlanShape<P>): MergedExperiment<P> {
  const files = dirs.map((d) => readExperimentShard(d, kind, shape)).sort((a, b) => a.range[0] - b.range[0]);
  const first = files[0];
  for (const f of files) {
    if (stableJson(f.plan) !== stableJson(first.plan)) throw new InputError(`${f.dir} was run with a different ${kind} than ${first.dir} (scenarios, flags or games differ)`);
  }
  const shards = checkShards(files, shape.games(first.plan));
  const sums = shape.empty(first.plan);
  for (const f of files) sums.forEach((s, i) => mergeSums(s, f.sums[i]));
  return { plan: first.plan, command: first.command, sums, shards };
}

/** `x` has the arrays of `like`, of the same lengths, holding integers. */
function sameShape(x: unknown, like: ExperimentSums): x is ExperimentSums {
  const s = x as ExperimentSums;
  const ints = (v: unknown, n: number) => Array.isArray(v) && v.length === n && v.every(Number.isSafeInteger);
  const lists = (v: unknown, l: readonly number[][]) => Array.isArray(v) && v.length === l.length && l.every((a, i) => ints(v[i], a.length));
  return typeof s === 'object' && s !== null && Number.isSafeInteger(s.games) && lists(s.arms, like.arms) && lists(s.pairs, like.pairs)
    && Array.isArray(s.rounds) && s.rounds.length === like.rounds.length
    && (like.pool === undefined || (stableJson(s.pool?.of) === stableJson(like.pool.of) && ints(s.pool?.base, like.pool.base.length) && lists(s.pool?.pairs, like.pool.pairs)));
}
