// Fantastic Diversions, Full Encounters "3. Option: Trade" (seeds/001): at 4.1 the character in his
// turn may offer to buy, sell or trade one Object, Magic Object or Follower that also exists as a
// Purchase card (the Mule) with the character he encounters, who accepts, refuses or counter-offers
// once; if no trade is achieved the encounter ends. Deals are 'trade' decisions (TRADE, below).
import { canHave, choiceQuestion, clearList, countEvent, eventId, gainCard, giveGold, removeCard, type CardDef, type Game, type Player } from '../../engine/index.ts';

/** The moments of a trade: the active character's offer, the other's reply, his answer to a counter-offer. */
export const TRADE_STAGES = ['offer', 'reply', 'counter'] as const;
export type TradeStage = (typeof TRADE_STAGES)[number];

/**
 * The deals of a 'trade' decision, from the active character's side: in deal i he gives card
 * give[i] and gets get[i] (-1: none) and pays gold[i] (negative: is paid). An option is -1, no
 * trade, or a deal's index. A reply's deal 0 is the deal offered (accepting it), any other his
 * counter-offer; a counter's deal 0 is the counter-offer. `other`: the seat of the character the
 * one asked trades with.
 */
export interface Deals {
  stage: TradeStage;
  other: number;
  readonly give: number[];
  readonly get: number[];
  readonly gold: number[];
}

/** Empty `deals` for the deals of this stage with `other`; returns it. */
export function resetDeals(deals: Deals, stage: TradeStage, other: number): Deals {
  deals.stage = stage;
  deals.other = other;
  clearList(deals.give);
  clearList(deals.get);
  clearList(deals.gold);
  return deals;
}

/** Add a deal to `deals`. */
export function pushDeal(deals: Deals, give: number, get: number, gold: number): void {
  deals.give.push(give);
  deals.get.push(get);
  deals.gold.push(gold);
}

/** 3: a deal offered, a reply to it (accept, counter-offer) or an answer to the counter-offer; -1 no trade. */
export const TRADE = choiceQuestion<Deals>({
  id: 'trade',
  taken: 'not-first',
  record: () => ({ stage: 'offer', other: -1, give: [], get: [], gold: [] }),
});

const OFFERED = eventId('trade.offered');
const BOUGHT = eventId('trade.bought');
const SOLD = eventId('trade.sold');
const SWAPPED = eventId('trade.swapped');
const COUNTERED = eventId('trade.countered');
const REFUSED = eventId('trade.refused');

/**
 * Which card instances may be traded (3): Objects and Magic Objects, and Followers "that also exist
 * in Purchase card format": the base game's only one is the Mule (an Adventure Follower and a
 * Purchase card). Made once per content.
 */
const tradableTables = new WeakMap<readonly CardDef[], Uint8Array>();

export function tradable(g: Game, c: number): boolean {
  let t = tradableTables.get(g.cardDef);
  if (!t) {
    const purchaseFollowers = new Set(g.cardDef.filter((d) => d.deck === 'purchase' && d.kind === 'follower').map((d) => d.name));
    t = Uint8Array.from(g.cardDef, (d) => (d.kind === 'object' || d.kind === 'magic-object' || (d.kind === 'follower' && purchaseFollowers.has(d.name)) ? 1 : 0));
    tradableTables.set(g.cardDef, t);
  }
  return t[c] === 1;
}

/**
 * Every deal p may offer q, added to `deals` (but one equal to its first when `skipFirst`): sell for
 * 1..q's gold, buy for 1..p's gold, or swap one for one.
 */
export function legalDeals(g: Game, p: Player, q: Player, deals: Deals, skipFirst = false): void {
  const skip = skipFirst ? 0 : -1;
  for (const c of p.objects) pushGiving(g, p, q, c, deals, skip);
  for (const c of p.followers) pushGiving(g, p, q, c, deals, skip);
  for (const d of q.objects) pushBuying(g, p, d, deals, skip);
  for (const d of q.followers) pushBuying(g, p, d, deals, skip);
}

