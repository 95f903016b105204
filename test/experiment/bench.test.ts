// `talisman-sim bench` on a handful of games: runs at 1 and 2 workers, rates that add up, the
// scaling efficiency, and the table and JSON forms.
import { describe, expect, it } from 'vitest';
import { formatBench, formatRulesBench, runBench, runRulesBench, type BenchResult } from '../../src/experiment/bench.ts';
import { cli, smallPlan } from '../sim/fixtures.ts';

/** A fake clock (ms) whose timed runs last these seconds, in the order they are timed. */
function fakeClock(seconds: number[]): () => number {
  let t = 1000;
  let calls = 0;
  return () => {
    // Each timed run reads the clock twice: at its start, then at its end.
    if (calls++ % 2 === 1) t += seconds[(calls - 2) / 2] * 1000;
    return t;
  };
}

describe('runBench', () => {
  // Runs alternate 1 worker, 2 workers, three times. 1 worker: 2, 4, 3 s (median 3: 6 games / 3 s =
  // 2 games/s); 2 workers: 2, 1, 1.6 s (median 1.6: 3.75 games/s, 1.875 per core). Efficiency:
  // 3.75 / (2 * 2) = 0.9375.
  it('should time 1 and 2 workers alternately and derive games/s per core and the scaling efficiency', async () => {
    const r = await runBench(smallPlan(1), { games: 6, workers: 2, batch: 3, warmUp: 2, repeats: 3, clock: fakeClock([2, 2, 4, 1, 3, 1.6]) });
    expect(r.runs).toEqual([
      { workers: 1, games: 6, seconds: 3, gamesPerSecond: 2, gamesPerSecondPerCore: 2, samples: [2, 4, 3] },
      { workers: 2, games: 6, seconds: 1.6, gamesPerSecond: 3.75, gamesPerSecondPerCore: 1.875, samples: [2, 1, 1.6] },
    ]);
    expect(r.scalingEfficiency).toBe(0.9375);
  });

  // An even number of repeats: the median is the mean of the middle two (1 worker: 2, 5, 3, 4 s -> 3.5).
  it('should take the mean of the middle two samples for an even number of repeats', async () => {
    const r = await runBench(smallPlan(1), { games: 7, workers: 1, batch: 7, warmUp: 1, repeats: 4, clock: fakeClock([2, 5, 3, 4]) });
    expect(r.runs).toEqual([{ workers: 1, games: 7, seconds: 3.5, gamesPerSecond: 2, gamesPerSecondPerCore: 2, samples: [2, 5, 3, 4] }]);
    expect(r.scalingEfficiency).toBe(1);
  });
});

describe('runRulesBench', () => {
  // Runs alternate base, rules, three times. Base: 2, 3, 4 s (median 3: 6 games / 3 s = 2 games/s);
  // rules: 2.5, 4, 6 s (median 4: 1.5 games/s). Ratio 1.5 / 2 = 0.75.
  it('should time the base game and the rule set alternately and give the ratio of their medians', async () => {
    const base = smallPlan(1);
    const rules = { ...base, scenario: 'breakage', rules: { ...base.rules, battleBreakage: true } };
    const order: string[] = [];
    const r = await runRulesBench(base, rules, ['battle-breakage'], {
      games: 6, batch: 3, warmUp: 2, repeats: 3, clock: fakeClock([2, 2.5, 3, 4, 4, 6]), onRun: (arm, n) => order.push(`${arm}/${n}`),
    });
    expect(order).toEqual(['0/1', '1/1', '0/2', '1/2', '0/3', '1/3']);
    expect(r.baseRun).toEqual({ workers: 1, games: 6, seconds: 3, gamesPerSecond: 2, gamesPerSecondPerCore: 2, samples: [2, 3, 4] });
    expect(r.rulesRun).toEqual({ workers: 1, games: 6, seconds: 4, gamesPerSecond: 1.5, gamesPerSecondPerCore: 1.5, samples: [2.5, 4, 6] });
    expect(r.ratio).toBe(0.75);
    const text = formatRulesBench(r).split('\n');
    expect(text[2]).toBe('modules on: battle-breakage');
    expect(text[5]).toMatch(/^base \(small\) +2 +2 +2\.00 3\.00 4\.00$/);
    expect(text[6]).toMatch(/^breakage +2 +2 +2\.50 4\.00 6\.00$/);
    expect(text[8]).toBe("ratio: 75.0% of the base game's speed (-25.0%)");
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

  it('should time a scenario\'s rule set against the base game with --rules', async () => {
    const r = await cli(['bench', '--rules', 'scenarios/battle-breakage.yaml', '--games', '3', '--repeats', '1', '--json']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(json).toMatchObject({ base: 'default', scenario: 'battle-breakage', modules: ['battle-breakage'], workers: 1, games: 3 });
    expect(json.ratio).toBeCloseTo(json.rulesRun.gamesPerSecond / json.baseRun.gamesPerSecond, 9);
  });

  it.each([
    [['--rules', 'scenarios/battle-breakage.yaml', '--split'], /^talisman-sim: --split does not go with --rules/],
    [['--rules', 'scenarios/faster-play-6p.yaml'], /^talisman-sim: --rules scenarios\/faster-play-6p\.yaml is for 6 players, the base game default for 4; bench times the same table under both rule sets( \(see .*\))?$/],
    [['--rules', 'scenarios/nowhere.yaml'], /^talisman-sim: .*nowhere\.yaml/],
  ])('should exit 2 with one line for bench %j', async (args, message) => {
    const r = await cli(['bench', ...args, '--games', '2', '--repeats', '1']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err.split('\n')).toHaveLength(1);
  });
});
