// Fixtures for the board and movement tests, on top of test/helpers.ts: a game whose characters
// keep every die they roll and cast no Spell unless told, yes/no answers by question, move options
// named by space id, and small set-up steps (gold, lives, Spells) that keep the stocks balanced.
import { expect } from 'vitest';
import {
  MOVE_BRIDGE, MOVE_PORTAL, MOVE_SPACE, questionName, VISITS, discard, gainGold, land, loseLives, moveOptions,
  remainingFaces, spellsChanged, type Game, type Player, type Visit,
} from '../../src/engine/index.ts';
import { makeGame, takeCard, type Fixture, type TestGame } from '../helpers.ts';

export interface PlayFixture extends Fixture {
  /** Yes/no answers by question: one answer for every time it is asked, or a queue. */
  yes?: Partial<Record<string, boolean | boolean[]>>;
}

/**
 * makeGame() whose characters keep their dice (no fate rerolls) and cast no Spells unless the
 * test scripts 'reroll' or 'cast' itself, and answer yes/no questions from `yes`.
 */
export function play(f: PlayFixture): TestGame {
  const user = f.answer;
  const scripted = new Set(Object.keys(f.answers ?? {}));
  const yes = new Map(Object.entries(f.yes ?? {}));
  return makeGame({
    ...f,
    answer(d, view) {
      const a = user?.(d, view);
      if (a !== undefined) return a;
      if (d.kind === 'yes-no' && yes.has(questionName(d.subject))) {
        const v = yes.get(questionName(d.subject))!;
        if (typeof v === 'boolean') return v ? 1 : 0;
        if (v.length > 0) return v.shift() ? 1 : 0;
      }
      if (scripted.has(d.kind)) return undefined;
      if (d.kind === 'reroll' || d.kind === 'cast') return -1;
      return undefined;
    },
  });
}

/** A move option's value, e.g. opt(g, 'hills-3', MOVE_BRIDGE). */
export function opt(g: Game, id: string, flags = 0): number {
  return g.space(id) | flags;
}

/** A move option as text: the space id, then '+bridge' (the Sentinel's fight) and '+portal'. */
export function optionName(g: Game, o: number): string {
  let s = g.spaces[o & MOVE_SPACE].id;
  if (o & MOVE_BRIDGE) s += '+bridge';
  if (o & MOVE_PORTAL) s += '+portal';
  return s;
}

/** Every end of a move of `steps` from the space, as sorted option names. */
export function movesFrom(g: Game, from: string, steps: number): string[] {
  return moveOptions(g, g.space(from), steps).map((o) => optionName(g, o)).sort();
}

export function visit(v: Visit): number {
  return VISITS.indexOf(v);
}

/** Pinned dice still unrolled (0 when the test rolled exactly the faces it pinned). */
export function diceLeft(g: Game): number {
  return remainingFaces(g.rng.dice);
}

export function expectAllDiceRolled(g: Game): void {
  expect(diceLeft(g)).toBe(0);
}

/** Set p's gold from the stock (returning any he had). */
export function setGold(g: Game, p: Player, n: number): void {
  g.pool.gold += p.gold;
  p.gold = 0;
  gainGold(g, p, n);
}

/** Take lives from p down to n (returned to the stock). */
export function setLives(g: Game, p: Player, n: number): void {
  loseLives(g, p, p.lives - n);
}

/** Replace p's Spells with these (the old ones go to the discard pile). */
export function setSpells(g: Game, p: Player, ids: string[]): number[] {
  while (p.spells.length > 0) discard(g, p.spells.pop()!);
  const cards = ids.map((id) => takeCard(g, id));
  p.spells.push(...cards);
  spellsChanged(g, p);
  return cards;
}

/** p lands on the space (by id) and has his encounter there. */
export function landOn(g: Game, p: Player, id: string): void {
  land(g, p, g.space(id));
}

/** Definition ids of these cards, sorted. */
export function ids(g: Game, cards: readonly number[]): string[] {
  return cards.map((c) => g.cardDef[c].id).sort();
}
