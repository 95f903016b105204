// What a run's numbers came from beyond the plan: the git commit of the code (when it is a git
// checkout), whether its working tree had changes, and a hash of the expert's weights file, read
// once per process; summary.ts records them, and every shard file (engineOf) for merge to check.
// The command line goes to provenance.json (src/cli/run.ts), outside the files that must be byte-identical.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WEIGHTS_FILE } from '../../strategies/expert-weights.ts';
import { fanDeckSha256, type FanDeck } from '../content/fan/deck.ts';
import { characterIdsWith } from '../content/plan-content.ts';
import type { CharacterDef } from '../engine/index.ts';
import type { Handicaps } from '../content/handicaps.ts';
import { houseRulesOf, type HouseRuleRecord } from '../rules/fan-load.ts';
import type { RunPlan } from './plan.ts';
import { writeJsonAtomic } from './json-file.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
let commit: string | null | undefined;
let dirty: boolean | null | undefined;
let weights: string | undefined;

/** `git rev-parse HEAD` of the code's folder, read once; null when it is not a git checkout or git is missing. */
export function gitCommit(): string | null {
  if (commit === undefined) commit = gitCommitIn(ROOT);
  return commit;
}

/** `git rev-parse HEAD` in `dir`, or null: a missing git, no repository, anything else never fails the run. */
export function gitCommitIn(dir: string): string | null {
  try {
    const out = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 10_000 }).trim();
    return /^[0-9a-f]{40,64}$/.test(out) ? out : null;
  } catch {
    return null;
  }
}

/** True when the code's tracked files differ from its commit (read once); null outside a git checkout. */
export function gitDirty(): boolean | null {
  if (dirty === undefined) dirty = gitDirtyIn(ROOT);
  return dirty;
}

/** `git status --porcelain` of tracked files in `dir` is not empty; null when git cannot say. */
export function gitDirtyIn(dir: string): boolean | null {
  try {
    const out = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 10_000 });
    return out.trim() !== '';
  } catch {
    return null;
  }
}

/** SHA-256 of strategies/expert.weights.json as shipped, in hex. */
export function weightsSha256(): string {
  weights ??= createHash('sha256').update(readFileSync(WEIGHTS_FILE)).digest('hex');
  return weights;
}

/**
 * What a plan plays beyond the rules and seats, as every report records it (summary.json,
 * compare.json, the balance reports, and their pages): the fan cards with the SHA-256 of their data
 * and the file they came from, every character that may be in play (the 14, then the scenario's own,
 * whose definitions follow), and each house-rule module with the hash of every file its bundle holds.
 */
export interface ContentProvenance {
  cards?: FanDeck;
  cardsSha256?: string;
  cardsFile?: string;
  /** Every character id the plan may deal, in the content's order. */
  characterPool: string[];
  characters?: CharacterDef[];
  /** The scenario's handicaps (`handicaps:`): per character, points on its card or another start space. */
  handicaps?: Handicaps;
  houseRules?: HouseRuleRecord[];
}

export function contentProvenance(plan: RunPlan): ContentProvenance {
  return {
    ...(plan.cards ? { cards: plan.cards, cardsSha256: fanDeckSha256(plan.cards) } : {}),
    ...(plan.cards && plan.cardsFile !== undefined ? { cardsFile: plan.cardsFile } : {}),
    characterPool: [...characterIdsWith(plan.characters)],
    ...(plan.characters ? { characters: plan.characters.map((c) => ({ ...c })) } : {}),
    ...(plan.handicaps ? { handicaps: plan.handicaps } : {}),
    ...(plan.modules ? { houseRules: houseRulesOf(plan.modules) } : {}),
  };
}

/** The engine that played a shard: merge refuses shards whose version, commit or weights differ. */
export interface Engine {
  version: string;
  commit: string | null;
  /** The working tree had uncommitted changes to tracked files (null: not a git checkout). */
  dirty: boolean | null;
  weightsSha256: string;
}

/** This process's engine; `version` is summary.ts's VERSION (which imports this module). */
export function engineOf(version: string): Engine {
  return { version, commit: gitCommit(), dirty: gitDirty(), weightsSha256: weightsSha256() };
}

/** The fields in which two engines differ so that their games may differ: version, commit, weights (not `dirty`). */
export function engineDifference(a: Engine, b: Engine): string | null {
  for (const field of ['version', 'commit', 'weightsSha256'] as const) {
    if (a[field] !== b[field]) return `${field} ${b[field] ?? 'none'} against ${a[field] ?? 'none'}`;
  }
  return null;
}

export function isEngine(x: unknown): x is Engine {
  const e = x as Engine;
  return typeof e === 'object' && e !== null && typeof e.version === 'string' && (e.commit === null || typeof e.commit === 'string')
    && (e.dirty === null || typeof e.dirty === 'boolean') && typeof e.weightsSha256 === 'string';
}

/** The file beside summary.json that holds the command line (it differs between runs of equal output). */
export const PROVENANCE = 'provenance.json';

/** argv as a shell would take it back: each argument quoted when it needs to be. */
export function commandLine(argv: readonly string[]): string {
  const quote = (a: string) => (/^[A-Za-z0-9_./:=,@%+-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`);
  return ['talisman-sim', ...argv.map(quote)].join(' ');
}

/** A merged shard in provenance.json: its folder, games and engine. */
export interface ShardEngine extends Engine {
  dir: string;
  range: [number, number];
}

/**
 * Write DIR/provenance.json: the exact command line (and its arguments as a list); after a merge,
 * every shard's folder, range and engine too. Returns its path.
 */
export function writeProvenanceFile(dir: string, argv: readonly string[], shards?: readonly ShardEngine[]): string {
  const path = join(dir, PROVENANCE);
  writeJsonAtomic(path, { command: commandLine(argv), argv, ...(shards ? { shards } : {}) });
  return path;
}
