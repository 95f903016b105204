// The Purchase deck and the Talisman cards (reference section 5; rulebook p.16 "Talisman and
// Purchase Cards", p.12 "Object Carrying Limits"): what each card does, its prices at the Village
// Blacksmith, the Market and Market Day, the Thief's free card, the stock they return to, the
// Mule's limit, Rafts built with an Axe, and the four Talismans.
import { describe, expect, it } from 'vitest';
import { MOVE_MODES, VISITS, countTrait, traitBit, land, playTurn, type Game, type Player, type View } from '../../src/engine/index.ts';
import { BLACKSMITH_PRICES, MARKET_PRICES } from '../../src/content/shop.ts';
import { at, give, lay, makeGame, stackDeck, type Fixture } from '../helpers.ts';
import {
  answerTo, askedOf, beginTurn, choose, diceLeft, ruleTable, script, type Rule,
} from '../engine/fixtures-combat.ts';
import { setGold } from '../engine/fixtures.ts';

/** The smallest table (ruleTable in fixtures-combat.ts); nothing more is bought. */
function table(heroes: Fixture['heroes'], dice: number[]) {
  return ruleTable(heroes, dice, {}, (d) => (d.kind === 'buy' ? -1 : undefined));
}

/** Buy these Purchase card types in order (subject 0: paying), then stop. */
function buying(...types: string[]): Rule {
  const queue = [...types];
  return (d, v) => {
    if (d.kind !== 'buy' || d.subject !== 0) return undefined;
    const id = queue.shift();
    return id === undefined ? -1 : offered(d.options, v).includes(id) ? d.options.find((c) => c >= 0 && v.card(c).id === id) : -2;
  };
}

/** The Thief's free card (subject 1) of this type. */
const freeCard = (id: string): Rule => (d, v) =>
  (d.kind === 'buy' && d.subject === 1 ? d.options.find((c) => c >= 0 && v.card(c).id === id) : undefined);

/** Purchase card types among buy options. */
function offered(options: readonly number[], v: View): string[] {
  return options.filter((c) => c >= 0).map((c) => v.card(c).id).sort();
}

const ids = (g: Game, cards: readonly number[]): string[] => cards.map((c) => g.cardDef[c].id);

/** Types offered at the first paying 'buy' decision asked. */
function firstOffer(g: Game, asked: ReturnType<typeof script>['asked']): string[] {
  const d = askedOf(asked, 'buy').find((a) => a.subject === 0);
  return d ? d.options.filter((c) => c >= 0).map((c) => g.cardDef[c].id).sort() : [];
}

/** p visits the Village Blacksmith (from the Fields next to it). */
function atBlacksmith(t: ReturnType<typeof table>, p: Player): void {
  t.on(choose('visit', VISITS.indexOf('blacksmith')));
  beginTurn(t.g, p);
  land(t.g, p, t.g.space('village'));
}

/** p lands on the Fields where a Market lies. */
function atMarket(t: ReturnType<typeof table>, p: Player): void {
  lay(t.g, 'fields-1', 'market');
  beginTurn(t.g, p);
  land(t.g, p, t.g.space('fields-1'));
}

describe('the Purchase deck', () => {
  // Reference section 5: 28 cards of 8 types.
  it.each([
    ['armour', 4, 'object', ['armour']],
    ['axe', 4, 'object', ['weapon']],
    ['helmet', 4, 'object', ['armour']],
    ['mule', 4, 'follower', []],
    ['raft', 1, 'object', ['raft']],
    ['shield', 4, 'object', ['armour']],
    ['sword', 3, 'object', ['weapon']],
    ['water-bottle', 4, 'object', []],
  ])('should hold %s %i time(s), a card of kind %s with traits %j', (id, count, kind, traits) => {
    const { g } = makeGame({ heroes: ['troll'] });
    const cards = g.purchaseStock.filter((c) => g.cardDef[c].id === id);
    expect(cards).toHaveLength(count as number);
    expect([g.cardDef[cards[0]].kind, g.cardDef[cards[0]].traits]).toEqual([kind, traits]);
  });

  it('should hold 28 cards in the Purchase stock and 4 Talismans in the Talisman stock', () => {
    const { g } = makeGame({ heroes: ['troll'] });
    expect([g.purchaseStock.length, g.talismanStock.length]).toEqual([28, 4]);
    expect(g.talismanStock.every((c) => g.cardDef[c].kind === 'magic-object' && g.cardDef[c].traits.includes('talisman'))).toBe(true);
  });
});

