// Interrupts (issue 14, cases 2 and 3): a Ctrl-C delivered twice at once (as npm's wrapper and
// `timeout -s INT` do) is one press and writes a checkpoint; SIGTERM checkpoints too; the resumed
// run ends with the same bytes as a run never interrupted. Real processes, real signals.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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

  it('should print a resume command that can be pasted as it is (npx talisman-sim ...)', async () => {
    const dir = tempDir('paste');
    const r = await cli(run(dir), { onInterrupt: (stop: () => void) => (stop(), () => undefined) });
    expect(r.err).toContain(`resume with: npx talisman-sim run default --seed talisman --games 3000 --out ${dir} --resume`);
  });
});
