// Provenance beyond the plan: the git commit (null outside a checkout, never an error), the weights
// file's hash, and the command line quoted so that a shell takes it back unchanged.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandLine, gitCommit, gitCommitIn, weightsSha256 } from '../../src/sim/provenance.ts';

describe('provenance', () => {
  it('should read the checkout\'s commit, and give null outside a git checkout', () => {
    expect(gitCommit()).toBe(execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim());
    expect(gitCommitIn(mkdtempSync(join(tmpdir(), 'talisman-nogit-')))).toBeNull();
    expect(gitCommitIn(join(tmpdir(), 'no-such-folder-talisman'))).toBeNull();
  });

  it('should hash the weights file as SHA-256 hex', () => {
    expect(weightsSha256()).toMatch(/^[0-9a-f]{64}$/);
  });

  it('should quote only the arguments a shell would split or expand', () => {
    expect(commandLine(['run', 'scenarios/default.yaml', '--games', '100', '--seed', "it's mine", '--out', 'a b'])).toBe(
      "talisman-sim run scenarios/default.yaml --games 100 --seed 'it'\\''s mine' --out 'a b'",
    );
    expect(commandLine(['merge', 'x', '--out', '$HOME'])).toBe("talisman-sim merge x --out '$HOME'");
  });
});
