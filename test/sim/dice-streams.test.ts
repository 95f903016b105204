// Common random numbers (issue 13): each seat rolls on its own stream per purpose (src/sim/seeds.ts,
// DICE in src/engine/rng.ts), so a rule that rolls one more die for one purpose leaves the others
// where they were. Before the split one `dice` stream served every roll (kept as splitDice false).
import { describe, expect, it } from 'vitest';
import { DICE, DICE_PURPOSES, Rng, playGame, seededRngs, type Game } from '../../src/engine/index.ts';
import { gameStreams } from '../../src/sim/seeds.ts';
import { createGame } from '../../src/sim/run-game.ts';
import { pairedVarianceRatio } from '../../src/stats/paired.ts';
import { pairingRatios } from '../../src/experiment/pairing.ts';
import { smallPlan } from './fixtures.ts';

function firstNumbers(r: Rng, n: number): number[] {
  return Array.from({ length: n }, () => r.source.next());
}

/** Record every die drawn per (seat, purpose): wraps each of the game's dice streams. */
function recordDice(g: Game): number[][] {
  const drawn: number[][] = g.diceBy.map(() => []);
  g.diceBy.forEach((r, i) => {
    const source = r.source;
    g.diceBy[i] = new Rng({ next: () => { const x = source.next(); drawn[i].push(x); return x; } });
  });
  return drawn;
}

/** Play game `index` of a 4-seat basic plan; returns each (seat, purpose)'s draws. */
function drawsOf(combat: '1d6' | '2d6', index: number, splitDice: boolean): number[][] {
  const plan = smallPlan(1, 'crn');
  plan.rules.combat = combat;
  const g = createGame(plan, index, undefined, undefined, splitDice);
  const drawn = recordDice(g);
  playGame(g);
  return drawn;
}

/** Does every (seat, movement) stream draw the same values in both games, as far as both go? */
function movementAligned(a: number[][], b: number[][]): boolean {
  for (let seat = 0; seat < 4; seat++) {
    const x = a[seat * DICE_PURPOSES + DICE.move];
    const y = b[seat * DICE_PURPOSES + DICE.move];
    const n = Math.min(x.length, y.length);
    for (let i = 0; i < n; i++) if (x[i] !== y[i]) return false;
  }
  return true;
}

describe('per-seat, per-purpose dice streams', () => {
  it('should give each seat and purpose its own sequence, untouched by draws on another', () => {
    const a = gameStreams('s/0', 4);
    const b = gameStreams('s/0', 4);
    expect(a.seatDice).toHaveLength(4 * DICE_PURPOSES);
    firstNumbers(a.seatDice![DICE.attack], 50); // seat 0 rolls fifty attack dice in one game only
    expect(firstNumbers(a.seatDice![DICE.move], 5)).toEqual(firstNumbers(b.seatDice![DICE.move], 5));
    const heads = a.seatDice!.map((r) => r.source.next());
    expect(new Set(heads).size).toBe(heads.length);
  });

  it('should keep every seat\'s movement rolls the same under 1d6 and 2d6 Combat, which the single stream did not', () => {
    // 2D6 Combat rolls an extra die at every attack; the movement rolls that follow must not shift.
    let battles = 0;
    for (let index = 0; index < 10; index++) {
      const a = drawsOf('1d6', index, true);
      const b = drawsOf('2d6', index, true);
      for (let seat = 0; seat < 4; seat++) battles += a[seat * DICE_PURPOSES + DICE.attack].length;
      expect(movementAligned(a, b)).toBe(true);
    }
    expect(battles).toBeGreaterThan(0);
    let aligned = 0;
    for (let index = 0; index < 10; index++) if (movementAligned(drawsOf('1d6', index, false), drawsOf('2d6', index, false))) aligned++;
    expect(aligned).toBeLessThan(10);
  });
});

describe('the per-seat streams\' generator (sfc32 seeded from one alea stream)', () => {
  it('should roll fair dice: each face within 1% of a sixth over 600,000 rolls on 24 streams', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    for (const r of seededRngs('fair', 24)) for (let i = 0; i < 25_000; i++) counts[r.d6() - 1]++;
    for (const c of counts) expect(Math.abs(c / 600_000 - 1 / 6)).toBeLessThan(0.01);
  });

  it('should give every stream its own sequence, the same for the same seed', () => {
    const heads = seededRngs('x', 24).map((r) => r.source.next());
    expect(new Set(heads).size).toBe(24);
    expect(seededRngs('x', 24).map((r) => r.source.next())).toEqual(heads);
    expect(seededRngs('y', 24).map((r) => r.source.next())).not.toEqual(heads);
  });
});

describe('what pairing buys', () => {
  it('should give var(A-B)/(varA+varB) from its definition', () => {
    // a: var 1; b: var 7/3; a-b = [0, 0, -1]: var 1/3; (1/3) / (10/3) = 0.1.
    expect(pairedVarianceRatio([1, 2, 3], [1, 2, 4])).toBeCloseTo(0.1, 12);
    // Uncorrelated pairs: var 1/3 each, differences [1, 0, 0, -1] have var 2/3: ratio 1.
    expect(pairedVarianceRatio([1, 0, 1, 0], [0, 0, 1, 1])).toBeCloseTo(1, 12);
    expect(pairedVarianceRatio([1, 1], [2, 2])).toBeNaN();
  });

  it('should find a scenario paired with itself differs by exactly nothing', async () => {
    const plan = smallPlan(1, 'self');
    const rows = await pairingRatios(plan, plan, 40);
    expect(rows[0]).toMatchObject({ metric: 'rounds', games: 40, ratio: 0 });
    for (const r of rows.filter((x) => x.metric === 'seat-win')) expect(r.ratio).toBe(0);
  });
});
