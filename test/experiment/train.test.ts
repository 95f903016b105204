// `talisman-sim train`: the logistic fit and the held-out arithmetic on data whose answers are
// known; a tiny run gives the same model bytes at 1 and 2 workers, writes its reliability chart,
// and a model the learned player loads; bad flags and a bad scenario `model:` are one-line exit-2 errors.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../../src/engine/index.ts';
import { choleskySolve, fitLogistic, heldOutMeasures, worstGap, type Positions } from '../../src/experiment/train-fit.ts';
import { loadModel } from '../../strategies/learned/value.ts';
import { FEATURE_NAMES } from '../../strategies/learned/features.ts';
import { cli, tempDir } from '../sim/fixtures.ts';

describe('the fit', () => {
  it('solves a symmetric positive definite system by Cholesky', () => {
    const a = Float64Array.from([4, 2, 0, 2, 5, 1, 0, 1, 3]);
    const b = Float64Array.from([2, 1, 5]);
    choleskySolve(a, b, 3);
    // Checked against the system: 4x + 2y = 2, 2x + 5y + z = 1, y + 3z = 5.
    const [x, y, z] = b;
    expect(4 * x + 2 * y).toBeCloseTo(2, 12);
    expect(2 * x + 5 * y + z).toBeCloseTo(1, 12);
    expect(y + 3 * z).toBeCloseTo(5, 12);
  });

  it('recovers the weights of labels drawn from a known logistic model', () => {
    const rng = seededRng('fit');
    const count = 20_000;
    const x = new Float32Array(count * 3);
    const y = new Uint8Array(count);
    for (let r = 0; r < count; r++) {
      const a = rng.int(1000) / 100;
      const b = rng.int(1000) / 250 - 2;
      x.set([1, a, b], r * 3);
      const p = 1 / (1 + Math.exp(-(-2 + 0.4 * a - 1.5 * b)));
      y[r] = rng.int(1_000_000) < p * 1_000_000 ? 1 : 0;
    }
    const w = fitLogistic({ x, y, width: 3, count }, 0, { l2: 0, steps: 30 });
    expect(w[0]).toBeCloseTo(-2, 0);
    expect(w[1]).toBeCloseTo(0.4, 1);
    expect(w[2]).toBeCloseTo(-1.5, 1);
  });

  it('measures log-loss, Brier score and reliability by tenths of predicted chance', () => {
    // Four positions, one feature: chances 0.5, 0.5 (one won), 0.8 and 0.8 (both won).
    const logit = Math.log(0.8 / 0.2);
    const p: Positions = { x: Float32Array.from([0, 0, 1, 1]), y: Uint8Array.from([1, 0, 1, 1]), width: 1, count: 4 };
    const h = heldOutMeasures([logit], p);
    expect(h.positions).toBe(4);
    expect(h.baseRate).toBe(0.75);
    expect(h.logLoss).toBeCloseTo((2 * Math.log(2) - 2 * Math.log(0.8)) / 4, 5);
    expect(h.brier).toBeCloseTo((0.25 + 0.25 + 0.04 + 0.04) / 4, 5);
    expect(h.reliability[5]).toEqual({ from: 0.5, to: 0.6, positions: 2, predicted: 0.5, observed: 0.5 });
    expect(h.reliability[8]).toMatchObject({ positions: 2, observed: 1 });
    expect(h.reliability[8].predicted).toBeCloseTo(0.8, 5);
    // The worst gap: 20 points in the 80% tenth (both won), none in the 50% one.
    expect(worstGap(h)).toBeCloseTo(20, 3);
  });
});

