// Full Encounters' Trade (Fantastic Diversions, issue 17, section 3): at 4.1 the Warrior may offer
// the character he meets to buy, sell or swap one Object, Magic Object or Mule; the other accepts,
// refuses or counter-offers once; no trade achieved ends the encounter. Pinned: no die is rolled.
import { describe, expect, it } from 'vitest';
import { eventCount, type Decision, type Game, type Player } from '../../../src/engine/index.ts';
import { TRADE, legalDeals, tradable, type Deals } from '../../../src/rules/fantastic-diversions/trade.ts';
import { give, lay, makeGame } from '../../helpers.ts';
import { expectDiceUsed, landOn, script } from '../../content/adventure/script.ts';
import { cardFault } from '../../engine/invariant-checks.ts';

/** A deal as [give, get, gold], from the Warrior's side (the active character's). */
type Triple = readonly [give: number, get: number, gold: number];

/** The deals of a trade decision as triples. */
function triples(deals: Deals): Triple[] {
  return deals.give.map((give, i) => [give, deals.get[i], deals.gold[i]] as const);
}

/** The option that picks deal t (-1: no trade) in decision d. */
function option(d: Decision, t: Triple | -1): number {
  if (t === -1) return -1;
  const i = triples(TRADE.of(d)).findIndex((x) => x.join() === t.join());
  if (i < 0) throw new Error(`no deal ${t.join()} offered`);
  return i;
}

interface Deal {
  g: Game;
  p: Player;
  q: Player;
  lines: string[];
  asked: Decision[];
}

type Pick = (g: Game, d: Decision) => number | undefined;

/**
 * The Warrior (3G, holding `mine`) lands on the Fields where `other` (3G, holding `theirs`) stands and
 * a Helmet lies; `pick` answers the trade decisions (by their cards), else the basic player does.
 */
function trade(pick: Pick, mine: string[] = ['axe-card'], theirs: string[] = ['sword-card'], other = 'priest', dice: number[] = [], meet: number | null = 1): Deal {
  const asked: Decision[] = [];
  let game: Game | null = null;
  const { g, p, log } = makeGame({
    heroes: [{ character: 'warrior', at: 'fields-1' }, { character: other, at: 'fields-2' }], dice, rules: { fullEncounters: true, trade: true },
    answer: (d, v) => {
      if (d.kind === 'trade' || d.kind === 'character-action') asked.push({ ...d, options: [...d.options], about: structuredClone(d.about) });
      // null: the basic player decides whom to encounter.
      if (d.kind === 'encounter' && d.seat === 0) return meet ?? undefined;
      if (d.kind === 'character-action') return 0;
      return d.kind === 'trade' ? pick(game!, d) : script()(d, v);
    },
  });
  game = g;
  for (const q of p) q.gold = 3;
  for (const id of mine) give(g, p[0], id);
  for (const id of theirs) give(g, p[1], id);
  lay(g, 'fields-2', 'helmet-card');
  landOn(g, p[0], 'fields-2');
  expectDiceUsed(g);
  return { g, p: p[0], q: p[1], lines: log.lines, asked };
}

const id = (g: Game, c: number): string => g.cardDef[c].id;
const ids = (g: Game, cards: readonly number[]): string[] => cards.map((c) => id(g, c));
const card = (g: Game, holder: Player, defId: string): number => [...holder.objects, ...holder.followers].find((c) => id(g, c) === defId)!;
const count = (d: Deal, name: string): number => eventCount(d.g.events, name);

/**
 * Answers: the offer, then the other's reply (the deal offered to accept it, another to counter, or
 * -1 to refuse), then the Warrior's answer to a counter-offer.
 */
function script3(offer: (g: Game) => Triple, reply: (g: Game, offer: Triple) => Triple | -1, counter?: (deal: Triple) => Triple | -1): Pick {
  let made: Triple = [-1, -1, 0];
  return (g, d) => {
    const stage = TRADE.of(d).stage;
    if (stage === 'offer') return option(d, (made = offer(g)));
    if (stage === 'reply') return option(d, reply(g, made));
    return counter ? option(d, counter(triples(TRADE.of(d))[0])) : undefined;
  };
}

