// Fixture helpers for the character, combat, rules and worked-example tests: scripted answers by
// decision kind and question, a recorder of every decision asked, turn set-up for direct calls to
// the engine, and exact Spells. The game itself is built by test/helpers.ts makeGame().
import { expect } from 'vitest';
import {
  CHARACTER_ACTIONS, CAST_WINDOWS, craft, questionName, remainingFaces, spellsChanged, strength, type Alignment, type CastWindow,
  type CharacterAction, type Decision, type Game, type Player, type View,
} from '../../src/engine/index.ts';
import { BASE_CONTENT } from '../../src/content/index.ts';
import { give, makeGame, type Answer, type Fixture } from '../helpers.ts';

/** A space's index on the base board (the same in every game), to script moves before a game exists. */
export function spaceIndex(id: string): number {
  const i = BASE_CONTENT.spaces.findIndex((s) => s.id === id);
  if (i < 0) throw new Error(`unknown space '${id}'`);
  return i;
}

/** One scripted rule: an option value, or undefined to let the next rule (or the fallback) decide. */
export type Rule = (d: Decision, view: View) => number | undefined;

/** A decision as it was asked: kind, seat, subject, detail, a module question's detail (a copy) and the options offered. */
export interface Asked {
  kind: string;
  seat: number;
  subject: number;
  detail: number;
  about: unknown;
  options: number[];
}

/** Answers from the first rule with an opinion; every decision asked is recorded in `asked`. */
export function script(...rules: Rule[]): { answer: Answer; asked: Asked[] } {
  const asked: Asked[] = [];
  const answer: Answer = (d, view) => {
    asked.push({ kind: d.kind, seat: d.seat, subject: d.subject, detail: d.detail, about: structuredClone(d.about), options: [...d.options] });
    for (const r of rules) {
      const v = r(d, view);
      if (v !== undefined) return v;
    }
    return undefined;
  };
  return { answer, asked };
}

/** Answer decisions of this kind with `value` (optionally only for one seat). */
export const choose = (kind: string, value: number, seat?: number): Rule => (d) =>
  d.kind === kind && (seat === undefined || d.seat === seat) && d.options.includes(value) ? value : undefined;

/** Answer decisions of this kind with the values in order (one each time it is asked). */
export function inTurn(kind: string, values: number[], seat?: number): Rule {
  const queue = [...values];
  return (d) => (d.kind === kind && (seat === undefined || d.seat === seat) && queue.length > 0 ? queue.shift() : undefined);
}

/** Answer the yes/no question `q` (1 yes, 0 no). */
export const answerTo = (q: string, yes: boolean, seat?: number): Rule => (d) =>
  d.kind === 'yes-no' && questionName(d.subject) === q && (seat === undefined || d.seat === seat) ? (yes ? 1 : 0) : undefined;

/** Never pay fate to reroll (for the seat, or everyone). */
export const keepDice = (seat?: number): Rule => (d) => (d.kind === 'reroll' && (seat === undefined || d.seat === seat) ? -1 : undefined);

/** Cast no Spell in this window (or any window). */
export const castNothing = (window?: CastWindow): Rule => (d) =>
  d.kind === 'cast' && (window === undefined || CAST_WINDOWS[d.subject] === window) ? -1 : undefined;

/** Cast this Spell card when it is offered in this window. */
export const castIn = (window: CastWindow, card: number): Rule => (d) =>
  d.kind === 'cast' && CAST_WINDOWS[d.subject] === window && d.options.includes(card) ? card : undefined;

/** Encounter the space, not a character. */
export const encounterSpace: Rule = (d) => (d.kind === 'encounter' ? -1 : undefined);

/** Index of a character action (decision kind 'character-action'). */
export const action = (a: CharacterAction): number => CHARACTER_ACTIONS.indexOf(a);

/** Decisions of a kind that were asked (optionally of one question). */
export function askedOf(asked: Asked[], kind: string, q?: string): Asked[] {
  return asked.filter((a) => a.kind === kind && (q === undefined || questionName(a.subject) === q));
}

/**
 * Make p the active character at the start of his turn, for tests that call an engine step
 * directly (land, fightCreature, offerSpells...) instead of playTurn: the casting limit counts the
 * Spells he holds now (rulebook p.13).
 */
export function beginTurn(g: Game, p: Player): void {
  g.active = p.seat;
  g.turnOver = false;
  g.landed = false;
  g.handledStamp++;
  p.ditched.length = 0;
  p.spellsAtTurnStart = p.spells.length;
  p.spellsCast = 0;
  for (const q of g.players) q.castOffTurn = 0;
}

/** Replace p's Spells (set-up drew random ones) by these, returning their card ids. */
export function setSpells(g: Game, p: Player, ids: string[]): number[] {
  while (p.spells.length > 0) g.spellDeck.unshift(p.spells.pop()!);
  spellsChanged(g, p);
  return ids.map((id) => give(g, p, id));
}

/** Pinned dice not yet rolled (a test that pins exactly what is rolled ends with 0). */
export function diceLeft(g: Game): number {
  return remainingFaces(g.rng.dice);
}

/** What a character card prints and what set-up gives him (rulebook p.4; reference section 2). */
export interface Printed {
  strength: number;
  craft: number;
  life: number;
  fate: number;
  alignment: Alignment;
  start: string;
  spells: number;
}

/**
 * Set up the character alone and check the card's values and the set-up: start space, lives and
 * fate as printed, 1 gold, the starting Spells, and Strength and Craft equal to the printed values.
 */
export function expectSetUp(character: string, printed: Printed): void {
  const { g, p } = makeGame({ heroes: [character] });
  const hero = p[0];
  const c = hero.character!;
  expect({ strength: c.strength, craft: c.craft, life: c.life, fate: c.fate, alignment: c.alignment, start: c.start, spells: c.spells })
    .toEqual(printed);
  expect(g.spaces[hero.space].id).toBe(printed.start);
  expect([strength(g, hero), craft(g, hero), hero.lives, hero.fate, hero.gold]).toEqual([printed.strength, printed.craft, printed.life, printed.fate, 1]);
  expect(hero.alignment).toBe(printed.alignment);
  expect(hero.spells).toHaveLength(printed.spells);
  expect(hero.spells.every((s) => g.cardDef[s].kind === 'spell')).toBe(true);
  expect([hero.objects, hero.followers, hero.trophies]).toEqual([[], [], []]);
}

/**
 * The smallest table for card tests: characters placed where asked, pinned dice, and answers from
 * rules a test adds with `on()` once it knows its card ids, then the `last` rules; the space (not a
 * character) is encountered, no fate is spent and no Spell cast (nobody holds one at the start).
 */
export function ruleTable(heroes: Fixture['heroes'], dice: number[], more: Partial<Fixture> = {}, ...last: Rule[]) {
  const rules: Rule[] = [];
  const s = script((d, v) => {
    for (const r of rules) {
      const x = r(d, v);
      if (x !== undefined) return x;
    }
    return undefined;
  }, encounterSpace, keepDice(), castNothing(), ...last);
  const t = makeGame({ ...more, heroes, dice, answer: s.answer });
  t.g.round = 1;
  for (const p of t.p) setSpells(t.g, p, []);
  return { ...t, s, on: (...r: Rule[]) => rules.push(...r) };
}
