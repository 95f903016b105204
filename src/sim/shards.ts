// Index ranges: the K-th of N shards of a plan's games, batches of a range, and what is left of a
// range once some parts are done (resume). A range is [start, end), end exclusive. Merging shard
// outputs lives in merge.ts; the batches are scheduled in src/experiment/run.ts.

export type IndexRange = [start: number, end: number];

export interface Shard {
  /** 1-based shard number. */
  k: number;
  /** Number of shards. */
  n: number;
}

/** Parse "K/N" (1 <= K <= N); null when the text is not of that form. */
export function parseShard(text: string): Shard | null {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (!m) return null;
  const k = Number(m[1]);
  const n = Number(m[2]);
  return k >= 1 && k <= n ? { k, n } : null;
}

/** Shard K of N of `games` games: N disjoint contiguous ranges that cover 0..games-1 in order. */
export function shardRange(games: number, shard: Shard): IndexRange {
  return [Math.floor(((shard.k - 1) * games) / shard.n), Math.floor((shard.k * games) / shard.n)];
}

/**
 * `ranges` cut into consecutive batches, in index order: of `size` games for `workers` workers,
 * except that the last `workers * size` games go in batches of a quarter size: the workers then run
 * out of work nearly together, instead of one idling while another plays a whole last batch. Results
 * never depend on where batches end. Lazy: a plan of 10^9 games holds one batch at a time, not a
 * list of ten million (issue 14, case 5).
 */
export function* taperedBatches(ranges: readonly IndexRange[], size: number, workers: number): Generator<IndexRange, void, undefined> {
  let left = rangeGames(ranges);
  const tail = workers > 1 ? workers * size : 0;
  const small = Math.max(1, Math.ceil(size / 4));
  for (const [start, end] of ranges) {
    for (let s = start; s < end; ) {
      const e = Math.min(end, s + (left > tail ? Math.min(size, left - tail) : small));
      yield [s, e];
      left -= e - s;
      s = e;
    }
  }
}

/** The parts of `range` not covered by `done`, in index order. */
export function remainingRanges(range: IndexRange, done: readonly IndexRange[]): IndexRange[] {
  const out: IndexRange[] = [];
  let at = range[0];
  for (const [s, e] of normaliseRanges(done)) {
    if (e <= at || s >= range[1]) continue;
    if (s > at) out.push([at, s]);
    at = Math.max(at, e);
  }
  if (at < range[1]) out.push([at, range[1]]);
  return out;
}

/** Sort ranges and join those that overlap or touch. */
export function normaliseRanges(ranges: readonly IndexRange[]): IndexRange[] {
  const sorted = ranges.filter(([s, e]) => e > s).map(([s, e]): IndexRange => [s, e]).sort((a, b) => a[0] - b[0]);
  const out: IndexRange[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else out.push(r);
  }
  return out;
}

/** Games covered by ranges that do not overlap. */
export function rangeGames(ranges: readonly IndexRange[]): number {
  return ranges.reduce((sum, [s, e]) => sum + (e - s), 0);
}

/** True when `x` is a list of integer ranges [start, end) with 0 <= start <= end. */
export function isRangeList(x: unknown): x is IndexRange[] {
  return Array.isArray(x) && x.every(isRange);
}

export function isRange(x: unknown): x is IndexRange {
  return Array.isArray(x) && x.length === 2 && x.every(Number.isSafeInteger) && 0 <= x[0] && x[0] <= x[1];
}
