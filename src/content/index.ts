// The base game's content, handed to the engine as one Content value.
import type { Content } from '../engine/index.ts';
import { ADVENTURE_CARDS } from './adventure-cards.ts';
import { BOARD } from './board.ts';
import { CHARACTERS } from './characters.ts';
import { PURCHASE_CARDS, TALISMAN_CARDS } from './purchase-cards.ts';
import { SPELL_CARDS } from './spells.ts';

export const BASE_CONTENT: Content = {
  cards: [...ADVENTURE_CARDS, ...SPELL_CARDS, ...PURCHASE_CARDS, ...TALISMAN_CARDS],
  spaces: BOARD,
  characters: CHARACTERS,
};

export const CHARACTER_IDS: readonly string[] = CHARACTERS.map((c) => c.id);

/** Index of a character id in BASE_CONTENT.characters (ids are validated by the scenario loader). */
export function characterIndex(id: string): number {
  const i = CHARACTER_IDS.indexOf(id);
  if (i < 0) throw new Error(`unknown character '${id}'`);
  return i;
}
