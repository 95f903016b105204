// The learned player and its value: the model file is checked as it loads; the value reads only
// what the seat sees and is 1 or 0 once the game is over; the choice among options is the highest
// mean value unless basic's is within the margin; and the same model, asked at the same decision
// in two states that differ in the seat's Strength, answers differently (the value drives the choice).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { copyGame, lookaheadOf, playOn, type DecisionKind, type Game, type Strategy } from '../../src/engine/index.ts';
import { ON_DEFENSE } from '../../src/rules/fantastic-diversions/defensive-combat.ts';
import { DESTINATION } from '../../src/rules/fantastic-diversions/seek.ts';
import { DEFAULT_RULES } from '../../src/rules/options.ts';
import { createGame } from '../../src/sim/run-game.ts';
import { worstGap } from '../../src/experiment/train-fit.ts';
import type { RunPlan } from '../../src/sim/plan.ts';
import { basicStrategy } from '../../strategies/basic.ts';
import { FEATURE_COUNT, FEATURE_NAMES, crownDistances } from '../../strategies/learned/features.ts';
import { bestMean, learnedStrategy, trivial } from '../../strategies/learned/learned.ts';
import { calibrated, defaultModel, loadModel, winProbability, type ModelFile } from '../../strategies/learned/value.ts';
import { asking, decision } from '../helpers.ts';

function plan(seed: string): RunPlan {
  return { scenario: 'learned', rules: { ...DEFAULT_RULES, roundCap: 80 }, seats: [0, 1, 2, 3].map(() => ({ character: null, strategy: 'basic' })), games: 1, seed };
}

/** A model file whose only weights are the named features'. */
function modelOf(weights: Record<string, number>): ModelFile {
  const file = structuredClone(defaultModel().file);
  file.weights = FEATURE_NAMES.map((n) => weights[n] ?? 0);
  return file;
}

describe('loadModel', () => {
  it('loads the shipped model and refuses a wrong format, other features or a weight that is no number', () => {
    const good = defaultModel().file;
    expect(loadModel(good, 'm').weights.length).toBe(FEATURE_COUNT);
    expect(() => loadModel({ ...good, format: 'x' }, 'm.json')).toThrow("m.json: key 'format' must be 'talisman-sim-model'");
    expect(() => loadModel({ ...good, version: 99 }, 'm.json')).toThrow("m.json: key 'version' is 99");
    expect(() => loadModel({ ...good, features: good.features.slice(1) }, 'm.json')).toThrow("m.json: key 'features' differs");
    expect(() => loadModel({ ...good, weights: [...good.weights.slice(1), null] }, 'm.json')).toThrow("m.json: key 'weights' must be");
    expect(() => loadModel({ ...good, calibration: { z: [1, 0], p: [0.1, 0.2] } }, 'm.json')).toThrow("m.json: key 'calibration' must hold");
    expect(() => loadModel([], 'm.json')).toThrow('m.json: not a model');
  });
});

describe('the value', () => {
  it('is 1 for the winner and 0 for the others once someone has won, and a chance in between before', () => {
    const g = createGame(plan('value'), 0);
    const m = defaultModel();
    const before = winProbability(m, g, 1);
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(1);
    // A rollout stopped at its horizon is marked ended with no winner: still the model's value.
    g.ended = true;
    expect(winProbability(m, g, 1)).toBe(before);
    g.winner = 2;
    g.winningSeats = 1 << 2;
    expect([0, 1, 2, 3].map((s) => winProbability(m, g, s))).toEqual([0, 0, 1, 0]);
  });

  it('rises with the seat\'s own Strength under a model that weighs it', () => {
    const g = createGame(plan('strength'), 0);
    // Knots at scores -2 and 2 (chances 0.1 and 0.9): the score -2 + 0.3 x Strength lies between them.
    const m = loadModel({ ...modelOf({ 'own-strength': 0.3, bias: -2 }), calibration: { z: [-2, 2], p: [0.1, 0.9] } });
    const z = -2 + 0.3 * g.players[0].character!.strength;
    expect(winProbability(m, g, 0)).toBeCloseTo(0.1 + (0.8 * (z + 2)) / 4, 10);
    g.players[0].strengthCounters += 2;
    expect(winProbability(m, g, 0)).toBeCloseTo(0.1 + (0.8 * (z + 0.6 + 2)) / 4, 10);
  });

  it('reads a score between two knots off their line, and beyond the ends off a logistic through the end knot', () => {
    const z = [-1, 0, 2];
    const p = [0.2, 0.3, 0.7];
    expect(calibrated(z, p, 1)).toBeCloseTo(0.5, 12);
    expect(calibrated(z, p, -0.5)).toBeCloseTo(0.25, 12);
    expect(calibrated(z, p, 2)).toBeCloseTo(0.7, 12);
    expect(calibrated(z, p, 3)).toBeCloseTo(1 / (1 + Math.exp(-(1 + Math.log(0.7 / 0.3)))), 12);
    expect(calibrated(z, p, -2)).toBeCloseTo(1 / (1 + Math.exp(-(-1 + Math.log(0.2 / 0.8)))), 12);
  });

  it('counts the Crown as 0 spaces away, the Valley of Fire 1, the Portal of Power 6', () => {
    const g = createGame(plan('distance'), 0);
    const d = crownDistances(g.topo);
    expect([d[g.topo.crown], d[g.topo.valley], d[g.topo.plain], d[g.topo.portal]]).toEqual([0, 1, 5, 6]);
  });
});

