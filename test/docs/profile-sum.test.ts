// npm run profile-table's sums (src/docs/profile-sum.ts): a sample counts to the function and module
// of the line it lies in, inlined code to its own function, V8's own nodes apart.
import { describe, expect, it } from 'vitest';
import { bundleLines, sumProfile, type CpuProfile } from '../../src/docs/profile-sum.ts';

// A bundle as esbuild writes one: each module after a `// path` comment.
const BUNDLE = [
  '// src/engine/turn.ts', // 1
  'function playTurn(g) {', // 2
  '  return land(g);', // 3
  '}', // 4
  '// strategies/basic-moves.ts', // 5
  'function land(g) {', // 6
  '  const f = (x) => x + 1;', // 7
  '  return f(g);', // 8
  '}', // 9
].join('\n');

const frame = (functionName: string, url: string) => ({ functionName, url });

describe('sumProfile', () => {
  it('should count each sampled line to its innermost function and its module, V8 apart', () => {
    const profile: CpuProfile = {
      nodes: [
        // playTurn's compiled code with land() and its arrow inlined: samples on lines 3, 7 and 8.
        { id: 1, callFrame: frame('playTurn', 'file:///cache/worker.mjs'), hitCount: 6, positionTicks: [{ line: 3, ticks: 1 }, { line: 7, ticks: 2 }, { line: 8, ticks: 3 }] },
        { id: 2, callFrame: frame('(garbage collector)', ''), hitCount: 4 },
      ],
    };
    const sums = sumProfile(profile, bundleLines(BUNDLE), 'worker.mjs');
    expect(sums.samples).toBe(10);
    expect(sums.functions).toEqual([
      { name: '(garbage collector)', share: 0.4 },
      { name: 'land (strategies/basic-moves.ts)', share: 0.3 },
      { name: 'f (strategies/basic-moves.ts)', share: 0.2 },
      { name: 'playTurn (src/engine/turn.ts)', share: 0.1 },
    ]);
    expect(sums.areas).toEqual([
      { name: 'strategies', share: 0.5 },
      { name: '(V8 and Node)', share: 0.4 },
      { name: 'src/engine', share: 0.1 },
    ]);
  });

  it('should count samples without line ticks to the function the profile names', () => {
    const profile: CpuProfile = { nodes: [{ id: 1, callFrame: frame('land', 'file:///cache/worker.mjs'), hitCount: 2, positionTicks: [{ line: 8, ticks: 1 }] }] };
    const sums = sumProfile(profile, bundleLines(BUNDLE), 'worker.mjs');
    expect(sums.functions.map((f) => f.name).sort()).toEqual(['land (bundle)', 'land (strategies/basic-moves.ts)']);
  });
});
