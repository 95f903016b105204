// The 13 Followers (reference 3.2 and 3.6): the forced Hag and Poltergeist, the Alchemist, the
// Mercenary who must be paid, and the Followers whose effects are numbers or abilities.
import { describe, expect, it } from 'vitest';
import {
  canHave, craft, has, loseLives, objectLimit, playTurn, strength,
} from '../../../src/engine/index.ts';
import { at, give, lay, makeGame, takeCard } from '../../helpers.ts';
import { expectDiceUsed, landOn, script, whereIs } from './script.ts';

describe('Cursed by a Hag', () => {
  it('Hag must be taken, discards the other Followers and keeps new ones away', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'warrior', at: 'fields-2' }], dice: [], answer: script() });
    const maiden = give(g, p[0], 'maiden');
    const hag = lay(g, 'fields-1', 'hag');
    landOn(g, p[0], 'fields-1');
    expect(p[0].followers).toEqual([hag]);
    expect(whereIs(g, maiden)).toBe('discard');
    expect(canHave(g, p[0], takeCard(g, 'unicorn'))).toBe(false);
  });
});

describe('Poltergeist', () => {
  it('Poltergeist must be taken and lets its holder move only one space a turn', () => {
    const { g, p } = makeGame({
      heroes: [{ character: 'warrior', at: 'fields-2' }], dice: [],
      answer: script({ more: (d) => (d.kind === 'move' ? g.space('plains-2') : undefined), no: ['optional-roll'] }),
    });
    const polt = lay(g, 'fields-1', 'poltergeist');
    landOn(g, p[0], 'fields-1');
    expect(p[0].followers).toEqual([polt]);
    p[0].space = g.space('tavern');
    g.spaceCards[g.space('plains-2')].push(takeCard(g, 'bag-of-gold'));
    g.turnOver = false;
    playTurn(g, p[0]);
    expect(at(g, p[0])).toBe('plains-2');
    expectDiceUsed(g);
  });

  it('Poltergeist leaves when its holder crosses the Storm River', () => {
    // He prays at the Temple (reference M05: no choice): 4 + 4 is a Spell.
    const { g, p } = makeGame({ heroes: [{ character: 'warrior', at: 'tavern' }], dice: [4, 4], answer: script() });
    const polt = give(g, p[0], 'poltergeist');
    p[0].pendingMove = 1;
    p[0].pendingTarget = g.space('temple');
    playTurn(g, p[0]);
    expect(at(g, p[0])).toBe('temple');
    expect(p[0].followers).toEqual([]);
    expect(whereIs(g, polt)).toBe('discard');
  });
});

describe('Alchemist', () => {
  it('Alchemist turns Objects into 1G each at the start of the turn', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'warrior', at: 'fields-2' }], dice: [], answer: script({ yes: ['sell-object'] }) });
    give(g, p[0], 'alchemist-follower');
    const sword = give(g, p[0], 'sword-card');
    const axe = give(g, p[0], 'axe-card');
    p[0].missTurns = 1;
    playTurn(g, p[0]);
    expect(p[0].gold).toBe(3);
    expect(p[0].objects).toEqual([]);
    expect([whereIs(g, sword), whereIs(g, axe)]).toEqual(['discard', 'discard']);
  });
});

describe('Gnome', () => {
  it('Gnome makes the roll in the Crags optional and lets its holder evade in the Hills', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'warrior', at: 'plains-4' }], dice: [], answer: script({ no: ['optional-roll'] }) });
    give(g, p[0], 'gnome');
    landOn(g, p[0], 'crags');
    expect(p[0].lives).toBe(5);
    expect(p[0].missTurns).toBe(0);
    expect(has(g, p[0], 'evade-in-hills')).toBe(true);
    expect(has(g, p[0], 'portal-craft-one-die')).toBe(true);
    expect(has(g, p[0], 'mines-two-dice')).toBe(true);
    expectDiceUsed(g);
  });
});

describe('Guide', () => {
  it('Guide makes the roll in the Forest optional (and in the Crags and Chasm)', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'warrior', at: 'plains-3' }], dice: [], answer: script({ no: ['optional-roll'] }) });
    give(g, p[0], 'guide');
    landOn(g, p[0], 'forest');
    expect(p[0].missTurns).toBe(0);
    expect(has(g, p[0], 'optional-roll-crags') && has(g, p[0], 'optional-roll-chasm')).toBe(true);
    expectDiceUsed(g);
  });
});

describe('Maiden', () => {
  it('Maiden adds 2 Craft', () => {
    const { g, p } = makeGame({ heroes: ['warrior'], dice: [] });
    give(g, p[0], 'maiden');
    expect(craft(g, p[0])).toBe(4);
  });
});