describe('what may be traded (3)', () => {
  it('Objects and Magic Objects, and of the Followers only the Mule, which is also a Purchase card', () => {
    const { g } = makeGame({ heroes: ['warrior', 'priest'] });
    const followers = new Set(g.cardDef.filter((d, c) => d.kind === 'follower' && tradable(g, c)).map((d) => `${d.deck} ${d.id}`));
    expect([...followers].sort()).toEqual(['adventure mule-follower', 'purchase mule']);
    for (let c = 0; c < g.cardDef.length; c++) {
      const kind = g.cardDef[c].kind;
      if (kind === 'object' || kind === 'magic-object') expect(tradable(g, c), g.cardDef[c].id).toBe(true);
      if (kind === 'enemy' || kind === 'spell' || kind === 'stranger' || kind === 'place') expect(tradable(g, c)).toBe(false);
    }
  });

  it('every deal: sold for 1G up to his gold, bought for 1G up to mine, or swapped; not what the receiver may not have', () => {
    const { g, p } = makeGame({ heroes: ['warrior', 'priest'] });
    p[0].gold = 2;
    p[1].gold = 1;
    const axe = give(g, p[0], 'axe-card');
    const runesword = give(g, p[0], 'runesword'); // not for good characters: the Priest may not have it
    const maiden = give(g, p[0], 'maiden');
    const sword = give(g, p[1], 'sword-card');
    const out: Deals = { stage: 'offer', other: 1, give: [], get: [], gold: [] };
    legalDeals(g, p[0], p[1], out);
    expect(triples(out)).toEqual([[axe, -1, -1], [axe, sword, 0], [-1, sword, 1], [-1, sword, 2]]);
    expect(out.give.some((c) => c === runesword || c === maiden)).toBe(false);
  });
});

describe('a deal struck', () => {
  it('buys: the Sword for 2G, and the encounter is over (no attack); the Helmet is taken after (5)', () => {
    const d = trade(script3((g) => [-1, card(g, g.players[1], 'sword-card'), 2], (_g, o) => o));
    expect(ids(d.g, d.p.objects)).toEqual(['axe-card', 'sword-card', 'helmet-card']);
    expect([d.p.gold, d.q.gold]).toEqual([1, 5]);
    expect(d.lines).toContain('  Warrior#0 offers Priest#1 a trade: buy the Sword for 2G (Trade 3)');
    expect(d.lines).toContain('  trade agreed: buy the Sword for 2G');
    expect(d.asked.some((x) => x.kind === 'character-action')).toBe(false);
    expect([count(d, 'trade.offered'), count(d, 'trade.bought')]).toEqual([1, 1]);
  });

  it('sells: the Axe for 3G', () => {
    const d = trade(script3((g) => [card(g, g.players[0], 'axe-card'), -1, -3], (_g, o) => o));
    expect(ids(d.g, d.q.objects)).toEqual(['sword-card', 'axe-card']);
    expect([d.p.gold, d.q.gold]).toEqual([6, 0]);
    expect(count(d, 'trade.sold')).toBe(1);
  });

  it('swaps: the Axe for the Sword', () => {
    const d = trade(script3((g) => [card(g, g.players[0], 'axe-card'), card(g, g.players[1], 'sword-card'), 0], (_g, o) => o));
    expect(ids(d.g, d.p.objects)).toEqual(['sword-card', 'helmet-card']);
    expect(ids(d.g, d.q.objects)).toEqual(['axe-card']);
    expect([d.p.gold, d.q.gold]).toEqual([3, 3]);
    expect(count(d, 'trade.swapped')).toBe(1);
  });

  it('swaps a Mule (a Follower that is also a Purchase card) for the Sword', () => {
    const d = trade(script3((g) => [card(g, g.players[0], 'mule-follower'), card(g, g.players[1], 'sword-card'), 0], (_g, o) => o), ['mule-follower']);
    expect(ids(d.g, d.q.followers)).toContain('mule-follower');
    expect(ids(d.g, d.p.objects)).toContain('sword-card');
  });
  it('swaps with a character at his carrying limit (4 Objects) without his dropping any: both cards leave first', () => {
    const full = ['sword-card', 'shield-card', 'armour-card', 'water-bottle-card'];
    const d = trade(script3((g) => [card(g, g.players[0], 'axe-card'), card(g, g.players[1], 'sword-card'), 0], (_g, o) => o), ['axe-card'], full);
    expect(ids(d.g, d.q.objects)).toEqual(['shield-card', 'armour-card', 'water-bottle-card', 'axe-card']);
    expect(ids(d.g, d.p.objects)).toEqual(['sword-card', 'helmet-card']);
    expect(d.g.spaceCards[d.g.space('fields-2')]).toEqual([]);
    expect(cardFault(d.g)).toBeNull();
  });
});

