// What a run's numbers came from beyond the plan: the git commit of the code (when it is a git
// checkout) and a hash of the expert's weights file, read once per process; summary.ts records them.
// The command line goes to provenance.json (src/cli/run.ts), outside the files that must be byte-identical.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WEIGHTS_FILE } from '../../strategies/expert-weights.ts';
import { writeJsonAtomic } from './json-file.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
let commit: string | null | undefined;
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

/** SHA-256 of strategies/expert.weights.json as shipped, in hex. */
export function weightsSha256(): string {
  weights ??= createHash('sha256').update(readFileSync(WEIGHTS_FILE)).digest('hex');
  return weights;
}

/** The file beside summary.json that holds the command line (it differs between runs of equal output). */
export const PROVENANCE = 'provenance.json';

/** argv as a shell would take it back: each argument quoted when it needs to be. */
export function commandLine(argv: readonly string[]): string {
  const quote = (a: string) => (/^[A-Za-z0-9_./:=,@%+-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`);
  return ['talisman-sim', ...argv.map(quote)].join(' ');
}

/** Write DIR/provenance.json: the exact command line (and its arguments as a list); returns its path. */
export function writeProvenanceFile(dir: string, argv: readonly string[]): string {
  const path = join(dir, PROVENANCE);
  writeJsonAtomic(path, { command: commandLine(argv), argv });
  return path;
}
