// The factorial design's regression sums (experiment/factorial.ts has the design and its findings):
// folded game by game in the batches, merged in index order like every other sum.
import type { RunPlan } from '../sim/plan.ts';
import { halfOf } from '../sim/set-aside.ts';
import { ABLATION_METRICS, type MetricDef } from './metrics.ts';

/**
 * The regression's sums: Σxx' (k × k, row by row) and Σx over the games, and per metric regressed
 * (`metrics`, layout indices) Σx·Δy, ΣΔy² and the games it counts (Σz: the games dealing the
 * character, or every game). Integers, merged in index order like every other sum.
 */
export interface FactorialSums {
  metrics: number[];
  xx: number[];
  x: number[];
  xy: number[][];
  yy: number[];
  z: number[];
}

/** The layout indices of the metrics a card check looks at (characters dealt, rounds, timeout). */
export function factorialMetrics(defs: readonly MetricDef[]): number[] {
  return defs.flatMap((d, m) => (ABLATION_METRICS.has(d.metric) ? [m] : []));
}

export function emptyFactorial(entries: number, metrics: readonly number[]): FactorialSums {
  const zeros = (n: number) => new Array<number>(n).fill(0);
  return { metrics: [...metrics], xx: zeros(entries * entries), x: zeros(entries), xy: metrics.map(() => zeros(entries)), yy: zeros(metrics.length), z: zeros(metrics.length) };
}

/** One seed's two games: ys[0], ys[1] the arms' values, `kept` which cards the first arm's deck held. */
export function addFactorialGame(f: FactorialSums, ys: readonly Int32Array[], zs: readonly Int32Array[], kept: readonly boolean[]): void {
  const k = kept.length;
  for (let i = 0; i < k; i++) {
    const xi = kept[i] ? 1 : -1;
    f.x[i] += xi;
    for (let j = 0; j < k; j++) f.xx[i * k + j] += xi * (kept[j] ? 1 : -1);
  }
  f.metrics.forEach((m, q) => {
    const dy = ys[0][m] - ys[1][m];
    f.yy[q] += dy * dy;
    f.z[q] += zs[0][m];
    for (let i = 0; i < k; i++) f.xy[q][i] += (kept[i] ? 1 : -1) * dy;
  });
}

export function mergeFactorial(a: FactorialSums, b: FactorialSums): void {
  const add = (x: number[], y: readonly number[]) => y.forEach((v, i) => (x[i] += v));
  add(a.xx, b.xx);
  add(a.x, b.x);
  a.xy.forEach((row, q) => add(row, b.xy[q]));
  add(a.yy, b.yy);
  add(a.z, b.z);
}

/** The kept-half of each seed: the same coins the arms' set-aside cards were drawn with (sim/set-aside.ts). */
export function keptHalf(plan: RunPlan, index: number): boolean[] {
  return halfOf(plan.seed, index, plan.setAside?.half?.entries.length ?? 0);
}

