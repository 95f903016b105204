// Boundary tests for content numbers (issue 22): each number is pinned where one step changes the
// outcome, with characters whose Strength and Craft differ, so that a number changed in the content
// or fought by the wrong attribute fails. The expected numbers are typed from
// /work/shared/reference/talisman-r4e-content.md; the cases are checked against the content's own
// tables, so a change in either place fails.
import { describe, expect, it } from 'vitest';
import { craft, gainCraft, gainStrength, strength, type SpaceDef } from '../../src/engine/index.ts';
import { at, lay, makeGame } from '../helpers.ts';
import { expectDiceUsed, landOn, script } from './adventure/script.ts';

describe('Marsh: "landing here with Str < 5 ⇒ miss 1 turn" (reference 3.9)', () => {
  // Warrior: Strength 4, Craft 2. Wizard: Strength 2, Craft 5. Troll: Strength 6, Craft 1.
  it.each<[string, number, number]>([
    ['warrior', 0, 1], // Strength 4: one below the line, stuck
    ['warrior', 1, 0], // Strength 5: exactly on the line, crosses
    ['wizard', 0, 1], // Craft 5 does not help: the Marsh tests Strength
    ['troll', 0, 0], // Strength 6 with Craft 1: crosses, so the Marsh does not test Craft
  ])('the %s with %i extra Strength misses %i turns', (hero, extra, missed) => {
    const { g, p } = makeGame({ heroes: [{ character: hero, at: 'fields-2' }], dice: [], answer: script() });
    gainStrength(g, p[0], extra);
    expect(strength(g, p[0])).toBe({ warrior: 4, wizard: 2, troll: 6 }[hero]! + extra);
    lay(g, 'fields-1', 'marsh');
    landOn(g, p[0], 'fields-1');
    expect(p[0].missTurns).toBe(missed);
    expect(g.turnOver).toBe(missed === 1);
  });
});

describe('Maze: "landing here with Cr < 5 ⇒ miss 1 turn" (reference 3.9)', () => {
  // Prophetess: Strength 2, Craft 4. Wizard: Craft 5. Troll: Strength 6, Craft 1.
  it.each<[string, number, number]>([
    ['prophetess', 0, 1], // Craft 4: stuck
    ['prophetess', 1, 0], // Craft 5: exactly on the line, crosses
    ['wizard', 0, 0],
    ['troll', 0, 1], // Strength 6 does not help: the Maze tests Craft
  ])('the %s with %i extra Craft misses %i turns', (hero, extra, missed) => {
    const { g, p } = makeGame({ heroes: [{ character: hero, at: 'fields-2' }], dice: [], answer: script() });
    gainCraft(g, p[0], extra);
    expect(craft(g, p[0])).toBe({ prophetess: 4, wizard: 5, troll: 1 }[hero]! + extra);
    lay(g, 'fields-1', 'maze');
    landOn(g, p[0], 'fields-1');
    expect(p[0].missTurns).toBe(missed);
  });
});

describe('Crags 1: "attacked by a Spirit, Cr 4 (psychic combat)" (reference O21)', () => {
  // The Wizard: Strength 2, Craft 5, 4 lives. Dice: the Crags roll 1, then his attack die, then the Spirit's.
  it.each<[number, number, number, string]>([
    [1, 2, 4, 'ties: Craft 5 + 1 against 4 + 2 is a standoff'],
    [1, 3, 3, 'loses by one: 5 + 1 against 4 + 3'],
    [2, 2, 4, 'wins by one: 5 + 2 against 4 + 2'],
  ])('the Wizard rolling %i against the Spirit\'s %i keeps %i lives (%s)', (mine, its, lives) => {
    const { g, p } = makeGame({ heroes: [{ character: 'wizard', at: 'plains-4' }], dice: [1, mine, its], answer: script() });
    landOn(g, p[0], 'crags');
    expect(p[0].lives).toBe(lives);
    expectDiceUsed(g);
  });
});

/** Magic Portal's destinations, typed from reference 3.9: "1d6 → 1 Crags, 2 Village, 3 City, 4 Warlock's Cave, 5 Temple, 6 Plain of Peril". */
const PORTAL_TABLE = ['crags', 'village', 'city', 'warlocks-cave', 'temple', 'plain-of-peril'];

describe('Magic Portal: each face of the die and its destination (reference 3.9)', () => {
  it.each(PORTAL_TABLE.map((space, i) => [i + 1, space] as const))('a roll of %i sends the Thief to the %s', (roll, space) => {
    const { g, p } = makeGame({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [roll], answer: script({ yes: ['step-through'] }) });
    // The destination's own encounter is not under test: its spaces do nothing here.
    (g as { spaces: readonly SpaceDef[] }).spaces = g.spaces.map((s) => (s.id === 'fields-1' ? s : { ...s, draw: 0, encounter: undefined }));
    lay(g, 'fields-1', 'magic-portal');
    landOn(g, p[0], 'fields-1');
    expect(at(g, p[0])).toBe(space);
    expectDiceUsed(g);
  });
});
