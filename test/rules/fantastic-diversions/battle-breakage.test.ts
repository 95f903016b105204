// Battle Breakage (battleBreakage: true, breakageLimits: true), clause by clause with pinned dice:
// the chances (a natural 1 in battle with Weapons, 2-3 under 2D6; a natural 1 on an Armour roll),
// the Breakage Roll (Object 1 on 1d6, Magic Object 2-3 on 2d6), the broken card set aside, repairs
// at the Blacksmith and the Enchantress, the limits, and broken cards of a dead character.
import { describe, expect, it } from 'vitest';
import { LOSE, WIN, enforceLimits, eventCount, eventCounts, fightCreature, killCharacter, run, setupCharacter, weaponBonus, type Game } from '../../../src/engine/index.ts';
import { characterIndex } from '../../../src/content/index.ts';
import { BREAKAGE_STATE, repairCost } from '../../../src/rules/fantastic-diversions/battle-breakage.ts';
import type { RuleOptions } from '../../../src/rules/options.ts';
import { give } from '../../helpers.ts';
import { diceLeft, landOn, play, setGold, visit } from '../../engine/fixtures.ts';

/** A Thief (or another) on the Fields with these cards, at the start of his turn. */
function hero(cards: string[], dice: number[], rules: Partial<RuleOptions> = {}, character = 'thief', answers: Record<string, number[]> = {}) {
  const t = play({ heroes: [{ character, at: 'fields-1' }], dice, rules: { battleBreakage: true, ...rules }, answers, yes: { repair: true } });
  const me = t.p[0];
  t.g.active = 0;
  const held = cards.map((c) => give(t.g, me, c));
  return { ...t, me, held, text: () => t.log.lines.join('\n') };
}

const creature = (g: Game, strength: number) => fightCreature(g, g.players[0], g.foe.reset(false, strength));

describe('Battle Breakage: the chances and the Breakage Roll', () => {
  it('should make the Weapon roll on a natural 1 in battle, and break an Object on a 1: unusable, kept aside', () => {
    // Thief 3 + Sword 1 + 1 = 5 against 1 + 3; the Sword's Breakage Roll is a 1.
    const t = hero(['sword'], [1, 3, 1]);
    expect(creature(t.g, 1)).toBe(WIN);
    expect(t.me.objects).toEqual([]);
    expect(t.g.inPlay).toEqual(t.held);
    expect(weaponBonus(t.g, t.me, null)).toBe(0);
    expect(diceLeft(t.g)).toBe(0);
    expect(t.text()).toMatch(/Battle Breakage: Thief\S* rolls 1 for the Sword: it breaks/);
  });

  it('should count a broken card against the carrying limit, and discard it first when over (2.2: kept for a later Object discard)', () => {
    // The Sword breaks (natural 1, Breakage Roll 1): 3 Objects carried and 1 broken make 4, the limit.
    const t = hero(['sword', 'axe', 'armour', 'helmet'], [1, 3, 1]);
    expect(creature(t.g, 1)).toBe(WIN);
    expect(BREAKAGE_STATE.of(t.g).kept[t.me.seat]).toBe(1);
    enforceLimits(t.g, t.me);
    expect(t.g.inPlay).toEqual([t.held[0]]);
    // A fifth card: over the limit, and the broken Sword goes, not a working card.
    const shield = give(t.g, t.me, 'shield');
    enforceLimits(t.g, t.me);
    expect(t.me.objects).toEqual([...t.held.slice(1), shield]);
    expect(t.g.inPlay).toEqual([]);
    expect(BREAKAGE_STATE.of(t.g).kept[t.me.seat]).toBe(0);
    expect(t.text()).toContain('discards the broken Sword (carrying limit)');
    expect(eventCount(t.me.events, 'battle-breakage.broken-over-limit')).toBe(1);
  });

  it('should keep the Object on any other Breakage Roll', () => {
    const t = hero(['sword'], [1, 3, 2]);
    creature(t.g, 1);
    expect(t.me.objects).toEqual(t.held);
    expect(diceLeft(t.g)).toBe(0);
  });

  it('should roll nothing on a natural 1 without a Weapon, nor on a 2 with one', () => {
    const bare = hero([], [1, 3, 1]);
    creature(bare.g, 1);
    expect(diceLeft(bare.g)).toBe(1);
    const armed = hero(['sword'], [2, 3, 1]);
    creature(armed.g, 1);
    expect(diceLeft(armed.g)).toBe(1);
  });

  it('should read 2 or 3 under 2D6 Combat (the kept dice), not 4', () => {
    const three = hero(['sword'], [1, 2, 3, 3, 1], { combat: '2d6' });
    creature(three.g, 1);
    expect(three.me.objects).toEqual([]);
    const four = hero(['sword'], [2, 2, 3, 3, 1], { combat: '2d6' });
    creature(four.g, 1);
    expect(diceLeft(four.g)).toBe(1);
  });

  it('should roll two dice for a Magic Object, breaking on 2 or 3 only', () => {
    const breaks = hero(['runesword'], [1, 3, 2, 1]);
    creature(breaks.g, 1);
    expect(breaks.me.objects).toEqual([]);
    const holds = hero(['runesword'], [1, 3, 2, 2]);
    creature(holds.g, 1);
    expect(holds.me.objects).toEqual(holds.held);
    expect(diceLeft(holds.g)).toBe(0);
  });

  it('should let the Warrior with two Weapons choose which one makes the roll', () => {
    // Warrior rolls 1, 1 (best 1): 4 + 2 + 1 = 7 against 1 + 3; he picks the Axe, which breaks on a 1.
    let axe = -1;
    const t = play({ heroes: [{ character: 'warrior', at: 'fields-1' }], dice: [1, 1, 3, 1], rules: { battleBreakage: true }, answer: (d) => (d.kind === 'drop' ? axe : undefined) });
    const sword = give(t.g, t.p[0], 'sword');
    axe = give(t.g, t.p[0], 'axe');
    expect(creature(t.g, 1)).toBe(WIN);
    expect(t.p[0].objects).toEqual([sword]);
    expect(t.g.inPlay).toEqual([axe]);
  });

  it('should make the Armour roll for breakage on a natural 1 when saving a life', () => {
    // Thief 3 + 1 against 10 + 6: lost; the Armour rolls a 1 (not saved) and breaks on a 1.
    const t = hero(['armour'], [1, 6, 1, 1]);
    expect(creature(t.g, 10)).toBe(LOSE);
    expect(t.me.lives).toBe(3);
    expect(t.me.objects).toEqual([]);
    expect(t.g.inPlay).toEqual(t.held);
  });
});

