// What the basic player trades (Full Encounters' Trade, a 'trade' decision): a card it gets is worth
// what it is worth in a shop (buyWorth, for the kinds the shops sell) or taking it (cardValue), a
// card it gives what keeping it is worth, and a gold a point, the shops' own scale (a Weapon worth 3
// costs 2-3G at the Blacksmith, Armour worth 5 costs 4G).
import type { CardDef, Decision, View } from '../../src/engine/index.ts';
import type { Deals } from '../../src/rules/fantastic-diversions/trade.ts';
import { cardValue } from '../basic-values.ts';
import { buyWorth } from '../basic-worth.ts';
import type { Personality } from '../personality.ts';

/** Worth of one gold, in the points cardValue and buyWorth give. */
const GOLD = 1;
/** A deal the other side seems to lose on is still offered, at this share of its worth (he may counter). */
const LONG_SHOT = 0.3;
/** A counter-offer he seems to gain on is still a risk: he may refuse it, and the offer is gone. */
const COUNTER_RISK = 0.8;

/** Which cards are of a kind the shops sell (a Purchase card's name), per card set. */
const shopKinds = new WeakMap<readonly CardDef[], Uint8Array>();

function shopKind(v: View, c: number): boolean {
  const defs = v.cardDefs;
  let t = shopKinds.get(defs);
  if (!t) {
    const names = new Set(defs.filter((d) => d.deck === 'purchase').map((d) => d.name));
    t = Uint8Array.from(defs, (d) => (names.has(d.name) ? 1 : 0));
    shopKinds.set(defs, t);
  }
  return t[c] === 1;
}

/** What getting c is worth to me. */
function getWorth(v: View, c: number, p: Personality): number {
  return shopKind(v, c) ? buyWorth(v, c, p) : Math.max(0, cardValue(v, c, p));
}

/** What keeping c is worth to me. */
function keepWorth(v: View, c: number, p: Personality): number {
  return Math.max(0, cardValue(v, c, p));
}

/** My gain from deal i (the deal is from the active character's side). */
export function dealGain(v: View, deals: Deals, i: number, p: Personality): number {
  const active = v.seat === v.active;
  const out = active ? deals.give[i] : deals.get[i];
  const into = active ? deals.get[i] : deals.give[i];
  const paid = active ? deals.gold[i] : -deals.gold[i];
  return (into >= 0 ? getWorth(v, into, p) : 0) - (out >= 0 ? keepWorth(v, out, p) : 0) - paid * GOLD;
}

/** The other side's gain from deal i as I guess it: each card at its plain worth (cardValue), a gold a point. */
function theirGain(v: View, deals: Deals, i: number, p: Personality): number {
  const active = v.seat === v.active;
  const toThem = active ? deals.give[i] : deals.get[i];
  const fromThem = active ? deals.get[i] : deals.give[i];
  const paid = active ? deals.gold[i] : -deals.gold[i];
  return (toThem >= 0 ? keepWorth(v, toThem, p) : 0) - (fromThem >= 0 ? keepWorth(v, fromThem, p) : 0) + paid * GOLD;
}

/**
 * The offer with the best gain, weighed by whether the other side seems to gain too; no trade
 * (-1) is worth `otherwise` (what encountering him otherwise is worth). A reply takes the deal
 * offered, a counter-offer worth more, or refuses one that loses; the countered side takes a gain.
 */
export function chooseTrade(v: View, d: Decision, deals: Deals, p: Personality, otherwise: number): number {
  if (deals.stage === 'counter') return dealGain(v, deals, d.options[1], p) > 0 ? 1 : 0;
  const reply = deals.stage === 'reply';
  let bi = 0;
  let bs = -Infinity;
  for (let i = 0; i < d.options.length; i++) {
    const s = tradeScore(v, deals, d.options[i], p, reply ? (i === 1 ? 'accept' : 'counter') : 'offer', otherwise);
    if (s > bs) {
      bs = s;
      bi = i;
    }
  }
  return bi;
}

/** Deal i (-1: none) scored as an offer, an acceptance or a counter-offer. */
function tradeScore(v: View, deals: Deals, i: number, p: Personality, how: 'offer' | 'accept' | 'counter', otherwise: number): number {
  if (i < 0) return how === 'offer' ? otherwise : 0;
  const gain = dealGain(v, deals, i, p);
  if (how === 'accept') return gain;
  const fair = theirGain(v, deals, i, p) >= 0;
  return how === 'counter' ? (fair ? gain * COUNTER_RISK : -1) : fair ? gain : gain * LONG_SHOT;
}

/** What a trade with this character may bring me: the best of his Objects I could buy at its plain worth. */
export function tradeProspect(v: View, seat: number, p: Personality): number {
  let most = 0;
  for (const c of v.playerObjects(seat)) {
    const price = Math.max(1, Math.ceil(keepWorth(v, c, p)));
    if (price <= v.me.gold) most = Math.max(most, getWorth(v, c, p) - price * GOLD);
  }
  return most;
}
