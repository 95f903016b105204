// The mergeable sums of an experiment: per arm and metric Σy, Σz, Σy², Σyz, Σz²; per arm against the
// baseline the sums of the per-game differences dy, dz and their products (stats/differences.ts
// names them); per arm the rounds histogram, for the median; optionally a pool of arms summed per
// game and each pooled arm against the pool (doc-balance's relative effects). Every value is an
// integer sum, so merging in index order gives the same bytes for any batching. Nothing grows with
// the game count.
import type { Counts } from '../sim/aggregate.ts';
import { pairedEstimate, type ArmSums, type Estimate, type PairSums } from '../stats/differences.ts';
import { emptyEventSums, mergeEventSums, type EventSums } from './events.ts';
import { emptyDrawer, mergeDrawer, type DrawerSums } from './drawer.ts';
import { emptyFactorial, mergeFactorial, type FactorialSums } from './factorial-sums.ts';

export const ARM_FIELDS = 5;
export const PAIR_FIELDS = 9;

export interface ExperimentSums {
  games: number;
  /** arms[a][m * ARM_FIELDS + k]: y, z, yy, yz, zz of metric m. */
  arms: number[][];
  /** pairs[a - 1][m * PAIR_FIELDS + k]: arm a against its base (arm 0 unless the experiment says), in PairSums' field order. */
  pairs: number[][];
  /** Games per number of rounds, per arm. */
  rounds: Counts[];
  /** One arm's event sums, when the experiment asks for them (doc-balance's exposure). */
  events?: EventSums;
  /** When the experiment pools arms (doc-balance's ablation arms): see PoolSums. */
  pool?: PoolSums;
  /** The factorial design's regression sums (experiment/factorial.ts). */
  factorial?: FactorialSums;
  /** The pooled cards' first drawers' wins (experiment/drawer.ts). */
  drawer?: DrawerSums;
}

/**
 * A pool of K arms read as one arm whose per-game values are Y = Σ_k y_k and Z = Σ_k z_k (its ratio
 * ΣY / ΣZ is the mean of the pooled arms' ratios whenever their z agree game by game, as the
 * character dealt, rounds and the timeout do on shared seeds), and each pooled arm scaled by K paired
 * against it: dy = K·y_j − Y, dz = K·z_j − Z, so that every sum stays an integer and pairedEstimate
 * reads arm j minus the pool's mean, per game, with no common base left in it.
 */
export interface PoolSums {
  /** The pooled arms' indices, in order. */
  of: number[];
  /** The pool's own sums per metric, in ARM_FIELDS order. */
  base: number[];
  /** pairs[j][m * PAIR_FIELDS + k]: arm of[j] (scaled by K) against the pool, in PairSums' field order. */
  pairs: number[][];
}

/** Zeroed sums; `pool` (arm indices, two or more) adds the pool's sums. */
export function emptySums(arms: number, metrics: number, pool?: readonly number[]): ExperimentSums {
  const zeros = (n: number) => new Array<number>(n).fill(0);
  const s: ExperimentSums = {
    games: 0,
    arms: Array.from({ length: arms }, () => zeros(metrics * ARM_FIELDS)),
    pairs: Array.from({ length: arms - 1 }, () => zeros(metrics * PAIR_FIELDS)),
    rounds: Array.from({ length: arms }, () => ({})),
  };
  if (pool) s.pool = { of: [...pool], base: zeros(metrics * ARM_FIELDS), pairs: pool.map(() => zeros(metrics * PAIR_FIELDS)) };
  return s;
}

/** Fold one game: ys[a] and zs[a] are arm a's per-metric values, rounds[a] its rounds; arm a pairs with arm bases[a] (0 by default). */
export function addGame(s: ExperimentSums, ys: readonly Int32Array[], zs: readonly Int32Array[], rounds: readonly number[], bases?: readonly number[]): void {
  s.games++;
  for (let a = 0; a < ys.length; a++) {
    const yb = ys[bases?.[a] ?? 0];
    const zb = zs[bases?.[a] ?? 0];
    const arm = s.arms[a];
    const y = ys[a];
    const z = zs[a];
    for (let m = 0; m < y.length; m++) foldArm(arm, m * ARM_FIELDS, y[m], z[m]);
    s.rounds[a][rounds[a]] = (s.rounds[a][rounds[a]] ?? 0) + 1;
    if (a === 0) continue;
    const pair = s.pairs[a - 1];
    for (let m = 0; m < y.length; m++) foldPair(pair, m * PAIR_FIELDS, y[m] - yb[m], z[m] - zb[m], yb[m], zb[m]);
  }
  if (s.pool) addPooled(s.pool, ys, zs);
}

