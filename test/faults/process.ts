// Real talisman-sim processes for the fault tests: spawn the installed command (bin/talisman-sim.js,
// which runs the bundles: no TypeScript compiled per process), collect stderr, wait for a file.
import { spawn } from 'node:child_process';

export interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
  err: string;
}

export function talisman(args: string[]) {
  const child = spawn(process.execPath, ['bin/talisman-sim.js', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  child.stderr.on('data', (d) => (err += d));
  child.stdout.resume();
  const done = new Promise<Ended>((resolve) => child.on('close', (code, signal) => resolve({ code, signal, err })));
  return { child, done };
}

export async function until(test: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(20);
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