describe('the Purchase cards\' effects', () => {
  /** The Thief (Strength 3) with this Purchase card loses a battle to a Giant, 3 + 1 to 6 + 6, then rolls `save`. */
  function armour(id: string, save: number): number {
    const t = table([{ character: 'thief', at: 'fields-2' }], [1, 6, save]);
    give(t.g, t.p[0], id);
    lay(t.g, 'fields-1', 'giant');
    beginTurn(t.g, t.p[0]);
    land(t.g, t.p[0], t.g.space('fields-1'));
    expect(diceLeft(t.g)).toBe(0);
    return t.p[0].lives;
  }

  it('should save a life lost in battle on 4-6 with Armour, 5-6 with a Shield, 6 with a Helmet', () => {
    expect([armour('armour', 3), armour('armour', 4)]).toEqual([3, 4]);
    expect([armour('shield', 4), armour('shield', 5)]).toEqual([3, 4]);
    expect([armour('helmet', 5), armour('helmet', 6)]).toEqual([3, 4]);
  });

  it.each(['sword', 'axe'])('should add 1 Strength in battle with a %s', (id) => {
    // Thief 3 + 1 + 3 against the Ogre's 5 + 1: a win only with the Weapon.
    const t = table([{ character: 'thief', at: 'fields-2' }], [3, 1]);
    give(t.g, t.p[0], id);
    const ogre = lay(t.g, 'fields-1', 'ogre');
    beginTurn(t.g, t.p[0]);
    land(t.g, t.p[0], t.g.space('fields-1'));
    expect(t.p[0].trophies).toEqual([ogre]);
  });

  it('should spare the holder of a Water Bottle the life lost in the Desert', () => {
    const lives = (bottle: boolean): number => {
      const t = table([{ character: 'warrior', at: 'oasis' }], []);
      if (bottle) give(t.g, t.p[0], 'water-bottle');
      lay(t.g, 'desert-1', 'bag-of-gold');
      beginTurn(t.g, t.p[0]);
      land(t.g, t.p[0], t.g.space('desert-1'));
      expect(t.p[0].gold).toBe(2);
      return t.p[0].lives;
    };
    expect([lives(true), lives(false)]).toEqual([5, 4]);
  });
});

describe('the Village Blacksmith', () => {
  // Reference section 5 (board text): Helmet 2G, Sword 2G, Axe 3G, Shield 3G, Armour 4G.
  it.each([['helmet', 2], ['sword', 2], ['axe', 3], ['shield', 3], ['armour', 4]])('should sell a %s for %iG', (id, price) => {
    const t = table([{ character: 'warrior', at: 'fields-4' }], []);
    const warrior = t.p[0];
    setGold(t.g, warrior, price as number);
    t.on(buying(id as string));
    atBlacksmith(t, warrior);
    expect([ids(t.g, warrior.objects), warrior.gold]).toEqual([[id], 0]);
    expect(t.g.purchaseStock).toHaveLength(27);
    expect(BLACKSMITH_PRICES[id as string]).toBe(price);
  });

  it('should sell only Helmets, Swords, Axes, Shields and Armour, and only what the buyer can pay for', () => {
    const rich = table([{ character: 'warrior', at: 'fields-4' }], []);
    setGold(rich.g, rich.p[0], 10);
    atBlacksmith(rich, rich.p[0]);
    expect(firstOffer(rich.g, rich.s.asked)).toEqual(['armour', 'axe', 'helmet', 'shield', 'sword']);
    const poor = table([{ character: 'warrior', at: 'fields-4' }], []);
    setGold(poor.g, poor.p[0], 2);
    atBlacksmith(poor, poor.p[0]);
    expect(firstOffer(poor.g, poor.s.asked)).toEqual(['helmet', 'sword']);
  });
});

