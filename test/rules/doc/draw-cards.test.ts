// The DOC cards changing the draw and what lies on their space (seed 000): Benevolence, Malevolence,
// Benefactor, Sardines, All That Glitters and Spirit Spells. The Thief (Strength 3, Craft 3, 4
// lives, 1 gold) lands on the Fields (fields-1) from the next Fields.
import { describe, expect, it } from 'vitest';
import { docState } from '../../../src/rules/doc/deck.ts';
import { lay, stackDeck } from '../../helpers.ts';
import { expectDiceUsed, landOn, script, whereIs } from '../../content/adventure/script.ts';
import { actedCount, docGame } from './doc-helpers.ts';
import type { Answer } from '../../helpers.ts';

function atFields(id: string, cards: string[], dice: number[], answer: Answer = script(), hero = 'thief') {
  const t = docGame(id, 'fields-1', { heroes: [{ character: hero, at: 'fields-2' }], dice, answer });
  const stacked = stackDeck(t.g, cards);
  return { ...t, stacked, land: () => landOn(t.g, t.p[0], 'fields-1') };
}

describe('Benevolence and Malevolence', () => {
  it('Benevolence draws 2 and discards the lower numbered: the Wolf (2) goes, the Helmet (5) is taken', () => {
    const t = atFields('benevolence', ['wolf', 'helmet-card'], []);
    t.land();
    expect(whereIs(t.g, t.stacked[0])).toBe('discard');
    expect(t.p[0].objects).toContain(t.stacked[1]);
    expect(actedCount(t)).toBe(1);
    expectDiceUsed(t.g);
  });

  it('Malevolence discards the higher numbered: the Helmet goes and the Wolf is fought', () => {
    const t = atFields('malevolence', ['wolf', 'helmet-card'], [6, 1]);
    t.land();
    expect(whereIs(t.g, t.stacked[1])).toBe('discard');
    expect(t.p[0].trophies).toEqual([t.stacked[0]]);
    expectDiceUsed(t.g);
  });

  it('with one card already here, Benevolence draws a second and discards the lower of the two', () => {
    const t = atFields('benevolence', ['helmet-card'], []);
    const wolf = lay(t.g, 'fields-1', 'wolf');
    t.land();
    expect(whereIs(t.g, wolf)).toBe('discard');
    expect(t.p[0].objects).toContain(t.stacked[0]);
  });

  it('on a tie the player chooses which to discard', () => {
    const t = atFields('benevolence', ['helmet-card', 'shield-card'], [], script({ more: (d) => (d.kind === 'drop' ? t.stacked[0] : undefined) }));
    t.land();
    expect(whereIs(t.g, t.stacked[0])).toBe('discard');
    expect(t.p[0].objects).toContain(t.stacked[1]);
  });

  it('with two cards here already, Malevolence draws none', () => {
    const t = atFields('malevolence', ['dragon'], []);
    lay(t.g, 'fields-1', 'helmet-card');
    lay(t.g, 'fields-1', 'shield-card');
    t.land();
    expect(whereIs(t.g, t.stacked[0])).toBe('deck');
    expect(actedCount(t)).toBe(0);
  });
});

describe('Benefactor', () => {
  it('draws 3 and discards the one the player chooses', () => {
    const t = atFields('benefactor', ['wolf', 'dragon', 'helmet-card'], [6, 1], script({ more: (d) => (d.kind === 'drop' ? t.stacked[1] : undefined) }));
    t.land();
    expect(whereIs(t.g, t.stacked[1])).toBe('discard');
    expect(t.p[0].trophies).toEqual([t.stacked[0]]);
    expect(t.p[0].objects).toContain(t.stacked[2]);
    expectDiceUsed(t.g);
  });

  it('left to the basic player, discards the Dragon rather than the Helmet', () => {
    const t = atFields('benefactor', ['helmet-card', 'dragon', 'shield-card'], []);
    t.land();
    expect(whereIs(t.g, t.stacked[1])).toBe('discard');
  });
});

