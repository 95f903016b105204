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

describe('Upgrade 41: Armour against psychic combat after a strength fight', () => {
  // "This applies to any combat action that would take a life including dragon's breath, spells, and
  // psychic combat as long as one of the combat actions was a strength fight. If the only actions were
  // psychic combats and spells, you could not use any armour." The Thief (Strength 3, Craft 3, 4
  // lives) with Armour (4-6) and a Shield (5-6) lands on the Fields where `enemies` lie.
  function fields(dice: number[], enemies: string[], several = true) {
    const t = play({ heroes: [{ character: 'thief', at: 'fields-2' }], dice, rules: { upgrade: onlyParts({ severalArmour: several }) } });
    give(t.g, t.p[0], 'armour');
    give(t.g, t.p[0], 'shield');
    for (const e of enemies) lay(t.g, 'fields-1', e);
    landOn(t.g, t.p[0], 'fields-1');
    return t;
  }

  // The Bear: 3 + 6 beats 3 + 1. The Wraith: 3 + 1 against 5 + 6, lost; the Armour's 4 saves the life.
  it('should let him roll his Armour against the Wraith after he battled the Bear', () => {
    const { g, p } = fields([6, 1, 1, 6, 4], ['bear', 'wraith']);
    expect(p[0].lives).toBe(4);
    expectAllDiceRolled(g);
  });

  it('should give no roll when psychic combat was his only combat action', () => {
    const { g, p } = fields([1, 6], ['wraith']);
    expect(p[0].lives).toBe(3);
    expectAllDiceRolled(g);
  });

  it('should give no roll against psychic combat without the clause (the control)', () => {
    const { g, p } = fields([6, 1, 1, 6], ['bear', 'wraith'], false);
    expect(p[0].lives).toBe(3);
    expectAllDiceRolled(g);
  });
});