describe('Battle Breakage: repairs', () => {
  it('should price repairs as the document does: half the Purchase price rounded down, at least 1G; Magic Objects twice their equivalent, else 7G', () => {
    const t = hero(['shield', 'armour', 'helmet', 'runesword', 'holy-lance'], []);
    const [shield, armour, helmet, runesword, lance] = t.held;
    expect([shield, armour, helmet].map((c) => repairCost(t.g, c, false))).toEqual([1, 2, 1]);
    expect([runesword, lance].map((c) => repairCost(t.g, c, true))).toEqual([4, 7]);
    expect(repairCost(t.g, runesword, false)).toBe(-1); // only the Enchantress repairs Magic Objects
    expect(repairCost(t.g, shield, true)).toBe(-1);
  });

  it('should let the Blacksmith repair a broken Object for its price, then shop as usual', () => {
    const t = hero(['axe'], [1, 3, 1], {}, 'thief', { visit: [visit('blacksmith')], buy: [-1, -1] });
    creature(t.g, 1);
    expect(t.me.objects).toEqual([]);
    setGold(t.g, t.me, 3);
    landOn(t.g, t.me, 'village');
    expect(t.me.objects).toEqual(t.held);
    expect(t.me.gold).toBe(2);
    expect(t.g.inPlay).toEqual([]);
    expect(t.text()).toContain('Battle Breakage: the Blacksmith repairs the Axe for 1G');
  });

  it('should let the Enchantress repair a Magic Object instead of her roll, for its price and a missed turn', () => {
    const t = hero(['runesword'], [1, 3, 2, 1], {}, 'thief', { visit: [visit('enchantress')] });
    creature(t.g, 1);
    setGold(t.g, t.me, 5);
    landOn(t.g, t.me, 'city');
    expect(t.me.objects).toEqual(t.held);
    expect(t.me.gold).toBe(1);
    expect(t.me.missTurns).toBe(1);
    expect(diceLeft(t.g)).toBe(0); // no Enchantress roll
    expect(eventCounts(t.me.events)).toEqual({
      'battle-breakage.weapon-roll': 1, 'battle-breakage.magic-object-broken': 1, 'battle-breakage.weapon-broken': 1, 'battle-breakage.enchantress-repair': 1,
    });
  });

  it('under the limits, should discard a Weapon that breaks a second time', () => {
    const t = hero(['sword'], [1, 3, 1, 1, 3, 1], { breakageLimits: true }, 'thief', { visit: [visit('blacksmith')], buy: [-1, -1] });
    creature(t.g, 1);
    setGold(t.g, t.me, 3);
    landOn(t.g, t.me, 'village');
    expect(t.me.objects).toEqual(t.held);
    creature(t.g, 1);
    expect(t.me.objects).toEqual([]);
    expect(t.g.inPlay).toEqual([]);
    expect(t.g.purchaseStock).toContain(t.held[0]);
    expect(t.text()).toContain('repaired once already: discarded');
    expect(eventCount(t.me.events, 'battle-breakage.limit-repaired-once')).toBe(1);
    expect(BREAKAGE_STATE.of(t.g).kept[t.me.seat]).toBe(0);
  });

  it('under the limits with Graduated Armour, should stop the Armour rolls when an Armour breaks', () => {
    // Armour rolls 1 (fails) and breaks on a 1: the Helmet is not rolled.
    const t = hero(['armour', 'helmet'], [1, 6, 1, 1, 6], { breakageLimits: true, graduatedArmour: true });
    creature(t.g, 10);
    expect(t.me.lives).toBe(3);
    expect(diceLeft(t.g)).toBe(1);
    const free = hero(['armour', 'helmet'], [1, 6, 1, 1, 6], { graduatedArmour: true });
    creature(free.g, 10);
    expect(free.me.lives).toBe(4);
    expect(diceLeft(free.g)).toBe(0);
  });

  it('should discard a dead character\'s broken cards when his player\'s new character starts (not left on a space)', () => {
    const t = hero(['sword'], [1, 3, 1]);
    creature(t.g, 1);
    killCharacter(t.g, t.me, -1);
    expect(t.g.inPlay).toEqual(t.held);
    setupCharacter(t.g, t.me, characterIndex('troll'));
    run(t.g.rules.hooks.turnStart, t.g, t.me);
    expect(t.g.inPlay).toEqual([]);
    expect(t.g.purchaseStock).toContain(t.held[0]);
  });
});
