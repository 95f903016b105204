// The tuner skeleton: numeric paths, seeded nudges, a paired head-to-head, the stopping rule and
// the `tune` command writing its weights file.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../../src/engine/index.ts';
import { openRunner } from '../../src/experiment/pool.ts';
import { headToHead, leversOf, nudge, numericPaths, tune } from '../../src/experiment/tune.ts';
import { EXPERT_WEIGHTS } from '../../strategies/expert.ts';
import { cli, tempDir } from '../sim/fixtures.ts';

const W = EXPERT_WEIGHTS as unknown as Record<string, unknown>;

describe('tune pieces', () => {
  it('should find numbers only, and move one lever: a top-level number, a key in every phase, or in the race phase', () => {
    expect(numericPaths({ a: 1, b: [2, 'x'], c: { d: true, e: 0.5 } })).toEqual([['a'], ['b', 0], ['c', 'e']]);
    const levers = leversOf(W).map((l) => l.join('.'));
    expect(levers).toContain('moveRerollGain');
    expect(levers).toContain('*.turnBackAt');
    expect(levers).toContain('race.turnBackAt');
    expect(levers).toContain('*.readiness.0.1');
    expect(levers).not.toContain('early.turnBackAt');
  });

  // Nudges on weights whose values the test sets itself (not today's weights file, which the tuner
  // rewrites): healAt 3 in every phase, an integer, moves by a whole step, 3 -> 4; talismanOdds 0.5,
  // a fraction, moves by 20%: 0.6 up, 0.4 down.
  it('should nudge a lever in every phase, in one phase, or at the top level', () => {
    const w = structuredClone(W) as Record<string, Record<string, unknown>>;
    for (const phase of ['early', 'mid', 'late', 'race']) w[phase].healAt = 3;
    (w as Record<string, unknown>).talismanOdds = 0.5;
    const all = nudge(w, ['*', 'healAt'], true, 0.2);
    const changed = numericPaths(w).filter((path) => valueAt(w, path) !== valueAt(all.weights, path));
    expect(changed.map((p) => p.join('.')).sort()).toEqual(['early.healAt', 'late.healAt', 'mid.healAt', 'race.healAt']);
    expect(changed.map((p) => valueAt(all.weights, p))).toEqual([4, 4, 4, 4]);
    expect(all.change).toBe('*.healAt up: 3 -> 4');
    const race = nudge(w, ['race', 'healAt'], false, 0.2);
    expect(numericPaths(w).filter((path) => valueAt(w, path) !== valueAt(race.weights, path))).toEqual([['race', 'healAt']]);
    expect(race.change).toBe('race.healAt down: 3 -> 2');
    expect(nudge(w, ['talismanOdds'], true, 0.2).weights.talismanOdds).toBe(0.6);
    expect(nudge(w, ['talismanOdds'], false, 0.2).weights.talismanOdds).toBe(0.4);
  });

  it('should play each seed with the sides swapped, so that equal players split the wins exactly, alike in the main thread and in workers', async () => {
    const one = openRunner(1);
    const two = openRunner(2);
    try {
      const h = await headToHead(W, W, 10, 'h', one);
      expect(h.games).toBe(16);
      expect(h.candidateWins + h.incumbentWins).toBeGreaterThan(0);
      expect(h.candidateWins).toBe(h.incumbentWins); // equal players, seats swapped on each seed
      expect(h.rate).toBe(0.5);
      expect(await headToHead(W, W, 10, 'h', two)).toEqual(h);
    } finally {
      await one.stop();
      await two.stop();
    }
  });

  it('should play the candidate with its own weights, in the workers too', async () => {
    const never = structuredClone(W) as Record<string, Record<string, unknown>>;
    for (const phase of ['early', 'mid', 'late', 'race']) Object.assign(never[phase], { readiness: [[99, 99]], crownTakenLives: 99 });
    const two = openRunner(2);
    try {
      const h = await headToHead(never, W, 80, 'w', two);
      expect(h.candidateWins).toBeLessThan(h.incumbentWins / 2);
      const b = await headToHead(never, 'basic', 80, 'w', two);
      expect(b.candidateWins).toBeLessThan(b.incumbentWins / 2);
    } finally {
      await two.stop();
    }
  });

  it('should stop when a whole sweep of the levers keeps nothing', async () => {
    const runner = openRunner(1);
    const tiny = { midRound: 40, lateRound: 90, neverCast: [], moveRerollGain: 6, talismanPrey: 4, talismanOdds: 0.5, early: W.early, mid: W.mid, late: W.late, race: W.race };
    const moves = 2 * leversOf(tiny).length;
    let matches = 0;
    const r = await tune({ weights: tiny, rounds: 1000, candidates: 1, games: 4, seed: 't', step: 0.2, runner, rules: { roundCap: 30 }, onMatch: (_, change) => void (change.endsWith('(confirming)') || matches++) });
    expect(r.stop).toBe('a whole sweep kept nothing');
    expect(r.best).toEqual(tiny);
    expect(matches).toBeLessThanOrEqual(moves);
    expect(matches).toBeGreaterThan(moves - 10); // invalid candidates (midRound past lateRound) are skipped
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
    expect(r.out).toMatch(/tuned vs basic: .*%/);
  });
});

function valueAt(w: unknown, path: (string | number)[]): unknown {
  return path.reduce((node: unknown, k) => (node as Record<string | number, unknown>)[k], w);
}
