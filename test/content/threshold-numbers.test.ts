// Die tables read against an attribute, pinned on every edge with characters whose Strength and
// Craft differ (issue 22, item 2): the Mines (3d6 - Craft) and the Crypt (3d6 - Strength), each
// result 0 to 6, and the Portal of Power (2d6 at most the attribute chosen), the roll that opens
// against the roll that does not, by Strength and by Craft. The Thief (3 and 3) of the board tests
// cannot tell Strength from Craft; the Wizard (Strength 2, Craft 5) and the Troll (6, 1) can.
// Expected destinations typed from reference I02, I08 and M09.
import { describe, expect, it } from 'vitest';
import { MOVE_PORTAL, craft, gainCraft, gainStrength, performMove, strength } from '../../src/engine/index.ts';
import { at, stackDeck } from '../helpers.ts';
import { expectAllDiceRolled, landOn, play, visit } from '../engine/fixtures.ts';

/** Result of 3d6 minus the attribute -> where the character goes (reference I02/I08; 0 stays). */
const EXITS: [number, string][] = [
  [0, 'stay'], [1, 'plain-of-peril'], [2, 'portal-of-power'], [3, 'portal-of-power'],
  [4, 'warlocks-cave'], [5, 'warlocks-cave'], [6, 'far'],
];

/** Three dice summing to `total` (3 to 18). */
function threeDice(total: number): number[] {
  const a = Math.min(6, total - 2);
  const b = Math.min(6, total - a - 1);
  return [a, b, total - a - b];
}

describe.each([
  // [space, hero, attribute read, far exit]
  ['mines', 'wizard', 5, 'tavern'], // Craft 5 (Strength 2 would move every result by 3)
  ['crypt', 'troll', 6, 'city'], // Strength 6 (Craft 1 would move every result by 5)
] as const)('the %s with the %s (attribute %i)', (space, hero, attribute, far) => {
  it.each(EXITS)('result %i sends him to %s', (result, to) => {
    const dice = threeDice(result + attribute);
    const dest = to === 'stay' ? space : to === 'far' ? far : to;
    const more = dest === 'tavern' ? [4] : []; // the Tavern's own roll: win 1 gold
    const { g, p } = play({ heroes: [{ character: hero, at: 'plain-of-peril' }], dice: [...dice, ...more],
      yes: { quest: false }, answers: { visit: [visit('none')] } });
    expect(space === 'mines' ? craft(g, p[0]) : strength(g, p[0])).toBe(attribute);
    stackDeck(g, ['bag-of-gold']); // for the Portal of Power's draw
    landOn(g, p[0], space);
    expect(at(g, p[0])).toBe(dest);
    expectAllDiceRolled(g);
  });
});

describe('the Portal of Power: 2d6 at most the attribute chosen opens it (reference M09)', () => {
  // The Wizard with a Strength and a Craft counter: Strength 3, Craft 6 (a failure takes the counter
  // back: Strength and Craft never drop below the printed values). Attribute 0 is Strength, 1 Craft.
  it.each([
    [1, [3, 3], true, [3, 6]], // Craft 6: a 6 opens
    [1, [3, 4], false, [3, 5]], // a 7 does not, and costs 1 Craft
    [0, [1, 2], true, [3, 6]], // Strength 3: a 3 opens
    [0, [2, 2], false, [2, 6]], // a 4 does not, and costs 1 Strength
  ] as const)('by attribute %i, a roll of %j opens it: %s', (attribute, dice, opens, after) => {
    const { g, p } = play({ heroes: [{ character: 'wizard', at: 'castle' }], dice: [...dice], answers: { attribute: [attribute] } });
    gainStrength(g, p[0], 1);
    gainCraft(g, p[0], 1);
    performMove(g, p[0], g.space('plain-of-peril') | MOVE_PORTAL);
    expect(at(g, p[0])).toBe(opens ? 'plain-of-peril' : 'portal-of-power');
    expect([strength(g, p[0]), craft(g, p[0])]).toEqual(after);
    expectAllDiceRolled(g);
  });
});
