// Talisman Upgrade clauses 3, 5 and 7 at the Portal of Power (src/rules/upgrade/parties.ts
// partyAtPortal): the party moves onto the Portal as one, each member trying it with his own roll;
// one who fails is left behind; one who passes has made his move for the round.
import { describe, expect, it } from 'vitest';
import { MOVE_PORTAL, View, performMove, playTurn } from '../../../src/engine/index.ts';
import { joinParties, reconcileParties } from '../../../src/rules/upgrade/parties.ts';
import { partyOf } from '../../../src/rules/upgrade/party-state.ts';
import { expectAllDiceRolled, play } from '../../engine/fixtures.ts';
import { give } from '../../helpers.ts';
import { readyForInner } from '../../../strategies/basic-crown.ts';
import { BASIC } from '../../../strategies/personality.ts';
import { onlyParts } from './hero-parts.ts';

const PARTIES = { upgrade: onlyParts({ parties: true }) };
const STRENGTH = 0;
const CRAFT = 1;

/** The Troll (Strength 6) leads the Elf (Craft 4) from the Middle Region's Hills to the Portal and tries it with Strength. */
function portal(dice: number[], rules: Record<string, unknown> = PARTIES) {
  const t = play({
    heroes: [{ character: 'troll', at: 'hills-3' }, { character: 'elf', at: 'hills-3' }],
    dice, rules, answers: { attribute: [STRENGTH, CRAFT] },
    yes: { 'leave-party': false },
  });
  if (rules === PARTIES) joinParties(t.g, t.p[0], t.p[1]);
  performMove(t.g, t.p[0], t.g.topo.plain | MOVE_PORTAL);
  const where = () => t.p.map((q) => t.g.spaces[q.space].id);
  return { ...t, where };
}

describe('Upgrade parties at the Portal of Power', () => {
  it('should take the member onto the Portal with his leader, where he opens it with his own roll (Craft 4, 1 + 2)', () => {
    const t = portal([1, 1, 1, 2]);
    expectAllDiceRolled(t.g);
    expect(t.where()).toEqual(['plain-of-peril', 'plain-of-peril']);
    expect(t.p[1].innerEntries).toBe(1);
  });

  it('should not move the member again in the round he crossed with his leader', () => {
    const t = portal([1, 1, 1, 2]);
    reconcileParties(t.g);
    t.g.turnOver = false;
    t.g.landed = false;
    t.g.active = 1;
    playTurn(t.g, t.p[1]);
    expectAllDiceRolled(t.g);
    expect(t.where()[1]).toBe('plain-of-peril');
  });

  it('should leave behind, on the Portal, a member who fails his roll (6 + 6 above Craft 4)', () => {
    const t = portal([1, 1, 6, 6]);
    expectAllDiceRolled(t.g);
    expect(t.where()).toEqual(['plain-of-peril', 'portal-of-power']);
    reconcileParties(t.g);
    expect(partyOf(t.g, t.p[1])).toBe(-1);
  });

  it('should keep the member with his leader on the Portal when the leader fails: no roll of his', () => {
    const t = portal([6, 6]);
    expectAllDiceRolled(t.g);
    expect(t.where()).toEqual(['portal-of-power', 'portal-of-power']);
    expect(partyOf(t.g, t.p[1])).toBe(0);
  });

  it('should move no one but the mover without parties (the control)', () => {
    const t = portal([1, 1], { upgrade: onlyParts({}) });
    expectAllDiceRolled(t.g);
    expect(t.where()).toEqual(['plain-of-peril', 'hills-3']);
  });
});

// The basic player on the Plain of Peril under the Dragon King finale: the weak Elf (Strength 3,
// Craft 4: not ready alone) goes in after a Talisman holder who set out a turn before him, on his route.
describe('basic: a party goes to the Crown together', () => {
  function route(companionAt: 'cw' | 'ccw' | null): number {
    const t = play({ heroes: [{ character: 'elf', at: 'plain-of-peril' }, { character: 'troll', at: 'tavern' }], dice: [], rules: { upgrade: onlyParts({ parties: true, finale: 'dragon-king' }) } });
    give(t.g, t.p[0], 'talisman-card');
    give(t.g, t.p[1], 'talisman-card');
    const plain = t.g.topo.plain;
    if (companionAt) t.p[1].space = companionAt === 'cw' ? t.g.topo.cw[plain] : t.g.topo.ccw[plain];
    t.g.options('route', t.p[0]).push(1, -1, 0);
    return t.g.decide();
  }

  it('should follow the companion clockwise, or counter-clockwise, and leave by the Portal alone', () => {
    expect([route('cw'), route('ccw'), route(null)]).toEqual([1, -1, 0]);
  });

  it("counts his party's Talisman holders on his space in the basic player's Upgrade readiness (clauses 7, 10)", () => {
    // The Troll (Strength 6, 4 lives) alone: power 6, under BASIC's bar of 9 at 4 lives; with the
    // Warrior (Strength 4) of his party and a Talisman beside him: 10.
    const t = play({ heroes: [{ character: 'troll', at: 'tavern' }, { character: 'warrior', at: 'tavern' }], dice: [], rules: { upgrade: onlyParts({ parties: true, finale: 'dragon-king' }) } });
    give(t.g, t.p[0], 'talisman-card');
    t.p[0].lives = 4;
    const ready = () => readyForInner(new View(t.g, 0), BASIC);
    const alone = ready();
    joinParties(t.g, t.p[0], t.p[1]);
    const noTalisman = ready();
    give(t.g, t.p[1], 'talisman-card');
    expect([alone, noTalisman, ready()]).toEqual([false, false, true]);
  });

  it('does not go for the Portal with a poor chance to open it, whatever his party (2d6 at most Strength 4: 1 in 6)', () => {
    const t = play({ heroes: [{ character: 'warrior', at: 'tavern' }, { character: 'troll', at: 'tavern' }], dice: [], rules: { upgrade: onlyParts({ parties: true, finale: 'dragon-king', dragonKingLives: 1 }) } });
    for (const q of t.p) give(t.g, q, 'talisman-card');
    for (const c of ['wand', 'orb-of-knowledge', 'cross', 'amulet']) give(t.g, t.p[1], c);
    joinParties(t.g, t.p[0], t.p[1]);
    const ready = () => readyForInner(new View(t.g, 0), BASIC);
    const weak = ready();
    t.p[0].space = t.g.space('crypt');
    t.p[1].space = t.g.space('crypt');
    // Past the Portal the chance there no longer counts: the pair, with four spare Magic Objects
    // against a King of one life, has a good modelled chance (strategies/modules/upgrade-finale.ts).
    expect([weak, ready()]).toEqual([false, true]);
  });
});
