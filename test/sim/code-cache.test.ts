// The worker bundle's code cache (src/sim/code-cache.js): written once by a thread that found none,
// taken by the next process, rewritten when V8 refuses it, kept apart for other flags, and neither
// read nor written when switched off. Each run is a fresh process, as a new worker thread is.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CODE_CACHE_ENV } from '../../src/sim/code-cache.js';

const LOADER = new URL('../../src/sim/code-cache.js', import.meta.url).href;
const RUN = `import { runBundle, codeCacheFile } from ${JSON.stringify(LOADER)};
const b = runBundle(process.argv[1]);
const answer = b.exports.twice(21);
b.keepCodeCache();
process.stdout.write(JSON.stringify({ answer, cached: b.cached, file: codeCacheFile(process.argv[1]) }));`;

/** One process running the bundle `file` and writing its cache if it found none. */
function run(file: string, flags: string[] = [], env: NodeJS.ProcessEnv = {}): { answer: number; cached: boolean; file: string } {
  const out = execFileSync(process.execPath, [...flags, '--input-type=module', '-e', RUN, file], { env: { ...process.env, NODE_OPTIONS: '', ...env }, encoding: 'utf8' });
  return JSON.parse(out);
}

function bundle(): string {
  const dir = mkdtempSync(join(tmpdir(), 'talisman-code-cache-'));
  const file = join(dir, 'worker.cjs');
  writeFileSync(file, '"use strict";\nconst { join } = require("node:path");\nexports.twice = function twice(x) { return join("a", "b").length * 0 + x * 2; };\n');
  return file;
}

const caches = (file: string) => readdirSync(join(file, '..')).filter((f) => f.endsWith('.v8cache'));

describe('runBundle', () => {
  it('should write the cache after the first run and run the next process from it', () => {
    const file = bundle();
    const first = run(file);
    expect(first).toMatchObject({ answer: 42, cached: false });
    expect(existsSync(first.file)).toBe(true);
    expect(run(file)).toMatchObject({ answer: 42, cached: true });
    expect(caches(file)).toHaveLength(1);
  });

  it('should compile from the source and write a new cache when V8 refuses the one it finds', () => {
    const file = bundle();
    const { file: cache } = run(file);
    writeFileSync(cache, Buffer.from('not a code cache'));
    expect(run(file)).toMatchObject({ answer: 42, cached: false });
    expect(run(file)).toMatchObject({ answer: 42, cached: true });
  });

  it('should keep one cache per set of flags, so that processes with other flags do not rewrite each other\'s', () => {
    const file = bundle();
    run(file);
    const other = run(file, ['--max-lazy']);
    expect(other.cached).toBe(false);
    expect(caches(file)).toHaveLength(2);
    expect(run(file, ['--max-lazy']).cached).toBe(true);
    expect(run(file).cached).toBe(true);
  });

  it(`should neither read nor write a cache with ${CODE_CACHE_ENV}=off`, () => {
    const file = bundle();
    expect(run(file, [], { [CODE_CACHE_ENV]: 'off' })).toMatchObject({ answer: 42, cached: false });
    expect(caches(file)).toEqual([]);
    run(file);
    expect(run(file, [], { [CODE_CACHE_ENV]: 'off' }).cached).toBe(false);
  });
});
