// The DOC cards that swap or move what a character has (seed 000): Quid Pro Quo 1 and 2, Uncaged,
// Barter, Temp Agency, Gift Horse, and Salt and Pepper 1-3. Every swap is the player's choice
// (a 'swap-card' decision, declining included); Gift Horse's leaving is a 'leave-behind' decision.
import { boardChanged, changed } from '../../engine/changes.ts';
import {
  MOVE_SPACE, canHave, choiceQuestion, clearList, countEvent, enforceLimits, gainCard, moveOptions, removeCard, removeFromSpace,
  type Game, type Player,
} from '../../engine/index.ts';
import { acted, countMoved, docEvent, docEvents } from './deck.ts';
import type { DocCard } from './card.ts';

/**
 * What a swap swaps: a card on p's space for a face-up card elsewhere (`give` leaves the space), an
 * Enemy trophy of his for an Enemy here, or an Object or Follower of his for one here (`give` is his
 * in both).
 */
export const SWAP_KINDS = ['space-card', 'trophy', 'possession'] as const;
export type SwapKind = (typeof SWAP_KINDS)[number];

/** The swaps offered, of one kind: swap i (an option's value) gives card give[i] for card get[i]; an option -1 declines. */
export interface Swaps {
  what: SwapKind;
  readonly give: number[];
  readonly get: number[];
}

/** Empty `swaps` for swaps of this kind; returns it. */
export function resetSwaps(swaps: Swaps, what: SwapKind): Swaps {
  swaps.what = what;
  clearList(swaps.give);
  clearList(swaps.get);
  return swaps;
}

/** Add a swap to `swaps`. */
export function pushSwap(swaps: Swaps, give: number, get: number): void {
  swaps.give.push(give);
  swaps.get.push(get);
}

export const SWAP_CARD = choiceQuestion<Swaps>({
  id: 'swap-card',
  taken: 'not-first',
  record: () => ({ what: 'space-card', give: [], get: [] }),
});

/** Gift Horse's option for one gold (a Bag of Gold counter) among the cards p may leave. */
export const LEAVE_GOLD = -2;

/** Gift Horse: a card p carries, or LEAVE_GOLD, to leave on the space he leaves (the detail). */
export const LEAVE_BEHIND = choiceQuestion({ id: 'leave-behind', taken: 'always' });

/** Ask p for one of `swaps` (or -1, none); returns the swap's index, -1 without asking when none is offered. */
function chooseSwap(g: Game, p: Player, swaps: Swaps): number {
  if (swaps.give.length === 0) return -1;
  const o = SWAP_CARD.options(g, p, swaps);
  o.push(-1);
  for (let i = 0; i < swaps.give.length; i++) o.push(i);
  return g.decide();
}

/** The face-up cards within `reach` spaces of `space` (moves of 1 to reach either way, the bridge included). */
function cardsWithin(g: Game, space: number, reach: number, out: number[]): void {
  for (let steps = 1; steps <= reach; steps++) {
    for (const m of moveOptions(g, space, steps)) {
      const s = m & MOVE_SPACE;
      if (s === space || g.topo.region[s] === 'inner') continue;
      for (const c of g.spaceCards[s]) if (!out.includes(c)) out.push(c);
    }
  }
}

/** The space a face-up card lies on, or -1. */
function spaceOf(g: Game, card: number): number {
  for (let s = 0; s < g.spaceCards.length; s++) if (g.spaceCards[s].includes(card)) return s;
  return -1;
}

/**
 * Quid Pro Quo: "Before encountering cards, you may swap one card on this space for any face up card
 * up to 3 (or 5) spaces away", counted as a move counts spaces (either way, over the bridge).
 */
function quidProQuo(id: string, name: string, reach: number): DocCard {
  const events = docEvents(id);
  const swapped = docEvent(id, 'card-swapped');
  return {
    id, name, events,
    text: `Before encountering cards, you may swap one card here for any face-up card up to ${reach} spaces away.`,
    beforeCards(g, p, space) {
      const here = g.spaceCards[space];
      if (here.length === 0) return;
      const there: number[] = [];
      cardsWithin(g, space, reach, there);
      const swaps = resetSwaps(SWAP_CARD.record(g), 'space-card');
      for (const give of here) for (const get of there) pushSwap(swaps, give, get);
      const pick = chooseSwap(g, p, swaps);
      if (pick < 0) return;
      const give = swaps.give[pick];
      const get = swaps.get[pick];
      const from = spaceOf(g, get);
      removeFromSpace(g, from, get, false);
      removeFromSpace(g, space, give, false);
      g.spaceCards[from].push(give);
      here.push(get);
      boardChanged(g);
      countEvent(g, swapped, p);
      acted(g, p, events, name, g.log.on ? `${g.cardDef[give].name} goes to the ${g.spaces[from].name}, ${g.cardDef[get].name} comes here` : '');
    },
  };
}

