// The Druid (reference section 2): a starting Spell, changing alignment at will (once a turn), and
// Spells up to his limit on landing in a Woods.
import { describe, expect, it } from 'vitest';
import { ALIGNMENTS, changeAlignment, land, playTurn } from '../../../src/engine/index.ts';
import { at, lay, makeGame } from '../../helpers.ts';
import {
  askedOf, beginTurn, castNothing, choose, diceLeft, encounterSpace, expectSetUp, keepDice, script, setSpells, spaceIndex,
} from '../../engine/fixtures-combat.ts';

describe('the Druid', () => {
  it('should start in the Forest with Strength 2, Craft 4, 4 lives, 4 fate, neutral, and 1 Spell', () => {
    expectSetUp('druid', { strength: 2, craft: 4, life: 4, fate: 4, alignment: 'neutral', start: 'forest', spells: 1 });
  });

  it('may change alignment at the start of his turn, and not again that turn', () => {
    const s = script(choose('alignment', ALIGNMENTS.indexOf('evil')), choose('move', spaceIndex('fields-3')), encounterSpace,
      keepDice(), castNothing());
    const { g, p } = makeGame({ heroes: [{ character: 'druid', at: 'forest' }], dice: [1], answer: s.answer });
    const druid = p[0];
    setSpells(g, druid, []);
    lay(g, 'fields-3', 'bag-of-gold');
    playTurn(g, druid);
    expect(askedOf(s.asked, 'alignment')[0].options).toEqual([1, 0, 2]);
    expect(druid.alignment).toBe('evil');
    expect(at(g, druid)).toBe('fields-3');
    expect(changeAlignment(g, druid, 'good')).toBe(false);
    expect(diceLeft(g)).toBe(0);
  });

  it('should gain Spells up to the number his Craft allows on landing in a Woods', () => {
    const s = script(encounterSpace, castNothing());
    const { g, p } = makeGame({ heroes: [{ character: 'druid', at: 'plains-1' }], dice: [], answer: s.answer });
    const druid = p[0];
    setSpells(g, druid, ['teleport']);
    lay(g, 'woods-1', 'bag-of-gold');
    beginTurn(g, druid);
    land(g, druid, g.space('woods-1'));
    expect(druid.spells).toHaveLength(2);
  });

  it('should gain no Spell on landing elsewhere', () => {
    const s = script(encounterSpace, castNothing());
    const { g, p } = makeGame({ heroes: [{ character: 'druid', at: 'city' }], dice: [], answer: s.answer });
    setSpells(g, p[0], ['teleport']);
    lay(g, 'fields-1', 'bag-of-gold');
    beginTurn(g, p[0]);
    land(g, p[0], g.space('fields-1'));
    expect(p[0].spells).toHaveLength(1);
  });
});
