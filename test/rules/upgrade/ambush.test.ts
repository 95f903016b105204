// Talisman Upgrade clause 28 (src/rules/upgrade/ambush.ts): a character landed on adds his Strength or
// Craft to the Enemies fighting the one who lands; a spirit's Craft only with one who makes psychic combat.
import { describe, expect, it } from 'vitest';
import { land } from '../../../src/engine/index.ts';
import { lay, makeGame } from '../../helpers.ts';
import { answerTo, askedOf, castNothing, encounterSpace, keepDice, script } from '../../engine/fixtures-combat.ts';
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
