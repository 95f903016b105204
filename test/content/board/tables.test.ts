// The board spaces' dice-table interpreter (content/board-tables.ts) on a table of its own: the row a
// pinned roll lands on is the effect played, a total above the last row reads as the last row (a
// Monk's +1 on a 6), the optional roll's question comes before the die, and a table with a gap, an
// overlap or an unknown effect is refused at load. The spaces' own tables are pinned face by face
// in outer.test.ts, middle.test.ts, inner.test.ts and ../table-numbers.test.ts.
import { describe, expect, it } from 'vitest';
import { ABILITY_INDEX, ROLL } from '../../../src/engine/index.ts';
import { diceTable, playTable } from '../../../src/content/board-tables.ts';
import { expectAllDiceRolled, play } from '../../engine/fixtures.ts';

const TABLE = diceTable('Test', { dice: 1, roll: ROLL.tavern }, [[[1, 3], 'gain-gold 2'], [[4, 5], 'lose-turn'], [6, 'attacked-strength 9 Ogre']]);

describe('playTable', () => {
  it.each<[number, string, number, number]>([
    [2, 'continue', 3, 0], // 1-3: gain 2 gold (the Thief starts with 1)
    [4, 'end-turn', 1, 1], // 4-5: lose a turn
  ])('should play the row a roll of %i lands on (%s, gold %i, turns missed %i)', (roll, outcome, gold, missTurns) => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'fields-1' }], dice: [roll] });
    expect(playTable(g, p[0], TABLE)).toBe(outcome);
    expect([p[0].gold, p[0].missTurns]).toEqual([gold, missTurns]);
    expectAllDiceRolled(g);
  });

  it('should name the creature of an attack row and fight it at its Strength', () => {
    // Thief Strength 3 + 6 = 9 against the Ogre's 9 + 1 = 10: he loses a life and the turn ends.
    const { g, p, log } = play({ heroes: [{ character: 'thief', at: 'fields-1' }], dice: [6, 6, 1] });
    expect(playTable(g, p[0], TABLE)).toBe('end-turn');
    expect(p[0].lives).toBe(3);
    expect([g.foe.name, g.foe.psychic]).toEqual(['Ogre', false]);
    expect(log.lines).toContain('  Thief#0 9 vs Strength 9: 10');
  });

  it.each<[boolean, number]>([[false, 5], [true, 6]])('should read the Priest\'s 5, +1 %s, as the row of %i', (plusOne, face) => {
    const prayer = diceTable('Prayer', { dice: 1, pray: 'pray-plus-one' }, [[[1, 5], 'nothing'], [6, 'gain-fate 1']]);
    const { g, p } = play({ heroes: [{ character: 'priest', at: 'fields-5' }], dice: [5], yes: { 'pray-plus-one': plusOne } });
    const fate = p[0].fate;
    playTable(g, p[0], prayer);
    expect(p[0].fate - fate).toBe(face === 6 ? 1 : 0);
  });

  it('should read a 6 and the Priest\'s +1 as the last row', () => {
    const prayer = diceTable('Prayer', { dice: 1, pray: 'pray-plus-one' }, [[[1, 5], 'nothing'], [6, 'gain-fate 1']]);
    const { g, p } = play({ heroes: [{ character: 'priest', at: 'fields-5' }], dice: [6], yes: { 'pray-plus-one': true } });
    const fate = p[0].fate;
    playTable(g, p[0], prayer);
    expect(p[0].fate - fate).toBe(1);
  });

  it.each<[boolean, number]>([[false, 0], [true, 1]])('should roll an optional table only when the Elf says yes (%s: %i dice)', (yes, rolled) => {
    const forest = diceTable('Test Forest', { dice: 1, roll: ROLL.forest, optional: ABILITY_INDEX['optional-roll-forest'] }, [[[1, 6], 'gain-craft 1']]);
    const { g, p } = play({ heroes: [{ character: 'elf', at: 'fields-3' }], dice: [3], yes: { 'optional-roll': yes } });
    const craft = p[0].craftCounters;
    playTable(g, p[0], forest);
    expect(p[0].craftCounters - craft).toBe(rolled);
  });

  it.each<[string, [number | [number, number], string][], string]>([
    ['a gap', [[[1, 2], 'nothing'], [[4, 6], 'nothing']], 'nothing for the total 3'],
    ['an overlap', [[[1, 4], 'nothing'], [[4, 6], 'nothing']], 'the total 4 twice'],
    ['an unknown verb', [[[1, 6], 'gain-dragon 1']], "the effect 'gain-dragon 1'"],
    ['a count missing', [[[1, 6], 'gain-gold']], "the effect 'gain-gold'"],
    ['an alignment unknown', [[[1, 6], 'become chaotic']], "the effect 'become chaotic'"],
  ])('should refuse a table with %s at load', (_what, rows, message) => {
    expect(() => diceTable('Bad', { dice: 1, roll: ROLL.tavern }, rows)).toThrow(message);
  });
});
