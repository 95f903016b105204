// A rule module written outside src/ (test/fixtures/sample-module/milestones.ts), folded in as a
// scenario's own modules are: its option comes from its one spec (allowed values, default), its
// state sits in a slot the engine makes, copies and drops, its handlers run at two moments of the
// turn (landed, turnEnd), and no file of the engine names it.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { copyGame, playTurn, run, type Game } from '../../src/engine/index.ts';
import { DEFAULT_RULES, type RuleOptions } from '../../src/rules/options.ts';
import { buildRuleSet } from '../../src/rules/ruleset.ts';
import { ID, MILESTONES, milestones } from '../fixtures/sample-module/milestones.ts';
import { makeGame } from '../helpers.ts';

/** The option set as a scenario's rules: would set it (RuleOptions knows only the registry's modules). */
const every = (n: number) => ({ milestoneEvery: n }) as Partial<RuleOptions>;

/** Two Warriors with Milestones at `n`; seat 0 lands twice by his own move and his turn ends. */
function landTwice(n: number): Game {
  const { g, p } = makeGame({ heroes: ['warrior', 'troll'], modules: [milestones], rules: every(n) });
  p[0].gold = 0;
  run(g.rules.hooks.landed, g, p[0], p[0].space);
  run(g.rules.hooks.turnEnd, g, p[0]);
  run(g.rules.hooks.landed, g, p[0], p[0].space);
  run(g.rules.hooks.turnEnd, g, p[0]);
  return g;
}

describe('a rule module from outside src/: Milestones', () => {
  it('takes its option from its spec: the allowed values, and the default where the scenario sets none (off)', () => {
    const [spec] = milestones.options;
    expect([spec.rule.parse(3), spec.rule.parse(10), spec.rule.parse('x')]).toEqual([3, undefined, undefined]);
    const off = buildRuleSet({ ...DEFAULT_RULES, players: 2 }, [milestones]);
    const on = buildRuleSet({ ...DEFAULT_RULES, ...every(2), players: 2 }, [milestones]);
    expect(off.modules.some((m) => m.id === ID)).toBe(false);
    expect([off.hooks.landed.length, off.hooks.turnEnd.length, off.state.length]).toEqual([0, 0, 0]);
    expect(on.modules.map((m) => m.id)).toContain(ID);
    expect([on.hooks.landed.length, on.hooks.turnEnd.length, on.state.length]).toEqual([1, 1, 1]);
  });

  it('acts on two moments through its state: a second landing is a milestone at 2 (1 gold), none at 3', () => {
    const two = landTwice(2);
    const three = landTwice(3);
    expect([two.players[0].gold, Array.from(MILESTONES.of(two).landings)]).toEqual([1, [2, 0]]);
    expect([three.players[0].gold, Array.from(MILESTONES.of(three).landings)]).toEqual([0, [2, 0]]);
  });

  it('is played in a real game: each landing by a move counts, and the milestones are paid', () => {
    const { g, log } = makeGame({ heroes: ['warrior', 'troll'], modules: [milestones], rules: every(2), seed: 'milestones' });
    for (let turn = 0; turn < 12; turn++) playTurn(g, g.players[turn % 2]);
    const landings = Array.from(MILESTONES.of(g).landings);
    expect(Math.min(...landings)).toBeGreaterThan(0);
    const paid = log.lines.filter((l) => l.includes('reaches a milestone')).length;
    expect(paid).toBe(Math.floor(landings[0] / 2) + Math.floor(landings[1] / 2));
    expect(paid).toBeGreaterThan(0);
  });

  it('has its state copied for a copy of the game and dropped for a new game, by the engine, without knowing its shape', () => {
    const g = landTwice(2);
    const c = copyGame(g);
    expect(MILESTONES.of(c)).not.toBe(MILESTONES.of(g));
    expect(Array.from(MILESTONES.of(c).landings)).toEqual([2, 0]);
    MILESTONES.of(c).landings[0] = 9;
    expect(MILESTONES.of(g).landings[0]).toBe(2);
    g.reset(g.strategies, g.rng);
    expect(MILESTONES.maybe(g)).toBeUndefined();
  });

  it('is named by no file of the engine', () => {
    const dir = new URL('../../src/engine/', import.meta.url);
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.ts'))) {
      const text = readFileSync(new URL(f, dir), 'utf8');
      expect(text.includes(ID) || /milestone/i.test(text), f).toBe(false);
    }
  });
});
