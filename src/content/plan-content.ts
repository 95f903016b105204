// A scenario's own characters (`characters:`) added to a content (the base game's, or one with the
// scenario's fan cards: content/fan/deck.ts) after the 14, so that they are dealt from the same
// pool. One Content per base content and set of characters in each thread (the Game caches its
// look-ups by Content), found by the characters' JSON.
import type { CharacterDef, Content } from '../engine/index.ts';
import { CHARACTER_IDS } from './index.ts';

const built = new WeakMap<Content, Map<string, Content>>();

/** `base` with `characters` added (`base` itself when there are none); the same object for the same ones. */
export function withCharacters(base: Content, characters: readonly CharacterDef[] | undefined): Content {
  if (!characters || characters.length === 0) return base;
  let byKey = built.get(base);
  if (!byKey) {
    byKey = new Map();
    built.set(base, byKey);
  }
  const key = JSON.stringify(characters);
  let c = byKey.get(key);
  if (!c) {
    c = { ...base, characters: [...base.characters, ...characters] };
    byKey.set(key, c);
  }
  return c;
}

/** The ids of the characters a plan may deal: the 14, then the scenario's own. */
export function characterIdsWith(characters: readonly CharacterDef[] | undefined): readonly string[] {
  return !characters || characters.length === 0 ? CHARACTER_IDS : [...CHARACTER_IDS, ...characters.map((c) => c.id)];
}

/** A character id's index in the content (ids are validated by the scenario loader). */
export function characterIndexIn(content: Content, id: string): number {
  const i = content.characters.findIndex((c) => c.id === id);
  if (i < 0) throw new Error(`unknown character '${id}'`);
  return i;
}

/** The characters of several plans (an experiment's arms): the 14, then each plan's own, each once, in order. */
export function characterIdsOfPlans(plans: readonly { characters?: readonly CharacterDef[] }[]): readonly string[] {
  const own = [...new Set(plans.flatMap((p) => (p.characters ?? []).map((c) => c.id)))];
  return own.length === 0 ? CHARACTER_IDS : [...CHARACTER_IDS, ...own];
}
