// The search player's evaluation and allocation from the command line: a run with the learned value
// and raced rollouts gives the same files for 1 and 2 workers, and a bad value exits 2 with one line.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, tempDir } from './sim/fixtures.ts';

describe('run --search-evaluation --search-allocation', () => {
  it('plays the same games for any worker count', async () => {
    const dir = tempDir('cli-search');
    const flags = ['run', 'search-vs-basic', '--games', '2', '--search-budget', '4', '--search-horizon', '3', '--search-evaluation', 'learned', '--search-allocation', 'race', '--batch', '1', '--quiet'];
    const one = await cli([...flags, '--workers', '1', '--out', join(dir, 'one')]);
    const two = await cli([...flags, '--workers', '2', '--out', join(dir, 'two')]);
    expect(one.err).toBe('');
    expect(one.code).toBe(0);
    const read = (d: string) => readFileSync(join(dir, d, 'strategies.csv'), 'utf8');
    expect(read('two')).toBe(read('one'));
    expect(read('one')).toMatch(/^search,2,/m);
  });

  it('stops with exit 2 and one line on a value it does not know', async () => {
    const r = await cli(['run', 'search-vs-basic', '--games', '1', '--search-allocation', 'lucky', '--quiet', '--out', tempDir('cli-search-bad')]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^talisman-sim: --search-allocation must be one of even, race, race-stop \(got "lucky"\) \(see .talisman-sim run --help.\)$/);
    const e = await cli(['run', 'search-vs-basic', '--games', '1', '--search-evaluation', 'gut', '--quiet', '--out', tempDir('cli-search-bad2')]);
    expect(e.code).toBe(2);
    expect(e.err).toMatch(/--search-evaluation must be one of worth, learned \(got "gut"\)/);
  });
});
