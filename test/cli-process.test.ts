// talisman-sim as a real process: stdout is the data alone (`odds > t.md` gives the table), and
// NO_COLOR leaves no terminal escape in the output, even on a terminal (the progress bar).
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { progressBar } from '../src/cli/io.ts';
import { tempDir } from './sim/fixtures.ts';

const BIN = join(import.meta.dirname, '..', 'bin', 'talisman-sim.js');
const ESCAPE = '\x1b';

describe('stdout carries the data alone', () => {
  it('should print only the table for `odds --combat 1d6`, the folder on stderr', () => {
    const cwd = tempDir('odds-stdout');
    const r = spawnSync(process.execPath, [BIN, 'odds', '--combat', '1d6'], { cwd, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(`${readFileSync(join(cwd, 'reports', 'odds', 'odds.md'), 'utf8').trimEnd()}\n`);
    expect(r.stdout).toMatch(/^\*\*Attack odds: 1d6 combat\.\*\*/);
    expect(r.stderr).toBe(`odds: ${join('reports', 'odds')}\n`);
  });
});

/** Whether `script` (util-linux) can give a command a terminal here. */
const hasScript = spawnSync('script', ['-qec', 'true', '/dev/null']).status === 0;

/** Everything `talisman-sim run` writes to a terminal (stdout and stderr both), with `env` over the process's. */
function onTerminal(env: Record<string, string>): string {
  const cwd = tempDir('no-color');
  const command = `${process.execPath} ${BIN} run default --games 300 --workers 1 --batch 20`;
  const clean = { ...process.env };
  delete clean.NO_COLOR;
  return execFileSync('script', ['-qec', command, '/dev/null'], { cwd, env: { ...clean, ...env }, encoding: 'utf8' });
}

describe('NO_COLOR', () => {
  it('should draw the progress bar only on a terminal, and never with NO_COLOR set', () => {
    expect(progressBar({}, true)).toBe(true);
    expect(progressBar({ NO_COLOR: '' }, true)).toBe(true);
    expect(progressBar({ NO_COLOR: '1' }, true)).toBe(false);
    expect(progressBar({}, false)).toBe(false);
    expect(progressBar({}, undefined)).toBe(false);
  });

  it.skipIf(!hasScript)('should leave no escape in what a run writes to a terminal with NO_COLOR set', () => {
    expect(onTerminal({})).toContain(ESCAPE);
    const plain = onTerminal({ NO_COLOR: '1' });
    expect(plain).not.toContain(ESCAPE);
    expect(plain).toMatch(/talisman-sim: 300\/300 games/);
  });
});
