// The fast learned player (strategy `learned`): a move's place shift is exactly the model's score
// on the destination, nothing in the game changed; each decision kind it values gets two answers
// in two states (a move: gold lying on a space, or a model that wants the Middle Region; to fight
// or evade: the seat's Strength); and its games are the same for 1 and 2 workers.
import { describe, expect, it } from 'vitest';
import { MOVE_SPACE, type Decision, type Game } from '../../src/engine/index.ts';
import { DEFAULT_RULES } from '../../src/rules/options.ts';
import { createGame } from '../../src/sim/run-game.ts';
import { runPlan, summarise } from '../../src/experiment/run-plan.ts';
import type { RunPlan } from '../../src/sim/plan.ts';
import { basicStrategy } from '../../strategies/basic.ts';
import { makeStrategy } from '../../strategies/index.ts';
import { FEATURE_NAMES } from '../../strategies/learned/features.ts';
import { fastLearnedStrategy, knownChangeWorths } from '../../strategies/learned/fast.ts';
import { defaultModel, loadModel, placeShift, scoreAt, type ModelFile } from '../../strategies/learned/value.ts';
import { seededRng } from '../../src/engine/rng.ts';

function plan(seed: string, strategy = 'basic', games = 1): RunPlan {
  return { scenario: 'learned-fast', rules: { ...DEFAULT_RULES, roundCap: 80 }, seats: [0, 1, 2, 3].map(() => ({ character: null, strategy })), games, seed };
}

function modelOf(weights: Record<string, number>): ModelFile {
  const file = structuredClone(defaultModel().file);
  file.weights = FEATURE_NAMES.map((n) => weights[n] ?? 0);
  return file;
}

const decision = (kind: Decision['kind'], options: number[]) => ({ kind, options, seat: 0, subject: 0, detail: 0, asked: null }) as unknown as Decision;

describe('the place shift', () => {
  it('is the model\'s score on the destination less its score where the seat stands, for every space', () => {
    const g = createGame(plan('shift'), 0);
    const m = defaultModel();
    const v = g.views[0];
    for (let s = 0; s < g.topo.region.length; s++) {
      const z = scoreAt(m, v, -1);
      const shifted = z + placeShift(m, v, s);
      expect(shifted).toBeCloseTo(scoreAt(m, v, s), 10);
    }
    // Nothing in the game moved.
    expect(v.playerSpace(0)).toBe(g.players[0].space);
  });
});

describe('the fast learned player', () => {
  it('moves: goes where gold lies in one state and elsewhere in the other', () => {
    const g = createGame(plan('move'), 0);
    const here = g.players[0].space;
    const a = g.topo.cw[here];
    const b = g.topo.cw[a];
    const d = decision('move', [a, b]);
    const learned = fastLearnedStrategy();
    const plain = learned.choose(g.views[0], d, seededRng('m'));
    const other = plain === 0 ? b : a;
    g.spaceGold[other & MOVE_SPACE] += 12;
    const rich = learned.choose(g.views[0], d, seededRng('m'));
    expect(rich).not.toBe(plain);
    expect(d.options[rich]).toBe(other);
  });

  it('moves: a model that shuns the Middle Region overrules basic\'s landing there, one that wants it keeps it', () => {
    const g = createGame(plan('middle'), 0);
    const outer = g.players[0].space;
    const middle = g.topo.region.indexOf('middle');
    const d = decision('move', [middle, g.topo.cw[outer]]);
    const basic = basicStrategy().choose(g.views[0], d, seededRng('b'));
    const wants = fastLearnedStrategy(loadModel({ ...modelOf({ 'own-middle': 3 }), calibration: { z: [-3, 3], p: [0.05, 0.95] } }));
    const shuns = fastLearnedStrategy(loadModel({ ...modelOf({ 'own-middle': -3 }), calibration: { z: [-3, 3], p: [0.05, 0.95] } }));
    expect(wants.choose(g.views[0], d, seededRng('b'))).toBe(0);
    expect(shuns.choose(g.views[0], d, seededRng('b'))).toBe(1);
    expect(basic).toBe(0);
  });

  it('fight or evade: fights a creature when strong, evades it when weak', () => {
    const answers: number[] = [];
    const worths = new Float64Array(2);
    for (const counters of [0, 9]) {
      const g: Game = createGame(plan('evade'), 0);
      g.players[0].strengthCounters += counters;
      g.players[0].lives = 4;
      g.combat.creatureValue = 8;
      g.combat.psychic = 0;
      const d = decision('evade', [0, 1]);
      expect(knownChangeWorths(defaultModel(), g.views[0], d, worths)).toBe(true);
      answers.push(fastLearnedStrategy().choose(g.views[0], d, seededRng('e')));
    }
    expect(answers).toEqual([1, 0]);
  });

  it('fight or evade: a model that weighs trophies and not lives fights where basic evades', () => {
    const g: Game = createGame(plan('evade'), 0);
    g.players[0].lives = 4;
    g.combat.creatureValue = 5; // Strength 2 against 5: a win one time in 12
    g.combat.psychic = 0;
    const d = decision('evade', [0, 1]);
    const bold = fastLearnedStrategy(loadModel({ ...modelOf({ 'own-trophy-points': 0.5 }), calibration: { z: [-3, 3], p: [0.05, 0.95] } }));
    expect(basicStrategy().choose(g.views[0], d, seededRng('e'))).toBe(1);
    expect(bold.choose(g.views[0], d, seededRng('e'))).toBe(0);
  });

  it('leaves a fight on its last life, and the kinds it does not value, to basic', () => {
    const g = createGame(plan('last'), 0);
    g.players[0].lives = 1;
    g.combat.creatureValue = 3;
    const worths = new Float64Array(2);
    expect(knownChangeWorths(defaultModel(), g.views[0], decision('evade', [0, 1]), worths)).toBe(false);
    expect(knownChangeWorths(defaultModel(), g.views[0], decision('reward', [0, 1, 2]), worths)).toBe(false);
  });

  it('is strategy learned, its rollout valuation learned-deep, and plays the same games for 1 and 2 workers', async () => {
    expect(makeStrategy('learned').thinksAhead).toBeFalsy();
    expect(makeStrategy('learned-deep').thinksAhead).toBe(true);
    const p = plan('workers', 'learned', 6);
    const texts: string[] = [];
    for (const [workers, batch] of [[1, 6], [2, 2]]) texts.push(JSON.stringify(summarise(p, (await runPlan(p, { workers, batch })).aggregate)));
    expect(texts[1]).toBe(texts[0]);
  });
});
