// Talisman Upgrade clause 28 (src/rules/upgrade/ambush.ts): a character landed on adds his Strength or
// Craft to the Enemies fighting the one who lands; a spirit's Craft only with one who makes psychic combat.
import { describe, expect, it } from 'vitest';
import { land } from '../../../src/engine/index.ts';
import { FACE_OFF_TAKE } from '../../../src/rules/upgrade/face-offs.ts';
import { REWARD_LIFE } from '../../../src/engine/combat-characters.ts';
import { joinParties } from '../../../src/rules/upgrade/parties.ts';
import { give, lay, makeGame } from '../../helpers.ts';
import { answerTo, askedOf, beginTurn, castNothing, choose, diceLeft, encounterSpace, keepDice, script } from '../../engine/fixtures-combat.ts';
import { onlyParts } from './hero-parts.ts';

/** The Thief lands on the Fields where `enemy` lies and `other` stands; returns whether he defeated it. */
function ambushed(enemy: string, other: string, dice: number[], on: boolean, agrees = true) {
  const s = script(keepDice(), castNothing(), encounterSpace, answerTo('ambush', agrees));
  const t = makeGame({
    heroes: [{ character: 'thief', at: 'city' }, { character: other, at: 'fields-1' }], dice, answer: s.answer,
    rules: on ? { upgrade: onlyParts({ ambushes: true }) } : {},
  });
  const card = lay(t.g, 'fields-1', enemy);
  t.g.active = 0;
  land(t.g, t.p[0], t.g.space('fields-1'));
  return { won: t.p[0].trophies.includes(card), asked: askedOf(s.asked, 'yes-no', 'ambush').length };
}

describe('Upgrade 28: ambushes', () => {
  // The Thief 3 + 6 against the Goblin's 2 + the Troll's 6 + 1: a stand-off.
  it("should add the Troll's Strength to the Goblin's", () => {
    expect(ambushed('goblin', 'troll', [6, 1], true)).toEqual({ won: false, asked: 1 });
  });

  it('should leave the Goblin alone in the base game (the control): 9 beats 3', () => {
    expect(ambushed('goblin', 'troll', [6, 1], false)).toEqual({ won: true, asked: 0 });
  });

  it('should leave it alone when the Troll does not join', () => {
    expect(ambushed('goblin', 'troll', [6, 1], true, false).won).toBe(true);
  });

  // A spirit: the Shadow (Craft 2). The Troll cannot make psychic combat: not asked; the Thief's 3 + 1 beats 2 + 1.
  it("should not add the Craft of one who cannot make psychic combat to a spirit's", () => {
    expect(ambushed('shadow', 'troll', [1, 1], true)).toEqual({ won: true, asked: 0 });
  });

  // The Wizard (Craft 5) can: 3 + 1 against 2 + 5 + 1.
  it("should add the Wizard's Craft to a spirit's", () => {
    expect(ambushed('shadow', 'wizard', [1, 1], true)).toEqual({ won: false, asked: 1 });
  });
});

