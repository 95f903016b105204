// The search player's value at the horizon is pluggable (SearchOptions.evaluation): the rollouts are
// valued by the evaluation given, so two evaluations that want different things answer the same
// decisions differently, and one that values every state alike never overrules the policy.
import { describe, expect, it } from 'vitest';
import { lookaheadOf, playOn, seededRng, type Decision, type Evaluation, type Strategy, type View } from '../../src/engine/index.ts';
import { DEFAULT_RULES } from '../../src/rules/options.ts';
import { createGame } from '../../src/sim/run-game.ts';
import type { RunPlan } from '../../src/sim/plan.ts';
import { basicStrategy } from '../../strategies/basic.ts';
import { evaluateLearned, searchStrategy } from '../../strategies/search.ts';
import { defaultModel } from '../../strategies/learned/value.ts';

const flat: Evaluation = () => 0.5;
/** A perverse value: the fewer lives the better. */
const hurt: Evaluation = (g, seat) => 1 - Math.min(1, g.players[seat].lives / 8);

interface Asked { basic: number; flat: number; hurt: number; worth: number; again: number; learned: number }

/** Seat 0's searched decisions over the first `turns` turns of a game of basic players, each answered five ways. */
function plan(seed: string): RunPlan {
  return {
    scenario: 'eval', rules: { ...DEFAULT_RULES, roundCap: 60 },
    seats: [0, 1, 2, 3].map(() => ({ character: null, strategy: 'basic' })), games: 1, seed,
  } as RunPlan;
}

function ask(seed: string, turns: number): Asked[] {
  const g = createGame(plan(seed), 0);
  const basic = basicStrategy();
  const make = (evaluation: Evaluation | 'worth') => searchStrategy({ budget: 8, horizon: 4, evaluation, allocation: 'race' });
  const [sFlat, sHurt, sWorth, sAgain] = [make(flat), make(hurt), make('worth'), make('worth')];
  const sLearned = searchStrategy({ budget: 8, horizon: 4, evaluation: 'learned', allocation: 'race' });
  const out: Asked[] = [];
  (g.strategies as Strategy[])[0] = {
    id: 'probe',
    choose(view: View, d: Decision, rng) {
      const answer = basic.choose(view, d, rng);
      if (d.seat === 0 && view.lookahead().ready) {
        const at = (s: Strategy) => s.choose(view, d, seededRng(`eval-${out.length}`));
        out.push({ basic: answer, flat: at(sFlat), hurt: at(sHurt), worth: at(sWorth), again: at(sAgain), learned: at(sLearned) });
      }
      return answer;
    },
  };
  lookaheadOf(g);
  let played = 0;
  while (!g.ended && played < turns) {
    playOn(g, g.players[g.active], 0, (game) => {
      if (++played >= turns) game.ended = true;
    });
  }
  return out;
}

describe('the search player\'s evaluation', () => {
  const asked = ask('evaluation', 60);

  it('is what the rollouts are valued by: a flat one never overrules basic, a perverse one does', () => {
    expect(asked.length).toBeGreaterThanOrEqual(20);
    expect(asked.filter((a) => a.flat !== a.basic)).toEqual([]);
    expect(asked.filter((a) => a.hurt !== a.basic).length).toBeGreaterThanOrEqual(1);
    expect(asked.filter((a) => a.hurt !== a.worth).length).toBeGreaterThanOrEqual(1);
  });

  it('learned: values a rollout stopped at its horizon by the model, not as a lost game', () => {
    // Rollouts end at the horizon by marking the game ended; the value must still come from the view.
    const values: number[] = [];
    const probe: Evaluation = (g, seat) => {
      const v = evaluateLearned(defaultModel())(g, seat);
      if (g.ended && g.winner < 0) values.push(v);
      return v;
    };
    const search = searchStrategy({ budget: 4, horizon: 3, evaluation: probe });
    const g = createGame(plan('learned-horizon'), 0);
    (g.strategies as Strategy[])[0] = { id: 'probe', choose: (v, d, rng) => search.choose(v, d, rng) };
    lookaheadOf(g);
    let played = 0;
    while (!g.ended && played < 30) playOn(g, g.players[g.active], 0, (game) => void (++played >= 30 && (game.ended = true)));
    expect(values.length).toBeGreaterThanOrEqual(20);
    expect(Math.min(...values)).toBeGreaterThan(0.01);
    expect(Math.max(...values)).toBeLessThan(0.99);
    expect(new Set(values.map((v) => v.toFixed(4))).size).toBeGreaterThan(5);
    // And with it the search overrules basic somewhere.
    expect(asked.filter((a) => a.learned !== a.basic).length).toBeGreaterThanOrEqual(1);
  });

  it('answers alike given the same stream', () => {
    expect(asked.map((a) => a.again)).toEqual(asked.map((a) => a.worth));
  });
});
