// The bundle the Monte Carlo path runs (compiled.ts): built once per process, kept where package
// imports resolve, and playing exactly the games the TypeScript modules play.
import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compiledPlayBatch, compiledWorker, pruneBundles } from '../../src/sim/compiled.ts';
import { playBatch } from '../../src/sim/worker.ts';
import { smallPlan } from './fixtures.ts';

describe('the compiled worker bundle', () => {
  it('should be built once per process, inside node_modules so that its packages resolve', async () => {
    const url = await compiledWorker();
    expect(await compiledWorker()).toBe(url);
    expect(fileURLToPath(url)).toMatch(/node_modules\/\.cache\/talisman-sim\/worker-[0-9a-f]{16}\.mjs$/);
  });

  it('should play the same games as the modules it is built from, the expert and its weights file included', async () => {
    const plan = { ...smallPlan(12, 'compiled'), seats: ['basic', 'expert', 'cautious', 'expert'].map((strategy) => ({ character: null, strategy })) };
    const task = { plan, start: 0, end: 12, rows: true };
    const compiled = (await compiledPlayBatch())(task);
    expect(compiled.failure).toBeNull();
    expect(compiled).toEqual(playBatch(task));
    expect(compiled.rows.map((r) => r[0])).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
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
