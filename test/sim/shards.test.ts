// Index ranges: shard K of N, batches, and what is left of a range after a checkpoint.
import { describe, expect, it } from 'vitest';
import { normaliseRanges, parseShard, rangeGames, remainingRanges, shardRange, taperedBatches, type IndexRange } from '../../src/sim/shards.ts';

describe('shards', () => {
  it.each<[string, number, number]>([['1/3', 1, 3], ['3/3', 3, 3], [' 2/8 ', 2, 8], ['10/12', 10, 12]])('should parse %j as shard %i of %i', (text, k, n) => {
    expect(parseShard(text)).toEqual({ k, n });
  });

  it.each(['0/3', '4/3', '1/0', '1', 'a/b', '1/2/3', '-1/2'])('should refuse %j', (text) => {
    expect(parseShard(text)).toBeNull();
  });

  it.each([[100, 3], [10, 4], [7, 7], [2, 5], [10_000, 8]])('should split %d games into %d disjoint ranges covering them in order', (games, n) => {
    const ranges = Array.from({ length: n }, (_, i) => shardRange(games, { k: i + 1, n }));
    expect(ranges[0][0]).toBe(0);
    expect(ranges[n - 1][1]).toBe(games);
    for (let i = 1; i < n; i++) expect(ranges[i][0]).toBe(ranges[i - 1][1]);
    expect(rangeGames(ranges)).toBe(games);
    // As even as whole games allow: sizes differ by at most one.
    const sizes = ranges.map(([a, b]) => b - a);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });

  // floor((k-1)·games/n) .. floor(k·games/n), worked by hand: 10 games in 4 shards are 2, 3, 2, 3.
  it('should give 10 games in 4 shards as [0,2) [2,5) [5,7) [7,10)', () => {
    expect([1, 2, 3, 4].map((k) => shardRange(10, { k, n: 4 }))).toEqual([[0, 2], [2, 5], [5, 7], [7, 10]]);
  });
});

describe('batches and remaining ranges', () => {
  it('should cut ranges into batches of at most the size, in order, for one worker', () => {
    expect([...taperedBatches([[0, 7], [10, 12]], 3, 1)]).toEqual([[0, 3], [3, 6], [6, 7], [10, 12]]);
  });

  it('should cut the last batch per worker into quarters, so that the workers finish together', () => {
    const batches = [...taperedBatches([[0, 1000]], 100, 2)];
    expect(batches.slice(0, 8)).toEqual([[0, 100], [100, 200], [200, 300], [300, 400], [400, 500], [500, 600], [600, 700], [700, 800]]);
    expect(batches.slice(8)).toEqual([[800, 825], [825, 850], [850, 875], [875, 900], [900, 925], [925, 950], [950, 975], [975, 1000]]);
  });

  it('should taper across several ranges and cover every index once', () => {
    const batches = [...taperedBatches([[0, 130], [200, 260]], 50, 2)];
    expect(batches).toEqual([[0, 50], [50, 90], [90, 103], [103, 116], [116, 129], [129, 130], [200, 213], [213, 226], [226, 239], [239, 252], [252, 260]]);
  });

  it('should leave what a checkpoint did not cover', () => {
    const done: IndexRange[] = [[20, 30], [0, 5], [5, 10]];
    expect(remainingRanges([0, 40], done)).toEqual([[10, 20], [30, 40]]);
    expect(remainingRanges([12, 25], done)).toEqual([[12, 20]]);
    expect(remainingRanges([0, 10], done)).toEqual([]);
  });

  it('should join ranges that touch or overlap', () => {
    expect(normaliseRanges([[5, 8], [0, 5], [7, 9], [12, 12], [20, 21]])).toEqual([[0, 9], [20, 21]]);
  });
});
