// Game set-up (rulebook p.4): card instances and decks, the character deal (or deal three and
// choose one), start spaces, lives, fate, gold, starting Spells and Objects.
import { setupCharacter } from './death.ts';
import type { Game } from './game.ts';
import { uniformCard } from './shapes.ts';
import { windowBits } from './casting.ts';
import { traitBits } from './types.ts';

/** Create every card instance, shuffle the Adventure and Spell decks, fill the stocks. */
export function setupCards(g: Game): void {
  for (const written of g.content.cards) {
    const def = uniformCard(written);
    for (let k = 0; k < def.count; k++) {
      const id = g.cardDef.length;
      g.cardDef.push(def);
      if (def.deck === 'adventure') g.adventureDeck.push(id);
      else if (def.deck === 'spell') g.spellDeck.push(id);
      else if (def.deck === 'purchase') g.purchaseStock.push(id);
      else g.talismanStock.push(id);
    }
  }
  g.cardState = new Int32Array(g.cardDef.length);
  g.cardCast = new Int32Array(g.cardDef.length);
  g.cardTraits = new Int32Array(g.cardDef.length);
  for (let c = 0; c < g.cardDef.length; c++) {
    g.cardCast[c] = windowBits(g.cardDef[c].cast);
    g.cardTraits[c] = traitBits(g.cardDef[c].traits);
  }
  g.rng.adventure.shuffle(g.adventureDeck);
  g.rng.spell.shuffle(g.spellDeck);
}

/**
 * Deal characters: seats with a fixed character get it; the others are dealt one at random, or
 * three to choose from (the unchosen go back for later deals). Then each is set up in seat order.
 */
export function dealCharacters(g: Game, fixed: readonly (number | null)[]): void {
  // A loop, not map().filter(): the pool's elements kind must not depend on whether TurboFan has
  // inlined those builtins yet (see listOf).
  g.characterPool = [];
  for (let i = 0; i < g.content.characters.length; i++) if (!fixed.includes(i)) g.characterPool.push(i);
  const chosen: number[] = [];
  for (let seat = 0; seat < g.players.length; seat++) {
    const f = fixed[seat];
    chosen.push(f !== null && f !== undefined ? f : dealOne(g, seat));
  }
  for (let seat = 0; seat < g.players.length; seat++) setupCharacter(g, g.players[seat], chosen[seat]);
}

function dealOne(g: Game, seat: number): number {
  const hand = Math.min(g.rules.dealThree ? 3 : 1, g.characterPool.length);
  const dealt: number[] = [];
  for (let k = 0; k < hand; k++) dealt.push(g.characterPool.splice(g.rng.deal.int(g.characterPool.length), 1)[0]);
  const o = g.options('character', g.players[seat]);
  for (const c of dealt) o.push(c);
  const pick = g.decide();
  for (const c of dealt) if (c !== pick) g.characterPool.push(c);
  return pick;
}

/** A new game ready for its first turn. */
export function setupGame(g: Game, fixed: readonly (number | null)[]): void {
  setupCards(g);
  dealCharacters(g, fixed);
}
