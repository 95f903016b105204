// A rule module written outside src/ (test/fixtures/sample-module/milestones.ts), folded in as a
// scenario's own modules are: its option comes from its one spec (allowed values, default), its
// question is asked, answered by the answer it declares beside it and counted in the ability-use
// table, its state sits in a slot the engine makes, copies and drops, its handlers run at two
// moments of the turn (landed, turnEnd), and no file of the engine or the strategies names it.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AbilityTally, abilityRows, copyGame, playTurn, run, yesNoQuestion, type Game } from '../../src/engine/index.ts';
import { DEFAULT_RULES, type RuleOptions } from '../../src/rules/options.ts';
import { buildRuleSet } from '../../src/rules/ruleset.ts';
import { HEAL_INSTEAD, ID, MILESTONES, milestones } from '../fixtures/sample-module/milestones.ts';
import { makeGame } from '../helpers.ts';

/** The option set as a scenario's rules: would set it (RuleOptions knows only the registry's modules). */
const every = (n: number) => ({ milestoneEvery: n }) as Partial<RuleOptions>;

/**
 * A Warrior (5 lives) and a Troll with Milestones at `n`; the Warrior, at `lives` and no gold, lands
 * twice by his own move, his turn ending after each.
 */
function landTwice(n: number, lives = 5, tally: AbilityTally | null = null): Game {
  const { g, p } = makeGame({ heroes: ['warrior', 'troll'], modules: [milestones], rules: every(n), fallback: 'basic' });
  g.tally = tally;
  p[0].gold = 0;
  p[0].lives = lives;
  for (let i = 0; i < 2; i++) {
    run(g.rules.hooks.landed, g, p[0], p[0].space);
    run(g.rules.hooks.turnEnd, g, p[0]);
  }
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

  it('asks its own question, which the module\'s own answer settles: heal at 2 lives, take the gold at 4', () => {
    const low = landTwice(2, 2).players[0];
    const high = landTwice(2, 4).players[0];
    expect([low.lives, low.gold]).toEqual([3, 0]);
    expect([high.lives, high.gold]).toEqual([4, 1]);
  });

  it('is counted in the ability-use table, in a row of its own among the yes/no questions', () => {
    const g = landTwice(2);
    const tally = new AbilityTally(g.content.characters);
    landTwice(2, 2, tally);
    landTwice(2, 4, tally);
    landTwice(2, 5, tally);
    const row = abilityRows().indexOf(`yes-no:${HEAL_INSTEAD.id}`);
    expect(row).toBeGreaterThan(abilityRows().indexOf('yes-no:quest'));
    const at = (g.players[0].characterNo * abilityRows().length + row) * 2;
    expect([tally.counts[at], tally.counts[at + 1]]).toEqual([2, 1]);
  });

  it('is played in a real game: each landing by a move counts, and the milestones are rewarded', () => {
    const { g, log } = makeGame({ heroes: ['warrior', 'troll'], modules: [milestones], rules: every(2), seed: 'milestones' });
    for (let turn = 0; turn < 12; turn++) playTurn(g, g.players[turn % 2]);
    const landings = Array.from(MILESTONES.of(g).landings);
    expect(Math.min(...landings)).toBeGreaterThan(0);
    const rewarded = log.lines.filter((l) => l.includes('reaches a milestone')).length;
    expect(rewarded).toBe(Math.floor(landings[0] / 2) + Math.floor(landings[1] / 2));
    expect(rewarded).toBeGreaterThan(0);
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

  it('is named by no file of the engine or the strategies', () => {
    for (const dir of ['../../src/engine/', '../../strategies/', '../../strategies/modules/']) {
      const url = new URL(dir, import.meta.url);
      for (const f of readdirSync(url).filter((n) => n.endsWith('.ts'))) {
        const text = readFileSync(new URL(f, url), 'utf8');
        expect(text.includes(ID) || text.includes(HEAL_INSTEAD.id) || /milestone/i.test(text), `${dir}${f}`).toBe(false);
      }
    }
  });

  it('a question that neither a strategy nor its module answers stops the game with an error naming it', () => {
    const unanswered = yesNoQuestion({ id: 'sample-unanswered' });
    const { g, p } = makeGame({ heroes: ['warrior'], fallback: 'basic' });
    expect(() => unanswered.ask(g, p[0], 0)).toThrow(/no strategy answers the question 'sample-unanswered'/);
  });
});
