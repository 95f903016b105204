// Synthetic paired games for the statistics' simulation tests: two arms' sums and their pair sums,
// each game a win (1) or not (0) per arm, with common random numbers half the time.
import type { ArmSums, PairSums } from '../../src/stats/differences.ts';

export interface Synthetic {
  A: ArmSums;
  B: ArmSums;
  P: PairSums;
}

export function empty(): Synthetic {
  const arm = (): ArmSums => ({ n: 0, y: 0, z: 0, yy: 0, yz: 0, zz: 0 });
  return { A: arm(), B: arm(), P: { dy: 0, dz: 0, dydy: 0, dydz: 0, dzdz: 0, dyy: 0, dyz: 0, dzy: 0, dzz: 0 } };
}

/** One game: a shared uniform (common random numbers) half the time, a fresh one for A otherwise. */
export function addGame(s: Synthetic, rng: () => number, pA: number, pB: number): void {
  const u = rng();
  const yB = u < pB ? 1 : 0;
  const yA = (rng() < 0.5 ? u : rng()) < pA ? 1 : 0;
  for (const [arm, y] of [[s.A, yA], [s.B, yB]] as const) {
    arm.n++;
    arm.y += y;
    arm.z++;
    arm.yy += y;
    arm.yz += y;
    arm.zz++;
  }
  const d = yA - yB;
  s.P.dy += d;
  s.P.dydy += d * d;
  s.P.dyy += d * yB;
  s.P.dyz += d;
}
