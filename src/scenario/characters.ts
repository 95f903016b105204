// A scenario's own characters (`characters:`, docs/scenarios.md): printed values, alignment, start
// space, starting Objects and Spells, and abilities named from the stock of the 14 base characters'
// (content/character-abilities.ts). They are added after the 14 and dealt like them.
import { CHARACTER_ABILITIES, CHARACTER_ABILITY_NAMES } from '../content/character-abilities.ts';
import { BOARD } from '../content/board.ts';
import { CHARACTER_IDS } from '../content/index.ts';
import { PURCHASE_CARDS } from '../content/purchase-cards.ts';
import type { Ability, Alignment, CharacterDef } from '../engine/index.ts';
import { checkField, checkMapping, fieldError, intRule, oneOfRule, type FieldPath, type FieldRule, type Where } from './validate.ts';

export const CHARACTER_KEYS = ['id', 'name', 'strength', 'craft', 'lives', 'fate', 'alignment', 'start', 'spells', 'objects', 'abilities', 'text'] as const;

const ID: FieldRule<string> = {
  expect: 'an id of lower-case letters, digits and dashes (e.g. barrow-knight)',
  parse: (v) => (typeof v === 'string' && /^[a-z][a-z0-9-]{0,39}$/.test(v) ? v : undefined),
};
const TEXT: FieldRule<string> = {
  expect: 'a line of text (at most 200 characters)',
  parse: (v) => (typeof v === 'string' && v.trim() !== '' && v.length <= 200 ? v : undefined),
};
/** Printed Strength and Craft: the base characters' run from 1 (the Troll's Craft) to 6. */
const VALUE = intRule(1, 12);
const LIVES = intRule(1, 12);
const FATE = intRule(0, 12);
const SPELLS = intRule(0, 4);
const ALIGNMENT = oneOfRule<Alignment>(['good', 'neutral', 'evil']);
/** Characters start in the Outer Region (every base character does; rulebook p.4 step 7). */
const START = oneOfRule(BOARD.filter((s) => s.region === 'outer').map((s) => s.id));
const OBJECT = oneOfRule(PURCHASE_CARDS.map((c) => c.id));
const ABILITY = oneOfRule<string>(CHARACTER_ABILITY_NAMES);

/** `characters:`: a list of characters, each a mapping; ids new and distinct. */
export function resolveCharacters(raw: unknown, where: Where): CharacterDef[] {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > 8) {
    throw fieldError(where, ['characters'], 'must be a list of 1 to 8 characters, each {id, strength, craft, lives, fate, alignment, start, ...}');
  }
  const out = raw.map((item, i) => resolveCharacter(item, i, where));
  out.forEach((c, i) => {
    if (CHARACTER_IDS.includes(c.id)) throw fieldError(where, ['characters', i, 'id'], `is a base character's id (${c.id}); give the new character an id of its own`);
    const first = out.findIndex((d) => d.id === c.id);
    if (first < i) throw fieldError(where, ['characters', i, 'id'], `repeats ${c.id}, already characters[${first}]`);
  });
  return out;
}

function resolveCharacter(raw: unknown, i: number, where: Where): CharacterDef {
  const at = (key: string): FieldPath => ['characters', i, key];
  const given = checkMapping(where, ['characters', i], raw ?? {}, CHARACTER_KEYS);
  const need = <T>(key: string, rule: FieldRule<T>): T => {
    if (given[key] === undefined) throw fieldError(where, ['characters', i], `has no ${key} (it must be ${rule.expect})`);
    return checkField(where, at(key), given[key], rule);
  };
  const id = need('id', ID);
  const abilities = list(given.abilities, at('abilities'), ABILITY, where) as Ability[];
  return {
    id,
    name: given.name === undefined ? id.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ') : checkField(where, at('name'), given.name, TEXT),
    strength: need('strength', VALUE),
    craft: need('craft', VALUE),
    life: need('lives', LIVES),
    fate: need('fate', FATE),
    alignment: need('alignment', ALIGNMENT),
    start: need('start', START),
    spells: given.spells === undefined ? 0 : checkField(where, at('spells'), given.spells, SPELLS),
    ...(given.objects === undefined ? {} : { objects: list(given.objects, at('objects'), OBJECT, where) }),
    abilities,
    text: given.text === undefined ? abilities.map((a) => CHARACTER_ABILITIES[a]?.doc ?? a).join('; ') || 'no special ability' : checkField(where, at('text'), given.text, TEXT),
  };
}

/** A list field: each item by `rule`, no repeats; absent is none. */
function list<T>(raw: unknown, path: FieldPath, rule: FieldRule<T>, where: Where): T[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw fieldError(where, path, `must be a list, each ${rule.expect}`);
  const out = raw.map((item, j) => checkField(where, [...path, j], item, rule));
  out.forEach((v, j) => {
    if (out.indexOf(v) < j) throw fieldError(where, [...path, j], `repeats ${String(v)}`);
  });
  return out;
}
