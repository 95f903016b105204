// What the basic player trades (Full Encounters' Trade, a 'trade' decision): a card it gets is worth
// what it is worth in a shop (buyWorth, for the kinds the shops sell) or taking it (cardValue), a
// card it gives what keeping it is worth, and a gold a point, the shops' own scale (a Weapon worth 3
// costs 2-3G at the Blacksmith, Armour worth 5 costs 4G).
import { TRADE_STAGES, dealGet, dealGive, dealGold, type CardDef, type Decision, type View } from '../src/engine/index.ts';
import { cardValue } from './basic-values.ts';
import type { Personality } from './personality.ts';

/** A card's worth to me as the shops weigh it (basic.ts buyWorth). */
export type ShopWorth = (v: View, c: number, p: Personality) => number;

/** Worth of one gold, in the points cardValue and buyWorth give. */
const GOLD = 1;
/** A deal the other side seems to lose on is still offered, at this share of its worth (he may counter). */
const LONG_SHOT = 0.3;
/** A counter-offer he seems to gain on is still a risk: he may refuse it, and the offer is gone. */
const COUNTER_RISK = 0.8;

const REPLY = TRADE_STAGES.indexOf('reply');
const COUNTER = TRADE_STAGES.indexOf('counter');

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
function getWorth(v: View, c: number, p: Personality, shop: ShopWorth): number {
  return shopKind(v, c) ? shop(v, c, p) : Math.max(0, cardValue(v, c, p));
}

/** What keeping c is worth to me. */
function keepWorth(v: View, c: number, p: Personality): number {
  return Math.max(0, cardValue(v, c, p));
}

/** My gain from a deal (the deal is from the active character's side). */
export function dealGain(v: View, deal: number, p: Personality, shop: ShopWorth): number {
  const active = v.seat === v.active;
  const out = active ? dealGive(deal) : dealGet(deal);
  const into = active ? dealGet(deal) : dealGive(deal);
  const paid = active ? dealGold(deal) : -dealGold(deal);
  return (into >= 0 ? getWorth(v, into, p, shop) : 0) - (out >= 0 ? keepWorth(v, out, p) : 0) - paid * GOLD;
}

/** The other side's gain as I guess it: each card at its plain worth (cardValue), a gold a point. */
function theirGain(v: View, deal: number, p: Personality): number {
  const active = v.seat === v.active;
  const toThem = active ? dealGive(deal) : dealGet(deal);
  const fromThem = active ? dealGet(deal) : dealGive(deal);
  const paid = active ? dealGold(deal) : -dealGold(deal);
  return (toThem >= 0 ? keepWorth(v, toThem, p) : 0) - (fromThem >= 0 ? keepWorth(v, fromThem, p) : 0) + paid * GOLD;
}

/**
 * The offer with the best gain, weighed by whether the other side seems to gain too; no trade
 * (-1) is worth `otherwise` (what encountering him otherwise is worth). A reply takes the deal
 * offered, a counter-offer worth more, or refuses one that loses; the countered side takes a gain.
 */
export function chooseTrade(v: View, d: Decision, p: Personality, shop: ShopWorth, otherwise: number): number {
  if (d.subject === COUNTER) return dealGain(v, d.options[1], p, shop) > 0 ? 1 : 0;
  const reply = d.subject === REPLY;
  let bi = 0;
  let bs = -Infinity;
  for (let i = 0; i < d.options.length; i++) {
    const s = tradeScore(v, d.options[i], p, shop, reply ? (i === 1 ? 'accept' : 'counter') : 'offer', otherwise);
    if (s > bs) {
      bs = s;
      bi = i;
    }
  }
  return bi;
}

function tradeScore(v: View, deal: number, p: Personality, shop: ShopWorth, how: 'offer' | 'accept' | 'counter', otherwise: number): number {
  if (deal < 0) return how === 'offer' ? otherwise : 0;
  const gain = dealGain(v, deal, p, shop);
  if (how === 'accept') return gain;
  const fair = theirGain(v, deal, p) >= 0;
  return how === 'counter' ? (fair ? gain * COUNTER_RISK : -1) : fair ? gain : gain * LONG_SHOT;
}

/** What a trade with this character may bring me: the best of his Objects I could buy at its plain worth. */
export function tradeProspect(v: View, seat: number, p: Personality, shop: ShopWorth): number {
  let most = 0;
  for (const c of v.playerObjects(seat)) {
    const price = Math.max(1, Math.ceil(keepWorth(v, c, p)));
    if (price <= v.me.gold) most = Math.max(most, getWorth(v, c, p, shop) - price * GOLD);
  }
  return most;
}