describe('Mercenary', () => {
  it('Mercenary joins a character who pays him 1G', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [], answer: script({ yes: ['hire-mercenary'], more: (d) => (d.kind === 'take' ? 1 : undefined) }) });
    const merc = lay(g, 'fields-1', 'mercenary');
    landOn(g, p[0], 'fields-1');
    expect(p[0].followers).toEqual([merc]);
    expect(p[0].gold).toBe(0);
  });

  it('Mercenary waits on his space for a character who cannot or will not pay', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [], answer: script({ no: ['hire-mercenary'], more: (d) => (d.kind === 'take' ? 1 : undefined) }) });
    const merc = lay(g, 'fields-1', 'mercenary');
    landOn(g, p[0], 'fields-1');
    expect(whereIs(g, merc)).toBe('fields-1');
    expect(p[0].gold).toBe(1);
  });

  it('Mercenary adds 3 Strength to a battle for 1G', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [2, 1], answer: script({ yes: ['pay-mercenary'] }) });
    give(g, p[0], 'mercenary');
    const giant = lay(g, 'fields-1', 'giant');
    landOn(g, p[0], 'fields-1');
    expect(p[0].trophies).toEqual([giant]);
    expect(p[0].gold).toBe(0);
    expectDiceUsed(g);
  });
});

describe('Mercenary, in battle only (issue 12, item 13)', () => {
  // Reference 3.4: "pay 1G (max once per turn) for +3 Str in battle until end of turn".
  it('Mercenary\'s +3 counts in every battle of the turn, but is no Strength outside battle', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [2, 1, 1, 1], answer: script({ yes: ['pay-mercenary'] }) });
    give(g, p[0], 'mercenary');
    const giant = lay(g, 'fields-1', 'giant');
    const ogre = lay(g, 'fields-3', 'ogre');
    landOn(g, p[0], 'fields-1');
    expect(strength(g, p[0])).toBe(3);
    landOn(g, p[0], 'fields-3'); // 3 + 3 + 1 against the Ogre's 5 + 1, the Mercenary not paid again
    expect(p[0].trophies).toEqual([giant, ogre]);
    expect(p[0].gold).toBe(0);
    expectDiceUsed(g);
  });
});

describe('Mule', () => {
  it('Mule lets its holder carry 8 Objects', () => {
    const { g, p } = makeGame({ heroes: ['warrior'], dice: [], answer: (d) => { if (d.kind === 'drop') throw new Error('asked to drop'); return undefined; } });
    give(g, p[0], 'mule-follower');
    for (const id of ['sword-card', 'sword-card', 'axe-card', 'armour-card', 'shield-card', 'helmet-card']) give(g, p[0], id);
    expect(p[0].objects.length).toBe(6);
    expect(objectLimit(g, p[0])).toBe(8);
  });
});

describe('Pixie', () => {
  it('Pixie lets its holder evade creatures in the Woods', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'warrior', at: 'plains-1' }], dice: [], answer: script({ more: (d) => (d.kind === 'evade' ? 1 : undefined) }) });
    give(g, p[0], 'pixie');
    const wolf = lay(g, 'woods-1', 'wolf');
    landOn(g, p[0], 'woods-1');
    expect(whereIs(g, wolf)).toBe('woods-1');
    expect(p[0].lives).toBe(5);
    expect(has(g, p[0], 'optional-roll-forest')).toBe(true);
    expectDiceUsed(g);
  });
});

describe('Prince', () => {
  it('Prince heals 2 lives free at the Castle', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'warrior', at: 'runes-1' }], dice: [], answer: script({ no: ['sell-follower', 'pay-to-heal'] }) });
    give(g, p[0], 'prince');
    loseLives(g, p[0], 3);
    landOn(g, p[0], 'castle');
    expect(p[0].lives).toBe(4);
    expect(p[0].gold).toBe(1);
  });
});

describe('Princess', () => {
  it('Princess may be exchanged at the Castle for 3G', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'warrior', at: 'runes-1' }], dice: [], answer: script({ yes: ['sell-follower'] }) });
    const princess = give(g, p[0], 'princess');
    landOn(g, p[0], 'castle');
    expect(p[0].gold).toBe(4);
    expect(whereIs(g, princess)).toBe('discard');
  });
});

describe('Unicorn', () => {
  it('Unicorn adds 1 Strength and 1 Craft', () => {
    const { g, p } = makeGame({ heroes: ['warrior'], dice: [] });
    give(g, p[0], 'unicorn');
    expect([strength(g, p[0]), craft(g, p[0])]).toEqual([5, 3]);
  });
});
