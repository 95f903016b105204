// The 9 Places of the Adventure deck (reference 3.9), encounter number 6. Most stay on their
// space for the game; the Fountain of Wisdom, Magic Stream and Pool of Life hold 4 counters,
// counted in g.cardState as "taken so far", and are discarded when empty.
import {
  ROLL,
  ABILITY_INDEX, craft, gainCraft, gainFate, gainGold, gainLife, gainSpells, gainStrength, hasAbility, removeFromSpace,
  rollOne, strength, type CardHooks, type Game, type Outcome, type Player,
} from '../engine/index.ts';
import { cardCreatureAttacks, loseTurnHere, teleportByDie, teleportInRegion } from './adventure-common.ts';
import { creatureAttacks, prayRoll } from './board-services.ts';
import { MARKET_PRICES, visitShop } from './shop.ts';

/** Magic Portal: 1d6 destination table (reference 3.9). */
const PORTAL = ['crags', 'village', 'city', 'warlocks-cave', 'temple', 'plain-of-peril'] as const;

const CAVE_PLUS_ONE = ABILITY_INDEX['cave-plus-one'];
const MAZE_IMMUNE = ABILITY_INDEX['maze-immune'];

/** Counters a Fountain, Stream or Pool holds. */
const HOLDS = 4;

/**
 * A Place holding HOLDS counters: one taken a visit (if the stock has one), discarded when empty.
 * onDrawn resets the count for a card that comes back from the discard pile.
 */
function reservoir(take: (g: Game, p: Player) => boolean): CardHooks {
  return {
    onDrawn(g, _p, card) {
      g.cardState[card] = 0;
    },
    onEncounter(g, p, card, space) {
      if (take(g, p)) g.cardState[card]++;
      if (g.cardState[card] >= HOLDS) {
        g.cardState[card] = 0;
        removeFromSpace(g, space, card, true);
        if (g.log.on) g.say(`  the ${g.cardDef[card].name} is empty`);
      }
      return 'continue';
    },
  };
}

/**
 * Cave, 1d6. The Dwarf's +1 is his choice, asked with the roll as the question's detail (issue 12,
 * item 13: the card's "+1 after rolling" read as "may add 1", as the Monk's and the Priest's praying
 * +1; a 2 is a Goblin, Strength 2, where 3 loses a turn).
 */
function cave(g: Game, p: Player, card: number, space: number): Outcome {
  let r = rollOne(g, p, ROLL.cave);
  if (hasAbility(g, p, CAVE_PLUS_ONE) && g.question(p, 'cave-plus-one', r)) r++;
  if (r === 1) return cardCreatureAttacks(g, p, 'Dragon', 7, true);
  if (r === 2) return creatureAttacks(g, p, 'Goblin', false, 2);
  if (r === 3) return loseTurnHere(g, p, card, space);
  gainGold(g, p, r <= 5 ? 2 : 3);
  return 'continue';
}

/** Shrine, pray 1d6 (the Monk and Priest add 1). */
function shrine(g: Game, p: Player, card: number): Outcome {
  const r = prayRoll(g, p, 1, 'pray-plus-one-shrine');
  if (r === 2) gainFate(g, p, 1);
  else if (r === 3) gainGold(g, p, 1);
  else if (r === 4) gainSpells(g, p, 1);
  else if (r === 5) gainLife(g, p, 1);
  else if (r >= 6) return teleportInRegion(g, p, card);
  return 'continue';
}

export const PLACE_HANDLERS: Record<string, CardHooks> = {
  cave: { onEncounter: cave },
  'fountain-of-wisdom': reservoir((g, p) => g.pool.craft > 0 && (gainCraft(g, p, 1, 'place-card'), true)),
  'magic-stream': reservoir((g, p) => g.pool.strength > 0 && (gainStrength(g, p, 1, 'place-card'), true)),
  'pool-of-life': reservoir((g, p) => g.pool.life > 0 && (gainLife(g, p, 1), true)),
  'magic-portal': {
    onEncounter: (g, p, card) => (g.question(p, 'step-through', card) ? teleportByDie(g, p, PORTAL, ROLL['magic-portal']) : 'continue'),
  },
  market: {
    onEncounter(g, p) {
      visitShop(g, p, MARKET_PRICES);
      return 'continue';
    },
  },
  marsh: {
    onEncounter: (g, p, card, space) => (strength(g, p) < 5 ? loseTurnHere(g, p, card, space) : 'continue'),
  },
  maze: {
    onEncounter: (g, p, card, space) =>
      (craft(g, p) < 5 && !hasAbility(g, p, MAZE_IMMUNE) ? loseTurnHere(g, p, card, space) : 'continue'),
  },
  shrine: { onEncounter: (g, p, card) => shrine(g, p, card) },
};
