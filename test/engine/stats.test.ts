// A character's values and their stocks (src/engine/stats.ts), each at its boundary: the Spell
// table's every Craft, healing to exactly the life value, a stock with one counter left, a Toad's
// own counters, and the narrative line each change writes (issue 22: the file's mutation score).
import { describe, expect, it } from 'vitest';
import {
  craft, fateValue, followerHas, gainCraft, gainFate, gainGold, gainLife, gainStrength, giveGold, has, hasAbility, heal, lifeValue,
  loseCraft, loseLives, loseStrength, magicUsable, payGold, replenishFate, revertToad, spellLimit, spendFate, strength,
  turnIntoToad, ABILITY_INDEX,
} from '../../src/engine/index.ts';
import { give, makeGame } from '../helpers.ts';

/** The Warrior (Strength 4, Craft 2, life 5, fate 1): his Strength and Craft differ. */
function warrior(at = 'fields-1') {
  const t = makeGame({ heroes: [{ character: 'warrior', at }, { character: 'thief', at: 'fields-3' }], dice: [] });
  t.log.lines.length = 0;
  return { ...t, w: t.p[0] };
}

describe('Strength and Craft', () => {
  it('adds counters, Followers, the turn\'s bonus and Objects to the printed value', () => {
    const { g, w } = warrior();
    Object.assign(w, { strengthCounters: 1, followerStrength: 2, tempStrength: 4, objectStrength: 8 });
    Object.assign(w, { craftCounters: 1, followerCraft: 2, tempCraft: 4, objectCraft: 8 });
    expect([strength(g, w), craft(g, w)]).toEqual([4 + 15, 2 + 15]);
  });
  // Objects count nowhere in the Cursed Glade (p.5); Magic Objects neither there nor under Destroy Magic.
  it('drops Objects\' bonuses in the Cursed Glade, Magic Objects\' under Destroy Magic too', () => {
    const { g, w } = warrior('cursed-glade');
    Object.assign(w, { objectStrength: 1, magicStrength: 2, objectCraft: 1, magicCraft: 2 });
    expect([strength(g, w), craft(g, w), magicUsable(g, w)]).toEqual([4, 2, false]);
    w.space = g.space('fields-1');
    expect([strength(g, w), craft(g, w), magicUsable(g, w)]).toEqual([7, 5, true]);
    g.noMagicCaster = 1;
    expect([strength(g, w), craft(g, w), magicUsable(g, w)]).toEqual([5, 3, false]);
    g.noMagicCaster = 0;
    expect(magicUsable(g, w)).toBe(false);
  });
  // A Toad has Strength and Craft 1 plus the counters gained as a Toad (p.16).
  it('makes a Toad 1 and 1 with his own counters, returned to the stock when he reverts', () => {
    const { g, w, log } = warrior();
    w.strengthCounters = 2;
    turnIntoToad(g, w);
    expect([w.toadTurns, w.toadFrom, strength(g, w), craft(g, w)]).toEqual([3, g.turn, 1, 1]);
    gainStrength(g, w, 2);
    gainCraft(g, w, 1);
    expect([strength(g, w), craft(g, w), w.strengthCounters, w.craftCounters]).toEqual([3, 2, 2, 0]);
    loseStrength(g, w, 5);
    expect([strength(g, w), w.strengthCounters, g.pool.strength]).toEqual([1, 2, 72]);
    gainStrength(g, w, 1);
    revertToad(g, w);
    expect([w.toadTurns, w.toadStrength, w.toadCraft, g.pool.strength, g.pool.craft]).toEqual([0, 0, 0, 72, 72]);
    expect([strength(g, w), craft(g, w)]).toEqual([6, 2]);
    expect(log.lines).toContain('  Warrior#0 is turned into a Toad');
    expect(log.lines).toContain('  Warrior#0 is no longer a Toad');
  });
});

