// The 19 Objects (reference 3.8): gold taken at once, Weapons, Armour, the Raft and the Water Bottle.
import { describe, expect, it } from 'vitest';
import { MOVE_MODES, playTurn } from '../../../src/engine/index.ts';
import { at, give, lay, makeGame } from '../../helpers.ts';
import { expectDiceUsed, landOn, script, whereIs } from './script.ts';

describe('Bag of Gold', () => {
  it('Bag of Gold gives 1G at once and is discarded', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'warrior', at: 'fields-2' }], dice: [], answer: script() });
    const bag = lay(g, 'fields-1', 'bag-of-gold');
    landOn(g, p[0], 'fields-1');
    expect(p[0].gold).toBe(2);
    expect(whereIs(g, bag)).toBe('discard');
  });
});

describe('Two Bags of Gold', () => {
  it('Two Bags of Gold give 2G at once and are discarded', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'warrior', at: 'fields-2' }], dice: [], answer: script() });
    const bags = lay(g, 'fields-1', 'two-bags-of-gold');
    landOn(g, p[0], 'fields-1');
    expect(p[0].gold).toBe(3);
    expect(whereIs(g, bags)).toBe('discard');
  });
});

describe('Sword', () => {
  it('Sword adds 1 Strength in battle', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [1, 2], answer: script({ more: (d) => (d.kind === 'take' ? 1 : undefined) }) });
    const sword = lay(g, 'fields-1', 'sword-card');
    landOn(g, p[0], 'fields-1');
    expect(p[0].objects).toEqual([sword]);
    const wolf = lay(g, 'fields-3', 'wolf');
    landOn(g, p[0], 'fields-3');
    expect(p[0].trophies).toEqual([wolf]);
    expectDiceUsed(g);
  });
});

describe('Axe', () => {
  it('Axe adds 1 Strength in battle', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [1, 2], answer: script() });
    give(g, p[0], 'axe-card');
    const wolf = lay(g, 'fields-1', 'wolf');
    landOn(g, p[0], 'fields-1');
    expect(p[0].trophies).toEqual([wolf]);
  });

  it('Axe lets its holder build a Raft in a Woods instead of moving', () => {
    const { g, p } = makeGame({
      heroes: [{ character: 'warrior', at: 'woods-1' }], dice: [],
      answer: script({ more: (d) => (d.kind === 'move-mode' ? MOVE_MODES.indexOf('build-raft') : undefined) }),
    });
    give(g, p[0], 'axe-card');
    playTurn(g, p[0]);
    expect(p[0].objects.map((c) => g.cardDef[c].id)).toEqual(['axe-card', 'raft']);
    expect(at(g, p[0])).toBe('woods-1');
    expectDiceUsed(g);
  });
});

/** The Thief with the Armour loses a battle to a Giant (4 vs 12), then rolls `save`. */
function armourRoll(id: string, save: number) {
  const t = makeGame({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [1, 6, save], answer: script() });
  give(t.g, t.p[0], id);
  lay(t.g, 'fields-1', 'giant');
  landOn(t.g, t.p[0], 'fields-1');
  expectDiceUsed(t.g);
  return t.p[0].lives;
}

describe('Armour', () => {
  it('Armour saves a life lost in battle on 4-6', () => {
    expect([armourRoll('armour-card', 3), armourRoll('armour-card', 4)]).toEqual([3, 4]);
  });
});

describe('Shield', () => {
  it('Shield saves a life lost in battle on 5-6', () => {
    expect([armourRoll('shield-card', 4), armourRoll('shield-card', 5)]).toEqual([3, 4]);
  });
});

describe('Helmet', () => {
  it('Helmet saves a life lost in battle on 6', () => {
    expect([armourRoll('helmet-card', 5), armourRoll('helmet-card', 6)]).toEqual([3, 4]);
  });
});

describe('Raft', () => {
  it('Raft carries its holder across the Storm River instead of moving, then is discarded', () => {
    const { g, p } = makeGame({
      heroes: [{ character: 'warrior', at: 'fields-1' }], dice: [],
      answer: script({ no: ['quest'], more: (d) => (d.kind === 'move-mode' ? MOVE_MODES.indexOf('raft') : undefined) }),
    });
    const raft = give(g, p[0], 'raft-card');
    playTurn(g, p[0]);
    expect(at(g, p[0])).toBe('warlocks-cave');
    expect(whereIs(g, raft)).toBe('discard');
    expectDiceUsed(g);
  });
});

describe('Water Bottle', () => {
  it('Water Bottle spares its holder the life lost in the Desert', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'warrior', at: 'oasis' }], dice: [], answer: script() });
    give(g, p[0], 'water-bottle-card');
    lay(g, 'desert-1', 'bag-of-gold');
    landOn(g, p[0], 'desert-1');
    expect(p[0].lives).toBe(5);
    expect(p[0].gold).toBe(2);
  });
});
