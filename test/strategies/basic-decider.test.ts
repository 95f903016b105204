// The basic player as a decider (issue 22): small situations where one choice is plainly sensible,
// answered by basic itself (no scripted answers), with the reasoning beside each.
import { describe, expect, it } from 'vitest';
import { exchangeTrophies } from '../../src/engine/index.ts';
import { makeGame, takeCard } from '../helpers.ts';

describe('basic: exchange-trophies', () => {
  // "7 Strength points for a Strength counter" (rulebook p.14): an Ogre (5) and a Wolf (2) make
  // exactly 7, so exchanging gains a point of Strength and loses nothing. Refusing gains nothing.
  it('exchanges battle trophies worth 7 for a Strength counter', () => {
    const { g, p } = makeGame({ heroes: ['thief'], fallback: 'basic' });
    for (const id of ['ogre', 'wolf']) p[0].trophies.push(takeCard(g, id));
    exchangeTrophies(g, p[0]);
    expect(p[0].strengthCounters).toBe(1);
    expect(p[0].trophies).toEqual([]);
  });

  // Same for Craft: a Wraith (5) and a Shadow (2) are 7 psychic points.
  it('exchanges psychic trophies worth 7 for a Craft counter', () => {
    const { g, p } = makeGame({ heroes: ['warrior'], fallback: 'basic' });
    for (const id of ['wraith', 'shadow']) p[0].trophies.push(takeCard(g, id));
    exchangeTrophies(g, p[0]);
    expect(p[0].craftCounters).toBe(1);
    expect(p[0].trophies).toEqual([]);
  });
});
