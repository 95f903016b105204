// Shared scripting for the Adventure card tests: yes/no answers by question name, no fate rerolls
// no Spells and no character encounters unless a test says otherwise, and where cards are.
import { expect } from 'vitest';
import { land, questionName, remainingFaces, type Game, type Player } from '../../../src/engine/index.ts';
import type { Answer } from '../../helpers.ts';

export interface Script {
  /** Questions answered yes and no, by name (the base game's or a module's). */
  yes?: string[];
  no?: string[];
  /** Asked first; undefined falls through to the yes/no lists and the defaults. */
  more?: Answer;
}

/**
 * An answer function: `more` first, then the yes/no lists, then no reroll, no Spell cast and the
 * space rather than a character to encounter.
 */
export function script(s: Script = {}): Answer {
  return (d, view) => {
    const v = s.more?.(d, view);
    if (v !== undefined) return v;
    if (d.kind === 'yes-no') {
      const q = questionName(d.subject);
      if (s.yes?.includes(q)) return 1;
      if (s.no?.includes(q)) return 0;
      return undefined;
    }
    if (d.kind === 'reroll' || d.kind === 'cast' || d.kind === 'encounter') return -1;
    return undefined;
  };
}

/** p lands on the space (by id) and encounters it, as at the end of a move. */
export function landOn(g: Game, p: Player, space: string): void {
  land(g, p, g.space(space));
}

/** Every pinned die was rolled. */
export function expectDiceUsed(g: Game): void {
  expect(remainingFaces(g.rng.dice)).toBe(0);
}

/** Where a card is: a space id, 'discard', 'player <seat>', 'deck' or 'elsewhere'. */
export function whereIs(g: Game, card: number): string {
  const s = g.spaceCards.findIndex((cards) => cards.includes(card));
  if (s >= 0) return g.spaces[s].id;
  if (g.adventureDiscard.includes(card) || g.spellDiscard.includes(card)) return 'discard';
  if (g.adventureDeck.includes(card)) return 'deck';
  if (g.purchaseStock.includes(card) || g.talismanStock.includes(card)) return 'stock';
  const p = g.players.find((q) => q.objects.includes(card) || q.followers.includes(card) || q.trophies.includes(card));
  return p ? `player ${p.seat}` : 'elsewhere';
}

/** Put a card that was already dealt with (now in the discard pile) on a space again. */
export function layAgain(g: Game, space: string, card: number): void {
  const i = g.adventureDiscard.indexOf(card);
  if (i < 0) throw new Error(`card ${card} is not in the discard pile`);
  g.adventureDiscard.splice(i, 1);
  g.spaceCards[g.space(space)].push(card);
}
