// Talisman Upgrade clauses 19, 35 (dropped items) and 42 (src/rules/upgrade/treasure.ts, dropped.ts,
// dragon-fire.ts): Enemies wielding the Weapons they guard, a dropped item kept only where an Enemy
// or a character is, and a dragon's breath as a Craft combat before the battle.
import { describe, expect, it } from 'vitest';
import { ditch } from '../../../src/engine/index.ts';
import { breathFire } from '../../../src/rules/upgrade/dragon-fire.ts';
import { give, lay } from '../../helpers.ts';
import { expectAllDiceRolled, landOn, play } from '../../engine/fixtures.ts';
import { onlyParts } from './hero-parts.ts';

const ARMED = { upgrade: onlyParts({ armedEnemies: true }) };

describe('Upgrade 19: Weapons in an Enemy\'s treasure', () => {
  // The Thief, Strength 3, rolls 3; the Goblin, Strength 2, rolls 3.
  it('should make a Goblin lying with a Sword fight at Strength 3: a stand-off', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [3, 3], rules: ARMED });
    const goblin = lay(g, 'fields-1', 'goblin');
    lay(g, 'fields-1', 'sword');
    landOn(g, p[0], 'fields-1');
    expect(g.spaceCards[g.space('fields-1')]).toContain(goblin);
    expect(p[0].trophies).toEqual([]);
    expectAllDiceRolled(g);
  });

  it('should leave the Goblin at Strength 2 in the base game: the Thief wins (the control)', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [3, 3] });
    const goblin = lay(g, 'fields-1', 'goblin');
    lay(g, 'fields-1', 'sword');
    landOn(g, p[0], 'fields-1');
    expect(p[0].trophies).toEqual([goblin]);
  });

  it('should not arm an Animal ("unless the enemy is a dragon or animal"): the Thief beats the Wolf', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [3, 3], rules: ARMED });
    const wolf = lay(g, 'fields-1', 'wolf');
    lay(g, 'fields-1', 'sword');
    landOn(g, p[0], 'fields-1');
    expect(p[0].trophies).toEqual([wolf]);
  });
});

describe('Upgrade 35: items dropped on the board', () => {
  const GUARDED = { upgrade: onlyParts({ guardedItems: true }) };

  it('should discard an item dropped where no Enemy or character is', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'fields-1' }], dice: [], rules: GUARDED });
    const sword = give(g, p[0], 'sword');
    ditch(g, p[0], sword);
    expect(g.spaceCards[g.space('fields-1')]).not.toContain(sword);
    expect(g.adventureDiscard.includes(sword) || g.purchaseStock.includes(sword)).toBe(true);
  });

  it('should leave it on the space for the Enemy there to guard', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'fields-1' }], dice: [], rules: GUARDED });
    lay(g, 'fields-1', 'goblin');
    const sword = give(g, p[0], 'sword');
    ditch(g, p[0], sword);
    expect(g.spaceCards[g.space('fields-1')]).toContain(sword);
  });

  it('should leave it on the space when another character is there', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'fields-1' }, { character: 'troll', at: 'fields-1' }], dice: [], rules: GUARDED });
    const sword = give(g, p[0], 'sword');
    ditch(g, p[0], sword);
    expect(g.spaceCards[g.space('fields-1')]).toContain(sword);
  });
});

describe('Upgrade 42: dragons\' fire', () => {
  const FIRE = { upgrade: onlyParts({ dragonFire: true }) };

  // The Thief: Craft 3, 4 lives. Breath 3 (not below 3) burns; then he rolls 6 against the Dragon's 1: 9 to 8.
  it('should burn a character who does not roll below his Craft, before the battle', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [3, 6, 1], rules: FIRE });
    const dragon = lay(g, 'fields-1', 'dragon');
    landOn(g, p[0], 'fields-1');
    expect(p[0].lives).toBe(3);
    expect(p[0].trophies).toEqual([dragon]);
    expectAllDiceRolled(g);
  });

  it('should spare one who rolls below it', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [2, 6, 1], rules: FIRE });
    lay(g, 'fields-1', 'dragon');
    landOn(g, p[0], 'fields-1');
    expect(p[0].lives).toBe(4);
  });

  it('should breathe only once for two Dragons ("only lose 1 life to dragon\'s breath")', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [6, 1, 1], rules: FIRE });
    lay(g, 'fields-1', 'dragon');
    lay(g, 'fields-1', 'dragon');
    landOn(g, p[0], 'fields-1');
    // Burnt (3 lives), then 3 + 1 against 14 + 1: beaten (2 lives).
    expect(p[0].lives).toBe(2);
    expectAllDiceRolled(g);
  });

  it('should leave the Adventure deck\'s Dragons without breath under upgrade: true\'s default', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [6, 1], rules: { upgrade: onlyParts({}) } });
    lay(g, 'fields-1', 'dragon');
    landOn(g, p[0], 'fields-1');
    expect(p[0].lives).toBe(4);
    expectAllDiceRolled(g);
  });

  it('should roll two dice on the Crown of Command (breathFire for the finale): 1 + 1 spares, 2 + 1 burns', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [1, 1, 2, 1], rules: FIRE });
    expect(breathFire(g, p[0], 2)).toBe(false);
    expect(breathFire(g, p[0], 2)).toBe(true);
    expect(p[0].lives).toBe(3);
  });
});

describe('Upgrade 7: Spirits fight as one ("enemy cards will always combine their strengths & crafts")', () => {
  /** The Thief (Craft 3) lands on the Fields where a Lemure (Craft 1) and a Shadow (Craft 2) lie. */
  function spirits(dice: number[], rules: object) {
    const t = play({ heroes: [{ character: 'thief', at: 'fields-2' }], dice, rules });
    const cards = [lay(t.g, 'fields-1', 'lemure'), lay(t.g, 'fields-1', 'shadow')];
    landOn(t.g, t.p[0], 'fields-1');
    return { ...t, cards };
  }
  const AS_ONE = { upgrade: onlyParts({ spiritsAsOne: true }) };

  // One psychic combat: 3 + 5 against 1 + 2 + 1; both Spirits are his trophies.
  it('should fight both in one psychic combat, adding their Craft', () => {
    const { g, p, cards } = spirits([5, 1], AS_ONE);
    expect([...p[0].trophies].sort()).toEqual([...cards].sort());
    expectAllDiceRolled(g);
  });

  // 3 + 1 against 3 + 2: beaten, a life lost; both Spirits stay.
  it('should lose to their combined Craft where he would beat the Lemure alone', () => {
    const { g, p, cards } = spirits([1, 2], AS_ONE);
    expect(p[0].lives).toBe(3);
    expect(g.spaceCards[g.space('fields-1')]).toEqual(expect.arrayContaining(cards));
    expectAllDiceRolled(g);
  });

  it('should fight them one by one in the base game (the control: two psychic combats, four dice)', () => {
    const { g, p, cards } = spirits([5, 1, 5, 1], {});
    expect([...p[0].trophies].sort()).toEqual([...cards].sort());
    expectAllDiceRolled(g);
  });
});