describe('refused, countered', () => {
  it('a refusal moves nothing and ends the encounter: no attack follows, the Helmet is still taken', () => {
    const d = trade(script3((g) => [-1, card(g, g.players[1], 'sword-card'), 1], () => -1));
    expect(ids(d.g, d.q.objects)).toEqual(['sword-card']);
    expect([d.p.gold, d.q.gold]).toEqual([3, 3]);
    expect(d.lines).toContain('  no trade: the encounter with Priest#1 ends');
    expect(d.asked.some((x) => x.kind === 'character-action')).toBe(false);
    expect(ids(d.g, d.p.objects)).toEqual(['axe-card', 'helmet-card']);
    expect(count(d, 'trade.refused')).toBe(1);
  });

  it('a counter-offer, once, that the Warrior accepts: the Sword for 3G', () => {
    const three = (g: Game): Triple => [-1, card(g, g.players[1], 'sword-card'), 3];
    const d = trade(script3((g) => [-1, card(g, g.players[1], 'sword-card'), 1], three, (deal) => deal));
    const counter = d.asked.find((x) => x.kind === 'trade' && (x.about as Deals).stage === 'counter')!;
    expect(counter.options).toEqual([-1, 0]);
    expect(triples(counter.about as Deals)).toEqual([[-1, card(d.g, d.p, 'sword-card'), 3]]);
    expect(d.lines).toContain('  Priest#1 counter-offers: buy the Sword for 3G');
    expect([d.p.gold, d.q.gold]).toEqual([0, 6]);
    expect([count(d, 'trade.countered'), count(d, 'trade.bought')]).toEqual([1, 1]);
  });

  it('a counter-offer the Warrior refuses: no trade', () => {
    const d = trade(script3((g) => [-1, card(g, g.players[1], 'sword-card'), 1], (g) => [-1, card(g, g.players[1], 'sword-card'), 3], () => -1));
    expect([d.p.gold, d.q.gold]).toEqual([3, 3]);
    expect([count(d, 'trade.countered'), count(d, 'trade.refused'), count(d, 'trade.bought')]).toEqual([1, 1, 0]);
  });

  it('no offer: the Warrior encounters him otherwise (he attacks)', () => {
    const d = trade(() => -1, ['axe-card'], ['sword-card'], 'priest', [1, 1, 6]);
    expect(d.lines).toContain('  Warrior#0 attacks Priest#1');
    expect(count(d, 'trade.offered')).toBe(0);
  });
});

describe('the basic player prices as in the shops (a gold a point)', () => {
  it('buys a Sword, having no Weapon, from a Troll he would not attack, at 2G, and the Troll accepts', () => {
    const d = trade(() => undefined, [], ['sword-card'], 'troll');
    expect(d.lines).toContain('  Warrior#0 offers Troll#1 a trade: buy the Sword for 2G (Trade 3)');
    expect(d.lines).toContain('  trade agreed: buy the Sword for 2G');
  });

  it('meets the Troll for that trade, whom he would not attack (the encounter decision left to him)', () => {
    const d = trade(() => undefined, [], ['sword-card'], 'troll', [], null);
    expect(d.lines).toContain('  trade agreed: buy the Sword for 2G');
    const alone = trade(() => undefined, [], [], 'troll', [], null);
    expect(alone.lines.some((l) => l.includes('encounters Troll#1'))).toBe(false);
  });

  it('refuses to sell his only Weapon for 1G', () => {
    const d = trade((g, x) => (TRADE.of(x).stage === 'offer' ? option(x, [-1, card(g, g.players[1], 'sword-card'), 1]) : undefined), [], ['sword-card'], 'troll');
    expect(d.lines).toContain('  no trade: the encounter with Troll#1 ends');
    expect(ids(d.g, d.q.objects)).toEqual(['sword-card']);
  });
});
