// `talisman-sim serve` as a command: its flags refused in one line with exit 2, a port in use
// refused the same way, and as a real process it binds 127.0.0.1 by default, prints its URL,
// answers, and stops on Ctrl-C with exit 0, its job folder written under the current folder.
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir, cli } from '../sim/fixtures.ts';

const BIN = join(import.meta.dirname, '..', '..', 'bin', 'talisman-sim.js');

describe('talisman-sim serve: the command', () => {
  it.each([
    [['--port', 'x'], "--port must be an integer from 0 to 65535 (got \"x\") (see 'talisman-sim serve --help')"],
    [['--port', '70000'], '--port must be an integer from 0 to 65535 (got "70000")'],
    [['--host', 'a b'], '--host must be a host name or an IP address'],
    [['--workers', '0'], '--workers must be an integer from 1'],
    [['--nope'], 'Unknown argument: nope'],
    [['--jobs-dir', '/etc'], '--jobs-dir: /etc is a system folder: give --jobs-dir a folder of its own'],
    [['--trusted-modules', '/no/such/folder'], '--trusted-modules: /no/such/folder is not a folder'],
  ])('should refuse serve %j in one line, exit 2', async (flags, message) => {
    const r = await cli(['serve', ...flags]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
    expect(r.err.split('\n')).toHaveLength(1);
    expect(r.out).toBe('');
  });

  it('should refuse a port in use in one line, exit 2', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    try {
      const jobs = join(tempDir('serve-port'), 'jobs');
      const r = await cli(['serve', '--port', String(port), '--jobs-dir', jobs]);
      expect(r.code).toBe(2);
      expect(existsSync(jobs)).toBe(false);
      expect(r.err).toMatch(new RegExp(`^talisman-sim: cannot listen on 127\\.0\\.0\\.1:${port}: .*EADDRINUSE`));
    } finally {
      taken.close();
    }
  });

  it('should refuse a job folder it cannot make in one line, exit 2', async () => {
    const file = join(tempDir('serve-file'), 'a-file');
    writeFileSync(file, '');
    const r = await cli(['serve', '--port', '0', '--jobs-dir', join(file, 'jobs')]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^talisman-sim: cannot use the job folder .*a-file\/jobs: ENOTDIR/);
  });

  it('should bind 127.0.0.1, print the URL, answer, and stop on Ctrl-C with exit 0', async () => {
    const cwd = tempDir('serve-process');
    const child = spawn(process.execPath, [BIN, 'serve', '--port', '0'], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const exit = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      const line = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (c) => {
          out += c;
          if (out.includes('\n')) resolve(out.split('\n')[0]);
        });
        setTimeout(() => reject(new Error(`no URL printed: ${out}`)), 30_000);
      });
      const url = /^talisman-sim serve: open (http:\/\/127\.0\.0\.1:\d+\/) \(jobs in reports\/serve; Ctrl-C to stop\)$/.exec(line)?.[1];
      expect(url, line).toBeDefined();
      const options = await (await fetch(new URL('/api/options', url))).json();
      expect(options.rules.length).toBeGreaterThan(20);
      expect(existsSync(join(cwd, 'reports', 'serve'))).toBe(true);
    } finally {
      child.kill('SIGINT');
    }
    expect(await exit).toBe(0);
  });
});
