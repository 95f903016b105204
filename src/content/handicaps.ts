// A scenario's handicaps (`handicaps:`, validated by src/scenario/handicaps.ts) applied to a content:
// each handicapped character's card amended (printed Strength, Craft, lives, fate, starting gold and
// Spells, start space), so that every rule reading the card reads the amended values. One Content
// per base content and set of handicaps in each thread (the Game caches its look-ups by Content).
import type { CharacterDef, Content } from '../engine/index.ts';

/** One character's handicap: points added (negative: taken away), and another start space. */
export interface Handicap {
  strength?: number;
  craft?: number;
  lives?: number;
  fate?: number;
  gold?: number;
  spells?: number;
  start?: string;
}

/** Handicaps by character id. Plain data, so that they cross to the workers. */
export type Handicaps = Record<string, Handicap>;

const built = new WeakMap<Content, Map<string, Content>>();

/** `base` with `handicaps` applied (`base` itself when there are none); the same object for the same ones. */
export function withHandicaps(base: Content, handicaps: Handicaps | undefined): Content {
  if (!handicaps || Object.keys(handicaps).length === 0) return base;
  let byKey = built.get(base);
  if (!byKey) {
    byKey = new Map();
    built.set(base, byKey);
  }
  const key = JSON.stringify(handicaps);
  let c = byKey.get(key);
  if (!c) {
    c = { ...base, characters: base.characters.map((d) => (handicaps[d.id] ? handicapped(d, handicaps[d.id]) : d)) };
    byKey.set(key, c);
  }
  return c;
}

/** The character's card with the handicap applied. */
export function handicapped(d: CharacterDef, h: Handicap): CharacterDef {
  return {
    ...d,
    strength: d.strength + (h.strength ?? 0),
    craft: d.craft + (h.craft ?? 0),
    life: d.life + (h.lives ?? 0),
    fate: d.fate + (h.fate ?? 0),
    spells: d.spells + (h.spells ?? 0),
    start: h.start ?? d.start,
    ...(h.gold === undefined ? {} : { gold: (d.gold ?? 1) + h.gold }),
  };
}
