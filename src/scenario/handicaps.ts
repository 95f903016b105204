// A scenario's handicaps (`handicaps:`, docs/scenarios.md): per character, points added to or taken
// from its printed Strength, Craft, lives, fate, starting gold or starting Spells, or another
// starting space. A handicap amends the character's card (content/handicaps.ts), so it holds
// whenever the character enters play, and its lives and fate are the values healing and
// replenishing fate go back up to. `worth` and `balance` (src/experiment/) write them.
import { BOARD } from '../content/board.ts';
import { CHARACTERS } from '../content/characters.ts';
import type { CharacterDef } from '../engine/index.ts';
import type { Handicap, Handicaps } from '../content/handicaps.ts';
import { checkField, checkMapping, fieldError, intRule, oneOfRule, type FieldRule, type Where } from './validate.ts';

/** The attributes a handicap changes by whole points, in the order reports list them. */
export const HANDICAP_POINTS = ['strength', 'craft', 'lives', 'fate', 'gold', 'spells'] as const;
export type HandicapPoint = (typeof HANDICAP_POINTS)[number];
export const HANDICAP_KEYS = [...HANDICAP_POINTS, 'start'] as const;

/**
 * What each attribute may be once the handicap is added: the range the scenario's own characters
 * (`characters:`) may print, and for gold at most the bank's 30 coins.
 */
export const HANDICAP_RANGE: Readonly<Record<HandicapPoint, readonly [number, number]>> = {
  strength: [1, 12], craft: [1, 12], lives: [1, 12], fate: [0, 12], gold: [0, 30], spells: [0, 4],
};

/** The points of a handicap: a whole number of points added (negative: taken away). */
const POINTS = intRule(-30, 30);
/** Characters start in the Outer Region (every base character does; rulebook p.4 step 7). */
const START = oneOfRule(BOARD.filter((s) => s.region === 'outer').map((s) => s.id));

/** A character's value of an attribute as printed (gold: the 1 every character starts with). */
export function printedValue(c: CharacterDef, key: HandicapPoint): number {
  switch (key) {
    case 'lives': return c.life;
    case 'gold': return c.gold ?? 1;
    default: return c[key];
  }
}

/** `handicaps:`: a mapping of character ids (the 14 and the scenario's own) to their handicaps. */
export function resolveHandicaps(raw: unknown, where: Where, own: readonly CharacterDef[] = []): Handicaps {
  const characters = [...CHARACTERS, ...own];
  const given = checkMapping(where, ['handicaps'], raw, characters.map((c) => c.id));
  const out: Handicaps = {};
  // In the characters' order, so that provenance and the scenario balance writes read alike.
  for (const c of characters) {
    if (given[c.id] === undefined || given[c.id] === null) continue;
    const h = resolveHandicap(given[c.id], c, where);
    if (Object.keys(h).length > 0) out[c.id] = h;
  }
  return out;
}

function resolveHandicap(raw: unknown, c: CharacterDef, where: Where): Handicap {
  const given = checkMapping(where, ['handicaps', c.id], raw, HANDICAP_KEYS);
  const out: Handicap = {};
  for (const key of HANDICAP_POINTS) {
    if (given[key] === undefined) continue;
    const points = checkField(where, ['handicaps', c.id, key], given[key], POINTS);
    const [min, max] = HANDICAP_RANGE[key];
    const value = printedValue(c, key) + points;
    if (value < min || value > max) {
      throw fieldError(where, ['handicaps', c.id, key], `${points} would make the ${c.name}'s ${key} ${value}; it must stay from ${min} to ${max}, so give a number from ${min - printedValue(c, key)} to ${max - printedValue(c, key)}`);
    }
    if (points !== 0) out[key] = points;
  }
  if (given.start !== undefined) {
    const start = checkField(where, ['handicaps', c.id, 'start'], given.start, START as FieldRule<string>);
    if (start !== c.start) out.start = start;
  }
  return out;
}

/** A handicap as it reads in a table: "Strength -1, Craft +2"; "none" for none. */
export function handicapText(h: Handicap | undefined): string {
  if (!h) return 'none';
  const parts: string[] = [];
  for (const key of HANDICAP_POINTS) {
    const v = h[key];
    if (v !== undefined) parts.push(`${key} ${v > 0 ? '+' : ''}${v}`);
  }
  if (h.start !== undefined) parts.push(`start ${h.start}`);
  return parts.length === 0 ? 'none' : parts.join(', ');
}
