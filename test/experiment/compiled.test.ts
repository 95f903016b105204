// The bundle the Monte Carlo path runs (compiled.ts): built once per process, kept in a cache folder
// outside the package (a read-only image or home falls back to the next), importing its packages by
// absolute URL, and playing exactly the games the TypeScript modules play.
import { existsSync, mkdtempSync, readFileSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cacheDirs, compiledArmsBatch, compiledWorker, keepBundle, pruneBundles } from '../../src/experiment/compiled.ts';
import { WriteError } from '../../src/sim/json-file.ts';
import { playArmsBatch } from '../../src/experiment/batch.ts';
import { smallPlan } from '../sim/fixtures.ts';

describe('the compiled worker bundle', () => {
  it('should be built once per process, outside the package, with its packages imported by absolute URL', async () => {
    const url = await compiledWorker();
    expect(await compiledWorker()).toBe(url);
    const path = fileURLToPath(url);
    expect(path).toMatch(/\/worker-[0-9a-f]{16}\.mjs$/);
    expect(cacheDirs().some((d) => path.startsWith(d))).toBe(true);
    expect(path).not.toContain('node_modules');
    const imports = [...readFileSync(path, 'utf8').matchAll(/from "([^"]+)"/g)].map((m) => m[1]);
    expect(imports).toContain(imports.find((i) => /^file:.*\/node_modules\/seedrandom\//.test(i)));
    expect(imports.every((i) => i.startsWith('node:') || i.startsWith('file:'))).toBe(true);
  });

  it('should take the cache folders in order: $TALISMAN_SIM_CACHE, the user\'s cache, the temporary folder', () => {
    const dirs = cacheDirs({ TALISMAN_SIM_CACHE: '/x/cache', XDG_CACHE_HOME: '/home/u/.c' });
    expect(dirs.slice(0, 2)).toEqual(['/x/cache', '/home/u/.c/talisman-sim']);
    expect(dirs).toHaveLength(3);
    expect(cacheDirs({ HOME: '/h' })).toHaveLength(2);
  });

  it('should keep a bundle in the next folder when one cannot be written, and say so in one line when none can', () => {
    const root = mkdtempSync(join(tmpdir(), 'talisman-keep-'));
    const file = join(root, 'a-file');
    writeFileSync(file, 'x');
    const blocked = join(file, 'cache');
    const path = keepBundle('worker-0000000000000000.mjs', 'export default 1;\n', [blocked, join(root, 'ok')]);
    expect(path).toBe(join(root, 'ok', 'worker-0000000000000000.mjs'));
    expect(readdirSync(join(root, 'ok'))).toEqual(['worker-0000000000000000.mjs']);
    expect(() => keepBundle('worker-1111111111111111.mjs', 'x', [blocked, join(file, 'other')])).toThrow(WriteError);
    expect(() => keepBundle('worker-1111111111111111.mjs', 'x', [blocked])).toThrow(/^cannot keep the compiled worker bundle in any cache folder \(.*ENOTDIR.*\); set TALISMAN_SIM_CACHE to a writable folder$/);
    expect(existsSync(join(root, 'ok', 'worker-1111111111111111.mjs'))).toBe(false);
  });

  it('should play the same games as the modules it is built from, the expert and its weights file included', async () => {
    const plan = { ...smallPlan(12, 'compiled'), seats: ['basic', 'expert', 'cautious', 'expert'].map((strategy) => ({ character: null, strategy })) };
    const task = { arms: [plan], metric: 'aggregate' as const, params: { rows: true }, start: 0, end: 12 };
    const compiled = (await compiledArmsBatch())(task);
    expect(compiled.failure).toBeNull();
    expect(compiled).toEqual(playArmsBatch(task));
    expect(compiled.sums.rows[0].map((r) => r[0])).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });
});

describe('pruneBundles', () => {
  it('should delete bundles last written over a day ago and keep newer ones and other files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'talisman-bundles-'));
    const now = Date.now();
    const old = join(dir, 'worker-0123456789abcdef.mjs');
    const fresh = join(dir, 'worker-fedcba9876543210.mjs');
    const other = join(dir, 'notes.txt');
    for (const f of [old, fresh, other]) writeFileSync(f, 'x');
    const twoDaysAgo = (now - 2 * 24 * 60 * 60 * 1000) / 1000;
    utimesSync(old, twoDaysAgo, twoDaysAgo);
    utimesSync(other, twoDaysAgo, twoDaysAgo);
    pruneBundles(dir, now);
    expect(readdirSync(dir).sort()).toEqual(['notes.txt', 'worker-fedcba9876543210.mjs']);
  });
});
