// The modules' situation terms (strategies/module-answers.ts SituationTerms, the registry
// strategies/modules/terms.ts): the basic and learned players' own files find a module's terms
// through the registry and name none of its files. A term is given only where its module is on; the
// Upgrade's reach basic's weighing of the bridge and of a fellow Talisman holder, and without the
// Upgrade basic's answer is the base game's; the DOC deck's and the Upgrade's reach the learned
// player's features. (The DOC deck's and Battle Breakage's terms in basic's moves and visits:
// module-deciders.test.ts.)
import { describe, expect, it } from 'vitest';
import { CHARACTER_ACTIONS, type Decision } from '../../src/engine/index.ts';
import { DOC_CARD_IDS } from '../../src/rules/doc/cards.ts';
import { docState } from '../../src/rules/doc/deck.ts';
import { COMMAND } from '../../src/rules/upgrade/mini-command.ts';
import { UPGRADE_DEFAULTS } from '../../src/rules/upgrade/index.ts';
import { joinParties } from '../../src/rules/upgrade/parties.ts';
import { DecisionContext, OPTION_FEATURES, OPTION_FEATURE_COUNT, contextOf, optionFeatures } from '../../strategies/learned/option-features.ts';
import { ScoreTable } from '../../strategies/module-answers.ts';
import { situation } from '../../strategies/basic-moves.ts';
import { attackWorth, encounterScore } from '../../strategies/basic-worth.ts';
import { BASIC } from '../../strategies/personality.ts';
import { decision, give, makeGame, nextDecision, type TestGame } from '../helpers.ts';

describe('the situation terms in the score table', () => {
  const v = makeGame({ heroes: ['warrior'] }).g.views[0];
  const bridge = (_v: unknown, mine: number): number => mine + 0.5;

  it('gives a term only where its module is on, the first module on that gives it, else null', () => {
    const on = new ScoreTable([{ on: () => false, terms: { bridge: () => 0 } }, { on: () => true, terms: { bridge } }, { terms: { bridge: () => 1 } }]);
    const off = new ScoreTable([{ on: () => false, terms: { bridge } }, { kinds: { drop: () => 1 } }]);
    expect([on.term(v, 'bridge'), on.term(v, 'landing'), off.term(v, 'bridge')]).toEqual([bridge, null, null]);
  });
});

describe("the Upgrade's situation terms reach the basic player through the registry", () => {
  /**
   * Seat 0, the Priest (Strength 2, an Orb) on the Sentinel with the Troll and the Warrior, his party
   * under the Upgrade (`who`: the sentinelParty reading), or the base game (upgrade false).
   */
  function atBridge(upgrade: boolean, who: 'in-turn' | 'leader' = 'in-turn') {
    const t = makeGame({
      heroes: [{ character: 'priest', at: 'sentinel' }, { character: 'troll', at: 'sentinel' }, { character: 'warrior', at: 'sentinel' }],
      ...(upgrade ? { rules: { upgrade: { ...UPGRADE_DEFAULTS, finale: 'dragon-king', sentinelParty: who, capped: false } } } : {}),
    });
    give(t.g, t.p[0], 'orb-of-knowledge');
    if (upgrade) {
      joinParties(t.g, t.p[0], t.p[1]);
      joinParties(t.g, t.p[0], t.p[2]);
    }
    nextDecision(t.g);
    return situation(t.g.views[0], BASIC).bridgeWin;
  }

  it("weighs the bridge by the party's odds under the Upgrade ('bridge'), by his own without it", () => {
    // The party's Unified Effort: 2 + 6 + 4 = 12 against 9, won unless his die is 3 or more below (30 in 36).
    expect(atBridge(true)).toBeCloseTo(30 / 36, 6);
    // Without the Upgrade, and under the reading where only the leader fights: the Priest's own 2 against 9.
    const own = atBridge(false);
    expect(own).toBeLessThan(0.1);
    expect(atBridge(true, 'leader')).toBe(own);
  });

  /** What the Dwarf (a Talisman) makes of meeting the Troll (a Talisman) on fields-5; the Troll's weighed attack beside it. */
  function meetTroll(upgrade: boolean): [number, number] {
    const t = makeGame({
      heroes: [{ character: 'dwarf', at: 'fields-5' }, { character: 'troll', at: 'fields-5' }],
      ...(upgrade ? { rules: { upgrade: UPGRADE_DEFAULTS } } : {}),
    });
    give(t.g, t.p[0], 'talisman-card');
    give(t.g, t.p[1], 'talisman-card');
    t.p[0].alignment = 'good';
    nextDecision(t.g);
    const v = t.g.views[0];
    return [encounterScore(v, 1, BASIC), attackWorth(v, 1, BASIC)];
  }

  it("takes a fellow Talisman holder for a partner under the Upgrade's finale ('partner'), for prey without it", () => {
    const [partner, attack] = meetTroll(true);
    expect(partner).toBe(0);
    expect(attack).not.toBe(0);
    const [base, baseAttack] = meetTroll(false);
    expect(base).toBe(baseAttack);
    expect(base).not.toBe(0);
  });
});

describe("the learned player's features read the modules' terms through the registry", () => {
  /** Option i's feature `name` (learned/option-features.ts) for seat 0 on decision d. */
  function feature(t: TestGame, d: Decision, i: number, name: (typeof OPTION_FEATURES)[number]): number {
    nextDecision(t.g);
    const v = t.g.views[0];
    const out = new Float64Array(OPTION_FEATURE_COUNT);
    optionFeatures(v, d, i, 0, contextOf(v, new DecisionContext()), out, 0);
    return out[OPTION_FEATURES.indexOf(name)];
  }

  it("marks a landing where a DOC card lies face up ('cardOn'), and none without one", () => {
    const t = makeGame({ heroes: [{ character: 'priest', at: 'fields-1' }], rules: { doc: 'x1' } });
    const move = decision('move', [t.g.space('fields-2'), t.g.space('fields-3')]);
    expect(feature(t, move, 0, 'doc-card')).toBe(0);
    docState(t.g).at[t.g.space('fields-2')] = DOC_CARD_IDS.indexOf('good-vibes');
    expect([feature(t, move, 0, 'doc-card'), feature(t, move, 1, 'doc-card')]).toEqual([1, 0]);
  });

  it("weighs the Mini-Command against the race's leader by his closeness ('leaderPlay'), and an attack not", () => {
    const t = makeGame({ heroes: [{ character: 'thief', at: 'fields-1' }, { character: 'troll', at: 'sentinel' }], rules: { upgrade: UPGRADE_DEFAULTS } });
    give(t.g, t.p[1], 'talisman-card');
    const act = decision('character-action', [CHARACTER_ACTIONS.indexOf('attack'), COMMAND.value], 1);
    const command = feature(t, act, 1, 'command-leader');
    expect(command).toBeGreaterThan(0);
    expect(feature(t, act, 0, 'command-leader')).toBe(0);
  });
});
