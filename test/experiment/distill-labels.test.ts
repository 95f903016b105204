// The labels cache of `train --expert-iteration N --labels FILE` (src/experiment/distill-labels.ts).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../src/rules/options.ts';
import type { RunPlan } from '../../src/sim/plan.ts';
import { DISTILL_DEFAULTS, type GenerationResult } from '../../src/experiment/distill.ts';
import { expertIteration } from '../../src/experiment/distill-run.ts';
import { decodeLabels, encodeLabels, readLabels, type LabelsHeader } from '../../src/experiment/distill-labels.ts';
import { main } from '../../src/cli/main.ts';

/** Two short games of one search seat (budget 4, horizon 2) against three basic. */
const plan: RunPlan = { scenario: 'labels-cache', rules: { ...DEFAULT_RULES, roundCap: 10 }, seats: [0, 1, 2, 3].map(() => ({ character: null, strategy: 'basic' })), games: 2, seed: 'cache' };
const settings = { ...DISTILL_DEFAULTS, budget: 4, horizon: 2, generations: 1, games: 2, evalGames: 1 };
const header: LabelsHeader = { scenario: plan.scenario, seed: plan.seed, games: 2, budget: 4, horizon: 2, rollout: 'basic' };

describe('the labels cache', () => {
  const dir = mkdtempSync(join(tmpdir(), 'labels-'));
  const file = join(dir, 'labels.bin');

  it('is written by the labelling, read back instead of labelling, and fits the same model byte for byte', async () => {
    const heard: GenerationResult[] = [];
    const labelled = JSON.stringify(await expertIteration(plan, settings, 1, (r) => heard.push(r), file));
    const bytes = readFileSync(file);
    const read = JSON.stringify(await expertIteration(plan, settings, 1, (r) => heard.push(r), file));
    expect(read).toBe(labelled);
    expect(heard.map((r) => r.labelsRead)).toEqual([undefined, file]);
    expect(JSON.parse(read).provenance.decisions).toBeGreaterThan(0);
    // The same labels give the same bytes, and they decode to what was encoded.
    const byGame = readLabels(file, header)!;
    expect(byGame.flat().length).toBeGreaterThan(0);
    expect(byGame.flat().every((l) => l.ctx.length > 0)).toBe(true);
    expect(encodeLabels(header, byGame).equals(bytes)).toBe(true);
    expect(decodeLabels(encodeLabels(header, byGame), header, 'x')).toEqual(byGame);
  });

  it('is absent: null (label); a file of other labels or no labels: a one-line error naming it', () => {
    expect(readLabels(join(dir, 'none.bin'), header)).toBeNull();
    const fail = (bytes: Buffer | string, h = header) => {
      const bad = join(dir, 'bad.bin');
      writeFileSync(bad, bytes);
      try {
        readLabels(bad, h);
      } catch (err) {
        expect((err as Error).message).not.toContain('\n');
        return (err as Error).message;
      }
      return 'read';
    };
    expect(fail('{"format": "talisman-sim-policy"}\n')).toBe(`${join(dir, 'bad.bin')}: not a labels file (its first line must be 'talisman-sim-labels 1')`);
    const good = readFileSync(file);
    expect(fail(good, { ...header, seed: 'other' })).toContain(`labelled with seed "cache", this run's is "other"`);
    expect(fail(good, { ...header, budget: 48 })).toContain('labelled with budget 4');
    expect(fail(good.subarray(0, good.length - 3))).toContain('damaged (it ends early)');
  });

  it('is refused by the command line without --expert-iteration, in one line', async () => {
    const err: string[] = [];
    const code = await main(['train', '--labels', file, '--games', '1'], { out: () => undefined, err: (t) => err.push(t) });
    expect(code).not.toBe(0);
    expect(err.join('\n')).toContain('--labels keeps the labels of --expert-iteration');
  });
});
