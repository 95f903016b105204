// Talisman Upgrade clause 10 at the Portal of Power (src/rules/upgrade/portal-effort.ts): those on
// the Portal combine their Strength or Craft to open it for one Magic Object (unified.ts's call); an
// effort that opens it takes every participant through, one that fails costs each the point.
import { describe, expect, it } from 'vitest';
import { MOVE_PORTAL, eventCount, performMove, strength } from '../../../src/engine/index.ts';
import { joinParties } from '../../../src/rules/upgrade/parties.ts';
import { PORTAL_EFFORT } from '../../../src/rules/upgrade/portal-effort.ts';
import { expectAllDiceRolled, play } from '../../engine/fixtures.ts';
import { give } from '../../helpers.ts';
import { onlyParts } from './hero-parts.ts';

const STRENGTH = 0;
const EFFORTS = { upgrade: onlyParts({ parties: true, unifiedEfforts: true, portalEfforts: true, capped: true }) };

/**
 * The Troll (Strength 6) holding `object` leads the Elf (Strength 3) from the Hills to the Portal and
 * tries it with Strength; `effort`: both answer the 'portal-effort' question so (undefined: basic).
 */
function portal(dice: number[], effort: boolean | undefined, object = 'orb-of-knowledge', rules: object = EFFORTS) {
  const t = play({
    heroes: [{ character: 'troll', at: 'hills-3' }, { character: 'elf', at: 'hills-3' }],
    dice, rules, answers: { attribute: [STRENGTH] },
    yes: { 'leave-party': false, ...(effort === undefined ? {} : { 'portal-effort': effort }) },
  });
  const card = give(t.g, t.p[0], object);
  joinParties(t.g, t.p[0], t.p[1]);
  performMove(t.g, t.p[0], t.g.topo.plain | MOVE_PORTAL);
  const where = () => t.p.map((q) => t.g.spaces[q.space].id);
  const count = (name: string) => eventCount(t.g.events, name);
  return { ...t, card, where, count };
}

describe('Upgrade 10: a Unified Effort at the Portal of Power', () => {
  it('opens it for both with their Strength combined: 4 + 4 against 6 + 3, the Orb destroyed', () => {
    const t = portal([4, 4], true);
    expect(t.where()).toEqual(['plain-of-peril', 'plain-of-peril']);
    expect(t.p[1].innerEntries).toBe(1);
    expect(t.p[0].objects).not.toContain(t.card);
    expect([t.count('upgrade.portal-effort'), t.count('upgrade.portal-effort-opened')]).toEqual([1, 1]);
    expectAllDiceRolled(t.g);
  });

  it('costs each participant a Strength when it fails: 5 + 5 against 9', () => {
    const t = portal([5, 5], true);
    expect(t.where()).toEqual(['portal-of-power', 'portal-of-power']);
    expect([strength(t.g, t.p[0]), strength(t.g, t.p[1])]).toEqual([5, 2]);
    expect(t.p[0].objects).not.toContain(t.card);
    expect(t.count('upgrade.portal-effort-opened')).toBe(0);
    expectAllDiceRolled(t.g);
  });

  it('leaves the Troll alone without it: 4 + 4 above his 6, the Orb kept', () => {
    const t = portal([4, 4], false);
    expect(t.where()).toEqual(['portal-of-power', 'portal-of-power']);
    expect([strength(t.g, t.p[0]), strength(t.g, t.p[1])]).toEqual([5, 3]);
    expect(t.p[0].objects).toContain(t.card);
    expectAllDiceRolled(t.g);
  });

  it('is called by basic when the combined Strength opens it more often and an Orb can be spared', () => {
    const t = portal([4, 4], undefined);
    expect(t.where()).toEqual(['plain-of-peril', 'plain-of-peril']);
    expectAllDiceRolled(t.g);
  });

  it('is not called by basic when the only Magic Object is a Talisman', () => {
    const t = portal([4, 4], undefined, 'talisman-card');
    expect(t.where()).toEqual(['portal-of-power', 'portal-of-power']);
    expect(t.p[0].objects).toContain(t.card);
    expectAllDiceRolled(t.g);
  });

  it('offers each attempt the score of those on the Portal now, whatever was offered before', () => {
    // The Troll fails alone (5 + 5 above his 6, a Strength lost), then weighs another attempt: the
    // effort's combined score is his 5 and the Elf's 3 (it counted the Elf twice, the second time
    // from a list the first call had left filled, so a game's play depended on the games before it).
    const t = portal([5, 5], false);
    expect(PORTAL_EFFORT.record(t.g).combined).toBe(9);
    t.g.rules.steps.portalValue(t.g, t.p[0], false);
    expect(PORTAL_EFFORT.record(t.g).combined).toBe(8);
  });

  it('does not exist without the part (the control)', () => {
    const t = portal([4, 4], true, 'orb-of-knowledge', { upgrade: onlyParts({ parties: true, unifiedEfforts: true, capped: true }) });
    expect(t.where()).toEqual(['portal-of-power', 'portal-of-power']);
    expect(t.p[0].objects).toContain(t.card);
  });
});
