// Provenance beyond the plan: the git commit (null outside a checkout, never an error), whether the
// working tree has uncommitted changes, the weights file's hash, the engine a shard records and which
// of its fields merge refuses to mix, and the command line quoted so that a shell takes it back unchanged.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandLine, engineDifference, engineOf, gitCommit, gitCommitIn, gitDirtyIn, weightsSha256 } from '../../src/sim/provenance.ts';

/** A git repository with one committed file, `a.txt`. */
function repository(): string {
  const dir = mkdtempSync(join(tmpdir(), 'talisman-git-'));
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: dir, stdio: 'ignore' });
  git('init', '-q');
  writeFileSync(join(dir, 'a.txt'), 'one\n');
  git('add', 'a.txt');
  git('commit', '-q', '-m', 'one');
  return dir;
}

describe('provenance', () => {
  it('should read the checkout\'s commit, and give null outside a git checkout', () => {
    expect(gitCommit()).toBe(execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim());
    expect(gitCommitIn(mkdtempSync(join(tmpdir(), 'talisman-nogit-')))).toBeNull();
    expect(gitCommitIn(join(tmpdir(), 'no-such-folder-talisman'))).toBeNull();
  });

  it('should flag a working tree whose tracked files changed, not one with only untracked files, and give null outside git', () => {
    const dir = repository();
    expect(gitDirtyIn(dir)).toBe(false);
    writeFileSync(join(dir, 'new.txt'), 'untracked\n');
    expect(gitDirtyIn(dir)).toBe(false);
    writeFileSync(join(dir, 'a.txt'), 'two\n');
    expect(gitDirtyIn(dir)).toBe(true);
    expect(gitDirtyIn(mkdtempSync(join(tmpdir(), 'talisman-nogit-')))).toBeNull();
  });

  it('should record this engine, and name the version, commit or weights where two engines differ, never the dirty flag', () => {
    const e = engineOf('1.2.3');
    expect(e).toEqual({ version: '1.2.3', commit: gitCommit(), dirty: expect.any(Boolean), weightsSha256: weightsSha256() });
    expect(engineDifference(e, { ...e, dirty: !e.dirty })).toBeNull();
    expect(engineDifference(e, { ...e, version: '9.9.9' })).toBe('version 9.9.9 against 1.2.3');
    expect(engineDifference(e, { ...e, commit: null })).toBe(`commit none against ${e.commit}`);
    expect(engineDifference(e, { ...e, weightsSha256: 'f00' })).toBe(`weightsSha256 f00 against ${e.weightsSha256}`);
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
