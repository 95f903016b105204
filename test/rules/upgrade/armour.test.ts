// Talisman Upgrade clause 41 (src/rules/upgrade/armour.ts): without Spells, one Armour roll for each
// type of armour held against the lives of a turn's combat, a dragon's breath included.
import { describe, expect, it } from 'vitest';
import { give, lay } from '../../helpers.ts';
import { expectAllDiceRolled, landOn, play, setSpells } from '../../engine/fixtures.ts';
import { onlyParts } from './hero-parts.ts';

/** The Thief (Craft 3, 4 lives) with Armour (saves on 4-6) and a Shield (5-6) lands on a Dragon. */
function dragon(dice: number[], several: boolean, spells: string[] = []) {
  const t = play({ heroes: [{ character: 'thief', at: 'fields-2' }], dice, rules: { upgrade: onlyParts({ dragonFire: true, severalArmour: several }) } });
  give(t.g, t.p[0], 'armour');
  give(t.g, t.p[0], 'shield');
  if (spells.length > 0) setSpells(t.g, t.p[0], spells);
  lay(t.g, 'fields-1', 'dragon');
  landOn(t.g, t.p[0], 'fields-1');
  return t;
}

describe('Upgrade 41: several Armour rolls', () => {
  // Breath 3 burns; the Armour's 4 saves it. Battle 3 + 1 against 7 + 6: lost; the Shield's 5 saves it.
  it('should roll the Armour against the breath and the Shield against the battle', () => {
    const { g, p } = dragon([3, 4, 1, 6, 5], true);
    expect(p[0].lives).toBe(4);
    expectAllDiceRolled(g);
  });

  it('should save no breath in the base rule: one Armour roll, for the battle only (the control)', () => {
    const { g, p } = dragon([3, 1, 6, 4], false);
    expect(p[0].lives).toBe(3);
    expectAllDiceRolled(g);
  });

  it('should not let a character with a Spell use it ("only if you do not have a spell")', () => {
    const { g, p } = dragon([3, 1, 6, 4], true, ['divination']);
    expect(p[0].lives).toBe(3);
    expectAllDiceRolled(g);
  });

  it('should roll each type once a turn: a second life finds only the Shield left', () => {
    // Breath burns, the Armour's 3 fails: a life. The battle is lost; the Shield's 4 fails: another.
    const { g, p } = dragon([3, 3, 1, 6, 4], true);
    expect(p[0].lives).toBe(2);
    expectAllDiceRolled(g);
  });
});
