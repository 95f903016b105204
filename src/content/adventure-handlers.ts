// Handlers for the Adventure cards whose text needs code (reference section 3), merged by id into
// the card data of adventure-cards.ts. Events, Strangers and Places have their own modules; the
// Enemies, Followers and Objects that need a hook are here.
import { changed } from '../engine/changes.ts';
import {
  ROLL,
  discardCard, gainSpells, payGold, type CardHooks,
} from '../engine/index.ts';
import { placeBy } from './adventure-common.ts';
import { EVENT_HANDLERS } from './adventure-events.ts';
import { PLACE_HANDLERS } from './adventure-places.ts';
import { STRANGER_HANDLERS } from './adventure-strangers.ts';
import { alchemist } from './board-services.ts';

const OTHER_HANDLERS: Record<string, CardHooks> = {
  // Enemies
  bandit: {
    bribe: (g, p) => p.gold > 0 && g.question(p, 'pay-bandit') && (payGold(g, p, 1), true),
  },
  ghost: { onDrawn: placeBy(['city', 'village', 'graveyard', 'chapel', 'castle', 'temple'], ROLL.ghost) },
  // Followers
  hag: {
    onGain(g, p, card) {
      for (let i = p.followers.length - 1; i >= 0; i--) if (p.followers[i] !== card) discardCard(g, p, p.followers[i]);
    },
  },
  poltergeist: { onCrossRiver: (g, p, card) => discardCard(g, p, card) },
  // The Alchemist's conversion may be used at any time; it is offered at the start of each turn.
  'alchemist-follower': { onTurnStart: (g, p) => alchemist(g, p) },
  mercenary: {
    onTake(g, p, card) {
      if (p.gold < 1 || !g.question(p, 'hire-mercenary', card)) return false;
      payGold(g, p, 1);
      return true;
    },
    beforeBattle(g, p, card) {
      if (p.gold === 0 || g.cardState[card] === g.turn || !g.question(p, 'pay-mercenary', card)) return;
      payGold(g, p, 1);
      g.cardState[card] = g.turn;
      // "+3 Str in battle until end of turn" (reference 3.4): not Strength for the Crypt or the Portal of Power.
      p.turnBattleStrength += 3;
      changed(p);
    },
  },
  // Magic Objects
  'potion-of-strength': {
    beforeBattle(g, p, card) {
      if (!g.question(p, 'use-potion', card)) return;
      p.tempStrength += 2;
      changed(p);
      discardCard(g, p, card);
    },
  },
  // "You always have at least 1 Spell": also on taking the Wand with none (casting.ts keeps it up).
  wand: {
    onGain(g, p) {
      if (p.spells.length === 0) gainSpells(g, p, 1);
    },
  },
};

export const HANDLERS: Record<string, CardHooks> = {
  ...EVENT_HANDLERS, ...STRANGER_HANDLERS, ...PLACE_HANDLERS, ...OTHER_HANDLERS,
};
