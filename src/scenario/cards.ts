// A scenario's `cards:` (fan Adventure cards, docs/scenarios.md "Fan cards"): each entry validated
// field by field with the file and line of the field in every error, then resolved into a FanDeck
// (plain data in the RunPlan, compiled into CardDefs by src/content/fan/).
import { ABILITIES, ALIGNMENTS, type Ability, type Trait } from '../engine/index.ts';
import { ENEMY_KINDS, FAN_TYPES, fanId, fanText, titleWords, type FanCard, type FanType } from '../content/fan/cards.ts';
import { BASE_TITLES, type FanDeck } from '../content/fan/deck.ts';
import { parseEffect, type Effect } from '../content/fan/effects.ts';
import {
  BOOLEAN, checkField, checkMapping, fieldError, idListRule, intRule, oneOfRule, pathText, showValue, type FieldPath, type FieldRule, type Where,
} from './validate.ts';
import { closest } from '../fields/suggest.ts';

/** The keys every fan card may have, and those of each type. */
const COMMON = ['title', 'type', 'count', 'text', 'replace'] as const;
const KEYS: Record<FanType, readonly string[]> = {
  enemy: [...COMMON, 'kind', 'strength', 'craft'],
  object: [...COMMON, 'strength', 'craft', 'battle', 'armour', 'gold', 'price', 'notFor', 'abilities'],
  'magic-object': [...COMMON, 'strength', 'craft', 'battle', 'armour', 'gold', 'price', 'notFor', 'abilities'],
  follower: [...COMMON, 'strength', 'craft', 'price', 'forced', 'notFor', 'abilities'],
  stranger: [...COMMON, 'effect', 'table', ...ALIGNMENTS, 'stays'],
  place: [...COMMON, 'effect', 'table', ...ALIGNMENTS, 'stays'],
  event: [...COMMON, 'effect', 'table', ...ALIGNMENTS],
};
/** Every key a card entry may have (the union, for the first check and the docs). */
export const CARD_KEYS: readonly string[] = [...new Set([...Object.values(KEYS).flat(), 'remove'])];

/** Fan cards in one scenario: at most this many entries, and this many copies of one card. */
export const MAX_FAN_CARDS = 200;
export const MAX_COPIES = 50;

const COUNT = intRule(1, MAX_COPIES);
const VALUE = intRule(1, 99);
const BONUS = intRule(1, 10);
const ARMOUR = intRule(4, 6);
const GOLD = intRule(1, 20);
const NOT_FOR = oneOfRule(['good', 'evil'] as const);
const TYPE = oneOfRule(FAN_TYPES);
const KIND = oneOfRule(ENEMY_KINDS);
const TITLE: FieldRule<string> = {
  expect: 'a title of 1 to 60 characters with a letter or digit in it',
  parse: (v) => (typeof v === 'string' && v.trim().length > 0 && v.trim().length <= 60 && /[A-Za-z0-9]/.test(v) ? v.trim() : undefined),
};
const TEXT: FieldRule<string> = {
  expect: 'one line of text of at most 200 characters',
  parse: (v) => (typeof v === 'string' && v.trim().length > 0 && v.length <= 200 && !/[\r\n]/.test(v) ? v.trim() : undefined),
};
const ABILITY_LIST: FieldRule<Ability[]> = idListRule('ability', 'abilities', ABILITIES);

/** `cards:` as given in the scenario (path ['cards']) or as a deck file's top level (path []). */
export function resolveCards(raw: unknown, where: Where, path: FieldPath): FanDeck {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_FAN_CARDS) {
    throw fieldError(where, path.length > 0 ? path : [], `must be a list of 1 to ${MAX_FAN_CARDS} cards, each a mapping such as { title: Barrow Beast, type: enemy, kind: monster, strength: 9 } (got ${showValue(raw)})`);
  }
  const cards: FanCard[] = [];
  const remove: string[] = [];
  /** Each title's words (folded: a card's id is made of them) and the entry that gave them. */
  const seen = new Map<string, number>();
  raw.forEach((entry, i) => {
    const at = [...path, i];
    const e = checkMapping(where, at, entry, CARD_KEYS);
    if (e.title === undefined) throw fieldError(where, at, 'has no title; every card needs one (title: Barrow Beast)');
    const title = checkField(where, [...at, 'title'], e.title, TITLE);
    const earlier = seen.get(titleWords(title));
    if (earlier !== undefined) throw repeated(where, path, i, earlier, title, raw[earlier] as { title: string });
    seen.set(titleWords(title), i);
    const base = BASE_TITLES.find((t) => titleWords(t) === titleWords(title));
    if (e.remove !== undefined) {
      if (!checkField(where, [...at, 'remove'], e.remove, BOOLEAN)) throw fieldError(where, [...at, 'remove'], 'must be true (leave it out to keep the card)');
      const extra = Object.keys(e).find((k) => k !== 'title' && k !== 'remove');
      if (extra) throw fieldError(where, [...at, extra], 'cannot go with remove: true (a removed card has only its title)', true);
      if (!base) throw fieldError(where, [...at, 'title'], `names no base Adventure card${meant(title)}; removable titles: ${BASE_TITLES.join(', ')}`);
      remove.push(base);
      return;
    }
    const card = resolveCard(e, title, where, at);
    if (card.replace && !base) throw fieldError(where, [...at, 'replace'], `is set but '${title}' is no base Adventure card${meant(title)}; base titles: ${BASE_TITLES.join(', ')}`);
    if (!card.replace && base) throw fieldError(where, [...at, 'title'], `is a base Adventure card's title${base === title ? '' : ` ('${base}')`}; add replace: true to replace it, or remove: true to take it out`);
    if (card.replace) remove.push(base as string);
    cards.push(card);
  });
  return { cards, remove };
}

