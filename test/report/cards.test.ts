// The `cards` listing (issue 12, item 13): Strength in battle only (Weapons: "+1 Strength in battle",
// reference 3.7-3.8) is its own column, apart from Strength always added (Magic Belt) and an Enemy's.
import { describe, expect, it } from 'vitest';
import { BASE_CONTENT } from '../../src/content/index.ts';
import { cardRows, formatCards } from '../../src/report/cards.ts';

const row = (deck: string, id: string) => cardRows(BASE_CONTENT).find((r) => r.deck === deck && r.id === id)!;

describe('the cards listing', () => {
  it.each([
    ['adventure', 'sword-card', null, 1], ['adventure', 'runesword', null, 1], ['adventure', 'holy-lance', null, 1],
    ['purchase', 'axe', null, 1], ['adventure', 'magic-belt', 1, null], ['adventure', 'ring', 1, null],
    ['adventure', 'unicorn', 1, null], ['adventure', 'giant', 6, null],
  ] as const)('%s %s: Strength %s, in battle only %s', (deck, id, strength, battle) => {
    expect([row(deck, id).strength, row(deck, id).battleStrength]).toEqual([strength, battle]);
  });

  it('prints the two apart, under Str and Bat', () => {
    const text = formatCards(cardRows(BASE_CONTENT));
    expect(text).toContain('enc Str Bat Cr  effect');
    expect(text).toMatch(/\n {2}Sword +2 +Object +5 +- +1 +- +Weapon/);
    expect(text).toMatch(/\n {2}Magic Belt +1 +Magic Object +5 +1 +- +- +\+1 Strength/);
  });
});
