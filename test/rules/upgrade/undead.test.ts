// Talisman Upgrade clause 20 (src/rules/upgrade/undead.ts): the Ghoul, the base game's undead that
// gains a life for a win, gains a Craft with it, above his starting Craft (clause 8 allows it).
import { describe, expect, it } from 'vitest';
import { craft, land } from '../../../src/engine/index.ts';
import { REWARD_LIFE } from '../../../src/engine/combat-characters.ts';
import { makeGame } from '../../helpers.ts';
import { action, beginTurn, castNothing, choose, diceLeft, keepDice, script } from '../../engine/fixtures-combat.ts';
import { cappedFault } from '../../../src/rules/upgrade/capped.ts';
import { onlyParts } from './hero-parts.ts';

/** The Ghoul lands on the Fields where the Warrior is and attacks him as `how`. */
function attack(how: 'attack' | 'psychic-attack', dice: number[], upgrade: boolean) {
  const s = script(keepDice(), castNothing(), choose('encounter', 1), choose('character-action', action(how)), choose('reward', REWARD_LIFE));
  const rules = upgrade ? { upgrade: onlyParts({ undeadCraft: true, capped: true }) } : {};
  const t = makeGame({ heroes: [{ character: 'ghoul', at: 'city' }, { character: 'warrior', at: 'fields-1' }], dice, answer: s.answer, rules });
  beginTurn(t.g, t.p[0]);
  land(t.g, t.p[0], t.g.space('fields-1'));
  return { ...t, ghoul: t.p[0], victim: t.p[1] };
}

describe('Upgrade 20: undead gaining Craft', () => {
  // Ghoul Craft 4 + 3 = 7 against the Warrior's Craft 2 + 1 = 3.
  it('should give the Ghoul a Craft with the life he drains, above his starting Craft', () => {
    const t = attack('psychic-attack', [3, 1], true);
    expect([t.victim.lives, t.ghoul.lives, craft(t.g, t.ghoul)]).toEqual([4, 5, 5]);
    expect(cappedFault(t.g)).toBeNull();
    expect(diceLeft(t.g)).toBe(0);
  });

  it('should give none in the base game (the control)', () => {
    const t = attack('psychic-attack', [3, 1], false);
    expect([t.ghoul.lives, craft(t.g, t.ghoul)]).toEqual([5, 4]);
  });

  // Ghoul Strength 2 + 6 = 8 against the Warrior's Strength 4 + 1 = 5: a battle drains nothing.
  it('should give none for a battle, where he drains no life', () => {
    const t = attack('attack', [6, 1, 1], true);
    expect(craft(t.g, t.ghoul)).toBe(4);
  });
});
