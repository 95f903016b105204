// The content of a scenario with fan cards: the base content with the Adventure cards the scenario
// removes or replaces taken out and its fan cards added after the base Adventure cards. Built once
// per distinct card list in a thread (the engine's card tables are made once per Content).
import { createHash } from 'node:crypto';
import type { Content } from '../../engine/index.ts';
import { ADVENTURE_CARDS } from '../adventure-cards.ts';
import { BASE_CONTENT } from '../index.ts';
import { fanCardDef, type FanCard } from './cards.ts';

/** What a scenario's `cards:` resolves to: the fan cards, and the base titles taken out of the deck. */
export interface FanDeck {
  readonly cards: readonly FanCard[];
  /** Titles of base Adventure cards removed (every copy); a replaced card's title is listed here too. */
  readonly remove: readonly string[];
}

/** The base Adventure deck's titles (each title once). */
export const BASE_TITLES: readonly string[] = [...new Set(ADVENTURE_CARDS.map((c) => c.name))];

const built = new Map<string, Content>();

/** The content a fan deck makes (BASE_CONTENT when none), the same object for the same deck. */
export function contentWith(deck: FanDeck | undefined): Content {
  if (deck === undefined || (deck.cards.length === 0 && deck.remove.length === 0)) return BASE_CONTENT;
  const key = JSON.stringify(deck);
  let c = built.get(key);
  if (!c) {
    c = buildContent(deck);
    built.set(key, c);
  }
  return c;
}

function buildContent(deck: FanDeck): Content {
  const rest = BASE_CONTENT.cards.slice(ADVENTURE_CARDS.length);
  const kept = ADVENTURE_CARDS.filter((def) => !deck.remove.includes(def.name));
  return { ...BASE_CONTENT, cards: [...kept, ...deck.cards.map(fanCardDef), ...rest] };
}

/** SHA-256 (hex) of a fan deck's resolved data: the cards' identity in a run's provenance. */
export function fanDeckSha256(deck: FanDeck): string {
  return createHash('sha256').update(JSON.stringify(deck)).digest('hex');
}
