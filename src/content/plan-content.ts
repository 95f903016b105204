// The content a plan plays: the base game's, with the scenario's own characters (`characters:`)
// added after the 14, so that they are dealt from the same pool. One Content per set of characters
// in each thread (the Game caches its look-ups by Content), found by the characters' JSON.
import type { CharacterDef, Content } from '../engine/index.ts';
import { BASE_CONTENT, CHARACTER_IDS } from './index.ts';

const contents = new Map<string, Content>();

/** The base content with `characters` added (the base content itself when there are none). */
export function contentWith(characters: readonly CharacterDef[] | undefined): Content {
  if (!characters || characters.length === 0) return BASE_CONTENT;
  const key = JSON.stringify(characters);
  let c = contents.get(key);
  if (!c) {
    c = { ...BASE_CONTENT, characters: [...BASE_CONTENT.characters, ...characters] };
    contents.set(key, c);
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