describe('abilities by source', () => {
  const TWO = ABILITY_INDEX['two-weapons'];
  it('gives the character\'s own abilities, but not to a Toad', () => {
    const { g, w } = warrior();
    expect([has(g, w, 'two-weapons'), hasAbility(g, w, TWO), has(g, w, 'steal')]).toEqual([true, true, false]);
    w.toadTurns = 1;
    expect(has(g, w, 'two-weapons')).toBe(false);
  });
  // An Object's ability stops in the Cursed Glade, a Magic Object's there and under Destroy Magic;
  // a Follower's (the Mule) goes on in both.
  it('gives an Object\'s ability outside the Cursed Glade, a Magic Object\'s while Magic is usable, a Follower\'s always', () => {
    const { g, w } = warrior();
    give(g, w, 'water-bottle');
    give(g, w, 'mule');
    give(g, w, 'amulet');
    const abilities = (): boolean[] => [has(g, w, 'desert-immune'), has(g, w, 'extra-objects'), has(g, w, 'no-spells')];
    expect(abilities()).toEqual([true, true, true]);
    w.space = g.space('cursed-glade');
    expect(abilities()).toEqual([false, true, false]);
    w.space = g.space('fields-1');
    g.noMagicCaster = 1;
    expect(abilities()).toEqual([true, true, false]);
    w.toadTurns = 1;
    expect(abilities()).toEqual([true, true, false]);
  });
});

describe('the Spell limit (rulebook p.13)', () => {
  it.each([[-1, 0], [0, 0], [1, 1], [2, 2], [3, 2], [4, 3], [9, 3]])('gives the Warrior (Craft 2) with %i Craft more %i Spells', (more, limit) => {
    const { g, w } = warrior();
    w.craftCounters = more;
    expect(spellLimit(g, w)).toBe(limit);
  });
});

