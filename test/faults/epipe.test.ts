// A reader that closes stdout early (`talisman-sim trace | head`) ends the process quietly with
// status 0 (issue 14, case 8): a real process whose stdout pipe is closed after the first chunk.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function readFirstChunkThenClose(args: string[]): Promise<{ code: number | null; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['bin/talisman-sim.js', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.stdout.once('data', () => child.stdout.destroy());
    child.on('close', (code) => resolve({ code, err }));
  });
}

describe('a closed stdout', () => {
  it.each([['trace'], ['odds']])('should end `%s` quietly with status 0', async (command) => {
    const { code, err } = await readFirstChunkThenClose([command]);
    expect(err).not.toMatch(/EPIPE|Error|at /);
    expect(code).toBe(0);
  });
});
