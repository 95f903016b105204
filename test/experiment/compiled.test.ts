// The bundles the command line and the Monte Carlo path run from (bundles.js, compiled.ts): kept in
// a cache folder under the sources' content hash (a read-only image or home falls back to the next
// folder), found there by later processes without building, written whole or not at all, importing
// their packages by absolute URL (the worker's inside it), run from V8's code cache once a thread has
// written it, and playing exactly the games the TypeScript modules play.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROOT, WriteBundleError, bundleDir, cacheDirs, keepBundles, pruneBundles, sourceHash } from '../../src/sim/bundles.js';
import { sourceStack } from '../../src/sim/source-stack.ts';
import { playArmsBatch } from '../../src/experiment/batch.ts';
import { compiledArmsBatch, compiledWorker } from '../../src/experiment/compiled.ts';
import { FAIL_GAME_ENV, samePlan } from '../../src/experiment/worker.ts';
import { smallPlan } from '../sim/fixtures.ts';

const HASH = '0123456789abcdef0123';
const temp = (prefix: string) => mkdtempSync(join(tmpdir(), `talisman-${prefix}-`));

/** A build that writes one file, counting its calls. */
function fakeBuild() {
  const calls: string[] = [];
  const build = async (into: string) => {
    calls.push(into);
    mkdirSync(into);
    await new Promise((r) => setTimeout(r, 5));
    writeFileSync(join(into, 'worker.mjs'), 'export default 1;\n');
  };
  return { calls, build };
}

