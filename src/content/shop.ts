// Buying Purchase cards: the Village Blacksmith, the Market place and Market Day (reference
// section 5), and the Thief's one free card of his choice at each of them.
import { ABILITY_INDEX, canHave, gainCard, hasAbility, payGold, removeAt, type Game, type Player } from '../engine/index.ts';

const FREE_PURCHASE = ABILITY_INDEX['free-purchase'];

export type Prices = Readonly<Record<string, number>>;

export const BLACKSMITH_PRICES: Prices = { helmet: 2, sword: 2, axe: 3, shield: 3, armour: 4 };
export const MARKET_PRICES: Prices = { sword: 1, helmet: 1, 'water-bottle': 1, shield: 2, mule: 2, raft: 3 };

/** First card in the Purchase stock of each priced type p may have (and afford, unless free). */
function offer(g: Game, p: Player, prices: Prices, free: boolean, out: number[]): void {
  out.push(-1);
  for (const c of g.purchaseStock) {
    const id = g.cardDef[c].id;
    const price = prices[id];
    if (price === undefined || offered(g, out, id) || (!free && price > p.gold) || !canHave(g, p, c)) continue;
    out.push(c);
  }
}

/** Is a card of this type among the offered ones (after the -1 at out[0])? */
function offered(g: Game, out: number[], id: string): boolean {
  for (let i = 1; i < out.length; i++) if (g.cardDef[out[i]].id === id) return true;
  return false;
}

function take(g: Game, p: Player, c: number): void {
  removeAt(g.purchaseStock, g.purchaseStock.indexOf(c));
  gainCard(g, p, c);
}

/** p buys what he wants at these prices; the Thief first takes one card free (reference 2). */
export function visitShop(g: Game, p: Player, prices: Prices): void {
  if (hasAbility(g, p, FREE_PURCHASE)) {
    offer(g, p, prices, true, g.options('buy', p, 1));
    const c = g.decide();
    if (c >= 0) take(g, p, c);
  }
  for (;;) {
    offer(g, p, prices, false, g.options('buy', p, 0));
    const c = g.decide();
    if (c < 0) return;
    payGold(g, p, prices[g.cardDef[c].id]);
    take(g, p, c);
  }
}
