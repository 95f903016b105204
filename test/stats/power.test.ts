// The power planner against published quantiles and sample sizes, a hand calculation, and a seeded
// simulation of the experiments it plans: they must find the difference as often as promised.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { gamesPerArm, normalQuantile, observationsPerArm, type PowerQuestion } from '../../src/stats/power.ts';
import { Z95 } from '../../src/stats/intervals.ts';

const BASE: PowerQuestion = { baseline: 0.15, diff: 0.02, alpha: 0.05, power: 0.8, comparisons: 1, pairingRatio: 1 };

describe('normalQuantile', () => {
  it.each([
    // R: qnorm(0.975), qnorm(0.8), qnorm(0.9), qnorm(0.001), qnorm(1 - 0.05 / 28).
    [0.975, Z95],
    [0.8, 0.8416212335729143],
    [0.9, 1.2815515655446004],
    [0.001, -3.090232306167813],
    [1 - 0.05 / 28, 2.9137262815],
  ])('should give qnorm(%f) = %f', (p, z) => {
    expect(normalQuantile(p)).toBeCloseTo(z, 7);
  });
});

describe('observationsPerArm', () => {
  it('should agree with R power.prop.test(p1 = .5, p2 = .75, power = .9): n = 76.65 per group', () => {
    // The example of R's documentation (stats::power.prop.test); it also counts the far tail,
    // which Fleiss' closed form leaves out, hence 76.71 here.
    const n = observationsPerArm({ ...BASE, baseline: 0.5, diff: 0.25, power: 0.9 });
    expect(Math.abs(n - 76.65294) / 76.65294).toBeLessThan(0.05);
    expect(n).toBeCloseTo(76.707, 2);
  });

  it('should give 5,273 games dealing the character for 15% -> 17% at 5%, 80% power', () => {
    // By hand: p̄ = 0.16, 2 p̄ q̄ = 0.2688, sqrt = 0.518459, x 1.959964 = 1.016161;
    // p1 q1 + p2 q2 = 0.1275 + 0.1411 = 0.2686, sqrt = 0.518266, x 0.841621 = 0.436183;
    // (1.016161 + 0.436183)^2 = 2.109303, / 0.02^2 = 5273.26.
    expect(observationsPerArm(BASE)).toBeCloseTo(5273.26, 1);
    // Dealt in 4 of 14 seats' draws: 5273.26 x 14 / 4 = 18456.4, rounded up.
    expect(gamesPerArm(BASE, 4 / 14)).toBe(18457);
  });

  it('should test each of 14 comparisons at alpha / 14 (Bonferroni)', () => {
    // z(1 - 0.05 / 28) = 2.913726; 2.913726 x 0.518459 = 1.510648; + 0.436183 = 1.946831;
    // squared 3.790151, / 0.0004 = 9475.38.
    expect(observationsPerArm({ ...BASE, comparisons: 14 })).toBeCloseTo(9475.38, 0);
  });

  it('should scale with the pairing ratio: var(A - B) = ratio x (var A + var B)', () => {
    expect(observationsPerArm({ ...BASE, pairingRatio: 0.85 })).toBeCloseTo(0.85 * observationsPerArm(BASE), 9);
  });

  it('should deliver the power it promises: 4,000 simulated experiments of .5 against .75 at n = 77', () => {
    const q = { ...BASE, baseline: 0.5, diff: 0.25, power: 0.9 };
    const n = Math.ceil(observationsPerArm(q));
    const rng = seedrandom('power');
    const trials = 4000;
    let found = 0;
    for (let t = 0; t < trials; t++) {
      let a = 0;
      let b = 0;
      for (let i = 0; i < n; i++) {
        if (rng() < 0.5) a++;
        if (rng() < 0.75) b++;
      }
      const pooled = (a + b) / (2 * n);
      const z = (b - a) / n / Math.sqrt((pooled * (1 - pooled) * 2) / n);
      if (Math.abs(z) > Z95) found++;
    }
    // 0.9 +- 3 standard errors of a 4,000-trial rate (0.0047 each).
    expect(found / trials).toBeGreaterThan(0.886);
    expect(found / trials).toBeLessThan(0.914);
  });
});
