// Handlers for the Adventure cards whose text needs code (reference section 3). Each is a few
// lines on a named hook; the cards' data is in adventure-cards.ts.
import {
  discardCard, payGold, removeFromSpace, rollOne, type CardHooks, type Game, type Player,
} from '../engine/index.ts';

/** A card that places itself on a space chosen by 1d6 (Ghost, Hermit; rulebook p.7). */
function placeBy(spaces: readonly string[]): CardHooks['onDrawn'] {
  return (g: Game, p: Player, card: number, space: number) => {
    const to = g.space(spaces[rollOne(g, p, 0) - 1]);
    if (to === space) return;
    removeFromSpace(g, space, card, false);
    g.spaceCards[to].push(card);
    if (g.log.on) g.say(`  the ${g.cardDef[card].name} goes to the ${g.spaces[to].name}`);
  };
}

export const HANDLERS: Record<string, CardHooks> = {
  bandit: {
    bribe: (g, p) => p.gold > 0 && g.question(p, 'pay-bandit') && (payGold(g, p, 1), true),
  },
  ghost: { onDrawn: placeBy(['city', 'village', 'graveyard', 'chapel', 'castle', 'temple']) },
  hermit: { onDrawn: placeBy(['crypt', 'plain-of-peril', 'cursed-glade', 'oasis', 'crags', 'forest']) },
  hag: {
    onGain(g, p, card) {
      for (let i = p.followers.length - 1; i >= 0; i--) if (p.followers[i] !== card) discardCard(g, p, p.followers[i]);
    },
  },
  poltergeist: { onCrossRiver: (g, p, card) => discardCard(g, p, card) },
  'potion-of-strength': {
    beforeBattle(g, p, card) {
      if (!g.question(p, 'use-potion', card)) return;
      p.tempStrength += 2;
      discardCard(g, p, card);
    },
  },
  mercenary: {
    beforeBattle(g, p, card) {
      if (p.gold === 0 || g.cardState[card] === g.turn || !g.question(p, 'pay-mercenary', card)) return;
      payGold(g, p, 1);
      g.cardState[card] = g.turn;
      p.tempStrength += 3;
    },
  },
};
