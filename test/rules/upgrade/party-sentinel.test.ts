// Talisman Upgrade clauses 3, 7 and 10 at the Sentinel's bridge (src/rules/upgrade/party-sentinel.ts):
// a party crossing inward meets the Sentinel (Strength 9) member by member in the order it chooses,
// until one wins (the party crosses), one ties (it stops) or all are beaten; a Unified Effort may be
// called. `sentinelParty: leader` keeps the old reading: only the leader fights him.
import { describe, expect, it } from 'vitest';
import { MOVE_BRIDGE, MOVE_MODES, eventCount, gainStrength, playTurn, seededRng, type Strategy } from '../../../src/engine/index.ts';
import { joinParties } from '../../../src/rules/upgrade/parties.ts';
import { UPGRADE_DEFAULTS } from '../../../src/rules/upgrade/index.ts';
import { makeStrategy } from '../../../strategies/index.ts';
import { bridgeOdds } from '../../../strategies/modules/upgrade-plan.ts';
import { decision, give, makeGame, nextDecision } from '../../helpers.ts';
import { expectAllDiceRolled, optionName, play } from '../../engine/fixtures.ts';
import { onlyParts } from './hero-parts.ts';

const STEP_ONE = MOVE_MODES.indexOf('step-one');
const PARTS = { parties: true, movement: true, partyFights: true, unifiedEfforts: true };

/**
 * The Priest (Strength 2, 4 lives, seat 0) leads the Troll (Strength 6, seat 1) from the Sentinel
 * across the bridge to the Middle Region's Hills, one space; `order`: the party's fight order
 * (undefined: basic's); `who`: the sentinelParty reading.
 */
function cross(dice: number[], order: number[] | undefined, who = 'in-turn', effort = false) {
  const t = play({
    heroes: [{ character: 'priest', at: 'sentinel' }, { character: 'troll', at: 'sentinel' }],
    rules: { upgrade: onlyParts({ ...PARTS, sentinelParty: who }) }, dice,
    answers: { 'move-mode': [STEP_ONE], ...(order ? { 'fight-order': order } : {}) },
    answer: (d) => (d.kind === 'move' ? d.options.find((o) => optionName(t.g, o) === 'hills-3+bridge') : undefined),
    yes: { 'join-party': false, 'leave-party': false, 'unified-effort': effort },
  });
  t.g.adventureDeck.length = 0;
  joinParties(t.g, t.p[0], t.p[1]);
  playTurn(t.g, t.p[0]);
  const where = () => t.p.map((q) => t.g.spaces[q.space].id);
  return { ...t, where, count: (name: string) => eventCount(t.g.events, name) };
}

