// Rolling dice for a character: the player may pay one fate to reroll one die of his own roll
// (movement, attack, card or space instruction; rulebook p.6-7). Creature rolls are never rerolled.
import type { Game } from './game.ts';
import type { Player } from './player.ts';
import { spendFate } from './stats.ts';
import { DICE } from './rng.ts';

/**
 * What a reroll decision is about (its subject): higher is better (+1), lower is better (-1), no
 * sense in rerolling (0); attack rolls use 2 (scores in the view), movement rolls 3.
 */
export type Want = -1 | 0 | 1 | 3;
export const MOVE_REROLL = 3;

/**
 * Roll n dice for p into g.dice and return their total, offering one fate reroll of one die.
 * The reroll decision's subject is `want`; strategies read the dice from their view.
 */
export function rollOwn(g: Game, p: Player, n: number, want: Want): number {
  let total = 0;
  const dice = g.diceFor(p, want === MOVE_REROLL ? DICE.move : DICE.own);
  for (let i = 0; i < n; i++) {
    const d = dice.d6();
    g.dice[i] = d;
    total += d;
  }
  g.diceCount = n;
  if (want !== 0 && p.fate > 0) total += offerReroll(g, p, n, want);
  if (g.log.on) g.say(`  ${g.name(p)} rolls ${diceText(g)}`);
  return total;
}

/** Offer p one fate reroll of one of the n dice in g.dice; returns the change in the total. */
export function offerReroll(g: Game, p: Player, n: number, want: number): number {
  if (p.fate <= 0) return 0;
  const o = g.options('reroll', p, want);
  o.push(-1);
  for (let i = 0; i < n; i++) o.push(i);
  const i = g.decide();
  if (i < 0) return 0;
  spendFate(g, p);
  const before = g.dice[i];
  const after = g.diceFor(p, DICE.reroll).d6();
  g.dice[i] = after;
  if (g.log.on) g.say(`  ${g.name(p)} pays 1 fate to reroll a ${before}: ${after}`);
  return after - before;
}

/** One die for p with a fate reroll (the usual "roll 1 die" instruction). */
export function rollOne(g: Game, p: Player, want: Want): number {
  return rollOwn(g, p, 1, want);
}

/** Dice nobody may reroll, rolled against p (creatures' rolls, the Werewolf's Strength, Death's roll). */
export function rollPlain(g: Game, n: number, p: Player): number {
  let total = 0;
  const dice = g.diceFor(p, DICE.foe);
  for (let i = 0; i < n; i++) total += dice.d6();
  return total;
}

function diceText(g: Game): string {
  const parts: number[] = [];
  for (let i = 0; i < g.diceCount; i++) parts.push(g.dice[i]);
  return parts.join('+');
}