export const QUID_PRO_QUO_1 = quidProQuo('quid-pro-quo-1', 'Quid Pro Quo 1', 3);
export const QUID_PRO_QUO_2 = quidProQuo('quid-pro-quo-2', 'Quid Pro Quo 2', 5);

/**
 * Uncaged: swap "an Enemy you have saved for experience (but not redeemed)" (a trophy) for an Enemy
 * card here. The Enemy taken becomes a trophy unfought; the trophy given lies here and is
 * encountered like any Enemy here. "You may only keep Craft Enemies for experience if you could
 * normally do so": in the base game every character keeps them (rulebook p.14).
 */
const UNCAGED_EVENTS = docEvents('uncaged');
const TROPHY_SWAPPED = docEvent('uncaged', 'card-swapped');

export const UNCAGED: DocCard = {
  id: 'uncaged', name: 'Uncaged', events: UNCAGED_EVENTS,
  text: 'Before encountering cards, you may swap an Enemy trophy of yours for an Enemy card here.',
  beforeCards(g, p, space) {
    const here = g.spaceCards[space];
    const swaps = resetSwaps(SWAP_CARD.record(g), 'trophy');
    for (const give of p.trophies) for (const get of here) if (g.cardDef[get].kind === 'enemy') pushSwap(swaps, give, get);
    const pick = chooseSwap(g, p, swaps);
    if (pick < 0) return;
    const give = swaps.give[pick];
    const get = swaps.get[pick];
    p.trophies.splice(p.trophies.indexOf(give), 1);
    removeFromSpace(g, space, get, false);
    p.trophies.push(get);
    here.push(give);
    boardChanged(g);
    changed(p);
    countEvent(g, TROPHY_SWAPPED, p);
    acted(g, p, UNCAGED_EVENTS, 'Uncaged', g.log.on ? `${g.name(p)} frees his ${g.cardDef[give].name} and keeps the ${g.cardDef[get].name}` : '');
  },
};

/**
 * Barter and Temp Agency: swap one of p's cards of the kinds named for one here. What he gives lies
 * here face up and, like a card ditched (rulebook p.16), may not be taken back this turn. A Follower
 * is a Follower card: an Enemy charmed or raised as a Follower (the Minstrel, the Ghoul) is not
 * swapped, since laid here it would be an Enemy card to fight, not a Follower to take.
 */
function possessionSwap(id: string, name: string, text: string, kinds: readonly string[]): DocCard {
  const events = docEvents(id);
  const swapped = docEvent(id, 'card-swapped');
  return {
    id, name, text, events,
    beforeCards(g, p, space) {
      const here = g.spaceCards[space];
      const swaps = resetSwaps(SWAP_CARD.record(g), 'possession');
      for (const give of kinds.includes('follower') ? p.followers : p.objects) {
        if (!kinds.includes(g.cardDef[give].kind)) continue;
        for (const get of here) if (kinds.includes(g.cardDef[get].kind) && !g.cardDef[get].gold && canHave(g, p, get)) pushSwap(swaps, give, get);
      }
      const pick = chooseSwap(g, p, swaps);
      if (pick < 0) return;
      const give = swaps.give[pick];
      const get = swaps.get[pick];
      removeCard(g, p, give);
      here.push(give);
      boardChanged(g);
      p.ditched.push(give);
      removeFromSpace(g, space, get, false);
      countEvent(g, swapped, p);
      acted(g, p, events, name, g.log.on ? `${g.name(p)} gives ${g.cardDef[give].name} for ${g.cardDef[get].name}` : '');
      gainCard(g, p, get);
    },
  };
}

export const BARTER = possessionSwap('barter', 'Barter',
  'Before encountering cards, you may swap one Object or Magic Object you carry for one here.', ['object', 'magic-object']);
export const TEMP_AGENCY = possessionSwap('temp-agency', 'Temp Agency',
  'Before encountering cards, you may swap one of your Followers for a Follower card here.', ['follower']);

