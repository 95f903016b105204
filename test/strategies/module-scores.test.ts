// The modules' scores of base decision kinds (strategies/module-answers.ts ScoreTable,
// strategies/modules/): found by kind only where their module is on, by option for the options a
// module adds, and the Upgrade's (strategies/modules/upgrade.ts) giving two answers in two states.
import { afterAll, describe, expect, it } from 'vitest';
import { CHARACTER_ACTIONS, MODULE_OPTIONS, moduleOption, seededRng, type DecisionKind, type Game, type Strategy } from '../../src/engine/index.ts';
import { UPGRADE_DEFAULTS } from '../../src/rules/upgrade/index.ts';
import { COMMAND } from '../../src/rules/upgrade/mini-command.ts';
import { makeStrategy } from '../../strategies/index.ts';
import { ScoreTable } from '../../strategies/module-answers.ts';
import { decision, give, makeGame, nextDecision } from '../helpers.ts';
import { beginTurn } from '../engine/fixtures-combat.ts';

const basic: Strategy = makeStrategy('basic');

/** What the basic player picks (the option's value) for seat 0. */
function pick(g: Game, kind: DecisionKind, options: number[], subject = 0): number {
  const d = decision(kind, options, subject);
  nextDecision(g);
  return options[basic.choose(g.views[0], d, seededRng('module-scores'))];
}

describe('the score table', () => {
  const t = makeGame({ heroes: ['warrior'] });
  const v = t.g.views[0];
  const parley = moduleOption({ id: 'parley-scored', kind: 'character-action' });
  const drop = () => 1;
  // The option table is the process's (isolate: false): a later file's report must not find this row.
  afterAll(() => void MODULE_OPTIONS.splice(MODULE_OPTIONS.indexOf(parley), 1));

  it('gives a kind\'s score only where its module is on, and an option\'s by its value', () => {
    const on = new ScoreTable([{ on: () => true, kinds: { drop } }, { options: [[parley, () => 2]] }]);
    const off = new ScoreTable([{ on: () => false, kinds: { drop } }]);
    expect([on.kind(v, 'drop'), on.kind(v, 'route'), off.kind(v, 'drop')]).toEqual([drop, null, null]);
    expect(on.option('character-action', parley.value)(v, parley.value, undefined as never, 0)).toBe(2);
    expect(() => off.option('character-action', parley.value)).toThrow(`no strategy scores the option ${parley.value} of a 'character-action' decision`);
    expect(() => off.forOthers(v, decision('move', [1, 2], 0, 0, 1))).toThrow("no strategy answers a 'move' decision of another seat's (1)");
  });

  it('refuses two scores of one option', () => {
    expect(() => new ScoreTable([{ options: [[parley, drop]] }, { options: [[parley, drop]] }])).toThrow("two scores of the option 'character-action:parley-scored'");
  });
});

describe('the Upgrade\'s scores of base kinds (strategies/modules/upgrade.ts)', () => {
  const ATTACK = CHARACTER_ACTIONS.indexOf('attack');

  /** The Dwarf (seat 0, in his turn, a Talisman) meets the Troll (a Talisman: a leading rival) alone on fields-5. */
  function meeting(alignment: 'good' | 'evil'): number {
    const t = makeGame({ heroes: [{ character: 'dwarf', at: 'fields-5' }, { character: 'troll', at: 'fields-5' }], rules: { upgrade: UPGRADE_DEFAULTS } });
    give(t.g, t.p[0], 'talisman-card');
    give(t.g, t.p[1], 'talisman-card');
    t.p[1].gold = 0;
    beginTurn(t.g, t.p[0]);
    t.p[0].alignment = alignment;
    return pick(t.g, 'character-action', [ATTACK, COMMAND.value], 1);
  }

  it("commands a leading rival he would not attack, unless good (the 'command' option, clause 33)", () => {
    // A good commander risks his alignment on the die: he attacks instead.
    expect([meeting('evil'), meeting('good')]).toEqual([COMMAND.value, ATTACK]);
  });

  /** The Troll on the Plain of Peril; a fellow Talisman holder set out clockwise (1) or counter-clockwise (-1). */
  function route(companion: 1 | -1, upgrade: boolean): number {
    const t = makeGame({ heroes: [{ character: 'troll', at: 'plain-of-peril' }, { character: 'wizard', at: 'plain-of-peril' }], ...(upgrade ? { rules: { upgrade: UPGRADE_DEFAULTS } } : {}) });
    const topo = t.g.topo;
    t.p[1].space = companion > 0 ? topo.cw[topo.plain] : topo.ccw[topo.plain];
    give(t.g, t.p[1], 'talisman-card');
    return pick(t.g, 'route', [1, -1]);
  }

  it("follows a companion's route out of the Plain of Peril under the Upgrade's finale, its own Strength without it ('route')", () => {
    expect([route(1, true), route(-1, true)]).toEqual([1, -1]);
    // The base game's answer (the Troll's Strength: the Crypt, -1) whichever way the Wizard went.
    expect([route(1, false), route(-1, false)]).toEqual([-1, -1]);
  });

  /** The Magic Object to give up (a Unified Effort's): my only Talisman, or one of the Troll's two. */
  function drop(upgrade: boolean): string {
    const t = makeGame({ heroes: [{ character: 'dwarf', at: 'fields-5' }, { character: 'troll', at: 'fields-5' }], ...(upgrade ? { rules: { upgrade: UPGRADE_DEFAULTS } } : {}) });
    const mine = give(t.g, t.p[0], 'talisman-card');
    const theirs = give(t.g, t.p[1], 'talisman-card');
    give(t.g, t.p[1], 'talisman-card');
    return pick(t.g, 'drop', [mine, theirs]) === mine ? 'mine' : 'theirs';
  }

  it("gives up the Talisman that is not its holder's last under the Upgrade's finale, else never another's ('drop')", () => {
    expect([drop(true), drop(false)]).toEqual(['theirs', 'mine']);
  });
});