describe('Upgrade 28e: an ambush faced off as one', () => {
  // Clause 29: "A special face-off can be declared whenever a party lands on a group of enemies,
  // another party, or an ambush consisting of both"; clause 28: "The attacking party may decide how
  // to place all opponents during a 'face-off'". The Thief (seat 0, Strength 3) leads the Troll
  // (seat 1, Strength 6) onto the Fields, where an Ogre (Strength 5) lies and the Elf (seat 2,
  // Strength 3) stands; the party declares a face-off; `takes` answers each 'face-off-take'.
  function faceOff(dice: number[], takes: (seat: number, load: number) => boolean) {
    const s = script(
      keepDice(), castNothing(), choose('reward', REWARD_LIFE), answerTo('join-party', false), answerTo('leave-party', false),
      answerTo('declare-face-off', true), answerTo('ambush', true), answerTo('retaliate', true),
      (d) => (d.asked === FACE_OFF_TAKE ? (takes(d.seat, FACE_OFF_TAKE.of(d)) ? 1 : 0) : undefined),
    );
    const t = makeGame({
      heroes: [{ character: 'thief', at: 'city' }, { character: 'troll', at: 'city' }, { character: 'elf', at: 'fields-1' }],
      dice, answer: s.answer,
      rules: { upgrade: onlyParts({ parties: true, encounterBoth: true, partyAttacks: true, faceOffs: true, ambushes: true }) },
    });
    for (const q of t.p) q.fate = 0;
    joinParties(t.g, t.p[0], t.p[1]);
    const ogre = lay(t.g, 'fields-1', 'ogre');
    beginTurn(t.g, t.p[0]);
    land(t.g, t.p[0], t.g.space('fields-1'));
    return { ...t, ogre, asked: s.asked };
  }

  // The Troll takes the Ogre, the Thief the Elf. The Troll 6 + 1 beats the Ogre's 5 + 1 alone (the
  // Elf adds nothing to a share not his); then the Thief 3 + 6 beats the Elf's 3 + 1.
  it('should let the party place the Elf apart from the Ogre, each fought by his taker', () => {
    const t = faceOff([1, 1, 6, 1], (seat, load) => seat === 1 || load < 5);
    expect(t.p[1].trophies).toEqual([t.ogre]);
    expect(t.p.map((q) => q.lives)).toEqual([4, 6, 3]);
    expect(askedOf(t.asked, 'yes-no', 'declare-face-off')).toHaveLength(1);
    expect(askedOf(t.asked, 'yes-no', 'ambush')).toHaveLength(0);
    expect(diceLeft(t.g)).toBe(0);
  });

  // The Troll takes both: one combat, 6 + 6 against the Ogre's 5 + the Elf's 3 + 1; the Elf, taken
  // on with the Ogre, is not attacked again and does not retaliate.
  it('should have one who takes the Ogre and the Elf fight them in a single combat', () => {
    const t = faceOff([6, 1], (seat) => seat === 1);
    expect(t.p[1].trophies).toEqual([t.ogre]);
    expect(t.p.map((q) => q.lives)).toEqual([4, 6, 4]);
    expect(askedOf(t.asked, 'yes-no', 'retaliate')).toHaveLength(0);
    expect(diceLeft(t.g)).toBe(0);
  });
});

describe('Upgrade 28d: ambushers combining in a Unified Effort', () => {
  // "Only one defender's abilities may be added to the enemy combat score unless a Unified effort is
  // made." The Thief (Strength 3) lands on the Fields where a Goblin (Strength 2) lies and the Elf
  // (Strength 3, holding a Magic Belt) and the Troll (Strength 6) stand, both ready to ambush him.
  function two(dice: number[], effort: boolean) {
    const s = script(keepDice(), castNothing(), encounterSpace, answerTo('ambush', true), answerTo('ambush-effort', effort));
    const t = makeGame({
      heroes: [{ character: 'thief', at: 'city' }, { character: 'elf', at: 'fields-1' }, { character: 'troll', at: 'fields-1' }],
      dice, answer: s.answer, rules: { upgrade: onlyParts({ ambushes: true }) },
    });
    for (const q of t.p) q.fate = 0;
    const belt = give(t.g, t.p[1], 'magic-belt');
    const goblin = lay(t.g, 'fields-1', 'goblin');
    t.g.active = 0;
    land(t.g, t.p[0], t.g.space('fields-1'));
    return { ...t, belt, goblin, asked: s.asked };
  }

  // The Elf ambushes and calls the Troll into an effort: the Belt goes, 2 + 3 + 6 = 11, + 1 against
  // the Thief's 3 + 6: the Thief loses a life.
  it("should add the Troll's Strength too when the Elf calls an effort, destroying the Belt", () => {
    const t = two([6, 1], true);
    expect(t.p[0].lives).toBe(3);
    expect(t.p[0].trophies).toEqual([]);
    expect(t.g.adventureDiscard).toContain(t.belt);
    expect(askedOf(t.asked, 'yes-no', 'ambush-effort').map((a) => a.seat)).toEqual([1]);
    expect(diceLeft(t.g)).toBe(0);
  });

  // Without the effort only the Elf's Strength is added: 2 + 3 + 1 (the Belt) + 1 = 7 against 9.
  it("should add one ambusher's ability alone without the effort (the control)", () => {
    const t = two([6, 1], false);
    expect(t.p[0].trophies).toEqual([t.goblin]);
    expect(t.p[1].objects).toContain(t.belt);
    expect(diceLeft(t.g)).toBe(0);
  });
});
