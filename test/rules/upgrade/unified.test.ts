// Talisman Upgrade clause 10 (src/rules/upgrade/unified.ts): a Unified Effort in ordinary combat:
// characters on one space combine their Strength against Enemies, destroying one Magic Object, and
// each loses the life of a lost fight.
import { describe, expect, it } from 'vitest';
import { MOVE_MODES, playTurn } from '../../../src/engine/index.ts';
import { UNIFIED_EFFORT } from '../../../src/rules/upgrade/unified.ts';
import { joinParties } from '../../../src/rules/upgrade/parties.ts';
import { give, lay } from '../../helpers.ts';
import { expectAllDiceRolled, landOn, optionName, play } from '../../engine/fixtures.ts';
import { onlyParts } from './hero-parts.ts';

const EFFORT = UNIFIED_EFFORT.subject;

/** The Thief lands on the Fields where the Troll (Strength 6) stands and an Ogre (Strength 5) lies; the Thief holds a Magic Belt (+1). */
function ogre(dice: number[], join: boolean, rules: object = { upgrade: onlyParts({ unifiedEfforts: true }) }) {
  const t = play({
    heroes: [{ character: 'thief', at: 'fields-2' }, { character: 'troll', at: 'fields-1' }], dice, rules,
    answers: { encounter: [-1] },
    answer: (d) => (d.kind === 'yes-no' && d.subject === EFFORT ? (d.seat === 0 || join ? 1 : 0) : undefined),
  });
  const belt = give(t.g, t.p[0], 'magic-belt');
  const enemy = lay(t.g, 'fields-1', 'ogre');
  t.g.active = 0;
  landOn(t.g, t.p[0], 'fields-1');
  return { ...t, belt, enemy };
}

describe('Upgrade 10: Unified Effort in ordinary combat', () => {
  // The Belt is destroyed for the effort: Thief 3 + Troll 6 + a roll of 3 = 12 against the Ogre's 5 + 6 = 11.
  it('should add the partner\'s Strength to the fighter\'s and destroy a Magic Object', () => {
    const { g, p, belt, enemy } = ogre([3, 6], true);
    expect(p[0].trophies).toEqual([enemy]);
    expect(p[0].objects).not.toContain(belt);
    expect(g.adventureDiscard).toContain(belt);
    expectAllDiceRolled(g);
  });

  it('should leave him alone when no one joins: 4 + 2 against 11, beaten, and keep the Belt', () => {
    const { g, p, belt } = ogre([2, 6], false);
    expect(p[0].trophies).toEqual([]);
    expect(p[0].objects).toContain(belt);
    expect([p[0].lives, p[1].lives]).toEqual([3, 6]);
    expectAllDiceRolled(g);
  });

  it('should take a life from every participant of a lost effort', () => {
    // Thief 3 + Troll 6 + a roll of 1 = 10 against the Ogre's 5 + 6 = 11: lost, a life each.
    const { g, p } = ogre([1, 6], true);
    expect([p[0].lives, p[1].lives]).toEqual([3, 5]);
    expectAllDiceRolled(g);
  });

  it('should not exist in the base game (the control)', () => {
    const { p, belt } = ogre([3, 6], true, {});
    expect(p[0].trophies).toEqual([]);
    expect(p[0].objects).toContain(belt);
  });
});

describe('Upgrade 10c: a partner in a lost effort has been defeated once', () => {
  // "If the first player loses the fight, the second player must fight, and so on until everyone is
  // defeated once or somebody wins" (clause 7), and "Any points lost to such attempts ... are
  // multiplied by the number of participants and divided evenly among them" (clause 10). The Priest
  // (Strength 2, seat 0) leads the Troll (Strength 6) onto the Plains, where an Ogre (Strength 5)
  // lies; the Priest fights first and calls an effort, the Troll joins, the Priest's Magic Belt goes.
  function plains(dice: number[], effort = true) {
    const t = play({
      heroes: [{ character: 'priest', at: 'tavern' }, { character: 'troll', at: 'tavern' }],
      rules: { upgrade: onlyParts({ parties: true, movement: true, partyFights: true, unifiedEfforts: true }) },
      dice,
      answers: { 'move-mode': [MOVE_MODES.indexOf('step-one')], 'fight-order': [0] },
      answer: (d) => (d.kind === 'move' ? d.options.find((o) => optionName(t.g, o) === 'plains-2') : undefined),
      yes: { 'join-party': false, 'leave-party': false, 'unified-effort': effort },
    });
    const belt = give(t.g, t.p[0], 'magic-belt');
    const enemy = lay(t.g, 'plains-2', 'ogre');
    t.g.adventureDeck.length = 0;
    joinParties(t.g, t.p[0], t.p[1]);
    playTurn(t.g, t.p[0]);
    return { ...t, belt, enemy };
  }

  it('should not send the Troll against the Ogre again after their effort lost (2 + 6 + 1 against 5 + 6)', () => {
    const { g, p, belt, enemy } = plains([1, 6]);
    expect([p[0].lives, p[1].lives]).toEqual([3, 5]);
    expect(g.adventureDiscard).toContain(belt);
    expect(g.spaceCards[g.space('plains-2')]).toContain(enemy);
    expect(p[1].trophies).toEqual([]);
    expectAllDiceRolled(g);
  });

  it('should still send the Troll when he did not take part (no effort, the control): 6 + 6 beats 5 + 1', () => {
    const t = plains([1, 6, 6, 1], false);
    expect(t.p[0].lives).toBe(3);
    expect(t.p[1].trophies).toEqual([t.enemy]);
    expectAllDiceRolled(t.g);
  });
});