/**
 * A title whose words (case and punctuation folded away, as in the card's id) repeat an earlier
 * entry's: 'bog troll' and 'Bog-Troll' after 'Bog Troll' would be one card by id with two rows.
 */
function repeated(where: Where, path: FieldPath, i: number, earlier: number, title: string, first: { title: string }): Error {
  const line = where.lineOf([...path, earlier, 'title']);
  const same = String(first.title).trim() === title;
  return fieldError(where, [...path, i, 'title'], `repeats ${same ? `'${title}'` : `'${String(first.title).trim()}' as '${title}' (titles differing only in case or punctuation name one card)`} of ${pathText([...path, earlier])}${line === undefined ? '' : ` (line ${line})`}; give each card once, with count for its copies`);
}

/** " (did you mean 'Dragon'?)" when a base title's words are near the title's, else nothing. */
function meant(title: string): string {
  const words = BASE_TITLES.map(titleWords);
  const near = closest(titleWords(title), words);
  return near === null ? '' : ` (did you mean '${BASE_TITLES[words.indexOf(near)]}'?)`;
}

/** One card entry (not a removal): its type's keys only, each validated. */
function resolveCard(e: Record<string, unknown>, title: string, where: Where, at: FieldPath): FanCard {
  if (e.type === undefined) throw fieldError(where, at, `has no type; one of ${FAN_TYPES.join(', ')}`);
  const type = checkField(where, [...at, 'type'], e.type, TYPE);
  const wrong = Object.keys(e).find((k) => !KEYS[type].includes(k));
  if (wrong) throw fieldError(where, [...at, wrong], `is not a key of a${/^[aeiou]/.test(type) ? 'n' : ''} ${type} card; its keys: ${KEYS[type].join(', ')}`, true);
  const num = (key: string, rule: FieldRule<number>): number | undefined => (e[key] === undefined ? undefined : checkField(where, [...at, key], e[key], rule));
  const flag = (key: string): boolean => e[key] !== undefined && checkField(where, [...at, key], e[key], BOOLEAN);
  const fields = {
    title, id: fanId(title), type,
    count: num('count', COUNT) ?? 1,
    ...(type === 'enemy' ? enemyFields(e, where, at) : {
      strength: num('strength', BONUS), craft: num('craft', BONUS), battle: num('battle', BONUS),
      armour: num('armour', ARMOUR), gold: num('gold', GOLD), price: num('price', GOLD),
    }),
    traits: traitsOf(e, type, where, at),
    abilities: e.abilities === undefined ? [] : checkField(where, [...at, 'abilities'], e.abilities, ABILITY_LIST),
    ...effectsOf(e, type, where, at),
    ...(flag('replace') ? { replace: true } : {}),
  };
  const card = dropUndefined(fields) as Omit<FanCard, 'text'>;
  if (card.gold !== undefined && Object.keys(card).some((k) => ['strength', 'craft', 'battle', 'armour', 'price'].includes(k))) {
    throw fieldError(where, [...at, 'gold'], 'is a Bag of Gold\'s field (taken at once, then discarded): it cannot go with strength, craft, battle, armour or price', true);
  }
  const text = e.text === undefined ? fanText(card) : checkField(where, [...at, 'text'], e.text, TEXT);
  return { ...card, text };
}