/** The pool's part of one game: Y and Z summed over the pooled arms, then each pooled arm (× K) against them. */
function addPooled(p: PoolSums, ys: readonly Int32Array[], zs: readonly Int32Array[]): void {
  const k = p.of.length;
  for (let m = 0; m < ys[0].length; m++) {
    let y = 0;
    let z = 0;
    for (let j = 0; j < k; j++) {
      y += ys[p.of[j]][m];
      z += zs[p.of[j]][m];
    }
    foldArm(p.base, m * ARM_FIELDS, y, z);
    for (let j = 0; j < k; j++) foldPair(p.pairs[j], m * PAIR_FIELDS, k * ys[p.of[j]][m] - y, k * zs[p.of[j]][m] - z, y, z);
  }
}

/** One game's y and z into an arm's sums at offset o, in ARM_FIELDS order. */
function foldArm(v: number[], o: number, y: number, z: number): void {
  v[o] += y;
  v[o + 1] += z;
  v[o + 2] += y * y;
  v[o + 3] += y * z;
  v[o + 4] += z * z;
}

/** One game's differences dy, dz against a base's yb, zb into pair sums at offset o, in PairSums' order. */
function foldPair(v: number[], o: number, dy: number, dz: number, yb: number, zb: number): void {
  v[o] += dy;
  v[o + 1] += dz;
  v[o + 2] += dy * dy;
  v[o + 3] += dy * dz;
  v[o + 4] += dz * dz;
  v[o + 5] += dy * yb;
  v[o + 6] += dy * zb;
  v[o + 7] += dz * yb;
  v[o + 8] += dz * zb;
}

/** Add `b` into `a` (in place). */
export function mergeSums(a: ExperimentSums, b: ExperimentSums): ExperimentSums {
  a.games += b.games;
  a.arms.forEach((arm, i) => addInto(arm, b.arms[i]));
  a.pairs.forEach((pair, i) => addInto(pair, b.pairs[i]));
  a.rounds.forEach((h, i) => {
    for (const [k, v] of Object.entries(b.rounds[i])) h[k] = (h[k] ?? 0) + v;
  });
  if (b.events) {
    a.events ??= emptyEventSums(b.events.arm);
    mergeEventSums(a.events, b.events);
  }
  if (b.drawer) {
    a.drawer ??= emptyDrawer(b.drawer.d.length);
    mergeDrawer(a.drawer, b.drawer);
  }
  if (b.factorial) {
    a.factorial ??= emptyFactorial(b.factorial.x.length, b.factorial.metrics);
    mergeFactorial(a.factorial, b.factorial);
  }
  if (b.pool) {
    a.pool ??= { of: [...b.pool.of], base: b.pool.base.map(() => 0), pairs: b.pool.pairs.map((p) => p.map(() => 0)) };
    addInto(a.pool.base, b.pool.base);
    a.pool.pairs.forEach((pair, j) => addInto(pair, (b.pool as PoolSums).pairs[j]));
  }
  return a;
}

function addInto(a: number[], b: readonly number[]): void {
  for (let i = 0; i < b.length; i++) a[i] += b[i];
}

/** Arm a's sums for metric m. */
export function armSums(s: ExperimentSums, a: number, m: number): ArmSums {
  return armSumsOf(s.arms[a], s.games, m);
}

/** Arm a's (a >= 1) paired sums against its base for metric m. */
export function pairSums(s: ExperimentSums, a: number, m: number): PairSums {
  return pairSumsOf(s.pairs[a - 1], m);
}

/**
 * Pooled arm j (the arm pool.of[j]) minus the pool's mean for metric m, paired game by game, with its
 * standard error: pairedEstimate on arm j scaled by K (which leaves its ratio and influence as they
 * are) against the pool's sums. NaN se without a pool's games, as pairedEstimate gives.
 */
export function poolEstimate(s: ExperimentSums, j: number, m: number): Estimate {
  const p = s.pool as PoolSums;
  const k = p.of.length;
  const a = armSums(s, p.of[j], m);
  const scaled = { n: a.n, y: k * a.y, z: k * a.z, yy: k * k * a.yy, yz: k * k * a.yz, zz: k * k * a.zz };
  return pairedEstimate(scaled, armSumsOf(p.base, s.games, m), pairSumsOf(p.pairs[j], m));
}

function armSumsOf(v: readonly number[], n: number, m: number): ArmSums {
  const o = m * ARM_FIELDS;
  return { n, y: v[o], z: v[o + 1], yy: v[o + 2], yz: v[o + 3], zz: v[o + 4] };
}

function pairSumsOf(v: readonly number[], m: number): PairSums {
  const o = m * PAIR_FIELDS;
  return { dy: v[o], dz: v[o + 1], dydy: v[o + 2], dydz: v[o + 3], dzdz: v[o + 4], dyy: v[o + 5], dyz: v[o + 6], dzy: v[o + 7], dzz: v[o + 8] };
}