describe('Sardines', () => {
  it('draws a card even though one lies here already', () => {
    const t = atFields('sardines', ['shield-card'], []);
    const helmet = lay(t.g, 'fields-1', 'helmet-card');
    t.land();
    expect(t.p[0].objects).toEqual(expect.arrayContaining([helmet, t.stacked[0]]));
    expect(t.log.lines).toContain('  DOC Sardines: draws a card for this space');
  });

  it('draws one card, not two, on an empty space', () => {
    // DOC, Sardines: "Before encountering cards, draw a card for this space even if there are already
    // cards here, no matter how many." Reading: the space's one card is drawn whatever lies here; on
    // an empty space that is the one card the space draws anyway, not a second.
    const t = atFields('sardines', ['shield-card', 'helmet-card'], []);
    t.land();
    expect(t.p[0].objects).toEqual([t.stacked[0]]);
    expect(whereIs(t.g, t.stacked[1])).toBe('deck');
  });
});

describe('All That Glitters...', () => {
  it('adds a Bag of Gold counter, and the Wolf adds 1 for it: a stand-off (3 + 3 against 2 + 3 + 1)', () => {
    const t = atFields('all-that-glitters', ['wolf'], [3, 3]);
    const pool = t.g.pool.gold;
    t.land();
    expect(t.g.spaceGold[t.space]).toBe(1);
    expect(t.g.pool.gold).toBe(pool - 1);
    expect(whereIs(t.g, t.stacked[0])).toBe('fields-1');
    expectDiceUsed(t.g);
  });

  it('the counters pile up, and the winner takes them with the gold lying here', () => {
    const t = atFields('all-that-glitters', ['wolf'], [6, 1]);
    t.g.spaceGold[t.space] = 2;
    t.g.pool.gold -= 2;
    t.land();
    // 3 + 6 = 9 against 2 + 1 + 3 bags = 6: the Wolf dies and the 3 gold are taken.
    expect(t.p[0].trophies).toEqual(t.stacked);
    expect(t.p[0].gold).toBe(4);
    expect(t.g.spaceGold[t.space]).toBe(0);
  });
});

describe('Spirit Spells', () => {
  it('lays a Spell face down, claimed once the cards here are dealt with when the Craft allows', () => {
    const t = atFields('spirit-spells', ['helmet-card'], []);
    t.land();
    expect(t.p[0].spells).toHaveLength(1);
    expect(docState(t.g).spirit[t.space]).toBe(-1);
    expect(actedCount(t)).toBe(2);
  });

  it('stays face down while an Enemy is not defeated (a stand-off)', () => {
    const t = atFields('spirit-spells', ['wolf'], [2, 3]);
    t.land();
    expect(t.p[0].spells).toHaveLength(0);
    expect(t.g.inPlay).toContain(docState(t.g).spirit[t.space]);
  });

  it('stays face down when the Enemy here was evaded, not defeated', () => {
    // DOC, Spirit Spells: "The spell may only be claimed after Enemies have been defeated and other
    // cards dealt with". The Minstrel (Craft 4) lets the Wolf pass (Animals do not attack him) and
    // charms it not: the Wolf stays, undefeated, so the Spell stays face down.
    const t = atFields('spirit-spells', ['wolf'], [], script({ no: ['charm'], more: (d) => (d.kind === 'evade' ? 1 : undefined) }), 'minstrel');
    t.land();
    expect(whereIs(t.g, t.stacked[0])).toBe('fields-1');
    expect(t.p[0].spells).toHaveLength(0);
    expect(docState(t.g).spirit[t.space]).toBeGreaterThanOrEqual(0);
  });

  it('stays face down for the Troll, whose Craft 1 allows no Spell', () => {
    const t = atFields('spirit-spells', ['helmet-card'], [], script(), 'troll');
    t.land();
    expect(t.p[0].spells).toHaveLength(0);
    expect(docState(t.g).spirit[t.space]).toBeGreaterThanOrEqual(0);
  });
});
