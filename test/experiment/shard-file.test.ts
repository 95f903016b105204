// The shard files of compare and doc-balance, in process: written and read back, every reason one is
// refused (another kind, an edit without its hash, sums of another shape or game count, another
// version), and the merge: the same plan, every game once, the sums added per mix equal to the sums
// of every game folded one by one (addGame, never mergeSums).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARD_FILES, mergeExperimentShards, readExperimentShard, shardKindOf, writeExperimentShard, type PlanShape } from '../../src/experiment/shard-file.ts';
import { addGame, emptySums, type ExperimentSums } from '../../src/experiment/sums.ts';
import { engineOf } from '../../src/sim/provenance.ts';
import type { IndexRange } from '../../src/sim/shards.ts';
import { VERSION } from '../../src/sim/summary.ts';
import { tempDir } from '../sim/fixtures.ts';
import { refusal, rewriteHashed } from '../sim/hashed-files.ts';

interface Plan {
  games: number;
  arms: number;
}

const PLAN: Plan = { games: 9, arms: 2 };
const METRICS = 2;
const SHAPE: PlanShape<Plan> = { games: (p) => p.games, empty: (p) => [emptySums(p.arms, METRICS), emptySums(p.arms, METRICS)] };

/** Games start..end-1 of mix `mix`, folded one at a time from made-up values. */
function fold([start, end]: IndexRange, mix: number): ExperimentSums {
  const s = emptySums(PLAN.arms, METRICS);
  for (let i = start; i < end; i++) {
    const v = (a: number) => Int32Array.from([(i * 7 + a + mix) % 3, 1]);
    addGame(s, [v(0), v(1)], [Int32Array.from([1, 1]), Int32Array.from([1, 1])], [10 + (i % 4), 12 + (i % 3)]);
  }
  return s;
}

function shard(root: string, name: string, range: IndexRange, plan = PLAN): string {
  const dir = join(root, name);
  writeExperimentShard(dir, 'compare', { plan, command: `talisman-sim compare ${name}`, shard: { k: 1, n: 1 }, range, sums: [fold(range, 0), fold(range, 1)] });
  return dir;
}

function rewrite(dir: string, edit: (f: Record<string, unknown>) => void, hash = true): string {
  return rewriteHashed(join(dir, SHARD_FILES.compare), edit, hash);
}

describe('an experiment shard file', () => {
  it('should read back what was written, with the engine that played it, and be found by its kind', () => {
    const dir = shard(tempDir('xshard'), 'a', [0, 4]);
    const f = readExperimentShard(dir, 'compare', SHAPE);
    expect([f.kind, f.version, f.range, f.sums, f.engine]).toEqual(['compare', VERSION, [0, 4], [fold([0, 4], 0), fold([0, 4], 1)], engineOf(VERSION)]);
    expect(shardKindOf(dir)).toBe('compare');
    expect(shardKindOf(tempDir('xshard-none'))).toBeNull();
  });

  it.each<[string, (f: Record<string, unknown>) => void, boolean, string]>([
    ['another kind', (f) => (f.kind = 'doc-balance'), true, 'is not a talisman-sim compare shard file'],
    ['an edit without its hash', (f) => ((f.sums as ExperimentSums[])[0].arms[1][0] += 1), false, 'was edited or damaged: its content does not match its sha256'],
    ['sums of another shape', (f) => (f.sums as ExperimentSums[])[1].arms.pop(), true, 'is not a talisman-sim compare shard file'],
    ['one mix too few', (f) => (f.sums as ExperimentSums[]).pop(), true, 'is not a talisman-sim compare shard file'],
    ['sums of another game count', (f) => ((f.sums as ExperimentSums[])[1].games = 5), true, 'does not add up: its sums count 5 games where its range holds 4; rerun the shard'],
    ['another version', (f) => (f.version = '0.0.1'), true, `was written by talisman-sim 0.0.1, this is ${VERSION}; rerun the shard`],
  ])('should refuse %s, naming the file', (_what, edit, hash, message) => {
    const dir = shard(tempDir('xshard'), 'a', [0, 4]);
    const path = rewrite(dir, edit, hash);
    expect(refusal(() => readExperimentShard(dir, 'compare', SHAPE))).toBe(`${path} ${message}`);
  });
});

describe('merging experiment shards', () => {
  const root = tempDir('xshard-merge');
  const a = shard(root, 'a', [0, 4]);
  const b = shard(root, 'b', [4, 5]);
  const c = shard(root, 'c', [5, 9]);

  it('should add each mix\'s sums, the shards given in any order, into the sums of every game, with the first shard\'s command', () => {
    const m = mergeExperimentShards([c, a, b], 'compare', SHAPE);
    expect(m.sums).toEqual([fold([0, 9], 0), fold([0, 9], 1)]);
    expect(m.command).toBe('talisman-sim compare a');
    expect(m.shards.map((s) => [s.dir, s.range])).toEqual([[a, [0, 4]], [b, [4, 5]], [c, [5, 9]]]);
  });

  it('should refuse shards of another plan, a gap and an overlap', () => {
    const other = shard(tempDir('xshard-other'), 'o', [4, 5], { ...PLAN, games: 10 });
    expect(refusal(() => mergeExperimentShards([a, other, c], 'compare', SHAPE))).toBe(`${other} was run with a different compare than ${a} (scenarios, flags or games differ)`);
    expect(refusal(() => mergeExperimentShards([a, c], 'compare', SHAPE))).toBe(`no shard covers games 4 to 4 (next: ${c}); merge every shard`);
    expect(refusal(() => mergeExperimentShards([a, b, b, c], 'compare', SHAPE))).toBe(`${b} covers games 4 to 4, which overlap another shard's`);
  });

  it('should refuse shards of another weights file, naming both and the field', () => {
    const other = shard(tempDir('xshard-weights'), 'w', [4, 5]);
    rewrite(other, (f) => ((f.engine as Record<string, unknown>).weightsSha256 = 'e'.repeat(64)));
    expect(refusal(() => mergeExperimentShards([a, other, c], 'compare', SHAPE))).toBe(
      `${other} and ${a} were played by different engines: weightsSha256 ${'e'.repeat(64)} against ${engineOf(VERSION).weightsSha256}; rerun one with the other's code and weights`);
  });
});