describe('talisman-sim train', () => {
  it('gives the same model bytes at 1 and 2 workers, with a chart, and a model the learned player loads', async () => {
    const dir = tempDir('train');
    const run = (workers: string, out: string) => cli(['train', '--games', '10', '--batch', '3', '--workers', workers, '--seed', 'tiny', '--out', join(dir, out), '--quiet']);
    const one = await run('1', 'one.json');
    expect(one.err).toBe('');
    expect(one.code).toBe(0);
    expect(one.out).toMatch(/^generation 0: \d+ positions fitted; held out \d+: log-loss 0\.\d+, Brier 0\.\d+/);
    expect((await run('2', 'two.json')).code).toBe(0);
    const text = readFileSync(join(dir, 'one.json'), 'utf8');
    expect(readFileSync(join(dir, 'two.json'), 'utf8')).toBe(text);
    const model = JSON.parse(text);
    expect(model.provenance).toMatchObject({ scenarios: ['default'], games: 10, seed: 'tiny', generation: 0 });
    expect(model.features).toEqual(FEATURE_NAMES);
    // Two of the ten games (4 and 9) are held out: their positions, and only theirs, are measured.
    expect(model.heldOut.positions).toBeGreaterThan(0);
    expect(model.heldOut.reliability.reduce((n: number, b: { positions: number }) => n + b.positions, 0)).toBe(model.heldOut.positions);
    expect(() => loadModel(model, 'one.json')).not.toThrow();
    const chart = JSON.parse(readFileSync(join(dir, 'one.reliability.vl.json'), 'utf8'));
    expect(chart.layer[1].data.values.length).toBeGreaterThan(0);
  });

  it('iterates the policy: generation 1 plays learned games on generation 0\'s model, then both tournaments', async () => {
    const dir = tempDir('train-generations');
    const r = await cli(['train', '--games', '5', '--generations', '1', '--eval-games', '12', '--workers', '1', '--seed', 'gen', '--out', join(dir, 'm.json'), '--quiet', '--json']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    expect(out.generations).toHaveLength(1);
    const g = out.generations[0];
    expect(g.generation).toBe(1);
    // 12 games of 4 seats: 48 seat-games shared by the two strategies of each tournament.
    expect(g.vsPrevious.learned.games + g.vsPrevious.previous.games).toBe(48);
    expect(g.vsBasic.learned.games + g.vsBasic.basic.games).toBe(48);
    expect(g.kept).toBe(g.vsPrevious.learned.winRate > g.vsPrevious.previous.winRate);
    // The model written is generation 1's when it gained, else generation 0's.
    expect(out.model.provenance.generation).toBe(g.kept ? 1 : 0);
    expect(JSON.parse(readFileSync(join(dir, 'm.json'), 'utf8')).provenance.generation).toBe(g.kept ? 1 : 0);
  });

  it.each([
    [['--games', '0'], /--games must be/],
    [['--out', 'model.txt'], /--out must name a .json file/],
    [['--l2', '-1'], /--l2 must be a number/],
    [['--generations', 'x'], /--generations must be/],
  ])('exits 2 for %s', async (flags, message) => {
    const r = await cli(['train', '--quiet', '--out', join(tempDir('train-bad'), 'm.json'), ...flags]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err.split('\n').filter((l) => l !== '').length).toBe(1);
  });

  it('a scenario\'s model: names its file and line when the file is missing or no model', async () => {
    const dir = tempDir('train-model-key');
    const scenario = join(dir, 's.yaml');
    writeFileSync(scenario, 'games: 4\nstrategy: learned\nmodel: missing.json\n');
    const missing = await cli(['run', scenario, '--workers', '1', '--quiet', '--out', join(dir, 'out')]);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain(`${scenario}:3: model names ${join(dir, 'missing.json')}, which does not exist`);
    writeFileSync(join(dir, 'bad.json'), '{"format": "talisman-sim-model", "version": 1}');
    writeFileSync(scenario, 'games: 4\nstrategy: learned\nmodel: bad.json\n');
    const bad = await cli(['run', scenario, '--workers', '1', '--quiet', '--out', join(dir, 'out')]);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain(`${scenario}:3: model names a model that does not load: ${join(dir, 'bad.json')}: key 'features' differs`);
  });
});