describe('the compiled bundles', () => {
  it('should be kept outside the sources under their hash, the command line\'s packages imported by absolute URL and the worker\'s inside it', async () => {
    const url = await compiledWorker();
    expect(await compiledWorker()).toBe(url);
    const path = fileURLToPath(url);
    const dir = await bundleDir();
    expect(path).toBe(join(dir, 'worker.mjs'));
    expect(dir.endsWith(`/${sourceHash()}`)).toBe(true);
    expect(cacheDirs().some((d) => path.startsWith(d))).toBe(true);
    expect(path.startsWith(join(ROOT, 'src'))).toBe(false);
    for (const file of [path, join(dir, 'cli', 'main.mjs')]) {
      const imports = [...readFileSync(file, 'utf8').matchAll(/from "([^"]+)"/g)].map((m) => m[1]);
      expect(imports.every((i) => i.startsWith('node:') || i.startsWith('file:') || i.startsWith('./chunk-'))).toBe(true);
    }
    // The worker bundle requires only Node's own modules: seedrandom and csv-stringify are inside it.
    const bundle = readFileSync(join(dir, 'worker.cjs'), 'utf8');
    expect([...bundle.matchAll(/\brequire\("([^"]+)"\)/g)].map((m) => m[1]).every((r) => isBuiltin(r))).toBe(true);
    expect(bundle).toContain('node_modules/seedrandom/');
    // Source maps are files beside the bundles, read only when a stack is printed.
    expect(bundle.trimEnd().endsWith('//# sourceMappingURL=worker.cjs.map')).toBe(true);
    expect(existsSync(join(dir, 'worker.cjs.map'))).toBe(true);
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

describe('sourceHash', () => {
  it('should change with a source file\'s bytes and nothing else', () => {
    const root = temp('sources');
    for (const dir of ['src/sim', 'strategies']) mkdirSync(join(root, dir), { recursive: true });
    writeFileSync(join(root, 'src/sim/a.ts'), 'export const a = 1;\n');
    writeFileSync(join(root, 'strategies/b.json'), '{}\n');
    const first = sourceHash(root);
    expect(first).toMatch(/^[0-9a-f]{20}$/);
    utimesSync(join(root, 'src/sim/a.ts'), 1, 1);
    writeFileSync(join(root, 'notes.txt'), 'not a source');
    expect(sourceHash(root)).toBe(first);
    writeFileSync(join(root, 'strategies/b.json'), '{ }\n');
    expect(sourceHash(root)).not.toBe(first);
  });
});

describe('keepBundles', () => {
  it('should take the cache folders in order: $TALISMAN_SIM_CACHE, the install\'s, the user\'s, the temporary folder', () => {
    const dirs = cacheDirs({ TALISMAN_SIM_CACHE: '/x/cache', XDG_CACHE_HOME: '/home/u/.c' }, '/opt/ts');
    expect(dirs.slice(0, 3)).toEqual(['/x/cache', '/opt/ts/node_modules/.cache/talisman-sim', '/home/u/.c/talisman-sim']);
    expect(dirs[3]).toMatch(/\/talisman-sim-\d+$/);
    expect(cacheDirs({ HOME: '/h' }, '/opt/ts')).toHaveLength(3);
  });

  it('should use the bundles of a later folder without building, and build into the first writable one otherwise', async () => {
    const root = temp('keep');
    const file = join(root, 'a-file');
    writeFileSync(file, 'x');
    const blocked = join(file, 'cache');
    const { calls, build } = fakeBuild();
    expect(await keepBundles(HASH, [blocked, join(root, 'ok')], build)).toBe(join(root, 'ok', HASH));
    expect(calls).toHaveLength(1);
    expect(readdirSync(join(root, 'ok'))).toEqual([HASH]);
    expect(await keepBundles(HASH, [join(root, 'empty'), join(root, 'ok')], build)).toBe(join(root, 'ok', HASH));
    expect(calls).toHaveLength(1);
  });

  it('should say in one line that no folder can keep them, and leave no partial folder', async () => {
    const root = temp('keep-none');
    const file = join(root, 'a-file');
    writeFileSync(file, 'x');
    const failing = async (into: string) => {
      mkdirSync(into);
      throw new Error('disk full\nsecond line');
    };
    const none = keepBundles(HASH, [join(file, 'cache'), join(root, 'full')], failing);
    await expect(none).rejects.toThrow(WriteBundleError);
    await expect(none).rejects.toThrow(/^cannot keep the compiled bundles in any cache folder \(.*ENOTDIR.*; .*full: disk full\); set TALISMAN_SIM_CACHE to a writable folder$/);
    expect(readdirSync(join(root, 'full'))).toEqual([]);
  });

  it('should let two processes that build at once end with one whole folder, used by both', async () => {
    const dir = join(temp('race'), 'cache');
    const a = fakeBuild();
    const b = fakeBuild();
    const [first, second] = await Promise.all([keepBundles(HASH, [dir], a.build), keepBundles(HASH, [dir], b.build)]);
    expect(a.calls).toHaveLength(1);
    expect(b.calls).toHaveLength(1);
    expect(first).toBe(join(dir, HASH));
    expect(second).toBe(first);
    expect(readdirSync(dir)).toEqual([HASH]);
  });
});

describe('pruneBundles', () => {
  it('should delete other bundles, partial builds and old worker files last written over a day ago, and keep the rest', () => {
    const dir = temp('bundles');
    const now = Date.now();
    const twoDaysAgo = (now - 2 * 24 * 60 * 60 * 1000) / 1000;
    const old = ['fedcba9876543210fedc', `${HASH.replace('0', '1')}.123.0badf00d.partial`, 'worker-0123456789abcdef.mjs'];
    const kept = [HASH, 'aaaaaaaaaaaaaaaaaaaa', 'notes.txt'];
    for (const name of [...old, HASH, 'aaaaaaaaaaaaaaaaaaaa']) (name.endsWith('.mjs') ? writeFileSync(join(dir, name), 'x') : mkdirSync(join(dir, name)));
    writeFileSync(join(dir, 'notes.txt'), 'x');
    for (const name of [...old, HASH, 'notes.txt']) utimesSync(join(dir, name), twoDaysAgo, twoDaysAgo);
    pruneBundles(dir, HASH, now);
    expect(readdirSync(dir).sort()).toEqual(kept.sort());
  });
});

describe('samePlan', () => {
  it('should give a worker one object for every copy of a plan, and another for another plan', () => {
    const plan = smallPlan(10, 'same-plan');
    expect(samePlan(structuredClone(plan))).toBe(samePlan(plan));
    const other = { ...plan, seed: 'other' };
    expect(samePlan(other)).toBe(other);
    expect(samePlan(structuredClone(other))).toBe(other);
  });
});

describe('sourceStack', () => {
  it('should name the TypeScript source of a frame in a bundle, and leave other frames as they are', async () => {
    // The stack as a process without source maps has it (vitest maps the stacks of its own process).
    const play = 'const m = await import(process.argv[1]); process.stdout.write(m.default({ arms: [JSON.parse(process.argv[2])], metric: "aggregate", params: { rows: false }, start: 0, end: 5 }).failure.stack);';
    const stack = execFileSync(process.execPath, ['--input-type=module', '-e', play, await compiledWorker(), JSON.stringify(smallPlan(5, 'stack'))], { env: { ...process.env, [FAIL_GAME_ENV]: '3', NODE_OPTIONS: '' }, encoding: 'utf8' });
    expect(stack).toMatch(/worker\.cjs:\d+:\d+/);
    const mapped = sourceStack(stack);
    expect(mapped).toMatch(/^Error: injected failure/);
    expect(mapped).toContain(`(${fileURLToPath(new URL('../../src/sim/failure.ts', import.meta.url))}:`);
    expect(mapped).toMatch(/\/src\/experiment\/worker\.ts:\d+:\d+/);
    expect(mapped).not.toContain('worker.cjs');
    expect(sourceStack('at f (file:///nowhere/x.mjs:1:2)\nat node:internal/x:3:4')).toBe('at f (file:///nowhere/x.mjs:1:2)\nat node:internal/x:3:4');
  });
});
