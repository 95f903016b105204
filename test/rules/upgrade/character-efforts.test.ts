// Talisman Upgrade clause 10 between characters (src/rules/upgrade/character-efforts.ts): each side of
// a fight between characters may make a Unified Effort with others on the space, destroying one
// Magic Object; a side whose fighter loses a life loses one for each partner too.
import { describe, expect, it } from 'vitest';
import { attackCharacter, LOSE, STANDOFF, WIN } from '../../../src/engine/index.ts';
import { REWARD_GOLD, REWARD_LIFE } from '../../../src/engine/combat-characters.ts';
import { characterEffort } from '../../../strategies/modules/upgrade-party.ts';
import { joinParties } from '../../../src/rules/upgrade/parties.ts';
import { give, makeGame } from '../../helpers.ts';
import { answerTo, askedOf, beginTurn, castNothing, choose, diceLeft, keepDice, script, type Rule } from '../../engine/fixtures-combat.ts';
import { onlyParts } from './hero-parts.ts';

const BOTH = { unifiedEfforts: true, characterEfforts: true };

/**
 * The Thief (seat 0, Strength 3) attacks the Priest (seat 1, Strength 2) on the Fields, where
 * `partner` (seat 2) stands too; the Priest holds the Orb of Knowledge (a Magic Object adding nothing to a fight).
 */
function duel(partner: string, dice: number[], parts: Record<string, unknown>, ...rules: Rule[]) {
  const s = script(keepDice(), castNothing(), ...rules);
  const t = makeGame({
    heroes: ['thief', 'priest', partner].map((character) => ({ character, at: 'fields-1' })), dice, answer: s.answer,
    rules: { upgrade: onlyParts(parts) },
  });
  const belt = give(t.g, t.p[1], 'orb-of-knowledge');
  beginTurn(t.g, t.p[0]);
  return { ...t, belt, asked: s.asked, fight: () => attackCharacter(t.g, t.p[0], t.p[1], false, false) };
}

describe('Upgrade 10: Unified Efforts between characters', () => {
  // Thief 3 + 4 = 7 against Priest 2 + Troll 6 + 1 = 9: the Priest wins and takes a life.
  it('should add the defender\'s partner\'s Strength and destroy a Magic Object', () => {
    const t = duel('troll', [4, 1], BOTH, answerTo('character-effort', false, 0), answerTo('character-effort', true), choose('reward', REWARD_LIFE));
    expect(t.fight()).toBe(LOSE);
    expect([t.p[0].lives, t.p[1].lives, t.p[2].lives]).toEqual([3, 4, 6]);
    expect(t.p[1].objects).not.toContain(t.belt);
    expect(t.g.adventureDiscard).toContain(t.belt);
    expect(diceLeft(t.g)).toBe(0);
  });

  // Thief 7 against Priest 2 + 1 = 3: the Thief wins; the Orb is kept.
  it('should leave the fight as it is when the partner does not join', () => {
    const t = duel('troll', [4, 1], BOTH, answerTo('character-effort', false, 0), answerTo('character-effort', true, 1), answerTo('character-effort', false, 2), choose('reward', REWARD_LIFE));
    expect(t.fight()).toBe(WIN);
    expect([t.p[0].lives, t.p[1].lives]).toEqual([4, 3]);
    expect(t.p[1].objects).toContain(t.belt);
  });

  // Thief 3 + 6 = 9 against Priest 2 + Prophetess 2 + 1 = 5: lost, and the Thief takes a life, so
  // the Prophetess loses one too ("multiplied by the number of participants and divided evenly").
  it('should take a life from each partner when the fighter loses one', () => {
    const t = duel('prophetess', [6, 1], BOTH, answerTo('character-effort', false, 0), answerTo('character-effort', true), choose('reward', REWARD_LIFE));
    expect(t.fight()).toBe(WIN);
    expect([t.p[0].lives, t.p[1].lives, t.p[2].lives]).toEqual([4, 3, 3]);
  });

  it('should cost the partners nothing when the winner takes a gold instead of a life', () => {
    const t = duel('prophetess', [6, 1], BOTH, answerTo('character-effort', false, 0), answerTo('character-effort', true), choose('reward', REWARD_GOLD));
    const gold = t.p[1].gold;
    expect(t.fight()).toBe(WIN);
    expect([t.p[1].lives, t.p[2].lives, t.p[1].gold]).toEqual([4, 4, gold - 1]);
  });

  // The attacker calls first, for his own Amulet: Thief 3 + Troll 6 + 1 = 10 against Priest 2 +
  // 6 = 8. The Troll, on the Thief's side, cannot join the Priest's, so the Priest has no one to
  // call and is not asked; his Orb stays.
  it('should let the attacker call an effort, and keep his partners out of the defender\'s', () => {
    const t = duel('troll', [1, 6], BOTH, answerTo('character-effort', true), choose('reward', REWARD_LIFE));
    const thiefs = give(t.g, t.p[0], 'amulet');
    expect(t.fight()).toBe(WIN);
    expect(t.p[1].lives).toBe(3);
    expect(t.p[0].objects).not.toContain(thiefs);
    expect(t.p[1].objects).toContain(t.belt);
    const asked = askedOf(t.asked, 'yes-no', 'character-effort').map((a) => a.seat);
    expect(asked).toEqual([0, 2]);
  });

  // Thief 3 + 6 = 9 against Priest 2 + Troll 6 + 1 = 9: a stand-off leaves every life where it was.
  it('should share nothing after a stand-off', () => {
    const t = duel('troll', [6, 1], BOTH, answerTo('character-effort', false, 0), answerTo('character-effort', true));
    expect(t.fight()).toBe(STANDOFF);
    expect([t.p[0].lives, t.p[1].lives, t.p[2].lives]).toEqual([4, 4, 6]);
  });

  it('should not be offered without characterEfforts, nor in the base game (the controls)', () => {
    for (const parts of [{ unifiedEfforts: true }, { characterEfforts: true }]) {
      const t = duel('troll', [4, 1], parts, answerTo('character-effort', true), choose('reward', REWARD_LIFE));
      expect(t.fight()).toBe(WIN);
      expect(askedOf(t.asked, 'yes-no', 'character-effort')).toHaveLength(0);
      expect(t.p[1].objects).toContain(t.belt);
    }
  });

  it('should have basic join only its own party\'s member against another party, and call only when its side would then win', () => {
    const t = duel('troll', [], { ...BOTH, parties: true });
    joinParties(t.g, t.p[1], t.p[2]);
    const troll = t.g.views[2];
    expect(characterEffort(troll, { caller: 1, opponent: 0, psychic: false })).toBe(true);
    expect(characterEffort(troll, { caller: 0, opponent: 1, psychic: false })).toBe(false);
    // The Priest (2) against the Thief (3) calls, with his Orb to spare and the Troll of his party
    // beside him (2 + 6 against 3); the Thief against the Priest does not: no one of his party is
    // there to join him, even against a Priest of Strength 4 and with a Magic Object of his own.
    expect(characterEffort(t.g.views[1], { caller: 1, opponent: 0, psychic: false })).toBe(true);
    expect(characterEffort(t.g.views[0], { caller: 0, opponent: 1, psychic: false })).toBe(false);
    t.p[1].strengthCounters = 2;
    give(t.g, t.p[0], 'amulet');
    expect(characterEffort(t.g.views[0], { caller: 0, opponent: 1, psychic: false })).toBe(false);
  });
});
