// Fan cards (a scenario's `cards:`): read by the scenario loader, compiled into the engine's card
// definitions (src/content/fan/), and played by the same engine paths as the base cards: an Enemy
// fights at its Strength and is a trophy of that worth, an Event's die table acts by the face rolled,
// a Stranger that does not stay leaves, a Place stays, a priced Object is bought or left, and a
// removed or replaced base card is gone from the deck.
import { describe, expect, it } from 'vitest';
import { contentWith } from '../../src/content/fan/deck.ts';
import { gainGold, gainStrength, type Content } from '../../src/engine/index.ts';
import { parseScenario } from '../../src/scenario/load.ts';
import { lay, makeGame, stackDeck } from '../helpers.ts';
import { expectDiceUsed, landOn, script, whereIs } from './adventure/script.ts';

const IDS = { characters: ['thief', 'troll', 'elf', 'warrior'], strategies: ['basic'] };

/** The content a scenario text's `cards:` makes. */
function contentOf(cardsYaml: string): Content {
  const plan = parseScenario(`players: 2\ncards:\n${cardsYaml}`, 'fan.yaml', IDS);
  return contentWith(plan.cards);
}

const DECK = contentOf(`
  - { title: Barrow Beast, type: enemy, kind: monster, strength: 9, count: 10 }
  - { title: Hollow Wisp, type: enemy, kind: spirit, craft: 4 }
  - title: Wheel of Omens
    type: event
    table: [lose-life 1, nothing, nothing, nothing, [gain-gold 2, gain-fate 1], nothing]
  - { title: Ambush, type: event, effect: draw-cards 1 }
  - { title: Wandering Sage, type: stranger, effect: gain-craft 1 }
  - { title: Holy Well, type: place, effect: heal 1 }
  - { title: Silver Blade, type: object, battle: 2, price: 2 }
  - { title: Dragon, remove: true }
  - { title: Giant, replace: true, type: enemy, kind: monster, strength: 8, count: 2 }
`);

const ids = (c: Content): string[] => c.cards.filter((d) => d.deck === 'adventure').map((d) => d.id);

describe('fan cards in the deck', () => {
  it('adds the fan cards with their counts, takes out the removed and replaced titles, and keeps the other decks', () => {
    const adventure = DECK.cards.filter((d) => d.deck === 'adventure');
    expect(adventure.reduce((n, d) => n + d.count, 0)).toBe(104 - 3 - 1 + 10 + 1 + 1 + 1 + 1 + 1 + 1 + 2);
    expect(ids(DECK)).not.toContain('dragon');
    expect(ids(DECK)).not.toContain('giant');
    expect(adventure.find((d) => d.name === 'Giant')).toMatchObject({ id: 'fan-giant', strength: 8, count: 2 });
    expect(DECK.cards.filter((d) => d.deck !== 'adventure')).toEqual(contentWith(undefined).cards.filter((d) => d.deck !== 'adventure'));
  });

  it('compiles a scenario\'s cards once: the same card list is the same content object', () => {
    expect(contentOf('  - { title: Barrow Beast, type: enemy, kind: monster, strength: 9, count: 10 }'))
      .toBe(contentOf('  - { title: Barrow Beast, type: enemy, kind: monster, strength: 9, count: 10 }'));
    expect(contentWith(undefined)).not.toBe(DECK);
  });
});

describe('a fan Enemy', () => {
  it('the Barrow Beast (Strength 9) is killed for a trophy by a Thief of Strength 10 rolling 1 against its 1', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [1, 1], answer: script(), content: DECK });
    gainStrength(g, p[0], 7);
    const beast = lay(g, 'fields-1', 'fan-barrow-beast');
    landOn(g, p[0], 'fields-1');
    expectDiceUsed(g);
    expect(p[0].trophies).toEqual([beast]);
    expect(p[0].lives).toBe(4);
  });

  it('the Barrow Beast beats the Thief of Strength 3 and stays: he loses a life', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [6, 1], answer: script(), content: DECK });
    const beast = lay(g, 'fields-1', 'fan-barrow-beast');
    landOn(g, p[0], 'fields-1');
    expect(p[0].trophies).toEqual([]);
    expect(p[0].lives).toBe(3);
    expect(whereIs(g, beast)).toBe('fields-1');
  });

  it('a fan Spirit fights in psychic combat at its Craft: the Thief (Craft 3) rolling 2 against its 1 is a stand-off', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'thief', at: 'fields-2' }], dice: [2, 1], answer: script(), content: DECK });
    const wisp = lay(g, 'fields-1', 'fan-hollow-wisp');
    landOn(g, p[0], 'fields-1');
    expect([p[0].lives, p[0].trophies.length, whereIs(g, wisp)]).toEqual([4, 0, 'fields-1']);
  });
});