describe('bestMean', () => {
  // Two worlds (rows) of three options: option 2 is best in the first table, option 0 in the second.
  it('picks the option of the highest mean over the worlds, and keeps basic\'s within the margin', () => {
    const a = Float64Array.from([0.2, 0.3, 0.5, 0.2, 0.3, 0.4]);
    const b = Float64Array.from([0.6, 0.3, 0.5, 0.5, 0.3, 0.4]);
    expect(bestMean(a, 3, 2, 1, 0.01)).toBe(2);
    expect(bestMean(b, 3, 2, 1, 0.01)).toBe(0);
    expect(bestMean(a, 3, 2, 1, 0.2)).toBe(1);
  });

  it('leaves one-option decisions, Spells, yes/no questions and drops to basic', () => {
    const d = (kind: DecisionKind, n: number) => decision(kind, Array.from({ length: n }, (_, i) => i));
    expect(trivial(d('move', 1))).toBe(true);
    expect(trivial(d('cast', 3))).toBe(true);
    expect(trivial(d('yes-no', 2))).toBe(true);
    expect(trivial(d('drop', 2))).toBe(true);
    expect(trivial(d('move', 3))).toBe(false);
  });

  it('values a rule module\'s question when its answer entry says so (the Seek\'s destination), not others (Defensive Combat)', () => {
    expect(trivial(asking(DESTINATION, 0, [-1, 1, 2]))).toBe(false);
    expect(trivial(asking(ON_DEFENSE, { value: 4, bonus: 1 }, [0, 1]))).toBe(true);
  });
});

/** Game `seed` copied just before seat 0's first turn from turn `turn` on, with its turns left. */
function beforeTurn(seed: string, turn: number): { g: Game; left: number } | null {
  const g = createGame(plan(seed), 0);
  let found: { g: Game; left: number } | null = null;
  g.beforeTurn = (game, p, left) => {
    if (found === null && game.turn >= turn && p.seat === 0) found = { g: copyGame(game), left };
  };
  while (found === null && !g.ended) playOn(g, g.players[g.active], 0, () => undefined);
  return found;
}

interface Asked {
  kind: string;
  options: string;
  answer: number;
  /** Basic's answer to the same decision, from the same random stream. */
  basic: number;
}

/** Seat 0's turn played from the copy by the learned player with `model` (others basic): its valued decisions. */
function turnOf(start: { g: Game; left: number }, model: ModelFile, strength: number): Asked[] {
  const learned = learnedStrategy(loadModel(model));
  const basic = basicStrategy();
  const asked: Asked[] = [];
  const seat0: Strategy = {
    id: 'learned', thinksAhead: true,
    choose(v, d, rng) {
      const b = basic.choose(v, d, rng.copy());
      const a = learned.choose(v, d, rng);
      if (v.seat === 0 && !trivial(d)) asked.push({ kind: d.kind, options: d.options.join(','), answer: a, basic: b });
      return a;
    },
  };
  const c = copyGame(start.g, [seat0, basicStrategy(), basicStrategy(), basicStrategy()]);
  c.players[0].strengthCounters += strength;
  lookaheadOf(c);
  let turns = 0;
  playOn(c, c.players[0], start.left, (game) => {
    if (++turns >= 1) game.ended = true;
  });
  return asked;
}

describe('the learned player', () => {
  // A model that wants Strength and lives only: a strong character risks fights a weak one avoids.
  it('answers the same decision differently in two states that differ in its Strength', () => {
    const model = modelOf({ 'own-strength': 0.2, 'own-lives': 0.8, bias: -3 });
    const differ: string[] = [];
    let same = 0;
    let overruled = 0;
    for (let turn = 8; turn < 200 && (differ.length === 0 || overruled === 0); turn += 12) {
      const start = beforeTurn('decider', turn);
      if (start === null) break;
      const weak = turnOf(start, model, 0);
      const strong = turnOf(start, model, 8);
      for (const a of [...weak, ...strong]) if (a.answer !== a.basic) overruled++;
      // The first decision of the turn is asked in both states with the same options.
      if (weak.length === 0 || strong.length === 0 || weak[0].kind !== strong[0].kind || weak[0].options !== strong[0].options) continue;
      same++;
      if (weak[0].answer !== strong[0].answer) differ.push(`${weak[0].kind} [${weak[0].options}]: ${weak[0].answer} weak, ${strong[0].answer} strong`);
    }
    expect(same).toBeGreaterThan(0);
    expect(differ.length).toBeGreaterThan(0);
    // And the model, not basic, decides: somewhere it overrules basic's own answer.
    expect(overruled).toBeGreaterThan(0);
  });
});

describe('the shipped model in the docs', () => {
  // docs/strategies.md quotes the shipped model's held-out table: it must be this model's.
  it('docs/strategies.md quotes default-model.json\'s held-out measures and reliability table', () => {
    const text = readFileSync(fileURLToPath(new URL('../../docs/strategies.md', import.meta.url)), 'utf8');
    const h = defaultModel().file.heldOut;
    const n = (x: number) => x.toLocaleString('en-US');
    expect(text).toContain(`on the ${n(h.positions)} held-out positions`);
    expect(text).toContain(`log-loss ${h.logLoss.toFixed(3)}`);
    expect(text).toContain(`Brier score ${h.brier.toFixed(3)}`);
    for (const b of h.reliability) {
      const row = `| ${Math.round(b.from * 100)}-${Math.round(b.to * 100)}% | ${n(b.positions)} | ${(b.predicted * 100).toFixed(1)}% | ${(b.observed * 100).toFixed(1)}% |`;
      expect(text).toContain(row);
    }
    expect(text).toContain(`within ${worstGap(h).toFixed(1)} points`);
  });
});
