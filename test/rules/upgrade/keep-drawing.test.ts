// Talisman Upgrade clause 6 (seed 002): the draw quota plus one card per party member beyond the
// first, and "keep drawing cards" after an Enemy until a card drawn is not an Enemy (optionally,
// not an Event either).
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../src/engine/index.ts';
import { UPGRADE_DEFAULTS } from '../../../src/rules/upgrade/index.ts';
import { partyState } from '../../../src/rules/upgrade/party-state.ts';
import { stackDeck } from '../../helpers.ts';
import { play } from '../../engine/fixtures.ts';

const names = (g: Game, space: string): string[] => g.spaceCards[g.space(space)].map((c) => g.cardDef[c].id);

function drawAt(rules: Record<string, unknown>, deck: string[], quota: number, arrived = 1): string[] {
  const { g, p } = play({ heroes: [{ character: 'warrior', at: 'fields-1' }], rules: { upgrade: { ...UPGRADE_DEFAULTS, ...rules } } });
  stackDeck(g, deck);
  partyState(g)!.arrived = arrived;
  const hooks = g.rules.hooks.drawCards;
  expect(hooks.some((h) => h(g, p[0], g.space('fields-1'), quota))).toBe(true);
  return names(g, 'fields-1');
}

describe('Upgrade keep drawing cards (clause 6)', () => {
  it('draws the quota and nothing more when no Enemy is drawn', () => {
    expect(drawAt({}, ['bag-of-gold', 'wolf'], 1)).toEqual(['bag-of-gold']);
  });

  it('draws one more card after an Enemy, and again while the card drawn is an Enemy', () => {
    expect(drawAt({}, ['wolf', 'goblin', 'ogre', 'bag-of-gold', 'bear'], 1)).toEqual(['wolf', 'goblin', 'ogre', 'bag-of-gold']);
  });

  it('draws one more "regardless of the number of enemies" in the initial set', () => {
    expect(drawAt({}, ['wolf', 'goblin', 'storm', 'bear'], 2)).toEqual(['wolf', 'goblin', 'storm']);
  });

  it('adds a card per member beyond the first who arrived together', () => {
    expect(drawAt({}, ['bag-of-gold', 'angel', 'storm', 'wolf'], 1, 3)).toEqual(['bag-of-gold', 'angel', 'storm']);
  });

  it('lets an Event not stop the chain under the optional rule', () => {
    expect(drawAt({}, ['wolf', 'storm', 'bag-of-gold', 'bear'], 1)).toEqual(['wolf', 'storm']);
    expect(drawAt({ keepDrawingPastEvents: true }, ['wolf', 'storm', 'bag-of-gold', 'bear'], 1)).toEqual(['wolf', 'storm', 'bag-of-gold']);
  });

  it('leaves the base draw alone when the part is off', () => {
    const { g } = play({ heroes: [{ character: 'warrior', at: 'fields-1' }], rules: { upgrade: { ...UPGRADE_DEFAULTS, keepDrawing: false } } });
    expect(g.rules.hooks.drawCards).toHaveLength(0);
  });
});
