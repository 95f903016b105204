// Fantastic Diversions, Full Encounters "3. Option: Trade" (seeds/001): at 4.1 the character in his
// turn may offer to buy, sell or trade one Object, Magic Object or Follower that also exists as a
// Purchase card (the Mule) with the character he encounters, who accepts, refuses or counter-offers
// once; if no trade is achieved the encounter ends. Deals are 'trade' decisions (engine decisions.ts).
import {
  TRADE_STAGES, canHave, countEvent, dealGet, dealGive, dealGold, eventId, gainCard, giveGold, removeCard, tradeDeal,
  type CardDef, type Game, type Player,
} from '../../engine/index.ts';

const OFFER = TRADE_STAGES.indexOf('offer');
const REPLY = TRADE_STAGES.indexOf('reply');
const COUNTER = TRADE_STAGES.indexOf('counter');

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

/** Every deal p may offer q, as option values (but `skip`): sell for 1..q's gold, buy for 1..p's gold, or swap one for one. */
export function legalDeals(g: Game, p: Player, q: Player, out: number[], skip = -1): void {
  for (const c of p.objects) pushGiving(g, p, q, c, out, skip);
  for (const c of p.followers) pushGiving(g, p, q, c, out, skip);
  for (const d of q.objects) pushBuying(g, p, d, out, skip);
  for (const d of q.followers) pushBuying(g, p, d, out, skip);
}

function pushGiving(g: Game, p: Player, q: Player, c: number, out: number[], skip: number): void {
  if (!tradable(g, c) || !canHave(g, q, c)) return;
  for (let x = 1; x <= q.gold; x++) push(out, tradeDeal(c, -1, -x), skip);
  for (const d of q.objects) if (tradable(g, d) && canHave(g, p, d)) push(out, tradeDeal(c, d, 0), skip);
  for (const d of q.followers) if (tradable(g, d) && canHave(g, p, d)) push(out, tradeDeal(c, d, 0), skip);
}

function pushBuying(g: Game, p: Player, d: number, out: number[], skip: number): void {
  if (!tradable(g, d) || !canHave(g, p, d)) return;
  for (let x = 1; x <= p.gold; x++) push(out, tradeDeal(-1, d, x), skip);
}

function push(out: number[], deal: number, skip: number): void {
  if (deal !== skip) out.push(deal);
}

/**
 * p may offer q a trade (3). False if he offers none (he then encounters q otherwise); true once he
 * has: traded, or refused, the encounter is over.
 */
export function offerTrade(g: Game, p: Player, q: Player): boolean {
  const o = g.options('trade', p, OFFER);
  g.decision.detail = q.seat;
  o.push(-1);
  legalDeals(g, p, q, o);
  if (o.length === 1) return false;
  const deal = g.decide();
  if (deal < 0) return false;
  countEvent(g, OFFERED, p);
  if (g.log.on) g.say(`  ${g.name(p)} offers ${g.name(q)} a trade: ${describe(g, deal)} (Trade 3)`);
  const r = g.options('trade', q, REPLY);
  g.decision.detail = p.seat;
  r.push(-1, deal);
  legalDeals(g, p, q, r, deal);
  const answer = g.decide();
  if (answer === deal) return close(g, p, q, deal);
  if (answer >= 0) {
    countEvent(g, COUNTERED, q);
    if (g.log.on) g.say(`  ${g.name(q)} counter-offers: ${describe(g, answer)}`);
    const c = g.options('trade', p, COUNTER);
    g.decision.detail = q.seat;
    c.push(-1, answer);
    if (g.decide() === answer) return close(g, p, q, answer);
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
function close(g: Game, p: Player, q: Player, deal: number): true {
  const give = dealGive(deal);
  const get = dealGet(deal);
  const gold = dealGold(deal);
  countEvent(g, give < 0 ? BOUGHT : get < 0 ? SOLD : SWAPPED, p);
  if (g.log.on) g.say(`  trade agreed: ${describe(g, deal)}`);
  if (gold > 0) giveGold(g, p, q, gold);
  else if (gold < 0) giveGold(g, q, p, -gold);
  if (give >= 0) removeCard(g, p, give);
  if (get >= 0) removeCard(g, q, get);
  if (give >= 0) gainCard(g, q, give);
  if (get >= 0) gainCard(g, p, get);
  return true;
}

/** A deal in words, from the active character's side (trace only). */
export function describe(g: Game, deal: number): string {
  const give = dealGive(deal);
  const get = dealGet(deal);
  const gold = dealGold(deal);
  if (give < 0) return `buy the ${g.cardDef[get].name} for ${gold}G`;
  if (get < 0) return `sell the ${g.cardDef[give].name} for ${-gold}G`;
  return `the ${g.cardDef[give].name} for the ${g.cardDef[get].name}`;
}
