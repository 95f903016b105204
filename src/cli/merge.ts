// `talisman-sim merge DIR...`, loaded by main.ts: shard outputs joined into the report of the
// unsharded command. Run shards (aggregate.json, games.csv) give summary.json, games.csv and the run
// report; compare shards (compare-shard.json) and doc-balance shards (doc-balance-shard.json) give
// those commands' reports. provenance.json lists every shard's engine; a shard played from a working
// tree with uncommitted changes is named on stderr.
import { existsSync, realpathSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { printJson, status, warnRoundCap, type CliIo } from './io.ts';
import { writeReport } from './run.ts';
import { InputError } from '../sim/json-file.ts';
import { GAMES_CSV } from '../sim/games-csv.ts';
import { dirtyWarning, mergeGamesCsv, mergeShards, missingGamesCsv, type Merged } from '../sim/merge.ts';
import { lockOutDir } from '../sim/out-lock.ts';
import { writeSummaryFile } from '../experiment/run-dir.ts';
import { summarise } from '../experiment/run-plan.ts';
import { writeProvenanceFile, type ShardEngine } from '../sim/provenance.ts';
import { formatTable } from '../sim/summary.ts';
import { SHARD_FILES, shardKindOf, type ShardKind } from '../experiment/shard-file.ts';

/** The flags of `merge` (main.ts declares them). */
export interface MergeFlags {
  dirs: string[];
  out?: string;
  json: boolean;
}

/** `merge DIR...`: shard outputs into the report of the unsharded command. */
export async function mergeCommand({ dirs, out, json }: MergeFlags, io: CliIo, argv: readonly string[] = []): Promise<number> {
  const kind = kindOf(dirs);
  const o = { json, quiet: false };
  if (kind === 'compare') {
    const { mergedCompare, finishCompare } = await import('./compare.ts');
    const m = mergedCompare(dirs);
    return mergeInto(out ?? m.out, m.shards, io, argv, () => finishCompare(out ?? m.out, m.outcome, o, io));
  }
  if (kind === 'doc-balance') {
    const { mergedDocBalance, finishDocBalance } = await import('./doc-balance.ts');
    const m = mergedDocBalance(dirs);
    return mergeInto(out ?? m.out, m.shards, io, argv, () => finishDocBalance(out ?? m.out, m.outcome, o, io));
  }
  const merged = mergeShards(dirs);
  const outDir = out ?? join('reports', merged.plan.scenario);
  return mergeInto(outDir, merged.shards, io, argv, () => mergeRun(merged, outDir, json, io));
}

/** The kind of every folder given (a run's shard unless it holds a compare or doc-balance shard file); one kind only. */
function kindOf(dirs: readonly string[]): ShardKind | 'run' {
  const kinds = dirs.map((d) => (d.endsWith('.json') ? null : shardKindOf(d)) ?? 'run');
  const other = kinds.findIndex((k) => k !== kinds[0]);
  if (other >= 0) throw new InputError(`${dirs[other]} holds ${fileOf(kinds[other])} and ${dirs[0]} ${fileOf(kinds[0])}: merge the shards of one command`);
  return kinds[0];
}

function fileOf(kind: ShardKind | 'run'): string {
  return kind === 'run' ? 'aggregate.json' : SHARD_FILES[kind];
}

/** Lock `outDir` (never one of the shard folders), write the merged report and provenance.json, warn of dirty trees. */
async function mergeInto(outDir: string, shards: readonly ShardEngine[], io: CliIo, argv: readonly string[], write: () => Promise<void>): Promise<number> {
  const input = shards.find((s) => samePath(s.dir, outDir));
  if (input !== undefined) throw new InputError(`--out ${outDir} is one of the shard folders being merged (${input.dir}); choose another folder`);
  const unlock = lockOutDir(outDir);
  try {
    await write();
    writeProvenanceFile(outDir, argv, shards);
  } finally {
    unlock();
  }
  const dirty = dirtyWarning(shards);
  if (dirty) io.err(dirty);
  status(io, `merged ${shards.length} shard${shards.length === 1 ? '' : 's'}`);
  return 0;
}

/** True when two paths name the same folder (through links too, when both exist). */
function samePath(a: string, b: string): boolean {
  const real = (p: string) => (existsSync(p) ? realpathSync(p) : resolve(p));
  return real(a) === real(b);
}

async function mergeRun(merged: Merged, outDir: string, json: boolean, io: CliIo): Promise<void> {
  const summary = summarise(merged.plan, merged.aggregate);
  const missing = missingGamesCsv(merged);
  let csv: string | null = null;
  if (missing.length === 0) csv = await mergeGamesCsv(merged, outDir);
  else if (missing.length < merged.dirs.length) io.err(`talisman-sim: games.csv not merged: ${missing.join(', ')} has none`);
  const path = writeSummaryFile(outDir, summary);
  const page = await writeReport(outDir, summary, merged.aggregate, csv ? [GAMES_CSV] : []);
  if (json) printJson(io, summary);
  else io.out(formatTable(summary));
  warnRoundCap(io, summary.roundCapWarning);
  status(io, `summary: ${path}`);
  if (csv) status(io, `games.csv: ${csv}`);
  status(io, `report: ${page}`);
}
