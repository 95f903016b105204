// `talisman-sim bench` on a handful of games: runs at 1 and 2 workers, rates that add up, the
// scaling efficiency, and the table and JSON forms.
import { describe, expect, it } from 'vitest';
import { formatBench, runBench, type BenchResult } from '../../src/sim/bench.ts';
import { cli, smallPlan } from './fixtures.ts';

describe('runBench', () => {
  it('should time 1 and 2 workers and derive games/s per core and the scaling efficiency', async () => {
    const r = await runBench(smallPlan(1), { games: 6, workers: 2, batch: 3, warmUp: 2, repeats: 3 });
    expect(r.runs.map((x) => [x.workers, x.games, x.samples.length])).toEqual([[1, 6, 3], [2, 6, 3]]);
    for (const x of r.runs) {
      expect(x.seconds).toBe(x.samples.slice().sort((a, b) => a - b)[1]);
      expect(x.gamesPerSecond).toBeCloseTo(6 / x.seconds, 6);
      expect(x.gamesPerSecondPerCore).toBeCloseTo(x.gamesPerSecond / x.workers, 6);
    }
    expect(r.scalingEfficiency).toBeCloseTo(r.runs[1].gamesPerSecond / (2 * r.runs[0].gamesPerSecond), 9);
  });
});

describe('formatBench', () => {
  it('should print a row per worker count and the efficiency', () => {
    const runs = [
      { workers: 1, games: 1000, seconds: 2, gamesPerSecond: 500, gamesPerSecondPerCore: 500, samples: [2] },
      { workers: 2, games: 1000, seconds: 1.1, gamesPerSecond: 909.09, gamesPerSecondPerCore: 454.55, samples: [1.1] },
    ];
    const r: BenchResult = { version: '0.1.0', node: 'v20', cpu: 'cpu', cores: 2, scenario: 'default', players: 4, games: 1000, batch: 100, repeats: 1, runs, scalingEfficiency: 0.909 };
    const lines = formatBench(r).split('\n');
    expect(lines[3]).toMatch(/^workers\s+games\s+seconds\s+games\/s\s+games\/s\/core$/);
    expect(lines[4]).toMatch(/^1\s+1000\s+2\.00\s+500\s+500$/);
    expect(lines[5]).toMatch(/^2\s+1000\s+1\.10\s+909\s+455$/);
    expect(lines[7]).toBe('scaling efficiency (1 -> 2 workers): 90.9%');
    expect(lines).toHaveLength(8);
  });

  it('should add the engine-alone rate and the strategies\' share with a split', () => {
    const runs = [{ workers: 1, games: 1000, seconds: 2, gamesPerSecond: 500, gamesPerSecondPerCore: 500, samples: [2] }];
    const split = { seconds: 2, engineSeconds: 1.5, gamesPerSecond: 500, engineGamesPerSecond: 666.67, strategyShare: 0.25, samples: [2], engineSamples: [1.5] };
    const r: BenchResult = { version: '0.1.0', node: 'v20', cpu: 'cpu', cores: 2, scenario: 'default', players: 4, games: 1000, batch: 100, repeats: 1, runs, scalingEfficiency: 1, split };
    expect(formatBench(r).split('\n').slice(-2)).toEqual([
      'on one thread: 500 games/s; the engine alone (choices replayed): 667 games/s',
      'the strategies take 25.0% of a game\'s time',
    ]);
  });
});

describe('talisman-sim bench', () => {
  it('should print JSON with --json', async () => {
    const r = await cli(['bench', '--games', '4', '--workers', '1', '--repeats', '1', '--json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(json).toMatchObject({ scenario: 'default', players: 4, games: 4, scalingEfficiency: 1 });
    expect(json.runs).toHaveLength(1);
    expect(json.split).toBeUndefined();
  });

  it('should time the engine alone with --split, from medians of the passes', async () => {
    const r = await cli(['bench', '--games', '3', '--workers', '1', '--repeats', '3', '--split', '--json']);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/3 games on one thread, 3 times with the strategies and 3 with their choices replayed/);
    const s = JSON.parse(r.out).split;
    expect(s.samples).toHaveLength(3);
    expect(s.engineSamples).toHaveLength(3);
    expect(s.seconds).toBe(s.samples.slice().sort((a: number, b: number) => a - b)[1]);
    expect(s.engineGamesPerSecond).toBeCloseTo(3 / s.engineSeconds, 6);
    expect(s.strategyShare).toBeCloseTo(1 - s.engineSeconds / s.seconds, 9);
  });
});
