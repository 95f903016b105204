// Interrupts (issue 14, cases 2 and 3): a Ctrl-C delivered twice at once (as npm's wrapper and
// `timeout -s INT` do) is one press and writes a checkpoint; SIGTERM checkpoints too; the resumed
// run ends with the same bytes as a run never interrupted. Real processes, real signals.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandName } from '../../src/cli/io.ts';
import { LOCK } from '../../src/sim/out-lock.ts';
import { cli, tempDir } from '../sim/fixtures.ts';
import { sleep, talisman, until } from './process.ts';

const GAMES = '3000';
const run = (dir: string) => ['run', '--games', GAMES, '--workers', '1', '--batch', '50', '--quiet', '--out', dir];

async function interrupted(signals: NodeJS.Signals[], gapMs: number): Promise<{ dir: string; code: number | null; err: string }> {
  const dir = tempDir('signal');
  const p = talisman(run(dir));
  await until(() => existsSync(join(dir, LOCK)), 30_000);
  await sleep(400);
  for (const s of signals) {
    p.child.kill(s);
    await sleep(gapMs);
  }
  const r = await p.done;
  return { dir, code: r.code, err: r.err };
}

describe('interrupting a run', () => {
  it.each([
    ['SIGINT twice within 10 ms', ['SIGINT', 'SIGINT'] as NodeJS.Signals[]],
    ['SIGTERM', ['SIGTERM'] as NodeJS.Signals[]],
  ])('should write a checkpoint on %s, and resume to the bytes of an uninterrupted run', async (_, signals) => {
    const r = await interrupted(signals, 5);
    expect(r.code).toBe(130);
    expect(r.err).toMatch(/interrupted after \d+\/3000 games; no report written/);
    expect(existsSync(join(r.dir, 'checkpoint.json'))).toBe(true);
    expect(existsSync(join(r.dir, LOCK))).toBe(false);
    const resumed = await cli([...run(r.dir), '--resume']);
    expect(resumed.code).toBe(0);
    const whole = tempDir('whole');
    expect((await cli(run(whole))).code).toBe(0);
    expect(readFileSync(join(r.dir, 'summary.json'), 'utf8')).toBe(readFileSync(join(whole, 'summary.json'), 'utf8'));
  });
});

describe('a Ctrl-C once every game is played', () => {
  it('should let the run write its report and exit 0', async () => {
    const dir = tempDir('signal-end');
    const p = talisman(['run', '--games', '40', '--workers', '1', '--out', dir]);
    let sent = false;
    p.child.stderr.on('data', (d: Buffer) => {
      if (!sent && /talisman-sim: 40\/40 games, /.test(String(d))) {
        sent = true;
        p.child.kill('SIGINT');
      }
    });
    const r = await p.done;
    expect(sent).toBe(true);
    expect({ code: r.code, signal: r.signal }, r.err).toEqual({ code: 0, signal: null });
    expect(existsSync(join(dir, 'index.html'))).toBe(true);
    // Said when the press is handled before the report is done (a press handled after it has nothing left to stop).
    if (r.err.includes('talisman-sim: the games are played')) expect(r.err).toContain('finishing the report (Ctrl-C again after a second to quit without it)');
    expect(existsSync(join(dir, 'checkpoint.json'))).toBe(false);
  });
});

describe('a checkpoint left in the output folder (issue 14, case 7)', () => {
  it('should not be deleted by a run without --resume: it asks for --resume or --fresh', async () => {
    const dir = tempDir('fresh');
    const stopAtOnce = { onInterrupt: (stop: () => void) => (stop(), () => undefined) };
    expect((await cli(run(dir), stopAtOnce)).code).toBe(130);
    const checkpoint = readFileSync(join(dir, 'checkpoint.json'), 'utf8');
    const again = await cli(run(dir));
    expect(again.code).toBe(2);
    expect(again.err.trim().split('\n')).toEqual([`talisman-sim: ${join(dir, 'checkpoint.json')} holds an interrupted run: add --resume to continue it, or --fresh to start again and delete it`]);
    expect(readFileSync(join(dir, 'checkpoint.json'), 'utf8')).toBe(checkpoint);
    const fresh = await cli([...run(dir), '--fresh']);
    expect(fresh.code).toBe(0);
    expect(existsSync(join(dir, 'checkpoint.json'))).toBe(false);
  });

  it('should print a resume command that can be pasted as it is, named as the command was run', async () => {
    const dir = tempDir('paste');
    const r = await cli(run(dir), { onInterrupt: (stop: () => void) => (stop(), () => undefined) });
    expect(r.err).toContain(`resume with: ${commandName(process.env, process.argv[1])} run default --seed talisman --games 3000 --out ${dir} --resume`);
  });

  it.each([
    ['the installed command', {}, '/usr/local/bin/talisman-sim', 'talisman-sim'],
    ['a project\'s installed command', {}, '/home/me/project/node_modules/.bin/talisman-sim', 'talisman-sim'],
    ['npx', { npm_command: 'exec' }, '/work/talisman-sim/bin/talisman-sim.js', 'npx talisman-sim'],
    ['npm start in a checkout', { npm_command: 'start' }, '/work/talisman-sim/src/cli/main.ts', 'npx tsx src/cli/main.ts'],
    ['tsx in a checkout', {}, '/work/talisman-sim/src/cli/main.ts', 'npx tsx src/cli/main.ts'],
  ])('should name the command as it was run: %s', (_, env, script, name) => {
    expect(commandName(env, script)).toBe(name);
  });
});
