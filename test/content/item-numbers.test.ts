// Every number on an Object, Magic Object, Follower and Purchase card, and every price, pinned on its
// boundary (issue 22): Strength and Craft bonuses exactly, a Weapon's bonus by the fight it turns
// from a tie into a win, an Armour's save by the die that saves against the one that does not, a
// price by the gold that buys against one gold less. The cases are generated from the content's data
// and that data is checked against numbers typed from /work/shared/reference/talisman-r4e-content.md.
import { describe, expect, it } from 'vitest';
import { ADVENTURE_CARDS } from '../../src/content/adventure-cards.ts';
import { PURCHASE_CARDS } from '../../src/content/purchase-cards.ts';
import { BLACKSMITH_PRICES, MARKET_PRICES, type Prices } from '../../src/content/shop.ts';
import { VISITS, craft, strength, type CardDef } from '../../src/engine/index.ts';
import { give, lay, makeGame, stackDeck } from '../helpers.ts';
import { expectDiceUsed, landOn, script } from './adventure/script.ts';
import { OUTCOMES, fighter } from './fight-boundary.ts';

const CARDS: readonly CardDef[] = [...ADVENTURE_CARDS, ...PURCHASE_CARDS];
const card = (id: string): CardDef => CARDS.find((c) => c.id === id)!;

/** Strength and Craft while held, typed from reference 3.6-3.7. */
const STATS: Record<string, [number, number]> = {
  maiden: [0, 2], unicorn: [1, 1], 'holy-grail': [0, 1], 'magic-belt': [1, 0], ring: [1, 1], 'solomons-crown': [0, 2],
};
/** Battle bonus of each Weapon, typed from reference 3.7, 3.8 and 5 (the Holy Lance's +3 is against Dragons). */
const WEAPONS: Record<string, number> = { 'holy-lance': 1, runesword: 1, 'sword-card': 1, 'axe-card': 1, axe: 1, sword: 1 };
/** Lowest die that saves, typed from reference 3.8 and 5. */
const ARMOUR: Record<string, number> = { 'armour-card': 4, 'shield-card': 5, 'helmet-card': 6, armour: 4, shield: 5, helmet: 6 };
/** Gold taken at once, typed from reference 3.8. */
const GOLD: Record<string, number> = { 'bag-of-gold': 1, 'two-bags-of-gold': 2 };
/** Prices typed from reference 5 (Village Blacksmith; Market and Market Day). */
const BLACKSMITH: Record<string, number> = { armour: 4, axe: 3, helmet: 2, shield: 3, sword: 2 };
const MARKET: Record<string, number> = { helmet: 1, mule: 2, raft: 3, shield: 2, sword: 1, 'water-bottle': 1 };

describe('the content\'s numbers are the reference\'s', () => {
  it('Strength and Craft bonuses: every card with one is typed, with the same numbers', () => {
    const withStats = CARDS.filter((c) => c.kind !== 'enemy' && (c.strength || c.craft));
    expect(Object.fromEntries(withStats.map((c) => [c.id, [c.strength ?? 0, c.craft ?? 0]]))).toEqual(STATS);
  });
  it('Weapon bonuses, Armour saves and gold', () => {
    expect(Object.fromEntries(CARDS.filter((c) => c.battleStrength).map((c) => [c.id, c.battleStrength]))).toEqual(WEAPONS);
    expect(Object.fromEntries(CARDS.filter((c) => c.armourSave).map((c) => [c.id, c.armourSave]))).toEqual(ARMOUR);
    expect(Object.fromEntries(CARDS.filter((c) => c.gold).map((c) => [c.id, c.gold]))).toEqual(GOLD);
  });
  it('prices at the Blacksmith and at the Market', () => {
    expect(BLACKSMITH_PRICES).toEqual(BLACKSMITH);
    expect(MARKET_PRICES).toEqual(MARKET);
  });
});

describe('Strength and Craft while held', () => {
  // The Elf (Strength 3, Craft 4, good: he may hold the Holy Grail) holds each card.
  it.each(CARDS.filter((c) => c.kind !== 'enemy' && (c.strength || c.craft)).map((c) => [c.id, c.strength ?? 0, c.craft ?? 0] as const))(
    '%s gives %i Strength and %i Craft', (id, str, cr) => {
      const { g, p } = makeGame({ heroes: [{ character: 'elf', at: 'fields-2' }], dice: [], answer: script() });
      give(g, p[0], id);
      expect([strength(g, p[0]), craft(g, p[0])]).toEqual([3 + str, 4 + cr]);
    });
});

