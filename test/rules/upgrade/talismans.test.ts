// Talisman Upgrade clauses 17-18 (src/rules/upgrade/talismans.ts): the Talisman cards shuffled into
// the Adventure deck, a Spell where the board gave a Talisman, and the Valley of Fire without one.
import { describe, expect, it } from 'vitest';
import { VISITS, countTrait, craft, discardCard, gainCard, playTurn, strength, traitBit } from '../../../src/engine/index.ts';
import { at, give, lay } from '../../helpers.ts';
import { expectAllDiceRolled, landOn, play } from '../../engine/fixtures.ts';
import { onlyParts } from './hero-parts.ts';

const TALISMAN = traitBit('talisman');

describe('Upgrade 17: all Talismans in the deck', () => {
  it('should shuffle the 4 Talisman cards into the Adventure deck before the first turn', () => {
    const { g } = play({ heroes: ['thief'], dice: [], rules: { upgrade: onlyParts({ talismanSpells: true }) } });
    expect(g.talismanStock).toEqual([]);
    expect(g.adventureDeck.filter((c) => g.cardDef[c].deck === 'talisman')).toHaveLength(4);
    expect(g.adventureDeck).toHaveLength(104 + 4);
  });

  // The Temple's 10 (reference M05) gives a Talisman in the base game.
  it('should give a Spell instead of a Talisman at the Temple', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'desert-2' }], dice: [5, 5], yes: { pray: true }, rules: { upgrade: onlyParts({ talismanSpells: true }) } });
    landOn(g, p[0], 'temple');
    expect(countTrait(p[0], TALISMAN)).toBe(0);
    expect(p[0].spells).toHaveLength(1);
    expectAllDiceRolled(g);
  });

  it('should give the Talisman in the base game (the control)', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'desert-2' }], dice: [5, 5], yes: { pray: true } });
    landOn(g, p[0], 'temple');
    expect(countTrait(p[0], TALISMAN)).toBe(1);
    expect(p[0].spells).toHaveLength(0);
  });

  // The Warlock's quest 5: deliver 3G (reference M01); completing it gives a Spell.
  it('should give a Spell for a completed Warlock\'s quest', () => {
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'desert-1' }], dice: [5], yes: { quest: true }, rules: { upgrade: onlyParts({ talismanSpells: true }) } });
    landOn(g, p[0], 'warlocks-cave');
    expect(p[0].quest).toBe(5);
    g.pool.gold -= 2;
    p[0].gold += 2;
    landOn(g, p[0], 'oasis');
    expect(p[0].quest).toBe(0);
    expect(p[0].spells).toHaveLength(1);
    expect(countTrait(p[0], TALISMAN)).toBe(0);
  });
});

/** p holds card c (taken out of its pile by the test). */
function give0(g: ReturnType<typeof play>['g'], p: ReturnType<typeof play>['p'][number], c: number): void {
  gainCard(g, p, c);
}

describe('Upgrade 17a: a discarded Talisman goes back into the deck', () => {
  // "All talismans are in the deck": a Talisman discarded (lost, destroyed for a Unified Effort) goes
  // to the Adventure discard pile, to come back into the deck, not beside the board.
  function discarded(talismanSpells: boolean) {
    const { g, p } = play({ heroes: ['thief'], dice: [], rules: { upgrade: onlyParts({ talismanSpells }) } });
    const talisman = [...g.adventureDeck, ...g.talismanStock].find((c) => g.cardDef[c].deck === 'talisman')!;
    const from = g.adventureDeck.includes(talisman) ? g.adventureDeck : g.talismanStock;
    from.splice(from.indexOf(talisman), 1);
    return { g, p, talisman };
  }

  it('should put it on the Adventure discard pile under the clause', () => {
    const { g, p, talisman } = discarded(true);
    give0(g, p[0], talisman);
    discardCard(g, p[0], talisman);
    expect(g.adventureDiscard).toContain(talisman);
    expect(g.talismanStock).not.toContain(talisman);
  });

  it('should put it beside the board in the base game (the control)', () => {
    const { g, p, talisman } = discarded(false);
    give0(g, p[0], talisman);
    discardCard(g, p[0], talisman);
    expect(g.talismanStock).toContain(talisman);
    expect(g.adventureDiscard).not.toContain(talisman);
  });

  // "Other methods of gaining a talisman from the deck include ... the Hermit": with none beside the
  // board, the Hermit offers the first Talisman in the Adventure deck.
  it('should have the Hermit give a Talisman from the deck', () => {
    const { g, p } = play({ heroes: [{ character: 'dwarf', at: 'plains-4' }], dice: [], yes: { 'take-talisman': true, 'optional-roll': false }, rules: { upgrade: onlyParts({ talismanSpells: true }) } });
    lay(g, 'crags', 'hermit');
    const inDeck = g.adventureDeck.filter((c) => (g.cardTraits[c] & TALISMAN) !== 0).length;
    landOn(g, p[0], 'crags');
    expect(countTrait(p[0], TALISMAN)).toBe(1);
    expect(g.adventureDeck.filter((c) => (g.cardTraits[c] & TALISMAN) !== 0)).toHaveLength(inDeck - 1);
  });
});

describe('Upgrade 18: the Valley of Fire without a Talisman', () => {
  // The Troll: Strength 6, Craft 1; the Chasm's roll of 3 costs him nothing (reference M15).
  it('should cost 1 Strength and 1 Craft and drop him into the Chasm', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'pits' }], dice: [3], answers: { inner: [0] }, rules: { upgrade: onlyParts({ valleyOfFire: true, capped: true }) } });
    p[0].inner.route = 1;
    p[0].inner.done = true;
    playTurn(g, p[0]);
    expect(at(g, p[0])).toBe('chasm');
    expect([strength(g, p[0]), craft(g, p[0]), p[0].lives]).toEqual([5, 0, 6]);
    expectAllDiceRolled(g);
  });

  it('should roll for his life in the Chasm as anyone landing there: a 1 costs one', () => {
    const { g, p } = play({ heroes: [{ character: 'troll', at: 'pits' }], dice: [1], answers: { inner: [0] }, rules: { upgrade: onlyParts({ valleyOfFire: true }) } });
    p[0].inner.route = 1;
    p[0].inner.done = true;
    playTurn(g, p[0]);
    expect(at(g, p[0])).toBe('chasm');
    expect(p[0].lives).toBe(5);
  });
});

describe('Upgrade 33: Talismans never turned into gold', () => {
  /** The Thief, holding a Talisman and a Sword, visits the City's Alchemist and would sell everything. */
  function alchemist(upgrade: boolean) {
    const rules = upgrade ? { upgrade: onlyParts({ talismansNotGold: true }) } : {};
    const { g, p } = play({ heroes: [{ character: 'thief', at: 'fields-1' }], dice: [], yes: { 'sell-object': true }, answers: { visit: [VISITS.indexOf('alchemist')] }, rules });
    const talisman = give(g, p[0], 'talisman');
    const sword = give(g, p[0], 'sword');
    const gold = p[0].gold;
    landOn(g, p[0], 'city');
    return { p: p[0], talisman, sword, sold: p[0].gold - gold };
  }

  it('should keep the Talisman at the Alchemist and sell the Sword', () => {
    const t = alchemist(true);
    expect(t.p.objects).toEqual([t.talisman]);
    expect(t.sold).toBe(1);
  });

  it('should sell both in the base game (the control)', () => {
    const t = alchemist(false);
    expect(t.p.objects).toEqual([]);
    expect(t.sold).toBe(2);
  });
});
