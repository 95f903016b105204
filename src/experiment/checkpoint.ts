// DIR/compare-checkpoint.json: what an interrupted `compare` keeps (the experiment it was playing,
// the strategy mixes finished, the current mix's sums after its last whole block) and the check that
// `--resume` continues the same experiment. Written after every block, so a crash loses one block.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { InputError, describeChanges, readJsonObject, stableJson, writeJsonAtomic } from '../sim/json-file.ts';
import { VERSION } from '../sim/summary.ts';
import type { MixOutcome } from './outcome.ts';
import type { CompareRow } from './results.ts';
import { ARM_FIELDS, PAIR_FIELDS, type ExperimentSums } from './sums.ts';

export const COMPARE_CHECKPOINT = 'compare-checkpoint.json';

export interface FinishedMix {
  rows: CompareRow[];
  outcome: MixOutcome;
  /** A shard's mix: its sums, for merge (and no rows). */
  sums?: ExperimentSums;
}

export interface CompareCheckpoint {
  version: string;
  /** Everything that decides the games and the looks: arms, mixes, stopping rule, block. */
  experiment: unknown;
  finished: FinishedMix[];
  /** The sums of the mix being played (the next after `finished`). */
  sums: ExperimentSums;
}

export function compareCheckpointPath(dir: string): string {
  return join(dir, COMPARE_CHECKPOINT);
}

export function writeCompareCheckpoint(dir: string, experiment: unknown, finished: FinishedMix[], sums: ExperimentSums): string {
  const path = compareCheckpointPath(dir);
  writeJsonAtomic(path, { version: VERSION, experiment, finished, sums } satisfies CompareCheckpoint);
  return path;
}

/** The checkpoint of this experiment; an InputError when missing, malformed, or of another experiment. */
export function readCompareCheckpoint(dir: string, experiment: unknown, arms: number, metrics: number): CompareCheckpoint {
  const path = compareCheckpointPath(dir);
  if (!existsSync(path)) throw new InputError(`nothing to resume: ${path} does not exist`);
  const cp = readJsonObject(path, 'a talisman-sim compare checkpoint') as Partial<CompareCheckpoint>;
  if (!Array.isArray(cp.finished) || !isSums(cp.sums, arms, metrics)) throw new InputError(`${path} is not a talisman-sim compare checkpoint`);
  if (cp.version !== VERSION) throw new InputError(`${path} was written by talisman-sim ${cp.version}, this is ${VERSION}: its games would not continue the same comparison`);
  if (stableJson(cp.experiment) !== stableJson(experiment)) {
    throw new InputError(`${path} was made by another comparison (${describeChanges(cp.experiment, experiment, 'in the checkpoint')}); give the same scenarios and flags, or --fresh`);
  }
  return cp as CompareCheckpoint;
}

function isSums(x: unknown, arms: number, metrics: number): x is ExperimentSums {
  if (typeof x !== 'object' || x === null) return false;
  const s = x as ExperimentSums;
  const ints = (v: unknown, n: number) => Array.isArray(v) && v.length === n && v.every(Number.isSafeInteger);
  return Number.isSafeInteger(s.games) && Array.isArray(s.arms) && s.arms.length === arms && s.arms.every((a) => ints(a, metrics * ARM_FIELDS))
    && Array.isArray(s.pairs) && s.pairs.length === arms - 1 && s.pairs.every((p) => ints(p, metrics * PAIR_FIELDS))
    && Array.isArray(s.rounds) && s.rounds.length === arms;
}

export function removeCompareCheckpoint(dir: string): void {
  rmSync(compareCheckpointPath(dir), { force: true });
}