describe('Weapons: the bonus turns the fight against an Ogre (Strength 5) into a loss by one, a tie or a win by one', () => {
  const cases = CARDS.filter((c) => c.battleStrength).flatMap((c) => OUTCOMES.map((o) => [c.id, c.battleStrength!, o] as const));
  it.each(cases)('%s (+%i): %s', (id, bonus, outcome) => {
    const f = fighter(5 - bonus, false);
    const { g, p } = makeGame({ heroes: [{ character: f.hero, at: 'fields-2' }], dice: [f.mine(outcome), f.its], answer: script() });
    give(g, p[0], id);
    const ogre = lay(g, 'fields-1', 'ogre');
    const lives = p[0].lives;
    landOn(g, p[0], 'fields-1');
    expectDiceUsed(g);
    expect(p[0].trophies).toEqual(outcome === 'win' ? [ogre] : []);
    if (outcome !== 'win') expect(p[0].lives).toBe(outcome === 'lose' ? lives - 1 : lives);
  });

  it.each(OUTCOMES)('the Holy Lance counts +3 against a Dragon (Strength 7): %s', (outcome) => {
    const f = fighter(7 - 3, false);
    const { g, p } = makeGame({ heroes: [{ character: f.hero, at: 'fields-2' }], dice: [f.mine(outcome), f.its], answer: script() });
    give(g, p[0], 'holy-lance');
    const dragon = lay(g, 'fields-1', 'dragon');
    landOn(g, p[0], 'fields-1');
    expectDiceUsed(g);
    expect(p[0].trophies).toEqual(outcome === 'win' ? [dragon] : []);
  });
});

describe('Armour: after a battle lost by one to an Ogre, the lowest saving die saves and one below does not', () => {
  const cases = CARDS.filter((c) => c.armourSave).flatMap((c) => [[c.id, c.armourSave!, true], [c.id, c.armourSave! - 1, false]] as const);
  it.each(cases)('%s, Armour die %i: saved %s', (id, die, saved) => {
    const f = fighter(5, false);
    const { g, p } = makeGame({ heroes: [{ character: f.hero, at: 'fields-2' }], dice: [f.mine('lose'), f.its, die], answer: script() });
    give(g, p[0], id);
    lay(g, 'fields-1', 'ogre');
    const lives = p[0].lives;
    landOn(g, p[0], 'fields-1');
    expectDiceUsed(g);
    expect(p[0].lives).toBe(saved ? lives : lives - 1);
  });
});

describe('gold cards', () => {
  it.each(CARDS.filter((c) => c.gold).map((c) => [c.id, c.gold!] as const))('%s gives %i gold', (id, gold) => {
    const { g, p } = makeGame({ heroes: [{ character: 'warrior', at: 'fields-2' }], dice: [], answer: script() });
    stackDeck(g, [id]);
    landOn(g, p[0], 'fields-1');
    expect(p[0].gold).toBe(1 + gold);
  });
});

/** The shops: how to reach each, and its prices from the content. */
const SHOPS: [string, Prices, (g: ReturnType<typeof makeGame>['g']) => string][] = [
  ['the Village Blacksmith', BLACKSMITH_PRICES, () => 'village'],
  ['the Market', MARKET_PRICES, (g) => (lay(g, 'fields-1', 'market'), 'fields-1')],
  ['Market Day', MARKET_PRICES, (g) => (stackDeck(g, ['market-day']), 'fields-1')],
];

describe('prices: the Warrior buys with exactly the price and is not offered the card with one gold less', () => {
  const cases = SHOPS.flatMap(([shop, prices, reach]) =>
    Object.entries(prices).flatMap(([id, price]) => [[shop, id, price, true, reach], [shop, id, price - 1, false, reach]] as const));
  it.each(cases)('%s: %s with %i gold, bought %s', (_shop, id, gold, bought, reach) => {
    const offers: string[][] = [];
    const { g, p } = makeGame({
      heroes: [{ character: 'warrior', at: 'fields-2' }], dice: [],
      answer: script({
        more: (d) => {
          if (d.kind === 'visit') return VISITS.indexOf('blacksmith');
          if (d.kind !== 'buy') return undefined;
          offers.push(d.options.filter((c) => c >= 0).map((c) => g.cardDef[c].id));
          return d.options.find((c) => c >= 0 && g.cardDef[c].id === id) ?? -1;
        },
      }),
    });
    p[0].gold = gold;
    landOn(g, p[0], reach(g));
    // With nothing affordable no 'buy' decision is asked at all.
    expect((offers[0] ?? []).includes(id)).toBe(bought);
    expect(p[0].objects.concat(p[0].followers).some((c) => g.cardDef[c].id === id)).toBe(bought);
    expect(p[0].gold).toBe(bought ? 0 : gold);
  });
});
