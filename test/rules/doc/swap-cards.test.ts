// The DOC cards swapping and moving what a character has (seed 000): Quid Pro Quo 1 and 2, Uncaged,
// Barter, Temp Agency, Gift Horse and Salt and Pepper 1-3. The Thief (Strength 3, Craft 3, 4 lives,
// 1 gold) lands on the Fields (fields-1) from the next Fields; the basic player makes the choices
// unless a test scripts them.
import { describe, expect, it } from 'vitest';
import { gainCraft, gainLife, gainStrength, killCharacter, land, setupCharacter } from '../../../src/engine/index.ts';
import { SWAP_CARD } from '../../../src/rules/doc/swap-cards.ts';
import { give, lay, stackDeck } from '../../helpers.ts';
import { expectDiceUsed, landOn, script, whereIs } from '../../content/adventure/script.ts';
import { actedCount, docGame } from './doc-helpers.ts';
import type { Answer } from '../../helpers.ts';
import type { Decision } from '../../../src/engine/index.ts';

/** The option of the swap of `give` for `get` among those a 'swap-card' decision offers. */
function swapOf(d: Decision, give: number, get: number): number {
  const swaps = SWAP_CARD.of(d);
  return swaps.give.findIndex((c, i) => c === give && swaps.get[i] === get);
}

function atFields(id: string, cards: string[], dice: number[], answer: Answer = script()) {
  const t = docGame(id, 'fields-1', { heroes: [{ character: 'thief', at: 'fields-2' }], dice, answer });
  const stacked = stackDeck(t.g, cards);
  return { ...t, stacked, land: () => landOn(t.g, t.p[0], 'fields-1') };
}

describe('Quid Pro Quo', () => {
  it('1: the Dragon drawn here is swapped for the Helmet on the Plains 2 spaces away, which is taken', () => {
    const t = atFields('quid-pro-quo-1', ['dragon'], []);
    const helmet = lay(t.g, 'plains-1', 'helmet-card');
    t.land();
    expect(whereIs(t.g, t.stacked[0])).toBe('plains-1');
    expect(t.p[0].objects).toContain(helmet);
    expect(actedCount(t)).toBe(1);
    expectDiceUsed(t.g);
  });

  it('1 reaches no further than 3 spaces: the Helmet 4 spaces away stays', () => {
    const t = atFields('quid-pro-quo-1', ['wolf'], [6, 1]);
    const helmet = lay(t.g, 'plains-2', 'helmet-card');
    t.land();
    expect(whereIs(t.g, helmet)).toBe('plains-2');
    expect(t.p[0].trophies).toEqual(t.stacked);
  });

  it('2 reaches 5 spaces: the Helmet 4 spaces away comes here', () => {
    const t = atFields('quid-pro-quo-2', ['dragon'], []);
    const helmet = lay(t.g, 'plains-2', 'helmet-card');
    t.land();
    expect(whereIs(t.g, t.stacked[0])).toBe('plains-2');
    expect(t.p[0].objects).toContain(helmet);
  });
});

describe('Uncaged', () => {
  it('swaps a Wolf trophy for the Dragon here: the Dragon becomes a trophy unfought, the Wolf is fought', () => {
    const t = atFields('uncaged', ['dragon', 'wolf'], [6, 1]);
    const wolf = t.stacked[1];
    t.g.adventureDeck.splice(t.g.adventureDeck.indexOf(wolf), 1);
    t.p[0].trophies.push(wolf);
    t.land();
    expect(t.p[0].trophies.sort()).toEqual([...t.stacked].sort());
    expect(actedCount(t)).toBe(1);
    expectDiceUsed(t.g);
  });

  it('is declined when the trophy is worth more than the Enemy here', () => {
    const t = atFields('uncaged', ['wolf', 'ogre'], [6, 1]);
    const ogre = t.stacked[1];
    t.g.adventureDeck.splice(t.g.adventureDeck.indexOf(ogre), 1);
    t.p[0].trophies.push(ogre);
    t.land();
    expect(actedCount(t)).toBe(0);
    expect(t.p[0].trophies.sort()).toEqual([...t.stacked].sort());
  });
});

describe('Barter and Temp Agency', () => {
  it('Barter: the Helmet is swapped for the Armour here and may not be taken back this turn', () => {
    const t = atFields('barter', ['armour-card'], []);
    const helmet = give(t.g, t.p[0], 'helmet-card');
    t.land();
    expect(t.p[0].objects).toContain(t.stacked[0]);
    expect(t.p[0].objects).not.toContain(helmet);
    expect(whereIs(t.g, helmet)).toBe('fields-1');
    expect(actedCount(t)).toBe(1);
  });

  it('Temp Agency: a Follower is swapped for the Follower here, as the player chooses', () => {
    let pony = -1;
    const t = atFields('temp-agency', ['maiden'], [], script({ more: (d) => (d.asked === SWAP_CARD ? swapOf(d, pony, t.stacked[0]) : undefined) }));
    pony = give(t.g, t.p[0], 'unicorn');
    t.land();
    expect(t.p[0].followers).toEqual([t.stacked[0]]);
    expect(whereIs(t.g, pony)).toBe('fields-1');
  });
});

