// An output folder holds one kind of command's files: a run's (or a shard's, or a merge's), a
// comparison's, a DOC or fan card balance's or a tournament's. A command refuses a folder that holds another
// kind's files unless --fresh, which removes them; a command that replaces its own kind's files
// removes the old ones first, so no file of the old run (a games.csv, a skill.csv) sits beside the
// new. Where the folder may be at all (not /, not a system folder) is json-file.ts checkOutDir.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { COMPARE_CHECKPOINT } from '../experiment/checkpoint.ts';
import { COMPARE_FILES, SKILL_FILES } from '../report/compare-report.ts';
import { DOC_BALANCE_FILES, balanceFiles } from '../report/doc-balance-report.ts';
import { RUN_REPORT_FILES } from '../report/run-report.ts';
import { TOURNAMENT_FILES } from '../report/tournament-report.ts';
import { BALANCE_FILES, WORTH_FILES } from '../report/worth-report.ts';
import { CHECKPOINT } from '../sim/checkpoint.ts';
import { GAMES_CSV } from '../sim/games-csv.ts';
import { InputError } from '../sim/json-file.ts';
import { AGGREGATE } from '../sim/merge.ts';
import { PROVENANCE } from '../sim/provenance.ts';
import { SUMMARY } from '../experiment/run-dir.ts';
import { lockOutDir } from '../sim/out-lock.ts';

export type OutKind = 'run' | 'compare' | 'doc-balance' | 'card-balance' | 'tournament' | 'worth' | 'balance';

interface KindFiles {
  /** How the message names the files: "holds a run's files". */
  label: string;
  /** Files only this kind writes: one of them marks the folder as this kind's. */
  marks: readonly string[];
  /** Every file it writes but its checkpoint. */
  files: readonly string[];
  checkpoint?: string;
}

const KINDS: Record<OutKind, KindFiles> = {
  run: { label: 'a run\'s files', marks: [SUMMARY, AGGREGATE, CHECKPOINT], files: [SUMMARY, AGGREGATE, GAMES_CSV, PROVENANCE, ...RUN_REPORT_FILES], checkpoint: CHECKPOINT },
  compare: { label: 'a comparison\'s files', marks: ['compare.json', COMPARE_CHECKPOINT], files: [...COMPARE_FILES, ...SKILL_FILES], checkpoint: COMPARE_CHECKPOINT },
  'doc-balance': { label: 'a DOC balance report\'s files', marks: ['doc-balance.json'], files: DOC_BALANCE_FILES },
  'card-balance': { label: 'a fan card balance report\'s files', marks: ['card-balance.json'], files: balanceFiles('card-balance') },
  tournament: { label: 'a tournament\'s files', marks: ['tournament.json'], files: [SUMMARY, PROVENANCE, ...TOURNAMENT_FILES] },
  worth: { label: 'a worth report\'s files', marks: ['worth.json'], files: [...WORTH_FILES, PROVENANCE] },
  balance: { label: 'a balance report\'s files', marks: ['balance.json'], files: [...BALANCE_FILES, PROVENANCE] },
};

/**
 * Refuse `dir` when it holds another kind's files (a tournament's summary.json is its own: its
 * tournament.json marks it); with `fresh`, remove them instead.
 */
export function checkOutKind(dir: string, kind: OutKind, fresh: boolean): void {
  for (const [other, k] of Object.entries(KINDS) as [OutKind, KindFiles][]) {
    if (other === kind || (other === 'run' && existsSync(join(dir, 'tournament.json')))) continue;
    const found = k.marks.filter((f) => existsSync(join(dir, f)));
    if (found.length === 0) continue;
    if (!fresh) throw new InputError(`${dir} holds ${k.label} (${found.join(', ')}): choose another --out, or add --fresh to replace them`);
    removeFiles(dir, [...k.files, ...(k.checkpoint ? [k.checkpoint] : [])]);
  }
}

/** Remove this kind's files (not its checkpoint) from `dir`: a new run is about to replace them. */
export function clearOutDir(dir: string, kind: OutKind): void {
  removeFiles(dir, KINDS[kind].files);
}

function removeFiles(dir: string, names: readonly string[]): void {
  for (const name of names) rmSync(join(dir, name), { force: true });
}

/**
 * Lock `dir` for this process, refuse another kind's files (unless --fresh) and clear this kind's
 * old ones: the opening of a balance command. Returns the lock's release; on a refusal the lock is
 * released before the error goes on.
 */
export function claimOutDir(dir: string, kind: OutKind, fresh: boolean): () => void {
  const release = lockOutDir(dir);
  try {
    checkOutKind(dir, kind, fresh);
    clearOutDir(dir, kind);
  } catch (err) {
    release();
    throw err;
  }
  return release;
}
