// The basic player's answers to the DOC deck's swaps and leavings (strategies/modules/doc-values.ts),
// put to it straight, one decision at a time (issue 22: the file's mutation score), on both sides of the line
// where the answer should change. The Troll (Strength 6, Craft 1, 6 lives) meets Enemies of both
// kinds: an Ogre (Strength 5) costs him little, a Wraith (Craft 5) nearly a life.
import { describe, expect, it } from 'vitest';
import { LEAVE_BEHIND, LEAVE_GOLD, SWAP_CARD, pushSwap, resetSwaps, type SwapKind } from '../../src/rules/doc/swap-cards.ts';
import { makeGame, takeCard } from '../helpers.ts';

function troll() {
  return makeGame({ heroes: [{ character: 'troll', at: 'fields-1' }, { character: 'thief', at: 'fields-3' }], fallback: 'basic' });
}

/** Basic's pick among declining and these swaps [give, get] (card ids), as [give, get] or 'decline'. */
function swaps(kind: SwapKind, pairs: [string, string][]): [string, string] | 'decline' {
  const { g, p } = troll();
  const cards = pairs.map(([give, get]) => [takeCard(g, give), takeCard(g, get)]);
  const swaps = resetSwaps(SWAP_CARD.record(g), kind);
  for (const [give, get] of cards) pushSwap(swaps, give, get);
  SWAP_CARD.options(g, p[0], swaps).push(-1, ...cards.map((_, i) => i));
  const pick = g.decide();
  if (pick < 0) return 'decline';
  return [g.cardDef[swaps.give[pick]].id, g.cardDef[swaps.get[pick]].id];
}

describe('basic: a card swapped on a space (the card arriving is met, the one leaving is not)', () => {
  it('sends away the Enemy he fights worse for the one he fights better, by Craft or Strength', () => {
    expect(swaps('space-card', [['wraith', 'ogre']])).toEqual(['wraith', 'ogre']);
    expect(swaps('space-card', [['ogre', 'wraith']])).toBe('decline');
  });

  it('brings an Object, a Magic Object or a Follower in place of an Event, not the other way', () => {
    expect(swaps('space-card', [['angel', 'helmet-card']])).toEqual(['angel', 'helmet-card']);
    expect(swaps('space-card', [['angel', 'ring']])).toEqual(['angel', 'ring']);
    expect(swaps('space-card', [['angel', 'unicorn']])).toEqual(['angel', 'unicorn']);
    expect(swaps('space-card', [['helmet-card', 'angel']])).toBe('decline');
  });

  it('weighs an Enemy in lives: sending an Ogre away (0.28 of a life, 3 points each at 6 lives) beats meeting a Poltergeist (0.3)', () => {
    expect(swaps('space-card', [['angel', 'poltergeist'], ['ogre', 'devil']])).toEqual(['ogre', 'devil']);
  });
});

describe('basic: an Enemy here swapped for a trophy (it becomes his, his is laid here to be fought)', () => {
  it('takes the Ogre for his Wolf, not the Wolf for his Ogre', () => {
    expect(swaps('trophy', [['wolf', 'ogre']])).toEqual(['wolf', 'ogre']);
    expect(swaps('trophy', [['ogre', 'wolf']])).toBe('decline');
  });

  it('does not lay his Wraith trophy here to take an Ogre of the same value: the Wraith must be fought', () => {
    expect(swaps('trophy', [['wraith', 'ogre']])).toBe('decline');
    expect(swaps('trophy', [['ogre', 'wraith']])).toEqual(['ogre', 'wraith']);
  });
});

describe('basic: a possession swapped', () => {
  it('swaps a Helmet for an Armour, not back, and not a Helmet for another (no gain)', () => {
    expect(swaps('possession', [['helmet-card', 'armour-card']])).toEqual(['helmet-card', 'armour-card']);
    expect(swaps('possession', [['armour-card', 'helmet-card']])).toBe('decline');
    expect(swaps('possession', [['helmet-card', 'helmet']])).toBe('decline');
  });
});

describe('basic: what to leave behind', () => {
  /** Basic's pick among these (card ids, or 'gold'), in this order. */
  function leaves(ids: string[]): string {
    const { g, p } = troll();
    const o = LEAVE_BEHIND.options(g, p[0], g.space('fields-1'));
    o.push(...ids.map((id) => (id === 'gold' ? LEAVE_GOLD : takeCard(g, id))));
    const pick = g.decide();
    return pick === LEAVE_GOLD ? 'gold' : g.cardDef[pick].id;
  }
  it('leaves a gold (half a point) rather than his Armour, whatever the order', () => {
    expect(leaves(['armour-card', 'gold'])).toBe('gold');
    expect(leaves(['gold', 'armour-card'])).toBe('gold');
  });
  it('leaves the Hag, worth less than nothing, rather than a gold', () => {
    expect(leaves(['gold', 'hag'])).toBe('hag');
  });
});
