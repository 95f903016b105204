// Buying Purchase cards: the Village Blacksmith, the Market place and Market Day (reference
// section 5), and the Thief's one free card of his choice at each of them.
import { KIND, ABILITY_INDEX, canHave, gainCard, hasAbility, payGold, removeAt, type CardDef, type Game, type Player } from '../engine/index.ts';

const FREE_PURCHASE = ABILITY_INDEX['free-purchase'];

export type Prices = Readonly<Record<string, number>>;

export const BLACKSMITH_PRICES: Prices = { helmet: 2, sword: 2, axe: 3, shield: 3, armour: 4 };
export const MARKET_PRICES: Prices = { sword: 1, helmet: 1, 'water-bottle': 1, shield: 2, mule: 2, raft: 3 };

const priceTables = new WeakMap<Prices, WeakMap<readonly CardDef[], Int16Array>>();

/** Each card instance's price at this shop, -1 if it is not sold there: made once per shop and content. */
function priceTable(g: Game, prices: Prices): Int16Array {
  let byDefs = priceTables.get(prices);
  if (!byDefs) priceTables.set(prices, (byDefs = new WeakMap()));
  let table = byDefs.get(g.cardDef);
  if (!table) {
    table = Int16Array.from(g.cardDef, (def) => prices[def.id] ?? -1);
    byDefs.set(g.cardDef, table);
  }
  return table;
}

/**
 * First card in the Purchase stock of each type p may have: of the types sold here at a price he
 * can afford, or, free for the Thief, of any type ("one Purchase card of his choice", reference 2).
 */
function offer(g: Game, p: Player, table: Int16Array, free: boolean, out: number[]): void {
  out.push(-1);
  for (const c of g.purchaseStock) {
    const price = table[c];
    if ((!free && price < 0) || offered(g, out, g.cardDef[c].id) || (!free && price > p.gold) || !canHave(g, p, c)) continue;
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
  const table = priceTable(g, prices);
  if (hasAbility(g, p, FREE_PURCHASE)) {
    offer(g, p, table, true, g.options(KIND.buy, p, 1));
    const c = g.decide();
    if (c >= 0) take(g, p, c);
  }
  for (;;) {
    offer(g, p, table, false, g.options(KIND.buy, p, 0));
    const c = g.decide();
    if (c < 0) return;
    payGold(g, p, table[c]);
    take(g, p, c);
  }
}