describe('lives, fate and gold against their stocks', () => {
  it('heals to the life value exactly, never above, and says so', () => {
    const { g, w, log } = warrior();
    w.lives = 2;
    expect(heal(g, w, 2)).toBe(2);
    expect([w.lives, g.pool.life]).toEqual([4, 72 - 5 - 4 - 2]);
    expect(heal(g, w, 5)).toBe(1);
    expect(heal(g, w, 1)).toBe(0);
    expect([w.lives, lifeValue(w)]).toEqual([5, 5]);
    expect(log.lines).toEqual(['  Warrior#0 heals 2 (lives 4)', '  Warrior#0 heals 1 (lives 5)']);
  });
  it('heals no more than the stock holds', () => {
    const { g, w } = warrior();
    w.lives = 1;
    g.pool.life = 1;
    expect(heal(g, w, 3)).toBe(1);
    expect([w.lives, g.pool.life]).toEqual([2, 0]);
  });
  it('gains lives above the life value, up to the stock', () => {
    const { g, w, log } = warrior();
    g.pool.life = 2;
    gainLife(g, w, 3);
    expect([w.lives, g.pool.life]).toEqual([7, 0]);
    gainLife(g, w, 1);
    expect(log.lines).toEqual(['  Warrior#0 gains 2 life (lives 7)']);
  });
  it('loses lives down to none, returns them to the stock, and dies at none', () => {
    const { g, w, log } = warrior();
    const pool = g.pool.life;
    loseLives(g, w, 4);
    expect([w.lives, w.alive, g.pool.life]).toEqual([1, true, pool + 4]);
    loseLives(g, w, 3);
    expect([w.lives, w.alive, g.pool.life]).toEqual([0, false, pool + 5]);
    expect(log.lines.slice(0, 2)).toEqual(['  Warrior#0 loses 4 life (lives 1)', '  Warrior#0 loses 1 life (lives 0)']);
  });
  it('replenishes fate to the fate value, not above, and gains it above', () => {
    const { g, w, log } = warrior();
    const pool = g.pool.fate;
    spendFate(g, w);
    expect([w.fate, g.pool.fate]).toEqual([0, pool + 1]);
    replenishFate(g, w, 3);
    expect([w.fate, g.pool.fate, fateValue(w)]).toEqual([1, pool, 1]);
    replenishFate(g, w, 1);
    expect(w.fate).toBe(1);
    gainFate(g, w, 2);
    expect([w.fate, g.pool.fate]).toEqual([3, pool - 2]);
    g.pool.fate = 1;
    gainFate(g, w, 2);
    expect([w.fate, g.pool.fate]).toEqual([4, 0]);
    w.fate = 0;
    replenishFate(g, w, 1);
    expect(w.fate).toBe(0);
    expect(log.lines).toEqual(['  Warrior#0 replenishes 1 fate', '  Warrior#0 gains 2 fate', '  Warrior#0 gains 1 fate']);
  });
  it('gains gold up to the stock, pays and gives only what it has', () => {
    const { g, w, p, log } = warrior();
    w.gold = 0;
    g.pool.gold = 3;
    gainGold(g, w, 5);
    expect([w.gold, g.pool.gold]).toEqual([3, 0]);
    payGold(g, w, 1);
    expect([w.gold, g.pool.gold]).toEqual([2, 1]);
    payGold(g, w, 5);
    expect([w.gold, g.pool.gold]).toEqual([0, 3]);
    w.gold = 2;
    const thief = p[1].gold;
    giveGold(g, w, p[1], 3);
    expect([w.gold, p[1].gold]).toEqual([0, thief + 2]);
    giveGold(g, w, p[1], 1);
    payGold(g, w, 1);
    gainGold(g, w, 0);
    expect(log.lines).toEqual(['  Warrior#0 gains 3G', '  Warrior#0 pays 1G', '  Warrior#0 pays 2G', '  Thief#1 takes 2G from Warrior#0']);
  });
  it('takes Strength and Craft counters from the stock, and loses only those it has', () => {
    const { g, w, log } = warrior();
    g.pool.strength = 1;
    gainStrength(g, w, 2);
    expect([w.strengthCounters, g.pool.strength]).toEqual([1, 0]);
    loseStrength(g, w, 3);
    expect([w.strengthCounters, g.pool.strength, strength(g, w)]).toEqual([0, 1, 4]);
    gainCraft(g, w, 2);
    loseCraft(g, w, 1);
    expect([w.craftCounters, g.pool.craft]).toEqual([1, 71]);
    expect(log.lines).toEqual(['  Warrior#0 gains 1 Strength', '  Warrior#0 loses 1 Strength', '  Warrior#0 gains 2 Craft', '  Warrior#0 loses 1 Craft']);
  });
  // "If his Craft drops, he must discard Spells down to the new limit" (p.13): Craft 4 (2 Spells) to 3 (1).
  it('discards Spells above the new limit when Craft is lost', () => {
    const { g, w } = warrior();
    gainCraft(g, w, 2);
    give(g, w, 'healing');
    give(g, w, 'teleport');
    loseCraft(g, w, 1);
    expect(w.spells.length).toBe(1);
    loseCraft(g, w, 5);
    expect(w.spells.length).toBe(0);
  });
  // Nothing gained or lost writes no line; a life lost with no killer counts no kill.
  it('logs nothing when nothing changes, and credits no kill without a killer', () => {
    const { g, w, p, log } = warrior();
    g.pool.strength = 0;
    g.pool.fate = 0;
    gainStrength(g, w, 1);
    loseStrength(g, w, 1);
    gainFate(g, w, 1);
    loseLives(g, w, 0);
    expect(log.lines).toEqual([]);
    loseLives(g, w, 5);
    expect([w.alive, p[1].kills, p[0].kills]).toEqual([false, 0, 0]);
  });
  // A Toad loses only the counters gained as a Toad: 1, not his own 2.
  it('takes a Toad\'s Strength from his Toad counters, not his own', () => {
    const { g, w } = warrior();
    w.strengthCounters = 2;
    g.pool.strength -= 2;
    turnIntoToad(g, w);
    gainStrength(g, w, 1);
    loseStrength(g, w, 5);
    expect([w.toadStrength, w.strengthCounters, g.pool.strength]).toEqual([0, 2, 70]);
  });
  // Spells are discarded only when Craft is actually lost, and not by a character being killed.
  it('discards no Spell when no Craft is lost, nor at no lives', () => {
    const { g, w } = warrior();
    give(g, w, 'healing');
    loseCraft(g, w, 1);
    expect(w.spells.length).toBe(1);
    gainCraft(g, w, 1);
    w.lives = 0;
    loseCraft(g, w, 1);
    expect(w.spells.length).toBe(1);
  });
});

describe('a Follower\'s abilities', () => {
  it('are known by source: the Mule\'s extra Objects, not the Warrior\'s two Weapons', () => {
    const { g, w } = warrior();
    give(g, w, 'mule');
    expect([followerHas(w, ABILITY_INDEX['extra-objects']), followerHas(w, ABILITY_INDEX['two-weapons'])]).toEqual([true, false]);
  });
});