describe('the Market', () => {
  // Reference section 5 (Market and Market Day card text): Sword, Helmet, Water Bottle 1G; Shield, Mule 2G; Raft 3G.
  it.each([['sword', 1], ['helmet', 1], ['water-bottle', 1], ['shield', 2], ['mule', 2], ['raft', 3]])('should sell a %s for %iG', (id, price) => {
    const t = table([{ character: 'warrior', at: 'city' }], []);
    const warrior = t.p[0];
    setGold(t.g, warrior, price as number);
    t.on(buying(id as string));
    atMarket(t, warrior);
    expect([ids(t.g, [...warrior.objects, ...warrior.followers]), warrior.gold]).toEqual([[id], 0]);
    expect(MARKET_PRICES[id as string]).toBe(price);
  });

  it('should sell neither Armour nor Axes', () => {
    const t = table([{ character: 'warrior', at: 'city' }], []);
    setGold(t.g, t.p[0], 10);
    atMarket(t, t.p[0]);
    expect(firstOffer(t.g, t.s.asked)).toEqual(['helmet', 'mule', 'raft', 'shield', 'sword', 'water-bottle']);
  });

  it('should let every character, from the one who meets Market Day on clockwise, buy at Market prices', () => {
    const t = table([{ character: 'priest', at: 'chapel' }, { character: 'warrior', at: 'city' }, { character: 'thief', at: 'tavern' }], []);
    const [priest, warrior, thief] = t.p;
    for (const p of t.p) setGold(t.g, p, 1);
    t.on(buying('water-bottle', 'sword'), freeCard('shield'));
    lay(t.g, 'fields-1', 'market-day');
    beginTurn(t.g, warrior);
    land(t.g, warrior, t.g.space('fields-1'));
    // The Warrior buys a Water Bottle; the Thief takes a Shield free and buys a Sword; the Priest buys nothing.
    expect(askedOf(t.s.asked, 'buy').map((a) => a.seat)).toEqual([1, 2, 2, 0]);
    expect([ids(t.g, warrior.objects), ids(t.g, thief.objects), ids(t.g, priest.objects)]).toEqual([['water-bottle'], ['shield', 'sword'], []]);
    expect(askedOf(t.s.asked, 'buy').find((a) => a.seat === 0)!.options.filter((c) => c >= 0).map((c) => t.g.cardDef[c].id).sort())
      .toEqual(['helmet', 'sword', 'water-bottle']);
  });
});

describe('the Thief\'s free Purchase card', () => {
  it('should give the Thief one card of his choice free, before he buys at the usual prices', () => {
    const t = table([{ character: 'thief', at: 'fields-4' }], []);
    const thief = t.p[0];
    setGold(t.g, thief, 2);
    t.on(freeCard('armour'), buying('helmet'));
    atBlacksmith(t, thief);
    expect([ids(t.g, thief.objects), thief.gold]).toEqual([['armour', 'helmet'], 0]);
    expect(askedOf(t.s.asked, 'buy').map((a) => a.subject)).toEqual([1, 0]);
  });

  it('should let him take any card of the Purchase deck, not only what the shop sells ("one Purchase card of his choice")', () => {
    // The Market sells no Armour and no Axe; the Thief may still take either free there.
    const t = table([{ character: 'thief', at: 'city' }], []);
    const thief = t.p[0];
    t.on(freeCard('armour'));
    atMarket(t, thief);
    const free = askedOf(t.s.asked, 'buy').find((a) => a.subject === 1)!;
    expect(free.options.filter((c) => c >= 0).map((c) => t.g.cardDef[c].id)).toEqual(expect.arrayContaining(['armour', 'axe', 'raft']));
    expect(ids(t.g, thief.objects)).toEqual(['armour']);
  });
});

