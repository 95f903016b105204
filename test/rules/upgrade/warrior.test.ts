// Talisman Upgrade note D16 (src/rules/upgrade/warrior.ts): the Warrior's two Weapons, never with the
// Runesword or the Holy Lance, and only one while he has a Shield.
import { describe, expect, it } from 'vitest';
import { give, lay } from '../../helpers.ts';
import { expectAllDiceRolled, landOn, play } from '../../engine/fixtures.ts';
import { onlyParts } from './hero-parts.ts';

const D16 = { upgrade: onlyParts({ warriorWeapons: true }) };

/**
 * The Warrior (Strength 4) with these Objects lands on a Giant (Strength 6). He rolls 3 and 1 (keeps
 * 3), the Giant 2: 7 + his Weapons against 8. Returns whether he won (the Giant is his trophy).
 */
function fightGiant(objects: string[], rules: Record<string, unknown> = D16): boolean {
  const { g, p } = play({ heroes: [{ character: 'warrior', at: 'fields-2' }], dice: [3, 1, 2], rules });
  for (const o of objects) give(g, p[0], o);
  const giant = lay(g, 'fields-1', 'giant');
  landOn(g, p[0], 'fields-1');
  expectAllDiceRolled(g);
  return p[0].trophies.includes(giant);
}

describe('Upgrade D16: the Warrior\'s two Weapons', () => {
  it('should let him use a Sword and an Axe together: 9 beats 8', () => {
    expect(fightGiant(['sword', 'axe'])).toBe(true);
  });

  it('should give him one Weapon while he has a Shield: 8 to 8, a stand-off', () => {
    expect(fightGiant(['sword', 'axe', 'shield'])).toBe(false);
  });

  it('should keep both Weapons with a Shield in the base game (the control)', () => {
    expect(fightGiant(['sword', 'axe', 'shield'], {})).toBe(true);
  });

  it('should pair no Weapon with the Runesword: it and a Sword add 1', () => {
    expect(fightGiant(['runesword', 'sword'])).toBe(false);
    expect(fightGiant(['runesword', 'sword'], {})).toBe(true);
  });

  it('should pair no Weapon with the Holy Lance', () => {
    expect(fightGiant(['holy-lance', 'axe'])).toBe(false);
  });
});