describe('a fan Event with a die table', () => {
  it('face 1 takes a life, face 5 gives 2 gold and a fate; the Event is discarded', () => {
    const one = makeGame({ heroes: [{ character: 'warrior', at: 'fields-2' }], dice: [1], answer: script(), content: DECK });
    const card = lay(one.g, 'fields-1', 'fan-wheel-of-omens');
    landOn(one.g, one.p[0], 'fields-1');
    expect([one.p[0].lives, one.p[0].gold]).toEqual([4, 1]);
    expect(whereIs(one.g, card)).toBe('discard');
    const five = makeGame({ heroes: [{ character: 'warrior', at: 'fields-2' }], dice: [5], answer: script(), content: DECK });
    const fate = five.p[0].fate;
    lay(five.g, 'fields-1', 'fan-wheel-of-omens');
    landOn(five.g, five.p[0], 'fields-1');
    expectDiceUsed(five.g);
    expect([five.p[0].lives, five.p[0].gold, five.p[0].fate]).toEqual([5, 3, fate + 1]);
  });

  it('draw-cards 1 draws the next Adventure card onto the space, which is then met (a Bag of Gold)', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'warrior', at: 'fields-2' }], dice: [], answer: script(), content: DECK });
    stackDeck(g, ['bag-of-gold']);
    lay(g, 'fields-1', 'fan-ambush');
    landOn(g, p[0], 'fields-1');
    expect(p[0].gold).toBe(2);
  });
});

describe('fan Strangers, Places and Objects', () => {
  it('a Stranger that does not stay acts once and is discarded; a Place stays and acts again', () => {
    const { g, p } = makeGame({ heroes: [{ character: 'warrior', at: 'fields-2' }], dice: [], answer: script(), content: DECK });
    const sage = lay(g, 'fields-1', 'fan-wandering-sage');
    landOn(g, p[0], 'fields-1');
    expect(p[0].craftCounters).toBe(1);
    expect(whereIs(g, sage)).toBe('discard');
    p[0].lives = 3;
    const well = lay(g, 'fields-3', 'fan-holy-well');
    landOn(g, p[0], 'fields-3');
    expect(p[0].lives).toBe(4);
    expect(whereIs(g, well)).toBe('fields-3');
  });

  it('a priced Object is bought for its price by one who has it, and left on the space by one who has not', () => {
    const rich = makeGame({ heroes: [{ character: 'warrior', at: 'fields-2' }], dice: [], answer: script({ more: (d) => (d.kind === 'buy' ? d.options[1] : undefined) }), content: DECK });
    gainGold(rich.g, rich.p[0], 2);
    const blade = lay(rich.g, 'fields-1', 'fan-silver-blade');
    landOn(rich.g, rich.p[0], 'fields-1');
    expect(rich.p[0].objects).toContain(blade);
    expect(rich.p[0].gold).toBe(1);
    expect(rich.g.cardDef[blade]).toMatchObject({ battleStrength: 2, traits: ['weapon'] });
    const poor = makeGame({ heroes: [{ character: 'warrior', at: 'fields-2' }], dice: [], answer: script(), content: DECK });
    poor.p[0].gold = 1;
    const left = lay(poor.g, 'fields-1', 'fan-silver-blade');
    landOn(poor.g, poor.p[0], 'fields-1');
    expect(poor.p[0].objects).not.toContain(left);
    expect(whereIs(poor.g, left)).toBe('fields-1');
  });
});