describe('the Purchase stock', () => {
  it('should take back a used Raft, which can then be bought again', () => {
    const t = table([{ character: 'warrior', at: 'fields-1' }, { character: 'priest', at: 'city' }], []);
    const [warrior, priest] = t.p;
    const raft = give(t.g, warrior, 'raft');
    t.on(choose('move-mode', MOVE_MODES.indexOf('raft')), answerTo('quest', false));
    playTurn(t.g, warrior);
    expect(at(t.g, warrior)).toBe('warlocks-cave');
    expect(t.g.purchaseStock).toContain(raft);
    expect(t.g.adventureDiscard).not.toContain(raft);
    setGold(t.g, priest, 3);
    t.on(buying('raft'));
    atMarket(t, priest);
    expect([priest.objects, priest.gold]).toEqual([[raft], 0]);
  });

  it('should take back Purchase cards sold to the Alchemist', () => {
    const t = table([{ character: 'warrior', at: 'fields-1' }], []);
    const helmet = give(t.g, t.p[0], 'helmet');
    t.on(choose('visit', VISITS.indexOf('alchemist')), answerTo('sell-object', true));
    beginTurn(t.g, t.p[0]);
    land(t.g, t.p[0], t.g.space('city'));
    expect([t.p[0].objects, t.p[0].gold]).toEqual([[], 2]);
    expect(t.g.purchaseStock).toContain(helmet);
  });

  it('should not sell a type that has run out', () => {
    const t = table([{ character: 'warrior', at: 'fields-4' }, { character: 'priest', at: 'chapel' }], []);
    for (let i = 0; i < 3; i++) give(t.g, t.p[1], 'sword');
    setGold(t.g, t.p[0], 10);
    atBlacksmith(t, t.p[0]);
    expect(firstOffer(t.g, t.s.asked)).toEqual(['armour', 'axe', 'helmet', 'shield']);
  });
});

describe('the Mule', () => {
  /** Give p these Purchase Objects one by one, putting down the newest whenever he must drop one. */
  function carry(t: ReturnType<typeof table>, p: Player, n: number): number[] {
    t.on((d) => (d.kind === 'drop' ? p.objects[p.objects.length - 1] : undefined));
    const types = ['helmet', 'shield', 'armour', 'axe'];
    return Array.from({ length: n }, (_, i) => give(t.g, p, types[i % 4]));
  }

  it('should let its holder carry 8 Objects, the ninth put down on his space', () => {
    const t = table([{ character: 'warrior', at: 'fields-1' }], []);
    const warrior = t.p[0];
    give(t.g, warrior, 'mule');
    const objects = carry(t, warrior, 9);
    expect(warrior.objects).toEqual(objects.slice(0, 8));
    expect(t.g.spaceCards[t.g.space('fields-1')]).toEqual([objects[8]]);
  });

  it('should leave a character without a Mule 4 Objects', () => {
    const t = table([{ character: 'warrior', at: 'fields-1' }], []);
    const objects = carry(t, t.p[0], 5);
    expect(t.p[0].objects).toEqual(objects.slice(0, 4));
    expect(t.g.spaceCards[t.g.space('fields-1')]).toEqual([objects[4]]);
  });
});

describe('building a Raft with an Axe', () => {
  const build = choose('move-mode', MOVE_MODES.indexOf('build-raft'));

  it('should build a Raft in the Forest instead of moving, then cross the Storm River with it next turn', () => {
    const t = table([{ character: 'warrior', at: 'forest' }], []);
    const warrior = t.p[0];
    give(t.g, warrior, 'axe');
    t.on(build);
    playTurn(t.g, warrior);
    expect([at(t.g, warrior), ids(t.g, warrior.objects)]).toEqual(['forest', ['axe', 'raft']]);
    t.on(choose('move-mode', MOVE_MODES.indexOf('raft')));
    playTurn(t.g, warrior);
    expect([at(t.g, warrior), ids(t.g, warrior.objects)]).toEqual(['castle', ['axe']]);
    expect(countTrait(warrior, traitBit('raft'))).toBe(0);
    expect(t.g.purchaseStock.filter((c) => t.g.cardDef[c].id === 'raft')).toHaveLength(1);
    expect(diceLeft(t.g)).toBe(0);
  });

  it('should build a Raft in a Woods', () => {
    const t = table([{ character: 'warrior', at: 'woods-2' }], []);
    give(t.g, t.p[0], 'axe');
    t.on(build);
    playTurn(t.g, t.p[0]);
    expect(ids(t.g, t.p[0].objects)).toEqual(['axe', 'raft']);
  });

  it.each([
    ['on the Fields', 'fields-1', true, false],
    ['without an Axe', 'woods-1', false, false],
    ['once the Raft is taken', 'woods-1', true, true],
  ])('should not be offered %s', (_why, space, axe, taken) => {
    const t = table([{ character: 'warrior', at: space as string }, { character: 'priest', at: 'chapel' }], [1]);
    if (axe) give(t.g, t.p[0], 'axe');
    if (taken) give(t.g, t.p[1], 'raft');
    lay(t.g, t.g.spaces[t.g.topo.cw[t.g.space(space as string)]].id, 'bag-of-gold');
    t.on(choose('move', t.g.topo.cw[t.g.space(space as string)]));
    playTurn(t.g, t.p[0]);
    expect(askedOf(t.s.asked, 'move-mode')).toEqual([]); // rolling is the only way to move
    expect(t.p[0].gold).toBe(2);
  });
});

