// Rolling dice for a character by roll kind (rolls.ts, the one table of which rolls fate may reroll):
// the player may pay one fate to reroll one die of his own roll (rulebook p.15). Creature rolls
// and Death's dice are rolled against him and never rerolled.
import { KIND } from './decisions.ts';
import type { Game } from './game.ts';
import type { Player } from './player.ts';
import { spendFate } from './stats.ts';
import { DICE, type DicePurpose } from './rng.ts';
import { ROLL_KINDS, WANT } from './rolls.ts';
import { claim, run } from './hooks.ts';

/** The reroll decision's subject on a movement roll. */
export const MOVE_REROLL = WANT.move;

/**
 * Roll n dice of roll kind `kind` (a ROLL index) for p into g.dice and return their total, offering
 * one fate reroll of one die when the kind allows it; strategies read the dice from their view.
 */
export function rollOwn(g: Game, p: Player, n: number, kind: number): number {
  let total = 0;
  rollInto(g, p, ROLL_KINDS[kind].want === WANT.move ? DICE.move : DICE.own, n, kind);
  for (let i = 0; i < n; i++) total += g.dice[i];
  if (p.fate > 0 && g.rules.steps.mayReroll(g, p, kind)) total += offerReroll(g, p, n, kind);
  if (g.log.on) g.say(`  ${g.name(p)} rolls ${diceText(g)}`);
  return total;
}

/**
 * Roll n dice of roll kind `kind` for p on his stream `purpose` into g.dice[0..n), unless a handler
 * of the rollingDice moment rolls them (never in the base game).
 */
export function rollInto(g: Game, p: Player, purpose: DicePurpose, n: number, kind: number): void {
  const dice = g.diceFor(p, purpose);
  const hs = g.rules.hooks.rollingDice;
  if (hs.length > 0 && claim(hs, g, p, kind, n, dice)) return;
  for (let i = 0; i < n; i++) g.dice[i] = dice.d6();
  g.diceCount = n;
}

/**
 * Offer p one fate reroll of one of the n dice in g.dice; returns the change in the total. The
 * decision's subject is what the roll wants (WANT), its detail the roll's kind.
 */
export function offerReroll(g: Game, p: Player, n: number, kind: number): number {
  if (p.fate <= 0 || !g.rules.steps.mayReroll(g, p, kind)) return 0;
  const want = ROLL_KINDS[kind].want;
  // A strategy that declines reads the roll's dice as View.die(0 .. diceCount - 1).
  if (n > 0 && n === g.diceCount && g.declined(p, KIND.reroll, want, kind)) return 0;
  const o = g.options(KIND.reroll, p, want);
  g.decision.detail = kind;
  o.push(-1);
  for (let i = 0; i < n; i++) o.push(i);
  const i = g.decide();
  if (i < 0) return 0;
  spendFate(g, p);
  run(g.rules.hooks.fateRerolled, g, p, kind);
  const before = g.dice[i];
  const after = g.diceFor(p, DICE.reroll).d6();
  g.dice[i] = after;
  if (g.log.on) g.say(`  ${g.name(p)} pays 1 fate to reroll a ${before}: ${after}`);
  return after - before;
}

/** One die of roll kind `kind` for p (the usual "roll 1 die" instruction). */
export function rollOne(g: Game, p: Player, kind: number): number {
  return rollOwn(g, p, 1, kind);
}

/** Dice nobody may reroll, rolled against p (a creature's attack roll, Death's dice: rolls.ts). */
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
