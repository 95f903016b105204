// The expert's own judgement on the smallest games: the race phase while a rival is past the Portal,
// a Talisman holder as prey, and movement rerolls weighed over every die face.
import { describe, expect, it } from 'vitest';
import { MOVE_REROLL, seededRng, type Decision, type DecisionKind, type Game } from '../../src/engine/index.ts';
import { expertStrategy, EXPERT_WEIGHTS } from '../../strategies/expert.ts';
import { makeStrategy } from '../../strategies/index.ts';
import type { ExpertWeights } from '../../strategies/expert-weights.ts';
import { give, makeGame, nextDecision, decision } from '../helpers.ts';

function weights(change: (w: ExpertWeights) => void): ExpertWeights {
  const w = structuredClone(EXPERT_WEIGHTS);
  change(w);
  return w;
}

/** What a strategy picks (the option's value) for seat 0 on this decision. */
function pick(g: Game, id: string | ExpertWeights, kind: DecisionKind, options: number[], subject = 0): number {
  const d = decision(kind, options, subject);
  const s = typeof id === 'string' ? makeStrategy(id) : expertStrategy(id);
  nextDecision(g); // a new decision: kept answers must not answer for the state the test just wrote
  return options[s.choose(g.views[0], d, seededRng('x'))];
}

describe('expert', () => {
  it('plays its race phase while a rival is in the Inner Region, its round phase otherwise', () => {
    // Turn back from the Inner Region (option 1) at 2 lives: the round phases say yes, race says no.
    const w = weights((x) => {
      for (const p of [x.early, x.mid, x.late]) p.turnBackAt = 3;
      x.race.turnBackAt = 0;
    });
    const { g, p } = makeGame({ heroes: [{ character: 'warrior', at: 'mines' }, { character: 'troll', at: 'fields-1' }] });
    give(g, p[0], 'talisman');
    p[0].lives = 2;
    expect(pick(g, w, 'inner', [0, 1])).toBe(1);
    p[1].space = g.space('vampires-tower');
    expect(pick(g, w, 'inner', [0, 1])).toBe(0);
  });

  it('attacks a Talisman holder it can beat while it holds none, where basic takes the space', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'troll', at: 'fields-1' }, { character: 'priest', at: 'fields-1' }] });
    give(g, p[1], 'talisman');
    p[1].gold = 0;
    const w = weights((x) => Object.assign(x, { talismanPrey: 4, talismanOdds: 0.5 }));
    // Basic attacks only for loot above its bar; make the bar unreachable to isolate the Talisman.
    for (const phase of [w.early, w.mid, w.late, w.race]) phase.attackCharacters = 1;
    expect(pick(g, w, 'encounter', [-1, 1])).toBe(1);
    expect(pick(g, { ...w, talismanOdds: 2 }, 'encounter', [-1, 1])).toBe(-1);
    give(g, p[0], 'talisman');
    expect(pick(g, w, 'encounter', [-1, 1])).toBe(-1);
  });

  it('rerolls a movement die only when a new roll is expected to land better by moveRerollGain', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'warrior', at: 'fields-1' }, { character: 'troll', at: 'city' }] });
    p[0].fate = 1;
    g.dice[0] = 3;
    g.diceCount = 1;
    const eager = weights((x) => Object.assign(x, { moveRerollGain: -100 }));
    const never = weights((x) => Object.assign(x, { moveRerollGain: 100 }));
    expect(pick(g, eager, 'reroll', [-1, 0], MOVE_REROLL)).toBe(0);
    expect(pick(g, never, 'reroll', [-1, 0], MOVE_REROLL)).toBe(-1);
  });
});
