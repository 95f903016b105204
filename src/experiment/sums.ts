// The mergeable sums of an experiment: per arm and metric Σy, Σz, Σy², Σyz, Σz²; per arm against the
// baseline the sums of the per-game differences dy, dz and their products (stats/differences.ts
// names them); per arm the rounds histogram, for the median. Every value is an integer sum, so
// merging in index order gives the same bytes for any batching. Nothing grows with the game count.
import type { Counts } from '../sim/aggregate.ts';
import type { ArmSums, PairSums } from '../stats/differences.ts';
import { emptyEventSums, mergeEventSums, type EventSums } from './events.ts';

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
}

export function emptySums(arms: number, metrics: number): ExperimentSums {
  return {
    games: 0,
    arms: Array.from({ length: arms }, () => new Array<number>(metrics * ARM_FIELDS).fill(0)),
    pairs: Array.from({ length: arms - 1 }, () => new Array<number>(metrics * PAIR_FIELDS).fill(0)),
    rounds: Array.from({ length: arms }, () => ({})),
  };
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
    for (let m = 0; m < y.length; m++) {
      const o = m * ARM_FIELDS;
      arm[o] += y[m];
      arm[o + 1] += z[m];
      arm[o + 2] += y[m] * y[m];
      arm[o + 3] += y[m] * z[m];
      arm[o + 4] += z[m] * z[m];
    }
    s.rounds[a][rounds[a]] = (s.rounds[a][rounds[a]] ?? 0) + 1;
    if (a === 0) continue;
    const pair = s.pairs[a - 1];
    for (let m = 0; m < y.length; m++) {
      const o = m * PAIR_FIELDS;
      const dy = y[m] - yb[m];
      const dz = z[m] - zb[m];
      pair[o] += dy;
      pair[o + 1] += dz;
      pair[o + 2] += dy * dy;
      pair[o + 3] += dy * dz;
      pair[o + 4] += dz * dz;
      pair[o + 5] += dy * yb[m];
      pair[o + 6] += dy * zb[m];
      pair[o + 7] += dz * yb[m];
      pair[o + 8] += dz * zb[m];
    }
  }
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
  return a;
}

function addInto(a: number[], b: readonly number[]): void {
  for (let i = 0; i < b.length; i++) a[i] += b[i];
}

/** Arm a's sums for metric m. */
export function armSums(s: ExperimentSums, a: number, m: number): ArmSums {
  const v = s.arms[a];
  const o = m * ARM_FIELDS;
  return { n: s.games, y: v[o], z: v[o + 1], yy: v[o + 2], yz: v[o + 3], zz: v[o + 4] };
}

/** Arm a's (a >= 1) paired sums against its base for metric m. */
export function pairSums(s: ExperimentSums, a: number, m: number): PairSums {
  const v = s.pairs[a - 1];
  const o = m * PAIR_FIELDS;
  return { dy: v[o], dz: v[o + 1], dydy: v[o + 2], dydz: v[o + 3], dzdz: v[o + 4], dyy: v[o + 5], dyz: v[o + 6], dzy: v[o + 7], dzz: v[o + 8] };
}