describe('Upgrade 7 at the Sentinel: a party meets him member by member', () => {
  it('crosses when the second member wins: the Priest 2 + 1 loses to 9 + 6, the Troll 6 + 6 beats 9 + 1', () => {
    const t = cross([1, 6, 6, 1], [0]);
    expect(t.where()).toEqual(['hills-3', 'hills-3']);
    expect([t.p[0].lives, t.p[1].lives]).toEqual([3, 6]);
    expect(t.count('upgrade.party-sentinel')).toBe(1);
    expectAllDiceRolled(t.g);
  });

  it('stops on the Sentinel when every member is beaten once: 2 + 1 and 6 + 1 against 9 + 6', () => {
    const t = cross([1, 6, 1, 6], [0]);
    expect(t.where()).toEqual(['sentinel', 'sentinel']);
    expect([t.p[0].lives, t.p[1].lives]).toEqual([3, 5]);
    expectAllDiceRolled(t.g);
  });

  it('stops the party at a tie (clause 7: "the strength combat ends"): the Troll 6 + 4 against 9 + 1', () => {
    const t = cross([4, 1], [1]);
    expect(t.where()).toEqual(['sentinel', 'sentinel']);
    expect([t.p[0].lives, t.p[1].lives]).toEqual([4, 6]);
    expectAllDiceRolled(t.g);
  });

  it('has basic put the Troll forward first: he wins 6 + 6 against 9 + 1 and the Priest never fights', () => {
    const t = cross([6, 1], undefined);
    expect(t.where()).toEqual(['hills-3', 'hills-3']);
    expect(t.p[0].lives).toBe(4);
    expectAllDiceRolled(t.g);
  });

  it('lets a member call a Unified Effort: the Priest 2 + 3 with the Troll 6 beats 9 + 1, the Orb destroyed', () => {
    const t = play({
      heroes: [{ character: 'priest', at: 'sentinel' }, { character: 'troll', at: 'sentinel' }],
      rules: { upgrade: onlyParts(PARTS) }, dice: [3, 1],
      answers: { 'move-mode': [STEP_ONE], 'fight-order': [0] },
      answer: (d) => (d.kind === 'move' ? d.options.find((o) => optionName(t.g, o) === 'hills-3+bridge') : undefined),
      yes: { 'join-party': false, 'leave-party': false, 'unified-effort': true },
    });
    give(t.g, t.p[0], 'orb-of-knowledge');
    t.g.adventureDeck.length = 0;
    joinParties(t.g, t.p[0], t.p[1]);
    playTurn(t.g, t.p[0]);
    expect(t.p.map((q) => t.g.spaces[q.space].id)).toEqual(['hills-3', 'hills-3']);
    // The Orb went to the effort (the Hills' draw, from a reshuffled deck, brought it back).
    expect(t.log.lines.join('\n')).toMatch(/discards Orb of Knowledge\n.*Troll#1 join Priest#0 in a Unified Effort: \+6/);
    expectAllDiceRolled(t.g);
  });

  it('under sentinelParty: leader, only the leader fights: the Priest 2 + 1 loses and the party stays', () => {
    const t = cross([1, 6], [0], 'leader');
    expect(t.where()).toEqual(['sentinel', 'sentinel']);
    expect([t.p[0].lives, t.p[1].lives]).toEqual([3, 6]);
    expect(t.count('upgrade.party-sentinel')).toBe(0);
    expectAllDiceRolled(t.g);
  });
});

describe("the basic player's crossing under the Upgrade (modules/upgrade-plan.ts)", () => {
  const basic: Strategy = makeStrategy('basic');

  /**
   * Seat 0, the Priest (Strength 2) on the Sentinel with an Orb, the Troll and the Warrior (Strength 4)
   * beside him, in his party or not; the Troll's Strength raised by `troll` (clause 8's cap off).
   */
  function table(inParty: boolean, troll = 0, who: 'in-turn' | 'leader' = 'in-turn') {
    const t = makeGame({
      heroes: [{ character: 'priest', at: 'sentinel' }, { character: 'troll', at: 'sentinel' }, { character: 'warrior', at: 'sentinel' }],
      rules: { upgrade: { ...UPGRADE_DEFAULTS, finale: 'dragon-king', sentinelParty: who, capped: false } },
      fallback: 'basic',
    });
    give(t.g, t.p[0], 'orb-of-knowledge');
    gainStrength(t.g, t.p[1], troll);
    if (inParty) {
      joinParties(t.g, t.p[0], t.p[1]);
      joinParties(t.g, t.p[0], t.p[2]);
    }
    nextDecision(t.g);
    return t;
  }

  /** Does seat 0 choose to cross the bridge rather than step to the Outer Hills ('move')? */
  function crosses(inParty: boolean, troll: number, who: 'in-turn' | 'leader' = 'in-turn'): boolean {
    const t = table(inParty, troll, who);
    const options = [t.g.space('hills-3') | MOVE_BRIDGE, t.g.space('hills-2')];
    return basic.choose(t.g.views[0], decision('move', options), seededRng('sentinel')) === 0;
  }

  it('crosses with a strong member in his party to fight first, and not alone (two states, two answers)', () => {
    // The Troll at 6 + 5: his 11 against the Sentinel's 9, one die a side.
    expect([crosses(false, 5), crosses(true, 5)]).toEqual([false, true]);
    // Under sentinelParty: leader his own 2 against 9 is all that counts.
    expect(crosses(true, 5, 'leader')).toBe(false);
  });

  it("weighs the members' fights and the party's Unified Effort (bridgeOdds)", () => {
    const v = (inParty: boolean) => table(inParty).g.views[0];
    expect(bridgeOdds(v(false), 0)).toBe(0);
    // With the Orb: 2 + 6 + 4 = 12 against 9, won unless his die is 3 or more below (30 in 36).
    expect(bridgeOdds(v(true), 0)).toBeCloseTo(30 / 36, 6);
    expect(bridgeOdds(table(true, 0, 'leader').g.views[0], 0)).toBe(0);
  });

});