/** An Enemy: its kind, and Strength (animal, monster, dragon) or Craft (spirit), which is also its trophy. */
function enemyFields(e: Record<string, unknown>, where: Where, at: FieldPath): Pick<FanCard, 'kind' | 'strength' | 'craft'> {
  if (e.kind === undefined) throw fieldError(where, at, `is an enemy with no kind; one of ${ENEMY_KINDS.join(', ')}`);
  const kind = checkField(where, [...at, 'kind'], e.kind, KIND);
  const need = kind === 'spirit' ? 'craft' : 'strength';
  const other = kind === 'spirit' ? 'strength' : 'craft';
  if (e[other] !== undefined) throw fieldError(where, [...at, other], `is not for a${kind === 'animal' ? 'n' : ''} ${kind}: ${kind === 'spirit' ? 'a Spirit fights in psychic combat by its craft' : `a${kind === 'animal' ? 'n' : ''} ${kind} fights in battle by its strength`}`, true);
  if (e[need] === undefined) throw fieldError(where, at, `is a${kind === 'animal' ? 'n' : ''} ${kind} with no ${need}; give ${need}: N (1 to 99)`);
  return { kind, [need]: checkField(where, [...at, need], e[need], VALUE) };
}

/** Carrying rules and placement as traits: Weapon (a battle bonus), Armour, gold, not for an alignment, forced, stays. */
function traitsOf(e: Record<string, unknown>, type: FanType, where: Where, at: FieldPath): Trait[] {
  const t: Trait[] = [];
  if (e.battle !== undefined) t.push('weapon');
  if (e.armour !== undefined) t.push('armour');
  if (e.gold !== undefined) t.push('gold');
  if (e.notFor !== undefined) t.push(checkField(where, [...at, 'notFor'], e.notFor, NOT_FOR) === 'good' ? 'not-good' : 'not-evil');
  if (e.forced !== undefined && checkField(where, [...at, 'forced'], e.forced, BOOLEAN)) t.push('forced');
  // A Place stays on its space unless it says otherwise (as the base Places); a Stranger leaves unless it stays.
  const stays = e.stays === undefined ? type === 'place' : checkField(where, [...at, 'stays'], e.stays, BOOLEAN);
  if ((type === 'place' || type === 'stranger') && stays) t.push('stays');
  return t;
}

/**
 * An Event's, Stranger's or Place's effect (one line or a list), die table (six rows), or effects by
 * alignment (good, neutral, evil: one or more of them): exactly one of the three forms.
 */
function effectsOf(e: Record<string, unknown>, type: FanType, where: Where, at: FieldPath): Pick<FanCard, 'effect' | 'table' | 'byAlignment'> {
  if (type !== 'event' && type !== 'stranger' && type !== 'place') return {};
  const given = ['effect', 'table', ...ALIGNMENTS].filter((k) => e[k] !== undefined);
  const forms = new Set(given.map((k) => ((ALIGNMENTS as readonly string[]).includes(k) ? 'alignment' : k)));
  if (forms.size > 1) throw fieldError(where, [...at, given[1]], `cannot go with ${given[0]}; give one effect (or list), a die table of six rows, or effects by alignment (good, neutral, evil)`, true);
  if (e.effect !== undefined) return { effect: effectList(e.effect, where, [...at, 'effect']) };
  if (forms.has('alignment')) {
    const by: Partial<Record<(typeof ALIGNMENTS)[number], Effect[]>> = {};
    for (const a of ALIGNMENTS) if (e[a] !== undefined) by[a] = effectList(e[a], where, [...at, a]);
    return { byAlignment: by };
  }
  if (e.table === undefined) throw fieldError(where, at, `is a${type === 'event' ? 'n' : ''} ${type} with neither effect nor table; give effect: lose-life 1, table: a list of six rows for 1d6, or effects by alignment (good: gain-life 1)`);
  if (!Array.isArray(e.table) || e.table.length !== 6) throw fieldError(where, [...at, 'table'], `must be a list of six rows, one for each face of 1d6 (got ${Array.isArray(e.table) ? `a list of ${e.table.length}` : showValue(e.table)})`);
  return { table: e.table.map((row, f) => effectList(row, where, [...at, 'table', f])) };
}

/** One effect line, or a list of them applied in order. */
function effectList(raw: unknown, where: Where, path: FieldPath): Effect[] {
  const list = Array.isArray(raw) ? raw : [raw];
  if (list.length === 0) throw fieldError(where, path, 'must be an effect or a non-empty list of effects (use nothing for no effect)');
  return list.map((x, k) => {
    const e = parseEffect(x);
    if (typeof e === 'string') throw fieldError(where, Array.isArray(raw) ? [...path, k] : path, e);
    return e;
  });
}

function dropUndefined(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}