describe('Gift Horse', () => {
  it('whoever encountered the space leaves his choice behind as he leaves it: the basic Thief leaves a gold', () => {
    const t = atFields('gift-horse', ['helmet-card', 'angel'], []);
    t.land();
    expect(t.p[0].gold).toBe(1);
    land(t.g, t.p[0], t.g.space('hills-1'));
    expect(t.p[0].gold).toBe(0);
    expect(t.g.spaceGold[t.space]).toBe(1);
    expect(t.p[0].objects).toContain(t.stacked[0]);
    expect(actedCount(t)).toBe(1);
  });

  it('leaves a card face up when chosen, and nothing when he has nothing', () => {
    const t = atFields('gift-horse', ['helmet-card', 'angel'], [], script({ more: (d) => (d.kind === 'leave-behind' ? t.stacked[0] : undefined) }));
    t.land();
    land(t.g, t.p[0], t.g.space('hills-1'));
    expect(whereIs(t.g, t.stacked[0])).toBe('fields-1');
    const u = atFields('gift-horse', ['angel', 'devil'], []);
    u.p[0].gold = 0;
    u.g.pool.gold++;
    u.land();
    land(u.g, u.p[0], u.g.space('hills-1'));
    expect(actedCount(u)).toBe(0);
  });

  it('binds only who encountered the space: passing through or landing elsewhere costs nothing', () => {
    const t = atFields('gift-horse', ['angel'], []);
    land(t.g, t.p[0], t.g.space('hills-1'));
    expect(t.p[0].gold).toBe(1);
    expect(actedCount(t)).toBe(0);
  });

  it('does not bind the new character of a player whose character was killed on the space', () => {
    // DOC, Gift Horse: "Before LEAVING this space (by any means), you must leave behind your choice
    // of ...": "you" is the character who encountered it. The Thief encounters it and is killed there;
    // the player's new Troll later stands on it without encountering it (he met a character there)
    // and leaves: he owes nothing.
    const t = atFields('gift-horse', ['angel'], []);
    t.land();
    killCharacter(t.g, t.p[0], -1);
    setupCharacter(t.g, t.p[0], t.g.content.characters.findIndex((c) => c.id === 'troll'));
    t.p[0].space = t.space;
    land(t.g, t.p[0], t.g.space('hills-1'));
    expect(t.p[0].gold).toBe(1);
    expect(actedCount(t)).toBe(0);
  });
});

describe('Salt and Pepper', () => {
  it('1 swaps the Strength gained (2) with the Craft gained (0), if a card is here', () => {
    const t = atFields('salt-and-pepper-1', ['angel'], []);
    gainStrength(t.g, t.p[0], 2);
    t.land();
    expect(t.p[0].strengthCounters).toBe(0);
    expect(t.p[0].craftCounters).toBe(2);
  });

  it('2 swaps lives above the starting 4 (2) with the Strength gained (3)', () => {
    const t = atFields('salt-and-pepper-2', ['angel'], []);
    gainStrength(t.g, t.p[0], 3);
    gainLife(t.g, t.p[0], 2);
    const pool = t.g.pool.life;
    t.land();
    expect(t.p[0].lives).toBe(7);
    expect(t.p[0].strengthCounters).toBe(2);
    expect(t.g.pool.life).toBe(pool - 1);
  });

  it('3 swaps lives above the start with the Craft gained; lives below the start count as none gained', () => {
    // DOC, Salt and Pepper 3: "swap all points gained above your character's starting Life (usually
    // 4) with all points gained above your character's starting Craft." Reading: the Thief at 2
    // lives has gained none above 4; after the swap he has gained the Craft's 1 above 4: 5 lives
    // (the gain is set, not added to the 2 he has).
    const t = atFields('salt-and-pepper-3', ['angel'], []);
    gainCraft(t.g, t.p[0], 1);
    t.p[0].lives = 2;
    t.g.pool.life += 2;
    const pool = t.g.pool.life;
    t.land();
    expect(t.p[0].lives).toBe(5);
    expect(t.p[0].craftCounters).toBe(0);
    expect(t.g.pool.life).toBe(pool - 3);
  });

  it('does nothing when no card is here', () => {
    const t = atFields('salt-and-pepper-1', [], []);
    gainStrength(t.g, t.p[0], 2);
    t.g.adventureDeck.length = 0;
    t.g.adventureDiscard.length = 0;
    t.land();
    expect(t.p[0].strengthCounters).toBe(2);
    expect(actedCount(t)).toBe(0);
  });
});
