// The tuner skeleton: numeric paths, seeded nudges, a paired head-to-head, the stopping rule and
// the `tune` command writing its weights file.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../../src/engine/index.ts';
import { headToHead, nudge, numericPaths, tune } from '../../src/sim/tune.ts';
import { EXPERT_WEIGHTS } from '../../strategies/expert.ts';
import { cli, tempDir } from './fixtures.ts';

const W = EXPERT_WEIGHTS as unknown as Record<string, unknown>;

describe('tune pieces', () => {
  it('should find numbers only, and nudge exactly one of them, the same way for the same seed', () => {
    expect(numericPaths({ a: 1, b: [2, 'x'], c: { d: true, e: 0.5 } })).toEqual([['a'], ['b', 0], ['c', 'e']]);
    const a = nudge(W, seededRng('n'), 0.2);
    const b = nudge(W, seededRng('n'), 0.2);
    expect(a).toEqual(b);
    const changed = numericPaths(W).filter((path) => valueAt(W, path) !== valueAt(a.weights, path));
    expect(changed).toHaveLength(1);
  });

  it('should play candidate and incumbent in the same games, every rotation', () => {
    const h = headToHead(W, W, 5, 'h', { roundCap: 40 });
    expect(h.games).toBe(8);
    expect(h.candidateWins + h.incumbentWins).toBeLessThanOrEqual(8);
    expect(h.ciLow).toBeLessThanOrEqual(h.rate);
  });

  it('should stop when no candidate clearly beats the incumbent', () => {
    const r = tune({ weights: W, rounds: 3, candidates: 1, games: 4, seed: 't', step: 0.2, rules: { roundCap: 40 } });
    expect(r.stop).toBe('no candidate beat the incumbent');
    expect(r.best).toEqual(W);
  });
});

describe('talisman-sim tune', () => {
  it('should write the weights and print the head-to-head', async () => {
    const out = join(tempDir('tune'), 'w.json');
    const r = await cli(['tune', '--rounds', '1', '--candidates', '1', '--games', '4', '--round-cap', '40', '--out', out]);
    expect(r.code).toBe(0);
    expect(existsSync(out)).toBe(true);
    expect(JSON.parse(readFileSync(out, 'utf8'))).toHaveProperty('early');
    expect(r.out).toMatch(/vs incumbent: .*%/);
  });
});

function valueAt(w: unknown, path: (string | number)[]): unknown {
  return path.reduce((node: unknown, k) => (node as Record<string | number, unknown>)[k], w);
}