/**
 * Gift Horse: "Before LEAVING this space (by any means), you must leave behind your choice of: 1 Bag
 * of Gold, 1 Object or Magic Object, or 1 Follower. If you have nothing to leave, you leave nothing."
 * It binds whoever encountered the space; a gold is left as a counter lying here, a card face up.
 * The Followers offered are Follower cards, as for Temp Agency.
 */
const GIFT_EVENTS = docEvents('gift-horse');
const GOLD_LEFT = docEvent('gift-horse', 'gold-left');
const ITEM_LEFT = docEvent('gift-horse', 'item-left');

export const GIFT_HORSE: DocCard = {
  id: 'gift-horse', name: 'Gift Horse', events: GIFT_EVENTS,
  text: 'Before leaving this space by any means, leave behind your choice of 1 gold, 1 Object or Magic Object, or 1 Follower.',
  leaveSpace(g, p, space) {
    const o = LEAVE_BEHIND.options(g, p, space);
    if (p.gold > 0) o.push(LEAVE_GOLD);
    for (const x of p.objects) o.push(x);
    for (const x of p.followers) if (g.cardDef[x].kind === 'follower') o.push(x);
    if (o.length === 0) return;
    const pick = g.decide();
    if (pick === LEAVE_GOLD) {
      p.gold--;
      g.spaceGold[space]++;
      changed(p);
      boardChanged(g);
    } else {
      removeCard(g, p, pick);
      g.spaceCards[space].push(pick);
      boardChanged(g);
    }
    countEvent(g, pick === LEAVE_GOLD ? GOLD_LEFT : ITEM_LEFT, p);
    acted(g, p, GIFT_EVENTS, 'Gift Horse', g.log.on ? `${g.name(p)} leaves ${pick === LEAVE_GOLD ? '1G' : g.cardDef[pick].name} behind` : '');
  },
};

/** Points gained above the starting value: Strength and Craft counters; lives above the starting life. */
type Gain = 'strength' | 'craft' | 'life';

function gained(p: Player, a: Gain): number {
  if (a === 'strength') return p.strengthCounters;
  if (a === 'craft') return p.craftCounters;
  return Math.max(0, p.lives - p.character!.life);
}

/**
 * Set what p has gained above the starting value of `a` to n, as far as the stock allows (p.15).
 * Lives below the start are none gained, and setting the gain sets the lives to the start plus n
 * (a character at 2 of 4 lives given 1 has 5), not n more than he has.
 */
function setGained(g: Game, p: Player, a: Gain, n: number): void {
  const now = a === 'life' ? p.lives - p.character!.life : gained(p, a);
  const delta = Math.min(n - now, g.pool[a]);
  if (a === 'strength') p.strengthCounters += delta;
  else if (a === 'craft') p.craftCounters += delta;
  else p.lives += delta;
  g.pool[a] -= delta;
  changed(p);
}

/**
 * Salt and Pepper: "Before encountering cards (if any are here), swap all points gained above your
 * character's starting A with all points gained above your character's starting B. This change is
 * permanent." Counters go to and from the stock, whose total is fixed: the points move as they are.
 */
function saltAndPepper(n: number, a: Gain, b: Gain): DocCard {
  const name = `Salt and Pepper ${n}`;
  const events = docEvents(`salt-and-pepper-${n}`);
  return {
    id: `salt-and-pepper-${n}`, name, events,
    text: `Before encountering cards (if any are here), swap the points gained above your starting ${a} with those above your starting ${b}, permanently.`,
    beforeCards(g, p, space) {
      if (g.spaceCards[space].length === 0) return;
      const x = gained(p, a);
      const y = gained(p, b);
      if (x === y) return;
      const lives = p.lives;
      const strength = p.strengthCounters;
      const craft = p.craftCounters;
      setGained(g, p, a, y);
      setGained(g, p, b, x);
      enforceLimits(g, p);
      countMoved(g, p, events, lives, strength, craft);
      acted(g, p, events, name, g.log.on ? `${g.name(p)} swaps +${x} ${a} and +${y} ${b}` : '');
    },
  };
}

export const SALT_AND_PEPPER_1 = saltAndPepper(1, 'strength', 'craft');
export const SALT_AND_PEPPER_2 = saltAndPepper(2, 'life', 'strength');
export const SALT_AND_PEPPER_3 = saltAndPepper(3, 'life', 'craft');