function pushGiving(g: Game, p: Player, q: Player, c: number, deals: Deals, skip: number): void {
  if (!tradable(g, c) || !canHave(g, q, c)) return;
  for (let x = 1; x <= q.gold; x++) push(deals, c, -1, -x, skip);
  for (const d of q.objects) if (tradable(g, d) && canHave(g, p, d)) push(deals, c, d, 0, skip);
  for (const d of q.followers) if (tradable(g, d) && canHave(g, p, d)) push(deals, c, d, 0, skip);
}

function pushBuying(g: Game, p: Player, d: number, deals: Deals, skip: number): void {
  if (!tradable(g, d) || !canHave(g, p, d)) return;
  for (let x = 1; x <= p.gold; x++) push(deals, -1, d, x, skip);
}

/** Add the deal unless it is deal `skip`'s. */
function push(deals: Deals, give: number, get: number, gold: number, skip: number): void {
  if (skip >= 0 && deals.give[skip] === give && deals.get[skip] === get && deals.gold[skip] === gold) return;
  pushDeal(deals, give, get, gold);
}

/** Ask `who` for a deal among `deals` (or -1, none); returns the deal's index. */
function choose(g: Game, who: Player, deals: Deals): number {
  const o = TRADE.options(g, who, deals);
  o.push(-1);
  for (let i = 0; i < deals.give.length; i++) o.push(i);
  return g.decide();
}

/**
 * p may offer q a trade (3). False if he offers none (he then encounters q otherwise); true once he
 * has: traded, or refused, the encounter is over.
 */
export function offerTrade(g: Game, p: Player, q: Player): boolean {
  const deals = resetDeals(TRADE.record(g), 'offer', q.seat);
  legalDeals(g, p, q, deals);
  if (deals.give.length === 0) return false;
  const i = choose(g, p, deals);
  if (i < 0) return false;
  const give = deals.give[i];
  const get = deals.get[i];
  const gold = deals.gold[i];
  countEvent(g, OFFERED, p);
  if (g.log.on) g.say(`  ${g.name(p)} offers ${g.name(q)} a trade: ${describe(g, give, get, gold)} (Trade 3)`);
  resetDeals(deals, 'reply', p.seat);
  pushDeal(deals, give, get, gold);
  legalDeals(g, p, q, deals, true);
  const answer = choose(g, q, deals);
  if (answer === 0) return close(g, p, q, give, get, gold);
  if (answer > 0) {
    const cGive = deals.give[answer];
    const cGet = deals.get[answer];
    const cGold = deals.gold[answer];
    countEvent(g, COUNTERED, q);
    if (g.log.on) g.say(`  ${g.name(q)} counter-offers: ${describe(g, cGive, cGet, cGold)}`);
    resetDeals(deals, 'counter', q.seat);
    pushDeal(deals, cGive, cGet, cGold);
    if (choose(g, p, deals) === 0) return close(g, p, q, cGive, cGet, cGold);
  }
  countEvent(g, REFUSED, p);
  if (g.log.on) g.say(`  no trade: the encounter with ${g.name(q)} ends`);
  return true;
}

/**
 * The deal is struck: gold and cards change hands, both cards leaving before either arrives, so that
 * the carrying limit (p.12) is kept with the swap made, not halfway (a character at his limit who
 * swaps one Object for another drops nothing).
 */
function close(g: Game, p: Player, q: Player, give: number, get: number, gold: number): true {
  countEvent(g, give < 0 ? BOUGHT : get < 0 ? SOLD : SWAPPED, p);
  if (g.log.on) g.say(`  trade agreed: ${describe(g, give, get, gold)}`);
  if (gold > 0) giveGold(g, p, q, gold);
  else if (gold < 0) giveGold(g, q, p, -gold);
  if (give >= 0) removeCard(g, p, give);
  if (get >= 0) removeCard(g, q, get);
  if (give >= 0) gainCard(g, q, give);
  if (get >= 0) gainCard(g, p, get);
  return true;
}

/** A deal in words, from the active character's side (trace only). */
export function describe(g: Game, give: number, get: number, gold: number): string {
  if (give < 0) return `buy the ${g.cardDef[get].name} for ${gold}G`;
  if (get < 0) return `sell the ${g.cardDef[give].name} for ${-gold}G`;
  return `the ${g.cardDef[give].name} for the ${g.cardDef[get].name}`;
}
