// `talisman-sim merge DIR...`, loaded by main.ts: shard outputs (aggregate.json, games.csv) joined
// into the summary.json, games.csv and report of the unsharded run.
import { existsSync, realpathSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { printJson, status, type CliIo } from './io.ts';
import { writeReport } from './run.ts';
import { InputError } from '../sim/json-file.ts';
import { GAMES_CSV } from '../sim/games-csv.ts';
import { mergeGamesCsv, mergeShards, missingGamesCsv, type Merged } from '../sim/merge.ts';
import { lockOutDir } from '../sim/out-lock.ts';
import { writeSummaryFile } from '../sim/run-dir.ts';
import { summarise } from '../sim/run-plan.ts';
import { writeProvenanceFile } from '../sim/provenance.ts';
import { formatTable } from '../sim/summary.ts';

/** The flags of `merge` (main.ts declares them). */
export interface MergeFlags {
  dirs: string[];
  out?: string;
  json: boolean;
}

/** `merge DIR...`: shard outputs into the summary.json (and games.csv) of the unsharded run. */
export async function mergeCommand({ dirs, out, json }: MergeFlags, io: CliIo, argv: readonly string[] = []): Promise<number> {
  const merged = mergeShards(dirs);
  const outDir = out ?? join('reports', merged.plan.scenario);
  const input = merged.dirs.find((d) => samePath(d, outDir));
  if (input !== undefined) throw new InputError(`--out ${outDir} is one of the shard folders being merged (${input}); choose another folder`);
  const unlock = lockOutDir(outDir);
  try {
    return await mergeLocked(merged, outDir, json, io, argv);
  } finally {
    unlock();
  }
}

/** True when two paths name the same folder (through links too, when both exist). */
function samePath(a: string, b: string): boolean {
  const real = (p: string) => (existsSync(p) ? realpathSync(p) : resolve(p));
  return real(a) === real(b);
}

async function mergeLocked(merged: Merged, outDir: string, json: boolean, io: CliIo, argv: readonly string[]): Promise<number> {
  const summary = summarise(merged.plan, merged.aggregate);
  const missing = missingGamesCsv(merged);
  let csv: string | null = null;
  if (missing.length === 0) csv = await mergeGamesCsv(merged, outDir);
  else if (missing.length < merged.dirs.length) io.err(`talisman-sim: games.csv not merged: ${missing.join(', ')} has none`);
  const path = writeSummaryFile(outDir, summary);
  writeProvenanceFile(outDir, argv);
  const page = await writeReport(outDir, summary, merged.aggregate, csv ? [GAMES_CSV] : []);
  if (json) printJson(io, summary);
  else io.out(formatTable(summary));
  status(io, `merged ${merged.dirs.length} shard${merged.dirs.length === 1 ? '' : 's'}`);
  status(io, `summary: ${path}`);
  if (csv) status(io, `games.csv: ${csv}`);
  status(io, `report: ${page}`);
  return 0;
}

