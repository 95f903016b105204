// The factorial design's regression (src/experiment/factorial.ts), worked by hand on four seeds of
// three cards: every card's effect and its effect relative to the other cards' mean, their standard
// errors and t intervals, a win rate divided by the share of games dealing the character; and its
// two arms: complementary halves of the cards on the same seeds.
import { describe, expect, it } from 'vitest';
import type { Arm } from '../../src/experiment/arms.ts';
import { addFactorialGame, emptyFactorial, factorialMetrics } from '../../src/experiment/factorial-sums.ts';
import { HALF_ARMS, factorialExperiment, factorialRows } from '../../src/experiment/factorial.ts';
import { layoutOf } from '../../src/experiment/metrics.ts';
import { addGame, emptySums } from '../../src/experiment/sums.ts';
import { parseScenario } from '../../src/scenario/load.ts';
import { setAsideOf } from '../../src/sim/set-aside.ts';
import { studentQuantile95 } from '../../src/stats/small-samples.ts';

const layout = layoutOf(['elf'], 1, ['basic']);
const at = (metric: string) => layout.metrics.findIndex((d) => d.metric === metric);
const CARDS = ['a', 'b', 'c'];
/** Which cards the first arm's deck held, per seed: an orthogonal design (X'X = 4I). */
const KEPT = [[true, true, false], [true, false, true], [false, true, true], [false, false, false]];
/** Rounds of the first arm and of the second, per seed: differences 10, 6, 2, -6. */
const ROUNDS = [[60, 50, 40, 30], [50, 44, 38, 36]];
/** The elf, dealt in seeds 1 and 3, won seed 1 in the first arm and seed 3 in the second. */
const DEALT = [1, 0, 1, 0];
const WON = [[1, 0, 0, 0], [0, 0, 1, 0]];

function rows() {
  const m = layout.metrics.length;
  const sums = emptySums(2, m);
  sums.factorial = emptyFactorial(3, factorialMetrics(layout.metrics));
  for (let g = 0; g < 4; g++) {
    const ys = [0, 1].map(() => new Int32Array(m));
    const zs = [0, 1].map(() => new Int32Array(m));
    [0, 1].forEach((a) => {
      ys[a][at('rounds')] = ROUNDS[a][g];
      zs[a][at('rounds')] = 1;
      zs[a][at('timeout')] = 1;
      ys[a][at('character-dealt')] = WON[a][g];
      zs[a][at('character-dealt')] = DEALT[g];
    });
    addGame(sums, ys, zs, [ROUNDS[0][g], ROUNDS[1][g]]);
    addFactorialGame(sums.factorial, ys, zs, KEPT[g]);
  }
  return factorialRows(sums, layout.metrics, CARDS);
}

describe('the factorial design', () => {
  const all = rows();
  const row = (card: string, metric: string) => all.find((r) => r.card === card && r.metric === metric)!;

  it('regresses the seeds\' differences on which card was in which game', () => {
    // β = X'Δ / 4: a (10 + 6 - 2 + 6) / 4 = 5, b (10 - 6 + 2 + 6) / 4 = 3, c (-10 + 6 + 2 + 6) / 4 = 1.
    // Residuals 3, 3, 3, 3: σ² = 36 / (4 - 3) = 36, var β = 36 / 4, se 3; t on 4 - 3 = 1 df.
    const a = row('a', 'rounds');
    expect([a.effect, row('b', 'rounds').effect, row('c', 'rounds').effect].map((x) => Math.round(x * 1e9) / 1e9)).toEqual([5, 3, 1]);
    expect(a.low).toBeCloseTo(5 - studentQuantile95(1) * 3, 9);
    // On the report's scale: percent of both arms' mean rounds, (180 + 168) / 8 = 43.5.
    expect(a.scaled).toBeCloseTo((5 * 100) / 43.5, 9);
    expect(a.whole).toBeCloseTo(43.5, 12);
  });

  it('gives each card\'s effect relative to the others\' mean with the contrast\'s standard error', () => {
    // a: 5 - (3 + 1) / 2 = 3; var = 9 (1 + 1/4 + 1/4) = 13.5.
    const v = row('a', 'rounds').relative;
    expect(v.effect).toBeCloseTo(3, 9);
    expect(v.high).toBeCloseTo(3 + studentQuantile95(1) * Math.sqrt(13.5), 9);
    expect(v.df).toBe(1);
  });

  it('reads a win rate per game dealing the character: the fit over every seed over the share dealing it', () => {
    // Δ = 1, 0, -1, 0: β = (0.5, 0, -0.5) per seed; the elf is dealt in half the seeds: 1, 0, -1 per seed dealing him.
    expect(['a', 'b', 'c'].map((c) => Math.round(row(c, 'character-dealt').effect * 1e9) / 1e9)).toEqual([1, 0, -1]);
  });

  it('plays complementary halves of the cards on the same seeds', () => {
    const plan = parseScenario('players: 3\nseed: halves\n', 'h.yaml', { characters: ['elf'], strategies: ['basic'] });
    const entries = CARDS.map((id) => ({ with: [], without: [id] }));
    const x = factorialExperiment({ name: 'h', file: 'h.yaml', plan } as Arm, entries, ['dragon'], 10);
    expect(x.arms.map((a) => a.name)).toEqual([...HALF_ARMS]);
    expect(x.factorial).toBe(3);
    for (let game = 0; game < 10; game++) {
      const [one, other] = x.arms.map((a) => setAsideOf(a.plan, game));
      expect(one.filter((id) => id !== 'dragon').sort()).toEqual(CARDS.filter((id) => !other.includes(id)));
    }
  });
});