describe('the Talisman cards', () => {
  /** A table whose Talisman stock has been emptied (the four given to the Priest) unless `left`. */
  function talismans(left: boolean, hero: { character: string; at: string }, dice: number[]) {
    const t = table([hero, { character: 'priest', at: 'chapel' }], dice);
    if (!left) for (let i = 0; i < 4; i++) give(t.g, t.p[1], 'talisman-card');
    return { ...t, hero: t.p[0] };
  }

  it.each([[true, 1], [false, 0]])('should be given on completing the Warlock\'s quest only while one is left (one left: %s)', (left, got) => {
    // Quest 6: deliver 2G, which the Warrior has: done at once.
    const t = talismans(left as boolean, { character: 'warrior', at: 'fields-1' }, [6]);
    setGold(t.g, t.hero, 2);
    t.on(answerTo('quest', true));
    beginTurn(t.g, t.hero);
    land(t.g, t.hero, t.g.space('warlocks-cave'));
    expect([countTrait(t.hero, traitBit('talisman')), t.hero.quest, t.hero.gold]).toEqual([got, 0, 0]);
  });

  it.each([[true, 1], [false, 0]])('should be given by the Temple on a 10 only while one is left (one left: %s)', (left, got) => {
    const t = talismans(left as boolean, { character: 'warrior', at: 'desert-2' }, [4, 6]);
    t.on(answerTo('pray', true));
    beginTurn(t.g, t.hero);
    land(t.g, t.hero, t.g.space('temple'));
    expect(countTrait(t.hero, traitBit('talisman'))).toBe(got);
    expect(diceLeft(t.g)).toBe(0);
  });

  it.each([[true, 1], [false, 0]])('should be given by the Hermit only while one is left (one left: %s)', (left, got) => {
    const t = talismans(left as boolean, { character: 'warrior', at: 'desert-1' }, []);
    const hermit = lay(t.g, 'oasis', 'hermit');
    stackDeck(t.g, ['bag-of-gold']);
    t.on(answerTo('take-talisman', true));
    beginTurn(t.g, t.hero);
    land(t.g, t.hero, t.g.space('oasis'));
    expect(countTrait(t.hero, traitBit('talisman'))).toBe(got);
    expect(askedOf(t.s.asked, 'yes-no', 'take-talisman')).toHaveLength(got as number);
    expect(t.g.adventureDiscard).toContain(hermit);
  });

  it('should go back to the Talisman stock, not a discard pile, when its holder parts with it', () => {
    const t = talismans(true, { character: 'warrior', at: 'fields-1' }, []);
    const talisman = give(t.g, t.hero, 'talisman-card');
    t.on(choose('visit', VISITS.indexOf('alchemist')), answerTo('sell-object', true));
    beginTurn(t.g, t.hero);
    land(t.g, t.hero, t.g.space('city'));
    expect(t.g.talismanStock).toContain(talisman);
    expect(t.g.talismanStock).toHaveLength(4);
    expect(t.g.adventureDiscard).not.toContain(talisman);
  });

  it.each([
    [true, 'valley-of-fire'],
    [false, 'vampires-tower'],
  ])('should let its holder into the Valley of Fire; without one he turns back (Talisman: %s)', (holds, to) => {
    const t = talismans(true, { character: 'warrior', at: 'pits' }, []);
    if (holds) give(t.g, t.hero, 'talisman-card');
    t.hero.inner.done = true;
    t.hero.inner.route = 1;
    t.on(choose('inner', 0));
    playTurn(t.g, t.hero);
    expect(at(t.g, t.hero)).toBe(to);
  });
});
