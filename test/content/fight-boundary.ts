// Fights on the boundary for the content-number tests (issue 22): the fighter and the dice that make
// a fight against a creature of a given number end lost by one, tied, or won by one.
import { expect } from 'vitest';
import { craft, gainCraft, gainStrength, strength, type Game, type Player } from '../../src/engine/index.ts';

export type Outcome = 'lose' | 'tie' | 'win';

/**
 * The fighter for a creature of this value: the Wizard (Strength 2, Craft 5) or the Troll (Strength 6,
 * Craft 1), whichever has the fought attribute within 4 of the value, so that both dice stay on a die;
 * the other attribute differs. Returns the fighter, his attribute and the dice.
 */
export function fighter(value: number, psychic: boolean): { hero: 'wizard' | 'troll'; gain: number; mine: (o: Outcome) => number; its: number } {
  const hero = psychic ? (value <= 2 ? 'troll' : 'wizard') : (value <= 3 ? 'wizard' : 'troll');
  const own = { wizard: psychic ? 5 : 2, troll: psychic ? 1 : 6 }[hero];
  const gain = Math.max(0, value - own - 4);
  const d = value - own - gain;
  const its = Math.max(1, 2 - d);
  // Totals: own + gain + mine against value + its; a tie is mine = its + d.
  return { hero, gain, its, mine: (o) => its + d + (o === 'lose' ? -1 : o === 'win' ? 1 : 0) };
}

export function raise(g: Game, p: Player, psychic: boolean, gain: number): void {
  if (psychic) gainCraft(g, p, gain);
  else gainStrength(g, p, gain);
}

/**
 * The attribute that must NOT count differs from the one that does, so fighting by it would move
 * every one of the three outcomes.
 */
export function expectOtherAttributeDiffers(g: Game, p: Player): void {
  expect(strength(g, p)).not.toBe(craft(g, p));
}

/** The fight's line in the log: the fighter's total against the printed number and its total. */
export function fightLine(g: Game, p: Player, psychic: boolean, printed: number, bonus: number, mine: number, its: number): string {
  const own = psychic ? craft(g, p) : strength(g, p);
  return `  ${g.name(p)} ${own + mine} vs ${psychic ? 'Craft' : 'Strength'} ${printed}: ${printed + bonus + its}`;
}

export const OUTCOMES: Outcome[] = ['lose', 'tie', 'win'];
