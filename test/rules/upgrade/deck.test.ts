// Talisman Upgrade clause 17 (seed 002): "All talismans are in the deck". The base Adventure deck has
// 104 cards, 2 of them Talismans (reference 3); the 4 Talisman cards beside the board join it: 108.
import { describe, expect, it } from 'vitest';
import { traitBit } from '../../../src/engine/index.ts';
import { UPGRADE_DEFAULTS } from '../../../src/rules/upgrade/index.ts';
import { play } from '../../engine/fixtures.ts';

const deck = (upgrade: typeof UPGRADE_DEFAULTS | false) => {
  const { g } = play({ heroes: [{ character: 'troll', at: 'tavern' }], rules: { upgrade } });
  const talismans = g.adventureDeck.filter((c) => (g.cardTraits[c] & traitBit('talisman')) !== 0).length;
  return { cards: g.adventureDeck.length, talismans, beside: g.talismanStock.length };
};

describe('Upgrade 17: the Adventure deck', () => {
  it('has 108 cards with every Talisman in it (the base game: 104, 4 Talismans beside the board)', () => {
    expect(deck(UPGRADE_DEFAULTS)).toEqual({ cards: 108, talismans: 6, beside: 0 });
    expect(deck(false)).toEqual({ cards: 104, talismans: 2, beside: 4 });
  });
});
