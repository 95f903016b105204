// Talisman Upgrade clauses 3, 5, 7 and 10 in the Inner Region (src/rules/upgrade/inner-party.ts,
// parties.ts partyLands and membersEncounter): a party crosses it on its leader's move, each member
// meeting each space himself unless they make a Unified Effort; one sent away or not done is out.
import { describe, expect, it } from 'vitest';
import { playTurn } from '../../../src/engine/index.ts';
import { joinParties, reconcileParties } from '../../../src/rules/upgrade/parties.ts';
import { partyOf } from '../../../src/rules/upgrade/party-state.ts';
import { expectAllDiceRolled, play } from '../../engine/fixtures.ts';
import { at, give } from '../../helpers.ts';
import { onlyParts } from './hero-parts.ts';

const PARTIES = { upgrade: onlyParts({ parties: true, unifiedEfforts: true }) };
const CRYPT_ROUTE = -1;

/** The Troll (Strength 6) leads the Warrior (Strength 4) from the Plain of Peril to the Crypt. */
function toCrypt(dice: number[], effort: boolean) {
  const t = play({
    heroes: [{ character: 'troll', at: 'plain-of-peril' }, { character: 'warrior', at: 'plain-of-peril' }],
    dice, rules: PARTIES, answers: { route: [CRYPT_ROUTE] },
    yes: { 'leave-party': false, 'unified-effort': effort },
  });
  for (const q of t.p) q.inner.done = true;
  joinParties(t.g, t.p[0], t.p[1]);
  return t;
}

describe('Upgrade parties in the Inner Region (clause 7)', () => {
  it('carries the member along his leader\'s route, where each rolls for the Crypt himself (Troll 1+1+1, Warrior 1+2+2)', () => {
    const t = toCrypt([1, 1, 1, 1, 2, 2], false);
    playTurn(t.g, t.p[0]);
    expectAllDiceRolled(t.g);
    // The Warrior's 5 - Strength 4 = 1: back to the Plain of Peril, alone ("affect only the person entering").
    expect(t.p.map((q) => at(t.g, q))).toEqual(['crypt', 'plain-of-peril']);
    reconcileParties(t.g);
    expect([partyOf(t.g, t.p[0]), partyOf(t.g, t.p[1])]).toEqual([-1, -1]);
  });

  it('keeps both in the party when each passes, and the member has no move of his own that round', () => {
    const t = toCrypt([1, 1, 1, 1, 1, 1], false);
    playTurn(t.g, t.p[0]);
    reconcileParties(t.g);
    t.g.active = 1;
    playTurn(t.g, t.p[1]);
    expectAllDiceRolled(t.g);
    expect(t.p.map((q) => at(t.g, q))).toEqual(['crypt', 'crypt']);
    expect(partyOf(t.g, t.p[1])).toBe(0);
  });

  it('meets the Crypt as one with a Unified Effort: one roll of 4+4+1 against Strength 6 + 4, a Magic Object destroyed', () => {
    const t = toCrypt([4, 4, 1], true);
    const crown = give(t.g, t.p[1], 'solomons-crown');
    playTurn(t.g, t.p[0]);
    expectAllDiceRolled(t.g);
    expect(t.p.map((q) => at(t.g, q))).toEqual(['crypt', 'crypt']);
    expect(t.p.map((q) => q.inner.done)).toEqual([true, true]);
    expect(t.p[1].objects).not.toContain(crown);
  });

  it('sends the whole party where the effort\'s roll leads (5+5+1 - 10 = 1: the Plain of Peril), still a party', () => {
    const t = toCrypt([5, 5, 1], true);
    give(t.g, t.p[0], 'solomons-crown');
    playTurn(t.g, t.p[0]);
    expectAllDiceRolled(t.g);
    expect(t.p.map((q) => at(t.g, q))).toEqual(['plain-of-peril', 'plain-of-peril']);
    reconcileParties(t.g);
    expect(partyOf(t.g, t.p[1])).toBe(0);
  });

  it('makes no effort without a Magic Object: each rolls himself', () => {
    const t = toCrypt([1, 1, 1, 1, 1, 1], true);
    playTurn(t.g, t.p[0]);
    expectAllDiceRolled(t.g);
    expect(t.p.map((q) => at(t.g, q))).toEqual(['crypt', 'crypt']);
  });

  it('leaves behind a member who has not completed his space (the Pits\' fiends) when the leader moves on', () => {
    const t = play({
      heroes: [{ character: 'troll', at: 'pits' }, { character: 'warrior', at: 'pits' }],
      dice: [], rules: PARTIES, yes: { 'leave-party': false },
    });
    joinParties(t.g, t.p[0], t.p[1]);
    for (const q of t.p) q.inner.route = 1;
    t.p[0].inner.done = true;
    t.p[1].inner.pitFiends = 2;
    give(t.g, t.p[0], 'talisman');
    give(t.g, t.p[1], 'talisman');
    playTurn(t.g, t.p[0]);
    expect(t.p.map((q) => at(t.g, q))).toEqual(['valley-of-fire', 'pits']);
    expect(partyOf(t.g, t.p[1])).toBe(-1);
  });

  it('takes into the Valley of Fire only a member with a Talisman of his own (clauses 18, 33)', () => {
    const t = play({
      heroes: [{ character: 'troll', at: 'pits' }, { character: 'warrior', at: 'pits' }, { character: 'elf', at: 'pits' }],
      dice: [], rules: PARTIES, yes: { 'leave-party': false },
    });
    joinParties(t.g, t.p[0], t.p[1]);
    joinParties(t.g, t.p[0], t.p[2]);
    for (const q of t.p) {
      q.inner.route = 1;
      q.inner.done = true;
    }
    give(t.g, t.p[0], 'talisman');
    give(t.g, t.p[2], 'talisman');
    playTurn(t.g, t.p[0]);
    expect(t.p.map((q) => at(t.g, q))).toEqual(['valley-of-fire', 'pits', 'valley-of-fire']);
    expect(t.p.map((q) => partyOf(t.g, q))).toEqual([0, -1, 0]);
  });
});
